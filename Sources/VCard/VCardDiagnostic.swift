// Diagnostics, errors and the parse result.

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
}

/// The only failures of reading: input with no card in it at all. Anything
/// less is read as well as possible and reported as ``VCardDiagnostic``s.
public enum VCardError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The input is empty or holds only whitespace.
    case empty
    /// The input has text but no `BEGIN:VCARD` line. `firstLine` is the
    /// first line that has content; `diagnostics` tells what was seen.
    case noCard(firstLine: Int, diagnostics: [VCardDiagnostic])

    public var description: String {
        switch self {
        case .empty:
            return "The file is empty: it holds no vCard."
        case .noCard(let line, _):
            return "No vCard found: there is no BEGIN:VCARD line (text starts at line \(line))."
        }
    }
}

/// What ``VCardParser`` read: the cards in file order (a card nested inside
/// another, as vCard 2.1 AGENT allows, comes right after its parent) and
/// the diagnostics in line order.
public struct VCardParseResult: Hashable, Sendable {
    public var cards: [VCard]
    public var diagnostics: [VCardDiagnostic]
    /// The line of each card's `BEGIN:VCARD`, parallel to ``cards`` (empty
    /// when the result was not made by the parser).
    public var cardLines: [Int]
    /// For each card, whether the reader assigned its UID because the card
    /// had none (``VCardParser/Options/assignsMissingUID``); parallel to ``cards``.
    public var assignedUIDs: [Bool]

    /// A result; the parser builds these, tests and callers may too.
    public init(cards: [VCard], diagnostics: [VCardDiagnostic], cardLines: [Int] = [], assignedUIDs: [Bool] = []) {
        self.cards = cards
        self.diagnostics = diagnostics
        self.cardLines = cardLines
        self.assignedUIDs = assignedUIDs
    }
}
