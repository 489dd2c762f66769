import BenchmarkSupport
import Foundation

/// The first complete list screen on a terminal, ours beside abook: each
/// program started on an 80×24 pseudo-terminal as a person starts it (ours
/// `contacts --data-dir DIR` with auto-login and a remembered sign-in, abook
/// `abook --datafile FILE`), timed from the start to the last byte of its
/// first screen (``FirstScreenTiming``). Goal: at most half of abook's time.
func firstScreenFigure(contacts: String, abook: String, book: URL, abookFile: URL, work: URL,
                       firstName: String?) -> ContactsFigure {
    let home = work.appendingPathComponent("screen-home")
    try? FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    let environment = ["HOME": home.path, "TERM": "xterm-256color", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8",
                       "PATH": "/usr/bin:/bin"]
    // The first word of the first contact's name: the screen shows the list, not the sign-in.
    let expected = firstName?.split(separator: " ").first.map(String.init)
    let ours = FirstScreenTiming.measure(contacts, ["--data-dir", book.path], environment: environment, expecting: expected)
    let theirs = FirstScreenTiming.measure(abook, ["--datafile", abookFile.path], environment: environment)
    guard let ours, let theirs else {
        return ContactsFigure(name: "first complete list screen (pty) vs abook", ours: ours.map { fmtMilli($0.median) } ?? "failed",
                              abook: theirs.map { fmtMilli($0.median) } ?? "failed", goal: "≤ ½ abook", met: false)
    }
    let ratio = theirs.median > 0 ? ours.median / theirs.median : .infinity
    report("  first list screen on a pty: ours / abook (median of \(ours.seconds.count))",
           "\(fmtMilli(ours.median)) / \(fmtMilli(theirs.median)) = " + String(format: "%.2f×", ratio)
           + "; \(ours.bytes) / \(theirs.bytes) bytes"
           + (ours.sawExpected == false ? "; ours did NOT show \"\(expected ?? "")\" (not the list?)" : ""))
    return ContactsFigure(name: "first complete list screen (pty) vs abook", ours: fmtMilli(ours.median),
                          abook: fmtMilli(theirs.median), goal: "≤ ½ abook (" + String(format: "%.2f×", ratio) + ")",
                          met: ours.sawExpected != false && ratio <= 0.5)
}
