import Foundation

// Items' context menus: `collectionView(_:contextMenuConfigurationForItemsAt:point:)` is
// asked on a long press, a right click or the menu key (for the keyboard's item), with the
// item there (none between items); the menu is placed against the item (the point between
// items); `willDisplayContextMenu` and `willEndContextMenuInteraction` follow.

extension UICollectionView: _ContextMenuClient {
    func _installContextMenuPress() { _contextMenuPress = _addContextMenuPress() }

    func _contextMenuRequest(at point: CGPoint) -> _ContextMenuRequest? {
        guard let delegate = _collectionDelegate else { return nil }
        let ips = indexPathForItem(at: point).map { [$0] } ?? []
        guard let c = delegate.collectionView(self, contextMenuConfigurationForItemsAt: ips, point: point) else { return nil }
        let anchor = ips.first.flatMap { collectionViewLayout.layoutAttributesForItem(at: $0)?.frame }
            ?? CGRect(x: point.x.rounded(.down), y: point.y.rounded(.down), width: 1, height: 1)
        return _ContextMenuRequest(configuration: c, anchor: anchor, indexPaths: ips)
    }

    func _contextMenuKeyboardPoint() -> CGPoint? {
        guard let ip = _focusedItem, _isValid(ip), let f = collectionViewLayout.layoutAttributesForItem(at: ip)?.frame else { return nil }
        return CGPoint(x: f.midX, y: f.midY)
    }

    func _contextMenuWillDisplay(_ request: _ContextMenuRequest, animator: _ContextMenuAnimator) {
        _collectionDelegate?.collectionView(self, willDisplayContextMenu: request.configuration, animator: animator)
    }

    func _contextMenuWillEnd(_ request: _ContextMenuRequest, animator: _ContextMenuAnimator) {
        _collectionDelegate?.collectionView(self, willEndContextMenuInteraction: request.configuration, animator: animator)
    }
}
