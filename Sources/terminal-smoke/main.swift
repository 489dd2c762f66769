// terminal-smoke: a tiny full-screen program for TerminalBackend's end-to-end test
// (Tests/TerminalBackendTests/TmuxSmokeTests.swift runs it inside tmux).
//
//   terminal-smoke            the smoke screen (keys below), no UIKit views
//   terminal-smoke --uikit    a tiny UIKit app: navigation bar, label, text field
//   terminal-smoke --gestures a box dragged by a pan recognizer and tapped (q: none; Ctrl-C quits)
//   terminal-smoke --sheet    a page sheet at its medium detent with a grabber: drag it up,
//                             down or away, Esc dismisses, Enter presents it again (Ctrl-C quits)
//   terminal-smoke --bytes    prints TerminalByteBenchmark figures and exits
//                  [--abook]  also ours beside abook; [--dump] shows the bytes
//   terminal-smoke --report   the `benchmarks terminal` table
//   --graphemes=codePoints|clusters   forces TerminalGraphemeWidths (default: detected)
//
// Keys: q quit, ! crash (fatalError), % raise SIGTERM, * start a 10-tick timer,
// Up/Down move the selection, other text is typed into the field, Backspace deletes.
import BenchmarkSupport
import Foundation
import TerminalBackend
import UIKit
import UIKitEngine
#if canImport(Glibc)
import Glibc
#endif

@MainActor
final class SmokeApp: MainLoopClient {
    let backend: TerminalBackend
    var isTerminated = false
    var lastEvent = "none"
    var eventCount = 0
    var selected = 0
    var field = ""
    var ticks = 0
    var nextTick: TimeInterval?
    var dirty = true

    init(backend: TerminalBackend) { self.backend = backend }

    var nextWakeTime: TimeInterval? { nextTick }

    func handle(_ event: BackendEvent) {
        eventCount += 1
        lastEvent = describe(event)
        dirty = true
        switch event {
        case .interrupt:
            isTerminated = true // an app that does not handle Ctrl-C quits
        case .key(let key):
            switch key.keyCode {
            case .keyboardUpArrow: selected = max(0, selected - 1)
            case .keyboardDownArrow: selected = min(4, selected + 1)
            case .keyboardDeleteOrBackspace: if !field.isEmpty { field.removeLast() }
            default:
                guard key.isPrintable else { break }
                switch key.characters {
                case "q": isTerminated = true
                case "!": fatalError("terminal-smoke: crash requested")
                case "%": raise(SIGTERM)
                case "*": ticks = 0; nextTick = backend.clock.now + 0.05
                default: field += key.characters
                }
            }
        case .pointer(let p):
            if case .down = p.kind, (9...13).contains(p.y) { selected = p.y - 9 }
        case .resize, .textComposition:
            break
        }
    }

    func runUntilIdle() {
        if let t = nextTick, backend.clock.now >= t {
            ticks += 1
            nextTick = ticks < 10 ? backend.clock.now + 0.05 : nil
            dirty = true
        }
        guard dirty else { return }
        dirty = false
        let (grid, cursor) = render()
        backend.present(grid, cursor: cursor)
    }

