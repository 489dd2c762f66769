import Foundation

/// First screens, drawn from what each app shows on iOS, in this UIKit's terminal layout
/// of containers (docs/DECISIONS.md 2026-11-29 "Terminal layout of containers": a one-row
/// navigation bar with the title centred — large titles are not drawn larger —, one-row
/// table rows with a one-column inset, a one-row tab bar at the bottom with the titles
/// centred in equal slots; SF Symbols images are not drawn).
extension IOSAppsTests {
    static func centred(_ text: String, width: Int = 80) -> String {
        String(repeating: " ", count: (width - text.count) / 2) + text
    }

    /// iOS: navigation bar titled "CodeInUI"; one row "This is an example cell" (the data
    /// source's only row), nothing else.
    static let tablevcScreen: [String] = [
        centred("CodeInUI"),
        " This is an example cell",
    ]

    /// iOS: the first tab selected: navigation bar titled "Bir"; "First View Controller"
    /// centred in the view by its stack view's centre constraints; the tab bar lists
    /// First, Second, Third.
    static let tabbarcScreen: [String] = [centred("Bir")]
        + Array(repeating: "", count: 10)
        + [String(repeating: " ", count: 29) + "First View Controller"]
        + Array(repeating: "", count: 11)
        + [String(repeating: " ", count: 10) + "First" + String(repeating: " ", count: 21) + "Second"
           + String(repeating: " ", count: 22) + "Third"]
}

/// Apps written the way iOS tutorials and Xcode templates write them (Tests/IOSAppsTests/Apps),
/// with Xcode's Info.plist scene manifest.
enum OwnApps {
    static func all(in folder: URL) -> [IOSAppsTests.App] {
        [
            // A UITableViewController (made with init(style:)) in a navigation controller;
            // a custom FruitCell (override init(style:reuseIdentifier:), subviews in init,
            // init?(coder:) a fatalError) registered by class; a separate data source.
            IOSAppsTests.App(target: "fruitlist", sources: folder.appendingPathComponent("FruitList"),
                             infoPlist: IOSAppsTests.templateInfoPlist, firstScreen: fruitListScreen),
            // A UITabBarController of two navigation controllers, built in the scene
            // delegate's scene(_:willConnectTo:options:) with UIWindow(windowScene:); the inbox's
            // refresh Timer block mutates the controller, which Swift 5 mode only warns about, as
            // with iOS's UIKit (its classes are @preconcurrency @MainActor).
            IOSAppsTests.App(target: "tabsinscene", sources: folder.appendingPathComponent("TabsInScene"),
                             infoPlist: IOSAppsTests.templateInfoPlist, firstScreen: tabsInSceneScreen),
            // A view controller whose view (loadView) is a bar chart drawn in draw(_:).
            IOSAppsTests.App(target: "StepsChart", sources: folder.appendingPathComponent("StepsChart"),
                             infoPlist: IOSAppsTests.templateInfoPlist, firstScreen: IOSAppsTests.stepsChartScreen),
            // A UITableViewController as iOS tutorials write it: a custom cell laid out by
            // constraints with point constants, `rowHeight = 60`, a 50-point tableHeaderView
            // built with a literal frame.
            IOSAppsTests.App(target: "recipes", sources: folder.appendingPathComponent("Recipes"),
                             infoPlist: IOSAppsTests.templateInfoPlist, firstScreen: recipesScreen),
            // Xcode's storyboard template: the Info.plist's scene manifest names Main.storyboard
            // (in Resources/Base.lproj), whose view controller has an outlet to a label placed
            // by constraints with point constants; viewDidLoad adds a button by anchors with a
            // #selector action.
            IOSAppsTests.App(target: "hellostoryboard", sources: folder.appendingPathComponent("HelloStoryboard"),
                             infoPlist: nil, firstScreen: helloStoryboardScreen(label: "Welcome to MyApp"),
                             steps: [.init(commands: ["click-text Say hello"], screen: helloStoryboardScreen(label: "Hello, 1 time!")),
                                     .init(commands: ["click-text Say hello"], screen: helloStoryboardScreen(label: "Hello, 2 times!"))]),
            IOSAppsTests.App(target: "gesturecard", sources: folder.appendingPathComponent("GestureCard"),
                             infoPlist: IOSAppsTests.templateInfoPlist, firstScreen: gestureCardScreen(status: "Drag the card"),
                             steps: gestureCardSteps),
        ]
    }

