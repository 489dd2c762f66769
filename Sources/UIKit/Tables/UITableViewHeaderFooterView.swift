import Foundation
import UIKitEngine

/// A reusable view for a section header or footer, as `UITableViewHeaderFooterView`.
///
/// Register the class (`UITableView.register(_:forHeaderFooterViewReuseIdentifier:)`) and
/// return `dequeueReusableHeaderFooterView(withIdentifier:)` from the delegate's
/// `tableView(_:viewForHeaderInSection:)`; custom content goes into `contentView`. The
/// built-in `textLabel` (made on first use) sits one column in, one line high, vertically
/// centred. Views handed out for a reload are queued again when the table reloads.
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    /// The identifier the view is queued under for reuse.
    public private(set) var reuseIdentifier: String?
    /// The view custom content goes into; it fills the header or footer.
    public let contentView = UIView()
    private var _textLabel: UILabel?
    private var _detailTextLabel: UILabel?

    /// A header or footer queued for reuse under `reuseIdentifier`, as
    /// `init(reuseIdentifier:)` (the designated initialiser).
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 80, height: 1))
        _addContentView()
    }

    /// A header or footer unarchived from an Interface Builder file, as `init?(coder:)`.
    public required init?(coder: NSCoder) {
        reuseIdentifier = coder.decodeObject(forKey: "UIReuseIdentifier") as? String
        super.init(coder: coder)
        _addContentView()
    }

    /// Without a reuse identifier, with `frame` (a convenience initialiser on iOS).
    public override convenience init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        if frame != .zero { self.frame = frame }
    }

    /// How a table makes a registered class: `init(reuseIdentifier:)`, the subclass's
    /// override when it has one (see `UITableViewCell.init(_registeredStyle:reuseIdentifier:)`;
    /// not for app code).
    public required convenience init(_registeredReuseIdentifier reuseIdentifier: String?) {
        self.init(reuseIdentifier: reuseIdentifier)
    }

    private func _addContentView() {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// The main label (created on first use), in `contentView`.
    open var textLabel: UILabel? {
        if _textLabel == nil { _textLabel = _addBuiltInSubview(UILabel(), to: contentView) }
        return _textLabel
    }

    /// A secondary label (created on first use), after the main one.
    open var detailTextLabel: UILabel? {
        if _detailTextLabel == nil {
            let l = UILabel()
            l.textColor = .secondaryLabel
            _detailTextLabel = _addBuiltInSubview(l, to: contentView)
        }
        return _detailTextLabel
    }

    /// Called before the table hands the view out again; the default does nothing.
    open func prepareForReuse() {}

    // MARK: Configurations (iOS 14)

    var _contentConfiguration: (any UIContentConfiguration)?
    var _configurationContentView: (any UIView & UIContentView)?
    /// Where the table is about to show the view (set when it is dequeued for a header or
    /// footer): the table's style and whether it is a header.
    var _placement: (style: UITableView.Style, isHeader: Bool)?

    /// The content configuration, as `contentConfiguration` (iOS 14; default nil): its
    /// content view fills `contentView` and the built-in labels are hidden.
    public var contentConfiguration: (any UIContentConfiguration)? {
        get { _contentConfiguration }
        set {
            _contentConfiguration = newValue
            guard let c = newValue else {
                _configurationContentView?.removeFromSuperview()
                _configurationContentView = nil
                for v in [_textLabel, _detailTextLabel] { v?.isHidden = false }
                return
            }
            _configurationContentView = _showContentConfiguration(c, in: contentView, replacing: _configurationContentView)
            for v in [_textLabel, _detailTextLabel] { v?.isHidden = true }
            setNeedsLayout()
            setNeedsDisplay()
        }
    }

    /// A list content configuration for where the view appears, with no content, as
    /// `defaultContentConfiguration()`: `plainHeader()`/`plainFooter()` in a plain table,
    /// `groupedHeader()`/`groupedFooter()` in a grouped or inset grouped one (a view not
    /// dequeued for a section yet gets `plainHeader()`).
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        guard let p = _placement else { return .plainHeader() }
        switch (p.style, p.isHeader) {
        case (.plain, true): return .plainHeader()
        case (.plain, false): return .plainFooter()
        case (_, true): return .groupedHeader()
        case (_, false): return .groupedFooter()
        }
    }

    /// Places the built-in labels: one column in from the leading edge, as a cell's labels
    /// (the terminal's one-column inset), the detail after the text, on the middle line.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let w = Int(contentView.bounds.width), h = Int(contentView.bounds.height)
        let end = max(1, w - 1)
        let y = max(0, (h - 1) / 2)
        var x = 1
        if let l = _textLabel {
            let tw = min(max(0, end - x), Int(l.intrinsicContentSize.width))
            l.frame = CGRect(x: x, y: y, width: tw, height: min(1, h))
            x += tw + 1
        }
        _detailTextLabel?.frame = CGRect(x: x, y: y, width: max(0, end - x), height: min(1, h))
    }
}
