import Foundation

/// An action shown when the user swipes a table row, as `UIContextualAction` (iOS 11).
/// Put actions in a `UISwipeActionsConfiguration` returned by the table delegate's
/// `tableView(_:leadingSwipeActionsConfigurationForRowAt:)` or
/// `tableView(_:trailingSwipeActionsConfigurationForRowAt:)`.
///
/// Choosing the action calls `handler(action, sourceView, completion)`: `sourceView` is
/// the action's button; call `completion(true)` when the action was performed (false when
/// it could not be). Either answer closes the row's actions; a `.destructive` action that
/// reports `true` expects the app to have deleted the row. Until the handler calls
/// `completion` the actions stay shown.
///
/// `backgroundColor` defaults to `.systemRed` for `.destructive` and `.systemGray` for
/// `.normal`. On a terminal an action is its title between two blanks on its background
/// colour (the image's text stand-in when it has no title; docs/DECISIONS.md).
///
/// Source: Apple's UIContextualAction documentation (`init(style:title:handler:)`,
/// `UIContextualAction.Handler`).
@preconcurrency @MainActor
open class UIContextualAction {
    /// How the action looks and behaves, as `UIContextualAction.Style` (raw values are UIKit's).
    public enum Style: Int, Sendable {
        /// An action that does not delete anything (grey by default).
        case normal = 0
        /// An action that deletes data or performs a destructive task (red by default).
        case destructive = 1
    }

    /// What runs when the user chooses the action, as `UIContextualAction.Handler`:
    /// the action, the view it was shown in, and the block to call with whether it was performed.
    public typealias Handler = @MainActor (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    /// The style given at creation.
    public let style: Style
    /// The text on the action's button.
    open var title: String?
    /// The image on the action's button (shown instead of the title's space when there is no title).
    open var image: UIImage?
    /// The button's background colour (defaults by style; setting nil restores the default,
    /// as the implicitly unwrapped `backgroundColor!` of UIKit).
    open var backgroundColor: UIColor! {
        get { _backgroundColor ?? (style == .destructive ? .systemRed : .systemGray) }
        set { _backgroundColor = newValue }
    }
    private var _backgroundColor: UIColor?
    /// The block given at creation.
    public let handler: Handler

    /// An action of `style` with `title`, calling `handler` when chosen, as
    /// `init(style:title:handler:)`.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
    }

    /// What the terminal shows on the button: the title, else the image's text, else "".
    var _terminalLabel: String {
        if let t = title, !t.isEmpty { return t }
        return image?._terminalText ?? ""
    }
}
