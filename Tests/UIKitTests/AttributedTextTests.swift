import Foundation
import Testing
import UIKit
import UIKitEngine
import HeadlessBackend
import TestSupport

/// `attributedText` on labels, buttons and text fields: what is drawn per run (bold,
/// italic, colours, underline, strikethrough) and how `text`, `font` and `textColor`
/// interact with it, as UILabel's documentation describes.
@MainActor
@Suite struct AttributedTextTests {
    /// "Bold plain under struck red": bold, a yellow background, underline, strikethrough, red.
    private func sample() -> NSAttributedString {
        let s = NSMutableAttributedString(string: "Bold plain under struck red")
        s.addAttribute(.font, value: UIFont.boldSystemFont(ofSize: 17), range: NSRange(location: 0, length: 4))
        s.addAttribute(.backgroundColor, value: UIColor.yellow, range: NSRange(location: 5, length: 5))
        s.addAttribute(.underlineStyle, value: NSUnderlineStyle.single.rawValue, range: NSRange(location: 11, length: 5))
        s.addAttribute(.strikethroughStyle, value: NSUnderlineStyle.thick, range: NSRange(location: 17, length: 6))
        s.addAttribute(.foregroundColor, value: UIColor.systemRed, range: NSRange(location: 24, length: 3))
        s.addAttribute(.kern, value: 2.0, range: NSRange(location: 0, length: 27))
        return s
    }

    private func show(_ width: Int, _ height: Int, _ build: @escaping (UIView) -> Void) -> HeadlessScreen {
        let screen = HeadlessScreen.checked(width: width, height: height)
        screen.makeWindow(root: ControlsHostController(build))
        return screen
    }

    private func attributes(_ screen: HeadlessScreen, row: Int, _ range: Range<Int>) -> [CellAttributes] {
        range.map { screen.grid[$0, row].style.attributes }
    }

    @Test func aLabelDrawsEachRunInItsStyle() {
        let screen = show(30, 1) { v in
            let l = UILabel(frame: CGRect(x: 0, y: 0, width: 30, height: 1))
            l.attributedText = self.sample()
            v.addSubview(l)
        }
        expectScreen(screen.lines, equals: ["Bold plain under struck red"])
        #expect(attributes(screen, row: 0, 0..<5) == [.bold, .bold, .bold, .bold, []])
        #expect(screen.grid[5, 0].style.background == .rgb(255, 255, 0))
        #expect(screen.grid[5, 0].style.foreground == .rgb(0, 0, 0))   // readable on yellow
        #expect(screen.grid[10, 0].style.background == .default)
        #expect(attributes(screen, row: 0, 10..<17) == [[], .underline, .underline, .underline, .underline, .underline, []])
        #expect(attributes(screen, row: 0, 17..<23) == Array(repeating: .strikethrough, count: 6))
        #expect((24..<27).map { screen.grid[$0, 0].style.foreground } == Array(repeating: .rgb(255, 59, 48), count: 3))
        #expect(screen.grid[0, 0].style.foreground == .default)
    }

    @Test func runsKeepTheirStylesWhenWrappedAndTruncated() {
        var wrapped: UILabel!
        let screen = show(12, 4) { v in
            wrapped = UILabel(frame: CGRect(x: 0, y: 0, width: 10, height: 3))
            wrapped.numberOfLines = 0
            wrapped.attributedText = self.sample()
            let cut = UILabel(frame: CGRect(x: 0, y: 3, width: 12, height: 1))
            cut.attributedText = self.sample()
            v.addSubview(wrapped)
            v.addSubview(cut)
        }
        expectScreen(screen.lines, equals: ["Bold plain", "under", "struck red", "Bold plain …"])
        #expect(attributes(screen, row: 1, 0..<5) == Array(repeating: .underline, count: 5))
        #expect(attributes(screen, row: 2, 0..<7) == Array(repeating: .strikethrough, count: 6) + [[]])
        #expect(screen.grid[7, 2].style.foreground == .rgb(255, 59, 48))
        // The ellipsis stands for "under…": it takes the style of the first character it hides.
        #expect(screen.grid[11, 3].style.attributes == .underline)
        #expect(screen.grid[0, 3].style.attributes == .bold)
    }

