import Foundation
import UIKit
import UIKitEngine

/// Where the run loop waits for events: the terminal backend, or a scripted source in
/// tests.
@MainActor
public protocol TerminalEventSource: AnyObject {
    /// The clock the application runs on.
    var clock: UIClock { get }
    /// Waits up to `timeout` seconds (nil: indefinitely) and returns the events that
    /// arrived, possibly none.
    func waitForEvents(timeout: TimeInterval?) -> [BackendEvent]
}
