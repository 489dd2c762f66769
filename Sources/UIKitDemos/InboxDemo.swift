import Foundation
import UIKit

/// `inbox`: a mail list as iOS apps build one with the modern table API — each row a
/// `subtitleCell()` content configuration (sender, then subject), swipe actions on both
/// sides (leading: Read/Unread; trailing: Delete, destructive, and Flag), and a
/// `UISearchController` in the navigation item that filters the list in place (no results
/// controller, nothing obscured). Every swipe callback and search update is written to the
/// log pane in the order UIKit sends them.
enum InboxDemo {
    @MainActor static func make() -> UIViewController {
        UINavigationController(rootViewController: InboxViewController(style: .plain))
    }

    struct Message: Sendable {
        let sender: String
        let subject: String
        var unread = true
        var flagged = false
        var deleted = false
    }

    static let messages: [Message] = [
        Message(sender: "Ada Lovelace", subject: "Notes on the analytical engine"),
        Message(sender: "Grace Hopper", subject: "A moth in relay 70", unread: false),
        Message(sender: "Alan Turing", subject: "Can machines think?"),
        Message(sender: "Edsger Dijkstra", subject: "Go to considered harmful", unread: false),
        Message(sender: "Barbara Liskov", subject: "Substitution, again"),
        Message(sender: "Donald Knuth", subject: "A cheque for $2.56", unread: false),
        Message(sender: "Margaret Hamilton", subject: "Priority displays"),
        Message(sender: "Ken Thompson", subject: "Reflections on trusting trust", unread: false),
    ]

    @MainActor
    final class InboxViewController: UITableViewController, UISearchResultsUpdating {
        private var all = InboxDemo.messages
        private var shown: [Int] = Array(InboxDemo.messages.indices)
        private let search = UISearchController(searchResultsController: nil)

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Inbox"
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "message")
            tableView.tableFooterView = UIView()
            search.searchResultsUpdater = self
            search.obscuresBackgroundDuringPresentation = false
            search.hidesNavigationBarDuringPresentation = false
            search.searchBar.placeholder = "Search mail"
            navigationItem.searchController = search
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { shown.count }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
            let m = all[shown[indexPath.row]]
            var content = cell.defaultContentConfiguration()
            content.text = (m.unread ? "● " : "  ") + m.sender + (m.flagged ? " ⚑" : "")
            content.secondaryText = "  " + m.subject
            if m.unread { content.textProperties.font = .boldSystemFont(ofSize: 17) }
            cell.contentConfiguration = content
            return cell
        }

        override func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
            let i = shown[indexPath.row]
            let read = toggle(\.unread, of: i, title: all[i].unread ? "Read" : "Unread", at: indexPath, in: tableView) { m in
                "marked \(m.sender) \(m.unread ? "unread" : "read")"
            }
            read.backgroundColor = .systemBlue
            demoNote("leading actions for row \(indexPath.row)")
            return UISwipeActionsConfiguration(actions: [read])
        }

        override func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
            let i = shown[indexPath.row]
            let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, done in
                guard let self else { done(false); return }
                self.all[i].deleted = true
                self.demoNote("deleted \(self.all[i].sender)")
                self.shown.remove(at: indexPath.row)
                tableView.deleteRows(at: [indexPath], with: .automatic)
                done(true)
            }
            let flag = toggle(\.flagged, of: i, title: all[i].flagged ? "Unflag" : "Flag", at: indexPath, in: tableView) { m in
                "\(m.flagged ? "flagged" : "unflagged") \(m.sender)"
            }
            flag.backgroundColor = .systemOrange
            demoNote("trailing actions for row \(indexPath.row)")
            return UISwipeActionsConfiguration(actions: [delete, flag])
        }

        /// A normal swipe action titled `title` that toggles `flag` of message `i`, writes
        /// `note` of the changed message to the log and reloads its row.
        private func toggle(_ flag: WritableKeyPath<Message, Bool>, of i: Int, title: String, at indexPath: IndexPath,
                            in tableView: UITableView, note: @escaping (Message) -> String) -> UIContextualAction {
            UIContextualAction(style: .normal, title: title) { [weak self] _, _, done in
                guard let self else { done(false); return }
                self.all[i][keyPath: flag].toggle()
                self.demoNote(note(self.all[i]))
                tableView.reloadRows(at: [indexPath], with: .none)
                done(true)
            }
        }

        override func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
            demoNote("willBeginEditingRowAt \(indexPath.row)")
        }

        override func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
            demoNote("didEndEditingRowAt \(indexPath.map { "\($0.row)" } ?? "nil")")
        }

        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            demoNote("opened \(all[shown[indexPath.row]].subject)")
            tableView.deselectRow(at: indexPath, animated: true)
        }

        func updateSearchResults(for searchController: UISearchController) {
            let term = (searchController.searchBar.text ?? "").lowercased()
            let kept = all.indices.filter { !all[$0].deleted }
            shown = kept.filter { i in
                term.isEmpty || all[i].sender.lowercased().contains(term) || all[i].subject.lowercased().contains(term)
            }
            demoNote("search \"\(term)\": \(shown.count) of \(kept.count)")
            tableView.reloadData()
        }
    }
}
