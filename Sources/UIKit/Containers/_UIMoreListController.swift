import Foundation

/// The list the More navigation controller starts with (UIKit's `UIMoreListController`):
/// a table with one row per controller that does not fit on the bar ("Title (badge)" and
/// a disclosure indicator); choosing a row shows that controller.
@MainActor
final class _UIMoreListController: UITableViewController {
    weak var _tabBarController: UITabBarController?

    init() {
        super.init(style: .plain)
        title = "More"
    }
    required init?(coder: NSCoder) { fatalError("made by UITabBarController") }

    var entries: [UIViewController] { _tabBarController?._overflowControllers ?? [] }

    /// Shows the current overflow controllers (after the tabs changed).
    func _reload() {
        if isViewLoaded { tableView.reloadData() }
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { entries.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "more")
            ?? UITableViewCell(style: .default, reuseIdentifier: "more")
        let list = entries
        if list.indices.contains(indexPath.row) {
            let vc = list[indexPath.row]
            let (title, badge) = UITabBar._displayText(for: vc.tabBarItem)
            cell.textLabel?.text = (title.isEmpty ? (vc.title ?? "") : title) + badge
        }
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let list = entries
        guard list.indices.contains(indexPath.row) else { return }
        _tabBarController?._moreListDidSelect(list[indexPath.row])
    }
}
