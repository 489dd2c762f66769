import Foundation
import UIKitEngine

/// A row of tab items, as `UITabBar`: the bottom row of a terminal screen.
///
/// The row is split into equal slots, one per item (1 point = 1 cell). Each slot shows
/// the item's title centred, followed by its badge in parentheses ("Contacts (5)"; an
/// empty badge string shows "•", as UIKit shows a dot). The selected item's slot is drawn
/// in reverse video and bold; disabled items are dim.
///
/// Input: a click on a slot selects its item. The bar takes keyboard focus (Tab):
/// Left/Right move a cursor between items (the cursor item is underlined), Enter or
/// Space selects the cursor item. Selecting through the bar is a *user* selection: a
/// tab bar controller asks its delegate `tabBarController(_:shouldSelect:)` first.
///
/// A bar managed by a `UITabBarController` refuses direct changes to `items` and
/// `delegate` with UIKit's NSInternalInconsistencyException texts.
/// Source: https://developer.apple.com/documentation/uikit/uitabbar
@preconcurrency @MainActor
open class UITabBar: UIView {
    private var _items: [UITabBarItem]?
    private weak var _weakDelegate: UITabBarDelegate?
    /// The controller that manages this bar (nil for a free-standing bar).
    weak var _controller: UITabBarController?
    /// Set while the managing controller updates the bar itself.
    var _internalUpdate = false
    /// Index of the keyboard cursor while the bar is focused.
    var _cursor = 0

    /// The items shown, left to right. Setting it on a bar a tab bar controller manages
    /// raises UIKit's exception and changes nothing.
    open var items: [UITabBarItem]? {
        get { _items }
        set { setItems(newValue, animated: false) }
    }

    /// The highlighted item. Setting it in code does not call the delegate.
    open weak var selectedItem: UITabBarItem? { didSet { setNeedsDisplay() } }

    /// The delegate (weak). A tab bar controller is its own bar's delegate; changing it
    /// raises UIKit's exception.
    open var delegate: UITabBarDelegate? {
        get { _weakDelegate }
        set {
            if _controller != nil && !_internalUpdate {
                _raise(UIKitException.internalInconsistency,
                       "Changing the delegate of a tab bar managed by a tab bar controller is not allowed.")
                return
            }
            _weakDelegate = newValue
        }
    }

    /// Hiding the bar gives a tab bar controller's content the whole height.
    open override var isHidden: Bool { didSet { if isHidden != oldValue { superview?.setNeedsLayout() } } }

    public var barTintColor: UIColor? { didSet { setNeedsDisplay() } }
    public var unselectedItemTintColor: UIColor? { didSet { setNeedsDisplay() } }

