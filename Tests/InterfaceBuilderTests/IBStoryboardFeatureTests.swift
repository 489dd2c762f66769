import Foundation
import Testing
import TestSupport
@_spi(InterfaceBuilderTools) import UIKit
import HeadlessBackend

@MainActor
final class IBFadeSegue: UIStoryboardSegue {
    override func perform() {
        (source as? IBFeatureVC)?.events.append("IBFadeSegue.perform")
        source.present(destination, animated: false)
    }
}

@MainActor
final class IBFeatureVC: UIViewController {
    var events: [String] = []
    @Inspectable var accent: UIColor?
    @Inspectable var maxItems: Int?
    @Outlet var toggle: UISwitch!
    func toggled(_ sender: UISwitch) { events.append("toggled:\(sender.isOn)") }
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        events.append("prepare(\(segue.identifier ?? "nil"), \(String(describing: type(of: segue))))")
    }
}

@MainActor
@Suite struct IBStoryboardFeatureTests {
    static let main = storyboardXML(initial: "f", """
        <scene sceneID="s1"><objects>
          <viewController id="f" customClass="FeatureVC" title="Features" sceneMemberID="viewController">
            <view key="view" id="root"><rect key="frame" x="0" y="0" width="414" height="896"/>
              <subviews>
                <label text="Hello" id="hello"><rect key="frame" x="0" y="10" width="100" height="20"/></label>
                <switch on="YES" id="sw"><rect key="frame" x="0" y="40" width="51" height="31"/>
                  <connections><action selector="toggled:" destination="f" eventType="valueChanged" id="a"/></connections>
                </switch>
                <button buttonType="system" id="fade"><rect key="frame" x="0" y="80" width="100" height="30"/>
                  <state key="normal" title="Fade"/>
                  <connections><segue destination="other" kind="custom" customClass="FadeSegue" identifier="fade" id="sg1"/></connections>
                </button>
                <button buttonType="system" id="pop"><rect key="frame" x="0" y="120" width="100" height="30"/>
                  <state key="normal" title="Pop"/>
                  <connections><segue destination="other" kind="popoverPresentation" identifier="pop" popoverAnchorView="pop" id="sg2"/></connections>
                </button>
                <button buttonType="system" id="ref"><rect key="frame" x="0" y="160" width="100" height="30"/>
                  <state key="normal" title="Settings"/>
                  <connections><segue destination="settingsRef" kind="show" identifier="toSettings" id="sg3"/></connections>
                </button>
              </subviews>
            </view>
            <userDefinedRuntimeAttributes>
              <userDefinedRuntimeAttribute type="color" keyPath="accent"><color key="value" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></userDefinedRuntimeAttribute>
              <userDefinedRuntimeAttribute type="number" keyPath="maxItems"><integer key="value" value="7"/></userDefinedRuntimeAttribute>
              <userDefinedRuntimeAttribute type="string" keyPath="nonsense" value="x"/>
            </userDefinedRuntimeAttributes>
            <connections><outlet property="toggle" destination="sw" id="o"/></connections>
          </viewController>
        </objects></scene>
        <scene sceneID="s2"><objects>
          <viewController id="other" title="Other" sceneMemberID="viewController">
            <view key="view" id="otherRoot"><rect key="frame" x="0" y="0" width="414" height="896"/></view>
          </viewController>
        </objects></scene>
        <scene sceneID="s3"><objects>
          <viewControllerPlaceholder storyboardName="Settings" referencedIdentifier="SettingsRoot" id="settingsRef" sceneMemberID="viewController"/>
        </objects></scene>
        """)
    static let settings = storyboardXML(initial: nil, """
        <scene sceneID="t1"><objects>
          <viewController storyboardIdentifier="SettingsRoot" id="sr" title="Settings Root" sceneMemberID="viewController">
            <view key="view" id="srv"><rect key="frame" x="0" y="0" width="414" height="896"/></view>
          </viewController>
        </objects></scene>
        """)

