import Foundation
import Testing
@testable import ContactsApp

/// The loose phone rule of the Add and Edit screens, and its messages.
@Suite struct PhoneNumberRuleTests {
    @Test(arguments: [
        "+1 (869) 866-6055", "555-0100", "020 7946 0958", "+86 138 0013 8000", "138-0013-8000", "01.23.45.67.89",
        "110", "911", "555-1234 x123", "555-1234x123", "555-1234 X 9", "555-1234 ext 123", "555-1234 ext. 123",
        "555-1234 Ext.123", "+44 20 7946 0958 extension 7", "555-1234 #42", "＋86 138 0013 8000", "（010）6552 9988",
        "555–0100", "  555 0100  ",
    ])
    func acceptsTheWaysNumbersAreWritten(number: String) throws {
        #expect(try PhoneNumberRule.validate(number) == number.trimmingCharacters(in: .whitespaces))
    }

    @Test(arguments: [
        ("", PhoneNumberProblem.empty),
        ("   ", .empty),
        ("555-CALL", .invalidCharacter("C")),
        ("call me", .invalidCharacter("c")),
        ("555_0100", .invalidCharacter("_")),
        ("555/0100", .invalidCharacter("/")),
        ("12+34", .misplacedPlus),
        ("++44 20", .misplacedPlus),
        ("(555 0100", .unbalancedParentheses),
        ("555) 0100", .unbalancedParentheses),
        ("((555)) 0100", .unbalancedParentheses),
        ("12", .tooFewDigits(minimum: 3)),
        ("x123", .tooFewDigits(minimum: 3)),
        ("+ ( ) -", .tooFewDigits(minimum: 3)),
        (String(repeating: "1", count: 21), .tooManyDigits(maximum: 20)),
        ("555-0100 x", .emptyExtension),
        ("555-0100 ext.", .emptyExtension),
        ("555-0100 x12a", .invalidCharacter("a")),
        ("555-0100 x 1 2", .invalidCharacter(" ")),
    ])
    func refusesAnythingElseWithTheFirstProblem(number: String, problem: PhoneNumberProblem) {
        #expect(throws: problem) { try PhoneNumberRule.validate(number) }
        #expect(!PhoneNumberRule.isValid(number))
    }

    @Test func everyProblemHasAMessageInBothLanguages() {
        let english = Localization(language: .english)
        let chinese = Localization(language: .simplifiedChinese)
        let problems: [PhoneNumberProblem] = [.empty, .invalidCharacter("#"), .misplacedPlus, .unbalancedParentheses,
                                              .tooFewDigits(minimum: 3), .tooManyDigits(maximum: 20), .emptyExtension]

        #expect(problems.map(english.message(for:)) == [
            "Enter a phone number.",
            "\"#\" cannot be part of a phone number. Use digits, spaces, + - ( ) . and an extension such as x123.",
            "\"+\" may only come first, before the country code.",
            "The parentheses in the phone number do not match.",
            "A phone number needs at least 3 digits.",
            "A phone number has at most 20 digits.",
            "The extension has no digits (write it like x123 or ext. 123).",
        ])
        #expect(problems.map(chinese.message(for:)) == [
            "请输入电话号码。",
            "电话号码中不能有“#”。请使用数字、空格、+ - ( ) . 以及分机号（如 x123）。",
            "“+”只能放在最前面（国家代码之前）。",
            "电话号码中的括号不成对。",
            "电话号码至少需要 3 位数字。",
            "电话号码最多 20 位数字。",
            "分机号没有数字（请写成 x123 或 ext. 123）。",
        ])
    }

    @Test(arguments: [("ada@example.org", true), ("a@b", true), ("ada", false), ("@example.org", false),
                      ("ada@", false), ("ada @example.org", false), (" ada@example.org ", true)])
    func emailAddressesNeedTextAroundAnAt(address: String, valid: Bool) {
        #expect(EmailAddressRule.isValid(address) == valid)
    }
}

/// Language choice from the locale variables and a few whole strings.
@Suite struct LocalizationTests {
    @Test(arguments: [
        ([:], Localization.Language.english),
        (["LANG": "zh_CN.UTF-8"], .simplifiedChinese),
        (["LANG": "zh_TW.UTF-8"], .simplifiedChinese),
        (["LANG": "zh"], .simplifiedChinese),
        (["LANG": "en_US.UTF-8"], .english),
        (["LANG": "C"], .english),
        (["LC_ALL": "C", "LANG": "zh_CN.UTF-8"], .english),
        (["LC_ALL": "zh_CN.UTF-8", "LANG": "en_US.UTF-8"], .simplifiedChinese),
        (["LC_ALL": "", "LC_MESSAGES": "zh_CN.UTF-8", "LANG": "en_US.UTF-8"], .simplifiedChinese),
        (["LC_MESSAGES": "en_GB.UTF-8", "LANG": "zh_CN.UTF-8"], .english),
        (["LC_CTYPE": "zh_CN.UTF-8"], .english),
    ])
    func theFirstSetOfLCAllLCMessagesAndLangChoosesTheLanguage(environment: [String: String],
                                                                language: Localization.Language) {
        #expect(Localization(environment: environment).language == language)
    }

    @Test func listTitleAndLoginStringsInBothLanguages() {
        let english = Localization(language: .english)
        let chinese = Localization(language: .simplifiedChinese)

        #expect(english.listTitle(account: "alice") == "alice's Contacts")
        #expect(chinese.listTitle(account: "alice") == "alice的联系人")
        #expect([english.loginButton, english.rememberPassword, english.autoLogin, english.signingIn, english.logOut, english.back]
                == ["Log In", "Remember password", "Auto-login", "Signing in…", "Log Out", "Back"])
        #expect([chinese.loginButton, chinese.rememberPassword, chinese.autoLogin, chinese.signingIn, chinese.logOut, chinese.back]
                == ["登录", "记住密码", "自动登录", "正在登录…", "退出登录", "返回"])
        #expect(L10n == Localization.current)
    }

    @Test func storeErrorsKeepTheirEnglishReasonUnlessTranslated() {
        let chinese = Localization(language: .simplifiedChinese)
        let exists = AddressBookError.store(.accountExists("alice"))
        let damaged = AddressBookError.store(.damaged(path: "/x/contacts.sqlite", detail: "quick_check: bad page"))

        #expect(chinese.message(for: exists) == "账户“alice”已存在。")
        #expect(Localization(language: .english).message(for: exists) == "An account named \"alice\" already exists.")
        #expect(chinese.message(for: damaged) == "Database /x/contacts.sqlite is damaged (quick_check: bad page); it was not modified.")
    }
}
