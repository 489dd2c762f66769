import Foundation
import UIKitEngine

/// Manages the transition animations and the presentation of a presented view controller,
/// as `UIPresentationController`.
///
/// Every presentation has one: UIKit makes it when the presentation starts (or when the
/// presented controller's `presentationController` is first read), by style — a
/// `UISheetPresentationController` for `.pageSheet`, `.formSheet` and `.automatic`, the
/// transitioning delegate's `presentationController(forPresented:presenting:source:)` for
/// `.custom`, this class for the others. Subclass it for a custom presentation: UIKit calls
/// `presentationTransitionWillBegin()` after the presented controller's `viewWillAppear`,
/// `presentationTransitionDidEnd(_:)` when the animation ends and before `viewDidAppear`,
/// and the two dismissal hooks the same way around `viewWillDisappear`/`viewDidDisappear`
/// (Apple's "Creating Custom Presentations", View Controller Programming Guide;
/// Tests/UIKitTests/Oracle/presentation-controllers.json PC01–PC04).
///
/// Geometry is in points of the container view (on a terminal one point is one cell).
/// Source: https://developer.apple.com/documentation/uikit/uipresentationcontroller
@preconcurrency @MainActor
open class UIPresentationController: NSObject {
    /// The controller being presented. The presented controller owns its presentation
    /// controller; this reference does not keep it alive.
    public var presentedViewController: UIViewController {
        guard let vc = _presented else {
            fatalError("UIPresentationController used after its presented view controller was deallocated")
        }
        return vc
    }
    weak var _presented: UIViewController?
    weak var _presenting: UIViewController?

    /// The controller that is the starting point of the presentation: the window's root, a
    /// controller that defines the presentation context, or the last presented controller.
    /// UIKit sets it when the presentation starts; before that it is the controller passed
    /// to the initializer (the presented controller when that was nil).
    public var presentingViewController: UIViewController { _presenting ?? presentedViewController }

    /// The delegate told about adaptivity and about the user dismissing the presentation.
    public weak var delegate: UIAdaptivePresentationControllerDelegate?

    /// The style this controller presents with (`.custom` for a subclass vended by a
    /// transitioning delegate).
    public var presentationStyle: UIModalPresentationStyle { _style }
    var _style: UIModalPresentationStyle

    /// The view in which the presentation happens (UIKit's transition view); nil until the
    /// presentation starts and after the dismissal ends.
    public var containerView: UIView? { _container }
    weak var _container: _PresentationContainerView?

    /// Traits to give the presented controller instead of those it inherits.
    public var overrideTraitCollection: UITraitCollection?

    /// Makes a presentation controller for `presentedViewController`, as
    /// `init(presentedViewController:presenting:)`.
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        _presented = presentedViewController
        _presenting = presentingViewController
        // Only UIKit's own classes present in a built-in style; a subclass is `.custom`.
        let builtIn = Self.self == UIPresentationController.self || Self.self == UISheetPresentationController.self
        _style = builtIn ? presentedViewController._requestedStyle : .custom
        super.init()
    }

    // MARK: The presented view

    /// The view to animate: by default the presented controller's view.
    open var presentedView: UIView? { _presented?.viewIfLoaded }

    /// Where the presented view sits in `containerView` at the end of the presentation:
    /// the whole container for full-screen and custom styles.
    open var frameOfPresentedViewInContainerView: CGRect {
        containerView?.bounds ?? .zero
    }

    /// Whether the presentation covers the whole screen (true by default).
    open var shouldPresentInFullscreen: Bool { true }

    /// Whether the presenter's view leaves the screen once the presentation ends: true for
    /// `.fullScreen` and `.currentContext`, false otherwise (a subclass that returns true
    /// gets the presenter's disappear and appear callbacks, as UIKit's full-screen style).
    open var shouldRemovePresentersView: Bool {
        _styleInEffect == .fullScreen || _styleInEffect == .currentContext
    }

    // MARK: Transition hooks (all do nothing by default)

    /// Called when the presentation animation is about to start (after `viewWillAppear`).
    open func presentationTransitionWillBegin() {}
    /// Called when the presentation animation has ended; `completed` is false when it was cancelled.
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// Called when the dismissal animation is about to start (after `viewWillDisappear`).
    open func dismissalTransitionWillBegin() {}
    /// Called when the dismissal animation has ended; `completed` is false when it was
    /// cancelled and the presented controller stays on screen.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    /// Called before the container view lays out its subviews.
    open func containerViewWillLayoutSubviews() {}
    /// Called after the container view laid out its subviews.
    open func containerViewDidLayoutSubviews() {}

    // MARK: Adaptivity

    /// The style to use in a horizontally compact environment: full screen for
    /// `.formSheet`, `.pageSheet` and `.popover` before iOS 13; from iOS 13 the sheets stay
    /// sheets, so this is the presentation style itself.
    open var adaptivePresentationStyle: UIModalPresentationStyle { adaptivePresentationStyle(for: traitCollection) }

    /// The style to use for `traitCollection` (see `adaptivePresentationStyle`).
    open func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        _style
    }

    /// The traits of the presentation: the presenter's, with `overrideTraitCollection` applied.
    open var traitCollection: UITraitCollection {
        let base = _presenting?.traitCollection ?? _presented?.traitCollection ?? UITraitCollection()
        guard let override = overrideTraitCollection else { return base }
        return UITraitCollection(traitsFrom: [base, override])
    }

    // MARK: Internal

    /// Whether the presenter gets disappear/appear callbacks (it is covered).
    var _coversPresenter: Bool { shouldRemovePresentersView }
    /// Whether the presenter's view is hidden once covered.
    var _hidesPresenter: Bool {
        _styleInEffect == .fullScreen || (_styleInEffect == .custom && shouldRemovePresentersView)
    }
    /// Whether the container dims what lies beneath.
    var _dimsBackground: Bool {
        !(_styleInEffect == .fullScreen || _styleInEffect == .currentContext || _styleInEffect == .custom)
    }
    /// The style a compact environment adapted this presentation to (nil: not adapted).
    var _adaptedStyle: UIModalPresentationStyle?
    /// The style the presentation uses now.
    var _styleInEffect: UIModalPresentationStyle { _adaptedStyle ?? _style }
    /// Whether the container draws a sheet's frame.
    var _drawsSheet: Bool { false }
    /// The container's layout pass (the two hooks around placing the presented view).
    func _layoutContainer(_ container: _PresentationContainerView) {
        containerViewWillLayoutSubviews()
        if let vc = _presented, let v = presentedView, v.superview === container, v._presentation.isEmpty,
           !vc._presentationInProgress, !vc._isBeingDismissed, !_isTracking {
            v.frame = frameOfPresentedViewInContainerView
        }
        containerViewDidLayoutSubviews()
    }
    /// True while the user drags the presented view (a sheet).
    var _isTracking = false
    /// True for a controller made by reading `presentationController` before presenting:
    /// the next presentation uses it whatever the style is by then.
    var _madeBeforePresentation = true
}
