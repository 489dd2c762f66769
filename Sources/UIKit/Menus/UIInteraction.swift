import Foundation

/// An object a view holds that adds behaviour to it (`UIView.addInteraction(_:)`), as
/// UIKit's `UIInteraction` (iOS 11). The view tells it when it is added and removed.
///
/// Source: Apple's UIInteraction documentation.
@MainActor
public protocol UIInteraction: AnyObject {
    /// The view that holds the interaction, nil when it is not added.
    var view: UIView? { get }
    /// Before it is added to `view` (or removed, with nil).
    func willMove(to view: UIView?)
    /// After it was added to `view` (or removed, with nil).
    func didMove(to view: UIView?)
}