    @Test func textAndAttributedTextInteractAsOnIOS() {
        let label = UILabel()
        label.text = "Hi"
        label.font = .boldSystemFont(ofSize: 20)
        label.textColor = .systemRed
        // Reading attributedText after text: the text with the label's font and colour.
        let read = label.attributedText
        #expect(read?.string == "Hi")
        #expect(read?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == .boldSystemFont(ofSize: 20))
        #expect(read?.attribute(.foregroundColor, at: 1, effectiveRange: nil) as? UIColor == .systemRed)

        // Setting attributedText sets text, and font and colour from location 0.
        let styled = NSMutableAttributedString(string: "Hey you", attributes: [.font: UIFont.italicSystemFont(ofSize: 12),
                                                                                 .foregroundColor: UIColor.systemBlue])
        styled.addAttribute(.foregroundColor, value: UIColor.systemGreen, range: NSRange(location: 4, length: 3))
        label.attributedText = styled
        #expect(label.text == "Hey you")
        #expect(label.font == .italicSystemFont(ofSize: 12) && label.textColor == .systemBlue)
        #expect(label.attributedText?.attribute(.foregroundColor, at: 5, effectiveRange: nil) as? UIColor == .systemGreen)

        // Setting textColor afterwards applies to the whole string.
        label.textColor = .systemOrange
        #expect(label.attributedText?.attribute(.foregroundColor, at: 5, effectiveRange: nil) as? UIColor == .systemOrange)

        // Setting text drops the runs: plain text in the label's font and colour.
        label.text = "Plain"
        let plain = label.attributedText
        var range = NSRange()
        #expect(plain?.attributes(at: 0, effectiveRange: &range).count == 2 && range.length == 5)
        #expect(plain?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == .italicSystemFont(ofSize: 12))

        label.attributedText = nil
        #expect(label.text == nil && label.attributedText == nil)
    }

    @Test func aRunWithoutAColourUsesTheLabels() {
        let screen = show(10, 1) { v in
            let l = UILabel(frame: CGRect(x: 0, y: 0, width: 10, height: 1))
            l.textColor = .systemGreen
            let s = NSMutableAttributedString(string: "ab")
            s.addAttribute(.foregroundColor, value: UIColor.systemRed, range: NSRange(location: 1, length: 1))
            l.attributedText = s
            v.addSubview(l)
        }
        expectScreen(screen.lines, equals: ["ab"])
        #expect(screen.grid[0, 0].style.foreground == .rgb(52, 199, 89))
        #expect(screen.grid[1, 0].style.foreground == .rgb(255, 59, 48))
    }

    @Test func aButtonShowsItsAttributedTitle() {
        var button: UIButton!
        let screen = show(14, 1) { v in
            button = UIButton(type: .system)
            button.setTitle("Plain", for: .normal)
            button.setAttributedTitle(NSAttributedString(string: "Sign up", attributes: [.underlineStyle: NSUnderlineStyle.single.rawValue,
                                                                                       .foregroundColor: UIColor.systemRed]),
                                      for: .normal)
            button.frame = CGRect(x: 0, y: 0, width: 11, height: 1)
            v.addSubview(button)
        }
        expectScreen(screen.lines, equals: ["[ Sign up ]"])
        #expect(attributes(screen, row: 0, 0..<11) == [[], []] + Array(repeating: .underline, count: 7) + [[], []])
        #expect(screen.grid[2, 0].style.foreground == .rgb(255, 59, 48))
        #expect(button.currentTitle == "Sign up" && button.title(for: .normal) == "Plain")
        #expect(button.attributedTitle(for: .highlighted)?.string == "Sign up")
        button.setAttributedTitle(nil, for: .normal)
        screen.runLoop()
        expectScreen(screen.lines, equals: ["[  Plain  ]"])
    }

    @Test func aTextFieldsAttributedPlaceholderAndText() {
        var field: UITextField!
        let screen = show(20, 1) { v in
            field = UITextField(frame: CGRect(x: 0, y: 0, width: 20, height: 1))
            field.borderStyle = .roundedRect
            let p = NSMutableAttributedString(string: "Search names")
            p.addAttribute(.font, value: UIFont.italicSystemFont(ofSize: 17), range: NSRange(location: 0, length: 6))
            field.attributedPlaceholder = p
            v.addSubview(field)
        }
        expectScreen(screen.lines, equals: ["[Search names      ]"])
        #expect(field.placeholder == "Search names")
        #expect(screen.grid[1, 0].style.attributes == [.italic, .dim])
        #expect(screen.grid[8, 0].style.attributes == [.dim])

        field.attributedText = NSAttributedString(string: "Ann", attributes: [.font: UIFont.boldSystemFont(ofSize: 17),
                                                                               .foregroundColor: UIColor.systemBlue])
        screen.runLoop()
        expectScreen(screen.lines, equals: ["[Ann               ]"])
        #expect(field.text == "Ann" && field.textColor == .systemBlue && field.font == .boldSystemFont(ofSize: 17))
        #expect(screen.grid[1, 0].style.attributes == [.bold] && screen.grid[1, 0].style.foreground == .rgb(0, 122, 255))
        #expect(field.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == .boldSystemFont(ofSize: 17))

        field.placeholder = "Plain"
        #expect(field.attributedPlaceholder?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .placeholderText)
    }

    @Test func underlineStylesHaveApplesRawValues() {
        #expect(NSUnderlineStyle.single.rawValue == 1 && NSUnderlineStyle.thick.rawValue == 2 && NSUnderlineStyle.double.rawValue == 9)
        #expect(NSUnderlineStyle.patternDash.rawValue == 0x200 && NSUnderlineStyle.byWord.rawValue == 0x8000)
        #expect(NSAttributedString.Key.font.rawValue == "NSFont" && NSAttributedString.Key.foregroundColor.rawValue == "NSColor")
        #expect(NSAttributedString.Key.strikethroughStyle.rawValue == "NSStrikethrough")
    }
}
