import ContactsTestSupport
import ContactsApp
import ContactsStore
import ContactsTestSupport
import Foundation
import HeadlessBackend
import Testing
import UIKit
import UIKitEngine
import TestSupport

/// The list's Sync: a bar button and Ctrl-R, the sync line under the search field,
/// the list updated with the server's changes, conflicts reported, errors shown;
/// against a real Radicale (TestSupport's `RadicaleServer`, installed by `.ci/run`).
@MainActor @Suite struct UISyncTests {
    static let serverPassword = "server-pw-Ui42"

    static func card(uid: String, name: String, family: String, given: String, phone: String) -> String {
        "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:\(uid)\r\nFN:\(name)\r\nN:\(family);\(given);;;\r\nTEL:\(phone)\r\nEND:VCARD\r\n"
    }

    /// Bob changed on the server (another client puts his card again under the same UID,
    /// renamed Robert with another phone) and here (a new phone): a conflict for the next sync.
    /// Returns the account, Bob's file name on the server and his UID.
    @discardableResult
    static func changeBobOnBothSides(_ h: ContactsHarness, _ server: RadicaleServer, _ collection: String) throws
        -> (account: Account, bobFile: String, uid: String) {
        let (bobFile, bobCard) = try #require(server.cards(of: "alice").first { $0.value.contains("FN:Bob Smith") })
        let uid = try #require(bobCard.split(separator: "\r\n").first { $0.hasPrefix("UID:") }).dropFirst(4)
        #expect([200, 201, 204].contains(try server.put(user: "alice", password: Self.serverPassword, path: collection + bobFile,
                               card: Self.card(uid: String(uid), name: "Robert Smith", family: "Smith", given: "Robert",
                                               phone: "555-0199"))))
        let account = try #require(h.list?.account)
        var bob = try #require(try h.book.search("Bob", for: account).first)
        bob.phones = [ContactValue("555-0142")]
        _ = try h.book.update(bob, for: account)
        return (account, bobFile, String(uid))
    }

    /// Alice with two contacts, a server she syncs with (added by `contacts sync add`),
    /// signed in on the list.
    static func setUp() throws -> (ContactsHarness, RadicaleServer, String) {
        let server = try RadicaleServer(users: ["alice": serverPassword])
        let h = try ContactsHarness(prepare: { book in
            try book.add([("Ada Lovelace", "+44 20 7946 0001"), ("Bob Smith", "555-0100")], to: try book.makeAlice())
        })
        let command = try InProcessCommand()
        let dataDir = ["--data-dir", h.directory.url.path]
        let login = try command.run(dataDir + ["login"], input: ContactsHarness.password + "\n", dataDir: false)
        #expect(login.status == 0, "\(login)")
        let add = try command.run(dataDir + ["sync", "add", server.url], input: serverPassword + "\n", dataDir: false)
        #expect(add.status == 0, "\(add)")
        h.signIn()
        return (h, server, "alice/contacts/")
    }

    /// Row 2 (under the search field) without the section index's last column.
    func syncLine(_ h: ContactsHarness) -> String {
        String(h.lines[2].dropLast()).trimmingCharacters(in: .whitespaces)
    }

    /// The text inside the alert's box, its wrapped lines joined by spaces.
    func alertText(_ h: ContactsHarness) -> String {
        h.lines.compactMap { line -> String? in
            let parts = line.split(separator: "│", omittingEmptySubsequences: false)
            guard parts.count >= 3 else { return nil }
            let inside = parts[1].trimmingCharacters(in: .whitespaces)
            return inside.isEmpty ? nil : inside
        }.joined(separator: " ")
    }

    func lastSyncLine(_ h: ContactsHarness, _ summary: String) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        return "Last sync \(formatter.string(from: h.bookClock.now)): \(summary)"
    }

    @Test func syncFromTheBarPullsTheServersCardsPushesOursAndSaysWhen() throws {
        let (h, server, collection) = try Self.setUp()
        #expect(h.list?.syncItem != nil)
        #expect(h.list?.navigationItem.leftBarButtonItems?.map(\.title) == ["Log Out", "Sync"])
        #expect(h.lines[0].hasPrefix(" Log Out  Sync "))
        #expect(syncLine(h) == "Not synced yet")
        #expect(try server.put(user: "alice", password: Self.serverPassword, path: collection + "grace.vcf",
                               card: Self.card(uid: "grace-3", name: "Grace Hopper", family: "Hopper", given: "Grace",
                                               phone: "+1 202 555 0003")) == 201)

        h.clickBarButton("Sync")
        #expect(h.list?.isSyncing == true)
        #expect(syncLine(h) == "Syncing…")
        #expect(h.isBarButtonDim("Sync"))
        h.settle()

        #expect(h.list?.isSyncing == false)
        #expect(!h.isBarButtonDim("Sync"))
        let rows = h.lines.filter { $0.contains("Ada Lovelace") || $0.contains("Bob Smith") || $0.contains("Grace Hopper") }
        #expect(rows.count == 3, "\(h.lines)")
        let expected = lastSyncLine(h, "here: 1 added, 0 updated, 0 removed; server: 2 added, 0 updated, 0 removed; 0 conflicts")
        #expect(h.list?.syncLabel.text == expected)
        // The line is cut at the screen's width.
        #expect(syncLine(h).count > 60 && expected.hasPrefix(syncLine(h).replacingOccurrences(of: "…", with: "")), "\(syncLine(h))")
        let names = server.cards(of: "alice").values.compactMap { card in
            card.split(separator: "\r\n").first { $0.hasPrefix("FN:") }.map { String($0.dropFirst(3)) }
        }.sorted()
        #expect(names == ["Ada Lovelace", "Bob Smith", "Grace Hopper"])
    }

    @Test func ctrlRSyncsAndAConflictIsReportedWithBothVersionsKept() throws {
        let (h, server, collection) = try Self.setUp()
        h.press(.control("r"))
        h.settle()
        #expect(h.list?.isSyncing == false)
        guard case .success = h.list?.lastSyncResult else {
            Issue.record("the first sync failed: \(String(describing: h.list?.lastSyncResult))")
            return
        }
        // Bob changed on the server (another client, same UID) and here.
        try Self.changeBobOnBothSides(h, server, collection)

        h.press(.control("r"))
        h.settle()
        guard case .success(let report) = h.list?.lastSyncResult else {
            Issue.record("the second sync failed: \(String(describing: h.list?.lastSyncResult))")
            return
        }
        #expect(report.conflicts.count == 1)
        #expect(report.keptCopies.map(\.name) == ["Robert Smith"])
        #expect(h.lines.contains { $0.contains("1 conflict: both versions kept") }, "\(h.lines)")
        h.press(.enter)  // OK
        h.settle()
        // Then the choice for that contact, with what differs; Return keeps both.
        let text = alertText(h)
        #expect(text == "“Robert Smith” changed here and on the server name: here Bob Smith, server Robert Smith. "
                + "given name: here Bob, server Robert. phones: here 555-0142, server 555-0199. "
                + "Keep Both Keep This Book’s Keep the Server’s", "\(h.lines)")
        h.press(.enter)
        h.settle()
        #expect(h.lines.contains { $0.contains("Robert Smith") })
        #expect(h.lines.contains { $0.contains("Bob Smith") })
        #expect(server.cards(of: "alice").count == 3)
    }

    /// Choosing in the conflict alert: This Book's replaces the server's version, the
    /// copy goes, and a sync sends it at once (as `contacts sync --conflicts local`).
    @Test func theConflictAlertKeepsThisBooksVersionWhenChosen() throws {
        let (h, server, collection) = try Self.setUp()
        h.press(.control("r"))
        h.settle()
        let (account, bobFile, uid) = try Self.changeBobOnBothSides(h, server, collection)
        h.press(.control("r"))
        h.settle()
        h.press(.enter)  // OK
        h.settle()
        h.screen.click(text: "Keep This Book’s")
        h.settle()
        #expect(h.list?.isSyncing == false)
        #expect(h.lines.contains { $0.contains("Bob Smith") }, "\(h.lines)")
        #expect(!h.lines.contains { $0.contains("Robert Smith") }, "\(h.lines)")
        #expect(try h.book.search("Smith", for: account).map(\.displayName) == ["Bob Smith"])
        let cards = server.cards(of: "alice")
        #expect(cards.count == 2, "\(cards.keys)")
        #expect(cards[bobFile]?.contains("555-0142") == true, "\(cards[bobFile] ?? "")")
        #expect(cards[bobFile]?.contains("UID:\(uid)") == true)
    }

    @Test func aServerThatIsDownIsSaidOnTheSyncLineAndNothingIsLost() throws {
        let (h, server, _) = try Self.setUp()
        server.stop()
        h.clickBarButton("Sync")
        h.settle()
        guard case .failure = h.list?.lastSyncResult else {
            Issue.record("a sync with the server down succeeded")
            return
        }
        #expect(h.list?.syncLabel.text?.hasPrefix("Sync failed: Sync with \(server.url)alice/contacts/ failed: cannot reach the server ") == true,
                "\(String(describing: h.list?.syncLabel.text))")
        #expect(h.lines.contains { $0.contains("Ada Lovelace") })
        #expect(h.lines.contains { $0.contains("Bob Smith") })
    }
}
