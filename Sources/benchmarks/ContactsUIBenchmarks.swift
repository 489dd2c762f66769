import ContactsApp
import ContactsStore
import Foundation
import HeadlessBackend
import UIKit
import UIKitEngine

// The two figures of the Private Contacts screens, measured headlessly on the
// benchmark's book (ContactsBenchmarks.swift calls this from its UI hook):
//
// 1. Start to the first complete list screen: from constructing the
//    application (delegate, window, storyboard) on the opened address book,
//    with a valid remembered sign-in and auto-login on, to the first screen
//    handed to the backend that shows contact rows (what `runInteractive`
//    does with the book the command opened). Median and worst of the runs;
//    also the median counting the opening of the book itself.
// 2. Search as you type: with the list on screen, its search index built
//    and the search field focused, the time from one key press (`UIApplication.handle(.key)`) to
//    the filtered screen handed to the backend, over many keystrokes of
//    several queries and the Backspaces that clear them. p95 and median.

/// The figures of ``measureContactsUI(dataDirectory:account:runs:)``, in seconds.
struct ContactsUIMeasurement {
    var startMedian: Double
    var startWorst: Double
    var startRuns: Int
    /// The same, counting the opening of the address book (SQLite open, schema check).
    var startWithOpenMedian: Double
    /// From launching the app to the search index being ready (background).
    var searchIndexReady: Double
    /// Rows visible on the first screen (a sanity check: > 0).
    var rowsOnFirstScreen: Int
    var searchP95: Double
    var searchMedian: Double
    var searchWorst: Double
    var keystrokes: Int
    /// The slowest keystrokes: the field's text after the key, and the time.
    var slowest: [(query: String, seconds: Double)]
}

enum ContactsUIBenchmarkError: Error, CustomStringConvertible {
    case noAccount(String)
    case noRows(String)

    var description: String {
        switch self {
        case .noAccount(let name): return "no account \(name) in the benchmark book"
        case .noRows(let screen): return "the first screen shows no contact rows:\n\(screen)"
        }
    }
}

/// The queries typed one character at a time (each followed by Backspaces
/// back to an empty field).
let contactsUISearchQueries = ["zhang wei", "smith", "138 0013", "müller", "zs", "example.org", "li na", "zzzz"]

@MainActor
func measureContactsUI(dataDirectory: URL, account name: String, runs: Int = 15) throws -> ContactsUIMeasurement {
    let directory = DataDirectory(url: dataDirectory)
    // Set up (not timed): auto-login on and a remembered token for the account.
    do {
        let book = try AddressBook(dataDirectory: directory, passwordParameters: .weakForTesting)
        defer { book.close() }
        guard let account = try book.account(named: name) else { throw ContactsUIBenchmarkError.noAccount(name) }
        try book.setAutoLogin(true)
        // The remembered login must wrap the account key (the book is sealed): keep the
        // one made with the password.
        if try book.rememberedAccount()?.id != account.id { throw ContactsUIBenchmarkError.noAccount(name) }
    }

    var startTimes: [Double] = []
    var startWithOpenTimes: [Double] = []
    var rows = 0
    for run in 0...runs {
        let start = DispatchTime.now().uptimeNanoseconds
        let book = try AddressBook(dataDirectory: directory, passwordParameters: .weakForTesting)
        defer { book.close() }
        let opened = DispatchTime.now().uptimeNanoseconds
        let screen = HeadlessScreen(width: 100, height: 30)
        let environment = ContactsEnvironment(addressBook: book, strings: Localization(language: .english),
                                              credentialChecks: .headless, searchIndex: .off)
        let delegate = ContactsAppDelegate(environment: environment)
        screen.application.launch(delegate: delegate)
        var shown = contactRows(screen.lines)
        var passes = 0
        while shown == 0 && passes < 10 {
            screen.application.runUntilIdle()
            shown = contactRows(screen.lines)
            passes += 1
        }
        let end = DispatchTime.now().uptimeNanoseconds
        guard shown > 0 else { throw ContactsUIBenchmarkError.noRows(screen.lines.joined(separator: "\n")) }
        if run > 0 {  // run 0 warms the page cache
            startTimes.append(Double(end - opened) / 1e9)
            startWithOpenTimes.append(Double(end - start) / 1e9)
        }
        rows = shown
    }

    // Search as you type: a fresh app whose list builds its search index in the
    // background as soon as it appears; keys are typed once the index is ready
    // (a person starts typing a moment after the list shows). "/" focuses the field.
    let book = try AddressBook(dataDirectory: directory, passwordParameters: .weakForTesting)
    defer { book.close() }
    let screen = HeadlessScreen(width: 100, height: 30)
    let delegate = ContactsAppDelegate(environment: ContactsEnvironment(
        addressBook: book, strings: Localization(language: .english), credentialChecks: .headless,
        searchIndex: .background(delay: 0)))
    let launched = DispatchTime.now().uptimeNanoseconds
    screen.application.launch(delegate: delegate)
    screen.settle()
    guard let list = delegate.navigationController?.topViewController as? ContactsListViewController else {
        throw ContactsUIBenchmarkError.noRows(screen.lines.joined(separator: "\n"))
    }
    while !list.isSearchIndexReady && DispatchTime.now().uptimeNanoseconds - launched < 30_000_000_000 { usleep(2_000) }
    let indexReady = Double(DispatchTime.now().uptimeNanoseconds - launched) / 1e9
    screen.press(.text("/"))

    var keyTimes: [Double] = []
    var labelled: [(query: String, seconds: Double)] = []
    func timedPress(_ key: UIKey) {
        let start = DispatchTime.now().uptimeNanoseconds
        screen.press(key)
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        keyTimes.append(seconds)
        labelled.append((searchFieldText(screen), seconds))
    }
    for query in contactsUISearchQueries {
        for character in query { timedPress(.text(String(character))) }
        for _ in query { timedPress(.backspace) }
    }
    let sortedStart = startTimes.sorted()
    let sortedWithOpen = startWithOpenTimes.sorted()
    let sortedKeys = keyTimes.sorted()
    return ContactsUIMeasurement(
        startMedian: sortedStart[sortedStart.count / 2], startWorst: sortedStart.last ?? 0, startRuns: startTimes.count,
        startWithOpenMedian: sortedWithOpen[sortedWithOpen.count / 2], searchIndexReady: indexReady,
        rowsOnFirstScreen: rows,
        searchP95: sortedKeys[min(sortedKeys.count - 1, max(0, Int((0.95 * Double(sortedKeys.count)).rounded(.up)) - 1))],
        searchMedian: sortedKeys[sortedKeys.count / 2], searchWorst: sortedKeys.last ?? 0, keystrokes: keyTimes.count,
        slowest: Array(labelled.sorted { $0.seconds > $1.seconds }.prefix(8)))
}

/// The search field's text as shown on the screen's second line.
@MainActor
private func searchFieldText(_ screen: HeadlessScreen) -> String {
    let line = screen.lines.count > 1 ? screen.lines[1] : ""
    guard let open = line.firstIndex(of: "[") else { return "" }
    var text = String(line[line.index(after: open)...])
    if let close = text.lastIndex(of: "]") { text = String(text[..<close]) }
    text = text.replacingOccurrences(of: "×", with: "")
    while text.last == " " { text.removeLast() }
    return text
}

/// Rows of the list on a screen: lines ending with the disclosure indicator.
private func contactRows(_ lines: [String]) -> Int {
    lines.filter { $0.contains(" › ") || $0.hasSuffix(" ›") }.count
}
