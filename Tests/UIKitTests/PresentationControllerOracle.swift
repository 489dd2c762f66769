import Foundation
import Testing
import TestSupport
@testable import UIKit
import HeadlessBackend

/// The drivers of `Oracle/presentation-controllers.json`: presentation controllers, the
/// adaptive delegate and sheets the user drags or dismisses with Esc (PC01–PC10), and
/// where a presentation lives and how a stack of them is dismissed (PC11–PC20). Each
/// driver performs the scenario's setup as written and logs `@` checkpoints; the trace
/// (callbacks, delegate calls, presentation-controller hooks, checkpoints) must equal the
/// scenario's `expected` list.
@MainActor
enum PresentationControllerOracle {
    static let drivers: [String: OracleDriver] = [
        "PC01-custom-presentation-controller-present": { r in
            let (a, b, d) = customPresentation(r)
            withExtendedLifetime(d) {
                a.present(b, animated: true) { r.trace.log("completion()") }
                r.mark("present returns; B.presentationController is PC == \(b.presentationController is LoggingPresentationController)")
                r.screen.settle()
                let pc = b.presentationController
                r.mark("B.view.frame == \(frame(b.view.frame)); PC.containerView set == \(pc?.containerView != nil); A.view on screen == \(onScreen(a.view))")
            }
        },
        "PC02-custom-presentation-controller-dismiss": { r in
            let (a, b, d) = customPresentation(r)
            withExtendedLifetime(d) {
                r.presentSettled(b, on: a)
                let pc = b.presentationController
                pc?.delegate = d
                r.trace.reset()
                a.dismiss(animated: true) { r.trace.log("completion()") }
                r.screen.settle()
                r.mark("A.presentedViewController == \(r.name(a.presentedViewController)); B.presentingViewController == \(r.name(b.presentingViewController)); PC.containerView == \(pc?.containerView == nil ? "nil" : "set")")
            }
        },
        "PC03-custom-should-remove-presenters-view": { r in
            let (a, b, d) = customPresentation(r, removesPresenter: true, lowerHalf: false)
            withExtendedLifetime(d) {
                r.presentSettled(b, on: a)
                r.mark("A.view.isHidden == \(a.view.isHidden)")
                r.dismissSettled(a)
                r.mark("A.view.isHidden == \(a.view.isHidden)")
            }
        },
        "PC04-presentation-controller-read-before-presenting": { r in
            let a = r.shownVC("A")
            let b = r.vc("B")
            let pc = r.perform2 { b.presentationController }
            r.mark("presentationController is UISheetPresentationController == \(pc is UISheetPresentationController); sheetPresentationController === presentationController == \(b.sheetPresentationController === pc)")
            b.modalPresentationStyle = .fullScreen
            r.presentSettled(b, on: a)
            r.mark("presentationStyle == \(styleName(b.presentationController?.presentationStyle)); A.view on screen == \(onScreen(a.view))")
        },
        "PC05-drag-a-sheet-down-past-the-threshold": { r in
            let (a, b) = dragShownSheet(r, to: 21)
            r.mark("A.presentedViewController == \(r.name(a.presentedViewController)); B.presentingViewController == \(r.name(b.presentingViewController))")
        },
        "PC06-drag-abandoned-half-way-snaps-back": { r in markSheetStays(r, dragShownSheet(r, to: 9)) },
        "PC07-drag-a-modal-in-presentation-sheet": { r in
            markSheetStays(r, dragShownSheet(r, to: 21) { $0.isModalInPresentation = true })
        },
        "PC08-drag-refused-by-should-dismiss": { r in markSheetStays(r, dragShownSheet(r, to: 21, shouldDismiss: false)) },
        "PC09-escape-dismisses-a-sheet": { r in
            let (a, _, d) = sheetShown(r)
            withExtendedLifetime(d) {
                r.screen.press(.escape)
                r.screen.settle()
                r.mark("A.presentedViewController == \(r.name(a.presentedViewController))")
            }
        },
        "PC10-sheet-detents-dragged-by-the-user": { r in
            let (a, b) = shownAAndB(r, .pageSheet)
            let d = PresentationDelegateLogger(r)
            let sheet = r.perform2 { b.sheetPresentationController! }
            sheet.detents = [.medium(), .large()]
            sheet.delegate = d
            withExtendedLifetime(d) {
                r.presentSettled(b, on: a)
                @MainActor func markDetent() {
                    r.mark("selectedDetentIdentifier == \(sheet.selectedDetentIdentifier?.rawValue ?? "nil"); B.view.frame == \(frame(b.view.frame))")
                }
                markDetent()
                r.screen.drag(from: CGPoint(x: 40, y: 14), to: CGPoint(x: 40, y: 3))
                r.screen.settle()
                markDetent()
                r.screen.drag(from: CGPoint(x: 40, y: 3), to: CGPoint(x: 40, y: 14))
                r.screen.settle()
                markDetent()
                r.perform { sheet.animateChanges { sheet.selectedDetentIdentifier = .large } }
                r.screen.settle()
                markDetent()
            }
        },
        "PC21-adaptive-style-full-screen-in-a-compact-width": { r in
            let (a, b) = shownAAndB(r, .pageSheet)
            let d = PresentationDelegateLogger(r)
            d.adaptiveStyle = .fullScreen
            r.perform { b.presentationController?.delegate = d }
            withExtendedLifetime(d) {
                r.presentSettled(b, on: a)
                r.mark("presentationStyle == \(styleName(b.presentationController?.presentationStyle)); B.view.frame == \(frame(b.view.frame)); A.view.isHidden == \(a.view.isHidden)")
            }
        },
        "PC11-presented-from-inside-a-navigation-controller": { r in
            let (nav, a) = r.shownNavOverA()
            let b = r.vc("B")
            b.modalPresentationStyle = .fullScreen
            r.presentSettled(b, on: a)
            r.mark("B.presentingViewController == \(r.name(b.presentingViewController)); Nav.presentedViewController == \(r.name(nav.presentedViewController)); A.presentedViewController == \(r.name(a.presentedViewController)); B.presentationController.presentingViewController == \(r.name(b.presentationController?.presentingViewController))")
        },
        "PC12-current-context-defined-inside-a-tab": { r in
            let (tab, n1, a, b) = presentInTab(r, .currentContext, animated: false) { _, a in a }
            r.mark("B.presentingViewController == \(r.name(b.presentingViewController)); A.presentedViewController == \(r.name(a.presentedViewController)); N1.presentedViewController == \(r.name(n1.presentedViewController)); Tab.presentedViewController == \(r.name(tab.presentedViewController))")
        },
        "PC13-current-context-with-no-context-defined": { r in
            let (tab, _, a, b) = presentInTab(r, .currentContext, animated: false) { _, _ in nil }
            r.mark("B.presentingViewController == \(r.name(b.presentingViewController)); Tab.presentedViewController == \(r.name(tab.presentedViewController)); A.presentedViewController == \(r.name(a.presentedViewController))")
        },
        "PC14-over-current-context-defined-by-the-navigation-controller": { r in
            let (tab, n1, a, b) = presentInTab(r, .overCurrentContext, animated: true) { n1, _ in n1 }
            r.mark("B.presentingViewController == \(r.name(b.presentingViewController)); N1.presentedViewController == \(r.name(n1.presentedViewController)); Tab.presentedViewController == \(r.name(tab.presentedViewController)); A.view on screen == \(onScreen(a.view))")
        },
        "PC15-context-provides-its-transition-style": { r in
            let a = r.vc("A")
            r.show(r.nav(root: a))
            a.definesPresentationContext = true
            a.providesPresentationContextTransitionStyle = true
            a.modalTransitionStyle = .crossDissolve
            let b = r.vc("B")
            b.modalPresentationStyle = .overCurrentContext
            b.modalTransitionStyle = .coverVertical
            a.present(b, animated: true)
            r.screen.runLoop()
            r.screen.advance(by: 0.15)
            let shown = b.view._presentation
            let atFinal = (shown.frame ?? b.view.frame) == b.view.frame
            let alpha = shown.alpha ?? b.view.alpha
            r.mark("B.view shown at its final frame == \(atFinal); B.view shown alpha between 0 and 1 == \(alpha > 0 && alpha < 1)")
            r.screen.settle()
        },
        "PC16-dismiss-a-stack-of-full-screen-presentations": { r in
            let (a, b, c) = stackOfThree(r, .fullScreen)
            a.dismiss(animated: true) { r.trace.log("completion()") }
            r.screen.runLoop()
            r.screen.advance(by: 0.1)
            let animates = c.view._presentation.frame.map { $0 != c.view.frame } ?? false
            r.mark("C animates == \(animates); B on screen == \(onScreen(b.view))")
            r.screen.settle()
            r.mark("A.presentedViewController == \(r.name(a.presentedViewController)); B.presentingViewController == \(r.name(b.presentingViewController)); C.presentingViewController == \(r.name(c.presentingViewController))")
        },
        "PC17-dismiss-a-stack-of-sheets": { r in
            let (a, b, _) = stackOfThree(r, .pageSheet)
            a.dismiss(animated: true) { r.trace.log("completion()") }
            r.screen.settle()
            r.mark("A.presentedViewController == \(r.name(a.presentedViewController)); B.presentedViewController == \(r.name(b.presentedViewController))")
        },
        "PC18-dismiss-on-a-presented-controller-that-presents": { r in
            let (a, b, _) = stackOfThree(r, .pageSheet)
            r.dismissSettled(b)
            r.mark("A.presentedViewController == \(r.name(a.presentedViewController)); B.presentedViewController == \(r.name(b.presentedViewController))")
        },
        "PC19-dismiss-with-nothing-presented": { r in
            let a = r.shownVC("A")
            a.dismiss(animated: true) { r.trace.log("completion()") }
            r.screen.settle()
            r.mark("\(r.trace.lines.isEmpty ? "nothing happened" : "something happened"); A.presentedViewController == \(r.name(a.presentedViewController))")
        },
        "PC20-dismiss-from-a-child-of-a-presented-navigation-controller": { r in
            let a = r.shownVC("A")
            let b = r.vc("B")
            let nav2 = r.nav("Nav2", root: b)
            nav2.modalPresentationStyle = .fullScreen
            r.presentSettled(nav2, on: a)
            r.trace.reset()
            r.dismissSettled(b)
            r.mark("A.presentedViewController == \(r.name(a.presentedViewController)); B.presentingViewController == \(r.name(b.presentingViewController))")
        },
    ]

