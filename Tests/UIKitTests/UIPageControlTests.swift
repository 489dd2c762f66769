import Foundation
import Testing
import UIKit
import UIKitEngine
import HeadlessBackend
import TestSupport

@MainActor
@Suite struct UIPageControlTests {
    private func host(_ pc: UIPageControl, width: CGFloat = 15) -> (HeadlessScreen, ControlsEventLog) {
        hostControl(pc, screenWidth: 17, frame: CGRect(x: 1, y: 1, width: width, height: 1)) { pc, log in
            pc.addAction(UIAction { a in log.log("valueChanged page=\((a.sender as? UIPageControl)?.currentPage ?? -1)") },
                         for: .valueChanged)
        }
    }

    @Test func currentPageIsKeptWithinThePages() {
        let pc = UIPageControl()
        #expect(pc.numberOfPages == 0 && pc.currentPage == 0 && !pc.hidesForSinglePage)
        pc.numberOfPages = 3
        pc.currentPage = 7
        #expect(pc.currentPage == 2)
        pc.numberOfPages = 2
        #expect(pc.currentPage == 1)
        pc.currentPage = -4
        #expect(pc.currentPage == 0)
        #expect(pc.size(forNumberOfPages: 5) == CGSize(width: 9, height: 1))
    }

    @Test func clicksEitherSideOfTheCurrentDotTurnOnePage() {
        let pc = UIPageControl()
        pc.numberOfPages = 5
        pc.currentPage = 2
        let (screen, log) = host(pc)
        // Five dots (9 cells) centred in 15: from x 1 + 3.
        expectScreen(screen.lines, equals: ["", "    ○ ○ ● ○ ○", ""])
        screen.click(x: 14, y: 1)
        screen.click(x: 14, y: 1)
        screen.click(x: 14, y: 1)
        screen.click(x: 2, y: 1)
        expectLines(log.take(), ["valueChanged page=3", "valueChanged page=4", "valueChanged page=3"])
        expectScreen(screen.lines, equals: ["", "    ○ ○ ○ ● ○", ""])
    }

    @Test func keysTurnPagesAndASinglePageCanHide() {
        let pc = UIPageControl()
        pc.numberOfPages = 3
        let (screen, log) = host(pc)
        screen.press(.tab)
        screen.press(.left)
        screen.press(.right)
        screen.press(.right)
        expectLines(log.take(), ["valueChanged page=1", "valueChanged page=2"])
        pc.numberOfPages = 1
        pc.hidesForSinglePage = true
        screen.runLoop()
        expectScreen(screen.lines, equals: ["", "", ""])
        #expect(!pc.canBecomeFocused)
    }
}