    static func row(_ left: String, at leftColumn: Int, _ right: String, endingAt rightEnd: Int, accessory: String? = nil,
                    at accessoryColumn: Int = 78) -> String {
        var line = String(repeating: " ", count: leftColumn) + left
        line += String(repeating: " ", count: rightEnd - right.count - line.count) + right
        if let accessory { line += String(repeating: " ", count: accessoryColumn - line.count) + accessory }
        return line
    }

    /// iOS: navigation bar titled "Fruits" with the Edit button at its trailing end; one
    /// row per fruit, the name at the content view's leading layout margin, the price
    /// right-aligned at its trailing margin, a disclosure indicator. The margins are
    /// UIView's default ones (Apple: "for most views, the default layout margins are 8
    /// points on each side"), which the terminal's character-cell metrics make one column
    /// leading and trailing and none above and below (docs/DECISIONS.md "Points on a
    /// terminal: one device description, code metrics"). The accessory takes the last two
    /// columns (78, and the one-column trailing inset), so the content view is columns
    /// 0–77: the name starts at column 1, the price ends before the trailing margin at 77.
    static let fruitListScreen: [String] = [
        IOSAppsTests.centred("Fruits") + String(repeating: " ", count: 79 - 43 - "Edit".count) + "Edit",
        row("Apple", at: 1, "$2.49/kg", endingAt: 77, accessory: "›"),
        row("Banana", at: 1, "$1.19/kg", endingAt: 77, accessory: "›"),
        row("Cherry", at: 1, "$7.90/kg", endingAt: 77, accessory: "›"),
        row("Mango", at: 1, "$4.25/kg", endingAt: 77, accessory: "›"),
    ]

    /// Recipes on iOS: navigation bar titled "Recipes"; a 50-point header whose label sits
    /// 16 points from the leading edge, centred; 60-point rows, each with the name 8 points
    /// from the top and 16 from the leading edge, the summary 4 points under it, and the
    /// time in a 60-point-wide right-aligned label 16 points from the trailing edge on the
    /// name's baseline. In cells (docs/DECISIONS.md "Points on a terminal: the app's
    /// constants are converted": 4.875 points a column, 36 a row, each length rounded,
    /// a size at least one cell): the header is round(50/36) = 1 row, rows round(60/36) =
    /// 2 rows; 16 points are round(3.28) = 3 columns, the 60-point width 12; 8 and 4
    /// points of height round to no row, so the name is on a row's first line and the
    /// summary on its second; the time label spans columns 65–76 (ends 3 before 80) and
    /// right-aligns its text there. Below the last row, as in UIKit's plain style without a
    /// footer view, placeholder rows of the row height show their separators: on a
    /// terminal a dim rule on each 2-row placeholder's blank last line, from the
    /// separator inset (1 column) to the edge (UITableView's "Terminal rendering"); the
    /// data rows' last lines hold text, so they carry none.
    static var recipesScreen: [String] {
        let recipes: [(String, String, Int)] = [
            ("Tomato soup", "Roasted tomatoes, basil, a little cream", 35),
            ("Pancakes", "Flour, eggs, milk and a pinch of salt", 20),
            ("Green curry", "Coconut milk, chicken, Thai basil", 40),
            ("Caesar salad", "Romaine, croutons, parmesan, anchovy dressing", 15),
            ("Banana bread", "Ripe bananas, walnuts, brown sugar", 70),
        ]
        var lines = [IOSAppsTests.centred("Recipes"), "   5 recipes for this week"]
        for (name, summary, minutes) in recipes {
            lines.append(row(name, at: 3, "\(minutes) min", endingAt: 77))
            lines.append("   " + summary)
        }
        while lines.count < 24 { lines += ["", " " + String(repeating: "─", count: 79)] }
        return lines
    }

