import Foundation

extension UIView {
    /// Shows `configuration` in `container` for a cell or a header-footer view: `current`
    /// is given it when it `supports` it; otherwise a new view from `makeContentView()`
    /// replaces it, filling `container`. Returns the content view now shown.
    func _showContentConfiguration(_ configuration: any UIContentConfiguration, in container: UIView,
                                   replacing current: (any UIView & UIContentView)?) -> any UIView & UIContentView {
        if let v = current, v.supports(configuration) {
            v.configuration = configuration
            return v
        }
        current?.removeFromSuperview()
        let v = configuration.makeContentView()
        v.frame = container.bounds
        v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.addSubview(v)
        return v
    }
}