    func render() -> (ScreenGrid, CursorPosition?) {
        let size = backend.screenSize
        var grid = ScreenGrid(width: Int(size.width), height: Int(size.height))
        func put(_ text: String, x: Int, y: Int, style: CellStyle = .plain) {
            var col = x
            for ch in text {
                let w = max(1, TextWidth.width(of: ch))
                grid.set(ScreenCell(character: ch, width: UInt8(w), style: style), x: col, y: y)
                col += w
            }
        }
        let bar = CellStyle(attributes: .reverse)
        for x in 0..<grid.width { grid.set(ScreenCell(character: " ", style: bar), x: x, y: 0) }
        put(" terminal-smoke", x: 0, y: 0, style: bar)
        put("Last event: \(lastEvent)", x: 0, y: 2)
        put("Events: \(eventCount)", x: 0, y: 3)
        put("Size: \(grid.width)x\(grid.height)", x: 0, y: 4)
        put("Ticks: \(ticks)", x: 0, y: 5)
        let shown = TextWidth.truncate(field, toWidth: 30)
        put("Field: [\(shown)\(String(repeating: " ", count: max(0, 30 - TextWidth.width(of: shown))))]", x: 0, y: 7)
        for i in 0..<5 {
            let sel = i == selected
            put("\(sel ? ">" : " ") Item \(i + 1)", x: 0, y: 9 + i,
                style: sel ? CellStyle(foreground: .rgb(255, 255, 255), background: .rgb(0, 122, 255), attributes: .reverse) : .plain)
        }
        put("Wide: 汉字かな|", x: 0, y: 15)
        put("Raw: a\u{1B}[31mred\u{07}|", x: 0, y: 16)
        // Emoji clusters, then a mark at a fixed column: it lands there only if ncurses
        // and the terminal agreed on every cluster's width.
        put("Emoji: 🇯🇵|👨\u{200D}👩\u{200D}👧|❤\u{FE0F}|👍🏽|🏳\u{FE0F}\u{200D}🌈|", x: 0, y: 17)
        put("#", x: 40, y: 17)
        put("q quit  ! crash  % SIGTERM  * ticker", x: 0, y: grid.height - 1)
        return (grid, CursorPosition(x: 8 + TextWidth.width(of: shown), y: 7))
    }

    func describe(_ event: BackendEvent) -> String {
        switch event {
        case .interrupt: return "interrupt"
        case .textComposition(let text): return "composing \(text.debugDescription)"
        case .resize(let w, let h): return "resize \(w)x\(h)"
        case .pointer(let p):
            switch p.kind {
            case .down: return "pointer down \(p.x),\(p.y)"
            case .move: return "pointer move \(p.x),\(p.y)"
            case .up: return "pointer up \(p.x),\(p.y)"
            case .click: return "pointer click \(p.x),\(p.y)"
            case .secondaryClick: return "pointer secondary click \(p.x),\(p.y)"
            case .scroll(let dx, let dy): return "scroll \(dx),\(dy) at \(p.x),\(p.y)"
            }
        case .key(let key):
            var mods = ""
            if key.modifierFlags.contains(.control) { mods += "ctrl+" }
            if key.modifierFlags.contains(.alternate) { mods += "alt+" }
            if key.modifierFlags.contains(.shift) { mods += "shift+" }
            let names: [UIKeyboardHIDUsage: String] = [
                .keyboardReturnOrEnter: "enter", .keyboardEscape: "escape", .keyboardTab: "tab",
                .keyboardDeleteOrBackspace: "backspace", .keyboardDeleteForward: "delete",
                .keyboardSpacebar: "space", .keyboardHome: "home", .keyboardEnd: "end",
                .keyboardPageUp: "pageup", .keyboardPageDown: "pagedown", .keyboardUpArrow: "up",
                .keyboardDownArrow: "down", .keyboardLeftArrow: "left", .keyboardRightArrow: "right",
            ]
            if let name = names[key.keyCode] { return "key \(mods)\(name)" }
            if (0x3A...0x45).contains(key.keyCode.rawValue) { return "key \(mods)f\(key.keyCode.rawValue - 0x39)" }
            return "key \(mods)\"\(key.characters)\""
        }
    }
}

/// The `--uikit` screen: a navigation controller showing one controller with a label
/// and a text field that becomes first responder when it appears.
final class SmokeViewController: UIViewController {
    let label = UILabel(frame: CGRect(x: 2, y: 2, width: 40, height: 1))
    let field = UITextField(frame: CGRect(x: 2, y: 4, width: 30, height: 1))

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Smoke"
        label.text = "Hello 汉字 \u{1B}[31m"
        field.placeholder = "Name"
        view.addSubview(label)
        view.addSubview(field)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        field.becomeFirstResponder()
    }
}

