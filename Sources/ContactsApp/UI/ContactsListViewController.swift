import ContactsStore
import ContactsSync
import Foundation
import UIKit
import VCard

/// Screen 2: the signed-in account's contacts (`UITableViewController`).
///
/// - Title "<account>'s Contacts" (set by the login screen's
///   `prepare(for:sender:)`).
/// - Rows in the `.value1` style: name as `textLabel`, phone as
///   `detailTextLabel`, a disclosure indicator. Separators only under rows
///   that hold data (an empty `tableFooterView`, the table's rule for that).
/// - Sorted by the name collation (pinyin for Chinese names) in sections
///   A–Z and "#", with the section index at the right edge (click a letter,
///   or type it while the table has focus).
/// - Fast on any size of book: counts and sections come from the store, rows
///   are fetched by index a page at a time when the table asks for them
///   (``ContactList`` keeps a window of recent pages); nothing loads every
///   contact.
/// - A search field above the rows (the table header view) filters as you
///   type by name, phone, e-mail, pinyin and pinyin initials; results are one
///   flat section, at most ``ContactsEnvironment/searchLimit`` rows. Keys:
///   "/" or Ctrl-F (rows focused) go to the field; Down, Return or Esc on an
///   empty field go back to the rows, on the first result; Esc in the field
///   or on the rows clears a search. The store is asked per key until the
///   in-memory ``ContactSearchIndex`` is built (``SearchIndexMode``).
/// - "+" (right) performs ``ContactsUI/Segue/addContact``; "Edit"/"Done"
///   toggles the table's editing mode. "Log Out" (left) asks with an action
///   sheet; its destructive "Log Out" forgets the remembered sign-in and pops
///   back to Login. Esc on the rows (no search, not editing) asks the same.
/// - Selecting a row (Enter, click) performs
///   ``ContactsUI/Segue/editContact``; Delete (or the ⊖ of editing mode)
///   deletes after a confirmation alert.
/// - Values come back through ``AddContactViewControllerDelegate`` (the new
///   row is inserted, no full reload) and
///   ``EditContactViewControllerDelegate`` (the row is reloaded, or moved
///   when its name moved it).
@MainActor
public final class ContactsListViewController: UITableViewController, UITextFieldDelegate,
    AddContactViewControllerDelegate, EditContactViewControllerDelegate {
    static let cellIdentifier = "contact"

    /// What the screens share (handed over in the login screen's `prepare(for:sender:)`).
    public internal(set) var environment: ContactsEnvironment!
    var strings: Localization { environment.strings }
    var book: AddressBook { environment.addressBook }

    /// The signed-in account (set in the login screen's `prepare(for:sender:)`).
    public var account: Account?
    /// The paged, sectioned list of the account's contacts (after `viewDidLoad`).
    public private(set) var contacts: ContactList?
    /// The search field at the top of the table (a `UISearchTextField`).
    public let searchField: UITextField = Form.searchField(placeholder: "")
    let searchHeader = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 1))
    let footer = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 0))
    let footerLabel = UILabel(frame: .zero)
    /// The ids of the search results in list order, or nil while not searching.
    public internal(set) var searchResultIDs: [Int64]?
    /// Contacts of the results already read (rows are read when shown).
    var searchCache: [Int64: Contact] = [:]
    /// The in-memory search texts (see ``ContactSearchIndex``).
    let searchIndex = ContactSearchIndex()
    var searchIndexScheduled = false
    /// True when the results were cut at the limit.
    public internal(set) var searchWasCut = false
    var listIsStale = false
    /// The row whose contact the Edit screen shows.
    var editedIndexPath: IndexPath?
    /// The database files as the list last read them (see ``checkForExternalChanges()``).
    var seenSignature: BookSignature?
    /// Watches the data directory for other processes' writes (terminal app only).
    var changeMonitor: ExternalChangeMonitor?
    /// Set by the monitor's thread when it posted a check, cleared when the check runs.
    let externalCheckPending = PendingFlag()

    /// "Sync" (left, beside Log Out), made when the account syncs with a server.
    public internal(set) var syncItem: UIBarButtonItem?
    /// The line under the search field with the last sync's time and outcome.
    public let syncLabel = UILabel()
    /// A sync started by ``syncTapped()`` is running.
    public internal(set) var isSyncing = false
    /// How the last sync started here ended.
    public internal(set) var lastSyncResult: Result<SyncReport, Error>?

    // The storyboard's bar items (Main.storyboard, scene "contacts").
    /// "Log Out" (left): sends `logOutTapped`.
    @Outlet public var logOutItem: UIBarButtonItem!
    /// "+" (right): triggers the segue ``ContactsUI/Segue/addContact``.
    @Outlet public var addItem: UIBarButtonItem!
    /// "Edit"/"Done" (right, beside "+"): sends `toggleEditing`.
    @Outlet public var editItem: UIBarButtonItem!

    /// Made by the storyboard (`Main.storyboard`, scene "contacts": a plain table with
    /// the "contact" prototype cell).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    // MARK: Lifecycle

    public override func viewDidLoad() {
        super.viewDidLoad()
        if title == nil, let account { title = strings.listTitle(account: account.name) }

        // The bar items, their actions and the "+" segue come from the file (which also
        // hides the back button: Log Out is the way back); the texts from the language.
        logOutItem.title = strings.logOut
        editItem.title = strings.edit
        // The Add and Edit screens' back button.
        navigationItem.backButtonTitle = strings.back

        searchField.placeholder = strings.searchPlaceholder
        searchField.delegate = self
        searchField.returnKeyType = .search
        searchField.autocapitalizationType = .none
        searchField.addTarget(self, action: ContactsListViewController.searchChanged, for: .editingChanged)
        searchField.autoresizingMask = [.flexibleWidth]
        searchHeader.addSubview(searchField)
        footerLabel.textColor = .secondaryLabel
        footerLabel.autoresizingMask = [.flexibleWidth]
        footer.addSubview(footerLabel)
        setUpSync()
        tableView.tableHeaderView = searchHeader
        tableView.tableFooterView = footer

        if let account {
            do {
                contacts = try book.list(for: account)
            } catch {
                footerLabel.text = strings.message(for: error)
            }
        }
        updateFooter()
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // The search field across the header, inset by a margin (one row on a terminal;
        // on a phone iOS's 36-point search field, 16 points from the sides with 8 above
        // and below).
        let m = formMetrics
        let fieldHeight = m.isCharacterGrid ? m.row : max(m.row, 36)
        let side = m.isCharacterGrid ? m.unit : 2 * m.unit
        let syncLine: CGFloat = syncItem == nil ? 0 : m.row
        let headerHeight = fieldHeight + 2 * m.tight + syncLine
        if searchHeader.frame.height != headerHeight {
            searchHeader.frame.size.height = headerHeight
            tableView.tableHeaderView = searchHeader
        }
        let width = searchHeader.bounds.width
        let field = CGRect(x: side, y: m.tight, width: max(4 * m.unit, width - 2 * side), height: fieldHeight)
        if searchField.frame != field { searchField.frame = field }
        if syncItem != nil {
            let line = CGRect(x: side, y: m.tight + fieldHeight, width: field.width, height: syncLine)
            if syncLabel.frame != line { syncLabel.frame = line }
        }
        // "No results" and "No contacts" fill the footer, centred, on a phone (the footer
        // is as high as the room under the header, which a resize changes).
        if footerLabel.textAlignment == .center, abs(footer.frame.height - (tableView.bounds.height - headerHeight).rounded(.down)) >= 1 {
            updateFooter()
        }
        let label = footerLabel.textAlignment == .center
            ? CGRect(x: side, y: 0, width: max(0, footer.bounds.width - 2 * side), height: footer.bounds.height)
            : CGRect(x: m.unit, y: footer.bounds.height > m.row ? m.gap : 0, width: max(0, footer.bounds.width - 2 * m.unit), height: m.row)
        if footerLabel.frame != label { footerLabel.frame = label }
    }

    /// The lengths of the header and footer, read from the device (`Form.Metrics`).
    var formMetrics: Form.Metrics { Form.Metrics(field: searchField, plain: footerLabel) }

    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        scheduleSearchIndexLoad()
        startWatchingForExternalChanges()
    }

    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if seenSignature == nil { seenSignature = BookSignature(databasePath: book.databasePath) } else { checkForExternalChanges() }
    }

    // MARK: Data source

    var isSearching: Bool { searchResultIDs != nil }

    /// The search results (every one read; for tests and small result sets).
    public var searchResults: [Contact]? { searchResultIDs?.compactMap(searchContact) }

    /// True when the in-memory search index can answer (see ``SearchIndexMode``).
    public var isSearchIndexReady: Bool { searchIndex.isReady }

    /// The result contact `id`, read once and kept while searching.
    func searchContact(_ id: Int64) -> Contact? {
        if let contact = searchCache[id] { return contact }
        guard let account, let contact = try? book.contact(id: id, for: account) else { return nil }
        if searchCache.count > 4 * environment.searchLimit { searchCache.removeAll() }
        searchCache[id] = contact
        return contact
    }

    /// The contact shown at `indexPath` (the list's or the search's).
    public func contact(at indexPath: IndexPath) -> Contact? {
        if let ids = searchResultIDs {
            return ids.indices.contains(indexPath.row) ? searchContact(ids[indexPath.row]) : nil
        }
        return try? contacts?.contact(at: ContactListPosition(section: indexPath.section, row: indexPath.row))
    }

    public override func numberOfSections(in tableView: UITableView) -> Int {
        isSearching ? 1 : (contacts?.sections.count ?? 0)
    }

    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        if let ids = searchResultIDs { return ids.count }
        return contacts?.numberOfRows(inSection: section) ?? 0
    }

    public override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        guard !isSearching, let sections = contacts?.sections, sections.indices.contains(section) else { return nil }
        return sections[section].title
    }

    public override func sectionIndexTitles(for tableView: UITableView) -> [String]? {
        isSearching || (contacts?.count ?? 0) == 0 ? nil : ContactList.sectionIndexTitles
    }

    public override func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        contacts?.section(forSectionIndexTitle: title) ?? 0
    }

    public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        // The storyboard's "contact" prototype: `.value1`, a disclosure indicator, and
        // the segue ``ContactsUI/Segue/editContact`` on selection.
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        let contact = self.contact(at: indexPath)
        let name = contact?.displayName ?? ""
        // A name that draws nothing (zero-width characters only) is no name, as on iOS.
        cell.textLabel?.text = VCardText.isInvisible(name) ? strings.noName : name
        cell.detailTextLabel?.text = contact?.phone ?? ""
        return cell
    }

    // MARK: Selection and deletion

    public override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                                   forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete, let contact = contact(at: indexPath) else { return }
        let alert = UIAlertController(title: nil, message: strings.deleteConfirmation(name: contact.displayName),
                                      preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: strings.cancel, style: .cancel) { [weak self] _ in self?.focusRows() })
        let delete = UIAlertAction(title: strings.delete, style: .destructive) { [weak self] _ in
            self?.delete(contact, at: indexPath)
            self?.focusRows()
        }
        alert.addAction(delete)
        present(alert, animated: true)
    }

    /// Deletes `contact` shown at `indexPath` and removes its row (or its
    /// section when it was the last of it).
    func delete(_ contact: Contact, at indexPath: IndexPath) {
        do {
            if var ids = searchResultIDs, let id = contact.id, let account {
                try book.delete(id, for: account)
                contactsChanged()
                ids.remove(at: indexPath.row)
                searchResultIDs = ids
                listIsStale = true
                tableView.deleteRows(at: [indexPath], with: .automatic)
            } else if let list = contacts {
                let change = try list.delete(contact)
                contactsChanged()
                apply(change)
            }
        } catch {
            showError(error)
        }
        updateFooter()
    }

    /// "Edit" / "Done": the table's editing mode (⊖ on each row).
    public func toggleEditing() {
        setEditing(!isEditing, animated: true)
    }

    public override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        editItem?.title = editing ? strings.done : strings.edit
        editItem?.style = editing ? .done : .plain
    }

    // MARK: Log out

    /// "Log Out": an action sheet with the destructive "Log Out" and "Cancel". Cancel leaves
    /// the keyboard where it was before the sheet (the rows after Esc, the Log Out button
    /// after Tab and Enter), as UIKit returns focus when a presentation ends.
    public func logOutTapped() {
        let sheet = UIAlertController(title: nil, message: strings.logOutConfirmation, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: strings.logOut, style: .destructive) { [weak self] _ in self?.logOut() })
        // Cancel does nothing more: the dismissal gives the keyboard back to what had it
        // (the rows after Esc, the Log Out button after Tab), as iOS restores focus.
        sheet.addAction(UIAlertAction(title: strings.cancel, style: .cancel))
        sheet.popoverPresentationController?.barButtonItem = logOutItem
        present(sheet, animated: true)
    }

    /// Forgets the remembered sign-in and goes back to Login.
    public func logOut() {
        do {
            try book.forgetRememberedSignIn()
        } catch {
            showError(error)
        }
        navigationController?.popViewController(animated: true)
    }

    public override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard let key = presses.first?.key, handleKey(key) else {
            super.pressesBegan(presses, with: event)
            return
        }
    }

    // MARK: Segues

    /// Add: this controller becomes the delegate. Edit: the selected row's
    /// contact and this controller as delegate.
    public override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        switch segue.identifier {
        case ContactsUI.Segue.addContact:
            guard let add = segue.destination(as: AddContactViewController.self) else { return }
            add.environment = environment
            add.account = account
            add.delegate = self
        case ContactsUI.Segue.editContact:
            guard let edit = segue.destination(as: EditContactViewController.self),
                  let indexPath = tableView.indexPathForSelectedRow else { return }
            editedIndexPath = indexPath
            edit.environment = environment
            edit.account = account
            edit.contact = contact(at: indexPath)
            edit.delegate = self
        default:
            break
        }
    }

}
