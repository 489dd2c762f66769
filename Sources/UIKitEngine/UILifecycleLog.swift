import Foundation

/// The learner's switch: when the environment variable `UIKIT_LOG_LIFECYCLE` is `1`,
/// every lifecycle and containment call is printed with its receiver's class, the way
/// the seed tutorials log by hand (`NSLog(@"%s", __func__)`). An application may also
/// install `lifecycleObserver` to show the same lines in a pane.
@MainActor
public final class UILifecycleLog {
    public var isEnabled: Bool
    public var observer: ((String) -> Void)?
    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        isEnabled = environment["UIKIT_LOG_LIFECYCLE"] == "1"
    }
    public func record(_ line: @autoclosure () -> String) {
        guard isEnabled || observer != nil else { return }
        let text = line()
        observer?(text)
        if isEnabled { FileHandle.standardError.write(Data(("[lifecycle] " + text + "\n").utf8)) }
    }
}
