import Foundation

extension IOSAppsTests {
    static let tablevcScreen: [String] = []
    static let tabbarcScreen: [String] = []
}

/// Apps written the way iOS tutorials and Xcode templates write them (Tests/IOSAppsTests/Apps).
enum OwnApps {
    static func all(in folder: URL) -> [IOSAppsTests.App] { [] }
}
