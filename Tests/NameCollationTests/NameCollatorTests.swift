import Testing
@testable import NameCollation

// Display names, readings and the surname table.

struct SurnameCase: CustomTestStringConvertible, Sendable {
    let surname: String
    let reading: String
    var testDescription: String { "\(surname) \(reading)" }
}

/// Every surname of the specification, with its reading as a surname.
let surnameCases: [SurnameCase] = [
    ("曾", "zeng"), ("单", "shan"), ("解", "xie"), ("区", "ou"), ("仇", "qiu"),
    ("长孙", "zhang sun"), ("朴", "piao"), ("查", "zha"), ("盖", "ge"), ("员", "yun"),
    ("尉迟", "yu chi"), ("万俟", "mo qi"), ("覃", "qin"), ("缪", "miao"), ("翟", "zhai"),
    ("乐", "yue"), ("秘", "bi"), ("召", "shao"), ("重", "chong"), ("折", "she"),
    ("句", "gou"), ("繁", "po"), ("那", "na"), ("宿", "su"), ("藏", "zang"),
    ("澹台", "tan tai"), ("令狐", "ling hu"), ("长", "chang"), ("黑", "he"), ("種", "chong"),
    ("欧阳", "ou yang"), ("司马", "si ma"), ("诸葛", "zhu ge"), ("上官", "shang guan"),
    ("东方", "dong fang"), ("皇甫", "huang fu"), ("慕容", "mu rong"),
    // Traditional forms.
    ("單", "shan"), ("區", "ou"), ("長孫", "zhang sun"), ("尉遲", "yu chi"), ("歐陽", "ou yang"),
].map { SurnameCase(surname: $0.0, reading: $0.1) }

@Suite struct SurnameReadingTests {
    let collator = NameCollator()

    @Test(arguments: surnameCases)
    func fullNameStartingWithSurnameIsReadWithSurnameReading(_ c: SurnameCase) {
        let name = c.surname + "明"

        let reading = collator.reading(of: name)
        let section = collator.section(for: name)

        #expect(reading == c.reading + " ming")
        #expect(section == String(c.reading.prefix(1)).uppercased())
    }

    @Test(arguments: surnameCases)
    func familyComponentIsReadWithSurnameReading(_ c: SurnameCase) {
        let reading = collator.reading(given: "明", family: c.surname)
        let display = collator.displayName(given: "明", family: c.surname)

        #expect(reading == c.reading + " ming")
        #expect(display == c.surname + "明")
    }

    @Test(arguments: surnameCases)
    func searchTextHoldsSurnamePinyinAndInitials(_ c: SurnameCase) {
        let name = c.surname + "明"
        let words = c.reading.split(separator: " ")
        let initials = String(words.compactMap(\.first)) + "m"

        let text = collator.searchText(name: name, phones: [], emails: [])

        // Then the mixed form (surname in full, given name by initials) and the forms
        // from each later word on (the given name typed alone).
        let all = words.map(String.init) + ["ming"]
        var expected = [name, words.joined() + "ming", c.reading + " ming", initials, words.joined() + "m"]
        for k in 1..<all.count {
            expected.append(all[k...].joined())
            if all.count - k > 1 { expected.append(String(all[k...].compactMap(\.first))) }
        }
        #expect(text == expected.joined(separator: "\n"))
    }

    @Test func surnameTableAppliesOnlyAtTheStartOfTheFamilyName() {
        #expect(collator.reading(of: "王曾") == "wang ceng")
        #expect(collator.reading(given: "曾", family: "王") == "wang ceng")
        // 欧 as family and 阳明 as given: not the compound surname 欧阳.
        #expect(collator.reading(given: "阳明", family: "欧") == "ou yang ming")
        #expect(collator.reading(given: "Mary", family: "曾") == "mary zeng")
    }

