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
    /// How many entries a reader has seen (through `entries`, `warnings` or `exceptions`).
    public private(set) var acknowledgedCount = 0
    /// Everything recorded, oldest first. Reading it acknowledges what it holds.
    public var entries: [Entry] {
        acknowledgedCount = recorded.count
        return recorded
    }
    /// Entries recorded after the last read of `entries` (what nobody has looked at).
    public var unacknowledged: [Entry] { Array(recorded.dropFirst(acknowledgedCount)) }
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
    public func removeAll() { recorded.removeAll(); acknowledgedCount = 0 }

    public func warn(_ text: String) {
        recorded.append(.warning(text))
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
            recorded.append(.exception(exception))
            observer?(.exception(exception))
        }
    }
}
