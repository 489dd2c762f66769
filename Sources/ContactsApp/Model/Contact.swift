import ContactsStore
import Foundation
import NameCollation
import VCard

/// A contact as the app's screens and the command line see it.
///
/// Make a new one with ``init(name:phone:email:note:)`` (the Add Contact
/// screen) or ``init(givenName:familyName:phones:emails:note:birthday:)``;
/// it has no ``id`` until ``AddressBook/insert(_:for:)`` stores it. Contacts
/// read from the book carry their id, their section and their display name.
///
/// Names: ``displayName`` is the name shown in the list and edited in the
/// name field (vCard `FN`). Setting it to a different text splits it again
/// into ``givenName`` and ``familyName``: a Chinese name by the surname table
/// (欧阳娜娜 → 欧阳 + 娜娜, NameCollation's `splitChineseName`), any other
/// name by words (first word given, last word family, RFC 6350's N
/// components). A new contact made from components shows them family name
/// first when all are written in Han, Hangul or kana (张 + 三 → 张三),
/// otherwise given name first ("Ada Lovelace"), as Apple's
/// CNContactFormatter does.
public struct Contact: Equatable, Hashable, Sendable, Identifiable {
    /// Row id in the book; nil for a contact not stored yet.
    public internal(set) var id: Int64?
    /// The name shown and edited (vCard `FN`). Setting a different value
    /// re-derives ``givenName`` and ``familyName`` from it.
    public var displayName: String {
        didSet {
            if displayName != oldValue { (givenName, familyName) = Contact.split(displayName) }
        }
    }
    /// Given name (vCard `N`, second component).
    public var givenName: String
    /// Family name (vCard `N`, first component).
    public var familyName: String
    /// Phone numbers in order, each with its label ("mobile", "work", …).
    public var phones: [ContactValue]
    /// E-mail addresses in order, each with its label.
    public var emails: [ContactValue]
    /// The note (vCard `NOTE`; several notes of an imported card joined by blank lines).
    public var note: String
    /// Year (optional), month and day of birth (vCard `BDAY`), or nil.
    public var birthday: DateComponents?
    /// Company (vCard `ORG`, first component; the units are kept in the card).
    /// Read with the other details (see ``hasDetails``).
    public var organization: String
    /// Job title (vCard `TITLE`). A detail.
    public var jobTitle: String
    /// Postal addresses in order (vCard `ADR`). A detail.
    public var addresses: [ContactAddress]
    /// Web addresses in order, each with its label ("homepage", "work", …;
    /// vCard `URL`). A detail.
    public var urls: [ContactValue]
    /// True when ``organization``, ``jobTitle``, ``addresses`` and ``urls``
    /// hold the contact's values: always for a contact made in the app, and
    /// for a stored contact after ``withDetails()``. Contacts read for the
    /// list leave them empty (reading them means parsing the stored card);
    /// saving a contact without details keeps the card's as they are.
    public internal(set) var hasDetails: Bool
    /// The stored card's text (the details are read from it).
    var storedCard: String?
    /// The list section ("A"…"Z", "#") the contact is filed under; empty
    /// until the book has stored it.
    public internal(set) var section: String

    /// A new contact from the Add Contact screen's fields: the name is split
    /// as for ``displayName``; blank phone, email and note are left out. The
    /// phone and email get the labels a new value gets there ("mobile",
    /// "home": ``ContactLabels/defaultPhone``, ``ContactLabels/defaultEmail``).
    public init(name: String, phone: String = "", email: String = "", note: String = "") {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        let (given, family) = Contact.split(trimmed)
        self.init(id: nil, displayName: trimmed, givenName: given, familyName: family,
                  phones: Contact.values(phone, label: ContactLabels.defaultPhone),
                  emails: Contact.values(email, label: ContactLabels.defaultEmail),
                  note: note.trimmingCharacters(in: .whitespacesAndNewlines), birthday: nil, section: "",
                  hasDetails: true)
    }

    /// A new contact from name components; the display name is composed
    /// from them (family first for CJK names, see the type's documentation).
    public init(givenName: String, familyName: String, phones: [ContactValue] = [], emails: [ContactValue] = [],
                note: String = "", birthday: DateComponents? = nil) {
        self.init(id: nil, displayName: Contact.compose(given: givenName, family: familyName),
                  givenName: givenName, familyName: familyName, phones: phones, emails: emails,
                  note: note, birthday: birthday, section: "", hasDetails: true)
    }

    /// Memberwise, for the book.
    init(id: Int64?, displayName: String, givenName: String, familyName: String, phones: [ContactValue],
         emails: [ContactValue], note: String, birthday: DateComponents?, section: String,
         hasDetails: Bool = false, storedCard: String? = nil) {
        self.id = id
        self.displayName = displayName
        self.givenName = givenName
        self.familyName = familyName
        self.phones = phones
        self.emails = emails
        self.note = note
        self.birthday = birthday
        self.section = section
        self.organization = ""
        self.jobTitle = ""
        self.addresses = []
        self.urls = []
        self.hasDetails = hasDetails
        self.storedCard = storedCard
    }

    /// The first phone number, or "" (the list row's detail text).
    public var phone: String { phones.first?.value ?? "" }
    /// The first e-mail address, or "".
    public var email: String { emails.first?.value ?? "" }

    /// Checks what the app's screens require before saving: a non-blank
    /// name, every phone number valid by ``PhoneNumberRule``, every e-mail
    /// address valid by ``EmailAddressRule``. Imported contacts are not held
    /// to this (a card may have no name or a number written as words).
    /// - Throws: ``ContactProblem``, the first problem found.
    public func validate() throws(ContactProblem) {
        if displayName.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { throw .emptyName }
        for phone in phones {
            do {
                _ = try PhoneNumberRule.validate(phone.value)
            } catch {
                throw .invalidPhone(phone.value, error)
            }
        }
        for email in emails where !EmailAddressRule.isValid(email.value) {
            throw .invalidEmail(email.value)
        }
    }

    // MARK: Names

    /// Given and family name from a full name as written: Chinese names by
    /// the surname table, others by words (see the type's documentation).
    static func split(_ name: String) -> (given: String, family: String) {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        if NameCollator.isWrittenFamilyFirst([trimmed]), !trimmed.contains(" "),
           let parts = NameCollator.splitChineseName(trimmed) {
            return (parts.given, parts.family)
        }
        let structured = StructuredName(derivedFrom: trimmed)
        // Middle names stay in the display name (and in the card's N); the
        // list needs given and family only.
        return (structured.givenName, structured.familyName)
    }

    /// The display name of components: family + given with no space when
    /// written in CJK scripts, else "given family".
    static func compose(given: String, family: String) -> String {
        let g = given.trimmingCharacters(in: .whitespacesAndNewlines)
        let f = family.trimmingCharacters(in: .whitespacesAndNewlines)
        if NameCollator.isWrittenFamilyFirst([g, f]) { return f + g }
        return [g, f].filter { !$0.isEmpty }.joined(separator: " ")
    }

    private static func values(_ text: String, label: String) -> [ContactValue] {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty ? [] : [ContactValue(trimmed, label: label)]
    }
}
