import Foundation
import UIKit

/// The list of demos: one row per demo ("name   summary (seed)"); choosing a row (Enter
/// or a click) calls `onChoose`.
@MainActor
final class MenuViewController: UITableViewController {
    var onChoose: ((Demo) -> Void)?
    private let demos = DemoCatalog.all

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "UIKit seed demos"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Demo")
        tableView.tableFooterView = UIView()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { demos.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Demo", for: indexPath)
        let demo = demos[indexPath.row]
        let name = demo.name.padding(toLength: 16, withPad: " ", startingAt: 0)
        cell.textLabel?.text = "\(name) \(demo.seed)  \(demo.summary)"
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        onChoose?(demos[indexPath.row])
    }
}
