import Foundation
import HeadlessBackend
import Testing
import TestSupport
import UIKit

/// A controller that needs a value the storyboard cannot hold: made by a creator block
/// through `init?(coder:greeting:)`, as iOS 13's dependency-injection pattern does.
@MainActor
final class IBGreetingVC: UIViewController {
    let greeting: String
    @Outlet var caption: UILabel!
    init?(coder: NSCoder, greeting: String) {
        self.greeting = greeting
        super.init(coder: coder)
    }
    required init?(coder: NSCoder) {
        greeting = "from the file"
        super.init(coder: coder)
    }
}

/// The creator-block forms of `UIStoryboard` and the asset colours a file names.
@MainActor
@Suite struct IBCreatorAndNamedColorTests {
    static let board = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="vc">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="s1"><objects>
                    <viewController storyboardIdentifier="Greeting" title="Hello" id="vc" customClass="GreetingViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                            <color key="backgroundColor" name="brandColor"/>
                            <subviews>
                                <label text="Hi" id="cap">
                                    <rect key="frame" x="20" y="100" width="100" height="21"/>
                                    <color key="textColor" name="inkColor"/>
                                </label>
                            </subviews>
                        </view>
                        <connections><outlet property="caption" destination="cap" id="o1"/></connections>
                    </viewController>
                </objects></scene>
            </scenes>
            <resources>
                <namedColor name="brandColor">
                    <color red="0.25" green="0.5" blue="0.75" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </namedColor>
                <namedColor name="inkColor">
                    <color white="0.2" alpha="0.5" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </namedColor>
            </resources>
        </document>
        """

    func storyboard(_ folder: IBTempFolder) -> UIStoryboard {
        folder.write("Base.lproj/Greeting.storyboard", Self.board)
        let classes = InterfaceBuilderClasses()
        classes.register(IBGreetingVC.self, named: "GreetingViewController")
        return classes.withCurrent { UIStoryboard(name: "Greeting", bundle: folder.bundle) }
    }

    @Test func creatorBlocksMakeTheControllerAndTheFileFillsIt() throws {
        let folder = IBTempFolder()
        let screen = HeadlessScreen.checkedPhone()
        let board = storyboard(folder)
        // The creator's object replaces the scene's class; the title, view and outlets
        // still come from the file.
        let made: IBGreetingVC = board.instantiateViewController(identifier: "Greeting") { coder in
            IBGreetingVC(coder: coder, greeting: "injected")
        }
        #expect(made.greeting == "injected" && made.title == "Hello")
        screen.makeWindow(root: made)
        #expect(made.caption?.text == "Hi" && made.caption?.superview === made.view)
        // The initial form, the same way.
        let initial = try #require(board.instantiateInitialViewController { coder in IBGreetingVC(coder: coder, greeting: "first") })
        #expect(initial.greeting == "first" && initial.title == "Hello")
        // A creator that returns nil: UIKit makes the scene's own class through init(coder:).
        let own: IBGreetingVC = board.instantiateViewController(identifier: "Greeting") { _ in nil }
        #expect(own.greeting == "from the file" && own !== made)
        #expect(screen.application.diagnostics.warnings.isEmpty, "\(screen.application.diagnostics.warnings)")
    }

    @Test func namedColoursComeFromTheFilesResources() throws {
        let folder = IBTempFolder()
        let screen = HeadlessScreen.checkedPhone()
        let vc = try #require(storyboard(folder).instantiateInitialViewController() as? IBGreetingVC)
        screen.makeWindow(root: vc)
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        #expect(vc.view.backgroundColor?.getRed(&r, green: &g, blue: &b, alpha: &a) == true)
        #expect(abs(r - 0.25) < 0.001 && abs(g - 0.5) < 0.001 && abs(b - 0.75) < 0.001 && a == 1)
        var w: CGFloat = 0
        #expect(vc.caption.textColor.getWhite(&w, alpha: &a))
        #expect(abs(w - 0.2) < 0.001 && abs(a - 0.5) < 0.001)
    }
}
