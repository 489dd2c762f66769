import ContactsStore
import Foundation
import NameCollation
import VCard

/// Converts between vCards, the store's rows and ``Contact`` values, and
/// computes the collation keys (sort key, section, search text) of a row.
///
/// The store keeps the fields the list and search need in columns, and the
/// whole card as text (`ContactFields.vCard`): as written in the imported
/// file when reading it again gives the same card, else as vCard 4.0
/// (UTF-8, whatever charset and version the file used). Properties the app
/// does not show (addresses, photos, `X-` extensions, groups and labels)
/// live there and come back on export. Saving a contact edited in the app
/// merges the edits into that card, replacing only the properties whose
/// values changed, so an unchanged phone keeps its `PREF` and `TYPE`
/// parameters and an unchanged card is written back as it was.
struct ContactCardMapper: Sendable {
    let collator: NameCollator
    /// Keys computed per distinct name (shared by copies of the mapper).
    let nameKeys = NameKeyCache()

    /// The version cards are stored in: one canonical UTF-8 form whatever
    /// the source file used (2.1 quoted-printable and charsets are decoded
    /// on import), converted on export by VCardWriter.
    static let storedVersion = VCardWriter.Version.v4_0

    // MARK: Card → row

    /// The store row of a card read from a file.
    ///
    /// - Parameter originalText: the card's text as written in the file,
    ///   stored as is when given (the file plan vouches that reading it again
    ///   gives this card) and this method does not correct the card; else
    ///   the card is stored as vCard 4.0.
    func fields(for card: VCard, originalText: String? = nil) -> ContactFields {
        var card = card
        var corrected = false
        let structured = card.name ?? StructuredName()
        var given = structured.givenName.trimmingWhitespaces
        var family = structured.familyName.trimmingWhitespaces
        let middle = structured.additionalNames.trimmingWhitespaces
        // An N derived from a one-word Chinese FN ("张三" → given "张三")
        // is split by the surname table, so 曾小明 reads "zeng xiao ming".
        if family.isEmpty, middle.isEmpty, !given.contains(" "), NameCollator.isWrittenFamilyFirst([given]),
           let parts = NameCollator.splitChineseName(given) {
            (given, family) = (parts.given, parts.family)
            var name = structured
            name.givenName = given
            name.familyName = family
            card.name = name
            corrected = true
        }
        // A CJK name whose FN is N in Western order ("小明 王", as readers
        // derive a missing FN) is shown family name first ("王小明").
        if let formatted = card.formattedName?.trimmingWhitespaces,
           formatted == structured.formatted, NameCollator.isWrittenFamilyFirst([given, family, middle]) {
            let familyFirst = collator.displayName(given: given, family: family, middle: middle)
            if familyFirst != formatted {
                card.formattedName = familyFirst
                corrected = true
            }
        }
        let displayName = card.displayName
        let phones = card.telephones.map { ContactValue($0.value, label: $0.label) }
        // An EMAIL that is no address stays in the card, not in the contact's
        // addresses (the import reports it: AddressBook.leftOutValues).
        let emails = card.emails.filter { EmailAddressRule.isValid($0.value) || $0.value.trimmingWhitespaces.isEmpty }
            .map { ContactValue($0.value, label: $0.label) }
        let text = corrected ? nil : originalText
        var fields = ContactFields(
            uid: card.uid ?? "", givenName: given, familyName: family, formattedName: displayName,
            phones: phones, emails: emails, note: Self.note(of: card),
            vCard: text ?? VCardWriter(version: Self.storedVersion).string(for: card),
            sortKey: "", section: "", searchText: "")
        fillKeys(&fields, middle: middle, phonetic: phonetic(of: card, given: given, family: family))
        return fields
    }

