import Foundation
import Testing
import TestSupport
@_spi(InterfaceBuilderTools) import UIKit
import HeadlessBackend

/// What the Settings flow saw: appearance callbacks by scene title, in order.
@MainActor
final class IBFlowLog {
    var events: [String] = []
}

/// A stand-in for NetNewsWire's settings screen: the file's outlets, and a row selection
/// that shows the scene the row is about, made from the storyboard by its identifier
/// (NetNewsWire does this in code: its Settings storyboard has no show segues).
@MainActor
final class IBSettingsVC: UITableViewController {
    @Outlet var articleThemeDetailLabel: UILabel!
    @Outlet var colorPaletteDetailLabel: UILabel!
    @Outlet var confirmMarkAllAsReadSwitch: UISwitch!
    @Outlet var enableJavaScriptSwitch: UISwitch!
    @Outlet var groupByFeedSwitch: UISwitch!
    @Outlet var openLinksInNetNewsWire: UISwitch!
    @Outlet var refreshClearsReadArticlesSwitch: UISwitch!
    @Outlet var showFullscreenArticlesSwitch: UISwitch!
    @Outlet var timelineSortOrderSwitch: UISwitch!
    var log: IBFlowLog?

    /// The row's text → the Storyboard ID of the scene it shows.
    static let destinations = [
        "Add Account": "AddAccountViewController", "Timeline Layout": "TimelineCustomizerCollectionViewController",
        "Theme": "ArticleThemesTableViewController", "Color Palette": "ColorPaletteTableViewController",
    ]

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        guard let text = tableView.cellForRow(at: indexPath)?.contentView.first(UILabel.self)?.text,
              let id = Self.destinations[text], let board = storyboard else { return }
        let next = board.instantiateViewController(withIdentifier: id)
        (next as? IBFlowLogging)?.log = log
        show(next, sender: self)
    }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log?.events.append("Settings willAppear") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log?.events.append("Settings didAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log?.events.append("Settings willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log?.events.append("Settings didDisappear") }
}

@MainActor
protocol IBFlowLogging: AnyObject {
    var log: IBFlowLog? { get set }
}

/// Stand-ins for the scenes the settings rows show: they log their appearance by title.
@MainActor
final class IBLoggingTableVC: UITableViewController, IBFlowLogging {
    var log: IBFlowLog?
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log?.events.append("\(title ?? "?") willAppear") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log?.events.append("\(title ?? "?") didAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log?.events.append("\(title ?? "?") willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log?.events.append("\(title ?? "?") didDisappear") }
}

@MainActor
final class IBLoggingCollectionVC: UICollectionViewController, IBFlowLogging {
    var log: IBFlowLog?
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log?.events.append("Timeline willAppear") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log?.events.append("Timeline didAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log?.events.append("Timeline willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log?.events.append("Timeline didDisappear") }
}

/// NetNewsWire's Settings storyboard driven as a person does on the terminal: the keyboard
/// moves to a row and Enter selects it; the row's scene is shown (pushed on the settings
/// navigation controller); a click on the back button returns. Expectations from the file
/// (titles, texts, switch states) and from UIKit's documented order of appearance
/// callbacks for a push and a pop (the leaving controller's will-disappear, the arriving
/// one's will-appear, then did-disappear, then did-appear).
@MainActor
@Suite struct IBSettingsFlowTests {
    /// The rows that show a scene: the row's text, the shown scene's title in the file
    /// (the timeline customizer has none) and the name it logs under.
    static let rows: [(text: String, title: String?, logs: String)] = [
        ("Add Account", "Add Account", "Add Account"),
        ("Timeline Layout", nil, "Timeline"),
        ("Theme", "Theme", "Theme"),
        ("Color Palette", "Color Palette", "Color Palette"),
    ]

