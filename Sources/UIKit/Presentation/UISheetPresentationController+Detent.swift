import Foundation

extension UISheetPresentationController {
    /// A height a sheet rests at, as `UISheetPresentationController.Detent`: `.large()`
    /// (the full height), `.medium()` (half of it) or `.custom(identifier:resolver:)`.
    /// Source: https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent
    @preconcurrency @MainActor
    public final class Detent: NSObject {
        /// The detent's identifier (`.large`, `.medium`, or a custom one).
        public let identifier: Identifier
        let _resolve: (UISheetPresentationControllerDetentResolutionContext) -> CGFloat?

        init(identifier: Identifier, resolver: @escaping (UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) {
            self.identifier = identifier
            self._resolve = resolver
        }

        /// The full-height detent.
        public static func large() -> Detent { Detent(identifier: .large) { $0.maximumDetentValue } }
        /// The detent at about half the full height.
        public static func medium() -> Detent {
            Detent(identifier: .medium) { ($0.maximumDetentValue / 2).rounded(.down) }
        }
        /// A detent whose height `resolver` computes (nil leaves it out); a nil identifier
        /// gets a unique one.
        public static func custom(identifier: Identifier? = nil,
                                  resolver: @escaping (UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) -> Detent {
            Detent(identifier: identifier ?? Identifier(UUID().uuidString), resolver: resolver)
        }

        /// The height of this detent in `context`, as `resolvedValue(in:)`.
        public func resolvedValue(in context: UISheetPresentationControllerDetentResolutionContext) -> CGFloat? {
            _resolve(context)
        }

        /// A detent's name, as `UISheetPresentationController.Detent.Identifier`.
        public struct Identifier: Hashable, RawRepresentable, Sendable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public init(_ rawValue: String) { self.rawValue = rawValue }
            /// The large detent's identifier.
            public static let large = Identifier("com.apple.UIKit.large")
            /// The medium detent's identifier.
            public static let medium = Identifier("com.apple.UIKit.medium")
        }
    }
}
