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

    /// A label in `frame` of `view` showing `text` on at most `lines` lines (0: any).
    @discardableResult
    private func addLabel(_ text: String, _ frame: CGRect, lines: Int = 1, to view: UIView) -> UILabel {
        let label = UILabel(frame: frame)
        label.numberOfLines = lines
        label.text = text
        view.addSubview(label)
        return label
    }

    @Test func singleLineAlignmentsAndTailTruncation() {
        let screen = show { v in
            for (row, alignment) in [NSTextAlignment.left, .center, .right, .natural].enumerated() {
                addLabel("Alice", CGRect(x: 2, y: row, width: 10, height: 1), to: v).textAlignment = alignment
            }
            addLabel("Bartholomew Smith", CGRect(x: 2, y: 4, width: 10, height: 1), to: v)
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
            addLabel("The quick brown fox jumps over the lazy dog", CGRect(x: 0, y: 0, width: 12, height: 4), lines: 0, to: v)
            addLabel("The quick brown fox jumps over the lazy dog", CGRect(x: 0, y: 5, width: 12, height: 2), lines: 2, to: v)
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
            addLabel("你好世界。再见朋友", CGRect(x: 0, y: 0, width: 8, height: 3), lines: 0, to: v)
        }
        // 8 cells hold 4 wide characters; "。" may not start a line, so "界" moves with it.
        expectScreen(screen.lines, equals: ["你好世", "界。再见", "朋友", ""])
    }

    @Test func headAndMiddleTruncationAndClipping() {
        let screen = show(20, 4) { v in
            for (row, mode) in [NSLineBreakMode.byTruncatingHead, .byTruncatingMiddle, .byClipping].enumerated() {
                addLabel("0123456789abc", CGRect(x: 0, y: row, width: 9, height: 1), to: v).lineBreakMode = mode
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
            addLabel("evil\u{1B}[2Jname", CGRect(x: 0, y: 0, width: 20, height: 1), to: v)
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
