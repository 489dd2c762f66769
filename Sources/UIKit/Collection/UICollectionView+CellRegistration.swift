import Foundation

extension UICollectionView {
    /// A cell class and the code that configures it for an item, as
    /// `UICollectionView.CellRegistration` (Apple: "UICollectionView.CellRegistration").
    /// Make it once (outside the cell provider) and dequeue with
    /// `dequeueConfiguredReusableCell(using:for:item:)`: the class is registered with the
    /// collection view on first use under an identifier of its own.
    @preconcurrency @MainActor
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        /// Configures a cell for the item at an index path.
        public typealias Handler = (Cell, IndexPath, Item) -> Void

        let _reuseIdentifier = "CellRegistration-" + UUID().uuidString
        let _nib: UINib?
        let _handler: Handler

        /// A registration of `Cell` configured by `handler`.
        public init(handler: @escaping Handler) {
            _nib = nil
            _handler = handler
        }

        /// A registration of cells loaded from `cellNib`.
        public init(cellNib: UINib, handler: @escaping Handler) {
            _nib = cellNib
            _handler = handler
        }
    }

    /// A cell of the registration's class for the item (queued or new), configured by its
    /// handler.
    public func dequeueConfiguredReusableCell<Cell, Item>(using registration: CellRegistration<Cell, Item>,
                                                          for indexPath: IndexPath, item: Item?) -> Cell {
        let id = registration._reuseIdentifier
        if _cellMakers[id] == nil {
            if let nib = registration._nib { register(nib, forCellWithReuseIdentifier: id) } else { register(Cell.self, forCellWithReuseIdentifier: id) }
        }
        let dequeued = dequeueReusableCell(withReuseIdentifier: id, for: indexPath)
        guard let cell = dequeued as? Cell else {
            preconditionFailure("the cell dequeued for \(id) is a \(type(of: dequeued)), not a \(Cell.self)")
        }
        if let item { registration._handler(cell, indexPath, item) }
        return cell
    }
}
