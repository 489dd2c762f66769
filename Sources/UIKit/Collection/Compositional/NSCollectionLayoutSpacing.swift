import Foundation

/// The space between the items of a group, as `NSCollectionLayoutSpacing`: a fixed length,
/// or a flexible least length that grows to spread the items over the group.
@preconcurrency @MainActor
open class NSCollectionLayoutSpacing: NSObject, NSCopying {
    public let spacing: CGFloat
    public let isFlexibleSpacing: Bool
    public var isFixedSpacing: Bool { !isFlexibleSpacing }

    init(spacing: CGFloat, flexible: Bool) {
        self.spacing = spacing
        isFlexibleSpacing = flexible
        super.init()
    }

    /// Exactly `fixedSpacing` points.
    public static func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing { .init(spacing: fixedSpacing, flexible: false) }
    /// At least `flexibleSpacing` points, more to fill the group.
    public static func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing { .init(spacing: flexibleSpacing, flexible: true) }

    nonisolated open func copy(with zone: NSZone? = nil) -> Any { self }
}
