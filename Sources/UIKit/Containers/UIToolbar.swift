import Foundation
import UIKitEngine

/// A bar of buttons at the bottom of the screen, as `UIToolbar`.
@preconcurrency @MainActor
open class UIToolbar: UIView {
    public var items: [UIBarButtonItem]? { didSet { _rebuild() } }
    public var barTintColor: UIColor? { didSet { setNeedsDisplay() } }
    var _diagnostics: () -> UIDiagnostics? = { nil }
    var buttonViews: [_BarButtonView] = []

    public required init?(coder: NSCoder) { super.init(coder: coder); _diagnostics = { [weak self] in self?.window?._application?.diagnostics } }
    public override init(frame: CGRect) {
        super.init(frame: frame)
        _diagnostics = { [weak self] in self?.window?._application?.diagnostics }
    }
    /// How `UINavigationController(navigationBarClass:toolbarClass:)` makes a toolbar of a
    /// subclass (see `UINavigationBar.init(_barFrame:)`).
    public required convenience init(_barFrame frame: CGRect) { self.init(frame: frame) }

    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { self.items = items }

    func _rebuild() {
        let refocus = _FocusKeeper(buttonViews)
        defer { refocus.restore(in: buttonViews) }
        for v in buttonViews { v.removeFromSuperview() }
        buttonViews.removeAll()
        let list = items ?? []
        if !_measuresTextInCells { _layOutInPoints(list); return }
        let width = Int(bounds.width)
        let fixed = list.reduce(0) { acc, i in
            if i.systemItem == .flexibleSpace { return acc }
            if i.systemItem == .fixedSpace { return acc + Int(i.width) }
            return acc + TextWidth.width(of: i._displayTitle) + 2
        }
        let flexCount = list.filter { $0.systemItem == .flexibleSpace }.count
        let flexWidth = flexCount > 0 ? max(0, width - 2 - fixed) / flexCount : 0
        var x = 1
        for item in list {
            if item.systemItem == .flexibleSpace { x += flexWidth; continue }
            if item.systemItem == .fixedSpace { x += Int(item.width); continue }
            item._onChange = [{ [weak self] in self?._rebuild() }]
            let v = _BarButtonView(item: item, text: item._displayTitle,
                                   onPress: { [weak self, weak item] in item?._performAction(diagnostics: self?._diagnostics()) },
                                   isEnabled: { [weak item] in item?.isEnabled ?? false })
            v.frame.origin = CGPoint(x: x, y: 0)
            x += Int(v.frame.width) + 2
            addSubview(v); buttonViews.append(v)
        }
        setNeedsDisplay()
    }

    open override func layoutSubviews() { _rebuild() }

    @_spi(CellRendering) open override func draw(in context: UIRenderContext) {
        context.apply(attributes: [.reverse], in: CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height))
        if let bar = barTintColor { context.recolor(bounds, background: context.cellColor(bar, asBackground: true)) }
    }
    /// The bar's width and the device's toolbar height (44 points on an iPhone, one row on
    /// a terminal).
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: layoutMetrics.toolbarHeight) }
}