    /// Sets `sortKey`, `section` and `searchText` from the names, phones
    /// and e-mails (NameCollation's rules: pinyin readings, initials,
    /// folded accents, phone digits).
    func fillKeys(_ fields: inout ContactFields, middle: String = "", phonetic: String? = nil) {
        let name = NameKeyCache.Name(given: fields.givenName, family: fields.familyName, middle: middle,
                                     formatted: fields.formattedName, phonetic: phonetic)
        let keys = nameKeys.keys(for: name) {
            let (sortKey, lines) = collator.keys(given: name.given, family: name.family, middle: middle,
                                                 formatted: name.formatted, phonetic: phonetic)
            // A display name that differs from the components ("Bob" for
            // Robert, an organisation) is searchable too.
            let composed = collator.displayName(given: name.given, family: name.family, middle: middle,
                                                formatted: name.formatted)
            let extra = !name.formatted.isEmpty && name.formatted != composed
                ? collator.searchText(name: name.formatted, phones: [], emails: []) : nil
            return NameKeyCache.Keys(sortKey: sortKey, section: NameCollator.section(forSortKey: sortKey),
                                     lines: lines, extra: extra)
        }
        fields.sortKey = keys.sortKey
        fields.section = keys.section
        var search = collator.searchText(nameLines: keys.lines, phones: fields.phones.map(\.value),
                                         emails: fields.emails.map(\.value))
        if let extra = keys.extra { search += "\n" + extra }
        fields.searchText = search
    }

    /// The phonetic reading a card gives for sorting, in reading order:
    /// Apple/Google `X-PHONETIC-LAST-NAME` and `X-PHONETIC-FIRST-NAME`,
    /// vCard 3.0 `SORT-STRING` (RFC 2426 section 3.6.5), or the `SORT-AS`
    /// parameter of N (RFC 6350 section 5.9). nil when there is none.
    func phonetic(of card: VCard, given: String, family: String) -> String? {
        let last = card.firstProperty(named: "X-PHONETIC-LAST-NAME")?.text.trimmingCharacters(in: .whitespaces) ?? ""
        let first = card.firstProperty(named: "X-PHONETIC-FIRST-NAME")?.text.trimmingCharacters(in: .whitespaces) ?? ""
        if !last.isEmpty || !first.isEmpty {
            let familyFirst = NameCollator.isWrittenFamilyFirst([given, family]) || collator.sortOrder == .familyName
            return (familyFirst ? [last, first] : [first, last]).filter { !$0.isEmpty }.joined(separator: " ")
        }
        if let sortString = card.firstProperty(named: "SORT-STRING")?.text, !sortString.trimmingCharacters(in: .whitespaces).isEmpty {
            return sortString
        }
        if let sortAs = card.firstProperty(named: "N")?.parameterValues("SORT-AS"), !sortAs.isEmpty {
            let text = sortAs.joined(separator: " ")
            return text.trimmingCharacters(in: .whitespaces).isEmpty ? nil : text
        }
        return nil
    }

    /// Every NOTE of a card, joined by a blank line.
    static func note(of card: VCard) -> String {
        card.notes.joined(separator: "\n\n")
    }

    // MARK: Row → contact

    /// The contact of a stored row. The birthday is read from the stored
    /// card, which is parsed only when it has a BDAY line.
    func contact(from record: ContactRecord) -> Contact {
        Contact(id: record.id, displayName: record.formattedName, givenName: record.givenName,
                familyName: record.familyName, phones: record.phones, emails: record.emails, note: record.note,
                birthday: Self.birthday(inStoredCard: record.vCard), section: record.section,
                storedCard: record.vCard)
    }

    /// BDAY of stored card text, or nil. Cheap when there is no BDAY.
    static func birthday(inStoredCard text: String?) -> DateComponents? {
        guard let text, text.utf8.count >= 4, containsBDAY(text) else { return nil }
        return (try? VCardParser().parse(text))?.cards.first?.birthday
    }

