import Foundation

// A row's context menu: `tableView(_:contextMenuConfigurationForRowAt:point:)` is asked on
// a long press, a right click or the menu key (for the keyboard's row); the menu is placed
// against the row; `willDisplayContextMenu` and `willEndContextMenuInteraction` follow.

extension UITableView: _ContextMenuClient {
    func _installContextMenuPress() { _contextMenuPress = _addContextMenuPress() }

    func _contextMenuRequest(at point: CGPoint) -> _ContextMenuRequest? {
        guard let delegate = _tableDelegate, let ip = indexPathForRow(at: point),
              let c = delegate.tableView(self, contextMenuConfigurationForRowAt: ip, point: point) else { return nil }
        return _ContextMenuRequest(configuration: c, anchor: rectForRow(at: ip), indexPaths: [ip])
    }

    func _contextMenuKeyboardPoint() -> CGPoint? {
        guard let ip = _focusedRow, _isValid(ip) else { return nil }
        let r = rectForRow(at: ip)
        return CGPoint(x: r.midX, y: r.midY)
    }

    func _contextMenuWillDisplay(_ request: _ContextMenuRequest, animator: _ContextMenuAnimator) {
        _tableDelegate?.tableView(self, willDisplayContextMenu: request.configuration, animator: animator)
    }

    func _contextMenuWillEnd(_ request: _ContextMenuRequest, animator: _ContextMenuAnimator) {
        _tableDelegate?.tableView(self, willEndContextMenuInteraction: request.configuration, animator: animator)
    }
}
