import Foundation
import UIKit
import UIKitEngine

/// What a demo's log pane shows: every lifecycle and containment callback UIKit sends
/// (from `UIApplication.lifecycleLog`), UIKit's warnings and exceptions (from
/// `UIApplication.diagnostics`), and the demo's own notes (the tutorials' `NSLog` lines).
///
/// Lines are kept in the order they happened. UIKit writes controllers as
/// `<ClassName: 0x…>`; the pane shows just `ClassName` so a trace reads like the seed
/// tutorials' logs and is the same from one run to the next:
///
///     UIKit's line                                        shown
///     FirstViewController.willMove(toParent: <Main: 0x5f>) FirstViewController.willMove(toParent: Main)
///     FirstViewController.viewWillAppear(true)            FirstViewController.viewWillAppear(true)
///
/// Layout callbacks (`viewWillLayoutSubviews`, `viewDidLayoutSubviews`) come with every
/// layout pass and would bury the order the tutorials teach, so they are left out unless
/// `showsLayoutCallbacks` is set.
@MainActor
public final class DemoLog {
    /// The kind of a line, which decides its prefix on screen.
    public enum Kind: Sendable, Equatable {
        /// A callback UIKit sent (no prefix).
        case lifecycle
        /// A demo's own `NSLog`-style note (prefix "» ").
        case note
        /// A UIKit warning or recorded exception (prefix "⚠ ").
        case warning
        /// The title line written when a demo starts (prefix "── ").
        case header
        /// How to drive the demo, written under the title (prefix "· ").
        case hint
    }

    /// One line of the log.
    public struct Entry: Sendable, Equatable {
        public var kind: Kind
        /// The text as shown in the pane (with its prefix).
        public var text: String
    }

    /// The most lines kept; older ones are dropped.
    public static let capacity = 5_000

    public private(set) var entries: [Entry] = []
    /// Include `viewWillLayoutSubviews`/`viewDidLayoutSubviews` (default false).
    public var showsLayoutCallbacks = false
    /// Called after every change (the pane redraws).
    public var onChange: (() -> Void)?

    public init() {}

    /// The shown text of every line, oldest first.
    public var lines: [String] { entries.map(\.text) }

    /// The callbacks only (no notes, warnings or headers), oldest first.
    public var lifecycleLines: [String] { entries.filter { $0.kind == .lifecycle }.map(\.text) }

    /// Records one line from `UIApplication.lifecycleLog`.
    public func lifecycle(_ raw: String) {
        if !showsLayoutCallbacks && (raw.contains(".viewWillLayoutSubviews(") || raw.contains(".viewDidLayoutSubviews(")) {
            return
        }
        append(Entry(kind: .lifecycle, text: DemoLog.withoutAddresses(raw)))
    }

    /// Records a demo's own note (what the tutorial prints with `NSLog`).
    public func note(_ text: String) { append(Entry(kind: .note, text: "» " + text)) }

    /// Records a UIKit diagnostic.
    public func diagnostic(_ entry: UIDiagnostics.Entry) {
        switch entry {
        case .warning(let text): append(Entry(kind: .warning, text: "⚠ " + DemoLog.withoutAddresses(text)))
        case .exception(let e):
            append(Entry(kind: .warning, text: "⚠ \(e.name): " + DemoLog.withoutAddresses(e.reason)))
        }
    }

    /// Records the title line of a demo.
    public func header(_ text: String) { append(Entry(kind: .header, text: "── " + text + " ──")) }

    /// Records a line telling how to drive the demo.
    public func hint(_ text: String) { append(Entry(kind: .hint, text: "· " + text)) }

    /// Forgets every line.
    public func clear() {
        entries.removeAll()
        onChange?()
    }

    private func append(_ entry: Entry) {
        entries.append(entry)
        if entries.count > DemoLog.capacity { entries.removeFirst(entries.count - DemoLog.capacity) }
        onChange?()
    }

    /// Replaces every `<Name: 0x1f2e>` object description with `Name`.
    static func withoutAddresses(_ text: String) -> String {
        guard text.contains(": 0x") else { return text }
        var out = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "<") {
            out += rest[rest.startIndex..<open]
            let tail = rest[rest.index(after: open)...]
            if let close = tail.firstIndex(of: ">"), let colon = tail[..<close].range(of: ": 0x"),
               tail[colon.upperBound..<close].allSatisfy(\.isHexDigit),
               !tail[..<colon.lowerBound].isEmpty, !tail[..<colon.lowerBound].contains(" ") {
                out += tail[..<colon.lowerBound]
                rest = tail[tail.index(after: close)...]
            } else {
                out += "<"
                rest = tail
            }
        }
        out += rest
        return out
    }
}
