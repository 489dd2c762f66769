import Testing
@testable import NameCollation

struct SearchCase: CustomTestStringConvertible, Sendable {
    let name: String
    var phones: [String] = []
    var emails: [String] = []
    let query: String
    var testDescription: String { "\(query) → \(name) \(phones) \(emails)" }
}

@Suite struct SearchTests {
    let collator = NameCollator()

    @Test(arguments: [
        SearchCase(name: "Chloé Dupont", query: "chloe"),
        SearchCase(name: "Chloé Dupont", query: "Chloé"),
        SearchCase(name: "Chloé Dupont", query: "CHLOE dup"),
        SearchCase(name: "张三", query: "zs"),
        SearchCase(name: "张三", query: "zhangsan"),
        SearchCase(name: "张三", query: "zhang san"),
        SearchCase(name: "张三", query: "ZHANG"),
        SearchCase(name: "张三", query: "张"),
        SearchCase(name: "张三", query: "san zhang"),
        SearchCase(name: "张小明", query: "zxm"),
        SearchCase(name: "曾小明", query: "zengxiao"),
        SearchCase(name: "曾小明", query: "zxm"),
        SearchCase(name: "单田芳", query: "shantianfang"),
        SearchCase(name: "吕小明", query: "lvxiaoming"),
        SearchCase(name: "吕小明", query: "luxiaoming"),
        SearchCase(name: "O'Brien", query: "obrien"),
        SearchCase(name: "O'Brien", query: "o'brien"),
        SearchCase(name: "Søren", query: "soren"),
        SearchCase(name: "김민준", query: "minjun"),
        SearchCase(name: "김민준", query: "민준"),
        SearchCase(name: "Иван", query: "ivan"),
        SearchCase(name: "Иван", query: "Ив"),
        SearchCase(name: "Ann", phones: ["+1 (869) 866-6055"], query: "869 866"),
        SearchCase(name: "Ann", phones: ["+1 (869) 866-6055"], query: "+1 (869)"),
        SearchCase(name: "Ann", phones: ["+1 (869) 866-6055"], query: "8666055"),
        SearchCase(name: "Ann", phones: ["+1 (869) 866-6055"], query: "ann 866-60"),
        SearchCase(name: "Ann", phones: ["０３-１２３４"], query: "031234"),
        SearchCase(name: "Ann", phones: ["1-800-FLOWERS"], query: "flowers"),
        SearchCase(name: "Ann", emails: ["Ann.Lee@Example.COM"], query: "lee@example"),
        SearchCase(name: "Ann", emails: ["ann@example.com"], query: "EXAMPLE.COM"),
        // A term that starts with punctuation starts a word there (mutt's "@gmail").
        SearchCase(name: "Arnold Smith", emails: ["asmithk@gmail.com"], query: "@gmail"),
        SearchCase(name: "Arnold Smith", emails: ["asmithk@gmail.com"], query: "@GMAIL.com smith"),
        SearchCase(name: "Ann", emails: ["ann.lee@example.com"], query: ".lee@"),
        SearchCase(name: "Ann", query: ""),
        SearchCase(name: "Ann", query: "   "),
    ])
    func queryFindsContact(_ c: SearchCase) {
        let text = collator.searchText(name: c.name, phones: c.phones, emails: c.emails)

        #expect(NameCollator.matches(text, terms: NameCollator.normalizeQuery(c.query)))
    }

    @Test(arguments: [
        SearchCase(name: "张珊", query: "zhangsan"),
        SearchCase(name: "李四", query: "zs"),
        SearchCase(name: "曾小明", query: "ceng"),
        SearchCase(name: "单田芳", query: "dan"),
        SearchCase(name: "Chloris", query: "chloe"),
        SearchCase(name: "Chloé", query: "chloé dupont"),
        SearchCase(name: "Ann", phones: ["+1 (869) 866-6055"], query: "869 867"),
        SearchCase(name: "Ann", phones: ["+1 (869) 866-6055"], query: "bob 866"),
        // Terms never match across two lines of the search text.
        SearchCase(name: "Ann", emails: ["abc@x.org"], query: "nnabc"),
        SearchCase(name: "Ann", phones: ["555"], emails: ["abc@x.org"], query: "555abc"),
        SearchCase(name: "Bob", emails: ["bob@example.com"], query: "alice"),
        SearchCase(name: "Gmail Fan", emails: ["fan@example.com"], query: "@gmail"),
    ])
    func queryDoesNotFindContact(_ c: SearchCase) {
        let text = collator.searchText(name: c.name, phones: c.phones, emails: c.emails)

        #expect(!NameCollator.matches(text, terms: NameCollator.normalizeQuery(c.query)))
    }

