import Foundation

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

    private var recorded: [Entry] = []
    /// Which entries a reader has seen: `entries` marks all, `warnings` the warnings,
    /// `exceptions` the exceptions (so asserting "no exceptions" does not hide a warning).
    private var seen: [Bool] = []
    /// How many entries a reader has seen (through `entries`, `warnings` or `exceptions`).
    public var acknowledgedCount: Int { seen.lazy.filter { $0 }.count }
    /// Everything recorded, oldest first. Reading it acknowledges what it holds.
    public var entries: [Entry] {
        seen = Array(repeating: true, count: recorded.count)
        return recorded
    }
    /// Entries no reader has seen yet (of the kind it read), oldest first.
    public var unacknowledged: [Entry] { zip(recorded, seen).filter { !$0.1 }.map(\.0) }
    public var exceptionPolicy: ExceptionPolicy = .crash
    /// Also print warnings to standard error (`UIApplicationMain` turns it on, as iOS logs
    /// them to the console; off for applications tests make).
    public var echoWarnings: Bool = false
    /// Called for every entry (demos show them in their log pane).
    public var observer: ((Entry) -> Void)?

    public init() {}

    /// The warnings recorded, oldest first. Reading them acknowledges the warnings.
    public var warnings: [String] {
        var out: [String] = []
        for (i, entry) in recorded.enumerated() { if case .warning(let w) = entry { seen[i] = true; out.append(w) } }
        return out
    }
    /// The exceptions recorded, oldest first. Reading them acknowledges the exceptions.
    public var exceptions: [UIKitException] {
        var out: [UIKitException] = []
        for (i, entry) in recorded.enumerated() { if case .exception(let e) = entry { seen[i] = true; out.append(e) } }
        return out
    }
    public func removeAll() { recorded.removeAll(); seen.removeAll() }

    public func warn(_ text: String) {
        recorded.append(.warning(text)); seen.append(false)
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
            recorded.append(.exception(exception)); seen.append(false)
            observer?(.exception(exception))
        }
    }
}
