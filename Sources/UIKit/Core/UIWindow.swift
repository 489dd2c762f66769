import Foundation

/// The backdrop for an app's views, as `UIWindow`.
///
/// A window belongs to one `UIApplication` (passed at creation, or the application that is
/// current when it is made key). Presented controllers' views are placed in the window
/// above the root view, as UIKit places them in its transition views.
@preconcurrency @MainActor
open class UIWindow: UIView {
    weak var _app: UIApplication?
    weak var _windowScene: UIWindowScene?
    public private(set) var firstResponder: UIResponder?
    /// The device traits with this window's size classes, for the size and scale they
    /// were made for (views read their traits often; see `UIView._deviceTraits`).
    var _sizeClassTraits: (size: CGSize, scale: CGFloat, traits: UITraitCollection)?
    /// The view with keyboard focus (Tab / Shift-Tab move it), as `UIFocusSystem.focusedItem`.
    public var focusedView: UIView? {
        didSet {
            guard oldValue !== focusedView else { return }
            oldValue?.focusDidChange()
            focusedView?.focusDidChange()
            _application?._setNeedsDisplay()
        }
    }
    /// Whether the focus was last moved from the keyboard (Tab, arrows): only then does a
    /// pixel device ring the focused view, as iOS shows focus only to keyboard users; a
    /// press (touch or click) that gives a view focus hides the ring again.
    var _focusMovedByKeyboard = false {
        didSet { if oldValue != _focusMovedByKeyboard { _application?._setNeedsDisplay() } }
    }
    public var windowLevel: CGFloat = 0
    public private(set) var isKeyWindow = false

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// A window of the given frame in points; it joins the current application when made key.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A window in `windowScene`, covering its screen, as `UIWindow(windowScene:)`
    /// (designated, as on iOS 13).
    public init(windowScene: UIWindowScene) {
        super.init(frame: windowScene.screen.bounds)
        _app = windowScene._application
        self.windowScene = windowScene
    }

    /// A window covering `application`'s screen.
    public init(application: UIApplication) {
        super.init(frame: application.screen.bounds)
        _app = application
    }

    var _application: UIApplication? { _app }
    /// The bounds of the screen this window is on (its own frame when it has no application).
    var _screenBounds: CGRect { _app?.screen.bounds ?? frame }

    open override var window: UIWindow? { self }
    open override var next: UIResponder? { _app }

    /// The root view controller; its view fills the window. Replacing it removes the old
    /// root's view first (Apple documents that; the old root's disappear callbacks are not
    /// documented and not sent here either).
    open var rootViewController: UIViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            if let old = oldValue {
                old._isWindowRoot = false
                old.viewIfLoaded?.removeFromSuperview()
            }
            if let root = rootViewController {
                root._isWindowRoot = true
                if !isHidden && _app != nil { _installRootView() }
            }
        }
    }

    func _installRootView() {
        guard let root = rootViewController else { return }
        let v = root.view!
        if v.superview !== self {
            v.frame = bounds
            v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            root._appearanceDriver = .window
            insertSubview(v, at: 0)
        }
    }

    /// Makes this the key window and shows it, as `makeKeyAndVisible()`: the root view is
    /// installed and its controller appears (viewWillAppear now; viewDidAppear after the
    /// next layout pass, as UIKit does at the end of the run-loop turn).
    open func makeKeyAndVisible() {
        if _app == nil { _app = UIApplication._current }
        guard let app = _app else {
            preconditionFailure("UIWindow.makeKeyAndVisible(): no UIApplication; create one with UIApplication(backend:) first")
        }
        if frame.size == .zero { frame = app.screen.bounds }
        app._register(self)
        isHidden = false
        app._makeKey(self)
        _installRootView()
        setNeedsLayout()
        setNeedsDisplay()
    }

    open func makeKey() {
        if _app == nil { _app = UIApplication._current }
        _app?._register(self)
        _app?._makeKey(self)
    }

    func _setKey(_ key: Bool) {
        isKeyWindow = key
        if key { becomeKey() } else { resignKey() }
    }
    open func becomeKey() {}
    open func resignKey() {}

    func _setFirstResponder(_ responder: UIResponder?) {
        let old = firstResponder
        firstResponder = responder
        if let v = responder as? UIView, v.canBecomeFocused { focusedView = v }
        (old as? UIView)?._setNeedsRecompose()
        (responder as? UIView)?._setNeedsRecompose()
        _application?._setNeedsDisplay()
        if old !== responder {
            old?._didResignFirstResponder()
            responder?._didBecomeFirstResponder()
        }
    }

    // MARK: Focus

    /// The subtree keyboard focus may move within: the top-most presented controller's
    /// view when something is presented, else the whole window.
    var _focusScope: UIView {
        for v in subviews.reversed() where !v.isHidden && v._isModalLayer { return v }
        return self
    }

    /// Focusable views of the scope in reading order (top to bottom, left to right).
    func _focusableViews() -> [UIView] {
        var out: [(UIView, CGPoint, Int)] = []
        var order = 0
        func walk(_ v: UIView) {
            guard !v.isHidden, v.alpha > 0.01, v.isUserInteractionEnabled else { return }
            if v.canBecomeFocused {
                out.append((v, v.convert(CGPoint.zero, to: nil), order)); order += 1
            }
            if v._focusDescends { for s in v.subviews { walk(s) } }
            else { for s in v._additionalFocusRoots where s.superview === v { walk(s) } }
        }
        walk(_focusScope)
        return out.sorted { a, b in
            if a.1.y != b.1.y { return a.1.y < b.1.y }
            if a.1.x != b.1.x { return a.1.x < b.1.x }
            return a.2 < b.2
        }.map { $0.0 }
    }

    /// Moves focus to the next (or previous) focusable view; a text field that gets focus
    /// becomes first responder, one that loses it resigns.
    public func moveFocus(forward: Bool) {
        let views = _focusableViews()
        guard !views.isEmpty else { return }
        let current = focusedView.flatMap { f in views.firstIndex { $0 === f } }
        let nextIndex: Int
        if let c = current { nextIndex = (c + (forward ? 1 : views.count - 1)) % views.count }
        else { nextIndex = forward ? 0 : views.count - 1 }
        focus(views[nextIndex])
    }

    /// Gives `view` keyboard focus (and first responder status when it can take it).
    /// A view that can be first responder asks for it first, so moving between text fields
    /// runs in UIKit's order (new `shouldBeginEditing`, old `shouldEndEditing` and
    /// `didEndEditing`, new `didBeginEditing`); when it refuses, the old first responder
    /// resigns and the view is focused without editing.
    public func focus(_ view: UIView) {
        if view.canBecomeFirstResponder, view.becomeFirstResponder() {
            focusedView = view
            return
        }
        if let fr = firstResponder as? UIView, fr !== view { _ = fr.resignFirstResponder() }
        focusedView = view
    }

    /// Delivers an event to the window's views, as `sendEvent(_:)`: a touch change goes to
    /// its gesture recognizers, then to the view the touch began in. Override to watch
    /// every event (and call super, or nothing is delivered).
    open func sendEvent(_ event: UIEvent) {
        guard event.type == .touches, let app = _application, event === app._touchDispatcher.event else { return }
        app._touchDispatcher.deliverCurrent()
    }

    /// The view controller that is on top: the last presented one, or the root.
    var topViewController: UIViewController? {
        var vc = rootViewController
        while let p = vc?.presentedViewController, !p.isBeingDismissed { vc = p }
        return vc
    }
}
