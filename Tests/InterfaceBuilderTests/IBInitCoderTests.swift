import Foundation
import Testing
import UIKit
import HeadlessBackend
import TestSupport

/// What each `init?(coder:)` saw of the coder the nib loader passed.
@MainActor
final class IBCoderTableVC: UITableViewController {
    var madeWith = "code"
    init() { super.init(style: .plain) }
    required init?(coder: NSCoder) {
        madeWith = "coder(keyed: \(coder.allowsKeyedCoding), other: \(coder.decodeObject(forKey: "NSSomething") == nil ? "nil" : "set"), "
            + "\(coder.decodeBool(forKey: "NSFlag")), \(coder.decodeInteger(forKey: "NSCount")), \(coder.containsValue(forKey: "NSCount")))"
        super.init(coder: coder)
    }
}

@MainActor
final class IBCoderCell: UITableViewCell {
    var madeWith = "code"
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
    }
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        madeWith = "coder"
    }
}

/// A view that cannot be made from a file (`init?(coder:)` fails).
@MainActor
final class IBNilView: UIView {
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { return nil }
}

/// Interface Builder objects are made through `init?(coder:)` (docs/DECISIONS.md
/// "Interface Builder objects are made through init?(coder:)"): Apple's `init(coder:)`
/// documentation for UIView and UIViewController ("objects in a storyboard or nib file are
/// created with this method… then the attributes are applied").
@MainActor
@Suite struct IBInitCoderTests {
    static let board = storyboardXML(initial: "tvc", """
        <scene sceneID="s0"><objects>
          <tableViewController id="tvc" customClass="IBCoderTableVC" customModule="App" sceneMemberID="viewController">
            <tableView key="view" dataMode="prototypes" style="grouped" rowHeight="44" id="tv">
              <rect key="frame" x="0" y="0" width="414" height="896"/>
              <prototypes>
                <tableViewCell reuseIdentifier="fruit" textLabel="t1" detailTextLabel="d1" style="IBUITableViewCellStyleValue1" id="cell" customClass="IBCoderCell" customModule="App">
                  <rect key="frame" x="0" y="28" width="414" height="44"/>
                  <tableViewCellContentView key="contentView" id="cv">
                    <rect key="frame" x="0" y="0" width="414" height="44"/>
                    <subviews>
                      <label text="Title" id="t1"><rect key="frame" x="20" y="12" width="33" height="20"/></label>
                      <label text="Detail" id="d1"><rect key="frame" x="350" y="12" width="44" height="20"/></label>
                    </subviews>
                  </tableViewCellContentView>
                </tableViewCell>
              </prototypes>
            </tableView>
            <navigationItem key="navigationItem" title="Fruits" id="ni"/>
          </tableViewController>
        </objects></scene>
        <scene sceneID="s1"><objects>
          <viewController storyboardIdentifier="Broken" id="broken" sceneMemberID="viewController">
            <view key="view" id="root">
              <rect key="frame" x="0" y="0" width="414" height="896"/>
              <subviews>
                <view customClass="IBNilView" customModule="App" id="nilView"><rect key="frame" x="0" y="0" width="100" height="100"/></view>
              </subviews>
            </view>
          </viewController>
        </objects></scene>
        """)

    /// Registers the classes in the screen's application (its own class table) and opens
    /// the storyboard in it, as app code does (the folder must outlive the test).
    static func load() -> (IBTempFolder, HeadlessScreen, UIStoryboard) {
        let folder = IBTempFolder()
        folder.write("Base.lproj/Coder.storyboard", board)
        let screen = HeadlessScreen.checked()
        let board = screen.application.withCurrent {
            InterfaceBuilderClasses.register(IBCoderTableVC.self)
            InterfaceBuilderClasses.register(IBCoderCell.self)
            InterfaceBuilderClasses.register(IBNilView.self)
            return UIStoryboard(name: "Coder", bundle: folder.bundle)
        }
        return (folder, screen, board)
    }

    /// The controller and its prototype cells come from `init?(coder:)`; the coder is keyed
    /// and answers unknown keys with nil/false/0; the file's style, reuse identifier and
    /// attributes are applied.
    @Test func controllersAndCellsAreMadeThroughInitCoder() throws {
        let (folder, screen, board) = Self.load()
        _ = folder
        let vc = try #require(board.instantiateInitialViewController() as? IBCoderTableVC)
        #expect(vc.madeWith == "coder(keyed: true, other: nil, false, 0, false)")
        #expect(vc.navigationItem.title == "Fruits")
        #expect(vc.tableView.style == .grouped)
        let cell = try #require(vc.tableView.dequeueReusableCell(withIdentifier: "fruit") as? IBCoderCell)
        #expect(cell.madeWith == "coder")
        #expect(cell.reuseIdentifier == "fruit")
        #expect(cell.textLabel?.text == "Title" && cell.detailTextLabel?.text == "Detail")  // value1 has both
        // Made in code, the same classes run their code initialisers.
        #expect(IBCoderTableVC().madeWith == "code")
        #expect(IBCoderCell(style: .default, reuseIdentifier: nil).madeWith == "code")
        #expect(screen.application.diagnostics.warnings.isEmpty)
    }

    /// A custom class whose `init?(coder:)` returns nil is reported and replaced by the
    /// element's UIKit class; the rest of the file loads.
    @Test func failingInitCoderIsReportedAndReplaced() throws {
        let (folder, screen, board) = Self.load()
        _ = folder
        var loaded: UIView?
        screen.perform { loaded = board.instantiateViewController(withIdentifier: "Broken").view }
        let sub = try #require(loaded?.subviews.first)
        #expect(type(of: sub) == UIView.self)
        #expect(sub.frame.width > 0)
        let warnings = screen.application.diagnostics.warnings
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("warning: init(coder:) of IBNilView returned nil; using UIView") == true)
    }
}