final class SmokeAppDelegate: UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(application: application)
        window.rootViewController = UINavigationController(rootViewController: SmokeViewController())
        self.window = window
        window.makeKeyAndVisible()
        return true
    }
}

/// The `--gestures` screen: a box dragged with a pan gesture recognizer, tapped with a tap
/// recognizer; the top row says what happened last.
final class SmokeGestureController: UIViewController {
    let status = UILabel(frame: CGRect(x: 0, y: 0, width: 60, height: 1))
    let box = UILabel(frame: CGRect(x: 4, y: 4, width: 8, height: 1))
    var taps = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        status.text = "Drag the box"
        box.text = "[ box ]"
        box.isUserInteractionEnabled = true
        view.addSubview(status)
        view.addSubview(box)
        box.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: Selector(SmokeGestureController.pan)))
        box.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Selector(SmokeGestureController.tap)))
    }

    func pan(_ recognizer: UIPanGestureRecognizer) {
        let t = recognizer.translation(in: view)
        box.center = CGPoint(x: box.center.x + t.x, y: box.center.y + t.y)
        recognizer.setTranslation(.zero, in: view)
        let names: [UIGestureRecognizer.State: String] = [.began: "began", .changed: "changed", .ended: "ended", .cancelled: "cancelled"]
        status.text = "pan \(names[recognizer.state] ?? "?") box at \(Int(box.frame.minX)),\(Int(box.frame.minY))"
    }

    func tap(_ recognizer: UITapGestureRecognizer) {
        taps += 1
        status.text = "tapped \(taps)"
    }
}

/// Launches a window over the controller `makeRoot` makes (`--gestures`, `--sheet`).
final class SmokeRootAppDelegate: UIApplicationDelegate {
    var window: UIWindow?
    let makeRoot: () -> UIViewController
    init(_ makeRoot: @escaping () -> UIViewController) { self.makeRoot = makeRoot }

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(application: application)
        window.rootViewController = makeRoot()
        self.window = window
        window.makeKeyAndVisible()
        return true
    }
}

/// The `--sheet` screen: a list under a page sheet that rests at its medium detent and
/// shows its grabber; the top row says what the sheet's delegate heard last.
final class SmokeSheetPresenter: UIViewController, UISheetPresentationControllerDelegate {
    let status = UILabel(frame: CGRect(x: 0, y: 0, width: 80, height: 1))

    override func viewDidLoad() {
        super.viewDidLoad()
        status.text = "Sheet demo"
        status.autoresizingMask = [.flexibleWidth]
        view.addSubview(status)
        for (i, name) in ["Inbox", "Drafts", "Sent", "Archive", "Trash"].enumerated() {
            let row = UILabel(frame: CGRect(x: 2, y: 2 + i, width: 30, height: 1))
            row.text = name
            view.addSubview(row)
        }
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if presentedViewController == nil, status.text == "Sheet demo" { presentSheet() }
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if presses.contains(where: { $0.key?.keyCode == .keyboardReturnOrEnter }), presentedViewController == nil {
            presentSheet()
            return
        }
        super.pressesBegan(presses, with: event)
    }

    func presentSheet() {
        let sheet = SmokeSheetContent()
        sheet.modalPresentationStyle = .pageSheet
        if let s = sheet.sheetPresentationController {
            s.detents = [.medium(), .large()]
            s.prefersGrabberVisible = true
            s.delegate = self
        }
        present(sheet, animated: true)
    }

    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        status.text = "will dismiss"
    }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        status.text = "did dismiss (Enter presents again)"
    }
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheet: UISheetPresentationController) {
        status.text = "detent \(sheet.selectedDetentIdentifier == .large ? "large" : "medium")"
    }
}

