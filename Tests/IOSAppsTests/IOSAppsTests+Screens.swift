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
            IOSAppsTests.App(target: "gesturecard", sources: folder.appendingPathComponent("GestureCard"),
                             infoPlist: IOSAppsTests.templateInfoPlist, firstScreen: gestureCardScreen(status: "Drag the card"),
                             steps: gestureCardSteps),
        ]
    }

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
