import ContactsStore
import Testing
@testable import ContactsApp

/// Which addresses of a matching contact `query` lists (khard's rule, see
/// docs/DECISIONS.md): the ones whose line has every word of the term, or
/// all of them when none has.
struct MailQueryTests {
    let emails = [ContactValue("alice@home.example", label: "home"), ContactValue("asmith@work.example", label: "work")]

    @Test func aTermMatchingOneAddressListsOnlyThatAddress() {
        #expect(MailQuery.lines(name: "Alice Smith", emails: emails, term: "work.example")
                == ["asmith@work.example\tAlice Smith\twork"])
        #expect(MailQuery.lines(name: "Alice Smith", emails: emails, term: "HOME")
                == ["alice@home.example\tAlice Smith\thome"])
    }

    @Test func aTermMatchingTheNameListsEveryAddress() {
        #expect(MailQuery.lines(name: "Alice Smith", emails: emails, term: "smith")
                == ["alice@home.example\tAlice Smith\thome", "asmith@work.example\tAlice Smith\twork"])
    }

    @Test func everyWordMustBeOnTheLine() {
        #expect(MailQuery.lines(name: "Alice Smith", emails: emails, term: "alice work")
                == ["asmith@work.example\tAlice Smith\twork"])
    }

    /// Matched by something no line shows (a phone, initials, a pinyin
    /// reading): every address, as the contact as a whole matched.
    @Test func aContactMatchedOtherwiseListsEveryAddress() {
        #expect(MailQuery.lines(name: "张三", emails: [ContactValue("zs@example.com", label: nil),
                                                      ContactValue("san@example.org", label: nil)], term: "zhangs")
                == ["zs@example.com\t张三\t", "san@example.org\t张三\t"])
    }

    /// The name is compared folded (accents, ł), whether or not its lowercase form has the word.
    @Test func theNameIsComparedFolded() {
        let emails = [ContactValue("l.s@home.example", label: "home"), ContactValue("ls@work.example", label: "work")]
        #expect(MailQuery.lines(name: "Łukasz Sánchez", emails: emails, term: "lukasz work")
                == ["ls@work.example\tŁukasz Sánchez\twork"])
        #expect(MailQuery.lines(name: "Łukasz Sánchez", emails: emails, term: "SANCHEZ")
                == ["l.s@home.example\tŁukasz Sánchez\thome", "ls@work.example\tŁukasz Sánchez\twork"])
        #expect(MailQuery.lines(name: "Łukasz Sánchez", emails: emails, term: "sánchez home")
                == ["l.s@home.example\tŁukasz Sánchez\thome"])
    }
}
