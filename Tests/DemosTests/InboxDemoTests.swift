import Foundation
import Testing
import UIKit
import HeadlessBackend
import TestSupport
@testable import UIKitDemos

/// The inbox demo driven as a person would: swipe actions from the keyboard (Left shows
/// the trailing ones, Enter performs the chosen one), and the search controller filtering
/// the list as text is typed.
@MainActor
@Suite struct InboxDemoTests {
    static let firstRows = [
        " ⌕ Search mail",
        " ● Ada Lovelace", "   Notes on the analytical engine",
        "   Grace Hopper", "   A moth in relay 70",
        " ● Alan Turing", "   Can machines think?",
    ]

    @Test func leftShowsTheTrailingActionsAndEnterDeletesTheMessage() {
        let demo = DemoHarness.launched("inbox")
        #expect(demo.lines[0].contains("Inbox"))
        expectScreen(demo.lines, rows: 1..<8, equal: Self.firstRows)
        demo.press(.left)
        // Delete (the first action) at the right edge, Flag inside it; the row's content
        // moved 14 columns left, so only the ends of its sender and subject still show.
        expectScreen(demo.lines, rows: 2..<4, equal: ["e" + String(repeating: " ", count: 65) + " Flag  Delete", "e analytical engine"])
        #expect(demo.newLines() == ["» trailing actions for row 0", "» willBeginEditingRowAt 0"])
        demo.press(.enter)
        demo.settle()
        #expect(demo.newLines() == ["» deleted Ada Lovelace", "» didEndEditingRowAt 0"])
        expectScreen(demo.lines, rows: 1..<5, equal: [" ⌕ Search mail", "   Grace Hopper", "   A moth in relay 70", " ● Alan Turing"])
    }

    @Test func typingInTheSearchBarFiltersTheListAndEscapeCancels() {
        let demo = DemoHarness.launched("inbox")
        demo.screen.click(x: 5, y: 1)
        demo.screen.type("gr")
        demo.settle()
        // The search controller's view loads when it first covers the content.
        #expect(demo.newLines() == ["UISearchController.loadView()", "UISearchController.viewDidLoad()", "» search \"\": 8 of 8", "» search \"g\": 7 of 8", "» search \"gr\": 1 of 8"])
        expectScreen(demo.lines, rows: 1..<5, equal: [" ⌕ gr" + String(repeating: " ", count: 62) + "× [ Cancel ]",
                                                      "   Grace Hopper", "   A moth in relay 70", ""])
        demo.press(.escape)
        demo.settle()
        #expect(demo.newLines() == ["» search \"\": 8 of 8"])
        expectScreen(demo.lines, rows: 1..<8, equal: Self.firstRows)
    }
}
