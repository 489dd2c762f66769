import Foundation
import Testing
import UIKit
import HeadlessBackend
import TestSupport
@testable import UIKitDemos

/// The library demo driven as a person would: on an 80-column terminal (a phone) the
/// split view starts collapsed on the book list, Enter opens a book's pages, Right turns
/// a page, Esc goes back; on a wide terminal the list and the pages show side by side, and a drag turns a page.
@MainActor
@Suite struct LibraryDemoTests {
    @Test func narrowTerminalOpensABookTurnsAPageAndGoesBack() {
        let demo = DemoHarness.launched("library")
        #expect(demo.lines[0].trimmingCharacters(in: .whitespaces) == "Library")
        #expect(demo.lines[1].hasPrefix(" Flatland") && demo.lines[1].hasSuffix("›"))
        #expect(demo.lines[2] == " 3 pages")
        #expect(!demo.screen.text.contains("│"))

        demo.press(.tab)
        demo.press(.down)
        demo.press(.enter)
        demo.settle()
        #expect(demo.newLines().contains("» showDetailViewController(Alice)"))
        #expect(demo.lines[0].hasPrefix(" ‹ Library") && demo.lines[0].contains("Alice"))
        #expect(demo.screen.text.contains("Down the rabbit hole."))
        #expect(demo.lines[22].trimmingCharacters(in: .whitespaces) == "● ○ ○ ○")

        demo.press(.right)
        demo.settle()
        #expect(demo.screen.text.contains("The pool of tears."))
        #expect(demo.lines[22].trimmingCharacters(in: .whitespaces) == "○ ● ○ ○")
        #expect(demo.newLines().suffix(1) == ["» didFinishAnimating completed: true, page 2 of 4"])

        demo.press(.escape)
        demo.settle()
        #expect(demo.lines[0].trimmingCharacters(in: .whitespaces) == "Library")
        #expect(demo.shell.currentDemo != nil)
    }

    @Test func wideTerminalShowsTheListBesideThePages() {
        let demo = DemoHarness("library", width: 150)
        demo.skipLines()
        // 320 iPhone points are 66 columns, more than 40% of 150: the list is 60 wide.
        #expect(demo.lines.prefix(22).allSatisfy { Array($0)[60] == "│" })
        #expect(demo.lines[0].contains("Library") && demo.lines[0].contains("Flatland"))
        #expect(demo.screen.text.contains("I call our world Flatland."))

        // A drag across most of the pages turns to the next one.
        demo.screen.drag(from: CGPoint(x: 140, y: 10), to: CGPoint(x: 70, y: 10), steps: 8)
        demo.settle()
        #expect(demo.screen.text.contains("Place a penny on a table."))
    }
}
