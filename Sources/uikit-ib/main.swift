import Foundation
@_spi(InterfaceBuilderTools) import UIKit
import UIKitEngine
import HeadlessBackend
import TerminalBackend
import SDLBackend

/// `uikit-ib`: Interface Builder files (storyboards, xibs) as this UIKit loads them.
let usage = """
usage: uikit-ib check FILE...
       uikit-ib frames FILE [--identifier ID]
       uikit-ib frames FILE --compare [--misses]
       uikit-ib render FILE [--identifier ID] [--size WxH]
       uikit-ib render FILE --png OUT.png [--identifier ID] [--scale S]
       uikit-ib run FILE [--identifier ID]
"""

/// Standard output goes out a whole line at a time, and is flushed before anything is
/// written to standard error: with `2>&1` the two streams interleave only between lines,
/// in the order the lines were made.
setvbuf(stdout, nil, _IOLBF, 0)

/// Prints one line of output. Class names, identifiers and texts come from the file, so
/// control characters and bidi overrides in them are shown as symbols (TextSanitizer),
/// never written to a terminal raw.
func printLine(_ line: String) {
    print(TextSanitizer.sanitize(line))
}

/// Writes `message` and a newline to standard error, after standard output's pending
/// lines, each line made harmless as ``printLine(_:)`` makes it.
func printError(_ message: String) {
    fflush(stdout)
    let lines = message.split(separator: "\n", omittingEmptySubsequences: false).map { TextSanitizer.sanitize(String($0)) }
    FileHandle.standardError.write(Data((lines.joined(separator: "\n") + "\n").utf8))
}

func fail(_ message: String, code: Int32 = 1) -> Never {
    printError(message)
    exit(code)
}

var args = Array(CommandLine.arguments.dropFirst())
guard let command = args.first else { fail(usage, code: 2) }
args.removeFirst()
// `uikit-ib --help`, and `--help`/`-h` after any command (`uikit-ib render --help`).
if command == "--help" || command == "-h" || command == "help" || args.contains("--help") || args.contains("-h") {
    print(usage)
    exit(0)
}

/// An argument that looks like an option but is none of the command's (those are taken
/// out of `args` first) is wrong usage, not a file name.
func rejectUnknownOptions() {
    if let unknown = args.first(where: { $0.hasPrefix("-") && $0.count > 1 }) {
        fail("uikit-ib: unknown option '\(unknown)'\n" + usage, code: 2)
    }
}

func option(_ name: String) -> String? {
    guard let i = args.firstIndex(of: name) else { return nil }
    guard i + 1 < args.count else { fail("uikit-ib: \(name) needs a value\n" + usage, code: 2) }
    let v = args[i + 1]
    args.removeSubrange(i...(i + 1))
    return v
}

func parseSize(_ s: String) -> (Int, Int) {
    let parts = s.lowercased().split(separator: "x").compactMap { Int($0) }
    guard parts.count == 2, parts[0] >= 10, parts[1] >= 3, parts[0] <= 1000, parts[1] <= 1000 else {
        fail("uikit-ib: --size wants WIDTHxHEIGHT in cells (10x3 to 1000x1000), got '\(s)'", code: 2)
    }
    return (parts[0], parts[1])
}

/// The scene (or xib view) to show, scaled from the file's points to `screen`.
@MainActor
func makeRoot(_ path: String, identifier: String?, screen: CGSize) -> UIViewController {
    do {
        if try IBTools.isXib(path) { return try IBTools.nibController(path, fitting: screen) }
        let board = try IBTools.storyboard(path, fitting: screen)
        guard let vc = IBTools.controller(in: board, identifier: identifier) else {
            fail("uikit-ib: \(path) has no scene\(identifier.map { " '\($0)'" } ?? "")")
        }
        return vc
    } catch {
        fail("\(error)")
    }
}

/// `uikit-ib render --png`: the scene at the size of the device the file was drawn for,
/// drawn by the pixel backend off-screen at `scale` (default: that device's) and written
/// to `out` (written beside it and renamed, so a failure leaves no partial file).
@MainActor
func renderPNG(_ path: String, identifier: String?, to out: String, scale: Double?) {
    let screen: (size: CGSize, scale: Double)
    do { screen = try IBTools.simulatedScreen(path) } catch { fail("\(error)") }
    let backend: SDLBackend
    do { backend = try SDLBackend(offscreenSize: screen.size, scale: scale ?? screen.scale) } catch { fail("uikit-ib: \(error)") }
    let app = UIApplication(backend: backend, notificationCenter: NotificationCenter())
    app.diagnostics.exceptionPolicy = .record
    app.withCurrent {
        let window = UIWindow(frame: CGRect(origin: .zero, size: screen.size))
        window.rootViewController = makeRoot(path, identifier: identifier, screen: screen.size)
        window.makeKeyAndVisible()
    }
    backend.settle(app)
    for w in app.diagnostics.warnings { printError(w) }
    guard let canvas = backend.snapshot() else { fail("uikit-ib: \(path): nothing was drawn") }
    do { try PNGFile.write(canvas, to: out) } catch { fail("uikit-ib: \(error)") }
    printLine("\(out): \(canvas.width) × \(canvas.height) pixels")
}

