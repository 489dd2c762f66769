import ContactsStore
import Foundation
import VCard

/// The lines of mutt's query format (mutt manual, "Query"; also aerc's
/// address-book-cmd): `EMAIL<TAB>NAME<TAB>LABEL`, one per e-mail address of
/// each contact, contacts in list order; contacts without an address give
/// none. Tabs and line breaks in values become spaces.
public enum MailQuery {
    public static func lines(for contacts: [Contact]) -> [String] {
        contacts.flatMap { lines(name: $0.displayName, emails: $0.emails) }
    }

    /// The lines of one contact read as a summary.
    public static func lines(for contact: ContactSummary) -> [String] {
        lines(name: contact.formattedName, emails: contact.emails)
    }

    static func lines(name: String, emails: [ContactValue]) -> [String] {
        guard !emails.isEmpty else { return [] }
        let shownName = CommandRun.field(name)
        return emails.filter { !$0.value.isEmpty }.map { email in
            CommandRun.field(email.value) + "\t" + shownName + "\t" + CommandRun.field(email.label ?? "")
        }
    }
}
