import Foundation
import Testing
import UIKit
import HeadlessBackend
import TestSupport

@MainActor
final class IBLoginVC: UIViewController {
    @Outlet var userField: UITextField!
    @Outlet var titleLabel: UILabel!
    @OutletCollection var buttons: [UIButton]
    var log: [String] = []
    func login(_ sender: UIButton) { log.append("login:\(sender.title(for: .normal) ?? "")") }
    override func awakeFromNib() { super.awakeFromNib(); log.append("awakeFromNib(userField: \(userField == nil ? "nil" : "set"))") }
    override func viewDidLoad() { super.viewDidLoad(); log.append("viewDidLoad(userField: \(userField == nil ? "nil" : "set"))") }
    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        log.append("shouldPerformSegue(\(identifier))"); return true
    }
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        log.append("prepare(\(segue.identifier ?? "nil"), \(String(describing: type(of: segue.destination))))")
    }
}

@MainActor
final class IBBadgeView: UIView {
    @Outlet var caption: UILabel!
    var awoke = false
    override func awakeFromNib() { super.awakeFromNib(); awoke = caption != nil }
}

@MainActor
final class IBOwner {
    @Outlet var badge: IBBadgeView!
    var tapped = 0
    func tap(_ sender: Any) { tapped += 1 }
}

@MainActor
enum IBConnectionClasses {
    /// A class table (the test's own) with the classes the test files name.
    static func table() -> InterfaceBuilderClasses {
        let classes = InterfaceBuilderClasses()
        classes.register(IBLoginVC.self, named: "LoginViewController",
                         actions: [Selector(IBLoginVC.login, name: "login:")]) { IBLoginVC() }
        classes.register(IBBadgeView.self, named: "BadgeView")
        classes.register(actions: [Selector(IBOwner.tap, name: "tap:")], for: IBOwner.self, named: "Owner")
        return classes
    }
}

/// Outlets, outlet collections, actions, triggered segues, nibs, File's Owner.
@MainActor
@Suite struct IBConnectionTests {
    static let login = storyboardXML(initial: "nav", """
        <scene sceneID="s0"><objects>
          <navigationController id="nav" sceneMemberID="viewController">
            <navigationBar key="navigationBar" id="bar"><rect key="frame" x="0" y="48" width="414" height="44"/></navigationBar>
            <connections><segue destination="login" kind="relationship" relationship="rootViewController" id="r1"/></connections>
          </navigationController>
        </objects></scene>
        <scene sceneID="s1"><objects>
          <viewController storyboardIdentifier="Login" id="login" customClass="LoginViewController" customModule="SomethingElse" customModuleProvider="target" sceneMemberID="viewController">
            <view key="view" id="root">
              <rect key="frame" x="0" y="0" width="414" height="896"/>
              <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
              <subviews>
                <label text="Sign in" id="title"><rect key="frame" x="20" y="100" width="374" height="21"/></label>
                <textField placeholder="User" borderStyle="roundedRect" id="user">
                  <rect key="frame" x="20" y="140" width="374" height="34"/>
                  <textInputTraits key="textInputTraits" autocorrectionType="no" keyboardType="emailAddress" returnKeyType="next"/>
                </textField>
                <button buttonType="system" id="go"><rect key="frame" x="20" y="200" width="100" height="30"/>
                  <state key="normal" title="Log In"/>
                  <connections><action selector="login:" destination="login" eventType="touchUpInside" id="a1"/></connections>
                </button>
                <button buttonType="system" id="help"><rect key="frame" x="140" y="200" width="100" height="30"/>
                  <state key="normal" title="Help"/>
                  <connections><segue destination="helpVC" kind="show" identifier="showHelp" id="sg1"/></connections>
                </button>
              </subviews>
            </view>
            <navigationItem key="navigationItem" title="Login" id="ni">
              <barButtonItem key="rightBarButtonItem" title="About" id="about">
                <connections><segue destination="helpVC" kind="presentation" identifier="about" modalPresentationStyle="formSheet" id="sg2"/></connections>
              </barButtonItem>
            </navigationItem>
            <connections>
              <outlet property="userField" destination="user" id="o1"/>
              <outlet property="titleLabel" destination="title" id="o2"/>
              <outletCollection property="buttons" destination="go" collectionClass="NSMutableArray" id="c1"/>
              <outletCollection property="buttons" destination="help" collectionClass="NSMutableArray" id="c2"/>
            </connections>
          </viewController>
        </objects></scene>
        <scene sceneID="s2"><objects>
          <viewController id="helpVC" title="Help" sceneMemberID="viewController">
            <view key="view" id="helpRoot"><rect key="frame" x="0" y="0" width="414" height="896"/></view>
          </viewController>
        </objects></scene>
        """)

