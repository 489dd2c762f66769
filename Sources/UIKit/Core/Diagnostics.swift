import Foundation

/// An Objective-C exception UIKit would raise, as a typed Swift error.
///
/// UIKit throws `NSException`s for API misuse (pushing a controller twice, an unknown
/// segue identifier, an invalid table update…). Swift cannot catch those, so here the
/// application's `exceptionPolicy` decides: `.crash` (the default, like an uncaught
/// exception on iOS: the process stops with `reason`) or `.record`, for tests, which
/// records the exception in `UIApplication.diagnostics` and abandons the call without
/// changing any state.
public struct UIKitException: Error, Hashable, CustomStringConvertible, Sendable {
    /// The exception name UIKit uses, e.g. `NSInvalidArgumentException`.
    public var name: String
    /// The reason text, in UIKit's wording with our object descriptions.
    public var reason: String
    public init(name: String, reason: String) { self.name = name; self.reason = reason }
    public var description: String { "*** Terminating app due to uncaught exception '\(name)', reason: '\(reason)'" }

    public static let invalidArgument = "NSInvalidArgumentException"
    public static let internalInconsistency = "NSInternalInconsistencyException"
    public static let generic = "NSGenericException"
    public static let hierarchyInconsistency = "UIViewControllerHierarchyInconsistencyException"
}

/// Where warnings and exceptions go. One per application; tests read it.
@MainActor
public final class UIDiagnostics {
    public enum Entry: Hashable, Sendable {
        /// A console warning UIKit would log (text in UIKit's wording).
        case warning(String)
        /// An exception raised while the policy was `.record`.
        case exception(UIKitException)
    }
    public enum ExceptionPolicy: Sendable { case crash, record }

    public private(set) var entries: [Entry] = []
    public var exceptionPolicy: ExceptionPolicy = .crash
    /// Also print warnings to standard error (on by default for apps, tests turn it off).
    public var echoWarnings: Bool = false
    /// Called for every entry (demos show them in their log pane).
    public var observer: ((Entry) -> Void)?

    public init() {}

    public var warnings: [String] { entries.compactMap { if case .warning(let w) = $0 { return w } else { return nil } } }
    public var exceptions: [UIKitException] {
        entries.compactMap { if case .exception(let e) = $0 { return e } else { return nil } }
    }
    public func removeAll() { entries.removeAll() }

    public func warn(_ text: String) {
        entries.append(.warning(text))
        observer?(.warning(text))
        if echoWarnings { FileHandle.standardError.write(Data((text + "\n").utf8)) }
    }

    /// Raises `exception`: crashes under `.crash`, records under `.record`. Callers return
    /// right after without touching state.
    public func raise(_ exception: UIKitException) {
        switch exceptionPolicy {
        case .crash:
            preconditionFailure(exception.description)
        case .record:
            entries.append(.exception(exception))
            observer?(.exception(exception))
        }
    }
}

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
    func record(_ line: @autoclosure () -> String) {
        guard isEnabled || observer != nil else { return }
        let text = line()
        observer?(text)
        if isEnabled { FileHandle.standardError.write(Data(("[lifecycle] " + text + "\n").utf8)) }
    }
}

/// Describes an object the way UIKit's messages do: `<ClassName: 0x…>`.
func objectDescription(_ object: AnyObject) -> String {
    "<\(String(describing: type(of: object))): \(addressString(object))>"
}

func addressString(_ object: AnyObject) -> String {
    "0x" + String(UInt(bitPattern: ObjectIdentifier(object).hashValue), radix: 16)
}
