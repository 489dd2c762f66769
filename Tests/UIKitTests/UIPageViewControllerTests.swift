import Foundation
import Testing
import UIKit
import UIKitEngine
import HeadlessBackend
import TestSupport

/// Pages A, B, C… in order, each a logging controller whose view has a label
/// "Page X"; logs the data source and delegate calls on the same trace.
@MainActor
final class PageBook: UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    let trace: Trace
    let pages: [LoggingViewController]
    var count = 0
    init(_ names: [String], _ trace: Trace) {
        self.trace = trace
        pages = names.map { name in
            let vc = LoggingViewController(name, trace)
            vc.onViewDidLoad = { vc in
                let label = UILabel(frame: CGRect(x: 2, y: 2, width: 10, height: 1))
                label.text = "Page \(vc.name)"
                vc.view.addSubview(label)
            }
            return vc
        }
    }
    func name(_ vc: UIViewController) -> String { LoggingViewController.nameOf(vc) }
    func names(_ list: [UIViewController]) -> String { "[" + list.map(name).joined(separator: ", ") + "]" }
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
        trace.log("Book.before(\(name(viewController)))")
        guard let i = pages.firstIndex(where: { $0 === viewController }), i > 0 else { return nil }
        return pages[i - 1]
    }
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
        trace.log("Book.after(\(name(viewController)))")
        guard let i = pages.firstIndex(where: { $0 === viewController }), i + 1 < pages.count else { return nil }
        return pages[i + 1]
    }
    func presentationCount(for pageViewController: UIPageViewController) -> Int { count }
    func presentationIndex(for pageViewController: UIPageViewController) -> Int {
        pageViewController.viewControllers?.first.flatMap { vc in pages.firstIndex { $0 === vc } } ?? 0
    }
    func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]) {
        trace.log("Book.willTransitionTo(\(names(pendingViewControllers)))")
    }
    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
        trace.log("Book.didFinishAnimating(\(finished), previous: \(names(previousViewControllers)), completed: \(completed))")
    }
}

