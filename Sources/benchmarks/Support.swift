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

/// Wall-clock seconds of `body`.
@discardableResult
func measure(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

func report(_ name: String, _ value: String) {
    print(name.padding(toLength: 58, withPad: " ", startingAt: 0) + " " + value)
}

func fmtMicro(_ seconds: Double) -> String { String(format: "%.2f µs", seconds * 1e6) }
func fmtMilli(_ seconds: Double) -> String { String(format: "%.2f ms", seconds * 1e3) }
