import Foundation
import Testing
import TestSupport
import UIKit
import HeadlessBackend

/// `<accessibility key="accessibilityConfiguration">` onto the view's accessibility
/// properties, as the nib loader sets them (label, hint, identifier, traits, isElement),
/// localized labels and hints from the `.strings` table.
@MainActor
@Suite struct IBAccessibilityTests {
    static let main = storyboardXML(initial: "vc", """
        <scene sceneID="s1"><objects>
          <viewController id="vc" sceneMemberID="viewController">
            <view key="view" id="root"><rect key="frame" x="0" y="0" width="375" height="667"/>
              <subviews>
                <button buttonType="system" id="save"><rect key="frame" x="0" y="10" width="100" height="30"/>
                  <accessibility key="accessibilityConfiguration" hint="Stores the contact" identifier="saveButton" label="Save contact">
                    <accessibilityTraits key="traits" button="YES" selected="YES"/>
                  </accessibility>
                  <state key="normal" title="Save"/>
                </button>
                <imageView id="logo"><rect key="frame" x="0" y="50" width="40" height="40"/>
                  <accessibility key="accessibilityConfiguration">
                    <accessibilityTraits key="traits" image="YES" notEnabled="YES"/>
                    <bool key="isElement" value="NO"/>
                  </accessibility>
                </imageView>
                <label text="Title" id="title"><rect key="frame" x="0" y="100" width="100" height="20"/>
                  <accessibility key="accessibilityConfiguration" label="Heading">
                    <accessibilityTraits key="traits" staticText="YES" header="YES"/>
                    <bool key="isElement" value="YES"/>
                  </accessibility>
                </label>
                <view id="plain"><rect key="frame" x="0" y="130" width="10" height="10"/></view>
              </subviews>
            </view>
          </viewController>
        </objects></scene>
        """)

    func load(strings: String? = nil) throws -> (UIViewController, HeadlessScreen) {
        let folder = IBTempFolder()
        folder.write("Base.lproj/Main.storyboard", Self.main)
        if let strings { folder.write("en.lproj/Main.strings", strings) }
        let screen = HeadlessScreen.checked(width: 80, height: 24)
        var made: UIViewController?
        screen.perform { made = UIStoryboard(name: "Main", bundle: folder.bundle).instantiateInitialViewController() }
        let vc = try #require(made)
        _ = vc.view
        return (vc, screen)
    }

    @Test func labelHintIdentifierAndTraitsReachTheViews() throws {
        let (vc, _) = try load()
        let save = try #require(vc.view.first(UIButton.self))
        #expect(save.accessibilityLabel == "Save contact")
        #expect(save.accessibilityHint == "Stores the contact")
        #expect(save.accessibilityIdentifier == "saveButton")
        #expect(save.accessibilityTraits == [.button, .selected])

        let logo = try #require(vc.view.first(UIImageView.self))
        #expect(logo.accessibilityTraits == [.image, .notEnabled])
        #expect(logo.isAccessibilityElement == false && logo.accessibilityLabel == nil)

        let title = try #require(vc.view.first(UILabel.self))
        #expect(title.accessibilityLabel == "Heading" && title.accessibilityHint == nil)
        #expect(title.accessibilityTraits.contains(.header) && title.accessibilityTraits.contains(.staticText))
        #expect(title.isAccessibilityElement)

        // A view without an accessibility element keeps UIKit's defaults.
        let plain = try #require(vc.view.subviews.last)
        #expect(plain.accessibilityTraits == .none && plain.accessibilityLabel == nil && plain.accessibilityHint == nil)
    }

    @Test func stringsTablesLocalizeLabelsAndHints() throws {
        let (vc, _) = try load(strings: """
            "save.accessibilityLabel" = "Kontakt sichern";
            "save.accessibilityHint" = "Speichert den Kontakt";
            """)
        let save = try #require(vc.view.first(UIButton.self))
        #expect(save.accessibilityLabel == "Kontakt sichern" && save.accessibilityHint == "Speichert den Kontakt")
        #expect(save.accessibilityIdentifier == "saveButton")
    }
}

@MainActor final class IBAliasFirstVC: UIViewController {}
@MainActor final class IBAliasSecondVC: UIViewController {}

/// Two modules' classes of one name: each file's `customModule` finds its own, and the
/// bare name keeps the class registered under it first (an alias never replaces another).
@MainActor
@Suite struct IBClassAliasTests {
    static func board(module: String?) -> String {
        storyboardXML(initial: "vc", """
            <scene sceneID="s1"><objects>
              <viewController id="vc" customClass="IBAliasVC" \(module.map { "customModule=\"\($0)\"" } ?? "") sceneMemberID="viewController">
                <view key="view" id="root"><rect key="frame" x="0" y="0" width="375" height="667"/></view>
              </viewController>
            </objects></scene>
            """)
    }

    @Test func moduleQualifiedNamesKeepEachModulesClass() throws {
        let screen = HeadlessScreen.checked(width: 80, height: 24)
        screen.application.withCurrent {
            InterfaceBuilderClasses.register(IBAliasFirstVC.self, named: "IBAliasModA.IBAliasVC")
            InterfaceBuilderClasses.register(IBAliasSecondVC.self, named: "IBAliasModB.IBAliasVC")
        }
        let folder = IBTempFolder()
        folder.write("A.storyboard", Self.board(module: "IBAliasModA"))
        folder.write("B.storyboard", Self.board(module: "IBAliasModB"))
        folder.write("Bare.storyboard", Self.board(module: nil))
        var a: UIViewController?, b: UIViewController?, bare: UIViewController?
        screen.perform {
            a = UIStoryboard(name: "A", bundle: folder.bundle).instantiateInitialViewController()
            b = UIStoryboard(name: "B", bundle: folder.bundle).instantiateInitialViewController()
            bare = UIStoryboard(name: "Bare", bundle: folder.bundle).instantiateInitialViewController()
        }
        #expect(a is IBAliasFirstVC)
        #expect(b is IBAliasSecondVC)
        // The bare name is the first registration's alias; the second did not replace it.
        #expect(bare is IBAliasFirstVC)
    }
}
