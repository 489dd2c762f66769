// uikit-demos: the seed tutorials' programs, one demo each, in a terminal.
//
//   uikit-demos              the menu of demos
//   uikit-demos NAME         one demo directly (e.g. uikit-demos three-buttons)
//   uikit-demos --list       the demo names, one per line
//
// Every demo shows a lifecycle log at the bottom (F2 or l hides it); q or Esc goes back
// to the menu, Ctrl-C quits.
import Foundation
import TerminalBackend
import UIKit
import UIKitDemos

@MainActor
func runDemos() -> Int32 {
    let arguments = Array(CommandLine.arguments.dropFirst())
    if arguments.contains("--help") || arguments.contains("-h") {
        print("usage: uikit-demos [NAME | --list]\n\ndemos:")
        for demo in DemoCatalog.all { print("  \(demo.name.padding(toLength: 16, withPad: " ", startingAt: 0)) seed \(demo.seed)  \(demo.summary)") }
        return 0
    }
    if arguments.contains("--list") {
        for name in DemoCatalog.names { print(name) }
        return 0
    }
    guard arguments.count <= 1 else {
        FileHandle.standardError.write(Data("uikit-demos: expected at most one demo name, got \(arguments.count) arguments\n".utf8))
        return 2
    }
    var demo: Demo?
    if let name = arguments.first {
        guard let found = DemoCatalog.demo(named: name) else {
            FileHandle.standardError.write(Data("uikit-demos: \(DemoShell.Error.unknownDemo(name))\n".utf8))
            return 2
        }
        demo = found
    }
    let backend: TerminalBackend
    do {
        backend = try TerminalBackend()
    } catch {
        FileHandle.standardError.write(Data("uikit-demos: \(error)\n".utf8))
        return 1
    }
    // UIKit's exceptions go to the log pane instead of ending the program.
    backend.run(delegate: DemoAppDelegate(initialDemo: demo), exceptionPolicy: .record)
    return 0
}

let status = MainActor.assumeIsolated { runDemos() }
exit(status)
