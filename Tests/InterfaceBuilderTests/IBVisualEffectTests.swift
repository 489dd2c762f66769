import Foundation
import Testing
import TestSupport
import UIKit
import HeadlessBackend

/// `<visualEffectView>` loads as a `UIVisualEffectView` with the file's effect, its
/// `<view key="contentView">` being the effect view's own `contentView`; on a terminal a
/// blur is a plain backdrop of its style's colour under the content.
@MainActor
@Suite struct IBVisualEffectTests {
    static let scene = """
        <scene sceneID="s"><objects>
            <viewController id="vc" sceneMemberID="viewController">
                <view key="view" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="80" height="24"/>
                    <subviews>
                        <visualEffectView opaque="NO" contentMode="scaleToFill" id="blur">
                            <rect key="frame" x="0.0" y="0.0" width="40" height="6"/>
                            <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" id="blurContent">
                                <rect key="frame" x="0.0" y="0.0" width="40" height="6"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <label opaque="NO" text="Over the blur" id="text">
                                        <rect key="frame" x="2" y="1" width="20" height="1"/>
                                    </label>
                                    <visualEffectView opaque="NO" contentMode="scaleToFill" id="vibrant">
                                        <rect key="frame" x="0.0" y="3" width="40" height="2"/>
                                        <view key="contentView" opaque="NO" id="vibrantContent">
                                            <rect key="frame" x="0.0" y="0.0" width="40" height="2"/>
                                        </view>
                                        <vibrancyEffect style="secondaryLabel">
                                            <blurEffect style="systemMaterialDark"/>
                                        </vibrancyEffect>
                                    </visualEffectView>
                                </subviews>
                            </view>
                            <blurEffect style="dark"/>
                        </visualEffectView>
                        <visualEffectView opaque="NO" contentMode="scaleToFill" id="odd">
                            <rect key="frame" x="0.0" y="10" width="40" height="2"/>
                            <view key="contentView" opaque="NO" id="oddContent">
                                <rect key="frame" x="0.0" y="0.0" width="40" height="2"/>
                            </view>
                            <blurEffect style="frosted"/>
                        </visualEffectView>
                        <view id="reference">
                            <rect key="frame" x="50" y="0.0" width="10" height="2"/>
                            <color key="backgroundColor" red="0.10980392156862745" green="0.10980392156862745" blue="0.11764705882352941" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        </view>
                    </subviews>
                </view>
            </viewController>
        </objects></scene>
        """

    @Test func effectViewsKeepTheFilesEffectsAndContentViews() throws {
        let folder = IBTempFolder()
        let url = folder.write("Main.storyboard", storyboardXML(initial: "vc", Self.scene))
        let screen = HeadlessScreen.checked(width: 80, height: 24)
        let board = UIStoryboard(name: "Main", contentsOf: url)
        var vc: UIViewController?
        screen.perform { vc = board.instantiateInitialViewController() }
        let c = try #require(vc)
        screen.makeWindow(root: c)
        let effects = c.view.subviews.compactMap { $0 as? UIVisualEffectView }
        #expect(effects.count == 2)
        let blur = try #require(effects.first)
        #expect((blur.effect as? UIBlurEffect)?.style == .dark)
        // The file's content view is the effect view's own; the label is in it.
        #expect(blur.subviews.count == 1 && blur.subviews.first === blur.contentView)
        let label = try #require(blur.contentView.subviews.first as? UILabel)
        #expect(label.text == "Over the blur")
        let vibrant = try #require(blur.contentView.subviews.last as? UIVisualEffectView)
        let vibrancy = try #require(vibrant.effect as? UIVibrancyEffect)
        #expect(vibrancy.style == .secondaryLabel && vibrancy.blurEffect.style == .systemMaterialDark)
        #expect(vibrancy.isEqual(UIVibrancyEffect(blurEffect: UIBlurEffect(style: .systemMaterialDark), style: .secondaryLabel)))
        #expect(!vibrancy.isEqual(UIVibrancyEffect(blurEffect: UIBlurEffect(style: .systemMaterialDark))))
        // An unknown style: a warning naming it, and no effect.
        let odd = try #require(effects.last)
        #expect(odd.effect == nil)
        let warnings = screen.application.diagnostics.warnings
        #expect(warnings.contains { $0.contains("unknown blur effect style \"frosted\"") }, "\(warnings)")
        // The dark blur is a backdrop of its colour (the reference view's) under the label;
        // the vibrancy view adds none of its own; the odd one draws nothing.
        let backdrop = screen.grid[55, 0].style.background
        #expect(backdrop != .default)
        #expect(screen.grid[30, 0].style.background == backdrop)
        #expect(screen.grid[30, 4].style.background == backdrop)
        #expect(screen.lines[1].hasPrefix("  Over the blur"))
        #expect(screen.grid[30, 10].style.background == .default)
    }

    @Test func codeMadeEffectViewsResizeTheirContentView() {
        let screen = HeadlessScreen.checked(width: 40, height: 10)
        screen.perform {
            let v = UIVisualEffectView(effect: UIBlurEffect(style: .light))
            #expect(v.frame == .zero && v.contentView.superview === v)
            v.frame = CGRect(x: 0, y: 0, width: 30, height: 4)
            v.layoutIfNeeded()
            #expect(v.contentView.frame == CGRect(x: 0, y: 0, width: 30, height: 4))
            let plain = UIVisualEffectView(frame: CGRect(x: 0, y: 0, width: 8, height: 2))
            #expect(plain.effect == nil && plain.contentView.frame.size == CGSize(width: 8, height: 2))
            #expect(UIBlurEffect(style: .light).isEqual(UIBlurEffect(style: .light)))
            #expect(!UIBlurEffect(style: .light).isEqual(UIBlurEffect(style: .dark)))
        }
    }
}
