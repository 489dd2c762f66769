import Foundation
import UIKitEngine

/// An action (a button) of an alert or action sheet, as `UIAlertAction`.
///
/// The handler runs after the alert controller has been dismissed (once the dismissal
/// animation has finished), as UIKit does: inside it, the presenter's
/// `presentedViewController` is already nil, so it may present something else.
/// Source: https://developer.apple.com/documentation/uikit/uialertaction
@MainActor
open class UIAlertAction {
    /// The look and role of an action, as `UIAlertAction.Style`.
    public enum Style: Int, Sendable {
        /// An ordinary action.
        case `default` = 0
        /// Cancels: shown last (an alert's row of two: on the left), triggered by Esc.
        /// An alert controller takes at most one.
        case cancel = 1
        /// Changes or deletes data: drawn red and underlined.
        case destructive = 2
    }

    /// The button's text.
    public let title: String?
    public let style: Style
    /// A disabled action is drawn dim and cannot be chosen.
    open var isEnabled: Bool = true { didSet { if isEnabled != oldValue { _onChange?() } } }
    let handler: ((UIAlertAction) -> Void)?
    /// Redraws the alert showing the action.
    var _onChange: (() -> Void)?

    /// Creates an action, as `init(title:style:handler:)`; `handler` gets the action itself.
    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}

/// Where a popover points, as `UIPopoverPresentationController` (the anchoring subset).
///
/// An action sheet on a regular-width screen (here: 120 columns or more, an iPad-like
/// width) is a popover and needs `sourceView` (with `sourceRect`) or `barButtonItem`;
/// presenting it without raises UIKit's NSGenericException (pitfall B11).
/// Source: https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller
@MainActor
public final class UIPopoverPresentationController {
    /// The view the popover points at.
    public weak var sourceView: UIView?
    /// The rectangle in `sourceView`'s coordinates (points) the popover points at; when
    /// empty the popover points at the whole `sourceView`.
    public var sourceRect: CGRect = .zero
    /// A bar button item to point at instead of a view.
    public weak var barButtonItem: UIBarButtonItem?
    /// The directions the arrow may point (kept for source compatibility).
    public var permittedArrowDirections: UIPopoverArrowDirection = .any

    init() {}

    /// True when the popover knows where to point.
    var _hasAnchor: Bool { sourceView != nil || barButtonItem != nil }

    /// The anchor rectangle in window coordinates, if it is on screen.
    func _anchorRect(in window: UIWindow) -> CGRect? {
        if let v = sourceView, v.window === window {
            let r = sourceRect.isEmpty ? v.bounds : sourceRect
            return v.convert(r, to: nil)
        }
        if let item = barButtonItem, let bv = Self._find(item, in: window) {
            return bv.convert(bv.bounds, to: nil)
        }
        return nil
    }

    private static func _find(_ item: UIBarButtonItem, in view: UIView) -> UIView? {
        if let b = view as? _BarButtonView, b.item === item { return b }
        for s in view.subviews { if let f = _find(item, in: s) { return f } }
        return nil
    }
}

/// Arrow directions of a popover, as `UIPopoverArrowDirection`.
public struct UIPopoverArrowDirection: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
}

