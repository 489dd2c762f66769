import Foundation
import HeadlessBackend
import Testing
import TestSupport
import UIKit

/// `<attributedString key="attributedText">` as Xcode writes it for a label, a text field
/// and a text view with attributed text: each fragment's text with its font and colour.
@MainActor
@Suite struct IBAttributedTextTests {
    static let board = storyboardXML(initial: "vc", """
        <scene sceneID="s1"><objects>
          <viewController id="vc" sceneMemberID="viewController">
            <view key="view" contentMode="scaleToFill" id="root">
              <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
              <subviews>
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" textAlignment="natural" lineBreakMode="tailTruncation" numberOfLines="0" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="lb">
                  <rect key="frame" x="20" y="100" width="374" height="41"/>
                  <attributedString key="attributedText">
                    <fragment content="Bold ">
                      <attributes>
                        <color key="NSColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        <font key="NSFont" metaFont="boldSystem" size="20"/>
                      </attributes>
                    </fragment>
                    <fragment>
                      <string key="content">and
        plain</string>
                      <attributes>
                        <font key="NSFont" metaFont="system" size="14"/>
                      </attributes>
                    </fragment>
                  </attributedString>
                </label>
                <textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" id="tf">
                  <rect key="frame" x="20" y="160" width="374" height="34"/>
                  <attributedString key="attributedText">
                    <fragment content="field"><attributes><font key="NSFont" size="15" name="Courier"/></attributes></fragment>
                  </attributedString>
                  <textInputTraits key="textInputTraits"/>
                </textField>
                <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" id="tv">
                  <rect key="frame" x="20" y="220" width="374" height="128"/>
                  <attributedString key="attributedText">
                    <fragment content="Notes"><attributes><color key="NSColor" white="0.25" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></attributes></fragment>
                  </attributedString>
                </textView>
              </subviews>
            </view>
          </viewController>
        </objects></scene>
        """)

    @Test func fragmentsKeepTheirTextFontsAndColours() throws {
        let folder = IBTempFolder()
        folder.write("Base.lproj/Rich.storyboard", Self.board)
        let screen = HeadlessScreen.checkedPhone()
        let vc = try #require(UIStoryboard(name: "Rich", bundle: folder.bundle).instantiateInitialViewController())
        screen.makeWindow(root: vc)
        let label = try #require(vc.view.first(UILabel.self))
        let text = try #require(label.attributedText)
        #expect(text.string == "Bold and\nplain" && label.text == "Bold and\nplain")
        let bold = text.attributes(at: 0, effectiveRange: nil)
        #expect((bold[.font] as? UIFont)?.pointSize == 20)
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        #expect((bold[.foregroundColor] as? UIColor)?.getRed(&r, green: &g, blue: &b, alpha: &a) == true && r == 1 && g == 0 && b == 0)
        let plain = text.attributes(at: 5, effectiveRange: nil)
        #expect((plain[.font] as? UIFont)?.pointSize == 14 && plain[.foregroundColor] == nil)
        let field = try #require(vc.view.first(UITextField.self))
        #expect(field.text == "field")
        #expect((field.attributedText?.attributes(at: 0, effectiveRange: nil)[.font] as? UIFont)?.pointSize == 15)
        let notes = try #require(vc.view.first(UITextView.self))
        #expect(notes.text == "Notes")
        var w: CGFloat = 0
        #expect((notes.attributedText.attributes(at: 0, effectiveRange: nil)[.foregroundColor] as? UIColor)?.getWhite(&w, alpha: &a) == true && abs(w - 0.25) < 0.001)
        #expect(screen.application.diagnostics.warnings.isEmpty, "\(screen.application.diagnostics.warnings)")
    }
}