    public required init?(coder: NSCoder) { super.init(coder: coder) }
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// Replaces the items, as `setItems(_:animated:)`.
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        if _controller != nil && !_internalUpdate {
            _raise(UIKitException.internalInconsistency,
                   "Directly modifying a tab bar managed by a tab bar controller is not allowed.")
            return
        }
        _items = items
        for item in items ?? [] {
            item._onChange = [{ [weak self] in self?.setNeedsDisplay() }]
        }
        if let sel = selectedItem, !(items ?? []).contains(where: { $0 === sel }) { selectedItem = nil }
        _cursor = min(_cursor, max(0, (items?.count ?? 0) - 1))
        setNeedsDisplay()
    }

    private func _raise(_ name: String, _ reason: String) {
        let ex = UIKitException(name: name, reason: reason)
        if let app = window?._application ?? _controller?._application { app.diagnostics.raise(ex) }
        else { preconditionFailure(ex.description) }
    }

    // MARK: Geometry

    /// The slot (x range in points) of item `index` in a bar of the current width.
    func _slot(_ index: Int) -> Range<Int> {
        let n = max(1, _items?.count ?? 1)
        let w = Int(bounds.width)
        return (index * w / n)..<((index + 1) * w / n)
    }

    /// The item index under `x` (bar coordinates), or nil.
    func _index(atX x: CGFloat) -> Int? {
        guard let list = _items, !list.isEmpty else { return nil }
        let xi = Int(x.rounded(.down))
        return list.indices.first { _slot($0).contains(xi) }
    }

    /// The text a slot shows for `item`: its title, then its badge.
    static func _displayText(for item: UITabBarItem) -> (title: String, badge: String) {
        let title = item.title ?? ""
        guard let badge = item.badgeValue else { return (title, "") }
        let mark = badge.isEmpty ? "•" : "(\(badge))"
        return (title, title.isEmpty ? mark : " " + mark)
    }

    // MARK: Drawing

    @_spi(CellRendering) open override func draw(in context: UIRenderContext) {
        if let bar = barTintColor { context.fill(bounds, color: bar) }
        guard let list = _items else { return }
        for (i, item) in list.enumerated() {
            let slot = _slot(i)
            let width = slot.count
            guard width > 0 else { continue }
            let selected = item === selectedItem
            var style = CellStyle()
            if selected {
                style.attributes = [.reverse, .bold]
                context.drawText(String(repeating: " ", count: width), at: CGPoint(x: slot.lowerBound, y: 0),
                                 style: CellStyle(attributes: [.reverse]))
            } else if let tint = unselectedItemTintColor {
                style.foreground = context.cellColor(tint)
            }
            if !item.isEnabled { style.attributes.insert(.dim) }
            if isFocused && i == _cursor { style.attributes.insert(.underline) }
            let (title, badge) = Self._displayText(for: item)
            // The badge keeps its room; the title is shortened first ("Conta… (5)").
            let room = max(0, width - 2)
            let badgeShown = TextWidth.width(of: badge) < room ? badge : ""
            let titleShown = TextWidth.truncate(TextSanitizer.sanitize(title), toWidth: room - TextWidth.width(of: badgeShown))
            let total = TextWidth.width(of: titleShown) + TextWidth.width(of: badgeShown)
            var x = slot.lowerBound + (width - total) / 2
            x += context.drawText(titleShown, at: CGPoint(x: x, y: 0), style: style)
            if !badgeShown.isEmpty {
                var badgeStyle = style
                badgeStyle.foreground = context.cellColor(item.badgeColor ?? .systemRed)
                context.drawText(badgeShown, at: CGPoint(x: x, y: 0), style: badgeStyle)
            }
        }
    }

    /// The bar's width and the device's tab bar height (49 points on an iPhone, one row on a
    /// terminal), without the safe area a tab bar controller adds below it.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: layoutMetrics.tabBarHeight) }

    // MARK: Input

    open override var canBecomeFocused: Bool { !(_items ?? []).isEmpty && !isHidden }

    open override func focusDidChange() {
        if isFocused, let sel = selectedItem, let i = _items?.firstIndex(where: { $0 === sel }) { _cursor = i }
        setNeedsDisplay()
    }

    open override func handleFocusedKey(_ key: UIKey) -> Bool {
        let count = _items?.count ?? 0
        guard count > 0 else { return false }
        switch key.keyCode {
        case .keyboardLeftArrow:
            _cursor = max(0, min(_cursor, count - 1) - 1)
            setNeedsDisplay()
            return true
        case .keyboardRightArrow:
            _cursor = min(count - 1, _cursor + 1)
            setNeedsDisplay()
            return true
        case .keyboardReturnOrEnter, .keyboardSpacebar:
            _userSelect(index: min(_cursor, count - 1))
            return true
        default:
            return false
        }
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let t = touches.first, let i = _index(atX: t.location(in: self).x) else { return }
        _cursor = i
        _userSelect(index: i)
    }

    /// A user selection (click or Enter): the managing controller decides; a free-standing
    /// bar selects the item and tells its delegate.
    func _userSelect(index: Int) {
        guard let list = _items, list.indices.contains(index) else { return }
        let item = list[index]
        guard item.isEnabled else { return }
        if let c = _controller {
            c._userDidTapItem(at: index)
            return
        }
        selectedItem = item
        _weakDelegate?.tabBar(self, didSelect: item)
    }
}
