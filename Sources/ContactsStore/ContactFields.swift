import Foundation

/// The fields of a contact as the store keeps them.
///
/// `sortKey`, `section` and `searchText` are computed by the caller (the app
/// uses its name-collation module) and stored as given, except that
/// `searchText` is lowercased; the store only compares them:
/// - `sortKey` orders the list by plain byte comparison (SQLite's BINARY
///   collation), so it must already be in collation order as UTF-8 bytes;
///   contacts with equal keys are ordered by id.
/// - `section` is the section title ("A"…"Z", "#"); all contacts of one
///   section must be contiguous in `sortKey` order (a key that starts with
///   its section does this).
/// - `searchText` holds everything a search should find (names, pinyin and
///   its initials, phone digits, e-mail addresses), separated by spaces.
///
/// `vCard` is the original vCard text the contact was imported from, kept
/// untouched for a faithful export; nil for contacts typed into the app.
public struct ContactFields: Equatable, Hashable, Sendable {
    /// vCard `UID` (RFC 6350 section 6.7.6); a random UUID when left empty.
    public var uid: String
    public var givenName: String
    public var familyName: String
    /// The display name (vCard `FN`).
    public var formattedName: String
    public var phones: [ContactValue]
    public var emails: [ContactValue]
    public var note: String
    public var vCard: String?
    public var sortKey: String
    public var section: String
    public var searchText: String

    public init(uid: String = "", givenName: String = "", familyName: String = "", formattedName: String,
                phones: [ContactValue] = [], emails: [ContactValue] = [], note: String = "", vCard: String? = nil,
                sortKey: String, section: String, searchText: String) {
        self.uid = uid
        self.givenName = givenName
        self.familyName = familyName
        self.formattedName = formattedName
        self.phones = phones
        self.emails = emails
        self.note = note
        self.vCard = vCard
        self.sortKey = sortKey
        self.section = section
        self.searchText = searchText
    }

    /// Fills `sortKey`, `section` and `searchText` with plain keys for when
    /// no collation is at hand (scripts, tests): the lowercased name, its
    /// first ASCII letter uppercased or "#", and name + phones + e-mails.
    /// It knows nothing of pinyin; the app uses its collation module instead.
    public mutating func fillBasicKeys() {
        let name = formattedName.trimmingCharacters(in: .whitespaces).lowercased()
        let first = name.unicodeScalars.first
        let isLetter = first.map { ("a"..."z").contains($0) } ?? false
        section = isLetter ? String(first.map(Character.init) ?? "#").uppercased() : "#"
        // "#" sorts after the letters: prefix non-letters with "~" (0x7E).
        sortKey = (isLetter ? "" : "~") + name
        searchText = ([name] + phones.map(\.value) + emails.map(\.value)).joined(separator: " ")
    }
}