/// `UIPageViewController`: the PV1 scenario of the lifecycle contract (scroll turns
/// completed and cancelled, page curl's order), programmatic pages, the data source and
/// delegate, keys and drags on a terminal, and the page indicator.
@MainActor
@Suite struct UIPageViewControllerTests {
    /// A page view controller of `style` showing A of A, B, C, in the key window of a
    /// checked 80 × 24 screen, settled, the trace reset.
    func shownBook(_ style: UIPageViewController.TransitionStyle = .scroll, indicator: Bool = false,
                   sourceLocation: SourceLocation = #_sourceLocation)
        -> (HeadlessScreen, Trace, UIPageViewController, PageBook) {
        let screen = HeadlessScreen.checked(sourceLocation: sourceLocation)
        let trace = Trace()
        let book = PageBook(["A", "B", "C"], trace)
        if indicator { book.count = 3 }
        let pvc = UIPageViewController(transitionStyle: style, navigationOrientation: .horizontal)
        pvc.dataSource = book
        pvc.delegate = book
        pvc.setViewControllers([book.pages[0]], direction: .forward, animated: false)
        screen.makeWindow(root: pvc)
        screen.settle()
        trace.reset()
        return (screen, trace, pvc, book)
    }

    // MARK: PV1

    @Test func PV1_dragToTheNextPageCompleted() {
        let (screen, trace, pvc, book) = shownBook()

        screen.drag(from: CGPoint(x: 70, y: 10), to: CGPoint(x: 20, y: 10), steps: 10)
        screen.settle()

        #expect(trace.withoutLayout == [
            "Book.after(A)", "Book.willTransitionTo([B])",
            "B.willMove(toParent: UIPageViewController)", "B.loadView()", "B.viewDidLoad()",
            "B.viewWillAppear(true)", "A.viewWillDisappear(true)",
            "B.viewDidAppear(true)", "A.viewDidDisappear(true)",
            "A.willMove(toParent: nil)", "A.didMove(toParent: nil)", "B.didMove(toParent: UIPageViewController)",
            "Book.didFinishAnimating(true, previous: [A], completed: true)"])
        #expect(pvc.viewControllers == [book.pages[1]])
        #expect(pvc.children == [book.pages[1]])
        #expect(screen.text.contains("Page B") && !screen.text.contains("Page A"))
    }

    @Test func PV1_dragShortOfHalfAPageIsCancelled() {
        let (screen, trace, pvc, book) = shownBook()

        screen.drag(from: CGPoint(x: 60, y: 10), to: CGPoint(x: 45, y: 10), steps: 5)
        screen.settle()

        #expect(trace.withoutLayout == [
            "Book.after(A)", "Book.willTransitionTo([B])",
            "B.willMove(toParent: UIPageViewController)", "B.loadView()", "B.viewDidLoad()",
            "B.viewWillAppear(true)", "A.viewWillDisappear(true)",
            "A.viewWillAppear(true)", "A.viewDidAppear(true)",
            "B.viewWillDisappear(true)", "B.viewDidDisappear(true)",
            "B.willMove(toParent: nil)", "B.didMove(toParent: nil)",
            "Book.didFinishAnimating(true, previous: [A], completed: false)"])
        #expect(pvc.viewControllers == [book.pages[0]])
        #expect(book.pages[0].view.frame == CGRect(x: 0, y: 0, width: 80, height: 24))
        #expect(screen.text.contains("Page A") && !screen.text.contains("Page B"))
    }

    @Test func PV1_pageCurlEndsTheOutgoingPageFirst() {
        let (screen, trace, pvc, book) = shownBook(.pageCurl)
        #expect(pvc.spineLocation == .min)

        screen.press(.right)
        screen.settle()

        #expect(trace.withoutLayout == [
            "Book.after(A)", "Book.willTransitionTo([B])",
            "B.willMove(toParent: UIPageViewController)", "B.loadView()", "B.viewDidLoad()",
            "B.viewWillAppear(true)", "A.viewWillDisappear(true)",
            "A.viewDidDisappear(true)", "B.viewDidAppear(true)",
            "A.willMove(toParent: nil)", "A.didMove(toParent: nil)", "B.didMove(toParent: UIPageViewController)",
            "Book.didFinishAnimating(true, previous: [A], completed: true)"])
        #expect(pvc.viewControllers == [book.pages[1]])
    }

    // MARK: Keys

    @Test func arrowKeysTurnPagesAndStopAtTheEnds() {
        let (screen, trace, pvc, book) = shownBook()

        screen.press(.left)
        screen.settle()
        #expect(trace.lines == ["Book.before(A)"])
        #expect(pvc.viewControllers == [book.pages[0]])

        screen.press(.right)
        screen.settle()
        screen.press(.right)
        screen.settle()
        #expect(pvc.viewControllers == [book.pages[2]])
        #expect(screen.text.contains("Page C"))
        trace.reset()

        screen.press(.right)
        screen.settle()
        #expect(trace.lines == ["Book.after(C)"])
        #expect(pvc.viewControllers == [book.pages[2]])

        screen.press(.left)
        screen.settle()
        #expect(pvc.viewControllers == [book.pages[1]])
        #expect(trace.lines.contains("Book.didFinishAnimating(true, previous: [C], completed: true)"))
    }

    @Test func pagesSlideDuringAnAnimatedTurn() {
        let (screen, _, _, book) = shownBook()

        screen.press(.right)
        screen.advance(by: 0.15)

        // Half way: A has gone left, B's label (at x 2 of its page) comes in from the right.
        let row = screen.lines[2]
        let at = row.firstRange(of: "Page B").map { row.distance(from: row.startIndex, to: $0.lowerBound) }
        #expect(at.map { (20..<70).contains($0) } == true)
        #expect(book.pages[0].view.frame.minX == -80)
        screen.settle()
        #expect(book.pages[1].view.frame == CGRect(x: 0, y: 0, width: 80, height: 24))
    }

    // MARK: Programmatic pages

    @Test func setViewControllersAnimatedSendsNoDelegateCalls() {
        let (screen, trace, pvc, book) = shownBook()
        var completed: [Bool] = []

        pvc.setViewControllers([book.pages[2]], direction: .reverse, animated: true) { completed.append($0) }
        #expect(completed.isEmpty)
        screen.settle()

        #expect(trace.withoutLayout == [
            "C.willMove(toParent: UIPageViewController)", "C.loadView()", "C.viewDidLoad()",
            "C.viewWillAppear(true)", "A.viewWillDisappear(true)",
            "C.viewDidAppear(true)", "A.viewDidDisappear(true)",
            "A.willMove(toParent: nil)", "A.didMove(toParent: nil)", "C.didMove(toParent: UIPageViewController)"])
        #expect(completed == [true])
        #expect(pvc.viewControllers == [book.pages[2]])
    }

    @Test func pagesSetBeforeDisplayAppearWithThePageViewController() {
        let screen = HeadlessScreen.checked()
        let trace = Trace()
        let book = PageBook(["A", "B"], trace)
        let pvc = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        #expect(pvc.viewControllers == nil)
        pvc.setViewControllers([book.pages[0]], direction: .forward, animated: false)
        #expect(trace.lines == ["A.willMove(toParent: UIPageViewController)", "A.didMove(toParent: UIPageViewController)"])
        trace.reset()

        screen.makeWindow(root: pvc)

        #expect(trace.withoutLayout == ["A.loadView()", "A.viewDidLoad()", "A.viewWillAppear(false)", "A.viewDidAppear(false)"])
        #expect(book.pages[0].view.frame == CGRect(x: 0, y: 0, width: 80, height: 24))
    }

    @Test func wrongNumberOfPagesRaisesUIKitsException() {
        let screen = HeadlessScreen.checked()
        let pvc = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal,
                                       options: [.spineLocation: UIPageViewController.SpineLocation.mid])
        screen.makeWindow(root: pvc)
        #expect(pvc.spineLocation == .mid)

        screen.application.withCurrent {
            pvc.setViewControllers([UIViewController()], direction: .forward, animated: false)
        }

        #expect(screen.application.diagnostics.exceptions == [UIKitException(
            name: "NSInvalidArgumentException",
            reason: "The number of view controllers provided (1) doesn't match the number required (2) for the requested transition")])
        #expect(pvc.viewControllers == nil)
    }

    @Test func middleSpineShowsTwoPagesAndTurnsByPairs() {
        let screen = HeadlessScreen.checked()
        let trace = Trace()
        let book = PageBook(["A", "B", "C", "D"], trace)
        let pvc = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal,
                                       options: [.spineLocation: UIPageViewController.SpineLocation.mid.rawValue])
        pvc.dataSource = book
        pvc.setViewControllers([book.pages[0], book.pages[1]], direction: .forward, animated: false)
        screen.makeWindow(root: pvc)

        #expect(book.pages[0].view.frame == CGRect(x: 0, y: 0, width: 39, height: 24))
        #expect(book.pages[1].view.frame == CGRect(x: 40, y: 0, width: 40, height: 24))
        #expect(screen.lines.allSatisfy { Array($0)[39] == "│" })
        #expect(screen.text.contains("Page A") && screen.text.contains("Page B"))

        screen.press(.right)
        screen.settle()
        #expect(pvc.viewControllers == [book.pages[2], book.pages[3]])
        #expect(screen.text.contains("Page C") && screen.text.contains("Page D"))
    }

    // MARK: Indicator

    @Test func scrollStyleShowsThePageIndicatorOnTheBottomRow() {
        let (screen, _, _, book) = shownBook(indicator: true)

        #expect(screen.lines[23].trimmingCharacters(in: .whitespaces) == "● ○ ○")
        #expect(book.pages[0].view.frame == CGRect(x: 0, y: 0, width: 80, height: 23))

        screen.press(.right)
        screen.settle()
        #expect(screen.lines[23].trimmingCharacters(in: .whitespaces) == "○ ● ○")
    }
}
