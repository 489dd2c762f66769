import ContactsStore
import ContactsTestSupport
import Foundation
import Testing
import TestSupport

/// End to end: the real `contacts` app in tmux syncing with a real Radicale. The list
/// shows "Sync" and the sync line; Ctrl-R syncs off the main thread (the screen keeps
/// answering), then the server's card is in the list and the line says when.
@Suite(.serialized)
struct EndToEndSyncTmuxTests {
    @Test func ctrlRInTheAppSyncsAndTheServersCardAppears() throws {
        let contacts = try EndToEndTmuxTests.contactsExecutable()
        let server = try RadicaleServer(users: ["alice": "server-pw-E2e"])
        let cli = try InProcessCommand()
        try cli.makeAlice()
        let add = try cli.run(["sync", "add", server.url], input: "server-pw-E2e\n")
        #expect(add.status == 0, "\(add)")
        let card = "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:e2e-sync-1\r\nFN:Grace Hopper\r\nN:Hopper;Grace;;;\r\n"
            + "TEL:+1 555 0142\r\nEND:VCARD\r\n"
        #expect(try server.put(user: "alice", password: "server-pw-E2e", path: "alice/contacts/grace.vcf", card: card) == 201)

        let tmux = try contactsSession([contacts, "--data-dir", cli.dataDirectory])
        tmux.waitForLine("                  Remember password  [ ON]")
        tmux.keys("Enter")
        let before = tmux.waitFor("the list with its sync line") { $0.count > 2 && $0[2].trimmingCharacters(in: .whitespaces) == "Not synced yet" }
        #expect(before[0].hasPrefix(" Log Out  Sync "), "\(before)")

        tmux.keys("C-r")
        // Row 2 is the sync line (the section index runs down the last column from row 2).
        let after = tmux.waitForLine(listRow("Grace Hopper", "+1 555 0142", index: "C"), timeout: 60)
        #expect(after[2].hasPrefix(" Last sync ") && after[2].contains(": here: 1 added, 0 updated, 0 removed; server: 0 added"),
                "\(after)")
        tmux.keys("C-c")
        tmux.waitForLine("EXITED 0")

        let status = try cli.run(["sync", "status"])
        #expect(status.output.contains("last sync: "), "\(status)")
        #expect(status.output.contains("here: 1 added, 0 updated, 0 removed; server: 0 added, 0 updated, 0 removed; 0 conflicts"),
                "\(status)")
    }
}
