import Foundation

extension UITableViewCell {
    /// The cell's content configuration, as `contentConfiguration` (iOS 14; default nil).
    ///
    /// Setting one shows its content view filling `contentView` (a view that `supports` the
    /// new configuration is kept and given it; otherwise a new one is made with
    /// `makeContentView()`), updated for the cell's `configurationState` first. The built-in
    /// `textLabel`, `detailTextLabel` and `imageView` are hidden meanwhile. Setting nil
    /// removes the content view. UIKit replaces `contentView` itself; here `contentView`
    /// stays the same view and holds the configuration's view (docs/DECISIONS.md), so
    /// subviews an app added to it stay.
    public var contentConfiguration: (any UIContentConfiguration)? {
        get { _contentConfiguration }
        set {
            guard let c = newValue else {
                _contentConfiguration = nil
                _configurationContentView?.removeFromSuperview()
                _configurationContentView = nil
                _setBuiltInContentHidden(false)
                _tableView?.setNeedsLayout()
                return
            }
            _applyContentConfiguration(automaticallyUpdatesContentConfiguration ? c.updated(for: configurationState) : c)
        }
    }

    /// A list content configuration styled for the cell's style, with no content, as
    /// `defaultContentConfiguration()`: `.subtitle` → `subtitleCell()`, `.value1` and
    /// `.value2` → `valueCell()`, `.default` → `cell()`.
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        switch _style {
        case .default: return .cell()
        case .subtitle: return .subtitleCell()
        case .value1, .value2: return .valueCell()
        }
    }

    func _applyContentConfiguration(_ c: any UIContentConfiguration) {
        _contentConfiguration = c
        _configurationContentView = _showContentConfiguration(c, in: contentView, replacing: _configurationContentView)
        _setBuiltInContentHidden(true)
        setNeedsLayout()
        setNeedsDisplay()
        _tableView?.setNeedsLayout()
    }
}