/// An alert or an action sheet, as `UIAlertController`.
///
/// Present it with `present(_:animated:completion:)`. It uses an over-full-screen
/// presentation: the presenter stays in the window (dimmed) and gets no disappear or
/// appear callbacks (lifecycle contract AL1).
///
/// Terminal drawing (1 point = 1 cell):
/// - `.alert`: a box centred on the screen, at most 48 columns wide: the title (bold)
///   and the message, centred and word-wrapped; text fields, one per row; then the
///   buttons below a rule. Two buttons that fit share one row — a cancel action on the
///   left, as UIKit places it; otherwise the buttons are stacked, cancel last.
/// - `.actionSheet`: a box anchored to the bottom of the screen with the title, the
///   message and the actions stacked; the cancel action in a box of its own below. On a
///   regular-width screen (120 columns or more) the sheet is a popover next to the
///   `popoverPresentationController` anchor, without the cancel button (as on iPad).
///
/// Buttons: destructive actions are red and underlined, the cancel action and the
/// `preferredAction` bold, disabled actions dim, the focused button in reverse video.
///
/// Keyboard: the preferred action's button (else, on an action sheet, the cancel button;
/// else the first button) has focus when the alert appears — or the first text field, when there is one. Tab and the arrows move
/// between buttons, Enter chooses the focused one, Esc chooses the cancel action (and
/// does nothing when there is none). A click on a button chooses it; on an action sheet
/// a click outside the box chooses the cancel action.
///
/// Choosing an action dismisses the controller (animated) and then calls the action's
/// handler (after the dismissal, as UIKit does).
///
/// Misuse reproduces UIKit: a second `.cancel` action or a text field on an action
/// sheet raise NSInternalInconsistencyException; an unanchored action sheet on a
/// regular-width screen raises NSGenericException (B11).
/// Source: https://developer.apple.com/documentation/uikit/uialertcontroller
@MainActor
open class UIAlertController: UIViewController {
    /// The kind of alert, as `UIAlertController.Style`.
    public enum Style: Int, Sendable {
        case actionSheet = 0
        case alert = 1
    }

    /// Width (columns) from which a screen counts as regular width (iPad-like).
    public static let regularWidthThreshold: CGFloat = 120

    /// The alert's title (shown bold).
    open override var title: String? { didSet { _contentDidChange() } }
    /// The text under the title.
    open var message: String? { didSet { _contentDidChange() } }
    public let preferredStyle: Style
    /// The actions, in the order added.
    public private(set) var actions: [UIAlertAction] = []
    /// The text fields added with `addTextField(configurationHandler:)`; nil when none.
    public private(set) var textFields: [UITextField]?
    private var _preferredAction: UIAlertAction?
    private var _popover: UIPopoverPresentationController?
    /// Set once an action was chosen (further choices are ignored).
    private var _chosen = false

    /// Creates an alert controller, as `init(title:message:preferredStyle:)`.
    public init(title: String?, message: String?, preferredStyle: Style) {
        self.preferredStyle = preferredStyle
        super.init()
        self.title = title
        self.message = message
        if preferredStyle == .alert { modalTransitionStyle = .crossDissolve }
        else { _popover = UIPopoverPresentationController() }
    }

    public convenience override init() {
        self.init(title: nil, message: nil, preferredStyle: .actionSheet)
    }

