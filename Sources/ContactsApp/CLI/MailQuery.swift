import ContactsStore
import Foundation
import NameCollation
import VCard

/// The lines of mutt's query format (mutt manual, "Query"; also aerc's
/// address-book-cmd): `EMAIL<TAB>NAME<TAB>LABEL`, one per e-mail address,
/// contacts in list order; contacts without an address give none. Tabs and
/// line breaks in values become spaces.
///
/// Which addresses of a matching contact are listed follows khard's
/// `email --parsable` (see docs/DECISIONS.md): the addresses whose line
/// (name, label and address) contains every word of the search term, or
/// every address when none does (the contact matched by a phone, a pinyin
/// reading, initials). A term that names the person therefore lists all
/// of their addresses, and "work.example" only the work one. Words and
/// lines are compared folded as search folds them (case, accents, width).
public enum MailQuery {
    public static func lines(for contacts: [Contact], term: String? = nil) -> [String] {
        let words = foldedWords(of: term)
        return contacts.flatMap { lines(name: $0.displayName, emails: $0.emails, words: words) }
    }

    /// The lines of one contact read as a summary.
    public static func lines(for contact: ContactSummary, term: String? = nil) -> [String] {
        lines(name: contact.formattedName, emails: contact.emails, words: foldedWords(of: term))
    }

    static func lines(name: String, emails: [ContactValue], term: String?) -> [String] {
        lines(name: name, emails: emails, words: foldedWords(of: term))
    }

    /// The term's words, folded (``NameCollator/fold(_:)``); fold a term once for many contacts.
    static func foldedWords(of term: String?) -> [String] {
        (term ?? "").split(whereSeparator: \.isWhitespace).map { NameCollator.fold(String($0)) }.filter { !$0.isEmpty }
    }

    static func lines(name: String, emails: [ContactValue], words: [String]) -> [String] {
        let emails = emails.filter { !$0.value.isEmpty }
        guard !emails.isEmpty else { return [] }
        var shown = emails
        // With one address the rule gives it either way.
        if emails.count > 1, !words.isEmpty {
            // A word (no spaces) is in the line "name label address" when it is in the name
            // or in "label address". The name is folded only when its lowercase form lacks a
            // word: lowercasing keeps every run of folded characters that folding keeps, and
            // folding a Latin name with ł or ø builds ICU's transliterator, which cost a
            // query for "smith" a sixth of its time and 5 MB.
            let lowercasedName = name.lowercased()
            var foldedName: String?
            let matching = emails.filter { email in
                let address = NameCollator.fold(email.label ?? "") + " " + NameCollator.fold(email.value)
                return words.allSatisfy { word in
                    if contains(address, word) || contains(lowercasedName, word) { return true }
                    let folded = foldedName ?? NameCollator.fold(name)
                    foldedName = folded
                    return contains(folded, word)
                }
            }
            if !matching.isEmpty { shown = matching }
        }
        let shownName = CommandRun.field(name)
        return shown.map { email in
            CommandRun.field(email.value) + "\t" + shownName + "\t" + CommandRun.field(email.label ?? "")
        }
    }

    /// Whether `text` holds `word`, byte for byte (both folded).
    static func contains(_ text: String, _ word: String) -> Bool {
        let haystack = Array(text.utf8), needle = Array(word.utf8)
        guard !needle.isEmpty, needle.count <= haystack.count else { return needle.isEmpty }
        for start in 0...(haystack.count - needle.count) where haystack[start] == needle[0] {
            if haystack[start..<(start + needle.count)].elementsEqual(needle) { return true }
        }
        return false
    }
}
