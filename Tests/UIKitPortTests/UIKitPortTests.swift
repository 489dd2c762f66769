import Foundation
import Testing
import TestSupport
import UIKitPort

/// `uikit-port` on a folder of iOS sources: the whole rewritten text, the FILE:LINE report,
/// the generated class table, and idempotence.
@Suite struct UIKitPortTests {
    func folder(_ files: [String: String]) throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-port-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        for (name, text) in files { try Data(text.utf8).write(to: dir.appendingPathComponent(name)) }
        return dir
    }

    /// Porting an already ported folder again finds nothing to change and writes no file.
    func expectASecondRunChangesNothing(in dir: URL, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let again = try UIKitPort(folder: dir).run()
        #expect(again.changes.isEmpty, sourceLocation: sourceLocation)
        #expect(again.changedFiles.isEmpty, sourceLocation: sourceLocation)
    }

    /// The command's usage errors (no folder, an unknown option) print the usage on
    /// standard error and exit 2, as the package's other commands do; nothing is ported.
    @Test func usageErrorsExitTwoWithTheUsage() throws {
        let port = try #require(TestTools.product("uikit-port"), "uikit-port is built by swift build --build-tests")
        let usage = "usage: uikit-port [--dry-run] FOLDER...\n"
        let none = try TestTools.runMerged(port, [])
        #expect(none.status == 2, "\(none.output)")
        #expect(none.output.hasPrefix(usage), "\(none.output)")
        let dir = try folder(["A.swift": "@objc class A {}\n"])
        let unknown = try TestTools.runMerged(port, ["--bogus", dir.path])
        #expect(unknown.status == 2, "\(unknown.output)")
        #expect(unknown.output.hasPrefix("uikit-port: unknown option --bogus\n" + usage), "\(unknown.output)")
        #expect(try String(contentsOf: dir.appendingPathComponent("A.swift"), encoding: .utf8) == "@objc class A {}\n")
        let help = try TestTools.runMerged(port, ["--help"])
        #expect(help.status == 0 && help.output.hasPrefix(usage), "\(help.output)")
    }

    @Test func rewritesObjectiveCFormsAndRegistersClassesIdempotently() throws {
        let dir = try folder([
            "AppDelegate.swift": """
            import UIKit

            @UIApplicationMain
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
            }
            """,
            "ViewController.swift": """
            import UIKit

            class ViewController: UIViewController {
                @IBOutlet weak var nameLabel: UILabel!
                @IBOutlet var buttons: [UIButton]!
                @IBOutlet private weak var hint: UILabel?

                override func viewDidLoad() {
                    super.viewDidLoad()
                    // #selector(tapped) in a comment stays; so does "@objc" in a string
                    let s = "@objc #selector(x)"
                    navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(addTapped))
                    buttons.first?.addTarget(self, action: #selector(self.tapped(_:)), for: .touchUpInside)
                    _ = s
                }

                @objc func addTapped() {}

                @objc
                func tapped(_ sender: UIButton) {}

                @IBAction func done(_ sender: Any) {}
            }
            """,
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        let report = try UIKitPort(folder: dir).run()
        let vc = try String(contentsOf: dir.appendingPathComponent("ViewController.swift"), encoding: .utf8)
        #expect(vc == """
        import UIKit

        class ViewController: UIViewController {
            @Outlet var nameLabel: UILabel!
            @OutletCollection var buttons: [UIButton]
            @Outlet private var hint: UILabel?

            override func viewDidLoad() {
                super.viewDidLoad()
                // #selector(tapped) in a comment stays; so does "@objc" in a string
                let s = "@objc #selector(x)"
                navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: Selector(ViewController.addTapped, name: "addTapped"))
                buttons.first?.addTarget(self, action: Selector(ViewController.tapped(_:), name: "tapped:"), for: .touchUpInside)
                _ = s
            }

            func addTapped() {}

            func tapped(_ sender: UIButton) {}

            /* @IBAction */ func done(_ sender: Any) {}
        }
        """)
        let app = try String(contentsOf: dir.appendingPathComponent("AppDelegate.swift"), encoding: .utf8)
        #expect(app.contains("@main\nclass AppDelegate"))
        let reg = try String(contentsOf: dir.appendingPathComponent("UIKitPortRegistrations.swift"), encoding: .utf8)
        #expect(reg.contains("""
        extension AppDelegate: InterfaceBuilderClassRegistrations {
            static func registerInterfaceBuilderClasses() {
                InterfaceBuilderClasses.register(actions: [], for: AppDelegate.self) { AppDelegate() }
                InterfaceBuilderClasses.register(ViewController.self, actions: [Selector(ViewController.done, name: "done:")])
            }
        }
        """))
        let d = dir.path
        #expect(report.changes.map(\.description) == [
            "\(d)/AppDelegate.swift:3: @UIApplicationMain -> @main",
            "\(d)/ViewController.swift:4: @IBOutlet -> @Outlet",
            "\(d)/ViewController.swift:5: @IBOutlet var buttons -> @OutletCollection",
            "\(d)/ViewController.swift:6: @IBOutlet -> @Outlet",
            "\(d)/ViewController.swift:12: #selector(addTapped) -> Selector(ViewController.addTapped, name: \"addTapped\")",
            "\(d)/ViewController.swift:13: #selector(self.tapped(_:)) -> Selector(ViewController.tapped(_:), name: \"tapped:\")",
            "\(d)/ViewController.swift:17: @objc removed",
            "\(d)/ViewController.swift:19: @objc removed",
            "\(d)/ViewController.swift:22: @IBAction -> /* @IBAction */ (registered as an action)",
            "\(d)/UIKitPortRegistrations.swift:1: written: registers AppDelegate, ViewController",
        ])
        try expectASecondRunChangesNothing(in: dir)
    }

    @Test func selectorNamesFollowSwiftsObjectiveCNaming() throws {
        let dir = try folder([
            "V.swift": """
            class V: UIView {
                func go() { _ = #selector(handle(with:)); _ = #selector(Other.run(_:for:)); _ = #selector(move) }
                func move(_ gesture: UIPanGestureRecognizer) {}
            }
            """,
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        _ = try UIKitPort(folder: dir).run()
        let v = try String(contentsOf: dir.appendingPathComponent("V.swift"), encoding: .utf8)
        #expect(v.contains(#"_ = Selector(V.handle(with:), name: "handleWith:"); _ = Selector(Other.run(_:for:), name: "run:for:"); _ = Selector(V.move, name: "move:")"#))
    }

    @Test func multiLineSelectorsAndObjCNamesAreRewrittenOnceWithTheirNames() throws {
        let dir = try folder([
            "AppDelegate.swift": """
            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {}
            """,
            "FormViewController.swift": """
            class FormViewController: UIViewController {
                override func viewDidLoad() {
                    NotificationCenter.default.addObserver(self, selector: #selector(
                        keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
                    button.addTarget(self, action: #selector(self.saveTapped(_:)
                    ), for: .touchUpInside) // trailing comment
                    // a comment ending in #selector(
                    other.addTarget(self, action: #selector(cancel), for: .touchUpInside)
                }
                @objc func keyboardWillShow(_ note: Notification) {}
                @objc(saveWithSender:)
                func saveTapped(_ sender: UIButton) {}
                @IBAction @objc(dismissForm:) func cancel(_ sender: Any) {}
            }
            """,
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        let report = try UIKitPort(folder: dir).run()
        let vc = try String(contentsOf: dir.appendingPathComponent("FormViewController.swift"), encoding: .utf8)
        #expect(vc == """
        class FormViewController: UIViewController {
            override func viewDidLoad() {
                NotificationCenter.default.addObserver(self, selector: Selector(FormViewController.keyboardWillShow(_:), name: "keyboardWillShow:"), name: UIResponder.keyboardWillShowNotification, object: nil)
                button.addTarget(self, action: Selector(FormViewController.saveTapped(_:), name: "saveWithSender:"), for: .touchUpInside) // trailing comment
                // a comment ending in #selector(
                other.addTarget(self, action: Selector(FormViewController.cancel, name: "dismissForm:"), for: .touchUpInside)
            }
            func keyboardWillShow(_ note: Notification) {}
            /* @objc(saveWithSender:) */
            func saveTapped(_ sender: UIButton) {}
            /* @IBAction */ /* @objc(dismissForm:) */ func cancel(_ sender: Any) {}
        }
        """)
        #expect(report.warnings.isEmpty)
        let d = dir.path
        #expect(report.changes.map(\.description).filter { $0.contains("FormViewController.swift") } == [
            "\(d)/FormViewController.swift:3: #selector( keyboardWillShow(_:)) -> Selector(FormViewController.keyboardWillShow(_:), name: \"keyboardWillShow:\")",
            "\(d)/FormViewController.swift:5: #selector(self.saveTapped(_:) ) -> Selector(FormViewController.saveTapped(_:), name: \"saveWithSender:\")",
            "\(d)/FormViewController.swift:8: #selector(cancel) -> Selector(FormViewController.cancel, name: \"dismissForm:\")",
            "\(d)/FormViewController.swift:10: @objc removed",
            "\(d)/FormViewController.swift:11: @objc(saveWithSender:) -> /* @objc(saveWithSender:) */ (the selector keeps the name)",
            "\(d)/FormViewController.swift:13: @objc(dismissForm:) -> /* @objc(dismissForm:) */ (the selector keeps the name)",
            "\(d)/FormViewController.swift:13: @IBAction -> /* @IBAction */ (registered as an action)",
        ])
        let reg = try String(contentsOf: dir.appendingPathComponent("UIKitPortRegistrations.swift"), encoding: .utf8)
        #expect(reg.contains(#"InterfaceBuilderClasses.register(FormViewController.self, actions: [Selector(FormViewController.cancel, name: "dismissForm:")])"#))
        try expectASecondRunChangesNothing(in: dir)
    }

    @Test func theGestureRecognizerSubclassImportBecomesUIKitOnce() throws {
        let dir = try folder([
            "Swipe.swift": """
            import UIKit
            import UIKit.UIGestureRecognizerSubclass // for state

            class Swipe: UIGestureRecognizer {}
            """,
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        let first = try UIKitPort(folder: dir).run()
        let text = try String(contentsOf: dir.appendingPathComponent("Swipe.swift"), encoding: .utf8)
        #expect(text.hasPrefix("import UIKit\nimport UIKit // for state\n"))
        #expect(first.changes.contains { $0.line == 2 && $0.message == "import UIKit.UIGestureRecognizerSubclass -> import UIKit" })
        let again = try UIKitPort(folder: dir).run()
        #expect(again.changedFiles.isEmpty)
    }

    @Test func aFolderThatDoesNotExistIsAnErrorAndWritesNothing() {
        #expect(throws: UIKitPort.PortError.self) {
            try UIKitPort(folder: URL(fileURLWithPath: "/nonexistent/uikit-port")).run()
        }
    }
}
