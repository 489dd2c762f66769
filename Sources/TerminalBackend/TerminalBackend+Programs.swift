import Foundation
import UIKit
import UIKitEngine

extension TerminalBackend {
    /// `run(delegate:notificationCenter:)` for this package's programs, with the
    /// application's exception policy set before launch: `.record` keeps a UIKit exception
    /// (an action no code implements) in the diagnostics, where the demos' log pane shows
    /// it, instead of ending the program.
    package func run(delegate: UIApplicationDelegate, notificationCenter: NotificationCenter = .default,
                     exceptionPolicy: UIDiagnostics.ExceptionPolicy) {
        let application = UIApplication(backend: self, notificationCenter: notificationCenter)
        application.diagnostics.exceptionPolicy = exceptionPolicy
        application.launch(delegate: delegate)
        run(application)
    }
}
