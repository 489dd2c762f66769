import Foundation
import UIKitEngine

/// A view that shows one bar button item on a terminal bar: its title, dim when disabled,
/// reversed when focused. Clicking it or pressing Enter/Space while focused performs it.
@MainActor
final class _BarButtonView: UIView {
    let item: UIBarButtonItem?
    let text: String
    let onPress: () -> Void
    let isEnabledCheck: () -> Bool

    init(item: UIBarButtonItem?, text: String, enabled: @escaping () -> Void = {}, onPress: @escaping () -> Void,
         isEnabled: @escaping () -> Bool) {
        self.item = item
        self.text = text
        self.onPress = onPress
        self.isEnabledCheck = isEnabled
        super.init(frame: CGRect(x: 0, y: 0, width: TextWidth.width(of: TextSanitizer.sanitize(text)), height: 1))
    }
    required init?(coder: NSCoder) { fatalError("use init(item:text:onPress:isEnabled:)") }

    override var canBecomeFocused: Bool { isEnabledCheck() }
    override func draw(in context: UIRenderContext) {
        // Bars are drawn reversed; the focused button stands out by not being reversed.
        var style = CellStyle(attributes: isFocused ? [.underline, .bold] : [.reverse])
        if item?.style == .done { style.attributes.insert(.bold) }
        if !isEnabledCheck() { style.attributes.insert(.dim) }
        context.drawText(text, at: .zero, style: style, maxWidth: Int(bounds.width))
    }
    override func handleFocusedKey(_ key: UIKey) -> Bool {
        guard key.keyCode == .keyboardReturnOrEnter || key.keyCode == .keyboardSpacebar else { return false }
        press()
        return true
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { press() }

    /// Performs the item, or shows its menu when that is all it has (UIKit's bar item with
    /// a menu and no primary action).
    private func press() {
        guard isEnabledCheck() else { return }
        if let item, let menu = item.menu, item.primaryAction == nil, item.action == nil {
            _MenuPopupView.present(menu, from: self)
            return
        }
        onPress()
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
}

/// Keeps keyboard focus on a bar button while the bar rebuilds its button views (an item
/// whose title changes, Edit becoming Done, must stay focused).
@MainActor
struct _FocusKeeper {
    weak var window: UIWindow?
    let item: UIBarButtonItem?
    let text: String?
    let wasFocused: Bool
    init(_ views: [_BarButtonView]) {
        let focused = views.first { $0.isFocused }
        window = focused?.window
        item = focused?.item
        text = focused?.text
        wasFocused = focused != nil
    }
    func restore(in views: [_BarButtonView]) {
        guard wasFocused, let window else { return }
        let match = views.first { v in
            if let item { return v.item === item }
            return v.item == nil && v.text == text
        }
        if let match, match.window === window { window.focusedView = match }
    }
}

/// A bar of navigation items, as `UINavigationBar`: the top row of a terminal screen with
/// the back button ("‹ Title") on the left, the title centred and the right items on the
/// right. The bar keeps a stack of items, one per controller on the navigation stack.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    public private(set) var items: [UINavigationItem]? = []
    public var topItem: UINavigationItem? { items?.last }
    /// The item below the top one (whose title the back button shows).
    public var backItem: UINavigationItem? { (items?.count ?? 0) >= 2 ? items?[items!.count - 2] : nil }
    public var barTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The bar's style, as `barStyle` (`.black`: a white title on a pixel device).
    public var barStyle: UIBarStyle = .default { didSet { setNeedsDisplay() } }
    public var prefersLargeTitles = false
    /// Performs the back action (set by the navigation controller).
    var _onBack: (() -> Void)?
    var _diagnostics: () -> UIDiagnostics? = { nil }

    public required init?(coder: NSCoder) { super.init(coder: coder) }
    public override init(frame: CGRect) { super.init(frame: frame) }
    /// How `UINavigationController(navigationBarClass:toolbarClass:)` makes a bar of a
    /// subclass: `init(frame:)`, the subclass's override when it has one (a `required`
    /// convenience initialiser every subclass overriding `init(frame:)` inherits; not for
    /// app code, docs/DECISIONS.md "Initialiser shapes").
    public required convenience init(_barFrame frame: CGRect) { self.init(frame: frame) }

    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        self.items = items
        for i in items ?? [] { i._onChange = [{ [weak self] in self?._rebuild() }] }
        _rebuild()
    }
    open func pushItem(_ item: UINavigationItem, animated: Bool) { setItems((items ?? []) + [item], animated: animated) }
    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        guard var list = items, !list.isEmpty else { return nil }
        let last = list.removeLast()
        setItems(list, animated: animated)
        return last
    }

    /// The text the back button shows, by UIKit's precedence (N12): the back item's
    /// `backBarButtonItem` title, its `backButtonTitle`, its `title`, else "Back"; nil when
    /// there is no back button (single item, hidden, or replaced by a left item).
    public var backButtonTitle: String? {
        guard let top = topItem, let back = backItem, !top.hidesBackButton else { return nil }
        if top.leftBarButtonItems?.isEmpty == false && !top.leftItemsSupplementBackButton { return nil }
        switch back.backButtonDisplayMode {
        case .minimal: return ""
        case .generic: return back.backBarButtonItem?.title ?? "Back"
        case .default: break
        }
        if let b = back.backBarButtonItem { return b.title ?? "Back" }
        if let t = back.backButtonTitle { return t }
        if let t = back.title, !t.isEmpty { return t }
        return "Back"
    }

    var buttonViews: [_BarButtonView] = []

    func _rebuild() {
        let refocus = _FocusKeeper(buttonViews)
        defer { refocus.restore(in: buttonViews) }
        for v in buttonViews { v.removeFromSuperview() }
        buttonViews.removeAll()
        guard let top = topItem else { setNeedsDisplay(); return }
        if !_measuresTextInCells { _layOutInPoints(top); return }
        let width = Int(bounds.width)
        var leftX = 1
        if var back = backButtonTitle {
            // A back title that does not fit in a third of the bar becomes "Back" (N12 case 6).
            if TextWidth.width(of: back) > max(4, width / 3) { back = "Back" }
            let v = _BarButtonView(item: top.backBarButtonItem, text: back.isEmpty ? "‹" : "‹ " + back,
                                   onPress: { [weak self] in self?._onBack?() }, isEnabled: { true })
            v.accessibilityIdentifier = "back"
            v.frame.origin = CGPoint(x: leftX, y: 0)
            leftX += Int(v.frame.width) + 2
            addSubview(v); buttonViews.append(v)
        }
        for item in top.leftBarButtonItems ?? [] {
            let v = _button(for: item)
            v.frame.origin = CGPoint(x: leftX, y: 0)
            leftX += Int(v.frame.width) + 2
            addSubview(v); buttonViews.append(v)
        }
        var rightX = width - 1
        for item in top.rightBarButtonItems ?? [] {
            let v = _button(for: item)
            rightX -= Int(v.frame.width)
            v.frame.origin = CGPoint(x: rightX, y: 0)
            rightX -= 2
            addSubview(v); buttonViews.append(v)
        }
        _titleRange = (leftX, rightX)
        setNeedsDisplay()
    }
    private var _titleRange: (Int, Int) = (0, 0)
    /// The room the title has between the buttons on a point device (`_layOutInPoints`).
    var _pointTitleRange: (CGFloat, CGFloat) = (0, 0)

    func _button(for item: UIBarButtonItem) -> _BarButtonView {
        item._onChange = [{ [weak self] in self?._rebuild() }]
        let v = _BarButtonView(item: item, text: item._displayTitle,
                               onPress: { [weak self, weak item] in item?._performAction(diagnostics: self?._diagnostics()) },
                               isEnabled: { [weak item] in item?.isEnabled ?? false })
        v.accessibilityIdentifier = item.accessibilityIdentifier
        return v
    }

    open override func layoutSubviews() { _rebuild() }

    @_spi(CellRendering) open override func draw(in context: UIRenderContext) {
        let width = Int(bounds.width)
        context.apply(attributes: [.reverse], in: CGRect(x: 0, y: 0, width: CGFloat(width), height: bounds.height))
        if let bar = barTintColor { context.recolor(bounds, background: context.cellColor(bar, asBackground: true)) }
        guard let top = topItem else { return }
        let title = top.title ?? ""
        if !title.isEmpty {
            let w = TextWidth.width(of: TextSanitizer.sanitize(title))
            let (l, r) = _titleRange
            let avail = max(0, r - l - 1)
            let shown = min(w, avail)
            var x = (width - shown) / 2
            if x < l { x = l }
            if x + shown > r { x = max(l, r - shown) }
            context.drawText(title, at: CGPoint(x: x, y: 0), style: CellStyle(attributes: [.bold, .reverse]), maxWidth: avail)
        }
    }

    /// The bar's width and the device's navigation bar height (44 points on an iPhone, one
    /// row on a terminal).
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: layoutMetrics.navigationBarHeight) }
}
