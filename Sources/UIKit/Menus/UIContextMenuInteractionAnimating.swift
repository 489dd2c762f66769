import Foundation

/// The animations of a context menu appearing or going, as UIKit's
/// `UIContextMenuInteractionAnimating` (iOS 13): a delegate adds animations to run with
/// them and completions to run after.
///
/// Source: Apple's UIContextMenuInteractionAnimating documentation.
@MainActor
public protocol UIContextMenuInteractionAnimating: AnyObject {
    /// The preview's view controller (none on a terminal).
    var previewViewController: UIViewController? { get }
    func addAnimations(_ animations: @escaping () -> Void)
    func addCompletion(_ completion: @escaping () -> Void)
}
