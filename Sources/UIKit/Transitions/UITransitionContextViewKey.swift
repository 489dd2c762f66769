import Foundation

/// The keys of the two views of a transition, as `UITransitionContextViewKey`
/// (`view(forKey:)`): a view the animator may add to or remove from the container.
/// Source: https://developer.apple.com/documentation/uikit/uitransitioncontextviewkey
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The view of the controller that leaves.
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    /// The view of the controller that arrives.
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}
