import Foundation

extension String {
    /// Without leading and trailing characters of `CharacterSet.whitespaces`
    /// (Unicode General Category Zs and U+0009 CHARACTER TABULATION, as
    /// Apple documents it): the same result as
    /// `trimmingCharacters(in: .whitespaces)`, in pure Swift (Foundation's
    /// bridges through UTF-16 on Linux and was a tenth of an import's time).
    var trimmingWhitespaces: String {
        func isSpace(_ scalar: Unicode.Scalar) -> Bool {
            if scalar.value < 0x80 { return scalar.value == 0x20 || scalar.value == 0x09 }
            return scalar.properties.generalCategory == .spaceSeparator
        }
        let scalars = unicodeScalars
        guard let first = scalars.first, let last = scalars.last else { return self }
        if !isSpace(first) && !isSpace(last) { return self }
        var start = scalars.startIndex
        var end = scalars.endIndex
        while start < end && isSpace(scalars[start]) { start = scalars.index(after: start) }
        while start < end {
            let before = scalars.index(before: end)
            guard isSpace(scalars[before]) else { break }
            end = before
        }
        return String(scalars[start..<end])
    }
}
