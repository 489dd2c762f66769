import ContactsTestSupport
import Foundation
import TestSupport
import Testing
import UIKit

/// The `contacts` executable in a 100×30 tmux session (TestSupport's `TmuxSession`).
func contactsSession(_ arguments: [String], width: Int = 100, height: Int = 30) throws -> TmuxSession {
    try TmuxSession(arguments: arguments, width: width, height: height, name: "contacts-e2e")
}

/// A list row as drawn at `width` columns: name, phone right-aligned before
/// the disclosure indicator, the section index letter in the last column.
func listRow(_ name: String, _ phone: String, index: String, width: Int = 100) -> String {
    let used = 1 + TextWidth.width(of: name) + TextWidth.width(of: phone) + 2 + 1 + TextWidth.width(of: index)
    return " " + name + String(repeating: " ", count: max(1, width - used)) + phone + " › " + index
}

/// A line centred as the navigation bar centres its title at `width` (no bar buttons).
func centredTitle(_ title: String, width: Int = 100) -> String {
    String(repeating: " ", count: (width - TextWidth.width(of: title)) / 2) + title
}

/// End to end: the real `contacts` executable on ncursesw inside tmux (100×30), on a
/// temporary `--data-dir`: create an account, sign in, add, edit and delete contacts,
/// quit with Ctrl-C, start again and find the data. tmux is installed by `.ci/run`; without
/// it the test fails saying so.
@Suite(.serialized)
struct EndToEndTmuxTests {
    /// The `contacts` product: $CONTACTS_EXECUTABLE, else beside the test bundle
    /// (`swift build --build-tests` builds every product), else built now.
    static func contactsExecutable() throws -> String {
        let fm = FileManager.default
        if let path = TestTools.product("contacts", override: "CONTACTS_EXECUTABLE") { return path }
        // Build it: the package root is three levels above this file.
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let scratch = root.appendingPathComponent(".build-e2e")
        let build = Process()
        build.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        build.arguments = ["swift", "build", "--package-path", root.path, "--scratch-path", scratch.path, "--product", "contacts"]
        build.standardOutput = FileHandle.nullDevice
        try build.run()
        build.waitUntilExit()
        let built = scratch.appendingPathComponent("debug/contacts").path
        guard build.terminationStatus == 0, fm.isExecutableFile(atPath: built) else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: built])
        }
        return built
    }

    @Test func createSignInAddEditDeleteQuitAndFindTheDataAgain() throws {
        let contacts = try Self.contactsExecutable()
        let data = TemporaryFolder.dataDirectory()
        let password = "e2e pass phrase"
        let bar = " Log Out                                  alice's Contacts                                  Edit  +"
        let search = " [Search                                                                                         ]"

        do {
            let tmux = try contactsSession([contacts, "--data-dir", data.url.path])
            // First run: the sign-up form. Each step waits for its screen to check it
            // (typing ahead of a screen change is tested below).
            var lines = tmux.waitForLine("                  No account yet. Type a name and a password, then Create Account.")
            #expect(lines.first == centredTitle("Create Account"))
            tmux.text("alice")
            tmux.keys("Tab")
            tmux.text(password)
            tmux.keys("Tab")
            tmux.text(password)
            tmux.keys("Enter")
            lines = tmux.waitForLine(" No contacts yet. Press + to add one.")
            expectScreen(lines, rows: 0..<4, equal: [
                bar, " [Search                                                                                          ]", "",
                " No contacts yet. Press + to add one.",
            ])

            // Add two contacts: "+" on the rows opens Add Contact; Return moves from field
            // to field (Name, Company, Job title, Phone, Email, Birthday) and, on the last
            // one-line field, adds.
            func addContact(_ name: String, phone: String) {
                tmux.text("+")
                tmux.waitForStill("the Add screen") { $0.contains { $0.contains("Name        [Name (required)") } }
                tmux.text(name)
                tmux.keys("Enter", "Enter", "Enter")
                tmux.text(phone)
                tmux.keys("Enter", "Enter", "Enter")
            }
            // Waits for `row`, then checks the list's top: the bar, the search field, `rows`.
            @discardableResult
            func listOnceShowing(_ row: String, startsWith rows: [String]) -> [String] {
                let lines = tmux.waitForLine(row)
                expectScreen(lines, rows: 0..<(rows.count + 2), equal: [bar, search] + rows)
                return lines
            }
            addContact("张三", phone: "+86 138 0013 8000")
            tmux.waitForLine(listRow("张三", "+86 138 0013 8000", index: "B"))
            addContact("Ada Lovelace", phone: "+1 (869) 866-6055")
            // 29 rows for the table: the 27 index titles (A–Z, #) start on its second line.
            listOnceShowing(listRow("张三", "+86 138 0013 8000", index: "D"), startsWith: [
                " A                                                                                                 A",
                listRow("Ada Lovelace", "+1 (869) 866-6055", index: "B"),
                " Z                                                                                                 C",
                listRow("张三", "+86 138 0013 8000", index: "D"),
            ])

            // Edit 张三: Home, Down to the row; Enter opens it read-only; Enter on "Edit";
            // a new phone number; Return ×3 (Email, Birthday, save) saves.
            tmux.keys("Home", "Down", "Enter")
            tmux.waitForStill("the read-only card") { $0.contains { $0.contains("mobile     [+86 138 0013 8000 ") } }
            tmux.keys("Enter")
            tmux.waitForLine(" ‹ Back                                       Contact                                  Cancel  Save")
            tmux.keys("C-u")
            tmux.text("+86 139 0000 1111")
            tmux.keys("Enter", "Enter", "Enter")
            tmux.waitForLine(listRow("张三", "+86 139 0000 1111", index: "D"))

            // Delete Ada Lovelace: Home, Delete, then the alert's "Delete".
            tmux.keys("Home", "DC")
            tmux.waitForStill("the delete alert") { $0.contains { $0.contains("Delete Ada Lovelace? This cannot be undone.") } }
            tmux.keys("Tab", "Enter")
            lines = listOnceShowing(listRow("张三", "+86 139 0000 1111", index: "B"), startsWith: [
                " Z                                                                                                 A",
                listRow("张三", "+86 139 0000 1111", index: "B"),
            ])
            #expect(!lines.joined().contains("Ada Lovelace"))

            // Ctrl-C quits cleanly.
            tmux.keys("C-c")
            tmux.waitForLine("EXITED 0")
        }

        // Second run: Login with the last account prefilled; the data is there.
        let tmux = try contactsSession([contacts, "--data-dir", data.url.path])
        var lines = tmux.waitForLine("                  Password  [Password                                            ]")
        #expect(lines.first == centredTitle("Private Contacts"))
        #expect(lines.contains("                  Account   [alice                                               ]"))
        tmux.text(password)
        tmux.keys("Enter")
        lines = tmux.waitForLine(listRow("张三", "+86 139 0000 1111", index: "B"))
        #expect(!lines.joined().contains("Ada Lovelace"))
        tmux.keys("C-c")
        tmux.waitForLine("EXITED 0")
    }

    /// Typing ahead (issue 15, item 7): every burst below is sent at once, while the
    /// screens it passes through are still sliding in (or the sign-in HUD is up), and
    /// each key reaches the screen that is there when its turn comes.
    @Test func keysTypedAheadOfScreenChangesAreAllDelivered() throws {
        let contacts = try Self.contactsExecutable()
        let cli = try InProcessCommand()
        #expect(try cli.run(["account", "add", "alice"], input: InProcessCommand.password + "\n").status == 0)
        let tmux = try contactsSession([contacts, "--data-dir", cli.dataDirectory])
        tmux.waitForLine("                  Account   [Account name                                        ]")

        // Account, Tab, password, Enter (HUD, then the list slides in), "+" (the Add form slides in), a
        // name, Return, a company.
        tmux.keys("alice", "Tab", InProcessCommand.password, "Enter", "+", "Ada Lovelace", "Enter", "Analytical Engines")
        let form = tmux.waitForStill("the Add form with both fields filled") { lines in
            lines.contains { $0.contains("Company     [Analytical Engines ") }
        }
        #expect(form.contains { $0.contains("Name        [Ada Lovelace ") })

        // The rest of the form, Add (the list slides back), Home, Enter on the contact
        // (its card slides in), Enter on Edit, a new phone, Return ×3 saves.
        tmux.keys("Enter", "Enter", "+1 555 0100", "Enter", "Enter", "Enter",
                  "Home", "Enter", "Enter", "C-u", "+1 555 0199", "Enter", "Enter", "Enter")
        tmux.waitForLine(listRow("Ada Lovelace", "+1 555 0199", index: "B"))
        tmux.keys("C-c")
        tmux.waitForLine("EXITED 0")
    }

    /// Other processes' writes (issue 15, item 8): the app sits on the list; `contacts
    /// import` in another process adds a card; the list shows it with no key pressed.
    @Test func anImportFromAnotherProcessAppearsInTheOpenList() throws {
        let contacts = try Self.contactsExecutable()
        let cli = try InProcessCommand()
        try cli.makeAlice()
        let first = try cli.file("first.vcf", "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:e2e-1\r\nFN:Ada Lovelace\r\n"
                                 + "N:Lovelace;Ada;;;\r\nTEL:+1 555 0100\r\nEND:VCARD\r\n")
        #expect(try cli.run(["import", first]).status == 0)
        let tmux = try contactsSession([contacts, "--data-dir", cli.dataDirectory])
        // The remembered login fills the password: Enter signs in.
        tmux.waitForLine("                  Remember password  [ ON]")
        tmux.keys("Enter")
        tmux.waitForLine(listRow("Ada Lovelace", "+1 555 0100", index: "B"))

        let second = try cli.file("second.vcf", "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:e2e-2\r\nFN:Grace Hopper\r\n"
                                  + "N:Hopper;Grace;;;\r\nTEL:+1 555 0142\r\nEND:VCARD\r\n")
        let imported = try cli.run(["import", second])
        #expect(imported.output == "\(second): imported 1 contact.\n")
        let lines = tmux.waitForLine(listRow("Grace Hopper", "+1 555 0142", index: "D"))
        expectScreen(lines, rows: 2..<6, equal: [
            " A                                                                                                 A",
            listRow("Ada Lovelace", "+1 555 0100", index: "B"),
            " G                                                                                                 C",
            listRow("Grace Hopper", "+1 555 0142", index: "D"),
        ])
        tmux.keys("C-c")
        tmux.waitForLine("EXITED 0")
    }
}
