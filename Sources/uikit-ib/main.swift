import Foundation
@_spi(InterfaceBuilderTools) import UIKit
import HeadlessBackend
import TerminalBackend

/// `uikit-ib`: Interface Builder files (storyboards, xibs) as this UIKit loads them.
let usage = """
usage: uikit-ib check FILE...
       uikit-ib frames FILE [--identifier ID]
       uikit-ib render FILE [--identifier ID] [--size WxH]
       uikit-ib run FILE [--identifier ID]
"""

func fail(_ message: String, code: Int32 = 1) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(code)
}

var args = Array(CommandLine.arguments.dropFirst())
guard let command = args.first else { fail(usage, code: 2) }
args.removeFirst()

func option(_ name: String) -> String? {
    guard let i = args.firstIndex(of: name) else { return nil }
    guard i + 1 < args.count else { fail("uikit-ib: \(name) needs a value\n" + usage, code: 2) }
    let v = args[i + 1]
    args.removeSubrange(i...(i + 1))
    return v
}

MainActor.assumeIsolated {
    switch command {
    case "check":
        guard !args.isEmpty else { fail(usage, code: 2) }
        let screen = HeadlessScreen(width: 80, height: 24)
        var failures: [String] = []
        screen.application.withCurrent {
            for path in args {
                let report = IBTools.check(path)
                for l in report.summary { print(l) }
                for w in report.warnings { print(w) }
                if let f = report.failure { print(f); failures.append(f) } else { print("\(path): loads") }
            }
        }
        if let first = failures.first {
            fail(failures.count == 1 ? first : "\(failures.count) of \(args.count) files do not load; first: \(first)")
        }
    case "frames":
        let identifier = option("--identifier")
        guard args.count == 1 else { fail(usage, code: 2) }
        let screen = HeadlessScreen(width: 80, height: 24)
        do {
            try screen.application.withCurrent {
                for f in try IBTools.frames(args[0], identifier: identifier) { print(IBTools.format(f)) }
            }
        } catch {
            fail("\(error)")
        }
    default:
        fail("uikit-ib: unknown command '\(command)'\n" + usage, code: 2)
    }
}
