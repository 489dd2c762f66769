import Foundation
import HeadlessBackend
import Testing
import TestSupport
import UIKit
import UIKitEngine

/// The shared corpus: `../shared/data/ib` beside the package root (CI clones put `shared/` there).
enum IBCorpus {
    static let directory: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared/data/ib")

    static func url(_ name: String) -> URL { directory.appendingPathComponent(name) }
    static func path(_ name: String) -> String { url(name).path }

    /// Every storyboard and xib of the corpus, sorted.
    static var files: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
            .filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted()
    }

    static let navBasic = "hdk2200__SwiftViewControllerExamples__NavigationControllerBasic__NavigationControllerBasic__Base.lproj__Main.storyboard"
    static let navInContainer = "hdk2200__SwiftViewControllerExamples__NavigationInContainerView__NavigationInContainerView__Base.lproj__Main.storyboard"
    static let elements = "ooper-shlab__TheElements-Swift__Base.lproj__MainStoryboard.storyboard"
    static let tabster = "robovm__apple-ios-samples__Tabster__en.lproj__Main.storyboard"
    static let navBar = "ooper-shlab__NavBar6.0-Swift__Base.lproj__Main.storyboard"
    static let legacyXib = "ooper-shlab__NavBar6.0-Swift__en.lproj__PageSixViewController.xib"
    static let catalog = "appium__ios-uicatalog__UIKitCatalog__UIKitCatalog__Base.lproj__Main.storyboard"
    static let textFields = "appium__ios-uicatalog__UIKitCatalog__UIKitCatalog__Base.lproj__TextFieldViewController.storyboard"
    static let settings = "Ranchero-Software__NetNewsWire__iOS__Settings__Settings.storyboard"
    static let settingsCell = "Ranchero-Software__NetNewsWire__iOS__Settings__SettingsTableViewCell.xib"
}

/// A temporary folder with files written from strings (a bundle-like resource folder).
final class IBTempFolder {
    let url: URL
    init() {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("ib-tests-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }
    @discardableResult
    func write(_ relativePath: String, _ text: String) -> URL {
        let u = url.appendingPathComponent(relativePath)
        try? FileManager.default.createDirectory(at: u.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? Data(text.utf8).write(to: u)
        return u
    }
    var bundle: Bundle { Bundle(url: url)! }
    deinit { try? FileManager.default.removeItem(at: url) }
}

/// The header every test document uses.
func storyboardXML(initial: String?, _ scenes: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" \(initial.map { "initialViewController=\"\($0)\"" } ?? "")>
        <device id="retina6_1" orientation="portrait" appearance="light"/>
        <scenes>
    \(scenes)
        </scenes>
    </document>
    """
}

@MainActor
extension UIControl {
    /// What a tap on a button sends (`.touchUpInside`, which a button expands with
    /// `.primaryActionTriggered`).
    func ibTestTap() {
        sendActions(for: .touchUpInside)
    }
}

@MainActor
extension UIView {
    /// The first view in the subtree (depth first) that is a `T` and passes `test`.
    func first<T: UIView>(_ type: T.Type, where test: (T) -> Bool = { _ in true }) -> T? {
        if let t = self as? T, test(t) { return t }
        for s in subviews { if let f = s.first(type, where: test) { return f } }
        return nil
    }
}

extension IBCorpus {
    /// What a corpus file makes UIKit say because the test does not link its app's classes:
    /// UIKit's "Unknown class … in Interface Builder file.", the key-value-coding error for
    /// an outlet the stand-in class lacks (raised, and reported as a file warning), and this
    /// UIKit's notes on elements, controllers and relationships it does not have yet.
    static func isExpectedWithoutTheAppsClasses(_ entry: UIDiagnostics.Entry) -> Bool {
        let text = entry.text
        return (text.contains("Unknown class ") && text.contains(" in Interface Builder file."))
            || text.contains("setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key")
            || text.contains("unsupported controller <") || text.contains("unsupported element <")
            || (text.contains("relationship segue '") && text.contains("is not supported by this UIKit; ignored"))
            || text.contains("is not supported (only controls and bar button items send actions); ignored")
    }

    /// Reads the diagnostics of a corpus test's screen: the expected kinds pass, anything
    /// else (a constraint dropped as naming "an item not in this file part", say) fails the test.
    @MainActor
    static func expectDiagnostics(of screen: HeadlessScreen, sourceLocation: SourceLocation = #_sourceLocation) {
        screen.expectDiagnostics(sourceLocation: sourceLocation) { isExpectedWithoutTheAppsClasses($0) }
    }
}
