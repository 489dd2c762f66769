import Foundation

/// An action (a button) of an alert or action sheet, as `UIAlertAction`.
///
/// The handler runs after the alert controller has been dismissed (once the dismissal
/// animation has finished), as UIKit does: inside it, the presenter's
/// `presentedViewController` is already nil, so it may present something else.
/// Source: https://developer.apple.com/documentation/uikit/uialertaction
@preconcurrency @MainActor
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
