import Foundation

/// The labels iOS Contacts offers for each kind of value (the label picker
/// of the contact card), the label a new value gets, and the text form of a
/// birthday. Labels are stored as these words (vCard TYPE values where one
/// exists: `mobile` is `TYPE=cell`, `home fax` is `TYPE=home,fax`; others
/// as Apple's `X-ABLabel`).
public enum ContactLabels {
    /// Phone labels, as iOS Contacts lists them.
    public static let phone = ["mobile", "home", "work", "school", "iPhone", "main", "home fax", "work fax", "pager", "other"]
    /// E-mail labels.
    public static let email = ["home", "work", "school", "iCloud", "other"]
    /// URL labels.
    public static let url = ["homepage", "home", "work", "school", "other"]
    /// Address labels.
    public static let address = ["home", "work", "school", "other"]

    /// What a new value gets (and, for URLs and addresses, what one without a label shows).
    public static let defaultPhone = "mobile"
    public static let defaultEmail = "home"
    /// What a phone and an e-mail address without a label show: iOS Contacts
    /// names the kind of value ("phone", "email") rather than inventing a
    /// label the card does not have (see docs/DECISIONS.md).
    public static let unlabeledPhone = "phone"
    public static let unlabeledEmail = "email"
    public static let defaultURL = "homepage"
    public static let defaultAddress = "home"

    /// `1815-12-10`, or `--12-10` without a year (ISO 8601 and RFC 6350's
    /// truncated form).
    public static func birthdayText(_ birthday: DateComponents) -> String {
        func pad(_ value: Int?, _ width: Int) -> String {
            let text = String(value ?? 0)
            return String(repeating: "0", count: max(0, width - text.count)) + text
        }
        let monthDay = pad(birthday.month, 2) + "-" + pad(birthday.day, 2)
        if let year = birthday.year { return pad(year, 4) + "-" + monthDay }
        return "--" + monthDay
    }

    /// The birthday typed as `YYYY-MM-DD`, `YYYYMMDD`, `--MM-DD` or `MM-DD`
    /// (blank: nil); throws when it is not a calendar date (February 30th,
    /// month 13). February 29th is accepted without a year.
    /// - Throws: ``BirthdayError/invalid(_:)``.
    public static func parseBirthday(_ text: String) throws -> DateComponents? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.isEmpty { return nil }
        var digits = trimmed
        var hasYear = true
        if digits.hasPrefix("--") { digits.removeFirst(2); hasYear = false }
        let parts = digits.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        var numbers: [Int] = []
        if parts.count == 1, parts[0].count == 8 || parts[0].count == 4, parts[0].allSatisfy(\.isASCII) {
            let s = Array(parts[0])
            if s.count == 8, hasYear {
                numbers = [String(s[0..<4]), String(s[4..<6]), String(s[6..<8])].compactMap { Int($0) }
            } else if s.count == 4 {
                numbers = [String(s[0..<2]), String(s[2..<4])].compactMap { Int($0) }
                hasYear = false
            }
        } else if parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }) {
            numbers = parts.compactMap { Int($0) }
            if numbers.count == 2 { hasYear = false }
        }
        let expected = hasYear ? 3 : 2
        guard numbers.count == expected else { throw BirthdayError.invalid(trimmed) }
        let year = hasYear ? numbers[0] : nil
        let month = numbers[expected - 2], day = numbers[expected - 1]
        guard (1...12).contains(month), day >= 1, day <= daysIn(month: month, year: year),
              year.map({ (1...9999).contains($0) }) ?? true else { throw BirthdayError.invalid(trimmed) }
        return DateComponents(year: year, month: month, day: day)
    }

    static func daysIn(month: Int, year: Int?) -> Int {
        switch month {
        case 2:
            guard let year else { return 29 }
            return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }
}
