import Foundation
import Testing
import UIKit
import HeadlessBackend
import TestSupport

@MainActor final class IBTableAVC: UIViewController {}
@MainActor final class IBTableBVC: UIViewController {}

/// Each application has its own class table: what one registers, another never sees,
/// and a storyboard keeps the table it was opened with.
@MainActor
@Suite struct IBClassTableTests {
    static let board = storyboardXML(initial: "vc", """
        <scene sceneID="s"><objects>
          <viewController id="vc" customClass="SharedName" sceneMemberID="viewController">
            <view key="view" id="root"><rect key="frame" x="0" y="0" width="414" height="896"/></view>
          </viewController>
        </objects></scene>
        """)

    @Test func twoApplicationsKeepTheirOwnClassesForTheSameName() throws {
        let folder = IBTempFolder()
        let url = folder.write("T.storyboard", Self.board)
        let a = HeadlessScreen.checked(), b = HeadlessScreen.checked(), c = HeadlessScreen.checked()
        a.application.withCurrent { InterfaceBuilderClasses.register(IBTableAVC.self, named: "SharedName") }
        b.application.withCurrent { InterfaceBuilderClasses.register(IBTableBVC.self, named: "SharedName") }
        let boardA = a.application.withCurrent { UIStoryboard(name: "T", contentsOf: url) }
        let boardB = b.application.withCurrent { UIStoryboard(name: "T", contentsOf: url) }
        // Instantiated later, outside either application's code: each keeps its table.
        #expect(boardA.instantiateInitialViewController() is IBTableAVC)
        #expect(boardB.instantiateInitialViewController() is IBTableBVC)
        // A third application registered nothing: UIKit's class and its warning.
        var made: UIViewController?
        c.perform { made = UIStoryboard(name: "T", contentsOf: url).instantiateInitialViewController() }
        #expect(made.map { type(of: $0) == UIViewController.self } == true)
        #expect(c.application.diagnostics.warnings == ["\(url.path):6: warning: Unknown class SharedName in Interface Builder file. (at document/scenes/scene[s]/objects/viewController[vc])"])
    }

    @Test func aScopedTableIsWhatStaticRegistrationsAndNewStoryboardsUse() throws {
        let folder = IBTempFolder()
        let url = folder.write("T.storyboard", Self.board)
        let screen = HeadlessScreen.checked()
        let classes = InterfaceBuilderClasses()
        let board = classes.withCurrent {
            InterfaceBuilderClasses.register(IBTableAVC.self, named: "SharedName")
            return UIStoryboard(name: "T", contentsOf: url)
        }
        #expect(board.instantiateInitialViewController() is IBTableAVC)
        // The scope added nothing to the screen's application.
        var made: UIViewController?
        screen.perform { made = UIStoryboard(name: "T", contentsOf: url).instantiateInitialViewController() }
        #expect(!(made is IBTableAVC))
        #expect(screen.application.diagnostics.warnings.map { $0.contains("Unknown class SharedName") } == [true])
    }
}
