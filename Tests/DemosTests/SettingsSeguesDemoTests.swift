import Foundation
import Testing
import UIKit
import HeadlessBackend
import TestSupport
@testable import UIKitDemos

/// `settings-segues` (seed 000): a storyboard Settings list with show segues
/// `GeneralSegue` / `SoundsSegue`, `prepare(for:sender:)` and `performSegue`.
@MainActor
@Suite struct SettingsSeguesDemoTests {
    static let hints = ThreeButtonsDemoTests.hints
    static let settings = [
        " General                            Settings                             Sounds",
        " General                                                                      ›",
        " Sounds                                                                       ›",
    ] + blank(20) + [hints]

    @Test func theGeneralRowTriggersItsSegueWhichPreparesThenPushes() throws {
        let demo = DemoHarness.launched("settings-segues")

        demo.press(.enter)      // the table has focus, row 0 (General) highlighted
        demo.advance(by: UINavigationController.transitionDuration / 2)
        let half = demo.lines
        demo.settle()

        // The segue's steps: asked (a triggered segue), destination made (init(coder:),
        // awakeFromNib), the source's prepare(for:sender:) with both titles, then the push.
        expectLines(demo.newLines(), [
            "» shouldPerformSegue(withIdentifier: GeneralSegue)",
            "GeneralTableViewController.init(coder:)",
            "GeneralTableViewController.awakeFromNib()",
            "» sourceController:Settings,destinationController:General",
            "GeneralTableViewController.willMove(toParent: UINavigationController)",
            "GeneralTableViewController.loadView()",
            "GeneralTableViewController.viewDidLoad()",
            "SettingsTableViewController.viewWillDisappear(true)",
            "GeneralTableViewController.viewWillAppear(true)",
            "SettingsTableViewController.viewDidDisappear(true)",
            "GeneralTableViewController.viewDidAppear(true)",
            "GeneralTableViewController.didMove(toParent: UINavigationController)",
        ])
        // Half way: General's rows slide in over the Settings rows moving left (tables
        // have no background on a terminal, so the old accessories show through).
        expectLines(half, [
            " ‹ Settings                         General",
            "                                         About                  ›",
            "                                         Software Update        ›",
            "                                         Storage",
        ] + blank(19) + [
            Self.hints,
        ])
        expectLines(demo.lines, [
            " ‹ Settings                         General",
            " About",
            " Software Update",
            " Storage",
        ] + blank(19) + [Self.hints])
    }

    @Test func theSoundsBarButtonCallsPerformSegue() throws {
        let demo = DemoHarness("settings-segues")
        demo.press(.enter)
        demo.settle()
        demo.press(.escape)
        demo.settle()
        demo.skipLines()

        demo.activateAndSettle("Sounds")

        // performSegue(withIdentifier:sender:) does not ask shouldPerformSegue.
        expectLines(demo.newLines(), [
            "SoundsTableViewController.init(coder:)",
            "SoundsTableViewController.awakeFromNib()",
            "» sourceController:Settings,destinationController:Sounds",
            "SoundsTableViewController.willMove(toParent: UINavigationController)",
            "SoundsTableViewController.loadView()",
            "SoundsTableViewController.viewDidLoad()",
            "SettingsTableViewController.viewWillDisappear(true)",
            "SoundsTableViewController.viewWillAppear(true)",
            "SettingsTableViewController.viewDidDisappear(true)",
            "SoundsTableViewController.viewDidAppear(true)",
            "SoundsTableViewController.didMove(toParent: UINavigationController)",
        ])
        expectLines(demo.lines, [
            " ‹ Settings                          Sounds",
            " Ringtone",
            " Text Tone",
            " Vibrate on Ring",
        ] + blank(19) + [Self.hints])
        let nav = try #require(demo.root as? UINavigationController)
        #expect(nav.viewControllers.map { $0.navigationItem.title ?? "" } == ["Settings", "Sounds"])
        #expect(demo.screen.application.diagnostics.entries.isEmpty)
    }
}
