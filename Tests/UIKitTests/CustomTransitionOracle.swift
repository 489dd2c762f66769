import Foundation
import Testing
@testable import UIKit
import HeadlessBackend

/// The drivers of `Oracle/custom-transitions.json`: transition coordinators, custom and
/// interactive transitions, the edge-swipe pop (CT…) and unwind routing through
/// containers (UW…). Each driver performs its scenario's setup as written in the file; the
/// trace (callbacks, delegate and animator calls, console texts, `@` checkpoints) must
/// equal the scenario's `expected` list.
@MainActor
enum CustomTransitionOracle {
    static let drivers: [String: OracleDriver] = transitionDrivers.merging(unwindDrivers) { a, _ in a }

    static let transitionDrivers: [String: OracleDriver] = [
        "CT01-push-coordinator-in-will-callbacks": { r in
            let nav = r.nav(root: r.vc("A"))
            let delegate = NavDelegateLogger(r.trace)
            nav.delegate = delegate
            r.show(nav)
            let b = r.coordinated("B")
            b.onWillAppear = { vc in
                r.mark("B.transitionCoordinator: \(r.describe(vc.transitionCoordinator)), duration \(vc.transitionCoordinator?.transitionDuration ?? -1)")
                r.mark("Nav reports the same coordinator: \(nav.transitionCoordinator === vc.transitionCoordinator)")
                r.observeCoordinator(of: vc, "B", alongside: true)
            }
            nav.pushViewController(b, animated: true)
            r.screen.settle()
            r.mark("after: B.transitionCoordinator \(r.describe(b.transitionCoordinator)), Nav.transitionCoordinator \(r.describe(nav.transitionCoordinator))")
        },
        "CT02-unanimated-push-coordinator": { r in
            let nav = r.shownNav(root: r.vc("A"))
            let b = r.coordinated("B")
            b.onWillAppear = { vc in
                r.mark("B.transitionCoordinator: \(r.describe(vc.transitionCoordinator))")
                r.observeCoordinator(of: vc, "B", alongside: true)
            }
            nav.pushViewController(b, animated: false)
            r.screen.settle()
        },
        "CT03-delegate-animator-for-push": { r in
            let delegate = TransitionNavDelegate(r.trace)
            let animator = LoggingAnimator(r.trace)
            delegate.animator = animator
            let a = r.vc("A")
            let nav = r.nav(root: a)
            nav.delegate = delegate
            r.show(nav)
            let b = r.vc("B")
            nav.pushViewController(b, animated: true)
            r.screen.runLoop()
            r.screen.advance(by: 0.15)
            r.mark("mid-push: B on screen at x \(Int(b.view._presentation.frame?.minX ?? b.view.frame.minX)) (model \(Int(b.view.frame.minX)))")
            r.screen.settle()
            r.mark("after: B.view in Nav's view \(b.view.isDescendant(of: nav.view)), A.view in a window \(a.view.window != nil)")
        },
        "CT04-no-animator-asked-for-unanimated-push": { r in
            let delegate = TransitionNavDelegate(r.trace)
            delegate.animator = LoggingAnimator(r.trace)
            let nav = r.nav(root: r.vc("A"))
            nav.delegate = delegate
            r.show(nav)
            nav.pushViewController(r.vc("B"), animated: false)
            r.screen.settle()
        },
        "CT05-edge-swipe-pop-finished": { r in
            r.observedEdgeSwipePop(releasedAt: 50) { nav, _ in r.markStack(nav) }
        },
        "CT06-edge-swipe-pop-cancelled": { r in
            r.observedEdgeSwipePop(releasedAt: 20) { nav, b in
                r.mark("viewControllers == \(r.stack(nav)); B.view on screen \(b.view.window != nil), at x \(Int(b.view.frame.minX))")
            }
        },
        "CT07-drag-away-from-the-edge-does-not-pop": { r in
            let nav = r.navWithBOverA(r.vc("B"))
            r.edgeDrag(on: nav, from: CGPoint(x: 10, y: 10), through: [CGPoint(x: 30, y: 10), CGPoint(x: 50, y: 10)],
                       to: CGPoint(x: 60, y: 10), mark: false)
            r.markStack(nav)
        },
        "CT08-edge-swipe-on-the-root-does-nothing": { r in
            let nav = r.shownNav(root: r.vc("A"))
            r.edgeDrag(on: nav, from: CGPoint(x: 0, y: 10), through: [CGPoint(x: 20, y: 10), CGPoint(x: 50, y: 10)],
                       to: CGPoint(x: 60, y: 10), mark: false)
            r.mark("viewControllers == \(r.stack(nav)); interactivePopGestureRecognizer is a UIScreenEdgePanGestureRecognizer for the left edge: \((nav.interactivePopGestureRecognizer as? UIScreenEdgePanGestureRecognizer)?.edges == .left)")
        },
        "CT09-push-during-interactive-pop-waits-for-the-cancel": { r in
            let nav = r.navWithBOverA(r.vc("B"))
            r.screen.pointerDown(at: CGPoint(x: 0, y: 10))
            r.screen.advance(by: 0.05)
            r.screen.pointerMove(to: CGPoint(x: 12, y: 10))
            r.screen.runLoop()
            nav.pushViewController(r.vc("C"), animated: true)
            r.markStack(nav)
            r.screen.advance(by: 0.05)
            r.screen.pointerUp(at: CGPoint(x: 16, y: 10))
            r.settleThenMarkStack(nav)
        },
        "CT10-percent-driven-custom-pop-finished": { r in
            r.percentDrivenPop { nav, interaction in
                interaction.update(0.4)
                r.mark("coordinator: \(r.describe(nav.transitionCoordinator)), percentComplete \(nav.transitionCoordinator?.percentComplete ?? -1)")
                r.screen.advance(by: 0.5)
                r.mark("held: nothing completes while the interaction holds the transition")
                interaction.finish()
            }
        },
        "CT11-percent-driven-custom-pop-cancelled": { r in
            r.percentDrivenPop { _, interaction in
                interaction.update(0.3)
                interaction.cancel()
            }
        },
        "CT12-alongside-animation-follows-the-transition": { r in
            let nav = r.shownNav(root: r.vc("A"))
            let badge = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 1))
            badge.alpha = 0
            nav.view.addSubview(badge)
            let b = r.coordinated("B")
            b.onWillAppear = { vc in
                let queued = vc.transitionCoordinator?.animateAlongsideTransition(in: badge, animation: { _ in badge.alpha = 1 },
                                                                                  completion: { ctx in r.trace.log("completion(badge): alpha \(badge.alpha), cancelled \(ctx.isCancelled)") })
                r.mark("animateAlongsideTransition(in:) returned \(queued.map(String.init(describing:)) ?? "nil")")
            }
            nav.pushViewController(b, animated: true)
            r.screen.runLoop()
            r.screen.advance(by: 0.15)
            let shown = badge._presentation.alpha ?? badge.alpha
            r.mark("mid-push: badge alpha on screen strictly between 0 and 1: \(shown > 0 && shown < 1), model \(badge.alpha)")
            r.screen.settle()
            let late = nav.transitionCoordinator?.animate(alongsideTransition: nil, completion: nil)
            r.mark("after: coordinator \(late.map(String.init(describing:)) ?? "nil"), badge alpha \(badge._presentation.alpha ?? badge.alpha)")
        },
        "CT13-present-coordinator": { r in
            let a = r.shownVC("A")
            let m = r.coordinated("M")
            m.modalPresentationStyle = .fullScreen
            m.onWillAppear = { vc in
                let c = vc.transitionCoordinator
                r.mark("M.transitionCoordinator: \(r.describe(c)), style fullScreen \(c?.presentationStyle == .fullScreen); A's is the same \(a.transitionCoordinator === c)")
                r.observeCoordinator(of: vc, "M")
            }
            a.present(m, animated: true) { r.trace.log("present completion()") }
            r.screen.settle()
            r.mark("after: M.transitionCoordinator \(r.describe(m.transitionCoordinator))")
        },
        "CT14-transitioning-delegate-presents": { r in
            let (nav, a) = r.shownNavOverA()
            let delegate = r.keep(LoggingTransitioningDelegate(r.trace, names: { r.name($0) }))
            delegate.animator = LoggingAnimator(r.trace)
            let m = r.vc("M")
            m.modalPresentationStyle = .fullScreen
            m.transitioningDelegate = delegate
            a.present(m, animated: true) { r.trace.log("present completion()") }
            r.screen.settle()
            r.mark("presentedViewController == \(r.name(nav.presentedViewController))")
        },
        "CT15-transitioning-delegate-dismisses": { r in
            let a = r.vc("A")
            let m = r.vc("M")
            r.presentForDismissal(m, on: a, style: .overFullScreen, animated: true)
            m.dismiss(animated: true) { r.trace.log("dismiss completion()") }
            r.screen.settle()
            r.mark("presentedViewController == \(r.name(a.presentedViewController)); M.view in a window \(m.view.window != nil)")
        },
        "CT16-interactive-dismissal-cancelled": { r in
            let a = r.vc("A")
            let m = r.coordinated("M")
            let delegate = r.presentForDismissal(m, on: a, style: .fullScreen, animated: false)
            let interaction = UIPercentDrivenInteractiveTransition()
            delegate.dismissalInteraction = interaction
            m.onWillDisappear = { vc in r.observeCoordinator(of: vc, "M", interaction: true) }
            m.dismiss(animated: true) { r.trace.log("dismiss completion()") }
            r.screen.runLoop()
            interaction.update(0.2)
            interaction.cancel()
            r.screen.settle()
            r.mark("presentedViewController == \(r.name(a.presentedViewController)); M.view in a window \(m.view.window != nil); M.isBeingDismissed \(m.isBeingDismissed)")
        },
    ]
}
