import Foundation
import Testing
import TestSupport
import UIKit
import HeadlessBackend

/// Target of the segmented control's action in `IBValueControlTests`.
@MainActor
final class IBValueControlsViewController: UIViewController {
    var changes: [Int] = []
    func changed(_ sender: UISegmentedControl) { changes.append(sender.selectedSegmentIndex) }
}

/// The value controls and the text view made from their Interface Builder elements (as
/// Xcode writes them) with the file's values, no longer placeholders.
@MainActor
@Suite struct IBValueControlTests {
    static let scene = """
        <scene sceneID="s"><objects>
            <viewController id="vc" customClass="IBValueControlsViewController" sceneMemberID="viewController">
                <view key="view" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                    <subviews>
                        <segmentedControl segmentControlStyle="plain" selectedSegmentIndex="1" id="seg">
                            <rect key="frame" x="20" y="100" width="280" height="32"/>
                            <segments>
                                <segment title="Button"/>
                                <segment title="Image"/>
                                <segment title="View" enabled="NO"/>
                            </segments>
                            <connections>
                                <action selector="changed:" destination="vc" eventType="valueChanged" id="a1"/>
                            </connections>
                        </segmentedControl>
                        <slider value="2" minValue="1" maxValue="3" id="sld">
                            <rect key="frame" x="20" y="150" width="280" height="31"/>
                        </slider>
                        <stepper value="4" minimumValue="2" maximumValue="10" stepValue="2" wraps="YES" autorepeat="NO" id="stp">
                            <rect key="frame" x="20" y="200" width="94" height="32"/>
                        </stepper>
                        <pageControl numberOfPages="5" currentPage="3" id="pg">
                            <rect key="frame" x="20" y="250" width="120" height="26"/>
                        </pageControl>
                        <textView text="Read me" editable="NO" textAlignment="center" id="tv">
                            <rect key="frame" x="20" y="300" width="280" height="100"/>
                            <fontDescription key="fontDescription" type="system" pointSize="14"/>
                        </textView>
                    </subviews>
                </view>
            </viewController>
        </objects></scene>
        """

    @Test func controlsKeepTheFilesValues() throws {
        let folder = IBTempFolder()
        let url = folder.write("Main.storyboard", storyboardXML(initial: "vc", Self.scene))
        let screen = HeadlessScreen.checked(width: 80, height: 24)
        let classes = InterfaceBuilderClasses()
        classes.register(IBValueControlsViewController.self, actions: [Selector(IBValueControlsViewController.changed, name: "changed:")]) {
            IBValueControlsViewController()
        }
        let board = classes.withCurrent { UIStoryboard(name: "Main", contentsOf: url) }
        var vc: IBValueControlsViewController?
        screen.perform { vc = board.instantiateInitialViewController() as? IBValueControlsViewController }
        let c = try #require(vc)
        screen.makeWindow(root: c)
        let seg = try #require(c.view.first(UISegmentedControl.self))
        #expect(seg.numberOfSegments == 3 && seg.titleForSegment(at: 0) == "Button" && seg.titleForSegment(at: 2) == "View")
        #expect(seg.selectedSegmentIndex == 1 && !seg.isEnabledForSegment(at: 2) && seg.isEnabledForSegment(at: 1))
        // The action connected to the custom class: a value change reaches it.
        screen.perform {
            seg.selectedSegmentIndex = 0
            seg.sendActions(for: .valueChanged)
        }
        #expect(c.changes == [0])
        let slider = try #require(c.view.first(UISlider.self))
        #expect(slider.minimumValue == 1 && slider.maximumValue == 3 && slider.value == 2)
        let stepper = try #require(c.view.first(UIStepper.self))
        #expect(stepper.minimumValue == 2 && stepper.maximumValue == 10 && stepper.stepValue == 2 && stepper.value == 4)
        #expect(stepper.wraps && !stepper.autorepeat)
        let page = try #require(c.view.first(UIPageControl.self))
        #expect(page.numberOfPages == 5 && page.currentPage == 3)
        let text = try #require(c.view.first(UITextView.self))
        #expect(text.text == "Read me" && !text.isEditable && text.textAlignment == .center && text.font?.pointSize == 14)
        // No placeholder and no warning: every element is one this UIKit has.
        #expect(screen.application.diagnostics.warnings.isEmpty, "\(screen.application.diagnostics.warnings)")
    }
}
