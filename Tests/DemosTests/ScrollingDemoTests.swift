import Foundation
import Testing
import UIKit
import HeadlessBackend
import TestSupport
@testable import UIKitDemos

/// The scrolling demo driven as a person would: a flick turns the paging scroll view one
/// page with the delegate's calls logged in UIKit's order, a click on a picker row
/// chooses it, and the status line follows both.
@MainActor
@Suite struct ScrollingDemoTests {
    @Test func aFlickTurnsAPageAndAClickChoosesAPickerRow() {
        let demo = DemoHarness.launched("scrolling")
        #expect(demo.lines[0].trimmingCharacters(in: .whitespaces) == "Scrolling")
        // The picker's middle line (row 3): M and Blue selected, their neighbours around.
        #expect(demo.lines[3].contains("M") && demo.lines[3].contains("Blue"))
        #expect(demo.lines[2].contains("S") && demo.lines[4].contains("L"))
        #expect(demo.lines[6] == " Size M, Blue · page 1 of 4")
        #expect(demo.lines[8] == " Page 1 of 4")

        // The pages fill rows 8…22 (15 rows a page): a quick 8-row flick up.
        demo.screen.drag(from: CGPoint(x: 10, y: 20), to: CGPoint(x: 10, y: 12), steps: 4, duration: 0.08)
        demo.settle()
        let log = demo.newLines()
        #expect(log.first == "» willBeginDragging")
        #expect(log.dropFirst().first?.hasPrefix("» willEndDragging velocity 0.") == true)
        #expect(log.dropFirst().first?.hasSuffix("target y 15") == true)
        #expect(Array(log.dropFirst(2)) == ["» didEndDragging willDecelerate true", "» willBeginDecelerating",
                                            "» didEndDecelerating: page 2"])
        #expect(demo.lines[8] == " Page 2 of 4")
        #expect(demo.lines[6] == " Size M, Blue · page 2 of 4")

        // A click one row below M in the sizes column chooses L.
        demo.screen.click(x: 19, y: 4)
        #expect(demo.newLines() == ["» picker didSelectRow 3 inComponent 0"])
        #expect(demo.lines[6] == " Size L, Blue · page 2 of 4")
    }
}
