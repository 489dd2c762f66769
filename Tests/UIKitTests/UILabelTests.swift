import Foundation
import Testing
import UIKit
import HeadlessBackend
import TestSupport

@MainActor
@Suite struct UILabelTests {
    private func show(_ width: Int = 24, _ height: Int = 6, _ build: @escaping (UIView) -> Void) -> HeadlessScreen {
        let screen = HeadlessScreen.checked(width: width, height: height)
        screen.makeWindow(root: ControlsHostController(build))
        return screen
    }

    @Test func singleLineAlignmentsAndTailTruncation() {
        let screen = show { v in
            for (row, alignment) in [NSTextAlignment.left, .center, .right, .natural].enumerated() {
                let l = UILabel(frame: CGRect(x: 2, y: row, width: 10, height: 1))
                l.text = "Alice"
                l.textAlignment = alignment
                v.addSubview(l)
            }
            let long = UILabel(frame: CGRect(x: 2, y: 4, width: 10, height: 1))
            long.text = "Bartholomew Smith"
            v.addSubview(long)
        }
        expectScreen(screen.lines, equals: [
            "  Alice",
            "    Alice",
            "       Alice",
            "  Alice",
            "  Bartholom…",
            "",
        ])
    }

    @Test func wordWrappingWithLineLimitAndTruncation() {
        let screen = show(24, 8) { v in
            let l = UILabel(frame: CGRect(x: 0, y: 0, width: 12, height: 4))
            l.numberOfLines = 0
            l.text = "The quick brown fox jumps over the lazy dog"
            v.addSubview(l)
            let two = UILabel(frame: CGRect(x: 0, y: 5, width: 12, height: 2))
            two.numberOfLines = 2
            two.text = "The quick brown fox jumps over the lazy dog"
            v.addSubview(two)
        }
        // All four wrapped lines fit in four rows; two rows end with the rest and "…".
        expectScreen(screen.lines, equals: [
            "The quick",
            "brown fox",
            "jumps over",
            "the lazy dog",
            "",
            "The quick",
            "brown fox j…",
            "",
        ])
    }

    @Test func cjkTextWrapsBetweenCharactersAndKeepsClosingPunctuation() {
        let screen = show(20, 4) { v in
            let l = UILabel(frame: CGRect(x: 0, y: 0, width: 8, height: 3))
            l.numberOfLines = 0
            l.text = "你好世界。再见朋友"
            v.addSubview(l)
        }
        // 8 cells hold 4 wide characters; "。" may not start a line, so "界" moves with it.
        expectScreen(screen.lines, equals: ["你好世", "界。再见", "朋友", ""])
    }

    @Test func headAndMiddleTruncationAndClipping() {
        let screen = show(20, 4) { v in
            for (row, mode) in [NSLineBreakMode.byTruncatingHead, .byTruncatingMiddle, .byClipping].enumerated() {
                let l = UILabel(frame: CGRect(x: 0, y: row, width: 9, height: 1))
                l.lineBreakMode = mode
                l.text = "0123456789abc"
                v.addSubview(l)
            }
        }
        expectScreen(screen.lines, equals: ["…56789abc", "0123…9abc", "012345678", ""])
    }

    @Test func verticalCentringBoldColourAndDisabledDim() {
        var label: UILabel!
        let screen = show(12, 5) { v in
            label = UILabel(frame: CGRect(x: 0, y: 0, width: 12, height: 5))
            label.text = "Title"
            label.font = .boldSystemFont(ofSize: 17)
            label.textColor = .red
            label.textAlignment = .center
            v.addSubview(label)
        }
        expectScreen(screen.lines, equals: ["", "", "   Title", "", ""])
        let cell = screen.grid[3, 2]
        #expect(cell.style.attributes == [.bold])
        #expect(cell.style.foreground == .rgb(255, 0, 0))
        label.isEnabled = false
        screen.runLoop()
        #expect(controlsCommonAttributes(screen, x: 3, y: 2, count: 5) == [.bold, .dim])
    }

    @Test func textFromDataIsSanitised() {
        let screen = show(20, 2) { v in
            let l = UILabel(frame: CGRect(x: 0, y: 0, width: 20, height: 1))
            l.text = "evil\u{1B}[2Jname"
            v.addSubview(l)
        }
        expectScreen(screen.lines, equals: ["evil␛[2Jname", ""])
    }

    @Test func sizesInCells() {
        let l = UILabel()
        #expect(l.intrinsicContentSize == .zero)
        l.text = "Hello 世界"
        #expect(l.intrinsicContentSize == CGSize(width: 10, height: 1))
        #expect(l.sizeThatFits(CGSize(width: 4, height: 10)) == CGSize(width: 10, height: 1))
        l.numberOfLines = 0
        #expect(l.sizeThatFits(CGSize(width: 6, height: 100)) == CGSize(width: 5, height: 2))
        l.text = "one two three four"
        #expect(l.sizeThatFits(CGSize(width: 9, height: 100)) == CGSize(width: 7, height: 3))
        l.numberOfLines = 1
        l.sizeToFit()
        #expect(l.frame.size == CGSize(width: 18, height: 1))
        #expect(l.isUserInteractionEnabled == false)
    }
}
