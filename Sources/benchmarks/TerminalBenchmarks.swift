import BenchmarkSupport
import Foundation
import TerminalBackend

/// The `terminal` group: bytes `TerminalBackend` writes to an 80×24 pseudo-terminal for
/// typical frames, and a UIKit table beside abook on the same contacts
/// (`TerminalByteBenchmark.report()`).
@MainActor func runTerminalBenchmarks() {
    for line in TerminalByteBenchmark.report() { print(line) }
}
