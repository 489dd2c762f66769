import Foundation
import HeadlessBackend
import Testing
import TestSupport
@testable import UIKit
import UIKitEngine

/// Text sizes on a point device without fonts (the headless iPhone): labels, buttons, text
/// fields and string drawing measured by `ApproximateTextMeasurer` and rounded up to the
/// device's pixels (scale 3), while a character-cell screen keeps its cell sizes.
@MainActor
@Suite struct TextMeasurementTests {
    let m = ApproximateTextMeasurer()
    func ceil3(_ v: CGFloat) -> CGFloat { (v * 3 - 0.0001).rounded(.up) / 3 }

    @Test func labelsButtonsAndFieldsAreSizedInPointsOnAPhone() {
        let screen = HeadlessScreen.checkedPhone()
        let vc = UIViewController()
        let label = UILabel(), button = UIButton(type: .system), field = UITextField()
        label.text = "Hello, world"
        button.setTitle("Sign Up", for: .normal)
        field.placeholder = "Account"
        field.borderStyle = .roundedRect
        for v in [label, button, field] as [UIView] { vc.view.addSubview(v) }
        screen.makeWindow(root: vc)
        let body = RenderFont(pointSize: 17)
        let line = m.lineMetrics(of: body).lineHeight
        #expect(label.intrinsicContentSize == CGSize(width: ceil3(m.width(of: "Hello, world", font: body)), height: ceil3(line)))
        // A system button: the title plus 6 points above and below.
        #expect(button.intrinsicContentSize == CGSize(width: ceil3(m.width(of: "Sign Up", font: body)), height: ceil3(line + 12)))
        // A rounded-rect field: 7 points inside each side, a line plus 17 points high
        // (iOS 13's: 34 points at 14 points, where iOS 7–12's 30 was the line plus 13).
        #expect(field.intrinsicContentSize == CGSize(width: ceil3(m.width(of: "Account", font: body) + 14), height: ceil3(line + 17)))
        let small = UITextField()
        small.borderStyle = .roundedRect
        small.font = .systemFont(ofSize: 14)
        vc.view.addSubview(small)
        #expect(abs(small.intrinsicContentSize.height - 34) <= 0.5)
        // Wrapped: two lines within the width of the first two words.
        label.numberOfLines = 0
        label.text = "The quick brown fox"
        let twoWords = max(m.width(of: "The quick", font: body), m.width(of: "brown fox", font: body)) + 1
        #expect(label.sizeThatFits(CGSize(width: twoWords, height: .greatestFiniteMagnitude)).height == ceil3(2 * line))
        screen.perform {
            let attrs: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 13)]
            let small = RenderFont(pointSize: 13)
            let r = "The quick brown fox".boundingRect(with: CGSize(width: max(m.width(of: "The quick", font: small), m.width(of: "brown fox", font: small)) + 1,
                                                                  height: .greatestFiniteMagnitude),
                                                   options: .usesLineFragmentOrigin, attributes: attrs, context: nil)
            #expect(r.height == 2 * m.lineMetrics(of: RenderFont(pointSize: 13)).lineHeight)
            let one = "The quick brown fox".boundingRect(with: CGSize(width: 10, height: 100), options: [], attributes: attrs, context: nil)
            #expect(one.height == m.lineMetrics(of: RenderFont(pointSize: 13)).lineHeight, "without .usesLineFragmentOrigin: one line")
        }
    }

    @Test func aTerminalKeepsCellSizes() {
        let screen = HeadlessScreen.checked(width: 80, height: 24)
        let vc = UIViewController()
        let label = UILabel()
        label.text = "Hello 汉字"
        vc.view.addSubview(label)
        screen.makeWindow(root: vc)
        #expect(label.intrinsicContentSize == CGSize(width: 10, height: 1))
        screen.perform { #expect("Hello".size(withAttributes: nil) == CGSize(width: 5, height: 1)) }
    }
}