    public convenience override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.init(title: nil, message: nil, preferredStyle: .actionSheet)
    }

    /// The popover anchor of an action sheet (nil for `.alert`).
    public var popoverPresentationController: UIPopoverPresentationController? { _popover }

    /// Adds an action, as `addAction(_:)`. A second `.cancel` action raises UIKit's
    /// NSInternalInconsistencyException and is not added.
    open func addAction(_ action: UIAlertAction) {
        if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
            _raise(UIKitException.internalInconsistency,
                   "UIAlertController can only have one action with a style of UIAlertActionStyleCancel")
            return
        }
        actions.append(action)
        action._onChange = { [weak self] in self?.viewIfLoaded?.setNeedsDisplay() }
        _contentDidChange()
    }

    /// The action Return triggers and that is emphasised (bold, focused first), as
    /// `preferredAction`. It must already be one of `actions` (Apple calls anything else
    /// a programmer error): such an assignment is ignored with a warning.
    open var preferredAction: UIAlertAction? {
        get { _preferredAction }
        set {
            if let a = newValue, !actions.contains(where: { $0 === a }) {
                _warn("UIAlertController.preferredAction must be one of the actions added with addAction(_:) (Apple: assigning another is a programmer error); \(description) ignores it.")
                return
            }
            _preferredAction = newValue
            _contentDidChange()
        }
    }

    /// Adds a text field below the message, as `addTextField(configurationHandler:)`;
    /// the handler configures it before it is shown. Only `.alert` controllers take text
    /// fields: on an action sheet UIKit's NSInternalInconsistencyException is raised.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            _raise(UIKitException.internalInconsistency,
                   "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert")
            return
        }
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 20, height: 1))
        field.borderStyle = .roundedRect
        textFields = (textFields ?? []) + [field]
        configurationHandler?(field)
        // Return in a field chooses the preferred action (else the only enabled
        // non-cancel action), as an alert does with a hardware keyboard.
        field.addAction(UIAction { [weak self] _ in self?._returnInTextField() }, for: .editingDidEndOnExit)
        _contentDidChange()
    }

    // MARK: Presentation hook

    /// B11: on a regular-width screen an action sheet is a popover and must be anchored.
    func _popoverRefusal(in app: UIApplication) -> String? {
        guard preferredStyle == .actionSheet, app.screen.bounds.width >= Self.regularWidthThreshold,
              !(_popover?._hasAnchor ?? false) else { return nil }
        return "Your application has presented a UIAlertController (\(description)) of style UIAlertControllerStyleActionSheet. The modalPresentationStyle of a UIAlertController with this style is UIModalPresentationPopover. You must provide location information for this popover through the alert controller's popoverPresentationController. You must provide either a sourceView and sourceRect or a barButtonItem.  If this information is not known when you present the alert controller, you may provide it in the UIPopoverPresentationControllerDelegate method -prepareForPopoverPresentation."
    }

    /// True when shown as a popover (action sheet on a regular-width screen).
    var _isPopover: Bool {
        guard preferredStyle == .actionSheet else { return false }
        let width = viewIfLoaded?.window?.bounds.width ?? _application?.screen.bounds.width ?? 0
        return width >= Self.regularWidthThreshold
    }

    // MARK: Choosing actions

    /// Chooses `action` as a tap would: dismisses the alert, then runs the handler.
    func _choose(_ action: UIAlertAction) {
        guard action.isEnabled, !_chosen, actions.contains(where: { $0 === action }) else { return }
        _chosen = true
        let handler = action.handler
        if presentingViewController != nil {
            dismiss(animated: true) { handler?(action) }
        } else {
            handler?(action)
        }
    }

    /// Esc (or a click outside an action sheet): the cancel action; a popover without
    /// one is dismissed; an alert without one ignores it.
    func _cancelFromOutside() {
        if let cancel = actions.first(where: { $0.style == .cancel }) {
            _choose(cancel)
        } else if _isPopover, !_chosen, presentingViewController != nil {
            _chosen = true
            dismiss(animated: true)
        }
    }

    override func _handleEscapeKey() {
        _cancelFromOutside()
    }

    /// Return pressed in a text field.
    func _returnInTextField() {
        if let p = _preferredAction, p.isEnabled {
            _choose(p)
            return
        }
        let candidates = actions.filter { $0.style != .cancel && $0.isEnabled }
        if candidates.count == 1 { _choose(candidates[0]) }
    }

    // MARK: View

    open override func loadView() {
        let size = _application?.screen.bounds.size ?? CGSize(width: 80, height: 24)
        let root = _AlertRootView(frame: CGRect(origin: .zero, size: size))
        root.autoresizingMask = [.flexibleWidth, .flexibleHeight]   // re-centres on resize
        root.controller = self
        view = root
    }

    private var _root: _AlertRootView? { viewIfLoaded as? _AlertRootView }

    private func _contentDidChange() {
        guard let root = _root else { return }
        root.setNeedsLayout()
        root.setNeedsDisplay()
    }

    /// Focuses the first text field, else the preferred action's button, else (action
    /// sheets) the cancel button, else the first.
    override func _didBeginAppearance(_ appearing: Bool, animated: Bool) {
        guard appearing, let root = _root, let window = root.window else { return }
        root.layoutIfNeeded()
        if let field = textFields?.first, field.window === window {
            window.focus(field)
        } else if let button = root._buttons.first(where: { $0.action === _preferredAction })
                    ?? root._buttons.first(where: { preferredStyle == .actionSheet && $0.action.style == .cancel })
                    ?? root._buttons.first {
            // An action sheet without a preferred action starts on its cancel button, the
            // choice Esc makes, so Enter never picks a destructive first action unasked.
            window.focus(button)
        }
    }

    /// The actions in display order: cancel last (first in a two-button row).
    var _displayActions: [UIAlertAction] {
        let others = actions.filter { $0.style != .cancel }
        let cancel = actions.filter { $0.style == .cancel }
        return others + cancel
    }
}

// MARK: - Views

