import UIKit

/// `UIApplication` already has the run-loop surface the terminal runner drives.
extension UIApplication: TerminalRunnable {}
