import NameCollation

/// The country codes a search asks for: a phone fragment typed with a leading "+"
/// ("+44", "+44 20", "+1-869") asks for numbers written in international form whose
/// digits after the "+" start with the fragment's digits, as iOS Contacts and phone
/// dialers read a "+": "+44" finds "+44 20 7946 0958" but not "+1 (440) 555-0144"
/// or "0161 440 4400", where plain "44" (digits anywhere in a number) finds all three.
///
/// A number counts as written in international form when, folded (full-width "＋"
/// and digits as ASCII) and with spaces and the phone punctuation `- ( ) . /` left
/// out, it starts with "+" or with "00", the international call prefix ITU-T E.164
/// recommends ("0044 20 7946 0958"). The search text keeps only a number's digits,
/// so the store's search finds a superset (the digits anywhere) and this filter,
/// given each match's numbers as written, keeps the right ones.
struct CountryCodeQuery {
    /// The digits after each "+" fragment of the query, in order; empty when the query has none.
    let prefixes: [[UInt8]]

    /// The "+" fragments of `query`: the whole query when it is one phone fragment
    /// (spaces allowed: "+44 20 7946"), else each whitespace-separated word that is.
    init(_ query: String) {
        let folded = NameCollator.fold(query)
        if let whole = Self.prefix(of: Substring(folded)) {
            prefixes = [whole]
            return
        }
        prefixes = folded.split(whereSeparator: \.isWhitespace).compactMap { Self.prefix(of: $0) }
    }

    /// Whether the query asks for nothing here (no "+" fragment): every match passes.
    var isEmpty: Bool { prefixes.isEmpty }

    /// Whether a contact with `phones` (as written) has, for each "+" fragment, a
    /// number in international form that starts with its digits.
    func accepts<S: Sequence<String>>(phones: S) -> Bool {
        guard !prefixes.isEmpty else { return true }
        let international = phones.compactMap { Self.internationalDigits(of: $0) }
        return prefixes.allSatisfy { prefix in international.contains { $0.starts(with: prefix) } }
    }

    /// The digits of a phone fragment that starts with "+" (after trimming), or nil
    /// when `text` is not one: "+", then digits, spaces and `- ( ) . /` only, at least one digit.
    static func prefix(of text: Substring) -> [UInt8]? {
        let trimmed = text.drop(while: \.isWhitespace)
        guard trimmed.first == "+" else { return nil }
        var digits: [UInt8] = []
        for byte in trimmed.utf8.dropFirst() {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digits.append(byte)
            case _ where isSeparator(byte): continue
            default: return nil
            }
        }
        return digits.isEmpty ? nil : digits
    }

    /// The digits of `phone` after its international prefix ("+" or "00"), or nil when
    /// it is not written in international form.
    static func internationalDigits(of phone: String) -> [UInt8]? {
        let bytes = NameCollator.fold(phone).utf8.filter { !isSeparator($0) }
        var digits: ArraySlice<UInt8>
        if bytes.first == UInt8(ascii: "+") {
            digits = bytes.dropFirst()
        } else if bytes.starts(with: [UInt8(ascii: "0"), UInt8(ascii: "0")]) {
            digits = bytes.dropFirst(2)
        } else {
            return nil
        }
        // An extension or letters after the number end its digits.
        digits = digits.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
        return digits.isEmpty ? nil : Array(digits)
    }

    /// Space, tab and the punctuation of written phone numbers: `- ( ) . /`.
    private static func isSeparator(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x20, 0x09, UInt8(ascii: "-"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "."), UInt8(ascii: "/"): return true
        default: return false
        }
    }
}
