import Foundation
import Testing
import TestSupport
@_spi(InterfaceBuilderTools) import UIKit
import InterfaceBuilderXML
import HeadlessBackend

/// Every shared file through `uikit-ib check` and `frames`.
@MainActor
@Suite struct IBCorpusTests {
    @Test func corpusIsPresent() {
        #expect(IBCorpus.files.count == 10, "expected the ten files of ../shared/data/ib at \(IBCorpus.directory.path)")
    }

    @Test(arguments: IBCorpus.files)
    func everyFileLoadsExceptTheLegacyArchive(_ name: String) {
        let screen = HeadlessScreen.checked()
        defer { IBCorpus.expectDiagnostics(of: screen) }
        let report = screen.application.withCurrent { IBTools.check(IBCorpus.path(name)) }
        if name == IBCorpus.legacyXib {
            #expect(report.failure == "\(IBCorpus.path(name)):2: error: legacy Interface Builder 3 <archive> format (version 7.02) is not supported; open the file in Xcode 5 or later and save it to convert it to the document format")
            return
        }
        #expect(report.failure == nil)
        #expect(report.summary.first?.hasPrefix(IBCorpus.path(name) + ": ") == true)
        for w in report.warnings {
            #expect(w.hasPrefix(IBCorpus.path(name) + ":") && w.contains(": warning: ") && w.contains("(at document/"), "\(w)")
        }
    }

