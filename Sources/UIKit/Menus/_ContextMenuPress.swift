import Foundation

/// The long press that asks a context menu client for a menu: it begins only when the
/// client has a configuration where the finger is (asked once, as the press is held long
/// enough), and shows that configuration's menu.
@MainActor
final class _ContextMenuPress: UIGestureRecognizerDelegate {
    private weak var client: _ContextMenuClient?
    let recognizer: UILongPressGestureRecognizer
    private var pending: _ContextMenuRequest?

    init(client: _ContextMenuClient) {
        self.client = client
        recognizer = UILongPressGestureRecognizer()
        recognizer.addTarget(self, action: Selector(_ContextMenuPress.pressed, name: "_contextMenuPressed:"))
        recognizer.delegate = self
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        pending = nil
        guard let client, let host = client._contextMenuHost, let window = host.window,
              !_ContextMenu.isPresented(in: window) else { return false }
        pending = client._contextMenuRequest(at: gestureRecognizer.location(in: host))
        return pending != nil
    }

    func pressed(_ r: UILongPressGestureRecognizer) {
        guard r.state == .began, let request = pending, let client else { return }
        pending = nil
        _ContextMenu.present(request, for: client)
    }
}
