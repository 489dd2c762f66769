import ContactsStore
import Foundation
import VCard

extension AddressBook {
    /// The whole stored card of contact `id` (every phone, e-mail, address,
    /// organisation, birthday, URL and note it was imported or saved with),
    /// or, for a contact without one, a card made from its fields.
    /// - Throws: ``AddressBookError/contactNotFound(id:)``, store errors.
    public func storedCard(ofContact id: Int64, for account: Account) throws -> VCard {
        guard let record = try translatingStoreErrors({ try database.contact(id: id, for: account) }) else {
            throw AddressBookError.contactNotFound(id: id)
        }
        if let card = ContactCardMapper.storedCard(record.vCard) { return card }
        return mapper.card(for: mapper.contact(from: record), uid: record.uid, mergingInto: nil, now: clock()).card
    }

    /// Reads `text` (an edited vCard) and, when it is exactly one readable
    /// card with a name that the app accepts, replaces contact `id`'s card and
    /// fields with it; the contact keeps its UID (a changed UID line is put
    /// back). Nothing is written otherwise.
    /// - Returns: the contact as stored.
    /// - Throws: ``CardEditProblem`` (nothing saved), ``AddressBookError``.
    @discardableResult
    public func replaceCard(ofContact id: Int64, with text: String, for account: Account) throws -> Contact {
        let result: VCardParseResult
        do {
            result = try VCardParser(options: .init(assignsMissingUID: false, derivesMissingNames: false)).parse(text)
        } catch {
            throw CardEditProblem.notOneCard(found: 0)
        }
        guard result.cards.count == 1, var card = result.cards.first else {
            throw CardEditProblem.notOneCard(found: result.cards.count)
        }
        let errors = result.diagnostics.filter { $0.severity == .error }
        if !errors.isEmpty { throw CardEditProblem.unreadable(errors) }
        guard !(card.formattedName ?? "").trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw CardEditProblem.noName
        }
        return try translatingStoreErrors {
            guard let record = try database.contact(id: id, for: account) else { throw AddressBookError.contactNotFound(id: id) }
            card.properties.removeAll { $0.name == "UID" }
            card.properties.append(VCardProperty(name: "UID", value: record.uid))
            if card.name == nil {
                card.properties.append(VCardProperty(name: "N", components: StructuredName(derivedFrom: card.formattedName ?? "").components))
            }
            let fields = mapper.fields(for: card)
            let contact = mapper.contact(from: ContactRecord(id: id, accountID: account.id, fields: fields,
                                                            created: record.created, updated: record.updated))
            do {
                try contact.validate()
            } catch let problem as ContactProblem {
                throw CardEditProblem.invalid(problem)
            }
            return mapper.contact(from: try database.update(id, with: fields, for: account))
        }
    }
}
