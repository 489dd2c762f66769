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

    static func cells(_ c: Character, _ width: Int = 2, _ mode: TerminalGraphemeWidths) -> [String] {
        let g = TerminalGlyphMapper.glyph(for: c, cellWidth: width, widths: mode)
        return g.cells.map { String(String.UnicodeScalarView($0)) } + (g.padsWithBlank ? ["+pad"] : [])
    }

    @Test("emoji clusters, written whole where ncurses and the terminal agree", arguments: [
        // cluster, cells on a code-point terminal (tmux 3.3a), cells on a cluster terminal
        ("🇯🇵", ["🇯", "🇵"], ["🇯", "🇵"]),
        ("👨\u{200D}👩\u{200D}👧", ["👨\u{200D}👩\u{200D}👧"], ["👨\u{200D}👩\u{200D}👧"]),
        ("❤\u{FE0F}", ["❤\u{FE0F}", "+pad"], ["❤", "+pad"]),
        ("😀\u{FE0F}", ["😀\u{FE0F}"], ["😀\u{FE0F}"]),
        ("👍🏽", ["👍"], ["👍🏽"]),
        ("☝🏽", ["☝", "+pad"], ["☝", "+pad"]),
        ("👩🏽\u{200D}💻", ["👩\u{200D}💻"], ["👩🏽\u{200D}💻"]),
        ("🏳\u{FE0F}\u{200D}🌈", ["🏳\u{FE0F}\u{200D}🌈", "+pad"], ["🏳\u{200D}🌈", "+pad"]),
        ("#\u{FE0F}\u{20E3}", ["#\u{FE0F}\u{20E3}", "+pad"], ["#\u{20E3}", "+pad"]),
        // More than CCHARW_MAX (5) scalars: a family of four (7) is replaced, padded to
        // the cell; a tag flag (7) falls back to its base; with skin tones dropped a
        // toned family of three (8) fits again.
        ("👨\u{200D}👩\u{200D}👧\u{200D}👦", ["\u{FFFD}", "+pad"], ["\u{FFFD}", "+pad"]),
        ("🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}", ["🏴"], ["🏴"]),
        ("👨🏽\u{200D}👩🏽\u{200D}👧🏽", ["👨\u{200D}👩\u{200D}👧"], ["\u{FFFD}", "+pad"]),
    ] as [(Character, [String], [String])])
    func emojiClusters(_ c: Character, _ codePoints: [String], _ clusters: [String]) {
        #expect(Self.cells(c, TextWidth.width(of: c), .codePoints) == codePoints)
        #expect(Self.cells(c, TextWidth.width(of: c), .clusters) == clusters)
        // Either way ncurses counts as many columns as the grid gave the cluster.
        for mode in TerminalGraphemeWidths.allCases {
            let g = TerminalGlyphMapper.glyph(for: c, cellWidth: TextWidth.width(of: c), widths: mode)
            let counted = g.cells.map { max(1, TerminalGlyphMapper.columns(of: $0[0])) }.reduce(0, +) + (g.padsWithBlank ? 1 : 0)
            #expect(counted == TextWidth.width(of: c), "\(mode)")
            #expect(g.cells.allSatisfy { $0.count <= TerminalGlyphMapper.maximumScalars })
        }
    }

    @Test func aFlagInAOneColumnCellKeepsItsFirstIndicator() {
        #expect(Self.cells("🇯🇵", 1, .codePoints) == ["🇯"])
    }

    @Test func joinersOnlyStayBetweenEmojiAndOtherFormatCharactersAreDropped() {
        // Swift keeps a trailing joiner or ZWNJ in the letter's cluster.
        #expect(Self.cells("a\u{200D}", 1, .codePoints) == ["a"])
        #expect(Self.cells("a\u{200C}", 1, .codePoints) == ["a"])
        #expect(Self.cells("a\u{301}\u{200D}", 1, .codePoints) == ["a\u{301}"])
    }

    @Test func hangulJamoAndManyMarksRideWithTheirBase() {
        #expect(Self.cells("\u{1100}\u{1161}\u{11A8}", 2, .codePoints) == ["\u{1100}\u{1161}\u{11A8}"])
        // A base and six marks: the base and the first four.
        #expect(Self.cells("e\u{301}\u{302}\u{303}\u{304}\u{305}\u{306}", 1, .codePoints)
                == ["e\u{301}\u{302}\u{303}\u{304}"])
    }

    @Test("terminal detection", arguments: [
        (["TERM_PROGRAM": "tmux", "TERM_PROGRAM_VERSION": "3.3a"], TerminalGraphemeWidths.codePoints),
        (["TERM_PROGRAM": "tmux", "TERM_PROGRAM_VERSION": "3.4"], .clusters),
        (["TERM_PROGRAM": "tmux", "TERM_PROGRAM_VERSION": "next-3.6"], .clusters),
        (["TERM_PROGRAM": "tmux", "TERM_PROGRAM_VERSION": "2.9a"], .codePoints),
        (["TERM_PROGRAM": "WezTerm"], .clusters),
        (["TERM_PROGRAM": "iTerm.app"], .clusters),
        (["TERM_PROGRAM": "ghostty"], .clusters),
        (["TERM": "xterm-kitty"], .clusters),
        (["TERM": "xterm-256color", "XTERM_VERSION": "XTerm(379)"], .codePoints),
        (["TERM": "xterm-256color"], .codePoints),
        ([:], .codePoints),
    ] as [([String: String], TerminalGraphemeWidths)])
    func detection(_ environment: [String: String], _ expected: TerminalGraphemeWidths) {
        #expect(TerminalGraphemeWidths.detect(environment: environment) == expected)
    }

    @Test func aWideGlyphInANarrowCellIsReplaced() {
        #expect(Self.glyph("汉", 1) == TerminalGlyph(scalars: ["\u{FFFD}"], columns: 1))
    }
}