    func launch() throws -> (HeadlessScreen, UINavigationController, IBSettingsVC, IBFlowLog) {
        let screen = HeadlessScreen.checked(width: 80, height: 24)
        let log = IBFlowLog()
        let board = try screen.application.withCurrent {
            InterfaceBuilderClasses.register(IBSettingsVC.self, named: "SettingsViewController")
            for name in ["AddAccountViewController", "ArticleThemesTableViewController", "ColorPaletteTableViewController"] {
                InterfaceBuilderClasses.register(IBLoggingTableVC.self, named: name)
            }
            InterfaceBuilderClasses.register(IBLoggingCollectionVC.self, named: "TimelineCustomizerCollectionViewController")
            return try IBTools.storyboard(IBCorpus.path(IBCorpus.settings), fitting: CGSize(width: 80, height: 24))
        }
        let nav = try #require(board.instantiateInitialViewController() as? UINavigationController)
        let settings = try #require(nav.topViewController as? IBSettingsVC)
        settings.log = log
        screen.makeWindow(root: nav)
        screen.settle()
        return (screen, nav, settings, log)
    }

    /// The file's values reach the stand-in's outlets, and the first screen shows the
    /// file's title and first rows.
    @Test func settingsScreenHasTheFilesValues() throws {
        let (screen, nav, settings, log) = try launch()
        defer { IBCorpus.expectDiagnostics(of: screen) }
        #expect(log.events == ["Settings willAppear", "Settings didAppear"])
        #expect(nav.navigationBar.topItem?.title == "Settings")
        #expect(settings.articleThemeDetailLabel?.text == "Default")
        #expect(settings.colorPaletteDetailLabel?.text == "Automatic")
        #expect(settings.confirmMarkAllAsReadSwitch?.isOn == true && settings.openLinksInNetNewsWire?.isOn == true)
        #expect(settings.groupByFeedSwitch?.isOn == false && settings.timelineSortOrderSwitch?.isOn == false)
        let text = screen.lines.joined(separator: "\n")
        for expected in ["Settings", "Open System Settings", "Add Account"] { #expect(text.contains(expected), "\(expected) not on\n\(text)") }
    }

    @Test(arguments: 0..<4)
    func eachRowShowsItsSceneAndBackReturns(row: Int) throws {
        let (screen, nav, settings, log) = try launch()
        defer { IBCorpus.expectDiagnostics(of: screen) }
        let expected = Self.rows[row]
        let table = try #require(settings.tableView)
        // Down moves the highlighted (keyboard) row, as a person looks for the row.
        func highlighted() -> String? { table.visibleCells.first { $0.isHighlighted }?.contentView.first(UILabel.self)?.text }
        var presses = 0
        while highlighted() != expected.text, presses < 40 { screen.press(.down); screen.settle(); presses += 1 }
        #expect(highlighted() == expected.text)
        log.events = []
        screen.press(.enter)
        screen.settle()
        #expect(nav.viewControllers.count == 2 && nav.viewControllers.first === settings)
        let shown = try #require(nav.topViewController)
        #expect(shown.title == expected.title && nav.navigationBar.topItem === shown.navigationItem)
        #expect(log.events == ["Settings willDisappear", "\(expected.logs) willAppear", "Settings didDisappear", "\(expected.logs) didAppear"])
        // The navigation bar: the shown scene's item on top, Settings' under it (its back button).
        #expect(nav.navigationBar.backItem?.title == "Settings")
        // The whole screen: the bar's back button (a chevron and the previous title) at the
        // leading edge and the title centred on the 80 columns; below it the scene's
        // inset-grouped table (or collection) with its prototypes only: no rows without a
        // data source, so nothing drawn.
        var bar = " ‹ Settings"
        if let title = expected.title {
            bar += String(repeating: " ", count: (80 - title.count) / 2 - bar.count) + title
        }
        let shownLines = screen.lines.map { $0.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) }
        #expect(shownLines == [bar] + Array(repeating: "", count: 23), "\(shownLines.joined(separator: "\n"))")
        // Back, as a person taps it.
        log.events = []
        #expect(screen.click(text: "Settings"))
        screen.settle()
        #expect(nav.viewControllers.count == 1 && nav.topViewController === settings)
        #expect(log.events == ["\(expected.logs) willDisappear", "Settings willAppear", "\(expected.logs) didDisappear", "Settings didAppear"])
        // The settings screen again, with the row that was chosen still on it.
        let back = screen.lines.joined(separator: "\n")
        #expect(back.contains(expected.text) && screen.lines.first?.contains("Settings") == true, "\(back)")
    }
}
