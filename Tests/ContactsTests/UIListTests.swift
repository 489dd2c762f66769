import ContactsApp
import ContactsStore
import Foundation
import HeadlessBackend
import Testing
import UIKit
import TestSupport

/// Rows of an 80-column list below its last contact: blank but for the section index's
/// `entries` (a title or "•"), one a row, in the last column.
func indexOnly(_ entries: String...) -> [String] {
    entries.map { String(repeating: " ", count: 79) + $0 }
}

/// The list of `sampleContacts` for alice at 80×24.
let sampleListScreen = [
    " Log Out                        alice's Contacts                        Edit  +",
    " [Search                                                                     ] A",
    " A                                                                             •",
    " Ada Lovelace                                              +1 (869) 866-6055 › C",
    " B                                                                             •",
    " Bob Smith                                                          555-0100 › E",
    " C                                                                             •",
    " Chloé Dubois                                              +33 6 12 34 56 78 › H",
    " L                                                                             •",
    " 李四                                                          139 0000 1111 › J",
    " Z                                                                             •",
    " 张三                                                      +86 138 0013 8000 › L",
    " Zoe Adams                                                     020 7946 0958 › •",
] + indexOnly("O", "•", "Q", "•", "S", "•", "V", "•", "X", "•", "#")

/// Three contacts per letter A–Z ("Aaron Ames", …), 78 in all.
let alphabetContacts: [(String, String)] = "ABCDEFGHIJKLMNOPQRSTUVWXYZ".enumerated().flatMap { index, letter in
    (1...3).map { n in ("\(letter)\(String(repeating: "x", count: n)) \(letter)son", "555-\(1000 + index * 10 + n)") }
}