/// `uikit-ib run`: the scene on top, a three-line log of UIKit's warnings and exceptions
/// (actions no code implements) at the bottom.
@MainActor
final class RunDelegate: UIApplicationDelegate {
    let path: String
    let identifier: String?
    var window: UIWindow?
    init(path: String, identifier: String?) { self.path = path; self.identifier = identifier }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let size = application.screen.bounds.size
        let shell = RunShellViewController()
        application.diagnostics.observer = { [weak shell] entry in
            switch entry {
            case .warning(let w): shell?.log(w)
            case .exception(let e): shell?.log("\(e.name): \(e.reason)")
            }
        }
        let root = makeRoot(path, identifier: identifier, screen: CGSize(width: size.width, height: max(3, size.height - RunShellViewController.logHeight)))
        shell.host(root)
        window = UIWindow(application: application)
        window?.rootViewController = shell
        window?.makeKeyAndVisible()
        return true
    }
}

@MainActor
final class RunShellViewController: UIViewController {
    static let logHeight: CGFloat = 3
    private let logLabels = (0..<Int(logHeight)).map { _ in UILabel() }
    private var lines: [String] = []
    private var content: UIViewController?

    func host(_ vc: UIViewController) {
        content = vc
        addChild(vc)
        view.addSubview(vc.view)
        vc.didMove(toParent: self)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        for l in logLabels {
            l.textColor = .secondaryLabel
            view.addSubview(l)
        }
        log("uikit-ib run: Tab/Enter to press, Esc goes back, Ctrl-C quits")
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let b = view.bounds
        content?.view.frame = CGRect(x: 0, y: 0, width: b.width, height: max(0, b.height - Self.logHeight))
        for (i, l) in logLabels.enumerated() {
            l.frame = CGRect(x: 0, y: b.height - Self.logHeight + CGFloat(i), width: b.width, height: 1)
        }
    }

    /// Adds a line (`FILE:LINE: warning: …` shortened to `line LINE: …`), keeping the last three.
    func log(_ line: String) {
        var text = line
        if let r = text.range(of: #"^[^ ]*\.(storyboard|xib):(?=[0-9])"#, options: .regularExpression) {
            text = "line " + text[r.upperBound...]
        }
        text = text.replacingOccurrences(of: #" \(at document/[^)]*\)$"#, with: "", options: .regularExpression)
        lines.append(text)
        lines = Array(lines.suffix(logLabels.count))
        for (i, l) in logLabels.enumerated() { l.text = i < lines.count ? lines[i] : nil }
    }
}

MainActor.assumeIsolated {
    switch command {
    case "check":
        rejectUnknownOptions()
        guard !args.isEmpty else { fail(usage, code: 2) }
        let screen = HeadlessScreen(width: 80, height: 24)
        var failures: [String] = []
        screen.application.withCurrent {
            for path in args {
                let report = IBTools.check(path)
                for l in report.summary { printLine(l) }
                for w in report.warnings { printLine(w) }
                if let f = report.failure {
                    printError(f)
                    failures.append(f)
                } else {
                    printLine("\(path): loads")
                }
            }
        }
        // Each failure was reported once, where it happened; several get a count.
        if failures.count > 1 { fail("uikit-ib: \(failures.count) of \(args.count) files do not load") }
        if !failures.isEmpty { exit(1) }
    case "frames":
        let identifier = option("--identifier")
        // --compare: each view's written and computed frame and why they differ; --misses: only those that do.
        let compare = args.contains("--compare"), missesOnly = args.contains("--misses")
        args.removeAll { $0 == "--compare" || $0 == "--misses" }
        rejectUnknownOptions()
        guard args.count == 1, !(missesOnly && !compare), !(compare && identifier != nil) else { fail(usage, code: 2) }
        // Interface Builder files are in iPhone points: lay them out on an iPhone's metrics.
        let phone = DeviceMetrics.iPhoneScreenSize
        let screen = HeadlessScreen(width: Int(phone.width), height: Int(phone.height), metrics: .iPhonePoints)
        do {
            try screen.application.withCurrent {
                if compare {
                    let rows = try IBTools.compareFrames(args[0])
                    for l in IBTools.comparisonReport(args[0], rows, missesOnly: missesOnly) { printLine(l) }
                } else {
                    for f in try IBTools.frames(args[0], identifier: identifier) { printLine(IBTools.format(f)) }
                }
            }
        } catch {
            fail("\(error)")
        }
    case "render":
        let identifier = option("--identifier")
        if let png = option("--png") {
            let scale = option("--scale").map { s -> Double in
                guard let v = Double(s), v >= 1, v <= 4 else { fail("uikit-ib: --scale wants a number from 1 to 4, got '\(s)'", code: 2) }
                return v
            }
            rejectUnknownOptions()
            guard args.count == 1 else { fail(usage, code: 2) }
            renderPNG(args[0], identifier: identifier, to: png, scale: scale)
            break
        }
        let size = option("--size").map(parseSize) ?? (80, 24)
        rejectUnknownOptions()
        guard args.count == 1 else { fail(usage, code: 2) }
        let screen = HeadlessScreen(width: size.0, height: size.1)
        screen.application.withCurrent {
            let root = makeRoot(args[0], identifier: identifier, screen: CGSize(width: size.0, height: size.1 - 0))
            screen.makeWindow(root: root)
            screen.settle()
        }
        for line in screen.lines { printLine(line.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)) }
        for w in screen.application.diagnostics.warnings { printError(w) }
    case "run":
        let identifier = option("--identifier")
        rejectUnknownOptions()
        guard args.count == 1 else { fail(usage, code: 2) }
        let backend: TerminalBackend
        do { backend = try TerminalBackend() } catch { fail("uikit-ib: \(error)") }
        // Exceptions (an action no code implements) are logged in the pane, not fatal.
        backend.run(delegate: RunDelegate(path: args[0], identifier: identifier), exceptionPolicy: .record)
    default:
        fail("uikit-ib: unknown command '\(command)'\n" + usage, code: 2)
    }
}