/// The alert controller's root view: transparent, the size of the screen; lays out the
/// box(es), the text fields and the buttons.
@MainActor
final class _AlertRootView: UIView {
    weak var controller: UIAlertController?
    private var boxes: [_AlertBoxView] = []
    private(set) var _buttons: [_AlertButtonView] = []

    override func layoutSubviews() {
        // Rebuilt on each layout; the focused action's button keeps the focus.
        let focusedAction = (window?.focusedView as? _AlertButtonView).flatMap { b in _buttons.contains { $0 === b } ? b.action : nil }
        for b in boxes { b.removeFromSuperview() }
        boxes.removeAll()
        _buttons.removeAll()
        guard let c = controller else { return }
        if c.preferredStyle == .alert { _layoutAlert(c) } else { _layoutSheet(c) }
        if let focusedAction, let window, let b = _buttons.first(where: { $0.action === focusedAction }) {
            window.focusedView = b
        }
    }

    private func _button(_ action: UIAlertAction, preferred: Bool, frame: CGRect, in box: UIView) {
        let b = _AlertButtonView(action: action, preferred: preferred)
        b.frame = frame
        b.onChoose = { [weak controller] a in controller?._choose(a) }
        box.addSubview(b)
        _buttons.append(b)
    }

    private func _layoutAlert(_ c: UIAlertController) {
        let screen = bounds
        let actions = c._displayActions
        let fields = c.textFields ?? []
        let maxInner = max(8, min(Int(screen.width) - 6, 44))
        let widest = actions.map { TextWidth.width(of: $0.title ?? "") }.max() ?? 0
        var inner = max(24, TextWidth.width(of: c.title ?? ""), TextWidth.width(of: c.message ?? ""))
        inner = max(inner, widest + 2)
        if !fields.isEmpty { inner = max(inner, 28) }
        inner = min(inner, maxInner)
        let boxWidth = inner + 4
        let titleLines = _wrap(c.title ?? "", width: inner)
        let messageLines = _wrap(c.message ?? "", width: inner)
        // Two actions share a row when each title fits in half the box (UIKit: cancel left).
        let half = (boxWidth - 3) / 2
        var ordered = actions
        let inRow = actions.count == 2 && actions.allSatisfy { TextWidth.width(of: $0.title ?? "") + 2 <= half }
        if inRow, let i = ordered.firstIndex(where: { $0.style == .cancel }), i == 1 { ordered.swapAt(0, 1) }
        let buttonRows = actions.isEmpty ? 0 : (inRow ? 1 : actions.count)
        var textRows = titleLines.count + messageLines.count + fields.count
        let fixed = 2 + (actions.isEmpty ? 0 : 1 + buttonRows)
        let maxHeight = Int(screen.height)
        // Too tall: drop message lines (then title lines) that do not fit.
        var msg = messageLines, ttl = titleLines
        while fixed + textRows > maxHeight, !msg.isEmpty { msg.removeLast(); textRows -= 1 }
        while fixed + textRows > maxHeight, !ttl.isEmpty { ttl.removeLast(); textRows -= 1 }
        let boxHeight = fixed + textRows
        let box = _AlertBoxView()
        box.frame = CGRect(x: (Int(screen.width) - boxWidth) / 2, y: max(0, (maxHeight - boxHeight) / 2),
                           width: boxWidth, height: boxHeight)
        box.titleLines = ttl
        box.messageLines = msg
        box.separatorRow = actions.isEmpty ? nil : boxHeight - 2 - buttonRows
        box.columnSplit = inRow ? 1 + half : nil
        addSubview(box)
        boxes.append(box)
        // Text fields live in the root view (not the rebuilt box) so editing survives a
        // new layout.
        var y = Int(box.frame.minY) + 1 + ttl.count + msg.count
        for f in fields {
            f.frame = CGRect(x: Int(box.frame.minX) + 2, y: y, width: inner, height: 1)
            if f.superview !== self { addSubview(f) } else { bringSubviewToFront(f) }
            y += 1
        }
        guard let sep = box.separatorRow else { return }
        let preferred = c.preferredAction
        if inRow {
            _button(ordered[0], preferred: ordered[0] === preferred,
                    frame: CGRect(x: 1, y: sep + 1, width: half, height: 1), in: box)
            _button(ordered[1], preferred: ordered[1] === preferred,
                    frame: CGRect(x: 2 + half, y: sep + 1, width: boxWidth - 3 - half, height: 1), in: box)
        } else {
            for (i, a) in ordered.enumerated() {
                _button(a, preferred: a === preferred, frame: CGRect(x: 1, y: sep + 1 + i, width: boxWidth - 2, height: 1), in: box)
            }
        }
    }