    @Test func outletsActionsAndTriggeredSegues() throws {
        let folder = IBTempFolder()
        folder.write("Base.lproj/Login.storyboard", Self.login)
        let screen = HeadlessScreen.checked()
        let board = IBConnectionClasses.table().withCurrent { UIStoryboard(name: "Login", bundle: folder.bundle) }
        let nav = try #require(board.instantiateInitialViewController() as? UINavigationController)
        let vc = try #require(nav.topViewController as? IBLoginVC)
        #expect(vc.log == ["awakeFromNib(userField: nil)"])       // outlets to views wait for the view
        #expect(vc.navigationItem.title == "Login" && vc.navigationItem.rightBarButtonItem?.title == "About")
        screen.makeWindow(root: nav)
        #expect(vc.log.last == "viewDidLoad(userField: set)")
        #expect(vc.userField.placeholder == "User" && vc.userField.keyboardType == .emailAddress && vc.userField.returnKeyType == .next)
        #expect(vc.userField.autocorrectionType == .no && vc.userField.borderStyle == .roundedRect)
        #expect(vc.titleLabel.text == "Sign in")
        #expect(vc.buttons.map { $0.title(for: .normal) } == ["Log In", "Help"])

        vc.buttons[0].ibTestTap()
        #expect(vc.log.last == "login:Log In")
        vc.buttons[1].ibTestTap(); screen.settle()
        #expect(vc.log.suffix(2) == ["shouldPerformSegue(showHelp)", "prepare(showHelp, UIViewController)"])
        #expect(nav.viewControllers.count == 2 && nav.topViewController?.title == "Help")
        nav.popViewController(animated: false); screen.settle()

        vc.navigationItem.rightBarButtonItem?._performAction(diagnostics: screen.application.diagnostics)
        screen.settle()
        #expect(vc.log.suffix(2) == ["shouldPerformSegue(about)", "prepare(about, UIViewController)"])
        #expect((vc.presentedViewController ?? nav.presentedViewController)?.modalPresentationStyle == .formSheet)
        #expect((vc.presentedViewController ?? nav.presentedViewController)?.title == "Help")
        #expect(screen.application.diagnostics.exceptions.isEmpty)
        // Same storyboard by Storyboard ID.
        #expect(board.instantiateViewController(withIdentifier: "Login") is IBLoginVC)
    }

    @Test func anOutletTheClassLacksRaisesUIKitsKeyValueCodingError() throws {
        let xml = Self.login.replacingOccurrences(of: "property=\"titleLabel\"", with: "property=\"headline\"")
        let folder = IBTempFolder()
        let url = folder.write("Login.storyboard", xml)
        let screen = HeadlessScreen.checked()
        let board = IBConnectionClasses.table().withCurrent { UIStoryboard(name: "Login", contentsOf: url) }
        var made: UIViewController?
        screen.perform { made = board.instantiateViewController(withIdentifier: "Login"); _ = made?.view }
        _ = try #require(made as? IBLoginVC)
        let ex = try #require(screen.application.diagnostics.exceptions.first)
        #expect(ex.name == "NSUnknownKeyException")
        #expect(ex.reason.hasPrefix("[<IBLoginVC 0x"))
        #expect(ex.reason.hasSuffix("> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key headline."))
        // The loader also reports it as a warning at the connection's line of the file.
        let warnings = screen.application.diagnostics.warnings
        #expect(warnings.count == 1 && warnings.first?.contains("Login.storyboard:12: warning: outlet 'headline': [<IBLoginVC> setValue:forUndefinedKey:]") == true)
    }

