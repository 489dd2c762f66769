import Foundation
import Testing
import UIKit
import HeadlessBackend
import TestSupport
@testable import UIKitDemos

/// The collection demo driven as a person would: the three sections on screen, the paging
/// row following the keyboard, selection in the log, and Shuffle applying a snapshot.
@MainActor
@Suite struct CollectionDemoTests {
    /// A line with `texts` starting at the given columns (the demo window is 80 wide).
    static func line(_ texts: [(Int, String)]) -> String {
        var chars = [Character](repeating: " ", count: 80)
        for (x, t) in texts { for (k, c) in t.enumerated() where x + k < 80 { chars[x + k] = c } }
        var s = String(chars)
        while s.hasSuffix(" ") { s.removeLast() }
        return s
    }

    /// Below the bar: "Featured" (a header line, tiles 30 wide and 3 tall, 2 apart, a blank
    /// line), "Colours" (a header, tiles a quarter of the width less one column, 2 tall, a
    /// blank line between rows and after the section), "Notes" (a plain list, one line each).
    static let firstScreen: [String] = [
        " Featured",
        line([(1, "Featured 1"), (33, "Featured 2"), (65, "Featured 3")]), "", "", "",
        " Colours",
        line([(1, "Red"), (21, "Orange"), (41, "Yellow"), (61, "Green")]), "", "",
        line([(1, "Mint"), (21, "Teal"), (41, "Cyan"), (61, "Blue")]), "", "",
        line([(1, "Indigo"), (21, "Purple"), (41, "Pink"), (61, "Brown")]), "", "",
        " Notes", " Note 1", " Note 2", " Note 3", " Note 4", " Note 5", " Note 6",
    ]

    @Test func theSectionsShowAndTheKeyboardDrivesThem() {
        let demo = DemoHarness.launched("collection")
        #expect(demo.lines[0].contains("Collection") && demo.lines[0].contains("Shuffle"))
        expectScreen(demo.lines, rows: 1..<23, equal: Self.firstScreen)
        // The collection view has the keyboard focus. Right twice reaches the third tile, cut
        // by the edge: the row pages so that tile's group starts at the leading edge; the
        // fourth is then in full view and Right selects it without paging; Enter selects it.
        for _ in 0..<3 { demo.press(.right) }
        demo.press(.enter)
        demo.settle()
        expectScreen(demo.lines, rows: 2..<3, equal: [Self.line([(1, "Featured 3"), (33, "Featured 4"), (65, "Featured 5")])])
        // Down goes to the tile below whose centre is nearest: Yellow (columns 40–58) under
        // Featured 4 (columns 32–61).
        demo.press(.down)
        demo.press(.enter)
        demo.settle()
        #expect(demo.newLines().filter { $0.hasPrefix("»") } == ["» selected Featured 4 at [0, 3]", "» selected Yellow at [1, 2]"])
    }

    @Test func shuffleAppliesASnapshotOfMoves() {
        let demo = DemoHarness.launched("collection")
        demo.activateAndSettle("Shuffle")
        expectScreen(demo.lines, rows: 7..<8, equal: [Self.line([(1, "Brown"), (21, "Pink"), (41, "Purple"), (61, "Indigo")])])
        expectScreen(demo.lines, rows: 17..<19, equal: [" Note 2", " Note 3"])
        #expect(demo.newLines().contains("» applied shuffle 1"))
    }
}