    private func _layoutSheet(_ c: UIAlertController) {
        let screen = bounds
        let popover = c._isPopover
        let main = c._displayActions.filter { $0.style != .cancel }
        let cancel = c.actions.first { $0.style == .cancel }
        let widest = c.actions.map { TextWidth.width(of: $0.title ?? "") }.max() ?? 0
        let boxWidth: Int
        if popover {
            boxWidth = min(Int(screen.width) - 2, max(30, widest + 6, TextWidth.width(of: c.title ?? "") + 4,
                                                      min(48, TextWidth.width(of: c.message ?? "") + 4)))
        } else {
            boxWidth = max(10, min(Int(screen.width) - 4, 60))
        }
        let inner = boxWidth - 4
        let titleLines = _wrap(c.title ?? "", width: inner)
        let messageLines = _wrap(c.message ?? "", width: inner)
        let hasText = !titleLines.isEmpty || !messageLines.isEmpty
        let textRows = titleLines.count + messageLines.count
        let mainHeight = 2 + textRows + (hasText && !main.isEmpty ? 1 : 0) + main.count
        let showCancel = cancel != nil && !popover
        let cancelHeight = showCancel ? 3 : 0
        let x = (Int(screen.width) - boxWidth) / 2
        var mainY = Int(screen.height) - cancelHeight - mainHeight
        var mainX = x
        if popover, let window, let anchor = c.popoverPresentationController?._anchorRect(in: window) {
            let local = convert(anchor, from: nil)
            let below = Int(local.maxY)
            mainY = below + mainHeight <= Int(screen.height) ? below : max(0, Int(local.minY) - mainHeight)
            mainX = max(0, min(Int(screen.width) - boxWidth, Int(local.midX) - boxWidth / 2))
        }
        let box = _AlertBoxView()
        box.frame = CGRect(x: mainX, y: max(0, mainY), width: boxWidth, height: mainHeight)
        box.titleLines = titleLines
        box.messageLines = messageLines
        box.titleIsDim = true
        box.separatorRow = hasText && !main.isEmpty ? 1 + textRows : nil
        addSubview(box)
        boxes.append(box)
        let first = 1 + textRows + (box.separatorRow == nil ? 0 : 1)
        for (i, a) in main.enumerated() {
            _button(a, preferred: false, frame: CGRect(x: 1, y: first + i, width: boxWidth - 2, height: 1), in: box)
        }
        if showCancel, let cancel {
            let cbox = _AlertBoxView()
            cbox.frame = CGRect(x: x, y: Int(screen.height) - 3, width: boxWidth, height: 3)
            addSubview(cbox)
            boxes.append(cbox)
            _button(cancel, preferred: false, frame: CGRect(x: 1, y: 1, width: boxWidth - 2, height: 1), in: cbox)
        }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        // A click outside the boxes: action sheets cancel; alerts ignore it.
        guard let c = controller, c.preferredStyle == .actionSheet else { return }
        c._cancelFromOutside()
    }
}

/// A bordered box of an alert: title and message lines, a rule above the buttons (with
/// a junction where a two-button row is split).
@MainActor
final class _AlertBoxView: UIView {
    var titleLines: [String] = []
    var messageLines: [String] = []
    var titleIsDim = false
    var separatorRow: Int?
    var columnSplit: Int?

