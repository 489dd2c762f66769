// Dates of BDAY and ANNIVERSARY.
//
// Forms read: RFC 6350 section 4.3.1 `YYYYMMDD`, `--MMDD` (no year) and
// date-times `YYYYMMDDThhmmss…` (the date part is used); RFC 2426 / ISO 8601
// extended `YYYY-MM-DD` and `--MM-DD`; Apple's "no year" convention, a year
// of 1604 (`1604-05-09`, with or without `X-APPLE-OMIT-YEAR=1604`), which
// Thunderbird CardBook also writes as `16040101`.

import Foundation

enum VCardDate {
    /// The year Apple's Contacts writes for a birthday without a year.
    static let appleNoYear = 1604

    /// Month and day, and the year when there is one; nil when the text is
    /// not a date or names an impossible day (month 31, 30 February).
    static func parse(_ rawText: String, omitYear: String? = nil) -> DateComponents? {
        var digits: [Int] = []
        var text = Substring(rawText.trimmingSpaces)
        if let t = text.firstIndex(where: { $0 == "T" || $0 == "t" }) { text = text[..<t] }
        var noYear = false
        if text.hasPrefix("--") {
            noYear = true
            text = text.dropFirst(2)
        }
        var groups: [Substring] = []
        for part in text.split(separator: "-", omittingEmptySubsequences: false) { groups.append(part) }
        for g in groups {
            guard !g.isEmpty, g.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        }
        let joined = groups.joined()
        for ch in joined { if let v = ch.wholeNumberValue { digits.append(v) } }
        func number(_ r: Range<Int>) -> Int { r.reduce(0) { $0 * 10 + digits[$1] } }

        var year: Int?
        let month: Int, day: Int
        if noYear {
            // --MMDD or --MM-DD
            guard digits.count == 4, groups.count == 1 || (groups.count == 2 && groups[0].count == 2) else { return nil }
            month = number(0..<2)
            day = number(2..<4)
        } else {
            // YYYYMMDD or YYYY-MM-DD
            guard digits.count == 8,
                  groups.count == 1 || (groups.count == 3 && groups[0].count == 4 && groups[1].count == 2)
            else { return nil }
            year = number(0..<4)
            month = number(4..<6)
            day = number(6..<8)
        }
        if let y = year {
            if y == appleNoYear { year = nil }
            if let omit = omitYear.flatMap({ Int($0.trimmingSpaces) }), omit == y { year = nil }
        }
        guard (1...12).contains(month), day >= 1, day <= daysIn(month: month, year: year) else { return nil }
        var components = DateComponents()
        components.year = year
        components.month = month
        components.day = day
        return components
    }

    static func daysIn(month: Int, year: Int?) -> Int {
        switch month {
        case 2:
            guard let y = year else { return 29 }
            return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// The value (and extra parameter) to write a date for a version:
    /// 4.0 `YYYYMMDD` / `--MMDD`; 3.0 `YYYY-MM-DD` / `1604-MM-DD` with
    /// `X-APPLE-OMIT-YEAR=1604`, the form Apple and most 3.0 readers know.
    static func format(_ date: DateComponents, for version: VCardWriter.Version) -> (value: String, omitYear: Bool)? {
        guard let month = date.month, let day = date.day else { return nil }
        func two(_ v: Int) -> String { v < 10 ? "0\(v)" : "\(v)" }
        func four(_ v: Int) -> String {
            let s = String(v)
            return String(repeating: "0", count: max(0, 4 - s.count)) + s
        }
        switch version {
        case .v4_0:
            if let year = date.year { return (four(year) + two(month) + two(day), false) }
            return ("--" + two(month) + two(day), false)
        case .v3_0:
            if let year = date.year { return (four(year) + "-" + two(month) + "-" + two(day), false) }
            return ("\(appleNoYear)-" + two(month) + "-" + two(day), true)
        }
    }
}
