import Foundation
import Testing
@testable import UIKit
import HeadlessBackend

/// How `UIApplicationMain` finds and chooses a backend without UIKit importing one.
@MainActor
@Suite struct UIApplicationMainTests {
    @Test func linkedBackendsAreFoundByTheirLauncherTypeName() {
        #expect(_typeByName("15HeadlessBackend13UIKitLauncherO") is UIBackendLauncher.Type)
        let names = UIBackendSelection.linked().map { $0.backendName }
        #expect(names.contains("headless"))
        // Only backends' launchers are found (this test process links every backend module).
        #expect(Set(names).isSubset(of: ["headless", "terminal", "sdl"]))
    }

    @Test func theOptionWinsOverTheEnvironmentAndAnUnlinkedBackendIsAnError() throws {
        let linked = UIBackendSelection.linked(modules: ["HeadlessBackend"])
        try #require(linked.count == 1)
        #expect(try UIBackendSelection.requestedName(arguments: ["app", "--backend", "headless"],
                                                     environment: ["UIKIT_BACKEND": "terminal"]) == "headless")
        #expect(try UIBackendSelection.requestedName(arguments: ["app", "--backend=terminal"], environment: [:]) == "terminal")
        #expect(try UIBackendSelection.requestedName(arguments: ["app"], environment: ["UIKIT_BACKEND": "terminal"]) == "terminal")
        #expect(try UIBackendSelection.requestedName(arguments: ["app"], environment: [:]) == nil)
        #expect(try UIBackendSelection.choose(arguments: ["app"], environment: [:], linked: linked).backendName == "headless")
        do {
            _ = try UIBackendSelection.choose(arguments: ["app", "--backend", "sdl"], environment: [:], linked: linked)
            Issue.record("an unlinked backend was chosen")
        } catch {
            #expect("\(error)" == "backend \"sdl\" is not linked into this program (linked: headless); add the SDLBackend product to the target's dependencies")
        }
        do {
            _ = try UIBackendSelection.choose(arguments: ["app", "--backend", "bogus"], environment: [:], linked: linked)
            Issue.record("a backend that does not exist was chosen")
        } catch {
            #expect("\(error)" == "there is no backend \"bogus\" (backends: terminal, headless, sdl; linked here: headless)")
        }
        #expect(throws: UIApplicationMainError.self) {
            try UIBackendSelection.requestedName(arguments: ["app", "--backend"], environment: [:])
        }
    }
}
