import ContactsStore
import Testing
import VCard
@testable import ContactsApp

/// Labels as iOS Contacts shows them: its words for vCard TYPE values, and
/// the kind of value ("phone", "email") for one without a label, never a
/// label the card does not have.
struct ContactLabelsTests {
    static let card = """
        BEGIN:VCARD
        VERSION:3.0
        FN:Lab Test
        N:Test;Lab;;;
        TEL;TYPE=CELL:1
        TEL;TYPE=WORK,FAX:2
        TEL;TYPE=VOICE:3
        TEL:4
        item1.TEL:5
        item1.X-ABLabel:_$!<Main>!$_
        EMAIL;TYPE=INTERNET:a@example.com
        EMAIL;TYPE=INTERNET,WORK:w@example.com
        UID:lab-1
        END:VCARD

        """

    @Test func aValueWithoutALabelShowsItsKind() throws {
        let card = try #require(try VCardParser().parse(Self.card).cards.first)
        let contact = Contact(id: 1, displayName: "Lab Test", givenName: "Lab", familyName: "Test",
                              phones: card.telephones.map { ContactValue($0.value, label: $0.label) },
                              emails: card.emails.map { ContactValue($0.value, label: $0.label) },
                              note: "", birthday: nil, section: "T")
        #expect(contact.labelledValues.map { "\($0.label): \($0.value)" } == [
            "mobile: 1", "work fax: 2", "phone: 3", "phone: 4", "main: 5", "email: a@example.com", "work: w@example.com",
        ])
        #expect(ContactDetails.lines(of: card) == [
            "Name: Lab Test", "Phone", "    mobile: 1", "    work fax: 2", "    phone: 3", "    phone: 4", "    main: 5",
            "E-Mail", "    email: a@example.com", "    work: w@example.com", "UID: lab-1",
        ])
    }
}
