import Foundation

/// The width and height of a compositional layout element, as `NSCollectionLayoutSize`.
@preconcurrency @MainActor
open class NSCollectionLayoutSize: NSObject, NSCopying {
    public let widthDimension: NSCollectionLayoutDimension
    public let heightDimension: NSCollectionLayoutDimension

    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        widthDimension = width
        heightDimension = height
        super.init()
    }

    nonisolated open func copy(with zone: NSZone? = nil) -> Any { self }

    /// The size in device points inside `container` (device points), whole pixels, ≥ 0.
    func _resolve(in container: CGSize, view: UIView?) -> CGSize {
        let scale = max(1, view?.layoutMetrics.scale ?? 1)
        let w = widthDimension._resolve(in: container, vertical: false, view: view)
        let h = heightDimension._resolve(in: container, vertical: true, view: view)
        return CGSize(width: max(0, (w * scale).rounded(.down) / scale), height: max(0, (h * scale).rounded(.down) / scale))
    }
}
