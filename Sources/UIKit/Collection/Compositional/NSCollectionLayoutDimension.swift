import Foundation

/// One side of a compositional layout element's size, as `NSCollectionLayoutDimension`
/// (Apple: "NSCollectionLayoutDimension"): a fraction of the container's width or height,
/// an absolute length in points, or an estimate in points.
///
/// An estimated height of a vertical section's group is the height cells start at: each
/// cell is measured (`preferredLayoutAttributesFitting(_:)`) and its group grows or shrinks
/// to fit; an estimated width is laid out at its estimate (docs/DECISIONS.md).
@preconcurrency @MainActor
open class NSCollectionLayoutDimension: NSObject, NSCopying {
    enum _Kind { case fractionalWidth, fractionalHeight, absolute, estimated }
    let _kind: _Kind
    /// The fraction or the length in points.
    public let dimension: CGFloat
    /// A length already in device points (UIKit's own list metrics), not converted.
    var _isDeviceNative = false

    /// `fractionalWidth` × the container's width.
    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension { NSCollectionLayoutDimension(.fractionalWidth, fractionalWidth) }
    /// `fractionalHeight` × the container's height.
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension { NSCollectionLayoutDimension(.fractionalHeight, fractionalHeight) }
    /// A fixed length in points.
    public static func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension { NSCollectionLayoutDimension(.absolute, absoluteDimension) }
    /// An estimated length in points.
    public static func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension { NSCollectionLayoutDimension(.estimated, estimatedDimension) }

    init(_ kind: _Kind, _ value: CGFloat) {
        _kind = kind
        dimension = value
        super.init()
    }

    public var isFractionalWidth: Bool { _kind == .fractionalWidth }
    public var isFractionalHeight: Bool { _kind == .fractionalHeight }
    public var isAbsolute: Bool { _kind == .absolute }
    public var isEstimated: Bool { _kind == .estimated }

    nonisolated open func copy(with zone: NSZone? = nil) -> Any { self }

    /// The length in device points inside a container of `container` (device points).
    func _resolve(in container: CGSize, vertical: Bool, view: UIView?) -> CGFloat {
        switch _kind {
        case .fractionalWidth: return dimension * container.width
        case .fractionalHeight: return dimension * container.height
        case .absolute, .estimated:
            guard !_isDeviceNative, let view else { return dimension }
            return view._deviceLength(dimension, vertical: vertical)
        }
    }
}
