import ContactsStore
import Foundation
import Testing
import TestSupport
@testable import ContactsApp

/// Accounts, sign-in with back-off, remember-me tokens, preferences and the
/// privacy of each account's contacts, through the façade.
@Suite struct AddressBookTests {
    let fixture: BookFixture
    var book: AddressBook { fixture.book }

    init() throws { fixture = try BookFixture() }

    @Test func verifyingAcceptsTheRightPasswordAndAnswersTheSameForAWrongOneAndAnUnknownName() throws {
        let alice = try fixture.makeAccount("Alice")

        let verified = try book.verify(account: "alice", password: BookFixture.password)
        let wrong = #expect(throws: AddressBookError.self) { try book.verify(account: "Alice", password: "nope") }
        let unknown = #expect(throws: AddressBookError.self) { try book.verify(account: "mallory", password: "nope") }

        #expect(verified == alice)
        #expect(wrong == .invalidCredentials)
        #expect(unknown == .invalidCredentials)
        #expect(Localization(language: .english).message(for: try #require(wrong)) == "Wrong account name or password.")
        #expect(Localization(language: .simplifiedChinese).message(for: try #require(unknown)) == "账户名或密码错误。")
    }

    @Test func repeatedFailuresLockTheNameUntilTheBackOffHasPassed() throws {
        try fixture.makeAccount("alice")
        for _ in 0..<3 {
            #expect(throws: AddressBookError.invalidCredentials) { try book.verify(account: "alice", password: "guess") }
        }

        let locked = #expect(throws: AddressBookError.self) {
            try book.verify(account: "alice", password: BookFixture.password)
        }
        fixture.clock.advance(by: 1)
        let after = try book.verify(account: "alice", password: BookFixture.password)

