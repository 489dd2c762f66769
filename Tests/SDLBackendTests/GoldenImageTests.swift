import ContactsApp
import ContactsStore
import Foundation
import SDLBackend
import Testing
import UIKit
import UIKitDemos
import UIKitEngine

/// Screens rendered off-screen at 2x and compared with their reference pictures
/// (`GoldenImage`): two demos and the contacts app's first screen.
@MainActor
@Suite struct GoldenImageTests {
    func demo(_ name: String) throws -> PixelCanvas {
        let h = try PixelHarness(scale: 2)
        h.launch(DemoAppDelegate(initialDemo: try #require(DemoCatalog.demo(named: name))))
        return try h.pixels()
    }

    @Test func navigationDemo() throws {
        try GoldenImage.expectMatches(try demo("navigation"), named: "demo-navigation")
    }

    @Test func threeButtonsDemo() throws {
        try GoldenImage.expectMatches(try demo("three-buttons"), named: "demo-three-buttons")
    }

    @Test func contactsFirstScreen() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("pixel-contacts-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: dir) }
        let book = try AddressBook(dataDirectory: DataDirectory(url: dir), passwordParameters: .weakForTesting)
        defer { book.close() }
        let h = try PixelHarness(scale: 2)
        let environment = ContactsEnvironment(addressBook: book, strings: Localization(language: .english),
                                              credentialChecks: .headless, minimumHUDDuration: 0.3, messageDuration: 2)
        h.launch(ContactsAppDelegate(environment: environment))
        try GoldenImage.expectMatches(try h.pixels(), named: "contacts-first-screen")
    }

    @Test func theComparisonFindsAChangeAndDrawsIt() {
        let a = PixelCanvas(width: 10, height: 10, color: 0xFFFF_FFFF)
        var b = a
        b.pixels[55] = 0xFF00_0000
        let r = GoldenImage.compare(b, a)
        #expect(r?.differing == 1 && r?.diff.pixels[55] == 0xFFFF_0000 && r?.diff.pixels[0] != 0xFFFF_0000)
        var faint = a
        faint.pixels[3] = 0xFFF0_F0F0
        #expect(GoldenImage.compare(faint, a)?.differing == 0, "within the channel tolerance")
    }
}