    // MARK: Setups

    /// A on screen and B, a `.custom` presentation whose transitioning delegate vends a
    /// logging presentation controller (the lower half of the screen, unless `lowerHalf`
    /// is false).
    static func customPresentation(_ r: ScenarioRun, removesPresenter: Bool = false, lowerHalf: Bool = true)
        -> (LoggingViewController, LoggingViewController, PresentationDelegateLogger) {
        let (a, b) = shownAAndB(r, .custom)
        let d = PresentationDelegateLogger(r)
        d.vend = { presented, presenting in
            let pc = LoggingPresentationController(presentedViewController: presented, presenting: presenting)
            pc.trace = r.trace
            pc.removesPresenter = removesPresenter
            pc.lowerHalf = lowerHalf
            return pc
        }
        b.transitioningDelegate = d
        return (a, b, d)
    }

    /// A on screen presenting B as a page sheet (settled, trace cleared), B's
    /// presentation controller's delegate logging.
    static func sheetShown(_ r: ScenarioRun, configure: (LoggingViewController) -> Void = { _ in })
        -> (LoggingViewController, LoggingViewController, PresentationDelegateLogger) {
        let (a, b) = shownAAndB(r, .pageSheet)
        configure(b)
        let d = PresentationDelegateLogger(r)
        r.perform { b.presentationController?.delegate = d }
        r.presentSettled(b, on: a)
        r.trace.reset()
        return (a, b, d)
    }

