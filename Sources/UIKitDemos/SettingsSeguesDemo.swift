import Foundation
import UIKit

/// `settings-segues` (seed 000, "使用storyboard进行导航"): a storyboard-style Settings list
/// in a navigation controller, with "General" and "Sounds" rows wired to show segues
/// `GeneralSegue` and `SoundsSegue`.
///
/// The storyboard is `SettingsSegues.storyboard` in this target's resources, as the seed
/// drew it in Interface Builder: `Navigation` (initial: a navigation controller whose root
/// is the `Settings` scene), `Settings` (a static table whose two cells have the show
/// segues, and the "General"/"Sounds" bar buttons sending `toGeneral:`/`toSounds:`),
/// `General` and `Sounds` (static rows). A row's selection triggers its segue as
/// Interface Builder wiring does (`shouldPerformSegue` is asked); the bar buttons call
/// `performSegue(withIdentifier:sender:)` as the seed's `toGeneral:`/`toSounds:` do.
/// `prepare(for:sender:)` logs the source's and the destination's navigation item titles
/// (the segue's step 3: the destination exists, its view is not loaded yet);
/// `shouldPerformSegue(withIdentifier:sender:)` logs that it was asked, which happens for
/// the rows' triggered segues and not for `performSegue`.
enum SettingsSeguesDemo {
    @MainActor static func makeStoryboard() -> UIStoryboard {
        InterfaceBuilderClasses.register(SettingsTableViewController.self, named: "UIKitDemos.SettingsSeguesDemo.SettingsTableViewController", actions: [
            Selector(SettingsTableViewController.toGeneral, name: "toGeneral:"),
            Selector(SettingsTableViewController.toSounds, name: "toSounds:"),
        ])
        InterfaceBuilderClasses.register(GeneralTableViewController.self, named: "UIKitDemos.SettingsSeguesDemo.GeneralTableViewController")
        InterfaceBuilderClasses.register(SoundsTableViewController.self, named: "UIKitDemos.SettingsSeguesDemo.SoundsTableViewController")
        return UIStoryboard(name: "SettingsSegues", bundle: .module)
    }

    @MainActor static func make() -> UIViewController {
        makeStoryboard().instantiateInitialViewController() ?? UINavigationController(rootViewController: UITableViewController())
    }

    /// The seed's `KCSettingsTableViewController` (the static "Settings" table; its
    /// title, rows, segues and bar buttons are the storyboard's).
    @MainActor
    final class SettingsTableViewController: UITableViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.tableFooterView = UIView()
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

        func toGeneral(_ sender: UIBarButtonItem) { performSegue(withIdentifier: "GeneralSegue", sender: self) }
        func toSounds(_ sender: UIBarButtonItem) { performSegue(withIdentifier: "SoundsSegue", sender: self) }
    }

    /// The "General" and "Sounds" scenes: static lists with a title (the storyboard's).
    @MainActor
    class ListTableViewController: UITableViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.tableFooterView = UIView()
        }
    }

    final class GeneralTableViewController: ListTableViewController {}
    final class SoundsTableViewController: ListTableViewController {}
}