@MainActor @Suite struct UIListTests {
    @Test func theListShowsSortedSectionsValue1RowsAndTheIndex() throws {
        let h = try ContactsHarness.signedInWithSamples()

        expectScreen(h.lines, equals: sampleListScreen)
        // One-line rows carry no separator mark (no underlined names), and the empty
        // space below the last row stays blank.
        for y in 0..<h.screen.grid.height {
            #expect((0..<h.screen.grid.width).allSatisfy { !h.screen.grid[$0, y].style.attributes.contains(.underline) },
                    "line \(y) is underlined")
        }
        #expect(h.list?.contacts?.count == 6)
        #expect(h.list?.contacts?.sectionTitles == ["A", "B", "C", "L", "Z"])
    }

    @Test func autoLoginShowsTheListFirstWithLoginUnderneath() throws {
        let directory = TemporaryFolder.dataDirectory()
        let h = try ContactsHarness(directory: directory) { book in
            let alice = try book.makeAlice()
            try book.add(sampleContacts, to: alice)
            try book.setAutoLogin(true)
            try book.remember(alice)
        }

        #expect(h.stack == ["LoginViewController", "ContactsListViewController"])
        expectScreen(h.lines, equals: sampleListScreen)
        #expect(h.login?.isViewLoaded == false, "the login screen is underneath, not shown")

        // Esc on the rows asks to log out; "Log Out" pops back to Login and forgets the token.
        h.press(.escape)
        h.settle()
        expectScreen(h.lines, rows: 16..<24, equal: [
            "          ┌──────────────────────────────────────────────────────────┐         •",
            "          │                 Log out of this account?                 │         S",
            "          ├──────────────────────────────────────────────────────────┤         •",
            "          │                         Log Out                          │         V",
            "          └──────────────────────────────────────────────────────────┘         •",
            "          ┌──────────────────────────────────────────────────────────┐         X",
            "          │                          Cancel                          │         •",
            "          └──────────────────────────────────────────────────────────┘         #",
        ])
        // The safe choice is preselected: Cancel has the keyboard, Log Out does not.
        let cancelLine = h.lines.firstIndex { $0.contains("Cancel") } ?? 0
        let logOutLine = h.lines.lastIndex { $0.contains("Log Out") } ?? 0
        #expect(h.screen.grid[40, cancelLine].style.attributes.contains(.reverse))
        #expect(!h.screen.grid[40, logOutLine].style.attributes.contains(.reverse))
        h.press(.up)      // to "Log Out"
        h.press(.enter)
        h.settle()
        #expect(h.stack == ["LoginViewController"])
        expectScreen(h.linesWithCursor, equals: screen(aliceLoginForm(password: "[▏Password                                            ]", remember: " ON", autoLogin: " ON") + [
            "",
            "                  [ Log In ]  [ Create Account ]",
        ]))
        #expect(try h.book.rememberedAccount() == nil)
        #expect(!h.directory.files().map(\.name).contains("login-token"))

        let restarted = try ContactsHarness(directory: directory)
        #expect(restarted.stack == ["LoginViewController"])
    }

    @Test func theRootControllerCanBeMadeWithoutTheAppDelegate() throws {
        let directory = TemporaryFolder.dataDirectory()
        let book = try AddressBook(dataDirectory: DataDirectory(url: directory.url), passwordParameters: .weakForTesting)
        defer { book.close() }
        let alice = try book.makeAlice()
        try book.add(sampleContacts, to: alice)
        try book.setAutoLogin(true)
        try book.remember(alice)
        let screen = HeadlessScreen.checked(width: 80, height: 24)

        let root = screen.application.withCurrent {
            ContactsUI.makeRootController(addressBook: book, strings: Localization(language: .english))
        }
        screen.makeWindow(root: root)
        screen.settle()

        #expect(root.viewControllers.map { String(describing: type(of: $0)) } == ["LoginViewController", "ContactsListViewController"])
        expectScreen(screen.lines, equals: sampleListScreen)
        #expect(screen.application.diagnostics.entries.isEmpty)
    }

    @Test func cancellingTheLogOutSheetKeepsTheListAndTheToken() throws {
        let h = try ContactsHarness { book in
            let alice = try book.makeAlice()
            try book.setAutoLogin(true)
            try book.remember(alice)
        }
        #expect(h.stack == ["LoginViewController", "ContactsListViewController"])

        h.screen.click(text: "Log Out")
        h.settle()
        #expect(h.navigation?.presentedViewController is UIAlertController)
        h.screen.click(text: "Cancel")
        h.settle()

        #expect(h.navigation?.presentedViewController == nil)
        #expect(h.stack == ["LoginViewController", "ContactsListViewController"])
        #expect(try h.book.rememberedAccount()?.name == "alice")
        // The click gave the Log Out button the keyboard; the dismissal gives it back to it.
        #expect(h.delegate.window?.focusedView !== h.list?.tableView)
        #expect(h.screen.grid[1, 0].style.attributes.contains(.underline), "Log Out has the keyboard again")

        // Opened by Esc on the rows, Cancel gives the keyboard back to the rows.
        h.list?.focusRows()
        h.settle()
        #expect(h.delegate.window?.focusedView === h.list?.tableView)
        h.press(.escape)
        h.settle()
        #expect(h.navigation?.presentedViewController is UIAlertController)
        h.press(.enter)  // Cancel, the preselected choice
        h.settle()
        #expect(h.navigation?.presentedViewController == nil)
        #expect(h.delegate.window?.focusedView === h.list?.tableView, "the rows have the keyboard again")
        #expect(try h.book.rememberedAccount()?.name == "alice")
    }

    /// iOS gives focus back to what had it when a presented controller goes
    /// away (`restoresFocusAfterTransition`, true by default): Cancel on the
    /// sheet opened from the focused Log Out button leaves the keyboard on
    /// that button, so the next Enter asks again instead of opening a contact.
    @Test func cancellingTheLogOutSheetGivesTheFocusBackToTheLogOutButton() throws {
        let h = try ContactsHarness { book in
            let alice = try book.makeAlice()
            try book.add(sampleContacts, to: alice)
            try book.setAutoLogin(true)
            try book.remember(alice)
        }
        #expect(h.stack == ["LoginViewController", "ContactsListViewController"])
        // Tab through the window until the focused thing is the bar's "Log Out" (drawn underlined).
        var tabs = 0
        while !h.screen.grid[1, 0].style.attributes.contains(.underline), tabs < 8 {
            h.press(.tab)
            h.settle()
            tabs += 1
        }
        #expect(h.lines[0].hasPrefix(" Log Out"))
        #expect(h.screen.grid[1, 0].style.attributes.contains(.underline), "Log Out has the keyboard")
        let button = try #require(h.delegate.window?.focusedView)
        #expect(button !== h.list?.tableView)

        h.press(.enter)
        h.settle()
        #expect(h.navigation?.presentedViewController is UIAlertController)
        h.press(.enter)  // Cancel, the preselected choice
        h.settle()
        #expect(h.navigation?.presentedViewController == nil)
        #expect(h.delegate.window?.focusedView === button, "the Log Out button has the keyboard again")
        #expect(h.screen.grid[1, 0].style.attributes.contains(.underline))

        // So Enter asks again; it does not open the selected contact.
        h.press(.enter)
        h.settle()
        #expect(h.stack == ["LoginViewController", "ContactsListViewController"])
        #expect(h.navigation?.presentedViewController is UIAlertController)
        h.press(.enter)
        h.settle()
    }

    @Test(arguments: [
        ("zs", [" 张三                                                       +86 138 0013 8000 ›"]),
        ("chloe", [" Chloé Dubois                                               +33 6 12 34 56 78 ›"]),
        ("869 866", [" Ada Lovelace                                               +1 (869) 866-6055 ›"]),
        ("zhang san", [" 张三                                                       +86 138 0013 8000 ›"]),
        ("555", [" Bob Smith                                                           555-0100 ›"]),
    ])
    func searchFiltersAsYouType(query: String, rows: [String]) throws {
        let h = try ContactsHarness.signedInWithSamples()
        h.press(.text("/"))
        #expect(h.firstResponder === h.list?.searchField)

        h.type(query)

        let field = "[\(query)" + String(repeating: " ", count: 75 - TextWidth.width(of: query)) + "×]"
        expectScreen(h.lines, equals: screen([" Log Out                        alice's Contacts                        Edit  +", " " + field] + rows))
        #expect(h.list?.searchResults?.count == rows.count)
    }

    @Test func eachKeystrokeNarrowsTheResultsAndEscClearsTheSearch() throws {
        let h = try ContactsHarness.signedInWithSamples()
        h.press(.text("/"))
        var trace: [String] = []
        for character in "zoe x" {
            h.type(String(character))
            let names = h.list?.searchResults?.map(\.displayName) ?? ["(whole list)"]
            trace.append("\(h.list?.searchField.text ?? ""): \(names.joined(separator: ", "))")
        }
        #expect(trace == [
            "z: 张三, Zoe Adams",
            "zo: Zoe Adams",
            "zoe: Zoe Adams",
            "zoe : Zoe Adams",
            "zoe x: ",
        ])
        expectScreen(h.lines, rows: 2..<3, equal: [""])
        expectScreen(h.lines, rows: 3..<4, equal: [" No results"])

        h.press(.escape)
        #expect(h.list?.searchResults == nil)
        expectScreen(h.lines, equals: sampleListScreen.enumerated().map { $0.offset == 1 ? " [Search                                                                     ] A" : $0.element })
        h.press(.escape)
        #expect(h.delegate.window?.focusedView === h.list?.tableView)
    }

    @Test func leavingTheSearchFieldHighlightsTheFirstResultAndEscOnTheRowsClearsTheSearch() throws {
        let h = try ContactsHarness.signedInWithSamples()
        h.press(.down, times: 2)  // the keyboard row: Ada Lovelace → Chloé Dubois
        #expect(h.attributes(of: "Chloé Dubois")?.isSuperset(of: [.reverse, .bold]) == true)

        h.press(.text("/zs"))  // "/" with the text typed after it, read at once
        #expect(h.list?.searchField.text == "zs")
        #expect(h.firstResponder === h.list?.searchField)
        h.type("o")  // "zso": nothing
        h.press(.backspace)
        h.press(.down)
        #expect(h.delegate.window?.focusedView === h.list?.tableView)
        expectScreen(h.lines, rows: 2..<3, equal: [" 张三                                                       +86 138 0013 8000 ›"])
        #expect(h.attributes(of: "张三")?.isSuperset(of: [.reverse, .bold]) == true)

        // Esc on the rows ends the search (it does not ask to log out).
        h.press(.escape)
        h.settle()
        #expect(h.list?.searchResultIDs == nil)
        #expect(h.navigation?.presentedViewController == nil)
        expectScreen(h.lines, equals: sampleListScreen)
        h.press(.escape)
        h.settle()
        #expect(h.navigation?.presentedViewController is UIAlertController)
    }

    /// Names, pinyin, initials, phone digits and e-mail addresses in many combinations.
    static let searchCorpus: [(String, String, String)] = {
        let families = ["张", "王", "李", "欧阳", "Smith", "Müller", "O'Brien", "Nguyễn"]
        let givens = ["伟", "芳", "娜娜", "Chloé", "Zoë", "Łukasz", "Ada", "Sam"]
        var out: [(String, String, String)] = []
        for (f, family) in families.enumerated() {
            for (g, given) in givens.enumerated() {
                let cjk = family.unicodeScalars.first.map { $0.value >= 0x4E00 } ?? false
                let name = cjk && given.unicodeScalars.first.map({ $0.value >= 0x4E00 }) == true ? family + given : given + " " + family
                out.append((name, "+\(f + 1) (\(100 + g)) 555-\(1000 + f * 10 + g)", "p\(f)\(g)@example.org"))
            }
        }
        return out
    }()

    /// Alice signed in on the search corpus, the search field focused, the index built.
    static func searchHarness() throws -> ContactsHarness {
        let h = try ContactsHarness(searchIndex: .synchronous) { book in
            let alice = try book.makeAlice()
            for (name, phone, email) in Self.searchCorpus {
                _ = try book.insert(Contact(name: name, phone: phone, email: email), for: alice)
            }
        }
        h.signIn()
        h.press(.text("/"))
        return h
    }

    @Test(arguments: ["z", "zs", "zw", "zhang wei", "wang", "ouyang", "oyn", "chloe", "zoe", "lukasz", "muller", "o'brien",
                      "nguyen", "555 10", "(101)", "+3", "example.org", "p12@", "ada smith", "sam z", "a", "()", "ÉVE", "x",
                      // Two letters or digits: the pair postings (word alone, word start, digits inside a number).
                      "zh", "sm", "ex", "or", "55", "00", "10", "p1", "wa"])
    func theSearchIndexAnswersExactlyAsTheStore(query: String) throws {
        let h = try Self.searchHarness()
        h.type(query)

        let alice = try #require(try h.book.account(named: "alice"))
        let store = try h.book.search(query, for: alice, limit: h.environment.searchLimit + 1).compactMap(\.id)
        // "zs" and "x" start no word of any name here (no 张三 in this corpus; "zs" is
        // not a match inside "lukaszsmith"), so they find nothing.
        #expect(store.isEmpty == ["()", "ÉVE", "zs", "x"].contains(query), "\(store.count) matches")
        #expect(h.list?.isSearchIndexReady == true)
        #expect(h.list?.searchResultIDs == Array(store.prefix(h.environment.searchLimit)))
    }

    /// The index keeps the complete matches of recent queries and refines
    /// them as keys are typed: after any sequence of keys and Backspaces
    /// each answer is still exactly the store's.
    @Test func typingAndBackspacingAnswersEachStepExactlyAsTheStore() throws {
        let h = try Self.searchHarness()
        let alice = try #require(try h.book.account(named: "alice"))
        var typed = ""
        func expectStore(_ step: String) throws {
            let store = try h.book.search(typed, for: alice, limit: h.environment.searchLimit + 1).compactMap(\.id)
            #expect(h.list?.searchResultIDs == (typed.isEmpty ? nil : Array(store.prefix(h.environment.searchLimit))),
                    "\(step): \"\(typed)\"")
        }
        for (text, backspaces) in [("zhang wei", 5), ("ng", 4), ("a smith", 8), ("5", 0), ("55 10", 3), ("p1", 7)] {
            for character in text {
                h.type(String(character))
                typed.append(character)
                try expectStore("typed")
            }
            for _ in 0..<backspaces where !typed.isEmpty {
                h.press(.backspace)
                typed.removeLast()
                try expectStore("backspace")
            }
        }
    }

    @Test func theSectionIndexJumpsByKeyAndByClick() throws {
        let h = try ContactsHarness { book in try book.add(alphabetContacts, to: try book.makeAlice()) }
        h.signIn()
        expectScreen(h.lines, rows: 1..<6, equal: [
            " [Search                                                                     ] A",
            " A                                                                             •",
            " Ax Ason                                                            555-1001 › C",
            " Axx Ason                                                           555-1002 › •",
            " Axxx Ason                                                          555-1003 › E",
        ])

        // With the rows focused, typing a letter jumps to its section (at the top, under the bar).
        h.press(.text("m"))
        expectScreen(h.lines, rows: 1..<6, equal: [
            " M                                                                             A",
            " Mx Mson                                                            555-1121 › •",
            " Mxx Mson                                                           555-1122 › C",
            " Mxxx Mson                                                          555-1123 › •",
            " N                                                                             E",
        ])

        // A click on the index column: 27 titles on 23 lines read A • C • … • X • #, so
        // "S" is on line 17 (kept entry 8 of 0…11).
        let row = try #require(h.lines.firstIndex { $0.hasSuffix(" S") && $0.count > 70 })
        #expect(row == 17)
        #expect(h.lines.last?.hasSuffix(" #") == true)
        h.screen.click(x: 79, y: row)
        expectScreen(h.lines, rows: 1..<6, equal: [
            " S                                                                             A",
            " Sx Sson                                                            555-1181 › •",
            " Sxx Sson                                                           555-1182 › C",
            " Sxxx Sson                                                          555-1183 › •",
            " T                                                                             E",
        ])
    }

    @Test func deletingAsksForConfirmation() throws {
        let directory = TemporaryFolder.dataDirectory()
        do {
            let h = try ContactsHarness.signedInWithSamples(directory: directory)
            h.press(.down)  // Ada Lovelace → Bob Smith
            h.press(.deleteForward)
            h.settle()
            expectScreen(h.lines, rows: 9..<14, equal: [
                " 李四             ┌──────────────────────────────────────────┐ 139 0000 1111 › J",
                " Z                │ Delete Bob Smith? This cannot be undone. │                 •",
                " 张三             ├────────────────────┬─────────────────────┤ 138 0013 8000 › L",
                " Zoe Adams        │       Cancel       │       Delete        │ 020 7946 0958 › •",
                "                  └────────────────────┴─────────────────────┘                 O",
            ])

            // Esc cancels: nothing is deleted.
            h.press(.escape)
            h.settle()
            expectScreen(h.lines, equals: sampleListScreen)

            h.press(.backspace)
            h.settle()
            h.screen.click(text: "Delete        │")
            h.settle()
            expectScreen(h.lines, equals: [
                " Log Out                        alice's Contacts                        Edit  +",
                " [Search                                                                     ] A",
                " A                                                                             •",
                " Ada Lovelace                                              +1 (869) 866-6055 › C",
                " C                                                                             •",
                " Chloé Dubois                                              +33 6 12 34 56 78 › E",
                " L                                                                             •",
                " 李四                                                          139 0000 1111 › H",
                " Z                                                                             •",
                " 张三                                                      +86 138 0013 8000 › J",
                " Zoe Adams                                                     020 7946 0958 › •",
            ] + indexOnly("L", "•", "O", "•", "Q", "•", "S", "•", "V", "•", "X", "•", "#"))
        }
        let restarted = try ContactsHarness(directory: directory)
        restarted.signIn()
        #expect(restarted.list?.contacts?.count == 5)
        #expect(!restarted.lines.joined().contains("Bob Smith"))
    }

    @Test func editingModeDeletesWithTheMinusControl() throws {
        let h = try ContactsHarness.signedInWithSamples()
        h.screen.click(text: "Edit")
        expectScreen(h.lines, rows: 0..<1, equal: [" Log Out                        alice's Contacts                        Done  +"])
        #expect(h.lines[3].hasPrefix(" ⊖ Ada Lovelace"))

        h.screen.click(text: "⊖ Zoe")
        h.settle()
        #expect(h.lines.contains { $0.contains("Delete Zoe Adams? This cannot be undone.") })
        h.screen.click(text: "Delete        │")
        h.settle()
        #expect(h.list?.contacts?.count == 5)
        #expect(!h.lines.joined().contains("Zoe Adams"))

        h.screen.click(text: "Done")
        expectScreen(h.lines, rows: 0..<1, equal: [" Log Out                        alice's Contacts                        Edit  +"])
        expectScreen(h.lines, rows: 3..<4, equal: [" Ada Lovelace                                              +1 (869) 866-6055 › C"])
    }

    @Test func wideNamesAndASmallChineseScreen() throws {
        let h = try ContactsHarness(width: 40, height: 16, language: .simplifiedChinese) { book in
            try book.add(sampleContacts + [("欧阳娜娜娜娜娜娜娜娜娜娜", "+86 138 0013 8001")], to: try book.makeAlice())
        }
        expectScreen(h.linesWithCursor, equals: screen([
            "               私人通讯录",
            "",
            "  账户  [▏账户名                      ]",
            "  密码  [密码                        ]",
            "",
            "  记住密码  [OFF]",
            "  自动登录  [OFF]",
            "",
            "        [ 登录 ]  [ 创建账户 ]",
        ], height: 16))
        h.signIn()
        expectScreen(h.lines, equals: [
            " 退出登录    alice的联系人      编辑  +",
            " [搜索                               ] A",
            " A                                     •",
            " Ada Lovelace      +1 (869) 866-6055 › D",
            " B                                     •",
            " Bob Smith                  555-0100 › H",
            " C                                     •",
            " Chloé Dubois      +33 6 12 34 56 78 › L",
            " L                                     •",
            " 李四                  139 0000 1111 › O",
            " O                                     •",
            " 欧阳娜娜娜娜娜娜… +86 138 0013 8001 › S",
            " Z                                     •",
            " 张三              +86 138 0013 8000 › W",
            " Zoe Adams             020 7946 0958 › •",
            "                                       #",
        ])
    }

    @Test func aBigBookShowsOnlyTheRowsThatFitAndEndGoesToTheLast() throws {
        let cards = (0..<3000).map { n in
            let number = String(format: "%04d", n)
            return "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Person \(number)\r\nN:\(number);Person;;;\r\nTEL:555-\(number)\r\nEND:VCARD\r\n"
        }
        let h = try ContactsHarness { book in
            _ = try book.importVCards(Data(cards.joined().utf8), source: "book.vcf", into: try book.makeAlice())
        }
        h.signIn()
        #expect(h.list?.contacts?.count == 3000)
        expectScreen(h.lines, rows: 3..<4, equal: [" Person 0000                                                        555-0000 › C"])
        #expect(h.list?.tableView.visibleCells.count == 21)

        h.press(.end)
        #expect(h.lines[23].hasPrefix(" Person 2999"))
    }
}