    /// A on screen and B, not presented yet, in `style`.
    static func shownAAndB(_ r: ScenarioRun, _ style: UIModalPresentationStyle) -> (LoggingViewController, LoggingViewController) {
        let a = r.shownVC("A")
        let b = r.vc("B")
        b.modalPresentationStyle = style
        return (a, b)
    }

    /// The sheet of `sheetShown` dragged by its top from row 5 to `row` and settled, its
    /// delegate answering `shouldDismiss`.
    static func dragShownSheet(_ r: ScenarioRun, to row: CGFloat, shouldDismiss: Bool = true,
                               configure: (LoggingViewController) -> Void = { _ in })
        -> (LoggingViewController, LoggingViewController) {
        let (a, b, d) = sheetShown(r, configure: configure)
        d.shouldDismiss = shouldDismiss
        withExtendedLifetime(d) {
            r.screen.drag(from: CGPoint(x: 40, y: 5), to: CGPoint(x: 40, y: row))
            r.screen.settle()
        }
        return (a, b)
    }

    /// The checkpoint of a drag that leaves the sheet up: what A presents and where B is.
    static func markSheetStays(_ r: ScenarioRun, _ ab: (LoggingViewController, LoggingViewController)) {
        r.mark("A.presentedViewController == \(r.name(ab.0.presentedViewController)); B.view.frame == \(frame(ab.1.view.frame))")
    }

