import Foundation

// Hooks for the benchmark groups written by other parts of the project. Each is replaced
// by a call into its module's benchmark when that lands.
@MainActor func _runTables() { runTableBenchmarks() }
@MainActor func _runTerminal() { print("== terminal: not available yet ==") }
@MainActor func _runContacts() { runContactsBenchmarks() }
