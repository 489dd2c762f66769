import Foundation
import UIKit

/// One seed demo: its command-line name, the seed tutorial it comes from, a one-line
/// summary for the menu, and a factory for its root view controller (what the
/// tutorial's app delegate makes the window's `rootViewController`).
public struct Demo: Sendable {
    /// The name used on the command line (`uikit-demos three-buttons`) and in the menu.
    public let name: String
    /// The seed document number ("004" for `004_d3f79e1b907a41a3.txt`).
    public let seed: String
    /// What the demo shows, in one line.
    public let summary: String
    /// Extra keys or steps worth knowing, shown in the log pane when the demo starts.
    public let hint: String
    let makeRoot: @MainActor @Sendable () -> UIViewController

    /// Makes a new root controller for the demo.
    @MainActor public func makeRootViewController() -> UIViewController { makeRoot() }
}
