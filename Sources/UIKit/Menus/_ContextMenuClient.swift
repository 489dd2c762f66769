import Foundation

/// What can show a context menu: a `UIContextMenuInteraction` (for its view), a table
/// view (for a row) and a collection view (for items). `_ContextMenu` asks it for the
/// configuration at a point and tells it when the menu appears and goes.
@MainActor
protocol _ContextMenuClient: AnyObject {
    /// The view the menu belongs to (points are in its coordinates).
    var _contextMenuHost: UIView? { get }
    /// The configuration for a menu at `point` and the rect the menu is placed against
    /// (in the host's coordinates); nil when there is no menu there.
    func _contextMenuRequest(at point: CGPoint) -> _ContextMenuRequest?
    /// Where the menu key asks for a menu when the keyboard is on the host (a table's
    /// keyboard row); nil for the middle of the focused view.
    func _contextMenuKeyboardPoint() -> CGPoint?
    func _contextMenuWillDisplay(_ request: _ContextMenuRequest, animator: _ContextMenuAnimator)
    func _contextMenuWillEnd(_ request: _ContextMenuRequest, animator: _ContextMenuAnimator)
}

extension _ContextMenuClient {
    func _contextMenuKeyboardPoint() -> CGPoint? { nil }
}

extension _ContextMenuClient where Self: UIView {
    /// A view that is its own client (a list) hosts its menus.
    var _contextMenuHost: UIView? { self }

    /// Adds the long press that asks this view for a menu; the caller keeps it.
    func _addContextMenuPress() -> _ContextMenuPress {
        let press = _ContextMenuPress(client: self)
        addGestureRecognizer(press.recognizer)
        return press
    }
}

/// A configuration asked for at a point, with what the menu is placed against.
struct _ContextMenuRequest {
    let configuration: UIContextMenuConfiguration
    /// In the host's coordinates.
    let anchor: CGRect
    /// The rows or items it is for (tables and collections).
    var indexPaths: [IndexPath] = []
}
