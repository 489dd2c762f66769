import Foundation

/// The set of actions shown when the user swipes a table row, as
/// `UISwipeActionsConfiguration` (iOS 11).
///
/// The first action is the one nearest the edge the row was swiped from (rightmost for
/// trailing actions, leftmost for leading ones). With `performsFirstActionWithFullSwipe`
/// (default true) a swipe across most of the row performs the first action at once. An
/// empty configuration shows no actions (and so turns off the default Delete action).
///
/// Source: Apple's UISwipeActionsConfiguration documentation.
@preconcurrency @MainActor
open class UISwipeActionsConfiguration {
    /// The actions, in the order given.
    public let actions: [UIContextualAction]
    /// Whether a full swipe performs the first action (default true).
    open var performsFirstActionWithFullSwipe = true

    /// A configuration of `actions`, as `init(actions:)`.
    public init(actions: [UIContextualAction]) {
        self.actions = actions
    }
}