    @Test func unknownClassesAndElementsLoadAsPlaceholdersWithWarnings() throws {
        let folder = IBTempFolder()
        let url = folder.write("U.storyboard", storyboardXML(initial: "vc", """
            <scene sceneID="s"><objects>
              <viewController id="vc" customClass="NowhereViewController" sceneMemberID="viewController">
                <view key="view" id="root"><rect key="frame" x="0" y="0" width="414" height="896"/>
                  <subviews>
                    <webView id="dp"><rect key="frame" x="0" y="10" width="320" height="216"/></webView>
                    <view customClass="NoSuchView" id="nv"><rect key="frame" x="0" y="300" width="10" height="10"/></view>
                  </subviews>
                </view>
              </viewController>
            </objects></scene>
            """))
        let screen = HeadlessScreen.checked()
        let board = UIStoryboard(name: "U", contentsOf: url)
        var made: UIViewController?
        screen.perform { made = board.instantiateInitialViewController(); _ = made?.view }
        let vc = try #require(made)
        #expect(type(of: vc) == UIViewController.self)
        #expect(vc.view.subviews.map { $0.frame } == [CGRect(x: 0, y: 10, width: 320, height: 216), CGRect(x: 0, y: 300, width: 10, height: 10)])
        #expect(type(of: vc.view.subviews[0]) == UIView.self)
        let warnings = screen.application.diagnostics.warnings
        #expect(warnings == [
            "\(url.path):6: warning: Unknown class NowhereViewController in Interface Builder file. (at document/scenes/scene[s]/objects/viewController[vc])",
            "\(url.path):9: warning: unsupported element <webView> (UIWebView); shown as a placeholder view (at document/scenes/scene[s]/objects/viewController[vc]/view[root]/subviews/webView[dp])",
            "\(url.path):10: warning: Unknown class NoSuchView in Interface Builder file. (at document/scenes/scene[s]/objects/viewController[vc]/view[root]/subviews/view[nv])",
        ])
    }

    static let badgeXib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="Owner">
                    <connections><outlet property="badge" destination="b" id="o1"/></connections>
                </placeholder>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="b" customClass="BadgeView">
                    <rect key="frame" x="0" y="0" width="200" height="40"/>
                    <subviews>
                        <label text="New" id="cap"><rect key="frame" x="8" y="8" width="50" height="20"/></label>
                        <button buttonType="system" id="btn"><rect key="frame" x="100" y="5" width="60" height="30"/>
                            <state key="normal" title="Tap"/>
                            <connections><action selector="tap:" destination="-1" eventType="touchUpInside" id="a"/></connections>
                        </button>
                    </subviews>
                    <connections><outlet property="caption" destination="cap" id="o2"/></connections>
                </view>
            </objects>
        </document>
        """

    @Test func loadNibNamedConnectsFilesOwnerAndAwakesObjects() throws {
        let folder = IBTempFolder()
        folder.write("Badge.xib", Self.badgeXib)
        let screen = HeadlessScreen.checked()
        _ = screen
        let owner = IBOwner()
        let classes = IBConnectionClasses.table()
        let objects = try #require(classes.withCurrent { folder.bundle.loadNibNamed("Badge", owner: owner, options: nil) })
        #expect(objects.count == 1)
        let badge = try #require(objects.first as? IBBadgeView)
        #expect(owner.badge === badge && badge.awoke && badge.caption.text == "New")
        badge.first(UIButton.self)?.ibTestTap()
        #expect(owner.tapped == 1)
        // A second instantiation makes new objects.
        let again = classes.withCurrent { UINib(nibName: "Badge", bundle: folder.bundle) }.instantiate(withOwner: owner, options: nil)
        #expect((again.first as? IBBadgeView) !== badge && owner.badge !== badge)
    }

    @Test func cellNibRegisteredWithATableIsInstantiatedPerCell() throws {
        let screen = HeadlessScreen.checked()
        _ = screen
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 80, height: 20), style: .plain)
        let nib = UINib(data: try Data(contentsOf: IBCorpus.url(IBCorpus.settingsCell)), bundle: nil)
        table.register(nib, forCellReuseIdentifier: "SettingsTableViewCell")
        let a = try #require(table.dequeueReusableCell(withIdentifier: "SettingsTableViewCell"))
        let b = table.dequeueReusableCell(withIdentifier: "SettingsTableViewCell", for: IndexPath(row: 1, section: 0))
        #expect(a !== b)
        #expect(a.reuseIdentifier == "SettingsTableViewCell" && a.accessoryType == .disclosureIndicator)
        #expect(a.textLabel?.text == "Title")              // the file's label is the cell's textLabel
        #expect(a.textLabel?.superview === a.contentView)
    }

    @Test func initWithNibNameFindsTheNibByClassName() throws {
        let folder = IBTempFolder()
        folder.write("IBNibLookupView.xib", """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1">
                        <connections><outlet property="view" destination="v" id="o"/></connections>
                    </placeholder>
                    <view id="v"><rect key="frame" x="0" y="0" width="320" height="480"/>
                        <subviews><label text="From the nib" id="l"><rect key="frame" x="10" y="10" width="100" height="20"/></label></subviews>
                    </view>
                </objects>
            </document>
            """)
        let screen = HeadlessScreen.checked()
        _ = screen
        let vc = IBNibLookupViewController(nibName: nil, bundle: folder.bundle)
        #expect(vc.nibName == "IBNibLookupView")
        #expect(vc.view.frame.size == CGSize(width: 320, height: 480))
        #expect(vc.view.first(UILabel.self)?.text == "From the nib")
    }
}

@MainActor final class IBNibLookupViewController: UIViewController {}