    /// HelloStoryboard on iOS: the label centred 80 points below the safe area's top, the
    /// "Say hello" button centred 20 points under it. In cells: round(80/36) = 2 rows down
    /// (a terminal has no status bar), round(20/36) = 1 row between; centring rounds down
    /// (the button's title is drawn "[ Say hello ]").
    static func helloStoryboardScreen(label: String) -> [String] {
        ["", "", IOSAppsTests.centred(label), "", IOSAppsTests.centred("[ Say hello ]")]
    }

    /// iOS: the first tab (Inbox) selected: navigation bar titled "Inbox" with the compose
    /// system item at its trailing end (an SF Symbol on iOS; its title here); "No messages"
    /// centred in the root view by its centre constraints (the root view extends under the
    /// bars, so the centre is the screen's); the tab bar lists Inbox, Settings centred in
    /// two equal slots.
    static let tabsInSceneScreen: [String] = [IOSAppsTests.centred("Inbox") + String(repeating: " ", count: 79 - 42 - "Compose".count) + "Compose"]
        + Array(repeating: "", count: 10)
        + [IOSAppsTests.centred("No messages")]
        + Array(repeating: "", count: 11)
        + [String(repeating: " ", count: 17) + "Inbox" + String(repeating: " ", count: 34) + "Settings"]

    /// GestureCard on iOS: the status label centred across the top; the card a quarter of
    /// the screen each way (20 × 6 cells) centred on it, its label "Drag me" centred in it
    /// (row 2 of 6, column 6 of 20: the terminal rounds a centring down). The card's blue
    /// is colour only; the text shows where it is.
    static func gestureCardScreen(status: String, cardX: Int = 30, cardY: Int = 9) -> [String] {
        var lines = Array(repeating: "", count: 24)
        lines[0] = IOSAppsTests.centred(status)
        lines[cardY + 2] = String(repeating: " ", count: cardX + 6) + "Drag me"
        return lines
    }

    /// What a person does: drags the card 10 columns right and 2 rows down (the pan moves
    /// it with the finger), double-taps the background (it goes home), taps the card (the
    /// tap waits for the double tap to fail: 0.35 s), double-taps the card (only the
    /// double tap fires: the tap requires its failure), taps it again.
    static let gestureCardSteps: [IOSAppsTests.Step] = [
        .init(commands: ["drag 40 12 50 14"], screen: gestureCardScreen(status: "Card at 40, 11", cardX: 40, cardY: 11)),
        .init(commands: ["double-click 5 20"], screen: gestureCardScreen(status: "Back home")),
        .init(commands: ["click 40 12"], screen: gestureCardScreen(status: "Tapped once")),
        .init(commands: ["double-click 40 12"], screen: gestureCardScreen(status: "Back home")),
        .init(commands: ["click 40 12"], screen: gestureCardScreen(status: "Tapped 2 times")),
    ]
}

extension IOSAppsTests {
    /// StepsChart at 80 × 24 points: the chart area is the bounds inset by 10 % and 12.5 %
    /// (x 8…72, y 3…21); the axes run down x = 8 and along y = 21 (one cell each, the
    /// corner "└"); five slots of 12.8 points hold bars 6.4 wide (fills: cell backgrounds,
    /// not in the text) of 18 · value / 8 points; each value sits one line above its bar
    /// and each label one line under the axis, centred on the bar at the nearest cell;
    /// the bold title is centred on row 0 (x = 32.5 → 33).
    static var stepsChartScreen: [String] {
        func at(_ items: [(Int, String)], base: String = "") -> String {
            var row = Array(base)
            for (x, text) in items {
                while row.count < x + text.count { row.append(" ") }
                for (i, ch) in text.enumerated() { row[x + i] = ch }
            }
            return String(row)
        }
        let axis = at([(8, "│")])
        var rows = Array(repeating: "", count: 24)
        rows[0] = at([(33, "Steps this week")])
        rows[2] = at([(27, "8")])
        for y in 3...20 { rows[y] = axis }
        rows[4] = at([(52, "7")], base: axis)
        rows[9] = at([(65, "5")], base: axis)
        rows[11] = at([(14, "4")], base: axis)
        rows[13] = at([(40, "3")], base: axis)
        rows[21] = at([(8, "└" + String(repeating: "─", count: 63))])
        rows[22] = at([(13, "Mon"), (26, "Tue"), (39, "Wed"), (51, "Thu"), (64, "Fri")])
        return rows
    }
}
