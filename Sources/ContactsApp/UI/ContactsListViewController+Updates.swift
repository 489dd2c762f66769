import ContactsStore
import Foundation
import UIKit

/// How the list follows changes: its own screens' (Add, Edit) and other processes'.
extension ContactsListViewController {
    // MARK: Other processes' changes

    /// A background thread waits on inotify for writes to the database
    /// (``ExternalChangeMonitor``) and posts ``checkForExternalChanges()`` to the
    /// main thread through the application's `post`, which wakes its run loop: the
    /// list updates while the person only watches, and an idle app is not woken.
    /// At most one check is pending at a time. Starting the watch also checks once, so a
    /// write made while the list was appearing is not missed.
    func startWatchingForExternalChanges() {
        guard changeMonitor == nil, environment.watchesExternalChanges else { return }
        let application = UIApplication.shared
        let pending = externalCheckPending
        changeMonitor = ExternalChangeMonitor(directory: book.dataDirectory.url) { [weak self] in
            guard pending.setIfClear() else { return }
            application.post { [weak self] in
                pending.clear()
                self?.checkForExternalChanges()
            }
        }
        // A write that landed after viewWillAppear read the signature but before the
        // watch began (the list is on screen during its appearance transition) sent
        // no event to this monitor: compare once now.
        checkForExternalChanges()
    }

    /// Reloads the list (or runs the search again) when the database files changed
    /// since the list last read them: another process imported, added, edited or
    /// deleted contacts. Cheap when nothing changed (two `stat` calls).
    public func checkForExternalChanges() {
        let now = BookSignature(databasePath: book.databasePath)
        guard now != seenSignature else { return }
        seenSignature = now
        searchIndex.invalidate()
        searchCache.removeAll()
        do {
            try contacts?.reload()
        } catch {
            footerLabel.text = strings.message(for: error)
        }
        if isSearching {
            runSearch(searchField.text ?? "")
        } else {
            tableView.reloadData()
            updateFooter()
        }
        scheduleSearchIndexLoad()
    }

    /// The screen's own write: the files changed, but the list already shows it.
    func noteOwnWrite() {
        seenSignature = BookSignature(databasePath: book.databasePath)
    }

    // MARK: Values coming back

    /// A contact was added: its row is inserted (its section too when it is
    /// the first of it) and scrolled into view. While searching, the search
    /// runs again.
    public func addContactViewController(_ controller: AddContactViewController, didAdd contact: Contact) {
        guard let list = listAfterOwnChange() else { return }
        do {
            let old = list.sections
            try list.reload()
            guard let position = try list.position(of: contact) else { tableView.reloadData(); return }
            let indexPath = IndexPath(row: position.row, section: position.section)
            let title = list.sections[position.section].title
            let table: UITableView = tableView
            table.performBatchUpdates {
                if old.contains(where: { $0.title == title }) {
                    table.insertRows(at: [indexPath], with: .automatic)
                } else {
                    table.insertSections(IndexSet(integer: position.section), with: .automatic)
                }
            }
            tableView.scrollToRow(at: indexPath, at: .none, animated: false)
        } catch {
            showError(error)
            tableView.reloadData()
        }
        updateFooter()
    }

    /// A contact was saved: its row is reloaded; when the new name moved it,
    /// the row is deleted where it was and inserted where it now belongs.
    public func editContactViewController(_ controller: EditContactViewController, didSaveAsNew contact: Contact) {
        editedIndexPath = nil
        guard let list = listAfterOwnChange() else { return }
        do {
            try list.reload()
        } catch {
            footerLabel.text = strings.message(for: error)
        }
        // The row edited is gone and the new one is elsewhere: what the table showed
        // may be older than the deletion, so it is reloaded, not animated.
        tableView.reloadData()
        updateFooter()
    }

    public func editContactViewController(_ controller: EditContactViewController, didSave contact: Contact) {
        defer { editedIndexPath = nil }
        guard let list = listAfterOwnChange() else { return }
        do {
            let old = list.sections
            try list.reload()
            let newPosition = try list.position(of: contact)
            var change = ContactListChange(contact: contact, position: newPosition)
            let previous = editedIndexPath.map { ContactListPosition(section: $0.section, row: $0.row) }
            if let previous, previous == newPosition, old == list.sections {
                change.reloadedRows = [previous]
            } else {
                if let previous, old.indices.contains(previous.section) {
                    let title = old[previous.section].title
                    if list.sections.contains(where: { $0.title == title }) { change.deletedRows = [previous] }
                    else { change.deletedSections = [previous.section] }
                }
                if let newPosition {
                    let title = list.sections[newPosition.section].title
                    if old.contains(where: { $0.title == title }) { change.insertedRows = [newPosition] }
                    else { change.insertedSections = [newPosition.section] }
                }
            }
            apply(change)
            if let newPosition {
                tableView.scrollToRow(at: IndexPath(row: newPosition.row, section: newPosition.section), at: .none, animated: false)
            }
        } catch {
            showError(error)
            tableView.reloadData()
        }
    }

    /// After a change made on screen: the index and cache are out of date; while
    /// searching the search runs again (nil: nothing more to do), otherwise the list
    /// to reload and animate.
    private func listAfterOwnChange() -> ContactList? {
        contactsChanged()
        if isSearching {
            listIsStale = true
            runSearch(searchField.text ?? "")
            return nil
        }
        return contacts
    }

    /// Applies a list change to the table in one batch.
    func apply(_ change: ContactListChange) {
        func paths(_ positions: [ContactListPosition]) -> [IndexPath] {
            positions.map { IndexPath(row: $0.row, section: $0.section) }
        }
        let table: UITableView = tableView
        table.performBatchUpdates {
            if !change.deletedSections.isEmpty { table.deleteSections(IndexSet(change.deletedSections), with: .automatic) }
            if !change.insertedSections.isEmpty { table.insertSections(IndexSet(change.insertedSections), with: .automatic) }
            if !change.deletedRows.isEmpty { table.deleteRows(at: paths(change.deletedRows), with: .automatic) }
            if !change.insertedRows.isEmpty { table.insertRows(at: paths(change.insertedRows), with: .automatic) }
            if !change.reloadedRows.isEmpty { table.reloadRows(at: paths(change.reloadedRows), with: .automatic) }
        }
    }

    func showError(_ error: Error) {
        let alert = UIAlertController(title: nil, message: strings.message(for: error), preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: strings.ok, style: .default) { [weak self] _ in self?.focusRows() })
        if presentedViewController == nil { present(alert, animated: true) }
    }
}
