// uikit-demos: the seed tutorials' programs, one demo each, in a terminal.
//
//   uikit-demos              the menu of demos
//   uikit-demos NAME         one demo directly (e.g. uikit-demos three-buttons)
//   uikit-demos --list       the demo names, one per line
//   uikit-demos --backend sdl [--size WxH] [--scale S] [--frames DIR] [NAME]
//                            in a window, drawn as iOS draws it (SDLBackend)
//   uikit-demos --screenshot FILE.png [--size WxH] [--scale S] NAME
//                            the settled screen rendered off-screen to a PNG
//
// Every demo shows a lifecycle log at the bottom (F2 or l hides it); q or Esc goes back
// to the menu, Ctrl-C quits.
import Foundation
import SDLBackend
import TerminalBackend
import UIKit
import UIKitDemos

@MainActor
func runDemos() -> Int32 {
    var demo: Demo?
    let pixels: SDLLaunchOptions?, arguments: [String]
    do {
        (pixels, arguments) = try SDLLaunchOptions.extractForTerminalProgram(from: Array(CommandLine.arguments.dropFirst()),
                                                           environment: ProcessInfo.processInfo.environment)
    } catch {
        FileHandle.standardError.write(Data("uikit-demos: \(error)\n\(DemoCommandLine.usage)\n".utf8))
        return 2
    }
    switch DemoCommandLine(arguments: arguments) {
    case .help:
        print(DemoCommandLine.helpText + "\n" + SDLLaunchOptions.helpText, terminator: "")
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
    if let pixels {
        do {
            return try SDLBackend.run(delegate: DemoAppDelegate(initialDemo: demo), options: pixels,
                                      title: "uikit-demos", exceptionPolicy: .record)
        } catch {
            FileHandle.standardError.write(Data("uikit-demos: \(error)\n".utf8))
            return 1
        }
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
