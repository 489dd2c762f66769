import ContactsStore
import Foundation
import NameCollation

/// The contacts of one account as the list screen shows them: sorted by
/// the name collation (pinyin for Chinese names), grouped in sections
/// "A"…"Z" and "#" (only the sections that have contacts), with a section
/// index.
///
/// It opens fast whatever the size of the book: the count and the sections
/// come from SQL (a COUNT and a GROUP BY over the section index), and rows
/// are read a page at a time (``pageSize`` rows by LIMIT/OFFSET on the sort
/// index) when the table view asks for them; a few recent pages are kept.
///
/// Changes made through the list (``insert(_:)``, ``update(_:)``,
/// ``delete(at:)``) return a ``ContactListChange`` for the table view and
/// keep the list in step; call ``reload()`` after changes made elsewhere.
/// A list is not thread-safe: use it from the main thread (the UI).
public final class ContactList {
    /// Rows read per query.
    public static let defaultPageSize = 64
    /// Pages kept in memory.
    static let cachedPages = 8

    /// The account whose contacts these are.
    public let account: Account
    /// Rows read per query.
    public let pageSize: Int
    /// Number of contacts.
    public private(set) var count: Int = 0
    /// The non-empty sections in list order: title, index of the first
    /// contact, number of contacts.
    public private(set) var sections: [ContactSection] = []

    private let book: AddressBook
    private var pages: [Int: [Contact]] = [:]
    private var pageUse: [Int] = []

    init(book: AddressBook, account: Account, pageSize: Int) throws {
        self.book = book
        self.account = account
        self.pageSize = max(1, pageSize)
        try reload()
    }

    /// Re-reads the count and the sections and drops the cached pages.
    public func reload() throws {
        let sections = try book.sections(for: account)
        self.sections = sections
        count = sections.reduce(0) { $0 + $1.count }
        pages = [:]
        pageUse = []
    }

    // MARK: Table view data source

    /// Titles of the non-empty sections, for `titleForHeaderInSection`.
    public var sectionTitles: [String] { sections.map(\.title) }

    /// The index shown at the table's edge: every letter A–Z and "#",
    /// as `UILocalizedIndexedCollation` shows them for English.
    public static var sectionIndexTitles: [String] { NameCollator.sectionIndexTitles }

    /// The section to scroll to for an index title: the section with that
    /// title, or else the first one after it in index order, or else the
    /// last section (`sectionForSectionIndexTitle`). 0 for an empty list.
    public func section(forSectionIndexTitle title: String) -> Int {
        let order = Self.sectionIndexTitles
        guard let wanted = order.firstIndex(of: title) else { return 0 }
        for (index, section) in sections.enumerated() {
            if let position = order.firstIndex(of: section.title), position >= wanted { return index }
        }
        return max(0, sections.count - 1)
    }

