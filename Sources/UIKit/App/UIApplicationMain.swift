import Foundation

extension UIApplicationDelegate {
    /// The entry point of `@main class AppDelegate: UIResponder, UIApplicationDelegate`, as
    /// UIKit's: registers the app's classes (`InterfaceBuilderClassRegistrations`) in a new
    /// class table, then `UIApplicationMain(_:_:_:_:)` with this class as the delegate and
    /// that table current (the application adopts it). Exits with its status.
    public static func main() {
        let classes = InterfaceBuilderClasses()
        let status = classes.withCurrent {
            if let registrations = Self.self as? InterfaceBuilderClassRegistrations.Type {
                registrations.registerInterfaceBuilderClasses()
            }
            return UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, String(reflecting: Self.self))
        }
        exit(status)
    }
}

/// Creates the application and its delegate, chooses a backend, launches and runs until the
/// app terminates, as `UIApplicationMain`. Returns the exit status (UIKit's never returns).
///
/// - `principalClassName`: nil or `"UIApplication"` (the class is final here).
/// - `delegateClassName`: a class registered with a factory in the current
///   `InterfaceBuilderClasses` table (`uikit-port` registers the app delegate; call this
///   inside that table's `withCurrent(_:)`, as `main()` does), with or without its module
///   prefix. The application adopts that table.
/// - The backend: `--backend NAME` on the command line, else `UIKIT_BACKEND`, else
///   `terminal` when standard input and output are terminals, else `headless`; only
///   backends whose products the executable links can be chosen.
///
/// Errors (unknown backend, unregistered delegate) are printed to standard error as
/// `PROGRAM: error: …` and give status 1; a backend that cannot start (no terminal) too.
@MainActor
public func UIApplicationMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
                              _ principalClassName: String?, _ delegateClassName: String?) -> Int32 {
    var arguments: [String] = []
    for i in 0..<Int(argc) { if let p = argv[i] { arguments.append(String(cString: p)) } }
    let program = (arguments.first.map { ($0 as NSString).lastPathComponent }) ?? "app"
    func fail(_ message: String) -> Int32 {
        FileHandle.standardError.write(Data("\(program): error: \(message)\n".utf8))
        return 1
    }
    if let p = principalClassName, p != "UIApplication", p != "UIKit.UIApplication" {
        return fail("principal class \(p) is not supported: UIApplication cannot be subclassed here")
    }
    guard let name = delegateClassName else {
        return fail("UIApplicationMain needs the app delegate's class name (there is no main storyboard to find one in)")
    }
    guard let entry = InterfaceBuilderClasses.current?.entry(named: name), let make = entry.make else {
        return fail("the app delegate class \(name) is not registered; run uikit-port on the app's sources (it writes UIKitPortRegistrations.swift), or register it with InterfaceBuilderClasses.register(actions:for:make:) inside InterfaceBuilderClasses().withCurrent { } around this call")
    }
    let environment = ProcessInfo.processInfo.environment
    do {
        let launcher = try UIBackendSelection.choose(arguments: arguments, environment: environment,
                                                     linked: UIBackendSelection.linked())
        var missingDelegate: String?
        let status = try launcher.run(arguments: arguments, environment: environment) { backend in
            // An app entered through UIApplicationMain is iOS code: its literal sizes are
            // iPhone points (docs/DECISIONS.md, "Points on a terminal").
            let app = UIApplication(backend: backend, notificationCenter: .default, environment: environment,
                                    codeMetrics: .iPhonePoints)
            // UIKit's console warnings go to standard error, as iOS logs them to the
            // console (the terminal backend holds standard error while it owns the screen
            // and replays it on exit).
            app.diagnostics.echoWarnings = true
            if let delegate = make(UINibDecoder()) as? UIApplicationDelegate {
                app.launch(delegate: delegate)
            } else {
                missingDelegate = name
                app.terminate()
            }
            return app
        }
        if let name = missingDelegate { return fail("\(name) does not conform to UIApplicationDelegate") }
        return status
    } catch {
        return fail("\(error)")
    }
}
