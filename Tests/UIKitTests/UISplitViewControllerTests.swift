import Foundation
import Testing
import UIKit
import UIKitEngine
import HeadlessBackend
import TestSupport

/// A split view controller delegate that logs every call into a trace and answers as
/// told.
@MainActor
final class SplitDelegateLogger: UISplitViewControllerDelegate {
    let trace: Trace
    var topColumn: UISplitViewController.Column?
    var collapseHandled = false
    init(_ trace: Trace) { self.trace = trace }
    func splitViewController(_ svc: UISplitViewController,
                             topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column {
        trace.log("Split.topColumnForCollapsing(proposed: \(proposedTopColumn))")
        return topColumn ?? proposedTopColumn
    }
    func splitViewController(_ svc: UISplitViewController,
                             displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode) -> UISplitViewController.DisplayMode {
        trace.log("Split.displayModeForExpanding(proposed: \(proposedDisplayMode))")
        return proposedDisplayMode
    }
    func splitViewControllerDidCollapse(_ svc: UISplitViewController) { trace.log("Split.didCollapse(isCollapsed: \(svc.isCollapsed))") }
    func splitViewControllerDidExpand(_ svc: UISplitViewController) { trace.log("Split.didExpand(isCollapsed: \(svc.isCollapsed))") }
    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {
        trace.log("Split.willChangeTo(\(displayMode))")
    }
    func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) { trace.log("Split.willShow(\(column))") }
    func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) { trace.log("Split.willHide(\(column))") }
    func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController? {
        trace.log("Split.primaryViewController(forCollapsing:)")
        return nil
    }
    func primaryViewController(forExpanding splitViewController: UISplitViewController) -> UIViewController? {
        trace.log("Split.primaryViewController(forExpanding:)")
        return nil
    }
    func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                             onto primaryViewController: UIViewController) -> Bool {
        trace.log("Split.collapseSecondary(\(LoggingViewController.nameOf(secondaryViewController)), onto: \(LoggingViewController.nameOf(primaryViewController))) -> \(collapseHandled)")
        return collapseHandled
    }
    func splitViewController(_ splitViewController: UISplitViewController,
                             separateSecondaryFrom primaryViewController: UIViewController) -> UIViewController? {
        trace.log("Split.separateSecondary(from: \(LoggingViewController.nameOf(primaryViewController)))")
        return nil
    }
}

/// `UISplitViewController`: the column and classic interfaces, collapsing to one
/// navigation stack on a compact (narrow) screen, expanding on a wide one, display modes,
/// and what the columns look like on a terminal.
@MainActor
@Suite struct UISplitViewControllerTests {
    /// A double-column split view with P (titled Mail) as primary and S (Inbox) as
    /// secondary, with a logging delegate, all on one trace.
    func mailSplit(_ style: UISplitViewController.Style = .doubleColumn)
        -> (Trace, UISplitViewController, LoggingViewController, LoggingViewController, SplitDelegateLogger) {
        let trace = Trace()
        let p = LoggingViewController("P", trace), s = LoggingViewController("S", trace)
        p.title = "Mail"; s.title = "Inbox"
        let split = UISplitViewController(style: style)
        let d = SplitDelegateLogger(trace)
        split.delegate = d
        split.setViewController(p, for: .primary)
        split.setViewController(s, for: .secondary)
        return (trace, split, p, s, d)
    }

    /// `mailSplit()` as the root of a 160 × 24 screen (wide enough for both columns), settled.
    func shownMailSplit() -> (HeadlessScreen, Trace, UISplitViewController, LoggingViewController, LoggingViewController,
                              SplitDelegateLogger) {
        let screen = HeadlessScreen.checked(width: 160, height: 24)
        let (trace, split, p, s, d) = mailSplit()
        screen.makeWindow(root: split)
        screen.settle()
        return (screen, trace, split, p, s, d)
    }

    /// Column `x` of every row of the screen.
    func column(_ screen: HeadlessScreen, _ x: Int) -> String {
        String(screen.lines.map { Array($0).count > x ? Array($0)[x] : " " })
    }

    // MARK: Column style, expanded

