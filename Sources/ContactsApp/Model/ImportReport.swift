import Foundation
import VCard

/// What importing one vCard file did.
public struct ImportReport: Equatable, Sendable, CustomStringConvertible {
    /// The file as named by the caller.
    public let source: String
    /// Cards read from the file (a nested vCard 2.1 AGENT card counts as one more).
    public let cardCount: Int
    /// Contacts stored: new ones plus updated ones, in one transaction.
    public var importedCount: Int { addedCount + updatedCount }
    /// New contacts.
    public let addedCount: Int
    /// Contacts whose UID the file had with a changed card: updated.
    public let updatedCount: Int
    /// Cards the book already held as they are (same UID and card, or a
    /// card without UID identical to a stored one): nothing written.
    public let unchangedCount: Int
    /// Cards left out because a later card of the file has the same UID
    /// (each is a warning in ``diagnostics``).
    public let duplicateCount: Int
    /// Cards not imported (``AddressBook`` refuses a card with no name and no other data).
    public let refusedCount: Int
    /// Everything the reader noticed, in line order (VCard's diagnostics),
    /// and the duplicate UIDs.
    public let diagnostics: [VCardDiagnostic]

    public init(source: String, cardCount: Int, addedCount: Int, updatedCount: Int = 0, unchangedCount: Int = 0,
                duplicateCount: Int = 0, refusedCount: Int = 0, diagnostics: [VCardDiagnostic]) {
        self.source = source
        self.cardCount = cardCount
        self.addedCount = addedCount
        self.updatedCount = updatedCount
        self.unchangedCount = unchangedCount
        self.duplicateCount = duplicateCount
        self.refusedCount = refusedCount
        self.diagnostics = diagnostics
    }

    /// What could not be kept exactly as written: warnings (read by a best
    /// guess: an unknown charset, a line without a colon, a date kept as
    /// text; a duplicate UID) and errors (damaged text replaced, a card cut
    /// off), with line numbers.
    public var problems: [VCardDiagnostic] { diagnostics.filter { $0.severity >= .warning } }
    /// Repairs that lose nothing (a UID or FN added, a comment line skipped).
    public var repairs: [VCardDiagnostic] { diagnostics.filter { $0.severity == .info } }

    /// "book.vcf: imported 3 contacts (2 new, 1 updated); 4 unchanged, 1 duplicate UID; 1 problem, 2 repairs".
    public var summary: String {
        func counted(_ count: Int, _ noun: String, _ plural: String? = nil) -> String {
            "\(count) \(count == 1 ? noun : plural ?? noun + "s")"
        }
        var text = "\(source): imported \(counted(importedCount, "contact"))"
        if updatedCount > 0 { text += " (\(addedCount) new, \(updatedCount) updated)" }
        var notes: [String] = []
        if unchangedCount > 0 { notes.append("\(unchangedCount) already in the book unchanged") }
        if duplicateCount > 0 { notes.append(counted(duplicateCount, "duplicate UID")) }
        if refusedCount > 0 { notes.append(counted(refusedCount, "card") + " refused") }
        if !notes.isEmpty { text += "; " + notes.joined(separator: ", ") }
        let counts = [(problems.count, "problem"), (repairs.count, "repair")].filter { $0.0 > 0 }
            .map { counted($0.0, $0.1) }
        if !counts.isEmpty { text += "; " + counts.joined(separator: ", ") }
        return text
    }

    /// One line per problem in the form compilers use,
    /// `FILE:LINE: SEVERITY: MESSAGE`.
    public var problemLines: [String] {
        problems.map { "\(source):\($0.line): \($0.severity.rawValue): \($0.message)" }
    }

    public var description: String { ([summary] + problemLines).joined(separator: "\n") }
}

