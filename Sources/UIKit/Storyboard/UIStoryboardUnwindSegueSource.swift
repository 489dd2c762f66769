import Foundation

/// What an unwind segue starts from, as `UIStoryboardUnwindSegueSource`: the controller
/// that performs it, its unwind action and the object that triggered it. Containers get
/// one in `allowedChildrenForUnwinding(from:)` and `childContaining(_:)`.
/// Source: https://developer.apple.com/documentation/uikit/uistoryboardunwindseguesource
@preconcurrency @MainActor
open class UIStoryboardUnwindSegueSource {
    /// The controller the unwind segue starts from.
    public let source: UIViewController
    /// The action method the destination implements (an `@IBAction` taking the segue).
    public let unwindAction: Selector
    /// The object that triggered the segue.
    public let sender: Any?

    init(source: UIViewController, unwindAction: Selector, sender: Any?) {
        self.source = source
        self.unwindAction = unwindAction
        self.sender = sender
    }
}
