import Foundation
import Testing
import UIKit
import UIKitEngine
import HeadlessBackend
import TestSupport

/// The test harness's own promises (issue #16, "honest tests"): a checked screen fails
/// its test on a UIKit warning or exception the test did not read, and screen assertions
/// name the differing cells. Were these to pass silently, every UI test would too.
@MainActor
@Suite struct TestHarnessContractTests {
    @Test func anUnreadWarningFailsTheTestWhenTheScreenGoesAway() {
        withKnownIssue("the harness reports the warning nobody read") {
            var screen: HeadlessScreen? = HeadlessScreen.checked()
            screen?.diagnostics.warn("a warning the test never looks at")
            screen = nil
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("unexpected UIKit diagnostics (1):\n  warning: a warning the test never looks at") }
        }
    }

    @Test func anUnreadRecordedExceptionFailsTheTest() {
        withKnownIssue("the harness reports the exception nobody read") {
            var screen: HeadlessScreen? = HeadlessScreen.checked()
            screen?.diagnostics.raise(UIKitException(name: "NSInternalInconsistencyException", reason: "nobody read this"))
            screen = nil
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("exception:") && $0.rawValue.contains("nobody read this") }
        }
    }

    @Test func aWarningTheTestReadsIsExpectedAndPasses() {
        var screen: HeadlessScreen? = HeadlessScreen.checked()
        screen?.diagnostics.warn("read below")
        #expect(screen?.diagnostics.warnings == ["read below"])
        screen = nil
    }

    @Test func screenDifferencesNameEachCellAndTreatTrailingBlanksAsBlank() {
        // Row 0 differs in column 2; row 1's expected trailing blanks are what is there;
        // row 2 has a wide character (two columns) where a narrow one was expected.
        let actual = ["abXd", "ef", "你z"]
        let expected = ["abcd", "ef   ", "ab"]
        #expect(ScreenAssertions.differences(actual, expected).map(\.description) == [
            "row 0, column 2: expected \"c\", found \"X\"",
            "row 2, column 0: expected \"a\", found \"你\"",
            "row 2, column 1: expected \"b\", found nothing",   // the wide character's second column
            "row 2, column 2: expected \" \", found \"z\"",
        ])
        #expect(ScreenAssertions.report(["same"], ["same  "]) == nil)
        let report = ScreenAssertions.report(actual, expected) ?? ""
        #expect(report.hasPrefix("screens differ in 4 cell(s):\n  row 0, column 2: expected \"c\", found \"X\"\n"))
        #expect(report.contains("  row 0 expected: \"abcd\"\n  row 0 actual:   \"abXd\""))
    }

    @Test func expectScreenFailsWithTheCellsNotTheWholeScreen() {
        withKnownIssue("a differing screen fails the test") {
            expectScreen(["Hello"], equals: ["Help!"])
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("row 0, column 3: expected \"p\", found \"l\"") }
        }
    }
}
