import Foundation
import HeadlessBackend
import Testing
import TestSupport
import UIKit

/// A scene's controller that gives a picker its rows, as Xcode's template connects it:
/// the picker's `dataSource` and `delegate` outlets point at the controller.
@MainActor
final class IBSizePickerVC: UIViewController, UIPickerViewDataSource, UIPickerViewDelegate {
    @Outlet var picker: UIPickerView!
    let sizes = ["Small", "Medium", "Large"]
    let colours = ["Red", "Green"]
    var chosen: [String] = []
    func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        component == 0 ? sizes.count : colours.count
    }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        component == 0 ? sizes[row] : colours[row]
    }
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        chosen.append("\(component):\(row)")
    }
}

/// `<pickerView>` loads as a `UIPickerView` whose rows come from the outlets Xcode writes.
@MainActor
@Suite struct IBPickerViewLoadingTests {
    static let board = storyboardXML(initial: "vc", """
        <scene sceneID="s1"><objects>
          <viewController id="vc" customClass="SizePickerViewController" customModule="Shop" customModuleProvider="target" sceneMemberID="viewController">
            <view key="view" contentMode="scaleToFill" id="root">
              <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
              <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
              <subviews>
                <pickerView contentMode="scaleToFill" showsSelectionIndicator="NO" translatesAutoresizingMaskIntoConstraints="NO" id="pk">
                  <rect key="frame" x="0.0" y="340" width="414" height="216"/>
                  <connections>
                    <outlet property="dataSource" destination="vc" id="o1"/>
                    <outlet property="delegate" destination="vc" id="o2"/>
                  </connections>
                </pickerView>
              </subviews>
              <constraints>
                <constraint firstItem="pk" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
                <constraint firstAttribute="trailing" secondItem="pk" secondAttribute="trailing" id="c2"/>
                <constraint firstItem="pk" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="c3"/>
              </constraints>
            </view>
            <connections>
              <outlet property="picker" destination="pk" id="o3"/>
            </connections>
          </viewController>
        </objects></scene>
        """)

    static func classes() -> InterfaceBuilderClasses {
        let classes = InterfaceBuilderClasses()
        classes.register(IBSizePickerVC.self, named: "SizePickerViewController") { IBSizePickerVC() }
        return classes
    }

    @Test func pickerRowsComeFromTheConnectedDataSourceAndDelegate() throws {
        let folder = IBTempFolder()
        folder.write("Base.lproj/Shop.storyboard", Self.board)
        let screen = HeadlessScreen.checkedPhone()
        let board = Self.classes().withCurrent { UIStoryboard(name: "Shop", bundle: folder.bundle) }
        let vc = try #require(board.instantiateInitialViewController() as? IBSizePickerVC)
        screen.makeWindow(root: vc)
        screen.settle()
        let picker = try #require(vc.picker)
        // The element is a picker view (not a placeholder), in the scene's view.
        #expect(type(of: picker) == UIPickerView.self && picker.superview === vc.view)
        #expect(picker.dataSource === vc && picker.delegate === vc)
        #expect(!picker.showsSelectionIndicator)
        #expect(picker.numberOfComponents == 2)
        #expect(picker.numberOfRows(inComponent: 0) == 3 && picker.numberOfRows(inComponent: 1) == 2)
        #expect(picker.selectedRow(inComponent: 0) == 0 && picker.selectedRow(inComponent: 1) == 0)
        // Its height is UIKit's intrinsic 216 points, full width and centred in the
        // window's root view as its constraints say: (844 - 216) / 2 = 314 on this
        // 390 × 844 phone.
        #expect(vc.view.bounds.size == CGSize(width: 390, height: 844))
        #expect(picker.frame == CGRect(x: 0, y: 314, width: 390, height: 216))
        // The user moving the first wheel one row down tells the delegate.
        picker.window?.focus(picker)
        screen.press(.down)
        #expect(picker.selectedRow(inComponent: 0) == 1)
        #expect(vc.chosen == ["0:1"])
        #expect(screen.application.diagnostics.warnings.isEmpty, "\(screen.application.diagnostics.warnings)")
    }

    /// An unconnected picker loads with no rows, without a warning (UIKit shows it empty).
    @Test func anUnconnectedPickerHasNoComponents() throws {
        let folder = IBTempFolder()
        folder.write("Base.lproj/Empty.storyboard", storyboardXML(initial: "vc", """
            <scene sceneID="s1"><objects>
              <viewController id="vc" sceneMemberID="viewController">
                <view key="view" id="root">
                  <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                  <subviews>
                    <pickerView contentMode="scaleToFill" id="pk"><rect key="frame" x="0.0" y="0.0" width="414" height="216"/></pickerView>
                  </subviews>
                </view>
              </viewController>
            </objects></scene>
            """))
        let screen = HeadlessScreen.checkedPhone()
        let vc = try #require(UIStoryboard(name: "Empty", bundle: folder.bundle).instantiateInitialViewController())
        screen.makeWindow(root: vc)
        let picker = try #require(vc.view.first(UIPickerView.self))
        #expect(picker.numberOfComponents == 0 && picker.selectedRow(inComponent: 0) == -1)
        #expect(picker.showsSelectionIndicator)
        #expect(screen.application.diagnostics.warnings.isEmpty, "\(screen.application.diagnostics.warnings)")
    }
}
