import Foundation

/// Resident set size of this process in kilobytes (VmRSS of /proc/self/status).
func residentKilobytes() -> Int {
    guard let s = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
    for line in s.split(separator: "\n") where line.hasPrefix("VmRSS:") {
        return Int(line.split(separator: " ").dropFirst().first ?? "0") ?? 0
    }
    return 0
}

/// Peak resident set size (VmHWM) in kilobytes.
func peakResidentKilobytes() -> Int {
    guard let s = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
    for line in s.split(separator: "\n") where line.hasPrefix("VmHWM:") {
        return Int(line.split(separator: " ").dropFirst().first ?? "0") ?? 0
    }
    return 0
}

/// Seconds of `body`: wall-clock time, or with `BENCH_CLOCK=cpu` in the environment the
/// CPU time of the calling thread (figures that hold on a machine busy with other work;
/// on an idle machine the two agree for this single-threaded code).
@discardableResult
func measure(_ body: () -> Void) -> Double {
    let start = benchmarkClockNanoseconds()
    body()
    return Double(benchmarkClockNanoseconds() - start) / 1e9
}

private let measuresCPUTime = ProcessInfo.processInfo.environment["BENCH_CLOCK"] == "cpu"

private func benchmarkClockNanoseconds() -> UInt64 {
    guard measuresCPUTime else { return DispatchTime.now().uptimeNanoseconds }
    var ts = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
    return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
}

func report(_ name: String, _ value: String) {
    print(name.padding(toLength: 58, withPad: " ", startingAt: 0) + " " + value)
}

func fmtMicro(_ seconds: Double) -> String { String(format: "%.2f µs", seconds * 1e6) }
func fmtMilli(_ seconds: Double) -> String { String(format: "%.2f ms", seconds * 1e3) }
