import Foundation
import Testing
import UIKit
import UIKitEngine
import HeadlessBackend
import TestSupport

/// A controller of the "list" scene: the destination of unwind segues.
@MainActor
final class ListSceneController: SceneViewController {
    func unwindToList(_ segue: UIStoryboardSegue) {
        trace.log("\(name).unwindToList(\(segue.identifier ?? ""), from: \(LoggingViewController.nameOf(segue.source)))")
    }
}

/// A controller that copies its data into its view in viewDidLoad (the B14 fix).
@MainActor
final class DetailSceneController: SceneViewController {
    var contactName = ""
    private(set) var shownName: String?
    override func viewDidLoad() {
        super.viewDidLoad()
        shownName = contactName
    }
}

/// A custom segue that swaps the navigation stack's top without animation.
@MainActor
final class ReplaceTopSegue: UIStoryboardSegue {
    override func perform() {
        (source as? LoggingViewController)?.trace.log("ReplaceTopSegue.perform()")
        guard let nav = source.navigationController else { return }
        nav.setViewControllers(Array(nav.viewControllers.dropLast()) + [destination], animated: false)
    }
}

/// Golden traces SG1–SG4, pitfalls B13, B14, B16, B17, and the storyboard API: scenes,
/// segue kinds (show, present modally, custom, unwind), triggers.
@MainActor
@Suite struct StoryboardTests {

    private func board(_ trace: Trace, sourceSegues: [UIStoryboard.Segue] = []) -> UIStoryboard {
        UIStoryboard(name: "Main", scenes: [
            .init(identifier: "nav") { board in
                let nav = LoggingNavigationController(rootViewController: board.instantiateViewController(withIdentifier: "source"))
                nav.trace = trace
                return nav
            },
            .init(identifier: "source", segues: [
                .init(identifier: "toDest", kind: .show, destination: "destination", segueClass: LoggingSegue.self),
            ] + sourceSegues) {
                SceneViewController("Source", trace)
            },
            .init(identifier: "destination") {
                trace.log("Destination.init(coder:)")
                return SceneViewController("Destination", trace)
            },
        ], initial: "nav")
    }

    /// `launch` with a "Next" bar button item on the source connected to its "toDest" segue.
    private func launchWithNextButton(_ trace: Trace) throws
        -> (HeadlessScreen, LoggingNavigationController, SceneViewController, NavDelegateLogger) {
        let board = board(trace)
        let launched = try launch(board, trace)
        let item = UIBarButtonItem(title: "Next", style: .plain, target: nil, action: nil)
        launched.2.navigationItem.rightBarButtonItem = item
        board.connect(item, toSegue: "toDest", in: launched.2)
        return launched
    }

    private func launch(_ board: UIStoryboard, _ trace: Trace) throws
        -> (HeadlessScreen, LoggingNavigationController, SceneViewController, NavDelegateLogger) {
        let screen = HeadlessScreen.checked(width: 40, height: 8)
        let nav = try #require(board.instantiateInitialViewController() as? LoggingNavigationController)
        let source = try #require(nav.viewControllers.first as? SceneViewController)
        let d = NavDelegateLogger(trace)
        nav.delegate = d
        source.title = "Source"
        screen.makeWindow(root: nav)
        trace.reset()
        return (screen, nav, source, d)
    }

    private let pushTail = [
        "Destination.willMove(toParent: Nav)", "Destination.loadView()", "Destination.viewDidLoad()",
        "Source.viewWillDisappear(true)", "Destination.viewWillAppear(true)",
        "NavDelegate.navigationController(Nav, willShow: Destination, animated: true)",
        "Source.viewDidDisappear(true)", "Destination.viewDidAppear(true)", "Destination.didMove(toParent: Nav)",
        "NavDelegate.navigationController(Nav, didShow: Destination, animated: true)"]

    // MARK: SG1, SG2

