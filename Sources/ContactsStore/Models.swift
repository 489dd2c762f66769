import Foundation

/// An account: the owner of a private set of contacts.
public struct Account: Equatable, Hashable, Sendable, Identifiable {
    /// Row id in the `accounts` table.
    public let id: Int64
    /// The name as it was typed when the account was created (case kept).
    public let name: String
    /// When the account was created.
    public let created: Date

    public init(id: Int64, name: String, created: Date) {
        self.id = id
        self.name = name
        self.created = created
    }
}

/// The outcome of ``ContactsDatabase/verify(name:password:)``.
///
/// An unknown account and a wrong password both give
/// ``invalidCredentials``, so the answer does not tell whether a name exists.
public enum AccountVerification: Equatable, Sendable {
    /// The password is right; the account is signed in.
    case success(Account)
    /// Unknown account or wrong password.
    case invalidCredentials
    /// Too many consecutive failures: try again after `retryAfter` seconds.
    /// No password was checked.
    case locked(retryAfter: TimeInterval)
}

/// One phone number or e-mail address with its optional label (the vCard
/// `TYPE` parameter, e.g. "cell", "work"; RFC 6350 section 5.6).
public struct ContactValue: Equatable, Hashable, Sendable {
    public var label: String?
    public var value: String

    public init(_ value: String, label: String? = nil) {
        self.value = value
        self.label = label
    }
}

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

/// A contact stored in an account. The fields are reachable directly:
/// `record.formattedName` reads `record.fields.formattedName`.
@dynamicMemberLookup
public struct ContactRecord: Equatable, Hashable, Sendable, Identifiable {
    /// Row id in the `contacts` table; unique across accounts.
    public let id: Int64
    /// The owning account's id.
    public let accountID: Int64
    public var fields: ContactFields
    public let created: Date
    public let updated: Date

    public init(id: Int64, accountID: Int64, fields: ContactFields, created: Date, updated: Date) {
        self.id = id
        self.accountID = accountID
        self.fields = fields
        self.created = created
        self.updated = updated
    }

    public subscript<T>(dynamicMember keyPath: WritableKeyPath<ContactFields, T>) -> T {
        get { fields[keyPath: keyPath] }
        set { fields[keyPath: keyPath] = newValue }
    }
}

/// One section of the sorted list, as a `UITableView` data source needs it
/// (`numberOfSections`, `numberOfRowsInSection`, `sectionIndexTitles`).
public struct ContactSection: Equatable, Hashable, Sendable {
    /// The title, e.g. "A" or "#".
    public let title: String
    /// Index of the section's first contact in the whole sorted list.
    public let firstIndex: Int
    /// Number of contacts in the section.
    public let count: Int

    public init(title: String, firstIndex: Int, count: Int) {
        self.title = title
        self.firstIndex = firstIndex
        self.count = count
    }
}

/// What `list` and mail completion need of a contact: its name and its
/// phones and e-mails, read without the rest of the row.
public struct ContactSummary: Equatable, Sendable {
    public let id: Int64
    /// The display name (vCard `FN`).
    public let formattedName: String
    public let phones: [ContactValue]
    public let emails: [ContactValue]

    public init(id: Int64, formattedName: String, phones: [ContactValue], emails: [ContactValue]) {
        self.id = id
        self.formattedName = formattedName
        self.phones = phones
        self.emails = emails
    }
}
