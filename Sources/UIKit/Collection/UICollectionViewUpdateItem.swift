import Foundation

/// One change of a batch update as a layout sees it, as `UICollectionViewUpdateItem`
/// (Apple: "UICollectionViewUpdateItem"): index paths before and after the update (an item
/// index of `NSNotFound` names a whole section).
@preconcurrency @MainActor
open class UICollectionViewUpdateItem: NSObject {
    /// The kind of change, as `UICollectionViewUpdateItem.Action`.
    public enum Action: Int, Sendable { case insert = 0, delete, reload, move, none }

    public let indexPathBeforeUpdate: IndexPath?
    public let indexPathAfterUpdate: IndexPath?
    public let updateAction: Action

    init(before: IndexPath?, after: IndexPath?, action: Action) {
        indexPathBeforeUpdate = before
        indexPathAfterUpdate = after
        updateAction = action
        super.init()
    }
}
