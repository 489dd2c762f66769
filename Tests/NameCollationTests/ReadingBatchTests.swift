import Testing
@testable import NameCollation

/// `prepareReadings(of:)` reads many Han characters in one ICU call; the
/// keys computed afterwards must be exactly those of characters read one
/// at a time.
struct ReadingBatchTests {
    static let names = ["张三", "吕小女", "曾小明", "女娲", "单于", "〇〇七", "𠀀先生", "欧阳娜娜", "李 小龙", "Émile 张"]

    @Test func batchedReadingsGiveTheSameKeysAsSingleOnes() {
        let single = NameCollator()
        let batched = NameCollator()
        batched.prepareReadings(of: Self.names)
        for name in Self.names {
            #expect(batched.sortKey(for: name) == single.sortKey(for: name), "\(name)")
            #expect(batched.searchText(name: name, phones: [], emails: [])
                    == single.searchText(name: name, phones: [], emails: []), "\(name)")
        }
    }

    @Test func aBatchCachesEveryCharacterItRead() {
        let collator = NameCollator()
        collator.prepareReadings(of: ["吕女", "张三"])
        for codePoint: UInt32 in [0x5415, 0x5973, 0x5F20, 0x4E09] {
            #expect(collator.cache.hasSyllable(codePoint))
        }
        #expect(collator.hanSyllable("吕") == ("lu", "lv"))
        #expect(collator.hanSyllable("张") == ("zhang", nil))
    }
}
