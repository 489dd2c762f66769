import Foundation

/// An Objective-C exception UIKit would raise, as a typed Swift error.
///
/// UIKit throws `NSException`s for API misuse (pushing a controller twice, an unknown
/// segue identifier, an invalid table update…). Swift cannot catch those, so here the
/// application's `exceptionPolicy` decides: `.crash` (the default, like an uncaught
/// exception on iOS: the process stops with `reason`) or `.record`, for tests, which
/// records the exception in `UIApplication.diagnostics` and abandons the call without
/// changing any state.
public struct UIKitException: Error, Hashable, CustomStringConvertible, Sendable {
    /// The exception name UIKit uses, e.g. `NSInvalidArgumentException`.
    public var name: String
    /// The reason text, in UIKit's wording with our object descriptions.
    public var reason: String
    public init(name: String, reason: String) { self.name = name; self.reason = reason }
    public var description: String { "*** Terminating app due to uncaught exception '\(name)', reason: '\(reason)'" }

    public static let invalidArgument = "NSInvalidArgumentException"
    public static let internalInconsistency = "NSInternalInconsistencyException"
    public static let generic = "NSGenericException"
    public static let hierarchyInconsistency = "UIViewControllerHierarchyInconsistency"
}
