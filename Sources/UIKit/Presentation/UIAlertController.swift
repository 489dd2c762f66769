import Foundation
import UIKitEngine

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
@preconcurrency @MainActor
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
    public private(set) var preferredStyle: Style = .actionSheet
    /// The actions, in the order added.
    public private(set) var actions: [UIAlertAction] = []
    /// The text fields added with `addTextField(configurationHandler:)`; nil when none.
    public private(set) var textFields: [UITextField]?
    private var _preferredAction: UIAlertAction?
    private var _popover: UIPopoverPresentationController?
    /// Set once an action was chosen (further choices are ignored).
    private var _chosen = false

    /// Creates an alert controller, as `init(title:message:preferredStyle:)` (a convenience
    /// initialiser, as on iOS).
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
        _applyPreferredStyle()
    }

    /// An action sheet without title or message (UIKit's default style), as `init(nibName:bundle:)`.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        _applyPreferredStyle()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        _applyPreferredStyle()
    }

    private func _applyPreferredStyle() {
        if preferredStyle == .alert { modalTransitionStyle = .crossDissolve; _popover = nil }
        else { modalTransitionStyle = .coverVertical; _popover = _popover ?? UIPopoverPresentationController() }
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
