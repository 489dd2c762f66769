// runloop-sample: an iOS-style app (RunLoopSample) whose timers, main-queue blocks,
// operations and main-actor tasks run on the main run loop of whichever backend runs it
// (`--backend terminal|headless`, as UIApplicationMain chooses). Ctrl-C quits.
import Foundation
import RunLoopSample
import UIKit

// What `uikit-port` writes for an app's delegate: the factory UIApplicationMain makes it
// with, in the class table the application adopts.
let classes = InterfaceBuilderClasses()
classes.register(actions: [], for: AppDelegate.self, named: "RunLoopSample.AppDelegate") { AppDelegate() }
let status = MainActor.assumeIsolated {
    classes.withCurrent { UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, "RunLoopSample.AppDelegate") }
}
exit(status)
