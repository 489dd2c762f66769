import Foundation

/// The object that supplies a collection view's items, as `UICollectionViewDataSource`
/// (Apple: "UICollectionViewDataSource"). The two item methods are required; the others
/// default to one section, no supplementary views (a layout that asks for one then gets a
/// blank view) and no moving.
///
/// Swift note: a class adopting this protocol implements an optional method in its own
/// body for the collection view to see it (see `UITableViewDataSource`).
@preconcurrency @MainActor
public protocol UICollectionViewDataSource: AnyObject {
    /// The number of items in `section` (≥ 0).
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for the item; it must come from `dequeueReusableCell(withReuseIdentifier:for:)`
    /// or `dequeueConfiguredReusableCell(using:for:item:)`.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// The number of sections (default 1).
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// The supplementary view of `kind` (a header or footer) for `indexPath`, dequeued with
    /// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`.
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView
    /// Whether the item can be moved by the user (default false).
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
    /// The user moved an item: update the model.
    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView._missingSupplementaryView(kind: kind, at: indexPath)
    }
    public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }
    public func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
}
