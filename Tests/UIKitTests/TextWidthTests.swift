import Foundation
import Testing
import UIKit
import HeadlessBackend
import TestSupport

/// Cell widths of grapheme clusters: `wcwidth(3)` of the first scalar, with emoji
/// clusters led by a narrow emoji widened to 2 as tmux and grapheme-aware terminals
/// show them (measured in tmux 3.3a: a flag and a family advance the cursor 2 cells).
struct TextWidthTests {
    @Test("one cluster", arguments: [
        ("a", 1), ("é", 1), ("e\u{301}", 1), ("汉", 2), ("😀", 2),
        ("🇯🇵", 2),                       // regional-indicator pair: a flag
        ("🇯", 1),                         // a lone regional indicator
        ("👨\u{200D}👩\u{200D}👧", 2),     // ZWJ sequence: the first emoji's width
        ("❤\u{FE0F}", 2), ("❤", 1),       // emoji presentation selector on a narrow base
        ("👍🏽", 2),                       // wide base with a skin tone
        ("☝🏽", 2), ("☝", 1),             // narrow modifier base with a skin tone
        ("🏳\u{FE0F}\u{200D}🌈", 2),       // narrow first emoji, VS16, ZWJ
        ("#\u{FE0F}\u{20E3}", 2),         // keycap sequence
        ("\u{1B}", 0),                    // control characters (sanitised before drawing)
    ] as [(Character, Int)])
    func cluster(_ character: Character, _ expected: Int) {
        #expect(TextWidth.width(of: character) == expected)
    }

    @Test func aStringIsTheSumOfItsClusters() {
        #expect(TextWidth.width(of: "Aiko 🇯🇵 👨\u{200D}👩\u{200D}👧!") == 5 + 2 + 1 + 2 + 1)
    }

    @Test func truncationNeverSplitsAFlag() {
        #expect(TextWidth.truncate("🇯🇵🇫🇷abc", toWidth: 4) == "🇯🇵…")
        #expect(TextWidth.truncate("🇯🇵🇫🇷", toWidth: 4) == "🇯🇵🇫🇷")
    }

    @Test @MainActor func aLabelLaysAFlagOutInTwoCells() {
        let screen = HeadlessScreen.checked(width: 12, height: 1)
        let root = UIViewController()
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 12, height: 1))
        label.text = "🇯🇵|👍🏽|x"
        root.view.addSubview(label)
        screen.makeWindow(root: root)

        let row = screen.grid.cells.prefix(8).map { "\($0.character):\($0.width)" }
        #expect(row == ["🇯🇵:2", " :0", "|:1", "👍🏽:2", " :0", "|:1", "x:1", " :1"])
        expectScreen(screen.lines, equals: ["🇯🇵|👍🏽|x"])
    }
}