        #expect(locked == .locked(retryAfter: 1))
        #expect(locked?.description == "too many failed attempts; try again in 1 s")
        #expect(Localization(language: .english).message(for: try #require(locked))
                == "Too many failed attempts. Try again in 1 s.")
        #expect(after.name == "alice")
    }

    @Test func signInWithoutRememberWritesNoTokenAndRecordsTheLastAccount() throws {
        let alice = try fixture.makeAccount("alice")

        let signedIn = try book.signIn(account: "ALICE", password: BookFixture.password)

        #expect(signedIn == alice)
        #expect(try book.preferences() == Preferences(rememberPassword: false, autoLogin: false, lastAccount: "alice"))
        #expect(!FileManager.default.fileExists(atPath: fixture.dataDirectory.appendingPathComponent("login-token").path))
        #expect(try book.rememberedAccount() == nil)
        #expect(try book.automaticSignIn() == nil)
    }

    @Test func rememberedSignInKeepsOnlyARandomTokenInAnOwnerOnlyFileAndSurvivesARestart() throws {
        let alice = try fixture.makeAccount("alice")
        try book.setAutoLogin(true)

        try book.signIn(account: "alice", password: BookFixture.password)
        try fixture.reopen()

        let tokenPath = fixture.dataDirectory.appendingPathComponent("login-token").path
        let token = try String(contentsOfFile: tokenPath, encoding: .utf8)
        #expect(try filePermissions(atPath: tokenPath) == 0o600)
        #expect(!token.contains(BookFixture.password))
        #expect(token.trimmingCharacters(in: .newlines).count == 43)  // 32 random bytes, base64url
        #expect(try fixture.book.rememberedAccount() == alice)
        #expect(try fixture.book.automaticSignIn() == alice)
        #expect(try fixture.book.preferences() == Preferences(rememberPassword: true, autoLogin: true, lastAccount: "alice"))
    }

    @Test func forgettingTheSignInRevokesTheTokenNotJustTheFile() throws {
        let alice = try fixture.makeAccount("alice")
        try book.remember(alice)
        let tokenURL = fixture.dataDirectory.appendingPathComponent("login-token")
        let token = try Data(contentsOf: tokenURL)

        try book.forgetRememberedSignIn()
        let fileGone = !FileManager.default.fileExists(atPath: tokenURL.path)
        try token.write(to: tokenURL)  // someone kept a copy

        #expect(fileGone)
        #expect(try book.rememberedAccount() == nil)
        #expect(!FileManager.default.fileExists(atPath: tokenURL.path))  // the stale copy is deleted
    }

    @Test func rememberingAgainRevokesThePreviousToken() throws {
        let alice = try fixture.makeAccount("alice")
        let bob = try fixture.makeAccount("bob")
        let tokenURL = fixture.dataDirectory.appendingPathComponent("login-token")
        try book.remember(alice)
        let aliceToken = try Data(contentsOf: tokenURL)

        try book.remember(bob)
        let rememberedNow = try book.rememberedAccount()
        try aliceToken.write(to: tokenURL)

        #expect(rememberedNow == bob)
        #expect(try book.rememberedAccount() == nil)
    }

    @Test func anExpiredTokenIsNotAcceptedAndItsFileIsRemoved() throws {
        let alice = try fixture.makeAccount("alice")
        try book.remember(alice)

        fixture.clock.advance(by: ContactsDatabase.defaultTokenLifetime + 1)

        #expect(try book.rememberedAccount() == nil)
        #expect(!FileManager.default.fileExists(atPath: fixture.dataDirectory.appendingPathComponent("login-token").path))
    }

    @Test func theSwitchesAreCoupledAndTurningRememberOffForgetsTheToken() throws {
        let alice = try fixture.makeAccount("alice")

        let afterAutoOn = try book.setAutoLogin(true)
        try book.remember(alice)
        let afterRememberOff = try book.setRememberPassword(false)
        let afterRememberOn = try book.setRememberPassword(true)
        let afterAutoOff = try book.setAutoLogin(false)

        #expect(afterAutoOn == Preferences(rememberPassword: true, autoLogin: true))
        #expect(afterRememberOff == Preferences(rememberPassword: false, autoLogin: false))
        #expect(afterRememberOn == Preferences(rememberPassword: true, autoLogin: false))
        #expect(afterAutoOff == Preferences(rememberPassword: true, autoLogin: false))
        #expect(try book.rememberedAccount() == nil)
        #expect(try book.preferences() == afterAutoOff)
    }

    @Test func changingThePasswordNeedsTheCurrentOne() throws {
        try fixture.makeAccount("alice")

        let refused = #expect(throws: AddressBookError.self) {
            try book.changePassword(account: "alice", currentPassword: "wrong", newPassword: "new one")
        }
        try book.changePassword(account: "alice", currentPassword: BookFixture.password, newPassword: "new one")

        #expect(refused == .invalidCredentials)
        #expect(throws: AddressBookError.invalidCredentials) {
            try book.verify(account: "alice", password: BookFixture.password)
        }
        #expect(try book.verify(account: "alice", password: "new one").name == "alice")
    }

    @Test func removingAnAccountNeedsItsPasswordAndTakesItsContactsTokenAndLastAccountAlong() throws {
        let alice = try fixture.makeAccount("alice")
        let bob = try fixture.makeAccount("bob")
        try fixture.add([("Ada Lovelace", "555-0100"), ("张三", "138 0013 8000")], to: alice)
        try fixture.add([("Bob's Friend", "555-0199")], to: bob)
        try book.setRememberPassword(true)
        try book.signIn(account: "alice", password: BookFixture.password)

        #expect(throws: AddressBookError.invalidCredentials) { try book.removeAccount("alice", password: "wrong") }
        let countBefore = try book.contactCount(for: alice)
        try book.removeAccount("alice", password: BookFixture.password)

        #expect(countBefore == 2)
        #expect(try book.accounts().map(\.name) == ["bob"])
        #expect(try book.rememberedAccount() == nil)
        #expect(try book.preferences().lastAccount == nil)
        #expect(try book.contactCount(for: alice) == 0)
        #expect(try fixture.listedNames(bob) == ["Bob's Friend"])
    }

    @Test func accountsNeverSeeEachOthersContacts() throws {
        let alice = try fixture.makeAccount("alice")
        let bob = try fixture.makeAccount("bob")
        let alices = try fixture.add([("Ada Lovelace", "555-0100"), ("张三", "+86 138 0013 8000")], to: alice)
        let bobs = try fixture.add([("Bob Smith", "555-0111")], to: bob)
        let adaID = try #require(alices[0].id)

        var stolen = alices[0]
        stolen.phones = [ContactValue("555-6666")]

        #expect(try fixture.listedNames(alice) == ["Ada Lovelace", "张三"])
        #expect(try fixture.listedNames(bob) == ["Bob Smith"])
        #expect(try book.search("555", for: bob).map(\.displayName) == ["Bob Smith"])
        #expect(try book.search("zs", for: bob).isEmpty)
        #expect(throws: AddressBookError.contactNotFound(id: adaID)) { try book.contact(id: adaID, for: bob) }
        #expect(throws: AddressBookError.contactNotFound(id: adaID)) { try book.update(stolen, for: bob) }
        #expect(throws: AddressBookError.contactNotFound(id: adaID)) { try book.delete(adaID, for: bob) }
        #expect(try book.contact(id: adaID, for: alice).phone == "555-0100")
        let bobExport = String(decoding: try book.exportVCards(for: bob, version: .v4_0), as: UTF8.self)
        #expect(bobExport.contains("FN:Bob Smith"))
        #expect(!bobExport.contains("Ada") && !bobExport.contains("张三"))
        #expect(bobs.count == 1)
    }

    @Test func aContactTheAppCannotSaveIsRefusedWithTheReason() throws {
        let alice = try fixture.makeAccount("alice")

        let noName = #expect(throws: AddressBookError.self) { try book.insert(Contact(name: "  ", phone: "555-0100"), for: alice) }
        let badPhone = #expect(throws: AddressBookError.self) { try book.insert(Contact(name: "Ada", phone: "555-CALL"), for: alice) }
        let badEmail = #expect(throws: AddressBookError.self) {
            try book.insert(Contact(name: "Ada", phone: "555-0100", email: "ada at example.com"), for: alice)
        }

        #expect(noName == .invalidContact(.emptyName))
        #expect(badPhone == .invalidContact(.invalidPhone("555-CALL", .invalidCharacter("C"))))
        #expect(badPhone?.description == "Phone \"555-CALL\": \"C\" cannot be part of a phone number. "
                + "Use digits, spaces, + - ( ) . and an extension such as x123.")
        #expect(badEmail == .invalidContact(.invalidEmail("ada at example.com")))
        #expect(try book.contactCount(for: alice) == 0)
    }

    @Test func aNewContactIsStoredWithItsFieldsAndReadBackWhole() throws {
        let alice = try fixture.makeAccount("alice")
        var new = Contact(givenName: "三", familyName: "张", phones: [ContactValue("+86 138 0013 8000", label: "mobile")],
                          emails: [ContactValue("zhangsan@example.cn", label: "work")], note: "同事",
                          birthday: DateComponents(year: 1990, month: 2, day: 28))
        new.displayName = "张三"  // unchanged: components stay

        let stored = try book.insert(new, for: alice)
        try fixture.reopen()
        let read = try fixture.book.contact(id: try #require(stored.id), for: alice)

        #expect(read == stored)
        #expect(read.displayName == "张三")
        #expect(read.givenName == "三" && read.familyName == "张")
        #expect(read.section == "Z")
        #expect(read.phones == [ContactValue("+86 138 0013 8000", label: "mobile")])
        #expect(read.emails == [ContactValue("zhangsan@example.cn", label: "work")])
        #expect(read.note == "同事")
        #expect(read.birthday == DateComponents(year: 1990, month: 2, day: 28))
    }

    @Test(arguments: [
        ("Ada Lovelace", "Ada", "Lovelace"),
        ("John Ronald Reuel Tolkien", "John", "Tolkien"),
        ("Madonna", "Madonna", ""),
        ("张三", "三", "张"),
        ("欧阳娜娜", "娜娜", "欧阳"),
        ("  Chloé Dubois ", "Chloé", "Dubois"),
    ])
    func aNameTypedInOneFieldIsSplitIntoGivenAndFamily(name: String, given: String, family: String) {
        let contact = Contact(name: name)

        #expect(contact.displayName == name.trimmingCharacters(in: .whitespaces))
        #expect(contact.givenName == given)
        #expect(contact.familyName == family)
    }

    @Test func componentsAreShownFamilyFirstOnlyForCJKNames() {
        #expect(Contact(givenName: "三", familyName: "张").displayName == "张三")
        #expect(Contact(givenName: "민준", familyName: "김").displayName == "김민준")
        #expect(Contact(givenName: "Ada", familyName: "Lovelace").displayName == "Ada Lovelace")
        #expect(Contact(givenName: "", familyName: "Lovelace").displayName == "Lovelace")
    }
}
