import Foundation
import UIKit

/// `settings-segues` (seed 000, "使用storyboard进行导航"): a storyboard-style Settings list
/// in a navigation controller, with "General" and "Sounds" rows wired to show segues
/// `GeneralSegue` and `SoundsSegue`.
///
/// The storyboard is declared in code (`UIStoryboard` scenes): `Navigation` (initial: a
/// navigation controller whose root is the `Settings` scene), `Settings`, `General` and
/// `Sounds`. A row's selection triggers its segue as Interface Builder wiring does
/// (`shouldPerformSegue` is asked); the two bar buttons call
/// `performSegue(withIdentifier:sender:)` as the seed's `toGeneral:`/`toSounds:` do.
/// `prepare(for:sender:)` logs the source's and the destination's navigation item titles
/// (the segue's step 3: the destination exists, its view is not loaded yet);
/// `shouldPerformSegue(withIdentifier:sender:)` logs that it was asked, which happens for
/// the rows' triggered segues and not for `performSegue`.
enum SettingsSeguesDemo {
    @MainActor static func makeStoryboard() -> UIStoryboard {
        UIStoryboard(name: "Main", scenes: [
            .init(identifier: "Navigation", instantiate: { board in
                UINavigationController(rootViewController: board.instantiateViewController(withIdentifier: "Settings"))
            }),
            .init(identifier: "Settings", segues: [
                .init(identifier: "GeneralSegue", kind: .show, destination: "General"),
                .init(identifier: "SoundsSegue", kind: .show, destination: "Sounds"),
            ]) { SettingsTableViewController() },
            .init(identifier: "General") { GeneralTableViewController(title: "General", rows: ["About", "Software Update", "Storage"]) },
            .init(identifier: "Sounds") { SoundsTableViewController(title: "Sounds", rows: ["Ringtone", "Text Tone", "Vibrate on Ring"]) },
        ], initial: "Navigation")
    }

    @MainActor static func make() -> UIViewController {
        makeStoryboard().instantiateInitialViewController() ?? UINavigationController(rootViewController: SettingsTableViewController())
    }

    /// The seed's `KCSettingsTableViewController` (the static "Settings" table).
    @MainActor
    final class SettingsTableViewController: UITableViewController {
        static let rows = ["General", "Sounds"]
        static let segueIdentifiers = ["GeneralSegue", "SoundsSegue"]

        init() {
            super.init(nibName: nil, bundle: nil)
            // The storyboard scene's title attribute.
            title = "Settings"
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Setting")
            tableView.tableFooterView = UIView()
            navigationItem.leftBarButtonItem = UIBarButtonItem(title: "General", style: .plain, target: self,
                                                               action: SettingsTableViewController.toGeneral)
            navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Sounds", style: .plain, target: self,
                                                                action: SettingsTableViewController.toSounds)
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { Self.rows.count }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Setting", for: indexPath)
            cell.textLabel?.text = Self.rows[indexPath.row]
            cell.accessoryType = .disclosureIndicator
            return cell
        }

        /// The row's segue, as the storyboard connection from the cell fires it.
        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            storyboard?.triggerSegue(withIdentifier: Self.segueIdentifiers[indexPath.row], in: self,
                                     sender: tableView.cellForRow(at: indexPath))
        }

        /// Asked for the row's (triggered) segue only: `performSegue` does not ask.
        override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
            demoNote("shouldPerformSegue(withIdentifier: \(identifier))")
            return true
        }

        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            let settingController = segue.source
            let tableViewController = segue.destination
            demoNote("sourceController:\(settingController.navigationItem.title ?? ""),destinationController:\(tableViewController.navigationItem.title ?? "")")
        }

        func toGeneral() { performSegue(withIdentifier: "GeneralSegue", sender: self) }
        func toSounds() { performSegue(withIdentifier: "SoundsSegue", sender: self) }
    }

    /// The "General" and "Sounds" scenes: plain lists with a title.
    @MainActor
    class ListTableViewController: UITableViewController {
        let rows: [String]

        init(title: String, rows: [String]) {
            self.rows = rows
            super.init(nibName: nil, bundle: nil)
            self.title = title
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
            tableView.tableFooterView = UIView()
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
            cell.textLabel?.text = rows[indexPath.row]
            return cell
        }
    }

    final class GeneralTableViewController: ListTableViewController {}
    final class SoundsTableViewController: ListTableViewController {}
}
