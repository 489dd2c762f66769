import Foundation

// Hooks for the benchmark groups written by other parts of the project. Each is replaced
// by a call into its module's benchmark when that lands.
@MainActor func _runTables() { runTableBenchmarks() }
@MainActor func _runTerminal() { runTerminalBenchmarks() }
@MainActor func _runContacts() { runContactsBenchmarks() }
