import ContactsApp
import ContactsStore
import Foundation
import HeadlessBackend
import UIKit

// The two figures of the Private Contacts screens, measured headlessly on the
// benchmark's book (ContactsBenchmarks.swift calls this from its UI hook):
//
// 1. Start to the first complete list screen: from opening the address book
//    and constructing the application (delegate, window, storyboard) with a
//    valid remembered sign-in and auto-login on, to the first screen handed
//    to the backend that shows contact rows. Median and worst of the runs.
// 2. Search as you type: with the list on screen and the search field
//    focused, the time from one key press (`UIApplication.handle(.key)`) to
//    the filtered screen handed to the backend, over many keystrokes of
//    several queries and the Backspaces that clear them. p95 and median.

/// The figures of ``measureContactsUI(dataDirectory:account:runs:)``, in seconds.
struct ContactsUIMeasurement {
    var startMedian: Double
    var startWorst: Double
    var startRuns: Int
    /// Rows visible on the first screen (a sanity check: > 0).
    var rowsOnFirstScreen: Int
    var searchP95: Double
    var searchMedian: Double
    var searchWorst: Double
    var keystrokes: Int
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
        try book.remember(account)
    }

    var startTimes: [Double] = []
    var rows = 0
    var last: (screen: HeadlessScreen, book: AddressBook, delegate: ContactsAppDelegate)?
    for run in 0...runs {
        last?.book.close()
        let start = DispatchTime.now().uptimeNanoseconds
        let book = try AddressBook(dataDirectory: directory, passwordParameters: .weakForTesting)
        let screen = HeadlessScreen(width: 100, height: 30)
        let environment = ContactsEnvironment(addressBook: book, strings: Localization(language: .english),
                                              credentialChecks: .headless)
        let delegate = ContactsAppDelegate(environment: environment)
        screen.application.launch(delegate: delegate)
        var shown = contactRows(screen.lines)
        var passes = 0
        while shown == 0 && passes < 10 {
            screen.application.runUntilIdle()
            shown = contactRows(screen.lines)
            passes += 1
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        guard shown > 0 else { throw ContactsUIBenchmarkError.noRows(screen.lines.joined(separator: "\n")) }
        if run > 0 { startTimes.append(seconds) }  // run 0 warms the page cache
        rows = shown
        last = (screen, book, delegate)
    }
    guard let (screen, book, _) = last else { throw ContactsUIBenchmarkError.noAccount(name) }
    defer { book.close() }

    // Search as you type on the last app: "/" focuses the search field.
    screen.settle()
    screen.press(.text("/"))
    var keyTimes: [Double] = []
    func timedPress(_ key: UIKey) {
        let start = DispatchTime.now().uptimeNanoseconds
        screen.press(key)
        keyTimes.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    for query in contactsUISearchQueries {
        for character in query { timedPress(.text(String(character))) }
        for _ in query { timedPress(.backspace) }
    }
    let sortedStart = startTimes.sorted()
    let sortedKeys = keyTimes.sorted()
    return ContactsUIMeasurement(
        startMedian: sortedStart[sortedStart.count / 2], startWorst: sortedStart.last ?? 0, startRuns: startTimes.count,
        rowsOnFirstScreen: rows,
        searchP95: sortedKeys[min(sortedKeys.count - 1, max(0, Int((0.95 * Double(sortedKeys.count)).rounded(.up)) - 1))],
        searchMedian: sortedKeys[sortedKeys.count / 2], searchWorst: sortedKeys.last ?? 0, keystrokes: keyTimes.count)
}

/// Rows of the list on a screen: lines ending with the disclosure indicator.
private func contactRows(_ lines: [String]) -> Int {
    lines.filter { $0.contains(" › ") || $0.hasSuffix(" ›") }.count
}
