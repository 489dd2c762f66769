import Foundation

/// A menu of actions for the content of a view, as UIKit's `UIContextMenuInteraction`
/// (iOS 13): added to a view, it shows the menu its delegate configures on a long press,
/// a right click (the secondary button) or the menu key (Shift+F10, the Menu key) while
/// the keyboard is on the view or inside it.
///
/// The delegate is asked for a configuration at the location (nil: no menu); the menu
/// appears placed against that point (against the view for the menu key), and the
/// delegate hears `willDisplayMenuFor` and `willEndFor`. The menu is the terminal's menu
/// box (see `_MenuPopupView`); no preview is shown (docs/DECISIONS.md, "Context menus on
/// a terminal").
///
/// Source: Apple's UIContextMenuInteraction documentation.
@MainActor
open class UIContextMenuInteraction: NSObject, UIInteraction {
    /// The delegate, not retained.
    public private(set) weak var delegate: (any UIContextMenuInteractionDelegate)?
    public private(set) weak var view: UIView?
    private var press: _ContextMenuPress?
    weak var _popup: _MenuPopupView?
    private var location: CGPoint?

    public init(delegate: any UIContextMenuInteractionDelegate) {
        self.delegate = delegate
        super.init()
    }

    open func willMove(to view: UIView?) {
        if let press, let old = self.view { old.removeGestureRecognizer(press.recognizer) }
        press = nil
    }

    open func didMove(to view: UIView?) {
        self.view = view
        guard let view else { return }
        let p = _ContextMenuPress(client: self)
        press = p
        view.addGestureRecognizer(p.recognizer)
    }

    /// Where the interaction was asked for a menu, in `view`'s coordinates (the
    /// interaction's view when nil); the view's middle when it has not been.
    public func location(in view: UIView?) -> CGPoint {
        guard let own = self.view else { return .zero }
        let p = location ?? CGPoint(x: own.bounds.midX, y: own.bounds.midY)
        return view.map { $0.convert(p, from: own) } ?? p
    }

    /// Closes the menu if it is shown (`willEndFor` follows).
    public func dismissMenu() { _popup?.dismiss() }

    var _isEnabledForMenus: Bool { view != nil && delegate != nil }
}

extension UIContextMenuInteraction: _ContextMenuClient {
    var _contextMenuHost: UIView? { view }

    func _contextMenuRequest(at point: CGPoint) -> _ContextMenuRequest? {
        guard let delegate else { return nil }
        location = point
        guard let c = delegate.contextMenuInteraction(self, configurationForMenuAtLocation: point) else { return nil }
        return _ContextMenuRequest(configuration: c, anchor: CGRect(x: point.x.rounded(.down), y: point.y.rounded(.down), width: 1, height: 1))
    }

    func _contextMenuWillDisplay(_ request: _ContextMenuRequest, animator: _ContextMenuAnimator) {
        delegate?.contextMenuInteraction(self, willDisplayMenuFor: request.configuration, animator: animator)
    }

    func _contextMenuWillEnd(_ request: _ContextMenuRequest, animator: _ContextMenuAnimator) {
        delegate?.contextMenuInteraction(self, willEndFor: request.configuration, animator: animator)
    }
}
