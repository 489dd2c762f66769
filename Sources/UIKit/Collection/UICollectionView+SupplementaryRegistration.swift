import Foundation

extension UICollectionView {
    /// A supplementary view class of one element kind and the code that configures it, as
    /// `UICollectionView.SupplementaryRegistration`. Dequeue with
    /// `dequeueConfiguredReusableSupplementary(using:for:)`.
    @preconcurrency @MainActor
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        /// Configures a view of `elementKind` for an index path.
        public typealias Handler = (Supplementary, String, IndexPath) -> Void

        let _reuseIdentifier = "SupplementaryRegistration-" + UUID().uuidString
        let _elementKind: String
        let _handler: Handler

        /// A registration of `Supplementary` views of `elementKind`.
        public init(elementKind: String, handler: @escaping Handler) {
            _elementKind = elementKind
            _handler = handler
        }
    }

    /// A supplementary view of the registration's class and kind (queued or new),
    /// configured by its handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary>(using registration: SupplementaryRegistration<Supplementary>,
                                                                      for indexPath: IndexPath) -> Supplementary {
        let id = registration._reuseIdentifier, kind = registration._elementKind
        if _supplementaryMakers[_ReuseKey(kind: kind, identifier: id)] == nil {
            register(Supplementary.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: id)
        }
        let dequeued = dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: id, for: indexPath)
        guard let view = dequeued as? Supplementary else {
            preconditionFailure("the view dequeued for \(id) is a \(type(of: dequeued)), not a \(Supplementary.self)")
        }
        registration._handler(view, kind, indexPath)
        return view
    }
}
