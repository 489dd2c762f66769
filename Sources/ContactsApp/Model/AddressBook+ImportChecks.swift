import ContactsStore
import Foundation
import VCard

extension AddressBook {
    /// Properties that say nothing about a person on their own: the card's
    /// bookkeeping (RFC 6350 sections 6.1.4, 6.7.3, 6.7.4, 6.7.6, 6.7.9) and
    /// the name properties, which ``refusal(of:)`` looks at separately.
    static let bookkeepingProperties: Set<String> = ["VERSION", "PRODID", "REV", "UID", "KIND", "N", "FN", "X-ABLABEL", "CLIENTPIDMAP"]

    /// Why a card read from a file is not imported, or nil: a card with no
    /// name to show (no FN, N, ORG, NICKNAME, e-mail or phone) and no other
    /// property with a value is nobody, and storing it would add an empty
    /// row to the list. Reported as an error on the card's BEGIN line.
    static func refusal(of card: VCardStreamReader.Card) -> VCardDiagnostic? {
        guard card.card.displayName.trimmingWhitespaces.isEmpty else { return nil }
        let hasData = card.card.properties.contains { property in
            !bookkeepingProperties.contains(property.name) && !property.value.trimmingWhitespaces.isEmpty
        }
        guard !hasData else { return nil }
        return VCardDiagnostic(line: card.line, message: "Card has no name and no other data: not imported.", severity: .error)
    }

    /// Warnings for values of a card the contact leaves out: an EMAIL that is
    /// not an e-mail address (``EmailAddressRule``) is not one of the
    /// contact's addresses (nor offered to mail clients by `query`); the
    /// stored card keeps its line, so export writes it back.
    static func leftOutValues(of row: ContactFields, card: VCardStreamReader.Card) -> [VCardDiagnostic] {
        // The row holds the valid addresses (ContactCardMapper): only a card with fewer needs a look.
        var count = 0
        for property in card.card.properties where property.name == "EMAIL" { count += 1 }
        guard count > row.emails.count else { return [] }
        return card.card.emails.compactMap { email in
            let value = email.value.trimmingWhitespaces
            guard !value.isEmpty, !EmailAddressRule.isValid(value) else { return nil }
            return VCardDiagnostic(line: card.line, message: "EMAIL \(VCardDiagnostic.quote(value)) is not an e-mail address: "
                                   + "left out of the contact's addresses (kept in its card).", severity: .warning)
        }
    }
}
