import Foundation
import Testing
import UIKit
import TestSupport

/// The contacts app in a private tmux session (TestSupport's `TmuxSession`) of 100×30.
func contactsSession(_ arguments: [String]) throws -> TmuxSession {
    try TmuxSession(arguments: arguments, width: 100, height: 30, name: "contacts-e2e")
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
        let data = TemporaryDataDirectory()
        let password = "e2e pass phrase"
        let bar = " Log Out                                  alice's Contacts                                  Edit  +"
        let search = " [Search                                                                                         ]"

        do {
            let tmux = try contactsSession([contacts, "--data-dir", data.url.path])
            // First run: the sign-up form. Keys typed while a screen slides in are ignored
            // (UIKit blocks input during transitions), so each step waits for the final
            // screen before typing.
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
            let addScreen: ([String]) -> Bool = { $0.contains { $0.contains("Name        [Name (required)") } }
            tmux.text("+")
            tmux.waitForSettled("the Add screen", addScreen)
            tmux.text("张三")
            tmux.keys("Enter", "Enter", "Enter")
            tmux.text("+86 138 0013 8000")
            tmux.keys("Enter", "Enter", "Enter")
            tmux.waitForLine(listRow("张三", "+86 138 0013 8000", index: "B"))
            tmux.text("+")
            tmux.waitForSettled("the Add screen", addScreen)
            tmux.text("Ada Lovelace")
            tmux.keys("Enter", "Enter", "Enter")
            tmux.text("+1 (869) 866-6055")
            tmux.keys("Enter", "Enter", "Enter")
            lines = tmux.waitForLine(listRow("张三", "+86 138 0013 8000", index: "D"))
            // 29 rows for the table: the 27 index titles (A–Z, #) start on its second line.
            expectScreen(lines, rows: 0..<6, equal: [
                bar,
                search,
                " A                                                                                                 A",
                listRow("Ada Lovelace", "+1 (869) 866-6055", index: "B"),
                " Z                                                                                                 C",
                listRow("张三", "+86 138 0013 8000", index: "D"),
            ])

            // Edit 张三: Home, Down to the row; Enter opens it read-only; Enter on "Edit";
            // a new phone number; Return ×3 (Email, Birthday, save) saves.
            tmux.keys("Home", "Down", "Enter")
            tmux.waitForSettled("the read-only card") { $0.contains { $0.contains("mobile     [+86 138 0013 8000 ") } }
            tmux.keys("Enter")
            tmux.waitForLine(" ‹ Back                                       Contact                                        Cancel")
            tmux.keys("C-u")
            tmux.text("+86 139 0000 1111")
            tmux.keys("Enter", "Enter", "Enter")
            tmux.waitForLine(listRow("张三", "+86 139 0000 1111", index: "D"))

            // Delete Ada Lovelace: Home, Delete, then the alert's "Delete".
            tmux.keys("Home", "DC")
            tmux.waitForSettled("the delete alert") { $0.contains { $0.contains("Delete Ada Lovelace? This cannot be undone.") } }
            tmux.keys("Tab", "Enter")
            lines = tmux.waitForLine(listRow("张三", "+86 139 0000 1111", index: "B"))
            expectScreen(lines, rows: 0..<4, equal: [
                bar,
                search,
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
}
