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

/// Apps written the way iOS tutorials and Xcode templates write them (Tests/IOSAppsTests/Apps).
enum OwnApps {
    static func all(in folder: URL) -> [IOSAppsTests.App] {
        [
            // A view controller whose view (loadView) is a bar chart drawn in draw(_:).
            IOSAppsTests.App(target: "StepsChart", sources: folder.appendingPathComponent("StepsChart"),
                             infoPlist: IOSAppsTests.templateInfoPlist, firstScreen: IOSAppsTests.stepsChartScreen),
        ]
    }
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
