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

    /// Views whose frame the file alone decides (autoresizing inside the controller's own
    /// view tree): not table cells or anything inside them (the table and the cell lay
    /// those out with their metrics), not a container's bars, not a stack view's arranged
    /// views (the stack lays them out from intrinsic sizes), not views laid out by
    /// constraints (`translatesAutoresizingMaskIntoConstraints="NO"`, until Auto Layout).
    private static func fileLaidOut(_ doc: IBDocument) -> Set<String> {
        var out = Set<String>()
        func walk(_ o: IBObject, managed: Bool) {
            var m = managed
            if ["tableViewCell", "collectionViewCell", "navigationBar", "tabBar", "toolbar"].contains(o.element) { m = true }
            if o["translatesAutoresizingMaskIntoConstraints"] == "NO" { m = true }
            if !m, o.frame != nil, let id = o.id { out.insert(id) }
            for k in o.keyed.values { walk(k, managed: m) }
            for l in o.lists.values { for c in l { walk(c, managed: m) } }
            for s in o.subviews { walk(s, managed: m || o.element == "stackView") }
        }
        for s in doc.scenes { for o in s.objects { walk(o, managed: false) } }
        for o in doc.objects { walk(o, managed: false) }
        return out
    }

    /// The files whose computed frames reach the goal: at least 95% of their views within
    /// 0.5 pt of the rect Xcode wrote (`IBTools.compareFrames`; the expectation is always
    /// the file's own rect). The others are listed with their misses in docs/DECISIONS.md.
    static let filesAtTheGoal: Set<String> = [IBCorpus.elements]

    /// Root views `frames` does not yet place as Xcode did (docs/DECISIONS.md, "Frames as
    /// Interface Builder lays them out"), by file and IB id.
    static let knownMisses: [String: [String: String]] = [
        IBCorpus.settings: [
            "I8p-P9-C8h": "Xcode 26 ends a scene's written opaque simulated bar at 150 on retina6_1 (iOS 26's bars, unpublished); frames keeps the root at y = 0 as Xcode 26 does but shortens it by 44 + 44",
            "nt4-zl-48k": "Xcode 26 ends a scene's written opaque simulated bar at 150 on retina6_1 (iOS 26's bars, unpublished); frames keeps the root at y = 0 as Xcode 26 does but shortens it by 44 + 44",
        ],
    ]

    @Test(arguments: IBCorpus.files.filter { $0 != IBCorpus.legacyXib })
    func framesMatchXcodesRectsForViewsTheFileLaysOut(_ name: String) throws {
        // The file's points are iPhone points: laid out with an iPhone's metrics.
        let screen = HeadlessScreen.checkedPhone()
        defer { IBCorpus.expectDiagnostics(of: screen) }
        let path = IBCorpus.path(name)
        let doc = try IBDocument.read(contentsOf: URL(fileURLWithPath: path))
        let rows = try screen.application.withCurrent { try IBTools.compareFrames(path) }
        let written = try IBTools.writtenFrames(path)
        // Every view with a frame in the file gets one line.
        #expect(Set(rows.map(\.id)) == Set(written.map(\.id)))
        #expect(!rows.contains { $0.cause == .missing }, "\(name): missing \(rows.filter { $0.cause == .missing }.map(\.id))")
        let own = Self.fileLaidOut(doc)
        for r in rows where own.contains(r.id) {
            let check = { #expect(r.matches, "\(name): \(r.id) written \(IBTools.format(r.written)) computed \(r.computed.map(IBTools.format) ?? "none")") }
            if let why = Self.knownMisses[name]?[r.id] { withKnownIssue(Comment(rawValue: why), check) } else { check() }
        }
        // The per-view report (`uikit-ib frames FILE --compare --misses`).
        for line in IBTools.comparisonReport(name, rows, missesOnly: true) { print("frames \(line)") }
        let matching = rows.filter(\.matches).count
        if Self.filesAtTheGoal.contains(name) {
            #expect(Double(matching) >= 0.95 * Double(rows.count), "\(name): \(matching)/\(rows.count)")
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
