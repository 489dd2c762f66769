import Testing
@testable import NameCollation

@Suite struct SortingTests {
    let collator = NameCollator()

    /// The mixed book of the specification plus neighbours that pin down
    /// interleaving, prefixes, ties and the "#" section.
    let book = [
        "Chloé", "张三", "Adam", "曾小明", "单田芳", "区家明", "123", "Émile", "adam", "Zoe",
        "Zhang Wei", "O'Brien", "欧阳娜娜", "😀", "李娜", "Li", "Lin", "김민준", "Иван", "Emile",
    ]

    /// (name, section) in the expected order.
    let expected: [(String, String)] = [
        ("Adam", "A"), ("adam", "A"),
        ("Chloé", "C"),
        ("Emile", "E"), ("Émile", "E"),
        ("김민준", "G"),
        ("Иван", "I"),
        ("Li", "L"), ("李娜", "L"), ("Lin", "L"),
        ("O'Brien", "O"), ("区家明", "O"), ("欧阳娜娜", "O"),
        ("单田芳", "S"),
        ("曾小明", "Z"), ("张三", "Z"), ("Zhang Wei", "Z"), ("Zoe", "Z"),
        ("123", "#"), ("😀", "#"),
    ]

    @Test func mixedBookSortsByReadingWithSectionsAndHashLast() {
        let keyed = book.map { (name: $0, key: collator.sortKey(for: $0)) }

        let bySwift = keyed.sorted { $0.key < $1.key }
        let byBytes = keyed.sorted { Array($0.key.utf8).lexicographicallyPrecedes(Array($1.key.utf8)) }

        let result = bySwift.map { "\($0.name) \(NameCollator.section(forSortKey: $0.key))" }
        #expect(result == expected.map { "\($0.0) \($0.1)" })
        #expect(byBytes.map(\.name) == bySwift.map(\.name))
        #expect(book.map { collator.section(for: $0) } == book.map { name in
            expected.first { $0.0 == name }?.1 ?? "?"
        })
    }

    @Test func sortKeyShape() {
        #expect(collator.sortKey(for: "张三") == "zhang san\u{1}张三")
        #expect(collator.sortKey(for: " Chloé ") == "chloe\u{1}Chloé")
        #expect(collator.sortKey(for: "123") == "\u{7F}123\u{1}123")
        #expect(collator.sortKey(for: "") == "\u{7F}\u{1}")
        #expect(collator.sortKey(given: "小明", family: "曾") == "zeng xiao ming\u{1}曾小明")
        #expect(collator.sortKey(given: "Émile", family: "Zola") == "emile zola\u{1}Émile Zola")
    }

    @Test func decomposedAndComposedNamesGetTheSameKey() {
        let composed = collator.sortKey(for: "Chlo\u{E9}")
        let decomposed = collator.sortKey(for: "Chloe\u{301}")

        #expect(Array(composed.utf8) == Array(decomposed.utf8))
    }

    @Test func controlCharactersDoNotReachTheKey() {
        let key = collator.sortKey(for: "Ann\u{1}Lee\u{7F}")

        #expect(key == "ann lee\u{1}Ann Lee ")
    }

    @Test func sectionIndexTitlesAreAToZThenHash() {
        #expect(NameCollator.sectionIndexTitles.joined() == "ABCDEFGHIJKLMNOPQRSTUVWXYZ#")
    }

    @Test(arguments: [
        ("Zhang Wei", "Z"), ("zhang", "Z"), ("ångström", "A"), ("123abc", "#"), ("+1 555", "#"),
        ("-Bob-", "B"), ("𠀋", "#"), ("ｚｏｅ", "Z"), ("", "#"), ("   ", "#"),
    ])
    func section(name: String, expected: String) {
        #expect(collator.section(for: name) == expected)
    }

    @Test func collatorCopiesAndParallelUseAgree() async {
        let names = (0..<200).map { ["张三", "曾小明", "Chloé", "김민준", "きゃりー"][$0 % 5] + String($0) }
        let serial = names.map { NameCollator().sortKey(for: $0) }

        let shared = collator
        let parallel = await withTaskGroup(of: (Int, String).self) { group in
            for (i, name) in names.enumerated() { group.addTask { (i, shared.sortKey(for: name)) } }
            var result = [String](repeating: "", count: names.count)
            for await (i, key) in group { result[i] = key }
            return result
        }

        #expect(parallel == serial)
    }
}
