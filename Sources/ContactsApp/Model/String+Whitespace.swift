import Foundation
import NameCollation

extension String {
    /// Without leading and trailing characters of `CharacterSet.whitespaces`
    /// (Unicode General Category Zs and U+0009 CHARACTER TABULATION, as
    /// Apple documents it): the same result as
    /// `trimmingCharacters(in: .whitespaces)`, in pure Swift (Foundation's
    /// bridges through UTF-16 on Linux and was a tenth of an import's time).
    var trimmingWhitespaces: String {
        NameCollator.trimming(self) { scalar in
            scalar.value < 0x80 ? scalar.value == 0x20 || scalar.value == 0x09
                : scalar.properties.generalCategory == .spaceSeparator
        }
    }
}
