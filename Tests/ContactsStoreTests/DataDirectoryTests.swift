import Foundation
import Testing
@testable import ContactsStore

@Suite struct DataDirectoryTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let flag: String?
        let environment: [String: String]
        let expectedPath: String
        let expectedSource: DataDirectory.Source
        var testDescription: String { "\(expectedSource): \(expectedPath)" }
    }

    static let cases: [Case] = [
        Case(flag: "/flag/dir", environment: ["CONTACTS_DATA_DIR": "/env/dir", "XDG_DATA_HOME": "/xdg", "HOME": "/home/u"],
             expectedPath: "/flag/dir", expectedSource: .flag),
        Case(flag: "rel/dir", environment: ["HOME": "/home/u"], expectedPath: "/work/cwd/rel/dir", expectedSource: .flag),
        Case(flag: nil, environment: ["CONTACTS_DATA_DIR": "/env/dir", "XDG_DATA_HOME": "/xdg", "HOME": "/home/u"],
             expectedPath: "/env/dir", expectedSource: .environment),
        Case(flag: "", environment: ["CONTACTS_DATA_DIR": "", "XDG_DATA_HOME": "/xdg", "HOME": "/home/u"],
             expectedPath: "/xdg/contacts", expectedSource: .xdgDataHome),
        Case(flag: nil, environment: ["XDG_DATA_HOME": "relative/xdg", "HOME": "/home/u"],
             expectedPath: "/home/u/.local/share/contacts", expectedSource: .home),
        Case(flag: nil, environment: ["HOME": "/home/u"],
             expectedPath: "/home/u/.local/share/contacts", expectedSource: .home),
    ]

    @Test(arguments: cases)
    func precedenceIsFlagThenEnvironmentThenXDGThenHome(_ c: Case) throws {
        let resolved = try DataDirectory.resolve(explicitDirectory: c.flag, environment: c.environment,
                                                 currentDirectory: "/work/cwd")

        #expect(resolved.path == c.expectedPath)
        #expect(resolved.source == c.expectedSource)
        #expect(resolved.databaseURL.path == c.expectedPath + "/contacts.sqlite")
        #expect(resolved.preferencesURL.path == c.expectedPath + "/preferences.json")
        #expect(resolved.tokenURL.path == c.expectedPath + "/login-token")
    }

    @Test func createMakesMissingDirectoriesWithMode0700() throws {
        let temp = try TemporaryDirectory()
        let directory = DataDirectory(url: temp.url.appendingPathComponent("a/b/contacts"))

        try directory.create()
        try directory.create()  // idempotent

        #expect(try mode(temp.path + "/a") == 0o700)
        #expect(try mode(temp.path + "/a/b") == 0o700)
        #expect(try mode(directory.path) == 0o700)
    }

    @Test func createRefusesAFileInTheWay() throws {
        let temp = try TemporaryDirectory()
        try Data("x".utf8).write(to: temp.file("contacts"))
        let directory = DataDirectory(url: temp.file("contacts"))

        let error = #expect(throws: ContactsStoreError.self) { try directory.create() }

        #expect(error == .dataDirectory(path: temp.file("contacts").path, reason: "exists and is not a directory"))
    }
}