/// What the sheet shows.
final class SmokeSheetContent: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let title = UILabel(frame: CGRect(x: 1, y: 0, width: 40, height: 1))
        title.text = "New Message"
        view.addSubview(title)
        let hint = UILabel(frame: CGRect(x: 1, y: 2, width: 60, height: 1))
        hint.text = "Drag the top line: up, down, away. Esc closes."
        view.addSubview(hint)
    }
}

/// The backend configuration from the command line (`--graphemes=`).
func configuration(_ arguments: ArraySlice<String>) -> TerminalBackend.Configuration {
    var config = TerminalBackend.Configuration()
    for a in arguments where a.hasPrefix("--graphemes=") {
        config.graphemeWidths = TerminalGraphemeWidths(rawValue: String(a.dropFirst("--graphemes=".count)))
    }
    return config
}

/// `bytes` as text with ESC shown as `\e` and the other C0 controls in caret notation
/// (`^M`), for `--dump`.
func visible(_ bytes: [UInt8]) -> String {
    String(decoding: bytes, as: UTF8.self).unicodeScalars.map { s -> String in
        s.value == 0x1B ? "\\e" : (s.value < 0x20 ? "^\(Character(Unicode.Scalar(s.value + 0x40)!))" : String(s))
    }.joined()
}

@MainActor
func main() {
    let arguments = CommandLine.arguments.dropFirst()
    if arguments.contains("--report") {
        for line in TerminalByteBenchmark.report() { print(line) }
        exit(0)
    }
    if arguments.contains("--bytes") {
        do {
            let dump = arguments.contains("--dump")
            let figures = try TerminalByteBenchmark.measure { name, bytes in
                if dump { print("\(name): \(visible(bytes))") }
            }
            for (k, v) in figures.sorted(by: { $0.key < $1.key }) { print("\(k) \(v)") }
            if arguments.contains("--abook") {
                let c = try TerminalByteBenchmark.compareWithAbook { name, bytes in
                    if dump { print("\(name) (\(bytes.count)): \(visible(bytes))") }
                }
                print("ours \(c.ours)")
                print("abook \(c.abook.map { "\($0)" } ?? "-") \(c.notes)")
            }
        } catch {
            FileHandle.standardError.write("terminal-smoke: \(error)\n".data(using: .utf8)!)
            exit(1)
        }
        exit(0)
    }

    if arguments.contains("--gestures") || arguments.contains("--sheet") {
        do {
            let backend = try TerminalBackend(configuration: configuration(arguments))
            let application = UIApplication(backend: backend)
            let delegate = SmokeRootAppDelegate(arguments.contains("--sheet") ? { SmokeSheetPresenter() } : { SmokeGestureController() })
            application.launch(delegate: delegate)
            backend.run(application)
            print("terminal-smoke: bye")
        } catch {
            FileHandle.standardError.write("terminal-smoke: \(error)\n".data(using: .utf8)!)
            exit(1)
        }
        return
    }

    if arguments.contains("--uikit") {
        do {
            let backend = try TerminalBackend(configuration: configuration(arguments))
            let application = UIApplication(backend: backend)
            let delegate = SmokeAppDelegate()
            application.launch(delegate: delegate)
            backend.run(application)
            let typed = (delegate.window?.rootViewController as? UINavigationController)?
                .viewControllers.first.flatMap { ($0 as? SmokeViewController)?.field.text } ?? ""
            print("terminal-smoke: bye (field: \(typed))")
        } catch {
            FileHandle.standardError.write("terminal-smoke: \(error)\n".data(using: .utf8)!)
            exit(1)
        }
        return
    }

    do {
        let backend = try TerminalBackend(configuration: configuration(arguments))
        let app = SmokeApp(backend: backend)
        backend.run(app)
        print("terminal-smoke: bye (\(app.eventCount) events)")
    } catch {
        FileHandle.standardError.write("terminal-smoke: \(error)\n".data(using: .utf8)!)
        exit(1)
    }
}

MainActor.assumeIsolated { main() }
