import Foundation
import UIKitEngine

/// The interaction controller of the edge-swipe pop (UIKit's
/// `_UINavigationInteractiveTransition`): a percent-driven transition that follows the
/// pointer's horizontal distance from where the drag began, as a fraction of the
/// navigation controller's width, and finishes when released past half way, else cancels.
@MainActor
final class _NavigationInteractivePop: UIPercentDrivenInteractiveTransition {
    /// The pop this interaction drives never started (the delegate supplied its own
    /// animator, or the pop was refused): it ignores the rest of the drag.
    private(set) var isAbandoned = false
    func _abandon() { isAbandoned = true }

    /// The gesture's target and its default delegate: the swipe may begin when more than
    /// one controller is on the stack, no transition runs, the top controller shows its
    /// back button and presents nothing.
    @MainActor
    final class Driver: UIGestureRecognizerDelegate {
        weak var navigationController: UINavigationController?
        var current: _NavigationInteractivePop?
        init(_ nav: UINavigationController) { navigationController = nav }

        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            guard let nav = navigationController else { return false }
            return nav._canBeginInteractivePop
        }

        func handle(_ recognizer: UIScreenEdgePanGestureRecognizer) {
            guard let nav = navigationController else { return }
            let width = max(1, nav.viewIfLoaded?.bounds.width ?? 1)
            let progress = max(0, min(1, recognizer.translation(in: nav.viewIfLoaded).x / width))
            switch recognizer.state {
            case .began:
                let pop = _NavigationInteractivePop()
                current = pop
                nav._beginInteractivePop(pop)
                pop.update(progress)
            case .changed:
                guard let pop = current, !pop.isAbandoned else { return }
                pop.update(progress)
            case .ended:
                guard let pop = current else { return }
                current = nil
                guard !pop.isAbandoned else { return }
                pop.update(progress)
                if progress > 0.5 { pop.finish() } else { pop.cancel() }
            case .cancelled, .failed:
                guard let pop = current else { return }
                current = nil
                if !pop.isAbandoned { pop.cancel() }
            default:
                break
            }
        }
    }
}

extension UINavigationController {
    func _setUpInteractivePop() {
        let driver = _NavigationInteractivePop.Driver(self)
        let recognizer = UIScreenEdgePanGestureRecognizer()
        recognizer.edges = .left
        recognizer.addTarget(driver, action: _NavigationInteractivePop.Driver.handle, name: "handleNavigationTransition:")
        recognizer.delegate = driver
        _interactivePopDriver = driver
        interactivePopGestureRecognizer = recognizer
    }

    /// Whether the edge swipe may start a pop now (the default delegate's answer).
    var _canBeginInteractivePop: Bool {
        guard children.count > 1, !isTransitioning, presentedViewController == nil,
              let top = topViewController, !top.navigationItem.hidesBackButton,
              viewIfLoaded?.window != nil, _appearanceState == .appeared else { return false }
        return true
    }

    /// The swipe began: pop the top controller, driven by `interaction`.
    func _beginInteractivePop(_ interaction: _NavigationInteractivePop) {
        guard children.count > 1, !isTransitioning else { interaction._abandon(); return }
        _pendingInteractivePop = interaction
        popViewController(animated: true)
        if _pendingInteractivePop === interaction, !isTransitioning {
            // The pop did not start a transition (it waits for another container's).
            _pendingInteractivePop = nil
            interaction._abandon()
        }
    }
}
