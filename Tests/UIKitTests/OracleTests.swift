import Foundation
import Testing
@testable import UIKit
import HeadlessBackend

/// Golden traces for every file in `Oracle/` (`OracleFile`): each scenario's driver performs
/// its setup as written in the file; the trace it produces (callbacks, delegate and
/// animator calls, UIKit's console texts and exceptions, `@` checkpoints) must equal the
/// scenario's `expected` list.
@MainActor
@Suite struct OracleTests {
    /// The file was read, holds at least its minimum of scenarios with unique ids, and
    /// every scenario has a driver (and every driver a scenario).
    @Test(arguments: OracleFile.allCases)
    func theFileHasADriverForEveryScenario(_ file: OracleFile) {
        let scenarios = file.scenarios
        #expect(!scenarios.contains { $0.compare == OracleScenario.unreadable }, "\(scenarios.first?.notes ?? "")")
        #expect(scenarios.count >= file.minimum)
        let ids = Set(scenarios.map(\.id))
        #expect(ids.count == scenarios.count, "duplicate ids")
        #expect(ids == Set(file.drivers.keys))
    }

    @Test(arguments: OracleFile.everyScenario)
    func goldenTrace(_ file: OracleFile, _ scenario: OracleScenario) {
        guard let driver = file.drivers[scenario.id] else {
            Issue.record("no driver for \(scenario.id) in \(file.rawValue): \(scenario.notes)")
            return
        }
        let run = ScenarioRun()
        driver(run)
        #expect(run.observed(for: scenario) == scenario.expected, "\(scenario.id): \(scenario.title)")
    }
}
