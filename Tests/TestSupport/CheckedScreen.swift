import Foundation
import HeadlessBackend
import Testing
import UIKit
import UIKitEngine

extension HeadlessScreen {
    /// A headless screen for a test that fails the test on any UIKit warning or exception
    /// the test did not look at: when the screen goes away (the test's end), every
    /// diagnostic recorded after the test last read `diagnostics` (its `entries`,
    /// `warnings` or `exceptions`) is reported as an issue at `sourceLocation`.
    ///
    /// A test that expects a diagnostic reads it (and so asserts it); one that expects
    /// none needs to do nothing.
    public static func checked(width: Int = 80, height: Int = 24, recordExceptions: Bool = true,
                               environment: [String: String] = [:], metrics: DeviceMetrics = .characterCells,
                               codeMetrics: DeviceMetrics? = nil,
                               sourceLocation: SourceLocation = #_sourceLocation) -> HeadlessScreen {
        let screen = HeadlessScreen(width: width, height: height, recordExceptions: recordExceptions,
                                    environment: environment, metrics: metrics, codeMetrics: codeMetrics)
        screen.whenDone = { diagnostics in
            failOnUnexpected(diagnostics, sourceLocation: sourceLocation)
        }
        return screen
    }

    /// A checked screen of an iPhone (`DeviceMetrics.iPhonePoints` on its 390 × 844-point
    /// screen), for laying iOS code out in real points.
    public static func checkedPhone(sourceLocation: SourceLocation = #_sourceLocation) -> HeadlessScreen {
        let size = DeviceMetrics.iPhoneScreenSize
        return checked(width: Int(size.width), height: Int(size.height), metrics: .iPhonePoints, sourceLocation: sourceLocation)
    }
}

/// Records an issue for every diagnostic of `diagnostics` the test has not read.
@MainActor
public func failOnUnexpected(_ diagnostics: UIDiagnostics, sourceLocation: SourceLocation = #_sourceLocation) {
    let unread = diagnostics.unacknowledged
    guard !unread.isEmpty else { return }
    let text = unread.map { entry -> String in
        switch entry {
        case .warning(let w): return "  warning: " + w
        case .exception(let e): return "  exception: " + e.description
        }
    }.joined(separator: "\n")
    Issue.record(Comment(rawValue: "unexpected UIKit diagnostics (\(unread.count)):\n" + text), sourceLocation: sourceLocation)
}

extension UIDiagnostics.Entry {
    /// The warning's text, or the exception's description.
    public var text: String {
        switch self {
        case .warning(let w): return w
        case .exception(let e): return e.description
        }
    }
}

extension HeadlessScreen {
    /// The allow-list for a test that provokes diagnostics of known kinds (third-party
    /// storyboards naming classes the test does not have, say): reads every diagnostic
    /// recorded so far, so the checked screen does not report them, and fails the test
    /// (at `sourceLocation`) for each one `expected` does not accept.
    public func expectDiagnostics(sourceLocation: SourceLocation = #_sourceLocation,
                                  where expected: (UIDiagnostics.Entry) -> Bool) {
        for entry in diagnostics.entries where !expected(entry) {
            Issue.record(Comment(rawValue: "unexpected UIKit diagnostic: " + entry.text), sourceLocation: sourceLocation)
        }
    }
}