    @Test func SG1_triggeredShowSegue() throws {
        let trace = Trace()
        let board = board(trace)
        let (screen, nav, source, d) = try launch(board, trace)
        let button = UIButton(type: .system)
        button.setTitle("Next", for: .normal)
        button.frame = CGRect(x: 2, y: 1, width: 10, height: 1)
        source.view.addSubview(button)
        board.connect(button, toSegue: "toDest", in: source)
        var loadedInPrepare: Bool?
        source.onPrepare = { segue, _ in loadedInPrepare = segue.destination.isViewLoaded }
        screen.runLoop()

        #expect(screen.click(text: "Next"))
        screen.settle()

        #expect(trace.withoutLayout == [
            "Source.shouldPerformSegue(withIdentifier: \"toDest\", sender: button) -> true",
            "Destination.init(coder:)", "Destination.awakeFromNib()",
            "UIStoryboardSegue.init(identifier: \"toDest\", source: Source, destination: Destination)",
            "Source.prepare(for: segue, sender: button)", "segue.perform()"] + pushTail)
        #expect(loadedInPrepare == false)   // B14: outlets are not connected yet in prepare
        let dest = try #require(nav.topViewController as? SceneViewController)
        #expect(dest.storyboard === board)
        #expect(dest.name == "Destination")
        withExtendedLifetime(d) {}
    }

    @Test func SG2_triggeredSegueVetoed() throws {
        let trace = Trace()
        let (screen, nav, source, d) = try launchWithNextButton(trace)
        source.shouldPerform = false
        screen.runLoop()

        #expect(screen.click(text: "Next"))
        screen.settle()

        #expect(trace.lines == ["Source.shouldPerformSegue(withIdentifier: \"toDest\", sender: button) -> false"])
        #expect(nav.viewControllers == [source])
        withExtendedLifetime(d) {}
    }

    @Test func SG2_theSameBarItemPerformsWhenAllowed() throws {
        let trace = Trace()
        let (screen, nav, _, d) = try launchWithNextButton(trace)
        screen.runLoop()

        screen.press(.tab)
        screen.press(.enter)
        screen.settle()

        #expect(trace.withoutLayout.prefix(2) == ["Source.shouldPerformSegue(withIdentifier: \"toDest\", sender: button) -> true",
                                                  "Destination.init(coder:)"])
        #expect(nav.viewControllers.count == 2)
        withExtendedLifetime(d) {}
    }

    // MARK: SG3, B17

    @Test func SG3_programmaticPerformSegue() throws {
        let trace = Trace()
        let (screen, _, source, d) = try launch(board(trace), trace)

        source.performSegue(withIdentifier: "toDest", sender: "x")
        screen.settle()

        #expect(trace.withoutLayout == [
            "Destination.init(coder:)", "Destination.awakeFromNib()",
            "UIStoryboardSegue.init(identifier: \"toDest\", source: Source, destination: Destination)",
            "Source.prepare(for: segue, sender: x)", "segue.perform()"] + pushTail)
        withExtendedLifetime(d) {}
    }

    @Test func B17_programmaticPerformSegueIgnoresTheVeto() throws {
        let trace = Trace()
        let board = board(trace)
        let (screen, nav, source, d) = try launch(board, trace)
        source.shouldPerform = false

        source.performSegue(withIdentifier: "toDest", sender: nil)
        screen.settle()
        #expect(nav.viewControllers.count == 2)
        #expect(!trace.lines.contains { $0.contains("shouldPerformSegue") })

        // The trigger API asks, and the veto holds.
        nav.popViewController(animated: false)
        screen.settle()
        trace.reset()
        board.triggerSegue(withIdentifier: "toDest", in: source, sender: nil)
        screen.settle()
        #expect(trace.lines == ["Source.shouldPerformSegue(withIdentifier: \"toDest\", sender: nil) -> false"])
        #expect(nav.viewControllers.count == 1)
        withExtendedLifetime(d) {}
    }

    // MARK: SG4, B16

    @Test func SG4_unknownIdentifierRaises() throws {
        let trace = Trace()
        let (screen, nav, source, d) = try launch(board(trace), trace)

        source.performSegue(withIdentifier: "nope", sender: nil)
        screen.settle()

        #expect(screen.application.diagnostics.exceptions == [UIKitException(
            name: "NSInvalidArgumentException",
            reason: "Receiver (\(source.description)) has no segue with identifier 'nope'")])
        #expect(source.description.hasPrefix("<SceneViewController: 0x"))
        #expect(trace.lines.isEmpty)
        #expect(nav.viewControllers == [source])
        withExtendedLifetime(d) {}
    }

    @Test func B16_controllerMadeInCodeHasNoSegues() throws {
        let trace = Trace()
        let (screen, nav, _, d) = try launch(board(trace), trace)
        let questionnaire = SceneViewController("Questionnaire", trace)   // same class, not from the scene
        nav.pushViewController(questionnaire, animated: false)
        screen.settle()
        screen.application.diagnostics.removeAll()

        questionnaire.performSegue(withIdentifier: "toDest", sender: nil)

        #expect(screen.application.diagnostics.entries == [
            .warning("\(questionnaire.description) was not instantiated from a storyboard, so it has no segues: instantiate it with UIStoryboard.instantiateViewController(withIdentifier:)."),
            .exception(UIKitException(name: "NSInvalidArgumentException",
                                      reason: "Receiver (\(questionnaire.description)) has no segue with identifier 'toDest'"))])
        #expect(questionnaire.storyboard == nil)
        withExtendedLifetime(d) {}
    }

    // MARK: B13, B14

    @Test func B13_destinationEmbeddedInANavigationControllerIsTheNavigationController() throws {
        let trace = Trace()
        let board = UIStoryboard(name: "Main", scenes: [
            .init(identifier: "list", segues: [
                .init(identifier: "edit", kind: .presentModally(.fullScreen), destination: "editorNav"),
            ]) { SceneViewController("List", trace) },
            .init(identifier: "editorNav") { board in
                UINavigationController(rootViewController: board.instantiateViewController(withIdentifier: "editor"))
            },
            .init(identifier: "editor") { DetailSceneController("Editor", trace) },
        ], initial: "list")
        let screen = HeadlessScreen.checked()
        let list = try #require(board.instantiateInitialViewController() as? SceneViewController)
        screen.makeWindow(root: list)
        var direct: DetailSceneController?
        var looked: DetailSceneController?
        list.onPrepare = { segue, _ in
            direct = segue.destination as? DetailSceneController
            looked = segue.destination(as: DetailSceneController.self)
            looked?.contactName = "Ann Lee"
        }

        list.performSegue(withIdentifier: "edit", sender: nil)
        screen.settle()

        #expect(direct == nil)
        #expect(looked?.name == "Editor")
        #expect(list.presentedViewController is UINavigationController)
        #expect(looked?.shownName == "Ann Lee")
        #expect(screen.application.diagnostics.warnings.isEmpty)
    }

    @Test func B13_lookingForTheWrongTypeWarnsAndGivesNil() throws {
        let trace = Trace()
        let (screen, _, source, d) = try launch(board(trace), trace)
        var found: DetailSceneController?? = .none
        source.onPrepare = { segue, _ in found = segue.destination(as: DetailSceneController.self) }

        source.performSegue(withIdentifier: "toDest", sender: nil)
        screen.settle()

        #expect(found == .some(nil))
        #expect(screen.application.diagnostics.warnings.count == 1)
        #expect(screen.application.diagnostics.warnings.first?.hasPrefix("Segue 'toDest': destination <SceneViewController: 0x") == true)
        withExtendedLifetime(d) {}
    }

    @Test func B14_dataSetInPrepareReachesTheViewInViewDidLoad() throws {
        let trace = Trace()
        let board = UIStoryboard(name: "Main", scenes: [
            .init(identifier: "list", segues: [.init(identifier: "show", kind: .show, destination: "detail")]) {
                SceneViewController("List", trace)
            },
            .init(identifier: "detail") { DetailSceneController("Detail", trace) },
        ])
        let screen = HeadlessScreen.checked()
        let list = board.instantiateViewController(withIdentifier: "list")
        let nav = UINavigationController(rootViewController: list)
        screen.makeWindow(root: nav)
        var loaded: Bool?
        (list as? SceneViewController)?.onPrepare = { segue, _ in
            let detail = segue.destination as? DetailSceneController
            loaded = detail?.isViewLoaded
            detail?.contactName = "Bo Chen"
        }

        list.performSegue(withIdentifier: "show", sender: nil)
        screen.settle()

        #expect(loaded == false)
        #expect((nav.topViewController as? DetailSceneController)?.shownName == "Bo Chen")
    }

    // MARK: Kinds

    @Test func presentModallySegueSetsTheStyleAndPresents() throws {
        let trace = Trace()
        let board = board(trace, sourceSegues: [
            .init(identifier: "new", kind: .presentModally(.formSheet, .crossDissolve), destination: "destination",
                  segueClass: LoggingSegue.self),
        ])
        let (screen, nav, source, d) = try launch(board, trace)

        source.performSegue(withIdentifier: "new", sender: nil)
        screen.settle()

        let dest = try #require(nav.presentedViewController as? SceneViewController)
        #expect(dest.modalPresentationStyle == .formSheet)
        #expect(dest.modalTransitionStyle == .crossDissolve)
        #expect(trace.withoutLayout == [
            "Destination.init(coder:)", "Destination.awakeFromNib()",
            "UIStoryboardSegue.init(identifier: \"new\", source: Source, destination: Destination)",
            "Source.prepare(for: segue, sender: nil)", "segue.perform()",
            "Destination.loadView()", "Destination.viewDidLoad()",
            "Destination.viewWillAppear(true)", "Destination.viewDidAppear(true)"])
        withExtendedLifetime(d) {}
    }

    @Test func customSegueRunsItsOwnPerform() throws {
        let trace = Trace()
        let board = board(trace, sourceSegues: [
            .init(identifier: "replace", kind: .custom(ReplaceTopSegue.self), destination: "destination"),
        ])
        let (screen, nav, source, d) = try launch(board, trace)

        source.performSegue(withIdentifier: "replace", sender: nil)
        screen.settle()

        #expect(trace.withoutLayout.prefix(4) == [
            "Destination.init(coder:)", "Destination.awakeFromNib()",
            "Source.prepare(for: segue, sender: nil)", "ReplaceTopSegue.perform()"])
        #expect(nav.viewControllers.count == 1)
        #expect((nav.topViewController as? SceneViewController)?.name == "Destination")
        withExtendedLifetime(d) {}
    }

    @Test func segueWithPerformHandler() {
        let a = UIViewController(), b = UIViewController()
        var ran = 0
        let segue = UIStoryboardSegue(identifier: "x", source: a, destination: b) { ran += 1 }
        segue.perform()
        #expect(ran == 1)
        #expect(segue.identifier == "x" && segue.source === a && segue.destination === b)
    }

    // MARK: Unwind

    private func unwindBoard(_ trace: Trace) -> UIStoryboard {
        UIStoryboard(name: "Main", scenes: [
            .init(identifier: "root") { board in
                UINavigationController(rootViewController: board.instantiateViewController(withIdentifier: "list"))
            },
            .init(identifier: "list", segues: [
                .init(identifier: "show", kind: .show, destination: "detail"),
            ], unwindActions: [
                .init("unwindToList", ListSceneController.unwindToList),
            ]) { ListSceneController("List", trace) },
            .init(identifier: "detail", segues: [
                .init(identifier: "edit", kind: .presentModally(.fullScreen), destination: "editorNav"),
                .init(identifier: "back", kind: .unwind(action: "unwindToList"), segueClass: LoggingSegue.self),
            ]) { SceneViewController("Detail", trace) },
            .init(identifier: "editorNav") { board in
                UINavigationController(rootViewController: board.instantiateViewController(withIdentifier: "editor"))
            },
            .init(identifier: "editor", segues: [
                .init(identifier: "done", kind: .unwind(action: "unwindToList"), segueClass: LoggingSegue.self),
                .init(identifier: "nowhere", kind: .unwind(action: "unwindToSettings")),
            ]) { SceneViewController("Editor", trace) },
        ], initial: "root")
    }

    /// The unwind board on a checked screen, its list showing the detail scene ("show").
    private func showingDetail(_ trace: Trace, sourceLocation: SourceLocation = #_sourceLocation) throws
        -> (HeadlessScreen, UINavigationController) {
        let board = unwindBoard(trace)
        let screen = HeadlessScreen.checked(sourceLocation: sourceLocation)
        let nav = try #require(board.instantiateInitialViewController() as? UINavigationController)
        screen.makeWindow(root: nav)
        nav.viewControllers[0].performSegue(withIdentifier: "show", sender: nil)
        screen.settle()
        return (screen, nav)
    }

    @Test func unwindPopsTheNavigationStack() throws {
        let trace = Trace()
        let (screen, nav) = try showingDetail(trace)
        let detail = try #require(nav.topViewController as? SceneViewController)
        trace.reset()

        detail.performSegue(withIdentifier: "back", sender: "done button")
        screen.settle()

        #expect(trace.withoutLayout == [
            "UIStoryboardSegue.init(identifier: \"back\", source: Detail, destination: List)",
            "Detail.prepare(for: segue, sender: done button)",
            "List.unwindToList(back, from: Detail)",
            "segue.perform()",
            "Detail.willMove(toParent: nil)",
            "Detail.viewWillDisappear(true)", "List.viewWillAppear(true)",
            "Detail.viewDidDisappear(true)", "List.viewDidAppear(true)", "Detail.didMove(toParent: nil)"])
        #expect(nav.viewControllers.count == 1)
    }

    @Test func unwindDismissesAPresentedStackAndPopsTheDestinationStack() throws {
        let trace = Trace()
        let (screen, nav) = try showingDetail(trace)
        nav.topViewController?.performSegue(withIdentifier: "edit", sender: nil)
        screen.settle()
        let editorNav = try #require(nav.presentedViewController as? UINavigationController)
        let editor = try #require(editorNav.topViewController as? SceneViewController)
        trace.reset()

        editor.performSegue(withIdentifier: "done", sender: nil)
        screen.settle()

        #expect(trace.withoutLayout.prefix(4) == [
            "UIStoryboardSegue.init(identifier: \"done\", source: Editor, destination: List)",
            "Editor.prepare(for: segue, sender: nil)",
            "List.unwindToList(done, from: Editor)",
            "segue.perform()"])
        #expect(nav.presentedViewController == nil)
        #expect(nav.viewControllers.count == 1)
        #expect(nav.topViewController is ListSceneController)
    }

    @Test func unwindWithoutADestinationDoesNothing() throws {
        let trace = Trace()
        let board = unwindBoard(trace)
        let screen = HeadlessScreen.checked()
        let editor = board.instantiateViewController(withIdentifier: "editor")
        screen.makeWindow(root: editor)
        trace.reset()

        editor.performSegue(withIdentifier: "nowhere", sender: nil)

        #expect(trace.lines.isEmpty)
        #expect(screen.application.diagnostics.exceptions.isEmpty)
        #expect(screen.application.diagnostics.warnings.count == 1)
    }

    // MARK: Instantiation

    @Test func instantiationMakesANewConnectedControllerEachTime() throws {
        let trace = Trace()
        let board = board(trace)
        let screen = HeadlessScreen.checked()
        screen.makeWindow(root: UIViewController())

        let one = screen.application.withCurrent { board.instantiateViewController(withIdentifier: "destination") }
        let two = screen.application.withCurrent { board.instantiateViewController(withIdentifier: "destination") }

        #expect(one !== two)
        #expect(one.storyboard === board && two.storyboard === board)
        #expect(trace.lines == ["Destination.init(coder:)", "Destination.awakeFromNib()",
                                "Destination.init(coder:)", "Destination.awakeFromNib()"])
        #expect(one.isViewLoaded == false)
    }

    @Test func unknownSceneIdentifierRaises() {
        let screen = HeadlessScreen.checked()
        screen.makeWindow(root: UIViewController())
        let board = UIStoryboard(name: "Main", scenes: [])

        let vc = screen.application.withCurrent { board.instantiateViewController(withIdentifier: "x") }

        #expect(screen.application.diagnostics.exceptions == [UIKitException(
            name: "NSInvalidArgumentException",
            reason: "Storyboard (\(board.description)) doesn't contain a view controller with identifier 'x'")])
        #expect(board.description.hasPrefix("<UIStoryboard: 0x"))
        #expect(vc.storyboard == nil)
        #expect(board.instantiateInitialViewController() == nil)
    }
}
