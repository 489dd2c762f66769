import Foundation
import Testing
import UIKit
import HeadlessBackend
import TestSupport
@testable import UIKitDemos

/// `controls`: the rows are laid out by constraints. Expected frames from the constraints
/// and the terminal's metrics: the root view's margins are 1 column, system spacing is 1
/// (a column across, a row down), so names start at column 1 and are 10 wide, controls
/// start at 1 + 10 + 1 = 12, values at 12 + 31 (the segmented control) + 1 = 44, and the
/// rows are 1 + 2 × i below the view's top (the navigation bar takes screen row 0, so
/// screen row 2 + 2 × i).
@MainActor
@Suite struct ControlsDemoTests {
    @Test func rowsAreLaidOutByConstraints() throws {
        let demo = DemoHarness.launched("controls")
        let nav = try #require(demo.root as? UINavigationController)
        let vc = try #require(nav.topViewController as? ControlsDemo.ControlsViewController)
        #expect(vc.segmented.frame == CGRect(x: 12, y: 1, width: 31, height: 1))
        #expect(vc.slider.frame == CGRect(x: 12, y: 3, width: 30, height: 1))
        #expect(vc.stepper.frame == CGRect(x: 12, y: 5, width: UIStepper.terminalSize.width, height: 1))
        #expect(vc.pages.frame == CGRect(x: 12, y: 7, width: 9, height: 1))
        #expect(vc.toggle.frame == CGRect(x: 12, y: 9, width: UISwitch.terminalSize.width, height: 1))
        #expect(vc.progress.frame == CGRect(x: 12, y: 11, width: 30, height: 1))
        #expect(vc.spinner.frame == CGRect(x: 12, y: 13, width: 1, height: 1))
        let names = ["Segmented", "Slider", "Stepper", "Pages", "Spinning", "Progress", "Activity"]
        let values = ["0 (Day)", "30.0", "3 of 0…10", "page 2 of 5", "off", "30 %", "stopped"]
        for (i, (name, value)) in zip(names, values).enumerated() {
            let line = Array(demo.lines[2 + 2 * i])
            #expect(String(line[1..<(1 + name.count)]) == name)
            #expect(line.count >= 44 + value.count && String(line[44..<(44 + value.count)]) == value)
        }
    }
}
