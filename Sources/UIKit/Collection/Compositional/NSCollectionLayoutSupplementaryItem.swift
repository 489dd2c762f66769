import Foundation

/// A supplementary view attached to a compositional layout element, as
/// `NSCollectionLayoutSupplementaryItem`.
@preconcurrency @MainActor
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    /// The kind the data source is asked for (e.g. a badge kind of the app's own).
    public let elementKind: String

    public init(layoutSize: NSCollectionLayoutSize, elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }
}
