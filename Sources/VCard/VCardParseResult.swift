import Foundation

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