    /// The tab of `tabOfTwoNavigations`, the controller `context` picks (of N1 and A)
    /// defining the presentation context, and A presenting B in `style`, settled.
    static func presentInTab(_ r: ScenarioRun, _ style: UIModalPresentationStyle, animated: Bool,
                             context: (LoggingNavigationController, LoggingViewController) -> UIViewController?)
        -> (UITabBarController, LoggingNavigationController, LoggingViewController, LoggingViewController) {
        let (tab, n1, a) = tabOfTwoNavigations(r)
        context(n1, a)?.definesPresentationContext = true
        let b = r.vc("B")
        b.modalPresentationStyle = style
        a.present(b, animated: animated)
        r.screen.settle()
        return (tab, n1, a, b)
    }

    /// A tab bar controller over N1 (over A) and N2 (over X), shown.
    static func tabOfTwoNavigations(_ r: ScenarioRun) -> (UITabBarController, LoggingNavigationController, LoggingViewController) {
        let a = r.vc("A")
        let n1 = r.nav("N1", root: a), n2 = r.nav("N2", root: r.vc("X"))
        let tab = UITabBarController()
        r.register(tab, "Tab")
        tab.viewControllers = [n1, n2]
        r.show(tab)
        return (tab, n1, a)
    }

    /// A presents B, B presents C, in `style`, settled with the trace cleared.
    static func stackOfThree(_ r: ScenarioRun, _ style: UIModalPresentationStyle)
        -> (LoggingViewController, LoggingViewController, LoggingViewController) {
        let a = r.vc("A"), b = r.vc("B"), c = r.vc("C")
        r.show(a)
        b.modalPresentationStyle = style
        c.modalPresentationStyle = style
        r.presentSettled(b, on: a)
        b.present(c, animated: true)
        r.screen.settle()
        r.trace.reset()
        return (a, b, c)
    }

    static func frame(_ f: CGRect) -> String {
        "(\(Int(f.minX)), \(Int(f.minY)), \(Int(f.width)), \(Int(f.height)))"
    }

    static func onScreen(_ v: UIView) -> Bool {
        guard v.window != nil else { return false }
        var cur: UIView? = v
        while let c = cur { if c.isHidden { return false }; cur = c.superview }
        return true
    }

