import ContactsApp
import ContactsStore
import Foundation
import SDLBackend
import Testing
import TestSupport

/// `contacts --backend sdl` in a real window on a virtual X server (Xvfb), driven as a
/// person drives it through the X server (xdotool): the window's first picture is the
/// one `--screenshot` renders off-screen for the same book; typing the name and the
/// password and pressing Return signs in; a click in the list's search field and typing
/// filter the list; Ctrl-C quits.
@Suite struct ContactsWindowTests {
    /// A book with alice (a weak password work factor, so signing in is quick) and three
    /// contacts.
    static func makeBook(in dir: URL) throws {
        let book = try AddressBook(dataDirectory: DataDirectory(url: dir), passwordParameters: .weakForTesting)
        defer { book.close() }
        let alice = try book.createAccount(name: "alice", password: "correct horse")
        for (name, phone) in [("Ada Lovelace", "+1 (869) 866-6055"), ("Bob Smith", "555-0100"), ("Zoe Adams", "020 7946 0958")] {
            _ = try book.insert(Contact(name: name, phone: phone), for: alice)
        }
    }

    @Test(.timeLimit(.minutes(3)))
    func signInAndSearchInTheWindow() throws {
        let xdotool = try TestTools.require("xdotool", package: "xdotool")
        let contacts = try #require(TestTools.product("contacts"), "contacts is built by swift build --build-tests")
        let folder = try TemporaryFolder(prefix: "contacts-window")
        let data = folder.url.appendingPathComponent("data")
        try Self.makeBook(in: data)
        let frames = WindowTests.FrameFolder(url: folder.url.appendingPathComponent("frames"))
        let shot = folder.url.appendingPathComponent("login.png")

        // The same first screen rendered off-screen, at the window's size and scale.
        let offscreen = try TestTools.runMerged(contacts, ["--data-dir", data.path, "--backend", "sdl", "--size", "390x844",
                                                           "--screenshot", shot.path])
        #expect(offscreen.status == 0, "\(offscreen.output)")

        let x = try WindowTests.VirtualDisplay()
        let app = try WindowTests.launch(contacts, ["--data-dir", data.path, "--backend", "sdl", "--size", "390x844",
                                                    "--frames", frames.url.path], display: x.display)
        defer { WindowTests.stop(app, x) }

        /// The newest frame whose outline satisfies `condition`, waited for up to 30 s.
        func waitForFrame(after first: Int, _ condition: @escaping (String) -> Bool) -> Int? {
            var found: Int?
            _ = WindowTests.wait(30) {
                found = (first..<(frames.count + 1)).last { n in n > 0 && frames.outline(n).map(condition) == true }
                return found != nil
            }
            return found
        }

        // The login screen, settled: the window shows what --screenshot wrote.
        let login = try #require(waitForFrame(after: 1) { $0.contains("\"Log In\"") }, "the window shows the login screen")
        usleep(500_000)
        let settled = frames.count
        let window = try frames.image(max(login, settled))
        let expected = try PNGFile.read(shot.path)
        let comparison = try #require(GoldenImage.compare(window, expected), "the window is 390 × 844 pixels at 1x")
        #expect(comparison.differing <= window.pixels.count / 200,
                "the window's picture is the off-screen one (\(comparison.differing) pixels differ)")

        let search = try WindowTests.run(xdotool, ["search", "--sync", "--name", "Private Contacts"], display: x.display)
        let id = try #require(search.output.split(separator: "\n").first.map(String.init), "the window is on the X server")
        // The pointer in the window gives it the keyboard (the X server's focus follows it).
        _ = try WindowTests.run(xdotool, ["mousemove", "--window", id, "195", "300"], display: x.display)

        // Typing signs in: the name, Tab, the password, Return.
        let before = frames.count
        _ = try WindowTests.run(xdotool, ["type", "--delay", "30", "alice"], display: x.display)
        _ = try WindowTests.run(xdotool, ["key", "Tab"], display: x.display)
        _ = try WindowTests.run(xdotool, ["type", "--delay", "30", "correct horse"], display: x.display)
        _ = try WindowTests.run(xdotool, ["key", "Return"], display: x.display)
        _ = try #require(waitForFrame(after: before) { $0.contains("\"Bob Smith\"") && $0.contains("\"Zoe Adams\"") },
                         "typing signed in: the list shows every contact")
        // The push has ended (0.35 s) and the screen is still: the last frame shows the list.
        usleep(1_000_000)
        let list = frames.count
        let listOutline = try #require(frames.outline(list))
        #expect(listOutline.contains("\"Bob Smith\"") && listOutline.contains("\"Zoe Adams\""))

        // A click in the search field, then typing, filters the list.
        let field = try #require(WindowTests.centre(ofRun: "text \"Search\"", in: listOutline), "the list has its search field:\n\(listOutline)")
        let beforeSearch = frames.count
        _ = try WindowTests.run(xdotool, ["mousemove", "--window", id, String(field.x), String(field.y), "click", "1"], display: x.display)
        _ = try WindowTests.run(xdotool, ["type", "--delay", "30", "zoe"], display: x.display)
        let found = try #require(waitForFrame(after: beforeSearch) { $0.contains("\"zoe\"") && $0.contains("\"Zoe Adams\"") && !$0.contains("\"Bob Smith\"") },
                                 "the search shows Zoe Adams alone")
        let listPixels = try frames.image(list)
        let foundPixels = try frames.image(found)
        let changed = zip(listPixels.pixels, foundPixels.pixels).filter { $0 != $1 }.count
        #expect(changed > 500, "the window's pixels changed with the search (\(changed) pixels)")

        _ = try WindowTests.run(xdotool, ["key", "ctrl+c"], display: x.display)
        #expect(WindowTests.wait(20) { !app.isRunning }, "Ctrl-C quits")
    }
}
