import Testing
@testable import NameCollation
