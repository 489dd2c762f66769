import ContactsStore
import Foundation
import VCard

extension Contact {
    /// This contact with ``organization``, ``jobTitle``, ``addresses`` and
    /// ``urls`` read from its stored card (``hasDetails`` true). A contact
    /// that has them already, or has no stored card, is returned with
    /// ``hasDetails`` set and its values as they are.
    public func withDetails() -> Contact {
        var contact = self
        contact.hasDetails = true
        guard !hasDetails, let card = ContactCardMapper.storedCard(storedCard) else { return contact }
        contact.readDetails(of: card)
        return contact
    }

    /// Sets the details from `card`.
    mutating func readDetails(of card: VCard) {
        organization = card.organization?.trimmingCharacters(in: .whitespaces) ?? ""
        jobTitle = card.firstProperty(named: "TITLE")?.text.trimmingCharacters(in: .whitespaces) ?? ""
        urls = card.urls.map { ContactValue($0.value, label: $0.label) }
        addresses = ContactCardMapper.addresses(of: card)
        hasDetails = true
    }

    /// Every value of the contact a person reads on its card, in the order
    /// of iOS Contacts: phones, e-mails, URLs, addresses, birthday, note,
    /// each with its label (`mobile`, `home`, `birthday`, …; `phone` and `email` for
    /// a phone or address without one).
    public var labelledValues: [(label: String, value: String)] {
        var out: [(String, String)] = []
        for phone in phones { out.append((phone.label ?? ContactLabels.unlabeledPhone, phone.value)) }
        for email in emails { out.append((email.label ?? ContactLabels.unlabeledEmail, email.value)) }
        for url in urls { out.append((url.label ?? ContactLabels.defaultURL, url.value)) }
        for address in addresses where !address.isEmpty {
            out.append((address.label ?? ContactLabels.defaultAddress, address.singleLine))
        }
        if let birthday { out.append(("birthday", ContactLabels.birthdayText(birthday))) }
        if !note.isEmpty { out.append(("note", note)) }
        return out
    }
}
