import Foundation
@_spi(InterfaceBuilderTools) import UIKit
import HeadlessBackend
import InterfaceBuilderXML

/// Interface Builder loading on the largest shared storyboard (NetNewsWire's Settings,
/// 109 kB, 8 scenes, static tables): parse, load + instantiate + show, every scene.
@MainActor
func runInterfaceBuilderBenchmarks() {
    print("== Interface Builder (largest shared storyboard) ==")
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("shared/data/ib/Ranchero-Software__NetNewsWire__iOS__Settings__Settings.storyboard")
    guard let data = try? Data(contentsOf: url) else {
        print("(skipped: \(url.path) not found)")
        return
    }
    let rounds = 50
    let parse = measure {
        for _ in 0..<rounds { _ = try? IBDocument(data: data, file: "Settings.storyboard") }
    }
    report("parse into the document model (\(data.count / 1000) kB)", fmtMilli(parse / Double(rounds)))

    let screen = HeadlessScreen(width: 80, height: 24)
    let before = residentKilobytes()
    var kept: [UIViewController] = []
    let show = measure {
        screen.application.withCurrent {
            for _ in 0..<rounds {
                let board = UIStoryboard(name: "Settings", contentsOf: url)
                guard let vc = board.instantiateInitialViewController() else { return }
                vc.view.frame = CGRect(x: 0, y: 0, width: 414, height: 896)
                vc.view.layoutIfNeeded()
                kept.append(vc)
            }
        }
    }
    let perStoryboard = max(0, residentKilobytes() - before) / rounds
    report("load + instantiate initial scene + its view", fmtMilli(show / Double(rounds)))
    report("memory per loaded storyboard with its initial scene", "\(perStoryboard) kB")
    kept.removeAll()

    let all = measure {
        screen.application.withCurrent {
            for _ in 0..<10 { _ = IBTools.check(url.path) }
        }
    }
    report("every scene, its view and prototype cells (check)", fmtMilli(all / 10))
    report("peak resident set", "\(peakResidentKilobytes() / 1024) MB")
}
