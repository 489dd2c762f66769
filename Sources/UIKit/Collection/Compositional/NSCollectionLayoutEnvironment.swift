import Foundation

/// What a section provider knows when it makes a section, as `NSCollectionLayoutEnvironment`.
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment: NSObjectProtocol {
    var container: NSCollectionLayoutContainer { get }
    var traitCollection: UITraitCollection { get }
}

/// The environment a compositional layout gives its section provider.
@MainActor
final class _LayoutEnvironment: NSObject, NSCollectionLayoutEnvironment, NSCollectionLayoutContainer {
    let contentSize: CGSize
    let contentInsets: NSDirectionalEdgeInsets
    let traitCollection: UITraitCollection
    /// The collection view (for device metrics).
    weak var view: UIView?

    init(size: CGSize, insets: NSDirectionalEdgeInsets, traits: UITraitCollection, view: UIView?) {
        contentSize = size
        contentInsets = insets
        traitCollection = traits
        self.view = view
        super.init()
    }

    var container: NSCollectionLayoutContainer { self }
    var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }
    var effectiveContentSize: CGSize {
        CGSize(width: max(0, contentSize.width - contentInsets.leading - contentInsets.trailing),
               height: max(0, contentSize.height - contentInsets.top - contentInsets.bottom))
    }
}