    /// Rows in section `section` (0 when out of range).
    public func numberOfRows(inSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].count : 0
    }

    /// The contact at a section and row.
    /// - Throws: store errors; `.contactNotFound(id: -1)` for a position
    ///   out of range.
    public func contact(at position: ContactListPosition) throws -> Contact {
        guard sections.indices.contains(position.section), position.row >= 0,
              position.row < sections[position.section].count
        else { throw AddressBookError.contactNotFound(id: -1) }
        return try contact(atIndex: sections[position.section].firstIndex + position.row)
    }

    /// The contact at `index` of the whole sorted list.
    public func contact(atIndex index: Int) throws -> Contact {
        guard index >= 0, index < count else { throw AddressBookError.contactNotFound(id: -1) }
        let page = index / pageSize
        let rows = try self.page(page)
        let offset = index - page * pageSize
        guard offset < rows.count else { throw AddressBookError.contactNotFound(id: -1) }
        return rows[offset]
    }

    /// The section and row of `index` in the whole list (nil when out of range).
    public func position(ofIndex index: Int) -> ContactListPosition? {
        Self.position(ofIndex: index, in: sections)
    }

    static func position(ofIndex index: Int, in sections: [ContactSection]) -> ContactListPosition? {
        // Binary search over the sections' first indexes.
        var low = 0, high = sections.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let section = sections[middle]
            if index < section.firstIndex {
                high = middle - 1
            } else if index >= section.firstIndex + section.count {
                low = middle + 1
            } else {
                return ContactListPosition(section: middle, row: index - section.firstIndex)
            }
        }
        return nil
    }

    /// The position of a stored contact, or nil if it is not in the list.
    public func position(of contact: Contact) throws -> ContactListPosition? {
        guard let id = contact.id, let index = try book.index(ofContact: id, for: account) else { return nil }
        return position(ofIndex: index)
    }

    private func page(_ number: Int) throws -> [Contact] {
        if let rows = pages[number] {
            if let use = pageUse.firstIndex(of: number) { pageUse.remove(at: use) }
            pageUse.append(number)
            return rows
        }
        let start = number * pageSize
        let rows = try book.contacts(for: account, range: start..<(start + pageSize))
        pages[number] = rows
        pageUse.append(number)
        if pageUse.count > Self.cachedPages { pages[pageUse.removeFirst()] = nil }
        return rows
    }

    // MARK: Changes

    /// Stores a new contact (``AddressBook/insert(_:for:)``) and says where
    /// its row (or its new section) appears.
    public func insert(_ contact: Contact) throws -> ContactListChange {
        let stored = try book.insert(contact, for: account)
        let old = sections
        try reload()
        var change = ContactListChange(contact: stored)
        try addInsertion(of: stored, oldSections: old, to: &change)
        return change
    }

    /// Saves an edited contact (``AddressBook/update(_:for:)``): a reload of
    /// its row when it stays in place, else a deletion and an insertion
    /// (the name changed its place in the order).
    public func update(_ contact: Contact) throws -> ContactListChange {
        guard let id = contact.id else { throw AddressBookError.contactNotFound(id: -1) }
        let oldIndex = try book.index(ofContact: id, for: account)
        let old = sections
        let stored = try book.update(contact, for: account)
        try reload()
        var change = ContactListChange(contact: stored)
        let newIndex = try book.index(ofContact: id, for: account)
        if let oldIndex, oldIndex == newIndex, old == sections, let position = position(ofIndex: oldIndex) {
            change.reloadedRows = [position]
            change.position = position
            return change
        }
        if let oldIndex { addDeletion(ofIndex: oldIndex, oldSections: old, to: &change) }
        try addInsertion(of: stored, oldSections: old, to: &change)
        return change
    }

    /// Deletes the contact at `position` (``AddressBook/delete(_:for:)``).
    public func delete(at position: ContactListPosition) throws -> ContactListChange {
        let contact = try self.contact(at: position)
        return try delete(contact)
    }

    /// Deletes a stored contact.
    public func delete(_ contact: Contact) throws -> ContactListChange {
        guard let id = contact.id else { throw AddressBookError.contactNotFound(id: -1) }
        let oldIndex = try book.index(ofContact: id, for: account)
        let old = sections
        try book.delete(id, for: account)
        try reload()
        var change = ContactListChange()
        if let oldIndex { addDeletion(ofIndex: oldIndex, oldSections: old, to: &change) }
        return change
    }

    private func addDeletion(ofIndex index: Int, oldSections: [ContactSection], to change: inout ContactListChange) {
        guard let position = Self.position(ofIndex: index, in: oldSections) else { return }
        let title = oldSections[position.section].title
        if !sections.contains(where: { $0.title == title }) {
            change.deletedSections.append(position.section)
        } else {
            change.deletedRows.append(position)
        }
    }

    private func addInsertion(of contact: Contact, oldSections: [ContactSection], to change: inout ContactListChange) throws {
        guard let id = contact.id, let index = try book.index(ofContact: id, for: account),
              let position = position(ofIndex: index)
        else { return }
        change.position = position
        let title = sections[position.section].title
        if !oldSections.contains(where: { $0.title == title }) {
            change.insertedSections.append(position.section)
        } else {
            change.insertedRows.append(position)
        }
    }
}
