import Foundation
import Testing
import UIKit
import UIKitEngine
import HeadlessBackend
import TestSupport

/// Keys typed during a screen change wait for it and reach the screen that is there
/// once it has appeared, in order; touches during it are dropped
/// (`beginIgnoringInteractionEvents()` suspends touch-related events only).
@MainActor
@Suite struct UIApplicationKeyDeliveryTests {
    /// A screen with one text field that becomes first responder in `viewDidAppear`
    /// (where iOS screens usually make theirs), logging its appearance and the keys it
    /// gets when it handles them itself.
    final class FieldScreen: UIViewController {
        let name: String
        let field = UITextField(frame: CGRect(x: 0, y: 2, width: 30, height: 1))
        var log: (String) -> Void
        /// Key characters that push the next screen (animated) instead of typing.
        var pushes: [String: () -> UIViewController] = [:]

        init(_ name: String, log: @escaping (String) -> Void) {
            self.name = name
            self.log = log
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(field)
        }

        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            log("\(name).viewDidAppear")
            field.becomeFirstResponder()
        }
    }

    /// A navigation controller over `root`, on an 80×24 screen, after the first pass.
    func showing(_ root: UIViewController) -> (HeadlessScreen, UINavigationController) {
        let screen = HeadlessScreen.checked()
        let navigation = UINavigationController(rootViewController: root)
        screen.makeWindow(root: navigation)
        screen.settle()
        return (screen, navigation)
    }

    @Test func keysTypedWhileAPushAnimatesReachTheNewScreensFieldInOrder() {
        var log: [String] = []
        let list = FieldScreen("List") { log.append($0) }
        let (screen, navigation) = showing(list)
        let add = FieldScreen("Add") { log.append($0) }
        screen.perform { navigation.pushViewController(add, animated: true) }

        // Typed at once, before the clock moves: the push is still at its first frame.
        screen.type("Ada")
        screen.press(.backspace)
        screen.type("a L.")
        #expect(screen.application.isIgnoringInteractionEvents)
        #expect(screen.application.heldKeyCount == 8)
        #expect(add.field.text?.isEmpty ?? true)
        #expect(list.field.text?.isEmpty ?? true, "the screen going away gets none of them")

        screen.settle()
        #expect(add.field.text == "Ada L.")
        #expect(list.field.text?.isEmpty ?? true)
        #expect(screen.application.heldKeyCount == 0)
        #expect(log == ["List.viewDidAppear", "Add.viewDidAppear"])
    }

    @Test func aHeldKeyThatStartsAnotherChangeHoldsTheKeysBehindIt() {
        var log: [String] = []
        let (screen, navigation) = showing(FieldScreen("A") { log.append($0) })
        let b = KeyScreen("B") { log.append($0) }
        let c = KeyScreen("C") { log.append($0) }
        b.onKey = { key in
            if key == "p" { b.navigationController?.pushViewController(c, animated: true) }
        }
        screen.perform { navigation.pushViewController(b, animated: true) }

        screen.type("xpyz")
        #expect(screen.application.heldKeyCount == 4)
        screen.settle()

        // B gets x and p; p pushes C, so y and z wait again and reach C once it appeared.
        #expect(log == ["A.viewDidAppear", "B.viewDidAppear", "B got x", "B got p", "C.viewDidAppear", "C got y", "C got z"])
        #expect(navigation.topViewController === c)
    }

    @Test func keysWaitForEndIgnoringInteractionEventsButClicksAreDropped() {
        var log: [String] = []
        let screen = HeadlessScreen.checked()
        let root = KeyScreen("Root") { log.append($0) }
        let button = UIButton(type: .system)
        button.setTitle("Tap", for: .normal)
        button.frame = CGRect(x: 0, y: 5, width: 10, height: 1)
        button.addAction(UIAction { _ in log.append("tapped") }, for: .touchUpInside)
        root.view.addSubview(button)
        screen.makeWindow(root: root)
        screen.settle()

        screen.perform { screen.application.beginIgnoringInteractionEvents() }
        screen.type("ab")
        screen.click(x: 2, y: 5)
        screen.settle()
        #expect(log == ["Root.viewDidAppear"], "nothing is delivered while input is ignored")

        screen.perform { screen.application.endIgnoringInteractionEvents() }
        screen.type("c")
        #expect(log == ["Root.viewDidAppear", "Root got a", "Root got b", "Root got c"])
        screen.click(x: 2, y: 5)
        #expect(log.last == "tapped")
    }

    @Test func anInterruptIsNotHeld() {
        let (screen, navigation) = showing(FieldScreen("A") { _ in })
        screen.perform { navigation.pushViewController(FieldScreen("B") { _ in }, animated: true) }
        screen.type("q")
        screen.send(.interrupt)
        #expect(screen.application.isTerminated)
    }

    /// A view that takes first responder status, so key presses travel from it to its
    /// view controller.
    final class KeyView: UIView {
        override var canBecomeFirstResponder: Bool { true }
    }

    /// A screen that logs every key press it gets (its view becomes first responder in
    /// `viewDidAppear`).
    final class KeyScreen: UIViewController {
        let name: String
        let log: (String) -> Void
        var onKey: (String) -> Void = { _ in }

        init(_ name: String, log: @escaping (String) -> Void) {
            self.name = name
            self.log = log
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func loadView() { view = KeyView() }

        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            log("\(name).viewDidAppear")
            view.becomeFirstResponder()
        }

        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            guard let key = presses.first?.key, !key.characters.isEmpty else {
                super.pressesBegan(presses, with: event)
                return
            }
            log("\(name) got \(key.characters)")
            onKey(key.characters)
        }
    }
}
