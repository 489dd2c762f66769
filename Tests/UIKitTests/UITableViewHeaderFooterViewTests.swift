import Foundation
import HeadlessBackend
import Testing
import UIKit

/// A header written as on iOS: an override of `init(reuseIdentifier:)` adding a label.
@MainActor
final class CountHeader: UITableViewHeaderFooterView {
    let countLabel = UILabel()
    var reuses = 0
    override init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        countLabel.frame = CGRect(x: 30, y: 0, width: 8, height: 1)
        contentView.addSubview(countLabel)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// Two sections of two rows, each headed by a dequeued CountHeader.
@MainActor
final class HeaderSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    var made: [CountHeader] = []
    func numberOfSections(in tableView: UITableView) -> Int { 2 }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Row \(indexPath.section).\(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        guard let h = tableView.dequeueReusableHeaderFooterView(withIdentifier: "count") as? CountHeader else { return nil }
        h.textLabel?.text = section == 0 ? "Fruit" : "Veg"
        h.countLabel.text = "2 items"
        if !made.contains(where: { $0 === h }) { made.append(h) }
        return h
    }
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 1 }
}

/// `UITableViewHeaderFooterView`: registered classes are made through the subclass's
/// `init(reuseIdentifier:)`, shown as the section headers, and reused after a reload
/// (Apple: "dequeueReusableHeaderFooterView(withIdentifier:)… returns a reusable header or
/// footer view… if none is available, creates a new one using the class you registered").
@MainActor
@Suite struct UITableViewHeaderFooterViewTests {
    @Test func registeredHeadersShowAndAreReused() throws {
        let table = UITableView(frame: .zero, style: .plain)
        table.register(CountHeader.self, forHeaderFooterViewReuseIdentifier: "count")
        let source = HeaderSource()
        table.dataSource = source
        table.delegate = source
        let (screen, _) = showTable(table, width: 40, height: 8, keepAlive: [source])
        #expect(screen.lines.prefix(6) == [
            " Fruit                        2 items",
            " Row 0.0",
            " Row 0.1",
            " Veg                          2 items",
            " Row 1.0",
            " Row 1.1",
        ])
        #expect(source.made.count == 2)
        #expect(source.made.allSatisfy { $0.reuseIdentifier == "count" && $0.reuses == 0 })

        table.reloadData()
        screen.settle()
        #expect(source.made.count == 2)                 // the same two views, reused
        #expect(source.made.map(\.reuses) == [1, 1])
        #expect(screen.lines[0] == " Fruit                        2 items")
    }

    @Test func unregisteredIdentifierGivesNilAndWrongClassRaises() {
        let screen = HeadlessScreen.checked()
        let table = UITableView(frame: .zero, style: .plain)
        #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "none") == nil)
        screen.perform { table.register(UILabel.self, forHeaderFooterViewReuseIdentifier: "bad") }
        #expect(screen.application.diagnostics.exceptions.map(\.reason) == ["must pass a class of kind UITableViewHeaderFooterView"])
        #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "bad") == nil)
    }
}
