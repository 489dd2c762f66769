import Foundation
import UIKit

/// The ten demos of `spec/demos.md`, in the order the menu lists them, then the demos of
/// later UIKit features (`collection`, `controls`, `inbox`, `library`, `scrolling`).
public enum DemoCatalog {
    public static let all: [Demo] = [
        Demo(name: "cells-owned", seed: "000",
             summary: "Each cell owns a child controller, added in willDisplay, removed in didEndDisplaying",
             hint: "Up/Down/PgDn scroll: watch children come and go with the cells",
             makeRoot: { CellsOwnedDemo.make() }),
        Demo(name: "cells-parent", seed: "000",
             summary: "The table's controller holds one child per row; cells get only views (hostedView)",
             hint: "Up/Down/PgDn scroll: children appear and disappear, all stay children",
             makeRoot: { CellsParentDemo.make() }),
        Demo(name: "cells-recycled", seed: "000",
             summary: "Child controllers recycled like cells: 100,000 rows, a handful of live children",
             hint: "PgDn/End scroll: the title counts the live child controllers",
             makeRoot: { CellsRecycledDemo.make() }),
        Demo(name: "tabs", seed: "000",
             summary: "UITabBarController: Web Chat (badge 5) and Contacts; only the first view loads",
             hint: "Tab to the bar, Left/Right + Enter (or click) to switch tabs",
             makeRoot: { TabsDemo.make() }),
        Demo(name: "navigation", seed: "000",
             summary: "Friends > QQ Contact > Public Account; back title \"QQ\"; Add Friends pops to root",
             hint: "Tab to a bar button, Enter (or click); Esc pops",
             makeRoot: { NavigationDemo.make() }),
        Demo(name: "settings-segues", seed: "000",
             summary: "Storyboard Settings list: show segues with identifiers, prepare(for:sender:)",
             hint: "Enter on a row, or the General/Sounds bar buttons (performSegue)",
             makeRoot: { SettingsSeguesDemo.make() }),
        Demo(name: "modal-login", seed: "000",
             summary: "Web Chat with a hand-made bar: modal login, delegate back, property forward",
             hint: "Login as kenshincui / 123; Tab moves between fields and buttons",
             makeRoot: { ModalLoginDemo.make() }),
        Demo(name: "custom-tabs", seed: "001",
             summary: "Hand-made container: transition(from:to:) slides 0.25 s, input ignored meanwhile",
             hint: "Tab to First/Second, Enter (or click)",
             makeRoot: { CustomTabsDemo.make() }),
        Demo(name: "switcher", seed: "002",
             summary: "Blue and lazily made yellow child, 0.4 s flip under a toolbar; alerts",
             hint: "Switch Views on the toolbar; Press Me shows an alert",
             makeRoot: { SwitcherDemo.make() }),
        Demo(name: "three-buttons", seed: "004",
             summary: "Three buttons: transition(from:to:) with curl up, curl down, cross-dissolve (1 s)",
             hint: "Tab to a button, Enter (or click); the shown child's button does nothing",
             makeRoot: { ThreeButtonsDemo.make() }),
        Demo(name: "collection", seed: "ios",
             summary: "UICollectionView: compositional layout, diffable data source, a paging row, a grid, a list",
             hint: "Tab to the items, arrows move, Enter selects; Shuffle on the bar applies a new snapshot",
             makeRoot: { CollectionDemo.make() }),
        Demo(name: "controls", seed: "---",
             summary: "Segmented control, slider, stepper, page control, switch, progress, activity",
             hint: "Tab between controls; Left/Right change one, Enter/Space choose; or click and drag",
             makeRoot: { ControlsDemo.make() }),
        Demo(name: "inbox", seed: "ios",
             summary: "Mail list: swipe actions both sides, subtitle content configurations, a search controller",
             hint: "Left/Right on a row show its actions (Enter performs, Esc closes); or drag a row; Tab to search",
             makeRoot: { InboxDemo.make() }),
        Demo(name: "library", seed: "ios",
             summary: "Split view: a book list beside (narrow: before) a page view controller turning its pages",
             hint: "Enter on a book opens it (Esc back); Left/Right or a drag turn pages; widen the terminal for two columns",
             makeRoot: { LibraryDemo.make() }),
        Demo(name: "scrolling", seed: "ios",
             summary: "UIPickerView (size, colour) over a paging UIScrollView; its delegate's calls logged",
             hint: "PgDn/PgUp turn pages, Home back to the top; Tab to the picker, Up/Down choose; drag or flick pages",
             makeRoot: { ScrollingDemo.make() }),
    ]

    /// The demo called `name`, or nil.
    public static func demo(named name: String) -> Demo? { all.first { $0.name == name } }

    /// The names, in menu order.
    public static var names: [String] { all.map(\.name) }
}