    @Test func wideScreenShowsBothColumnsSideBySide() {
        let screen = HeadlessScreen.checked(width: 160, height: 24)
        let (trace, split, p, s, d) = mailSplit()
        #expect(trace.lines == ["P.willMove(toParent: UINavigationController)", "S.willMove(toParent: UINavigationController)"])
        trace.reset()

        screen.makeWindow(root: split)

        // The primary column appears before the secondary one; each loads when its
        // navigation controller first shows it; no collapse on a regular width.
        #expect(trace.withoutLayout == [
            "P.loadView()", "P.viewDidLoad()", "P.viewWillAppear(false)",
            "S.loadView()", "S.viewDidLoad()", "S.viewWillAppear(false)",
            "P.viewDidAppear(false)", "P.didMove(toParent: UINavigationController)",
            "S.viewDidAppear(false)", "S.didMove(toParent: UINavigationController)"])
        #expect(split.isCollapsed == false)
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(split.viewControllers.count == 2)
        #expect(split.viewControllers.first === p.navigationController)
        #expect(split.viewControllers.last === s.navigationController)
        #expect(split.viewController(for: .primary) === p && split.viewController(for: .secondary) === s)
        #expect(p.splitViewController === split && s.splitViewController === split)
        // 320 iPhone points are 66 columns, more than 40% of 160: the primary column is 64.
        #expect(split.primaryColumnWidth == 64)
        #expect(p.navigationController?.view.frame == CGRect(x: 0, y: 0, width: 64, height: 24))
        #expect(s.navigationController?.view.frame == CGRect(x: 65, y: 0, width: 95, height: 24))
        #expect(column(screen, 64) == String(repeating: "│", count: 24))
        let top = screen.lines[0]
        #expect(top.firstRange(of: "Mail").map { top.distance(from: top.startIndex, to: $0.lowerBound) }.map { $0 < 64 } == true)
        #expect(top.firstRange(of: "Inbox").map { top.distance(from: top.startIndex, to: $0.lowerBound) }.map { $0 > 64 } == true)
        withExtendedLifetime(d) {}
    }

    @Test func hidingAndShowingThePrimaryColumn() {
        let (screen, trace, split, p, s, d) = shownMailSplit()
        trace.reset()

        split.hide(.primary)
        screen.settle()

        #expect(trace.withoutLayout == [
            "Split.willChangeTo(secondaryOnly)", "Split.willHide(primary)",
            "P.viewWillDisappear(true)", "P.viewDidDisappear(true)"])
        #expect(split.displayMode == .secondaryOnly)
        #expect(s.navigationController?.view.frame == CGRect(x: 0, y: 0, width: 160, height: 24))
        #expect(p.navigationController?.viewIfLoaded?.window == nil)
        #expect(!screen.text.contains("Mail"))
        trace.reset()

        split.show(.primary)
        screen.settle()

        #expect(trace.withoutLayout == [
            "Split.willChangeTo(oneBesideSecondary)", "Split.willShow(primary)",
            "P.viewWillAppear(true)", "P.viewDidAppear(true)"])
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(screen.lines[0].contains("Mail"))
        // Showing a column that shows, or hiding the secondary one, changes nothing.
        trace.reset()
        split.show(.primary)
        split.hide(.secondary)
        #expect(trace.lines.isEmpty)
        withExtendedLifetime(d) {}
    }

    @Test func overlayBehaviourStartsWithThePrimaryHiddenAndShowsItOverTheSecondary() {
        let screen = HeadlessScreen.checked(width: 160, height: 24)
        let (_, split, p, s, d) = mailSplit()
        split.preferredSplitBehavior = .overlay
        screen.makeWindow(root: split)
        #expect(split.displayMode == .secondaryOnly)
        #expect(p.isViewLoaded == false)

        split.show(.primary)
        screen.settle()

        #expect(split.displayMode == .oneOverSecondary)
        #expect(s.navigationController?.view.frame == CGRect(x: 0, y: 0, width: 160, height: 24))
        #expect(p.navigationController?.view.frame == CGRect(x: 0, y: 0, width: 64, height: 24))
        #expect(column(screen, 64) == String(repeating: "│", count: 24))
        // The secondary column lies under the primary one.
        let root = split.view!
        #expect(root.subviews.firstIndex { $0 === s.navigationController?.view } == 0)
        withExtendedLifetime(d) {}
    }

    @Test func tripleColumnTilesThreeColumnsWhenTheSecondaryKeepsItsWidth() {
        let screen = HeadlessScreen.checked(width: 200, height: 24)
        let (_, split, p, s, d) = mailSplit(.tripleColumn)
        let sup = UIViewController()
        sup.title = "Threads"
        split.setViewController(sup, for: .supplementary)
        screen.makeWindow(root: split)

        #expect(split.displayMode == .twoBesideSecondary)
        #expect(split.viewControllers.count == 3)
        #expect(p.navigationController?.view.frame == CGRect(x: 0, y: 0, width: 66, height: 24))
        #expect(sup.navigationController?.view.frame == CGRect(x: 67, y: 0, width: 66, height: 24))
        #expect(s.navigationController?.view.frame == CGRect(x: 134, y: 0, width: 66, height: 24))
        #expect(column(screen, 66) == String(repeating: "│", count: 24))
        #expect(column(screen, 133) == String(repeating: "│", count: 24))

        split.hide(.primary)
        screen.settle()
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(sup.navigationController?.view.frame == CGRect(x: 0, y: 0, width: 66, height: 24))
        #expect(p.navigationController?.viewIfLoaded?.window == nil)
        withExtendedLifetime(d) {}
    }

    @Test func showDetailReplacesTheSecondaryColumnWhenExpanded() {
        let (screen, trace, split, p, s, d) = shownMailSplit()
        let detail = LoggingViewController("D", trace)
        detail.title = "Message"

        p.showDetailViewController(detail, sender: nil)
        screen.settle()

        #expect(split.viewController(for: .secondary) === detail)
        #expect(detail.navigationController === split.viewControllers.last)
        #expect(s.parent == nil)
        #expect(screen.lines[0].contains("Message"))
        #expect(!screen.text.contains("Inbox"))
        withExtendedLifetime(d) {}
    }

    // MARK: Column style, collapsed

    @Test func narrowScreenCollapsesOntoThePrimaryStackShowingTheSecondary() {
        let screen = HeadlessScreen.checked()
        let (trace, split, p, s, d) = mailSplit()
        trace.reset()

        screen.makeWindow(root: split)

        // The delegate is asked for the top column (UIKit proposes the secondary), the
        // secondary stack moves onto the primary navigation controller, only its top loads.
        #expect(trace.withoutLayout == [
            "Split.topColumnForCollapsing(proposed: secondary)",
            "S.willMove(toParent: nil)", "S.didMove(toParent: nil)", "S.willMove(toParent: UINavigationController)",
            "Split.didCollapse(isCollapsed: true)",
            "S.loadView()", "S.viewDidLoad()", "S.viewWillAppear(false)",
            "S.viewDidAppear(false)", "P.didMove(toParent: UINavigationController)", "S.didMove(toParent: UINavigationController)"])
        #expect(split.isCollapsed)
        #expect(split.viewControllers.count == 1)
        let nav = split.viewControllers[0] as? UINavigationController
        #expect(nav?.viewControllers == [p, s])
        #expect(p.isViewLoaded == false)
        #expect(s.view.frame.width == 80)
        // The navigation bar shows S with a back button to Mail.
        #expect(screen.lines[0].contains("Inbox") && screen.lines[0].contains("Mail"))
        trace.reset()

        // Esc goes back to the primary column.
        screen.press(.escape)
        screen.settle()
        #expect(nav?.viewControllers == [p])
        #expect(trace.withoutLayout.contains("P.viewDidAppear(true)"))
        withExtendedLifetime(d) {}
    }

    @Test func delegateChoosingThePrimaryColumnKeepsTheSecondaryOffTheStack() {
        let screen = HeadlessScreen.checked()
        let (trace, split, p, s, d) = mailSplit()
        d.topColumn = .primary
        screen.makeWindow(root: split)
        screen.settle()

        let nav = split.viewControllers[0] as? UINavigationController
        #expect(nav?.viewControllers == [p])
        #expect(s.isViewLoaded == false)
        #expect(screen.lines[0].contains("Mail"))
        trace.reset()

        // Showing a detail while collapsed pushes it onto the shown stack.
        let detail = LoggingViewController("D", trace)
        p.showDetailViewController(detail, sender: nil)
        screen.settle()
        #expect(nav?.viewControllers == [p, detail])
        #expect(trace.withoutLayout.contains("D.viewWillAppear(true)"))

        // show(.primary) pops back to the primary column; show(.secondary) brings the
        // secondary column's stack (the one set for it) back.
        split.show(.primary)
        screen.settle()
        #expect(nav?.viewControllers == [p])
        split.show(.secondary)
        screen.settle()
        #expect(nav?.viewControllers == [p, s])
        withExtendedLifetime(d) {}
    }

    @Test func compactColumnShowsInsteadOfTheOthersWhileCollapsed() {
        let screen = HeadlessScreen.checked()
        let (_, split, p, s, d) = mailSplit()
        let compact = UIViewController()
        compact.title = "All Mail"
        split.setViewController(compact, for: .compact)

        screen.makeWindow(root: split)

        #expect(split.isCollapsed)
        #expect(split.viewControllers.count == 1 && split.viewControllers[0] === compact.navigationController)
        #expect(p.isViewLoaded == false && s.isViewLoaded == false)
        #expect(screen.lines[0].contains("All Mail"))
        // The delegate is not asked for a top column: the compact column is the interface.
        #expect(!d.trace.lines.contains { $0.hasPrefix("Split.topColumnForCollapsing") })
        #expect(d.trace.lines.contains("Split.didCollapse(isCollapsed: true)"))

        screen.resize(width: 160, height: 24)
        screen.settle()
        #expect(split.isCollapsed == false)
        #expect(split.viewControllers.count == 2)
        #expect(compact.navigationController?.viewIfLoaded?.window == nil)
        #expect(screen.lines[0].contains("Mail") && screen.lines[0].contains("Inbox"))
        withExtendedLifetime(d) {}
    }

    @Test func resizingCollapsesAndExpandsKeepingEachColumnsStack() {
        let (screen, trace, split, p, s, d) = shownMailSplit()
        let primaryNav = p.navigationController, secondaryNav = s.navigationController
        trace.reset()

        screen.resize(width: 80, height: 24)
        screen.settle()

        #expect(split.isCollapsed)
        #expect(primaryNav?.viewControllers == [p, s])
        #expect(secondaryNav?.viewControllers.isEmpty == true)
        #expect(Array(trace.withoutLayout.filter { $0.hasPrefix("Split.") }) == [
            "Split.topColumnForCollapsing(proposed: secondary)", "Split.didCollapse(isCollapsed: true)"])
        #expect(screen.lines[0].contains("Inbox"))

        // A detail pushed while collapsed goes to the secondary column on expanding.
        let detail = UIViewController()
        detail.title = "Message"
        s.show(detail, sender: nil)
        screen.settle()
        #expect(primaryNav?.viewControllers == [p, s, detail])
        trace.reset()

        screen.resize(width: 160, height: 24)
        screen.settle()

        #expect(split.isCollapsed == false)
        #expect(Array(trace.withoutLayout.filter { $0.hasPrefix("Split.") }) == [
            "Split.displayModeForExpanding(proposed: oneBesideSecondary)", "Split.didExpand(isCollapsed: false)"])
        #expect(primaryNav?.viewControllers == [p])
        #expect(secondaryNav?.viewControllers == [s, detail])
        #expect(split.viewControllers.count == 2)
        #expect(screen.lines[0].contains("Mail") && screen.lines[0].contains("Message"))
        #expect(column(screen, 64) == String(repeating: "│", count: 24))
        withExtendedLifetime(d) {}
    }

    // MARK: Classic style

    @Test func classicCollapsePushesTheSecondaryOntoThePrimaryNavigationController() {
        let screen = HeadlessScreen.checked()
        let trace = Trace()
        let p = LoggingViewController("P", trace), s = LoggingViewController("S", trace)
        p.title = "Mail"; s.title = "Inbox"
        let master = UINavigationController(rootViewController: p)
        let split = UISplitViewController()
        #expect(split.style == .unspecified)
        let d = SplitDelegateLogger(trace)
        split.delegate = d
        split.viewControllers = [master, s]
        #expect(split.viewControllers == [master, s])
        trace.reset()

        screen.makeWindow(root: split)

        #expect(Array(trace.withoutLayout.prefix(2)) == [
            "Split.primaryViewController(forCollapsing:)", "Split.collapseSecondary(S, onto: UINavigationController) -> false"])
        #expect(split.isCollapsed)
        #expect(split.viewControllers == [master])
        #expect(master.viewControllers == [p, s])
        #expect(screen.lines[0].contains("Inbox"))
        trace.reset()

        screen.resize(width: 160, height: 24)
        screen.settle()

        // The shown stack leaves the screen, the delegate is asked, both columns come back.
        #expect(trace.withoutLayout == [
            "S.viewWillDisappear(false)", "S.viewDidDisappear(false)",
            "Split.primaryViewController(forExpanding:)", "Split.separateSecondary(from: UINavigationController)",
            "S.willMove(toParent: nil)", "S.didMove(toParent: nil)",
            "S.willMove(toParent: UISplitViewController)", "S.didMove(toParent: UISplitViewController)",
            "P.loadView()", "P.viewDidLoad()", "P.viewWillAppear(false)", "S.viewWillAppear(false)",
            "P.viewDidAppear(false)", "S.viewDidAppear(false)"])
        #expect(split.isCollapsed == false)
        #expect(split.viewControllers == [master, s])
        #expect(master.viewControllers == [p])
        #expect(s.parent === split)
        #expect(s.view.window != nil && s.view.frame == CGRect(x: 65, y: 0, width: 95, height: 24))
        #expect(screen.lines[0].contains("Mail"))
    }

    @Test func classicDelegateThatHandlesTheCollapseKeepsThePrimaryAlone() {
        let screen = HeadlessScreen.checked()
        let trace = Trace()
        let p = LoggingViewController("P", trace), s = LoggingViewController("S", trace)
        let master = UINavigationController(rootViewController: p)
        let split = UISplitViewController()
        let d = SplitDelegateLogger(trace)
        d.collapseHandled = true
        split.delegate = d
        split.viewControllers = [master, s]

        screen.makeWindow(root: split)

        #expect(split.viewControllers == [master])
        #expect(master.viewControllers == [p])
        #expect(s.isViewLoaded == false)
    }

    @Test func classicShowDetailReplacesTheSecondaryWhenExpanded() {
        let screen = HeadlessScreen.checked(width: 160, height: 24)
        let p = UIViewController(), s = UIViewController(), detail = UIViewController()
        p.title = "Mail"; detail.title = "Message"
        let master = UINavigationController(rootViewController: p)
        let split = UISplitViewController()
        split.viewControllers = [master, s]
        screen.makeWindow(root: split)

        p.showDetailViewController(detail, sender: nil)
        screen.settle()

        #expect(split.viewControllers == [master, detail])
        #expect(s.parent == nil)
        #expect(detail.view.frame == CGRect(x: 65, y: 0, width: 95, height: 24))
    }

    // MARK: Misuse and defaults

    @Test func columnCallsOnAClassicInterfaceAreIgnoredWithAWarning() {
        let screen = HeadlessScreen.checked()
        let split = UISplitViewController()
        screen.makeWindow(root: split)

        split.setViewController(UIViewController(), for: .primary)

        #expect(screen.diagnostics.warnings.contains { $0.contains("setViewController(_:for:) is not supported for the classic style") })
        #expect(split.viewControllers.isEmpty)
        #expect(split.viewController(for: .primary) == nil)
    }

    @Test func defaultsFollowUIKit() {
        let split = UISplitViewController(style: .doubleColumn)
        #expect(split.preferredDisplayMode == .automatic)
        #expect(split.preferredSplitBehavior == .automatic && split.splitBehavior == .tile)
        #expect(split.presentsWithGesture)
        #expect(split.showsSecondaryOnlyButton == false)
        #expect(split.primaryEdge == .leading)
        #expect(split.preferredPrimaryColumnWidthFraction == UISplitViewController.automaticDimension)
        #expect(split.isCollapsed == false)
        #expect(UISplitViewController.DisplayMode.allVisible == .oneBesideSecondary)
        #expect(UISplitViewController.DisplayMode.primaryHidden == .secondaryOnly)
        #expect(UIViewController().splitViewController == nil)
    }

    @Test func displayModeButtonTogglesThePrimaryColumn() {
        let screen = HeadlessScreen.checked(width: 160, height: 24)
        let (_, split, _, _, d) = mailSplit()
        screen.makeWindow(root: split)
        let button = split.displayModeButtonItem
        #expect(button === split.displayModeButtonItem)

        button._performAction(diagnostics: nil)
        screen.settle()
        #expect(split.displayMode == .secondaryOnly)
        button._performAction(diagnostics: nil)
        screen.settle()
        #expect(split.displayMode == .oneBesideSecondary)
        withExtendedLifetime(d) {}
    }
}