    /// True when the text has "BDAY" (any case) somewhere: a fast byte
    /// scan that spares parsing the cards without a birthday.
    static func containsBDAY(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            guard bytes.count >= 4 else { return false }
            for index in 0...(bytes.count - 4) where bytes[index] | 0x20 == 0x62 {  // b/B
                if bytes[index + 1] | 0x20 == 0x64, bytes[index + 2] | 0x20 == 0x61, bytes[index + 3] | 0x20 == 0x79 {
                    return true
                }
            }
            return false
        }
    }

    /// The stored card of a row, parsed; nil when the row has none or it no
    /// longer parses (then the row's fields alone make the card).
    static func storedCard(_ text: String?) -> VCard? {
        guard let text, !text.isEmpty else { return nil }
        return (try? VCardParser(options: .init(assignsMissingUID: false, derivesMissingNames: false)).parse(text))?
            .cards.first
    }

    // MARK: Contact → card

    /// The card of `contact` for saving or export: `previous` (the stored
    /// card) with the properties whose values differ from the contact's
    /// replaced, or a new 4.0 card. Properties the app does not edit are
    /// left exactly as they were. `changed` tells whether anything was
    /// replaced; a changed card gets a new `REV` (RFC 6350 section 6.7.4).
    func card(for contact: Contact, uid: String, mergingInto previous: VCard?, now: Date) -> (card: VCard, changed: Bool) {
        var card = previous ?? VCard(version: .v4_0)
        var changed = previous == nil

        if card.uid != uid, !uid.isEmpty {
            card.uid = uid
            changed = true
        }
        if card.formattedName != contact.displayName {
            card.formattedName = contact.displayName
            changed = true
        }
        let oldName = card.name ?? StructuredName()
        if card.name == nil || oldName.givenName != contact.givenName || oldName.familyName != contact.familyName {
            // Keep middle names, prefixes and suffixes when the display name
            // still contains them (given/family corrected), else take the
            // ones the display name shows.
            var name = StructuredName(derivedFrom: contact.displayName)
            if name.givenName != contact.givenName || name.familyName != contact.familyName {
                name = StructuredName(familyName: contact.familyName, givenName: contact.givenName)
            }
            if !oldName.prefixes.isEmpty, contact.displayName.contains(oldName.prefixes) { name.prefixes = oldName.prefixes }
            if !oldName.suffixes.isEmpty, contact.displayName.contains(oldName.suffixes) { name.suffixes = oldName.suffixes }
            card.name = name
            changed = true
        }
        if card.telephones.map({ ContactValue($0.value, label: $0.label) }) != contact.phones {
            card.telephones = contact.phones.map { LabeledValue(value: $0.value, label: $0.label) }
            changed = true
        }
        if card.emails.map({ ContactValue($0.value, label: $0.label) }) != contact.emails {
            card.emails = contact.emails.map { LabeledValue(value: $0.value, label: $0.label) }
            changed = true
        }
        if Self.note(of: card) != contact.note {
            card.note = contact.note.isEmpty ? nil : contact.note
            changed = true
        }
        if card.birthday != contact.birthday {
            card.birthday = contact.birthday
            changed = true
        }
        if contact.hasDetails, mergeDetails(of: contact, into: &card) { changed = true }
        if changed {
            card.replaceProperties(named: "REV", with: [VCardProperty(name: "REV", value: Self.timestamp(now))])
        }
        return (card, changed)
    }

    /// Replaces ORG (its units kept), TITLE, URL and ADR of `card` with the
    /// contact's where they differ; true when something was replaced.
    func mergeDetails(of contact: Contact, into card: inout VCard) -> Bool {
        var changed = false
        let organization = contact.organization.trimmingCharacters(in: .whitespacesAndNewlines)
        if (card.organization ?? "") != organization {
            let units = card.organizationUnits
            card.replaceProperties(named: "ORG", with: organization.isEmpty && units.isEmpty ? []
                                   : [VCardProperty(name: "ORG", components: [organization] + units)])
            changed = true
        }
        let title = contact.jobTitle.trimmingCharacters(in: .whitespacesAndNewlines)
        if (card.firstProperty(named: "TITLE")?.text ?? "") != title {
            card.replaceProperties(named: "TITLE", with: title.isEmpty ? [] : [VCardProperty(name: "TITLE", text: title)])
            changed = true
        }
        let urls = contact.urls.filter { !$0.value.isEmpty }
        if card.urls.map({ ContactValue($0.value, label: $0.label) }) != urls {
            card.urls = urls.map { LabeledValue(value: $0.value, label: $0.label) }
            changed = true
        }
        let addresses = contact.addresses.filter { !$0.isEmpty }
        if Self.addresses(of: card) != addresses {
            Self.setAddresses(addresses, of: &card)
            changed = true
        }
        return changed
    }

    /// The ADR properties of `card` (RFC 6350 section 6.3.1: box; extended;
    /// street; locality; region; code; country), box and extended address
    /// joined into the street, labelled by `X-ABLabel` or TYPE.
    static func addresses(of card: VCard) -> [ContactAddress] {
        card.properties(named: "ADR").map { property in
            var c = property.components
            c += Array(repeating: "", count: max(0, 7 - c.count))
            let street = [c[2], c[1], c[0]].map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
                .joined(separator: ", ")
            return ContactAddress(label: card.groupLabel(property.group) ?? addressLabel(forTypes: property.types),
                                  street: street, city: c[3], state: c[4], postalCode: c[5], country: c[6])
        }
    }

    /// `home`, `work` or `other` from ADR's TYPE values (the postal kinds
    /// `dom`, `intl`, `postal`, `parcel` and `pref` say nothing a person
    /// reads as a label); nil when none is left.
    static func addressLabel(forTypes types: [String]) -> String? {
        let silent: Set<String> = ["pref", "dom", "intl", "postal", "parcel"]
        let words = types.map { $0.lowercased() }.filter { !silent.contains($0) }
        return words.isEmpty ? nil : words.map { $0.hasPrefix("x-") ? String($0.dropFirst(2)) : $0 }.joined(separator: " ")
    }

    /// Writes `addresses` as ADR properties: `home`/`work`/`other` as TYPE,
    /// any other label as an `itemN.X-ABLabel` (Apple's custom label).
    static func setAddresses(_ addresses: [ContactAddress], of card: inout VCard) {
        var used = Set(card.properties.compactMap { $0.group?.lowercased() })
        var replacements: [VCardProperty] = []
        var counter = 1
        for address in addresses {
            let components = ["", "", address.street, address.city, address.state, address.postalCode, address.country]
                .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            let label = address.label?.trimmingCharacters(in: .whitespaces) ?? ""
            if label.isEmpty || ["home", "work", "other"].contains(label.lowercased()) {
                let parameters = label.isEmpty ? [] : [VCardParameter(name: "TYPE", values: [label.lowercased()])]
                replacements.append(VCardProperty(name: "ADR", parameters: parameters, components: components))
            } else {
                while used.contains("item\(counter)") { counter += 1 }
                let group = "item\(counter)"
                used.insert(group)
                replacements.append(VCardProperty(group: group, name: "ADR", components: components))
                replacements.append(VCardProperty(group: group, name: "X-ABLabel", text: label))
            }
        }
        card.replaceProperties(named: "ADR", with: replacements)
    }

    /// The row of a contact saved from the app: its merged card and keys.
    func fields(for contact: Contact, uid: String, mergingInto previous: VCard?, now: Date) -> ContactFields {
        let (card, _) = card(for: contact, uid: uid, mergingInto: previous, now: now)
        var fields = ContactFields(
            uid: uid, givenName: contact.givenName, familyName: contact.familyName,
            formattedName: contact.displayName, phones: contact.phones, emails: contact.emails,
            note: contact.note, vCard: VCardWriter(version: Self.storedVersion).string(for: card),
            sortKey: "", section: "", searchText: "")
        let middle = card.name?.additionalNames ?? ""
        fillKeys(&fields, middle: middle, phonetic: phonetic(of: card, given: contact.givenName, family: contact.familyName))
        return fields
    }

    /// RFC 6350 timestamp, UTC: `20260301T101500Z`.
    static func timestamp(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        func pad(_ value: Int?, _ width: Int) -> String {
            let text = String(value ?? 0)
            return String(repeating: "0", count: max(0, width - text.count)) + text
        }
        return pad(c.year, 4) + pad(c.month, 2) + pad(c.day, 2) + "T" + pad(c.hour, 2) + pad(c.minute, 2)
            + pad(c.second, 2) + "Z"
    }
}
