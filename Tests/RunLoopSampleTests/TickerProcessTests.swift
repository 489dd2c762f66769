import Foundation
import Testing
import TestSupport

/// The sample as an app: `runloop-sample` launched through `UIApplicationMain` on its real main
/// thread, where the main loop drains `DispatchQueue.main` and runs `RunLoop.main`'s timers, on
/// the terminal backend (inside tmux) and on the headless backend (commands on standard input).
@Suite struct TickerProcessTests {
    static func sample() throws -> String {
        guard let path = TestTools.product("runloop-sample") else {
            throw TestTools.Missing("runloop-sample is not built: swift build --build-tests builds it")
        }
        return path
    }

    @Test func onTheTerminalTimersTheMainQueueOperationsAndTasksAllRun() throws {
        let tmux = try TmuxSession(arguments: [try Self.sample(), "--backend", "terminal"], width: 40, height: 11,
                                   name: "runloop-sample")
        tmux.waitFor("two ticks of the repeating timer") { $0.contains { $0.hasPrefix("Ticks: ") && $0 != "Ticks: 0" && $0 != "Ticks: 1" } }
        var lines = tmux.waitFor("the one-shot timer and asyncAfter") {
            $0.contains("Run loop timer: fired") && $0.contains("After 0.5 s: done")
        }
        #expect(lines.first == String(repeating: " ", count: 16) + "Run loop")
        // Tab focuses the first button; Return presses it, as a hardware keyboard does on iOS.
        tmux.keys("Tab")
        tmux.keys("Enter")
        tmux.waitFor("the sum from OperationQueue.main") { $0.contains("Sum: 5050") }
        tmux.keys("Tab")
        tmux.keys("Enter")
        tmux.waitFor("fib(25) from the main-actor task") { $0.contains("Fibonacci: fib(25) = 75025") }
        tmux.keys("Tab")
        tmux.keys("Enter")
        lines = tmux.waitFor("the stopped ticker") { $0.contains { $0.hasPrefix("Ticks: stopped at ") } }
        let stoppedAt = lines.first { $0.hasPrefix("Ticks: stopped at ") }.flatMap { Int($0.dropFirst(18)) } ?? -1
        #expect(stoppedAt >= 2)
        expectScreen(lines, rows: 2..<9, equal: [
            "Run loop timer: fired",
            "After 0.5 s: done",
            "Sum: 5050",
            "Fibonacci: fib(25) = 75025",
            TickerHeadlessTests.button("Sum on a queue"),
            TickerHeadlessTests.button("Fibonacci in a task"),
            TickerHeadlessTests.button("Stop the ticker"),
        ])
        tmux.keys("C-c")
        tmux.waitFor("the sample to quit on Ctrl-C") { $0.contains("EXITED 0") }
    }

    @Test func onHeadlessTheSameRunsBetweenCommands() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try Self.sample())
        process.arguments = ["--backend", "headless", "--screen-size", "40x11"]
        let input = Pipe(), output = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let commands = """
        wait-for Ticks: 2
        click-text Stop the ticker
        wait-for After 0.5 s: done
        wait-for Run loop timer: fired
        click-text Sum on a queue
        wait-for Sum: 5050
        click-text Fibonacci in a task
        wait-for fib(25) = 75025

        """
        input.fileHandleForWriting.write(Data(commands.utf8))
        try input.fileHandleForWriting.close()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let complaints = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "standard error: \(complaints)")
        #expect(complaints.isEmpty, "UIKit reported (UIApplicationMain prints its warnings): \(complaints)")
        let lines = printed.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        expectScreen(Array(lines.prefix(12)), equals: [
            "--- screen 40x11 ---",
        ] + TickerHeadlessTests.screen(ticks: "Ticks: stopped at 2", runLoop: "fired", later: "done", sum: "5050",
                                         fibonacci: "fib(25) = 75025"))
    }
}
