import Foundation
import UIKitEngine

/// Shows context menus: finds who answers at a point (the innermost interaction or list
/// with a configuration there), then presents the configuration's menu as a
/// `_MenuPopupView` placed against what it is for.
///
/// Order (UIKit's): the configuration is asked for; the action provider makes the menu;
/// `willDisplay…` with an animator whose animations and completions run once the menu is
/// on screen; on closing `willEnd…`, then the chosen action's handler. A configuration
/// whose menu is nil or has nothing to show presents nothing (there is no preview on a
/// terminal) and tells nothing more.
@MainActor
enum _ContextMenu {
    /// The menu key: Shift+F10 (which ncurses reports as F22 on xterm-like terminals) or
    /// the PC keyboard's Menu key.
    static func isMenuKey(_ key: UIKey) -> Bool {
        switch key.keyCode {
        case .keyboardApplication, .keyboardF22: return true
        case .keyboardF10: return key.modifierFlags.contains(.shift)
        default: return false
        }
    }

    /// The clients at and above `view`, innermost first.
    static func clients(from view: UIView) -> [_ContextMenuClient] {
        var out: [_ContextMenuClient] = []
        var v: UIView? = view
        while let cur = v {
            for case let i as UIContextMenuInteraction in cur._interactions.reversed() where i._isEnabledForMenus { out.append(i) }
            if let list = cur as? _ContextMenuClient { out.append(list) }
            v = cur.superview
        }
        return out
    }

    /// A right click at `point` in `window`: the innermost client with a menu there shows it.
    @discardableResult
    static func secondaryClick(at point: CGPoint, in window: UIWindow) -> Bool {
        guard !isPresented(in: window), let hit = window.hitTest(point, with: nil) else { return false }
        for client in clients(from: hit) {
            guard let host = client._contextMenuHost else { continue }
            if let request = client._contextMenuRequest(at: host.convert(point, from: window)) {
                return present(request, for: client)
            }
        }
        return false
    }

    /// The menu key on `view` (the focused view or first responder).
    @discardableResult
    static func menuKey(on view: UIView) -> Bool {
        guard let window = view.window, !isPresented(in: window) else { return false }
        for client in clients(from: view) {
            guard let host = client._contextMenuHost else { continue }
            let point = (host === view ? client._contextMenuKeyboardPoint() : nil)
                ?? host.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), from: view)
            if let request = client._contextMenuRequest(at: point) { return present(request, for: client) }
        }
        return false
    }

    static func isPresented(in window: UIWindow) -> Bool {
        window.subviews.contains { $0 is _MenuPopupView }
    }

    /// Presents `request`'s menu for `client`. False when nothing was shown.
    @discardableResult
    static func present(_ request: _ContextMenuRequest, for client: _ContextMenuClient) -> Bool {
        guard let host = client._contextMenuHost, let window = host.window, !isPresented(in: window) else { return false }
        guard let menu = request.configuration._makeMenu(), menu._hasVisibleElements else { return false }
        let appearing = _ContextMenuAnimator()
        client._contextMenuWillDisplay(request, animator: appearing)
        guard let popup = _MenuPopupView.present(menu, from: host, anchor: request.anchor) else { return false }
        popup.onDismiss = { [weak client] in
            let going = _ContextMenuAnimator()
            client?._contextMenuWillEnd(request, animator: going)
            going._finish()
        }
        if let i = client as? UIContextMenuInteraction { i._popup = popup }
        appearing._finish()
        return true
    }
}

extension UIMenu {
    /// True when the menu has an element a menu would show (not all hidden).
    var _hasVisibleElements: Bool {
        children.contains { !$0._menuAttributes.contains(.hidden) }
    }
}