    override func draw(in context: UIRenderContext) {
        let w = Int(bounds.width), h = Int(bounds.height)
        guard w >= 2, h >= 2 else { return }
        // Blank the inside so the dimmed screen does not show through.
        for row in 0..<h {
            context.drawText(String(repeating: " ", count: w), at: CGPoint(x: 0, y: row), style: CellStyle())
        }
        context.drawBox(bounds)
        var y = 1
        let inner = w - 4
        for line in titleLines {
            let lw = TextWidth.width(of: line)
            var style = CellStyle(attributes: [.bold])
            if titleIsDim { style.attributes.insert(.dim) }
            context.drawText(line, at: CGPoint(x: 2 + max(0, (inner - lw) / 2), y: y), style: style, maxWidth: inner)
            y += 1
        }
        for line in messageLines {
            let lw = TextWidth.width(of: line)
            var style = CellStyle()
            if titleIsDim { style.attributes.insert(.dim) }
            context.drawText(line, at: CGPoint(x: 2 + max(0, (inner - lw) / 2), y: y), style: style, maxWidth: inner)
            y += 1
        }
        if let sep = separatorRow {
            var rule = "├" + String(repeating: "─", count: w - 2) + "┤"
            if let split = columnSplit, split > 0, split < w - 1 {
                var chars = Array(rule)
                chars[split] = "┬"
                rule = String(chars)
                context.drawText("│", at: CGPoint(x: split, y: sep + 1))
                var bottom = Array("└" + String(repeating: "─", count: w - 2) + "┘")
                bottom[split] = "┴"
                context.drawText(String(bottom), at: CGPoint(x: 0, y: h - 1))
            }
            context.drawText(rule, at: CGPoint(x: 0, y: sep))
        }
    }
}

/// One action's button: its title centred; focusable; Enter or a click chooses it.
@MainActor
final class _AlertButtonView: UIView {
    let action: UIAlertAction
    let preferred: Bool
    var onChoose: ((UIAlertAction) -> Void)?

    init(action: UIAlertAction, preferred: Bool) {
        self.action = action
        self.preferred = preferred
        super.init(frame: .zero)
    }
    required init() { fatalError("use init(action:preferred:)") }

    override var canBecomeFocused: Bool { action.isEnabled }

    override func draw(in context: UIRenderContext) {
        let w = Int(bounds.width)
        var style = CellStyle()
        if action.style == .destructive {
            style.foreground = UIColor.systemRed.cellColor
            style.attributes.insert(.underline)
        }
        if action.style == .cancel || preferred { style.attributes.insert(.bold) }
        if !action.isEnabled { style.attributes.insert(.dim) }
        if isFocused {
            style.attributes.insert(.reverse)
            context.drawText(String(repeating: " ", count: w), at: .zero, style: CellStyle(attributes: [.reverse]))
        }
        let text = TextWidth.truncate(TextSanitizer.sanitize(action.title ?? ""), toWidth: max(0, w - 2))
        let tw = TextWidth.width(of: text)
        context.drawText(text, at: CGPoint(x: max(0, (w - tw) / 2), y: 0), style: style)
    }

    override func handleFocusedKey(_ key: UIKey) -> Bool {
        guard key.keyCode == .keyboardReturnOrEnter || key.keyCode == .keyboardSpacebar else { return false }
        if action.isEnabled { onChoose?(action) }
        return true
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if action.isEnabled { onChoose?(action) }
    }
}

/// Word-wraps `text` to lines of at most `width` cells (hard line breaks kept; a word
/// longer than a line is cut).
@MainActor
func _wrap(_ text: String, width: Int) -> [String] {
    guard width > 0, !text.isEmpty else { return [] }
    var out: [String] = []
    for paragraph in TextSanitizer.sanitize(text.replacingOccurrences(of: "\r\n", with: "\n"))
        .split(separator: "\n", omittingEmptySubsequences: false) {
        var line = ""
        var lineWidth = 0
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
            var w = String(word)
            var ww = TextWidth.width(of: w)
            if lineWidth > 0 && lineWidth + 1 + ww <= width {
                line += " " + w
                lineWidth += 1 + ww
                continue
            }
            if lineWidth > 0 { out.append(line); line = ""; lineWidth = 0 }
            while ww > width {
                var head = "", hw = 0
                var rest = Substring(w)
                while let ch = rest.first, hw + TextWidth.width(of: ch) <= width {
                    head.append(ch); hw += TextWidth.width(of: ch); rest = rest.dropFirst()
                }
                if head.isEmpty { break }
                out.append(head)
                w = String(rest)
                ww = TextWidth.width(of: w)
            }
            line = w
            lineWidth = ww
        }
        out.append(line)
    }
    while let last = out.last, last.isEmpty { out.removeLast() }
    return out
}
