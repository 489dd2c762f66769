// NameCollation: display names, readings, sort keys, sections and search text
// for contact names. Work in progress; see NameCollator.
import Foundation
