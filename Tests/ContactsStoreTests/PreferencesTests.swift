import Foundation
import Testing
@testable import ContactsStore

@Suite struct PreferencesTests {
    let directory: TemporaryDirectory
    let file: PreferencesFile

    init() throws {
        directory = try TemporaryDirectory()
        file = PreferencesFile(url: directory.file("preferences.json"))
    }

    @Test func missingFileGivesDefaults() throws {
        #expect(try file.load() == Preferences(rememberPassword: false, autoLogin: false, lastAccount: nil))
    }

    @Test func saveWritesSortedJSONWithMode0600AndLoadsBack() throws {
        let preferences = Preferences(rememberPassword: true, autoLogin: true, lastAccount: "张三")

        try file.save(preferences)

        #expect(try file.load() == preferences)
        #expect(try mode(file.url.path) == 0o600)
        #expect(try String(contentsOf: file.url, encoding: .utf8) == """
            {
              "autoLogin" : true,
              "lastAccount" : "张三",
              "rememberPassword" : true
            }

            """)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["preferences.json"])
    }

    @Test func missingKeysTakeDefaultsAndBrokenCouplingIsNormalised() throws {
        try Data(#"{"autoLogin": true}"#.utf8).write(to: file.url)

        #expect(try file.load() == Preferences(rememberPassword: false, autoLogin: false, lastAccount: nil))
    }

    @Test func invalidFilesAreReportedAndLeftAlone() throws {
        try Data("{not json".utf8).write(to: file.url)
        let notJSON = #expect(throws: ContactsStoreError.self) { try file.load() }
        guard case .invalidPreferences(let path, let reason) = notJSON else {
            Issue.record("expected .invalidPreferences, got \(String(describing: notJSON))")
            return
        }
        #expect(path == file.url.path)
        #expect(reason.hasPrefix("not JSON"))

        try Data(#"{"rememberPassword": "yes"}"#.utf8).write(to: file.url)
        let wrongType = #expect(throws: ContactsStoreError.self) { try file.load() }
        #expect(wrongType?.description.hasPrefix("preferences file \(file.url.path) is not valid (rememberPassword: ") == true)
        #expect(try String(contentsOf: file.url, encoding: .utf8) == #"{"rememberPassword": "yes"}"#)
    }

    @Test func switchHelpersApplyTheCouplingRule() {
        let off = Preferences()

        #expect(off.setting(autoLogin: true) == Preferences(rememberPassword: true, autoLogin: true))
        #expect(off.setting(autoLogin: true).setting(rememberPassword: false) == Preferences())
        #expect(off.setting(rememberPassword: true) == Preferences(rememberPassword: true, autoLogin: false))
        #expect(off.setting(autoLogin: true).setting(autoLogin: false)
                == Preferences(rememberPassword: true, autoLogin: false))
    }
}
