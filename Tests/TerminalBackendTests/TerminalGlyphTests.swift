import Testing
import UIKit
@testable import TerminalBackend

/// Write-time sanitising: what reaches the terminal for each kind of cell content.
struct TerminalGlyphTests {
    static func glyph(_ c: Character, _ width: Int = 1) -> TerminalGlyph {
        TerminalGlyphMapper.glyph(for: c, cellWidth: width)
    }

    @Test("control characters become visible symbols", arguments: [
        ("\u{1B}", "␛"), ("\u{07}", "␇"), ("\u{00}", "␀"), ("\u{0D}", "␍"), ("\u{7F}", "␡"),
        ("\u{9B}", "\u{FFFD}"), ("\u{85}", "\u{FFFD}"), ("\u{202E}", "\u{FFFD}"), ("\u{2066}", "\u{FFFD}"),
        ("\u{E0001}", " "), ("\u{200B}", " "),
    ] as [(Character, String)])
    func controls(_ c: Character, _ expected: String) {
        let g = Self.glyph(c)

        #expect(g.string == expected)
        #expect(g.columns == 1)
        #expect(g.scalars.allSatisfy { $0.value >= 0x20 && !(0x7F...0x9F).contains($0.value) })
    }

    @Test func ordinaryTextIsWrittenAsIs() {
        let cases: [(Character, Int)] = [("a", 1), ("é", 1), ("汉", 2), ("😀", 2), ("Ω", 1)]

        let glyphs = cases.map { Self.glyph($0.0, $0.1) }

        #expect(glyphs.map(\.string) == ["a", "é", "汉", "😀", "Ω"])
        #expect(glyphs.map(\.columns) == [1, 1, 2, 2, 1])
        #expect(glyphs.allSatisfy { !$0.padsWithBlank })
    }

    @Test func combiningMarksStayWithTheirBaseAndALoneMarkGetsADottedCircle() {
        let decomposed = Self.glyph("e\u{301}")
        let lone = Self.glyph("\u{301}")

        #expect(decomposed.scalars == ["e", "\u{301}"])
        #expect(lone.scalars == ["\u{25CC}", "\u{301}"])
    }

    @Test func aReplacedBaseDropsItsMarks() {
        // One grapheme: an unassigned code point (wcwidth -1) with a combining mark.
        let g = Self.glyph("\u{378}\u{301}")

        #expect(g.string == "\u{FFFD}")
    }

    @Test func joinersAndVariationSelectorsAreDroppedSoWidthsStayAligned() {
        let family = Self.glyph("👨\u{200D}👩\u{200D}👧", 2)
        let heart = Self.glyph("❤\u{FE0F}", 2)

        #expect(family.string == "👨")
        #expect(family.columns == 2)
        // U+2764 is one column in wcwidth: written with a blank after it.
        #expect(heart.string == "❤")
        #expect(heart.columns == 1)
        #expect(heart.padsWithBlank)
    }

    @Test func aWideGlyphInANarrowCellIsReplaced() {
        #expect(Self.glyph("汉", 1) == TerminalGlyph(scalars: ["\u{FFFD}"], columns: 1))
    }
}