    static func styleName(_ s: UIModalPresentationStyle?) -> String {
        switch s {
        case .pageSheet: "pageSheet"
        case .fullScreen: "fullScreen"
        case .formSheet: "formSheet"
        case .custom: "custom"
        case nil: "nil"
        default: "\(s!.rawValue)"
        }
    }
}

/// Logs every call of the adaptive and sheet delegates as "Delegate.…(B)" (B: the
/// presented controller's scenario name) and vends presentation controllers for
/// `.custom` presentations.
@MainActor
final class PresentationDelegateLogger: UISheetPresentationControllerDelegate, UIViewControllerTransitioningDelegate {
    let run: ScenarioRun
    var shouldDismiss = true
    /// What `adaptivePresentationStyle(for:traitCollection:)` answers (nil: not implemented,
    /// the protocol's default).
    var adaptiveStyle: UIModalPresentationStyle?
    var vend: ((UIViewController, UIViewController?) -> UIPresentationController?)?
    init(_ run: ScenarioRun) { self.run = run }
    private func log(_ method: String, _ pc: UIPresentationController) {
        run.trace.log("Delegate.\(method)(\(run.name(pc.presentedViewController)))")
    }
    func adaptivePresentationStyle(for pc: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        guard let adaptiveStyle else { return pc.presentationStyle }
        run.trace.log("Delegate.adaptivePresentationStyle(for: \(run.name(pc.presentedViewController)), traitCollection:) -> \(PresentationControllerOracle.styleName(adaptiveStyle))")
        return adaptiveStyle
    }
    func presentationControllerShouldDismiss(_ pc: UIPresentationController) -> Bool {
        log("presentationControllerShouldDismiss", pc)
        return shouldDismiss
    }
    func presentationControllerWillDismiss(_ pc: UIPresentationController) { log("presentationControllerWillDismiss", pc) }
    func presentationControllerDidDismiss(_ pc: UIPresentationController) { log("presentationControllerDidDismiss", pc) }
    func presentationControllerDidAttemptToDismiss(_ pc: UIPresentationController) { log("presentationControllerDidAttemptToDismiss", pc) }
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheet: UISheetPresentationController) {
        run.trace.log("Delegate.sheetPresentationControllerDidChangeSelectedDetentIdentifier(\(sheet.selectedDetentIdentifier?.rawValue ?? "nil"))")
    }
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        run.trace.log("Delegate.presentationController(forPresented: \(run.name(presented)), presenting: \(run.name(presenting)), source: \(run.name(source)))")
        return vend?(presented, presenting)
    }
}

/// A custom presentation controller that logs its hooks as "PC.…" and can put the
/// presented view in the lower half of the container or remove the presenter's view.
@MainActor
final class LoggingPresentationController: UIPresentationController {
    var trace: Trace?
    var removesPresenter = false
    var lowerHalf = true
    override var frameOfPresentedViewInContainerView: CGRect {
        guard lowerHalf, let b = containerView?.bounds else { return super.frameOfPresentedViewInContainerView }
        return CGRect(x: 0, y: b.height / 2, width: b.width, height: b.height / 2)
    }
    override var shouldRemovePresentersView: Bool { removesPresenter }
    override func presentationTransitionWillBegin() { trace?.log("PC.presentationTransitionWillBegin()") }
    override func presentationTransitionDidEnd(_ completed: Bool) { trace?.log("PC.presentationTransitionDidEnd(\(completed))") }
    override func dismissalTransitionWillBegin() { trace?.log("PC.dismissalTransitionWillBegin()") }
    override func dismissalTransitionDidEnd(_ completed: Bool) { trace?.log("PC.dismissalTransitionDidEnd(\(completed))") }
    override func containerViewWillLayoutSubviews() { trace?.log("PC.containerViewWillLayoutSubviews()") }
    override func containerViewDidLayoutSubviews() { trace?.log("PC.containerViewDidLayoutSubviews()") }
}
