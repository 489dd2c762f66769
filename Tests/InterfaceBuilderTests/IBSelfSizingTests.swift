import Foundation
import Testing
import TestSupport
@_spi(InterfaceBuilderTools) import UIKit
import HeadlessBackend

/// Rows of automatic height (`rowHeight="-1"`) sized from their content as UIKit's
/// self-sizing cells are, and Xcode 26's root view under an opaque bar, on small files
/// written here (the expectations are UIKit's documented rules, not the corpus' rects).
@MainActor
@Suite struct IBSelfSizingTests {
    /// A static table on a 414-point phone (20-point cell margins, 11 above and below).
    static func table(rowHeight: String) -> String {
        // Rects as Xcode writes them (content views not inset from the safe area).
        let cell = { (id: String, extra: String, content: String, constraints: String, height: String) in
            """
            <tableViewCell \(extra) id="\(id)">
                <rect key="frame" x="0.0" y="0.0" width="414" height="\(height)"/>
                <tableViewCellContentView key="contentView" insetsLayoutMarginsFromSafeArea="NO" id="\(id)C">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="\(height)"/>
                    <subviews>\(content)</subviews>
                    <constraints>\(constraints)</constraints>
                </tableViewCellContentView>
            </tableViewCell>
            """
        }
        let pinned = { (item: String, owner: String) in
            """
            <constraint firstItem="\(item)" firstAttribute="top" secondItem="\(owner)" secondAttribute="topMargin" id="\(item)-t"/>
            <constraint firstAttribute="bottomMargin" secondItem="\(item)" secondAttribute="bottom" firstItem="\(owner)" id="\(item)-b"/>
            <constraint firstItem="\(item)" firstAttribute="leading" secondItem="\(owner)" secondAttribute="leadingMargin" id="\(item)-l"/>
            <constraint firstAttribute="trailingMargin" secondItem="\(item)" secondAttribute="trailing" firstItem="\(owner)" id="\(item)-r"/>
            """
        }
        let box = """
            <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                <constraints><constraint firstAttribute="height" constant="60" priority="750" id="box-h"/></constraints>
            </view>
            """
        let label = """
            <label text="Wrapped" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="lbl">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            """
        let plain = """
            <label text="Plain" id="plainL"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></label>
            """
        return """
        <scene sceneID="s1"><objects>
            <tableViewController id="tvc" sceneMemberID="viewController">
                <tableView key="view" dataMode="static" style="plain" separatorStyle="default" rowHeight="\(rowHeight)" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" id="tbl">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                    <sections>
                        <tableViewSection id="sec"><cells>
                            \(cell("tall", "", box, pinned("box", "tallC"), "82"))
                            \(cell("fixed", "rowHeight=\"55\"", "", "", "55"))
                            \(cell("plain", "textLabel=\"plainL\" style=\"IBUITableViewCellStyleDefault\"", plain, "", "44"))
                            \(cell("text", "", label, pinned("lbl", "textC"), "42.5"))
                        </cells></tableViewSection>
                    </sections>
                </tableView>
            </tableViewController>
        </objects></scene>
        """
    }

    func frames(_ xml: String) throws -> [String: String] {
        let folder = IBTempFolder()
        let url = folder.write("Main.storyboard", xml)
        let screen = HeadlessScreen.checkedPhone()
        let rows = try screen.application.withCurrent { try IBTools.frames(url.path) }
        var out: [String: String] = [:]
        for r in rows where out[r.id] == nil { out[r.id] = IBTools.format(r).split(separator: " ").dropFirst().joined(separator: " ") }
        return out
    }

    @Test func automaticRowsTakeTheirContentViewsFittingHeight() throws {
        let f = try frames(storyboardXML(initial: "tvc", Self.table(rowHeight: "-1")))
        // The box (60 points high at priority 750, above the fitting size's) between the
        // content view's margins: 11 + 60 + 11, no separator
        // (Xcode 14 and later draw none in the content view).
        #expect(f["tall"] == "0 0 414 82")
        #expect(f["box"] == "20 11 374 60")
        // A row with its own height keeps it; a default-style cell (no constraints) the
        // table's 44.
        #expect(f["fixed"] == "0 82 414 55")
        #expect(f["plain"] == "0 137 414 44")
        // A wrapping label: one 17-point line (20.29, rounded up to retina6_1's half
        // points) between the margins.
        #expect(f["text"] == "0 181 414 42.5")
        #expect(f["lbl"]?.hasPrefix("20 11 ") == true && f["lbl"]?.hasSuffix(" 20.5") == true, "\(f["lbl"] ?? "none")")
    }

    @Test func aFixedRowHeightIsNotSelfSized() throws {
        let f = try frames(storyboardXML(initial: "tvc", Self.table(rowHeight: "44")))
        #expect(f["tall"] == "0 0 414 44")
        #expect(f["fixed"] == "0 44 414 55")
        #expect(f["text"] == "0 143 414 44")
    }

    /// A navigation controller whose opaque bar Xcode wrote at `barY`, `barHeight`, and a
    /// table pushed on it, in a file of `toolsVersion`.
    static func pushedUnderOpaqueBar(toolsVersion: String, barY: Int, barHeight: Int) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="nav">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="s0"><objects>
                    <navigationController id="nav" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" translucent="NO" id="bar">
                            <rect key="frame" x="0.0" y="\(barY)" width="414" height="\(barHeight)"/>
                        </navigationBar>
                        <connections>
                            <segue destination="root" kind="relationship" relationship="rootViewController" id="r1"/>
                        </connections>
                    </navigationController>
                </objects></scene>
                <scene sceneID="s1"><objects>
                    <viewController id="root" sceneMemberID="viewController">
                        <view key="view" id="rootV">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                        </view>
                    </viewController>
                </objects></scene>
            </scenes>
        </document>
        """
    }

    @Test func xcode26KeepsTheRootAtTheTopUnderAnOpaqueBar() throws {
        // Xcode 26: the bar where the navigation controller's bar is written (ending at
        // 150), the root at y = 0, shortened by it.
        let new = try frames(Self.pushedUnderOpaqueBar(toolsVersion: "24765", barY: 96, barHeight: 54))
        #expect(new["rootV"] == "0 0 414 746")
        // Earlier Xcodes: below the status bar (44 on retina6_1) and a 44-point bar.
        let old = try frames(Self.pushedUnderOpaqueBar(toolsVersion: "22505", barY: 44, barHeight: 44))
        #expect(old["rootV"] == "0 88 414 808")
    }
}