    @Test func wordStartsRankAsIOSContactsDoesAndNeverAcrossWords() {
        func rank(_ name: String, _ query: String, phones: [String] = []) -> Int? {
            NameCollator.matchRank(collator.searchText(name: name, phones: phones, emails: []),
                                   terms: NameCollator.normalizeQuery(query))
        }
        // "zs" is 张三's initials (a whole word), not a match inside "lizsmith" or "lukaszsanchez".
        #expect(rank("张三", "zs") == 0)
        #expect(rank("Liz Smith", "zs") == nil)
        #expect(rank("Łukasz Sanchez", "zs") == nil)
        // Whole words before prefixes, prefixes before digits inside a number.
        #expect(rank("Ann Lee", "lee") == 0)
        #expect(rank("Ann Leeds", "lee") == 1)
        #expect(rank("Ann", "866", phones: ["+1 (869) 866-6055"]) == 2)
        #expect(rank("Ann", "1869", phones: ["+1 (869) 866-6055"]) == 1)
        // Mixed pinyin: the surname in full, the given name by initials; the given name alone.
        #expect(rank("曾小明", "zengxm") == 0)
        #expect(rank("曾小明", "zengx") == 1)
        #expect(rank("张小明", "xiaoming") == 0)
        #expect(rank("张小明", "xm") == 0)
        // Polyphonic given names: both readings.
        #expect(rank("张乐", "zhangle") == 0)
        #expect(rank("张乐", "zhangyue") == 0)
        #expect(rank("张乐", "zy") == 0)
        #expect(rank("李长青", "li zhang qing") == 0)
        // Han characters match at any character, as each is a word.
        #expect(rank("张小明", "小") == 1)
        #expect(rank("张小明", "小明") == 0)
    }

    @Test func searchTextOfChineseContactHoldsEveryForm() {
        let text = collator.searchText(
            name: "张三", phones: ["+1 (869) 866-6055", "010 8888 0000"], emails: [" Zhang.San@Example.COM "])

        #expect(text.split(separator: "\n") == [
            "张三", "zhangsan", "zhang san", "zs", "zhangs", "san", "18698666055", "01088880000", "zhang.san@example.com",
        ])
    }

    @Test func searchTextOfLatinAndUmlautNames() {
        #expect(collator.searchText(name: "Chloé  Dupont", phones: [], emails: []) == "chloe dupont\nchloedupont")
        #expect(collator.searchText(name: "吕小明", phones: [], emails: [])
            == "吕小明\nluxiaoming\nlu xiao ming\nlxm\nluxm\nxiaoming\nxm\nming\nlvxiaoming")
        #expect(collator.searchText(name: "", phones: ["n/a"], emails: [""]) == "n/a")
    }

    @Test func structuredSearchTextUsesFamilyComponentAndPhonetic() {
        let text = collator.searchText(given: "太郎", family: "山田", phonetic: "やまだ たろう",
                                       phones: [], emails: [])

        #expect(text.split(separator: "\n") == [
            "山田太郎", "shantiantailang", "shan tian tai lang", "sttl", "shantiantl", "tiantailang", "ttl", "tailang", "tl",
            "lang", "yamadatarou", "yamada tarou", "tarou",
        ])
    }

    @Test(arguments: [
        ("Chloé", ["chloe"]),
        ("  ZHANG  san ", ["zhang", "san"]),
        ("zhang zhang", ["zhang"]),
        ("869 866", ["869866"]),
        ("+1 (869) 866-6055", ["18698666055"]),
        ("８６９–８６６", ["869866"]),
        ("ann 866-60", ["ann", "86660"]),
        ("Bob@Example.com", ["bob@example.com"]),
        ("Søren Łukasz", ["soren", "lukasz"]),
        ("张三", ["张三"]),
        ("", []),
        (" \t ", []),
        ("-", ["-"]),
    ])
    func normalizeQuery(query: String, expected: [String]) {
        #expect(NameCollator.normalizeQuery(query) == expected)
    }

    @Test(arguments: [
        ("abc", "", true), ("abc", "abc", true), ("abc", "bc", true), ("abc", "abcd", false),
        ("aab", "ab", true), ("张三", "三", true), ("", "a", false), ("", "", true),
    ])
    func byteSubstringTest(haystack: String, needle: String, expected: Bool) {
        #expect(NameCollator.contains(haystack, needle) == expected)
    }
}
