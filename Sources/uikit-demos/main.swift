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
    var demo: Demo?
    switch DemoCommandLine(arguments: Array(CommandLine.arguments.dropFirst())) {
    case .help:
        print(DemoCommandLine.helpText, terminator: "")
        return 0
    case .list:
        for name in DemoCatalog.names { print(name) }
        return 0
    case .usageError(let message):
        FileHandle.standardError.write(Data((message + "\n").utf8))
        return 2
    case .run(let name):
        demo = name.flatMap(DemoCatalog.demo(named:))
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
