import ContactsStore
import Foundation
import UIKit

/// The list's search: the field, the in-memory index, the keys that reach the controller.
extension ContactsListViewController {
    // MARK: Search index

    /// Builds the search index in the background, as ``SearchIndexMode`` says.
    func scheduleSearchIndexLoad() {
        guard case .background(let delay) = environment.searchIndex, !searchIndexScheduled,
              !searchIndex.isReady, let account else { return }
        searchIndexScheduled = true
        let index = searchIndex
        let book = self.book
        UIApplication.shared.schedule(after: delay) { [weak self] in
            self?.searchIndexScheduled = false
            DispatchQueue.global(qos: .utility).async {
                _ = try? index.load(from: book, account: account)
            }
        }
    }

    /// A contact was added, changed or deleted on screen: the search index
    /// and the read results are out of date.
    func contactsChanged() {
        noteOwnWrite()
        searchIndex.invalidate()
        searchCache.removeAll()
        scheduleSearchIndexLoad()
    }

    // MARK: Search

    /// Every edit of the search field: runs the search (an empty field shows
    /// the whole list again).
    func searchChanged() {
        runSearch(searchField.text ?? "")
    }

    func runSearch(_ query: String) {
        guard let account else { return }
        if Form.trimmed(query).isEmpty {
            endSearch()
            return
        }
        do {
            let limit = environment.searchLimit
            if environment.searchIndex == .synchronous, !searchIndex.isReady {
                try searchIndex.load(from: book, account: account)
            }
            var ids: [Int64]
            // The index holds search texts only; a "+44" needs the numbers as written (CountryCodeQuery).
            if CountryCodeQuery(query).isEmpty, let indexed = searchIndex.search(query, limit: limit + 1) {
                ids = indexed
            } else {
                let results = try book.search(query, for: account, limit: limit + 1)
                ids = results.compactMap(\.id)
                for contact in results { if let id = contact.id { searchCache[id] = contact } }
            }
            searchWasCut = ids.count > limit
            if searchWasCut { ids.removeLast(ids.count - limit) }
            searchResultIDs = ids
        } catch {
            searchResultIDs = []
            searchWasCut = false
            footerLabel.text = strings.message(for: error)
        }
        tableView.reloadData()
        updateFooter()
    }

    func endSearch() {
        guard isSearching || listIsStale else { return }
        searchResultIDs = nil
        searchCache.removeAll()
        searchWasCut = false
        if listIsStale {
            listIsStale = false
            try? contacts?.reload()
        }
        tableView.reloadData()
        updateFooter()
    }

    /// The footer line: "No contacts yet…", "No results", or the note that
    /// results were cut; nothing otherwise (the footer still ends the separators).
    func updateFooter() {
        var text: String?
        if let results = searchResultIDs {
            if results.isEmpty { text = strings.noResults } else if searchWasCut { text = strings.moreResults(shown: results.count) }
        } else if let contacts, contacts.count == 0 {
            text = strings.noContacts
        } else if contacts == nil {
            text = footerLabel.text
        }
        footerLabel.text = text
        // A blank line, then the line of text; on a phone, as iOS's Contacts shows an empty
        // list or search, the message in 22-point bold grey text centred in the room under
        // the search field.
        let m = formMetrics
        let centred = !m.isCharacterGrid && (text == strings.noResults || text == strings.noContacts)
        footerLabel.textAlignment = centred ? .center : .natural
        footerLabel.font = centred ? .boldSystemFont(ofSize: 22) : .systemFont(ofSize: 17)
        footerLabel.numberOfLines = centred ? 0 : 1
        let room = tableView.bounds.height - searchHeader.frame.height
        let height: CGFloat = text == nil ? 0 : centred ? max(m.gap + m.row, room.rounded(.down)) : m.gap + m.row
        if footer.frame.height != height {
            footer.frame = CGRect(x: 0, y: 0, width: footer.frame.width, height: height)
            tableView.tableFooterView = footer
        }
        viewIfLoaded?.setNeedsLayout()
    }

    public func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        focusRows(fromSearch: true)
        return false
    }

    /// Keyboard focus to the rows; from the search field, to the first row
    /// (the results just changed under the keyboard row).
    public func focusRows(fromSearch: Bool = false) {
        tableView.window?.focus(tableView)
        if fromSearch { _ = tableView.handleFocusedKey(.home) }
    }

    /// Keyboard focus to the search field.
    public func focusSearch() {
        searchField.becomeFirstResponder()
        tableView.scrollRectToVisible(CGRect(x: 0, y: 0, width: 1, height: 1), animated: false)
    }


    /// Keys that reach the controller from the search field or the rows.
    func handleKey(_ key: UIKey) -> Bool {
        let inSearch = searchField.isFirstResponder
        switch key.keyCode {
        case .keyboardDownArrow where inSearch:
            focusRows(fromSearch: true)
            return true
        case .keyboardEscape where inSearch:
            if Form.isFilled(searchField.text) || !(searchField.text ?? "").isEmpty {
                searchField.text = ""
                runSearch("")
            } else {
                focusRows(fromSearch: true)
            }
            return true
        case .keyboardEscape:
            if isEditing {
                setEditing(false, animated: true)
            } else if isSearching || !(searchField.text ?? "").isEmpty {
                searchField.text = ""
                runSearch("")
            } else if presentedViewController == nil {
                logOutTapped()
            }
            return true
        default:
            if key.modifierFlags == .control, key.characters.lowercased() == "r", syncItem != nil {
                // Ctrl-R: Sync (a terminal's "refresh").
                syncTapped()
                return true
            }
            if !inSearch, key.modifierFlags.isEmpty, key.characters.hasPrefix("/") {
                // "/" goes to the search field; text that came with it (a paste,
                // fast typing) is what the person is searching for.
                focusSearch()
                let rest = String(key.characters.dropFirst())
                if !rest.isEmpty {
                    searchField.text = (searchField.text ?? "") + rest
                    searchChanged()
                }
                return true
            }
            if !inSearch, key.modifierFlags.contains(.control), key.characters == "f" {
                focusSearch()
                return true
            }
            if !inSearch, key.characters == "+", addItem.isEnabled {
                storyboard?.triggerSegue(withIdentifier: ContactsUI.Segue.addContact, in: self, sender: addItem)
                return true
            }
            return false
        }
    }
}
