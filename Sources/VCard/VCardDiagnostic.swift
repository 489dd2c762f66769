import Foundation

/// Something the reader noticed and worked around, tied to a line of the
/// input (1-based physical line number, counted in the file as given, after
/// UTF-16 transcoding).
public struct VCardDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// How much a diagnostic matters.
    public enum Severity: String, Hashable, Sendable, Comparable {
        /// A repair that loses nothing (a derived FN, an assigned UID, a comment line skipped).
        case info
        /// Input that breaks the format and was read by a best guess (bad charset, line without a colon).
        case warning
        /// Input that could not be kept (an undecodable value replaced, a truncated card).
        case error

        private var rank: Int { self == .info ? 0 : self == .warning ? 1 : 2 }
        public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
    }

    /// 1-based line number of the physical line the problem starts on.
    public var line: Int
    /// A sentence a person can act on.
    public var message: String
    public var severity: Severity

    /// A diagnostic for a 1-based line.
    public init(line: Int, message: String, severity: Severity) {
        self.line = line
        self.message = message
        self.severity = severity
    }

    public var description: String { "line \(line): \(severity.rawValue): \(message)" }

    /// Longest value quoted whole in a message, in characters.
    public static let quoteLimit = 40

    /// `value` in double quotes for a message, shortened when long: the
    /// first ``quoteLimit`` characters, "…", and the length, so a
    /// 50,000-character value gives one short line:
    /// `"19700101xxxxxxxx…" (50000 characters)`.
    public static func quote(_ value: String) -> String {
        guard value.count > quoteLimit else { return "\"\(value)\"" }
        return "\"\(value.prefix(quoteLimit))…\" (\(value.count) characters)"
    }

    /// A name (property, parameter value) for a message: as is when short, else shortened like ``quote(_:)``.
    public static func name(_ value: String) -> String {
        guard value.count > quoteLimit else { return value }
        return "\(value.prefix(quoteLimit))… (\(value.count) characters)"
    }
}
