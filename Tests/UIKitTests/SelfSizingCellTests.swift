// Self-sizing table rows as an iOS developer writes them: `rowHeight =
// UITableView.automaticDimension`, an estimated height, and cells whose content view is
// laid out by constraints. Expected heights are worked out from the constraints: a
// wrapping label pinned to the content view's edges makes the row as tall as its text.
import Foundation
import Testing
import UIKit
import HeadlessBackend
import TestSupport

@MainActor
private final class NoteCell: UITableViewCell {
    let note = UILabel()
    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        note.numberOfLines = 0
        pin(note, into: contentView, horizontalInset: 1)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

@MainActor
private final class NotesController: UITableViewController {
    var notes: [String] = []
    var header: String?
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(NoteCell.self, forCellReuseIdentifier: "note")
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 1
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { notes.count }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath) as! NoteCell
        cell.note.text = notes[indexPath.row]
        return cell
    }
    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        guard let header else { return nil }
        let view = UIView()
        let label = UILabel()
        label.text = header
        label.numberOfLines = 0
        pin(label, into: view)
        return view
    }
}

@MainActor
@Suite struct SelfSizingCellTests {
    @Test func rowsAreAsTallAsTheirConstrainedContent() {
        let screen = HeadlessScreen.checked(width: 20, height: 8)
        let vc = NotesController(style: .plain)
        vc.notes = ["short", "one two three four five", "a b"]
        screen.makeWindow(root: vc)
        let table = vc.tableView!
        // The label is 20 − 1 − 1 = 18 wide: "one two three four" fits on the first line.
        #expect((0..<3).map { table.rectForRow(at: IndexPath(row: $0, section: 0)) } == [
            CGRect(x: 0, y: 0, width: 20, height: 1), CGRect(x: 0, y: 1, width: 20, height: 2),
            CGRect(x: 0, y: 3, width: 20, height: 1),
        ])
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0)) as? NoteCell
        #expect(cell?.note.frame == CGRect(x: 1, y: 0, width: 18, height: 2))
        expectScreen(screen.lines, rows: 0..<4, equal: [" short", " one two three four", " five", " a b"])

        // The cell measures its content view at the width it is given.
        let measuring = NoteCell(style: .default, reuseIdentifier: nil)
        measuring.note.text = "one two three four five"
        let size = measuring.systemLayoutSizeFitting(CGSize(width: 8, height: 0), withHorizontalFittingPriority: .required,
                                                     verticalFittingPriority: .fittingSizeLevel)
        // 6 wide: "one", "two", "three", "four", "five".
        #expect(size == CGSize(width: 8, height: 5))
    }

    @Test func headerViewsSizeByTheirConstraints() {
        let screen = HeadlessScreen.checked(width: 10, height: 8)
        let vc = NotesController(style: .plain)
        vc.notes = ["x"]
        vc.header = "Recent notes"       // 12 characters in 10: two lines
        screen.makeWindow(root: vc)
        let table = vc.tableView!
        #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 0, width: 10, height: 2))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 2, width: 10, height: 1))
    }
}
