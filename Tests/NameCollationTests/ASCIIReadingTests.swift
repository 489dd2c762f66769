import Testing
@testable import NameCollation

/// ASCII names are read from their bytes; the words must be those the
/// general reader (characters, scripts, apostrophes) finds.
@Suite struct ASCIIReadingTests {
    static let names = ["Ann", "O'Brien", "Jean-Luc Picard", "  Zoe   Adams ", "a\r\nb", "x`y", "123 Main St.",
                        "MacDONALD", "--", "", "R2-D2", "d'Artagnan", "Smith, John (Jr.)", "a_b", "\u{7F}bell\u{1}"]

    @Test(arguments: names)
    func theBytePathGivesTheGeneralReadersWords(_ name: String) {
        var fast = Reading()
        #expect(NameCollator.appendASCIIWords(of: name, to: &fast))
        var general = Reading()
        NameCollator().appendReadingUncached(of: name, surnameAtStart: true, to: &general)
        #expect(fast.words == general.words)
        #expect(fast.typedWords == general.typedWords)
        #expect(fast.familyWordCount == general.familyWordCount)
        #expect(!fast.hasHan && !fast.hasUmlaut)
    }

    @Test(arguments: ["Chloé", "张三", "e\u{301}", "Łukasz"])
    func textWithNonASCIIIsLeftToTheGeneralReader(_ name: String) {
        var reading = Reading()
        #expect(!NameCollator.appendASCIIWords(of: name, to: &reading))
        #expect(reading.words.isEmpty)
    }

    @Test func familyFirstIsDecidedAlikeForASCIIComponents() {
        #expect(!NameCollator.isWrittenFamilyFirst(["Ann", "张"]))
        #expect(NameCollator.isWrittenFamilyFirst(["  ", "张", "-"]))
        #expect(!NameCollator.isWrittenFamilyFirst(["7", "张"]))
        #expect(!NameCollator.isWrittenFamilyFirst(["", " "]))
    }
}
