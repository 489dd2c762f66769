@testable import BenchmarkSupport
import Foundation
import Testing
@testable import ContactsStore

/// The benchmark function runs end to end (at a small size and the test
/// work factor); its figures are printed by the `benchmarks` executable.
@Suite struct BenchmarkSmokeTests {
    @Test func benchmarkRunsEveryStepAndCleansUp() throws {
        let before = try FileManager.default.contentsOfDirectory(atPath: NSTemporaryDirectory())
            .filter { $0.hasPrefix("contacts-store-benchmark-") }

        let figures = try ContactsStoreBenchmark.run(contactCount: 300, parameters: .weakForTesting)

        #expect(figures.map(\.name) == [
            "verify password (scrypt N=2^10 r=8 p=1)", "verify unknown account (dummy hash)",
            "import 300 contacts (one transaction)", "open database (checks, quick_check)",
            "open list: count + sections + first 50", "page of 50 at offset 0",
            "search common text \"an\" (limit 50)", "search one name (scans the index)", "search with no match",
            "insert one contact", "read all 301 contacts", "remove account with 301 contacts",
        ])
        #expect(figures.allSatisfy { $0.seconds >= 0 && $0.cpuSeconds >= 0 })
        let after = try FileManager.default.contentsOfDirectory(atPath: NSTemporaryDirectory())
            .filter { $0.hasPrefix("contacts-store-benchmark-") }
        #expect(Set(after).isSubset(of: Set(before)))
    }

    @Test func syntheticContactsAreDeterministic() {
        let first = ContactsStoreBenchmark.syntheticContacts(count: 50)
        let second = ContactsStoreBenchmark.syntheticContacts(count: 50)

        #expect(first == second)
        #expect(Set(first.map(\.formattedName)).count == 50)
        #expect(first.filter { $0.section == "#" }.count == 5)
    }
}