    @Test(arguments: [
        ("欧阳娜娜", "欧阳", "娜娜"), ("司马光", "司马", "光"), ("诸葛亮", "诸葛", "亮"),
        ("长孙无忌", "长孙", "无忌"), ("万俟卨", "万俟", "卨"), ("单田芳", "单", "田芳"),
        ("曾小明", "曾", "小明"), ("张三", "张", "三"), ("欧阳", "欧", "阳"),
    ])
    func splitsChineseFullNameBySurnameTable(name: String, family: String, given: String) {
        let split = NameCollator.splitChineseName(name)

        #expect(split?.family == family)
        #expect(split?.given == given)
    }

    @Test(arguments: ["Chloé", "张", "", "123", "김민준"])
    func doesNotSplitNonChineseOrSingleCharacterNames(name: String) {
        #expect(NameCollator.splitChineseName(name) == nil)
    }
}

@Suite struct DisplayNameTests {
    let collator = NameCollator()

    @Test(arguments: [
        // (given, family, middle, formatted, expected)
        ("小明", "王", nil, nil, "王小明"),
        ("三", "张", nil, nil, "张三"),
        ("娜娜", "欧阳", nil, nil, "欧阳娜娜"),
        ("민준", "김", nil, nil, "김민준"),
        ("太郎", "山田", nil, nil, "山田太郎"),
        ("さくら", "山田", nil, nil, "山田さくら"),
        ("John", "Smith", nil, nil, "John Smith"),
        ("John", "Smith", "Paul", nil, "John Paul Smith"),
        ("Chloé", "Dupont", nil, "Dr. Chloé Dupont", "Chloé Dupont"),
        ("Mary", "王", nil, nil, "Mary 王"),
        ("小明", "Wang", nil, nil, "小明 Wang"),
        ("  Anna ", " Berg\n", "", nil, "Anna Berg"),
        ("Anna", nil, nil, nil, "Anna"),
        (nil, "王", nil, nil, "王"),
        (nil, nil, nil, "ACME Corp.", "ACME Corp."),
        (nil, nil, nil, nil, ""),
        (" ", "", nil, "  ", ""),
    ] as [(String?, String?, String?, String?, String)])
    func displayName(given: String?, family: String?, middle: String?, formatted: String?, expected: String) {
        #expect(collator.displayName(given: given, family: family, middle: middle, formatted: formatted) == expected)
    }
}

@Suite struct ReadingTests {
    let collator = NameCollator()

    @Test(arguments: [
        ("张三", "zhang san"),
        ("曾小明", "zeng xiao ming"),
        ("吕小明", "lu xiao ming"),
        ("Chloé Dupont", "chloe dupont"),
        ("Émile Zola", "emile zola"),
        ("E\u{301}mile", "emile"),
        ("O'Brien", "obrien"),
        ("Jean-Luc Picard", "jean luc picard"),
        ("Łukasz Żółć", "lukasz zolc"),
        ("Søren Kierkegaard", "soren kierkegaard"),
        ("Straße", "strasse"),
        ("김민준", "gim min jun"),
        ("きゃりー", "kyari"),
        ("山田さくら", "shan tian sakura"),
        ("Иван Петров", "ivan petrov"),
        ("约翰·史密斯", "yue han shi mi si"),
        ("ＡＢＣ", "abc"),
        ("Agent 007", "agent 007"),
        ("(Mom)", "mom"),
        ("😀 Bob", "😀 bob"),
        ("", ""),
    ])
    func readingOfNameAsWritten(name: String, expected: String) {
        #expect(collator.reading(of: name) == expected)
    }

    @Test func phoneticReadingReplacesTransliteration() {
        let reading = collator.reading(given: "太郎", family: "山田", phonetic: "やまだ たろう")
        let section = collator.section(given: "太郎", family: "山田", phonetic: "やまだ たろう")

        #expect(reading == "yamada tarou")
        #expect(section == "Y")
    }

    @Test func familyNameSortOrderReadsWesternNamesFamilyFirst() {
        let byFamily = NameCollator(sortOrder: .familyName)

        #expect(byFamily.reading(given: "John", family: "Smith", middle: "Paul") == "smith paul john")
        #expect(collator.reading(given: "John", family: "Smith", middle: "Paul") == "john paul smith")
        #expect(byFamily.reading(given: "三", family: "张") == "zhang san")
        #expect(collator.reading(given: "三", family: "张") == "zhang san")
    }
}
