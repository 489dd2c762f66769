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
            // delegate's scene(_:willConnectTo:options:) with UIWindow(windowScene:).
            IOSAppsTests.App(target: "tabsinscene", sources: folder.appendingPathComponent("TabsInScene"),
                             infoPlist: IOSAppsTests.templateInfoPlist, firstScreen: tabsInSceneScreen),
        ]
    }

    static let fruitListScreen: [String] = []
    static let tabsInSceneScreen: [String] = []
}