    /// The files, a screen, and the test's class table with the files' classes.
    private func setUp() -> (IBTempFolder, HeadlessScreen, InterfaceBuilderClasses) {
        let classes = InterfaceBuilderClasses()
        classes.register(IBFeatureVC.self, named: "FeatureVC", actions: [Selector(IBFeatureVC.toggled, name: "toggled:")]) { IBFeatureVC() }
        classes.register(IBFadeSegue.self, named: "FadeSegue")
        let folder = IBTempFolder()
        folder.write("Base.lproj/Main.storyboard", Self.main)
        folder.write("Base.lproj/Settings.storyboard", Self.settings)
        return (folder, HeadlessScreen.checked(width: 80, height: 24), classes)
    }

    @Test func runtimeAttributesActionsCustomSeguesAndReferences() throws {
        let (folder, screen, classes) = setUp()
        let board = classes.withCurrent { UIStoryboard(name: "Main", bundle: folder.bundle) }
        var made: UIViewController?
        screen.perform { made = board.instantiateInitialViewController() }
        let vc = try #require(made as? IBFeatureVC)
        #expect(vc.accent == UIColor(red: 1, green: 0, blue: 0, alpha: 1) && vc.maxItems == 7)
        #expect(screen.application.diagnostics.warnings.contains { $0.contains("user-defined runtime attribute 'nonsense' (string) is not settable on IBFeatureVC; ignored") })
        screen.makeWindow(root: vc)
        #expect(vc.toggle.isOn)
        vc.toggle.isOn = false
        vc.toggle.sendActions(for: .valueChanged)
        #expect(vc.events == ["toggled:false"])

        vc.view.first(UIButton.self) { $0.title(for: .normal) == "Fade" }?.ibTestTap(); screen.settle()
        #expect(vc.events.suffix(2) == ["prepare(fade, IBFadeSegue)", "IBFadeSegue.perform"])
        #expect(vc.presentedViewController?.title == "Other")
        vc.dismiss(animated: false); screen.settle()

        vc.view.first(UIButton.self) { $0.title(for: .normal) == "Pop" }?.ibTestTap(); screen.settle()
        #expect(vc.events.last == "prepare(pop, UIStoryboardSegue)")
        #expect(vc.presentedViewController?.modalPresentationStyle == .popover)
        vc.dismiss(animated: false); screen.settle()

        vc.view.first(UIButton.self) { $0.title(for: .normal) == "Settings" }?.ibTestTap(); screen.settle()
        #expect(vc.presentedViewController?.title == "Settings Root")   // show outside a navigation controller presents
        #expect(screen.application.diagnostics.exceptions.isEmpty)
    }

    @Test func localizedStringsReplaceTheFilesTexts() throws {
        let (folder, screen, classes) = setUp()
        _ = screen
        folder.write("en.lproj/Main.strings", """
            /* Class = "UILabel"; text = "Hello"; ObjectID = "hello"; */
            "hello.text" = "Hello, world";
            "fade.normalTitle" = "Fade out";
            "f.title" = "Everything";
            """)
        let board = classes.withCurrent { UIStoryboard(name: "Main", bundle: folder.bundle) }
        let vc = try #require(board.instantiateInitialViewController())
        #expect(vc.title == "Everything")
        #expect(vc.view.first(UILabel.self)?.text == "Hello, world")
        #expect(vc.view.first(UIButton.self) { $0.title(for: .normal) == "Fade out" } != nil)
    }

    @Test func renderShowsTheSceneScaledToTheScreen() throws {
        let screen = HeadlessScreen.checked(width: 80, height: 24)
        defer { IBCorpus.expectDiagnostics(of: screen) }
        let board = try IBTools.storyboard(IBCorpus.path(IBCorpus.textFields), fitting: CGSize(width: 80, height: 24))
        let vc = try #require(IBTools.controller(in: board, identifier: nil))
        screen.makeWindow(root: vc)
        screen.settle()
        // The static table's section headers, in the file's order, each above its field.
        let headers = screen.lines.map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { ["Default", "Tinted", "Secure", "Specific Keyboard", "Custom", "Search"].contains($0) }
        #expect(headers == ["Default", "Tinted", "Secure", "Specific Keyboard", "Custom", "Search"])
    }
}
