import Foundation
import Testing
import UIKit
import UIKitEngine
import HeadlessBackend
import TestSupport

/// A controller and view that log trait changes and trait transitions.
@MainActor
final class SizeClassLogController: UIViewController {
    let log: ControlsEventLog
    init(_ log: ControlsEventLog) { self.log = log; super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
    static func name(_ c: UIUserInterfaceSizeClass) -> String {
        switch c { case .compact: "compact"; case .regular: "regular"; case .unspecified: "unspecified" }
    }
    static func describe(_ t: UITraitCollection?) -> String {
        guard let t else { return "nil" }
        return "\(name(t.horizontalSizeClass))×\(name(t.verticalSizeClass))"
    }
    override func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
        log.log("willTransition(to: \(Self.describe(newCollection)))")
        super.willTransition(to: newCollection, with: coordinator)
    }
    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        log.log("viewWillTransition(to: \(Int(size.width))x\(Int(size.height)))")
        super.viewWillTransition(to: size, with: coordinator)
    }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        log.log("traitCollectionDidChange(from: \(Self.describe(previousTraitCollection))) now \(Self.describe(traitCollection))")
    }
    override func viewDidLayoutSubviews() { log.log("viewDidLayoutSubviews") }
}

@MainActor
@Suite struct SizeClassTests {
    @Test func traitCollectionsCombineAndCompareSizeClasses() {
        #expect(UIUserInterfaceSizeClass.unspecified.rawValue == 0 && UIUserInterfaceSizeClass.compact.rawValue == 1
                && UIUserInterfaceSizeClass.regular.rawValue == 2)
        let compact = UITraitCollection(horizontalSizeClass: .compact)
        let regularDown = UITraitCollection(verticalSizeClass: .regular)
        let both = UITraitCollection(traitsFrom: [compact, regularDown, UITraitCollection(userInterfaceStyle: .dark)])
        #expect(both.horizontalSizeClass == .compact && both.verticalSizeClass == .regular && both.userInterfaceStyle == .dark)
        #expect(both.containsTraits(in: compact) && !compact.containsTraits(in: both))
        #expect(UITraitCollection().horizontalSizeClass == .unspecified)
        #expect(compact != UITraitCollection(horizontalSizeClass: .regular))
    }

    /// An 80 × 24 terminal is an iPhone in portrait: compact across, regular down. A wide
    /// one is regular across; a short one compact down (an iPhone in landscape).
    @Test func aWindowsSizeClassesFollowItsSizeAsOnIOS() {
        let log = ControlsEventLog()
        let screen = HeadlessScreen.checked(width: 80, height: 24)
        let vc = SizeClassLogController(log)
        let window = screen.makeWindow(root: vc)
        let child = UIView()
        vc.view.addSubview(child)
        #expect(child.traitCollection.horizontalSizeClass == .compact)
        #expect(child.traitCollection.verticalSizeClass == .regular)
        #expect(vc.traitCollection.horizontalSizeClass == .compact)
        #expect(UIView().traitCollection.horizontalSizeClass == .unspecified, "outside a window nothing is known")
        _ = log.take()

        // 600 iPhone points are 122.7 columns (a column is 22/4.5 points… as DeviceMetrics
        // converts): 123 columns are regular, 122 compact.
        screen.resize(width: 123, height: 24)
        screen.runLoop()
        #expect(window.traitCollection.horizontalSizeClass == .regular)
        expectLines(log.take(), [
            "willTransition(to: regular×regular)",
            "viewWillTransition(to: 123x24)",
            "traitCollectionDidChange(from: compact×regular) now regular×regular",
            "viewDidLayoutSubviews",
        ])
        screen.resize(width: 122, height: 24)
        screen.runLoop()
        #expect(window.traitCollection.horizontalSizeClass == .compact)
        _ = log.take()
        // The same size classes: no trait change, only the size transition.
        screen.resize(width: 100, height: 20)
        screen.runLoop()
        expectLines(log.take(), ["viewWillTransition(to: 100x20)", "viewDidLayoutSubviews"])
        // 500 iPhone points are 11.4 rows of 44: 11 rows are compact down.
        screen.resize(width: 100, height: 11)
        screen.runLoop()
        #expect(child.traitCollection.verticalSizeClass == .compact)
        #expect(log.take().contains("traitCollectionDidChange(from: compact×regular) now compact×compact"))
    }
}