    @Test func checkSummarisesScenesSeguesAndConnections() {
        let screen = HeadlessScreen.checked()
        defer { IBCorpus.expectDiagnostics(of: screen) }
        let path = IBCorpus.path(IBCorpus.navBasic)
        let report = screen.application.withCurrent { IBTools.check(path) }
        #expect(report.summary == [
            "\(path): storyboard, 4 scenes, tools 14490.70, Auto Layout",
            "  scene pbq-Ns-G49: navigationController (initial), 1 view",
            "    segue relationship(rootViewController) → QpD-aN-Vza",
            "  scene QpD-aN-Vza: viewController FirstViewController, 3 views",
            "    segue show → nSF-3x-Pfv from button FMK-Mz-ejx",
            "  scene nSF-3x-Pfv: viewController SecondViewController, 4 views",
            "    segue unwind → unwindActionFirstVCWithUnwindSegue: from button r1P-9F-G2P",
            "    segue show → JKk-Hv-P5P from button aWM-cO-oMa",
            "  scene JKk-Hv-P5P: viewController ThirdViewController, 4 views",
            "    segue unwind → unwindActionSecondVCWithUnwindSegue: from button D5I-Rx-8bq",
            "    segue unwind → unwindActionFirstVCWithUnwindSegue: from button gIi-no-D4e",
            "  6 segues, 0 outlets, 0 outlet collections, 0 actions",
        ])
    }

    /// Issue 10's goal, file by file: at least 95% of the views Xcode does not mark
    /// misplaced or ambiguous within 0.5 pt of the rect Xcode wrote (`IBTools.compareFrames`;
    /// the expectation is always the file's own rect), and every view that misses one of
    /// `IBFrameExceptions` for the cause given there (docs/DECISIONS.md). A new miss fails
    /// whatever the file's ratio.
    @Test(arguments: IBCorpus.files.filter { $0 != IBCorpus.legacyXib })
    func framesMatchXcodesRectsOrAreDocumentedMisses(_ name: String) throws {
        // The file's points are iPhone points: laid out with an iPhone's metrics.
        let screen = HeadlessScreen.checkedPhone()
        defer { IBCorpus.expectDiagnostics(of: screen) }
        let path = IBCorpus.path(name)
        let rows = try screen.application.withCurrent { try IBTools.compareFrames(path) }
        let written = try IBTools.writtenFrames(path)
        // Every view with a frame in the file gets one line.
        #expect(Set(rows.map(\.id)) == Set(written.map(\.id)))
        #expect(!rows.contains { $0.cause == .missing }, "\(name): missing \(rows.filter { $0.cause == .missing }.map(\.id))")
        let documented = IBFrameExceptions.misses[name] ?? [:]
        let counted = IBTools.counted(rows)
        for r in counted where !r.matches && documented[r.id] == nil {
            Issue.record("\(name): \(r.id) \(r.element) written \(IBTools.format(r.written)) computed \(r.computed.map(IBTools.format) ?? "none") [\(r.cause?.rawValue ?? "")] is not a documented miss")
        }
        // A documented miss that now matches: the list (and DECISIONS) can be shortened.
        for r in counted where r.matches && documented[r.id] != nil { print("frames \(name): \(r.id) now matches") }
        // The per-view report (`uikit-ib frames FILE --compare --misses`).
        for line in IBTools.comparisonReport(name, rows, missesOnly: true) { print("frames \(line)") }
        let matching = counted.filter(\.matches).count
        if documented.isEmpty {
            #expect(Double(matching) >= 0.95 * Double(counted.count), "\(name): \(matching)/\(counted.count)")
        }
        // Views Xcode marks misplaced or ambiguous are reported as such, never as a layout miss.
        for r in rows where r.markedByXcode && !r.matches { #expect(r.cause == .markedByXcode) }
    }

    /// The per-file counts today (`uikit-ib frames FILE --compare`): the files below the goal
    /// are the documented exceptions, and no file is at fewer matches than recorded in
    /// docs/DECISIONS.md ("The frames that miss Xcode's, view by view").
    @Test func perFileCountsAreAtLeastTheRecordedOnes() throws {
        let screen = HeadlessScreen.checkedPhone()
        defer { IBCorpus.expectDiagnostics(of: screen) }
        let recorded: [String: (matching: Int, counted: Int)] = [
            IBCorpus.settings: (15, 96), IBCorpus.settingsCell: (2, 4), IBCorpus.catalog: (9, 10),
            IBCorpus.textFields: (19, 19), IBCorpus.navBasic: (9, 12), IBCorpus.navInContainer: (11, 14),
            IBCorpus.navBar: (51, 59), IBCorpus.elements: (7, 7), IBCorpus.tabster: (21, 25),
        ]
        for (name, want) in recorded {
            let rows = try screen.application.withCurrent { try IBTools.compareFrames(IBCorpus.path(name)) }
            let counted = IBTools.counted(rows)
            #expect(counted.count == want.counted, "\(name)")
            #expect(counted.filter(\.matches).count >= want.matching, "\(name): \(counted.filter(\.matches).count)/\(counted.count)")
            // Below the goal only with every miss listed: the listed ones are what it lacks.
            if Double(want.matching) < 0.95 * Double(want.counted) {
                #expect(want.counted - (IBFrameExceptions.misses[name]?.count ?? 0) <= want.matching, "\(name)")
            }
        }
    }

    @Test func framesForOneIdentifiedScene() throws {
        let screen = HeadlessScreen.checkedPhone()
        defer { IBCorpus.expectDiagnostics(of: screen) }
        let path = IBCorpus.path(IBCorpus.navBasic)
        let lines = try screen.application.withCurrent { try IBTools.frames(path, identifier: "QpD-aN-Vza") }.map(IBTools.format)
        // The root view keeps Xcode's frame (autoresizing at the same size). The label is
        // placed by its constraints to the safe-area guide (top + 67, centre x on the guide's),
        // so its centre is Xcode's: 136 + 142 / 2 = 207, half of the 414-point width.
        #expect(lines.contains("cpF-Db-juX 0 0 414 896"))
        let label = try #require(lines.first { $0.hasPrefix("SEP-bY-nIl ") }).split(separator: " ").compactMap { Double($0) }
        // (Printed to two decimals: the centre is 207 within their rounding.)
        #expect(label.count == 4 && abs(label[0] + label[2] / 2 - 207) < 0.01)
        // Under the simulated status bar (44 on retina6_1) and navigation bar (44): the
        // safe area starts at 88, so the label is at 88 + 67 and the button, centred on the
        // safe area (88 to 896 - 34), at (88 + 862) / 2 - 18.
        #expect(label.count == 4 && label[1] == 155)
        #expect(lines.contains("FMK-Mz-ejx 167 457 80 36"))
        withKnownIssue("the label's intrinsic size comes from the approximate text measurer: Inter's advances with San Francisco's tracking, wider than SF Display's own advances at 20 points") {
            #expect(lines.contains("SEP-bY-nIl 136 155 142 24"))
        }
        #expect(lines.count == 3)
    }
}
