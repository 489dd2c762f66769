import Foundation
import Testing
import UIKit
import HeadlessBackend
import TestSupport

@MainActor
@Suite struct UIStackViewTests {
    private func label(_ text: String) -> UILabel { let l = UILabel(); l.text = text; return l }
    private func button(_ title: String) -> UIButton { let b = UIButton(type: .system); b.setTitle(title, for: .normal); return b }

    @Test func verticalFormFillsTheWidthWithSpacing() {
        let screen = HeadlessScreen.checked(width: 24, height: 8)
        let field = UITextField()
        field.borderStyle = .roundedRect
        field.placeholder = "Name"
        let toggle = UISwitch()
        let stack = UIStackView(arrangedSubviews: [label("Your name"), field, toggle, button("Save")])
        stack.axis = .vertical
        stack.spacing = 1
        stack.frame = CGRect(x: 1, y: 0, width: 20, height: 8)
        screen.makeWindow(root: ControlsHostController { $0.addSubview(stack) })
        expectScreen(screen.lines, equals: [
            " Your name",
            "",
            " [Name              ]",
            "",
            " [OFF]",
            "",
            " [       Save       ]",
            "",
        ])
        #expect(stack.arrangedSubviews.map(\.frame) == [
            CGRect(x: 0, y: 0, width: 20, height: 1), CGRect(x: 0, y: 2, width: 20, height: 1),
            CGRect(x: 0, y: 4, width: 20, height: 1), CGRect(x: 0, y: 6, width: 20, height: 1),
        ])
        #expect(stack.intrinsicContentSize == CGSize(width: 9, height: 7))
    }

    @Test func horizontalRowStretchesTheTextField() {
        let screen = HeadlessScreen.checked(width: 30, height: 2)
        let field = UITextField()
        field.borderStyle = .roundedRect
        field.text = "Ada"
        let row = UIStackView(arrangedSubviews: [label("Name:"), field])
        row.spacing = 1
        row.frame = CGRect(x: 0, y: 0, width: 30, height: 1)
        screen.makeWindow(root: ControlsHostController { $0.addSubview(row) })
        #expect(field.frame == CGRect(x: 6, y: 0, width: 24, height: 1))
        expectScreen(screen.lines, rows: 0..<1, equal: ["Name: [Ada                   ]"])
    }

    @Test func distributionsAndAlignment() {
        let equal = UIStackView(arrangedSubviews: [button("A"), button("B"), button("C")])
        equal.distribution = .fillEqually
        equal.spacing = 1
        equal.frame = CGRect(x: 0, y: 0, width: 33, height: 1)
        equal.layoutIfNeeded()
        #expect(equal.arrangedSubviews.map { $0.frame.minX } == [0, 12, 23])
        #expect(equal.arrangedSubviews.map { $0.frame.width } == [11, 10, 10])

        let spaced = UIStackView(arrangedSubviews: [label("a"), label("bb"), label("ccc")])
        spaced.distribution = .equalSpacing
        spaced.frame = CGRect(x: 0, y: 0, width: 20, height: 3)
        spaced.alignment = .center
        spaced.layoutIfNeeded()
        #expect(spaced.arrangedSubviews.map(\.frame) == [
            CGRect(x: 0, y: 1, width: 1, height: 1), CGRect(x: 8, y: 1, width: 2, height: 1),
            CGRect(x: 17, y: 1, width: 3, height: 1),
        ])

        let proportional = UIStackView(arrangedSubviews: [label("aa"), label("bbbbbb")])
        proportional.distribution = .fillProportionally
        proportional.alignment = .bottom
        proportional.frame = CGRect(x: 0, y: 0, width: 16, height: 2)
        proportional.layoutIfNeeded()
        #expect(proportional.arrangedSubviews.map(\.frame) == [
            CGRect(x: 0, y: 1, width: 4, height: 1), CGRect(x: 4, y: 1, width: 12, height: 1),
        ])

        // Too little room under .fill: labels give up cells first, from the last one.
        let tight = UIStackView(arrangedSubviews: [button("OK"), label("Long label")])
        tight.frame = CGRect(x: 0, y: 0, width: 12, height: 1)
        tight.layoutIfNeeded()
        #expect(tight.arrangedSubviews.map { $0.frame.width } == [6, 6])
    }

    @Test func hiddenViewsCollapseAndRemovalRules() {
        let screen = HeadlessScreen.checked(width: 20, height: 4)
        let a = label("alpha"), b = label("beta"), c = label("gamma")
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.axis = .vertical
        stack.alignment = .leading
        stack.frame = CGRect(x: 0, y: 0, width: 20, height: 4)
        screen.makeWindow(root: ControlsHostController { $0.addSubview(stack) })
        expectScreen(screen.lines, equals: ["alpha", "beta", "gamma", ""])
        b.isHidden = true
        screen.runLoop()
        expectScreen(screen.lines, equals: ["alpha", "gamma", "", ""])
        b.isHidden = false
        a.text = "ALPHA!"
        screen.runLoop()
        expectScreen(screen.lines, equals: ["ALPHA!", "beta", "gamma", ""])
        #expect(a.frame.width == 6)

        // removeArrangedSubview keeps the view as a subview (UIKit's documented behaviour).
        stack.removeArrangedSubview(a)
        screen.runLoop()
        #expect(stack.arrangedSubviews == [b, c])
        #expect(a.superview === stack)
        expectScreen(screen.lines, equals: ["betaA!", "gamma", "", ""])
        a.removeFromSuperview()
        c.removeFromSuperview()
        screen.runLoop()
        #expect(stack.arrangedSubviews == [b])
        expectScreen(screen.lines, equals: ["beta", "", "", ""])
        stack.insertArrangedSubview(c, at: 0)
        stack.addArrangedSubview(c)          // already arranged: moves to the end
        screen.runLoop()
        #expect(stack.arrangedSubviews == [b, c])
        expectScreen(screen.lines, equals: ["beta", "gamma", "", ""])
    }

    @Test func nestedStacksUseTheirArrangedSizes() {
        let row1 = UIStackView(arrangedSubviews: [label("abcd"), label("efghij")])
        row1.spacing = 2
        #expect(row1.intrinsicContentSize == CGSize(width: 12, height: 1))
        let row2 = UIStackView(arrangedSubviews: [label("x"), UISwitch()])
        row2.spacing = 1
        let column = UIStackView(arrangedSubviews: [row1, row2])
        column.axis = .vertical
        column.spacing = 1
        column.alignment = .leading
        #expect(column.intrinsicContentSize == CGSize(width: 12, height: 3))
        column.frame = CGRect(origin: .zero, size: column.intrinsicContentSize)
        column.layoutIfNeeded()
        #expect(row2.frame == CGRect(x: 0, y: 2, width: 7, height: 1))
        #expect(row2.arrangedSubviews.map(\.frame) == [CGRect(x: 0, y: 0, width: 1, height: 1), CGRect(x: 2, y: 0, width: 5, height: 1)])
    }

    @Test func multiLineLabelInAVerticalStackWrapsToItsWidth() {
        let text = label("one two three four")
        text.numberOfLines = 0
        let stack = UIStackView(arrangedSubviews: [text, label("end")])
        stack.axis = .vertical
        stack.frame = CGRect(x: 0, y: 0, width: 9, height: 6)
        stack.layoutIfNeeded()
        #expect(text.frame == CGRect(x: 0, y: 0, width: 9, height: 3))
        #expect(stack.arrangedSubviews[1].frame == CGRect(x: 0, y: 3, width: 9, height: 1))   // not stretched
    }
}

@MainActor
@Suite struct IndicatorProgressImageTests {
    @Test func activityIndicatorSpinsOnTheAppClockOnlyWhileAnimatingInAWindow() {
        let screen = HeadlessScreen.checked(width: 6, height: 1)
        let spinner = UIActivityIndicatorView(style: .medium)
        spinner.frame = CGRect(x: 2, y: 0, width: 1, height: 1)
        #expect(spinner.isHidden)                        // hidesWhenStopped
        spinner.startAnimating()                         // not in a window yet: no timer
        #expect(screen.application.nextWakeTime == nil)
        let host = ControlsHostController { $0.addSubview(spinner) }
        screen.makeWindow(root: host)
        expectScreen(screen.lines, equals: ["  ⠋"])
        #expect(screen.application.nextWakeTime == 0.1)
        screen.advance(by: 0.1)
        expectScreen(screen.lines, equals: ["  ⠙"])
        // A late wake-up shows the next frame, not the missed ones (the next frame is due
        // one interval after it was drawn).
        screen.advance(by: 0.25)
        expectScreen(screen.lines, equals: ["  ⠹"])
        #expect(spinner.frameIndex == 2)
        #expect(abs((screen.application.nextWakeTime ?? 0) - 0.45) < 1e-9)

        spinner.removeFromSuperview()                    // out of the window: the timer stops
        #expect(screen.application.nextWakeTime == nil)
        host.view.addSubview(spinner)
        #expect(screen.application.nextWakeTime != nil)

        spinner.stopAnimating()
        screen.runLoop()
        #expect(spinner.isHidden)
        #expect(screen.application.nextWakeTime == nil)  // an idle app has no timers
        expectScreen(screen.lines, equals: [""])
        spinner.hidesWhenStopped = false
        screen.runLoop()
        expectScreen(screen.lines, equals: ["  ⠹"])
    }

    @Test func progressBarFillsWholeCells() {
        let screen = HeadlessScreen.checked(width: 12, height: 5)
        let bars = [0, 0.25, 0.5, 1, 7].map { p -> UIProgressView in
            let v = UIProgressView(progressViewStyle: .default)
            v.progress = Float(p)
            return v
        }
        screen.makeWindow(root: ControlsHostController { v in
            for (i, bar) in bars.enumerated() { bar.frame = CGRect(x: 1, y: i, width: 10, height: 1); v.addSubview(bar) }
        })
        expectScreen(screen.lines, equals: [
            " ░░░░░░░░░░",
            " ███░░░░░░░",
            " █████░░░░░",
            " ██████████",
            " ██████████",
        ])
        #expect(bars[4].progress == 1)
        bars[0].setProgress(.nan, animated: true)
        #expect(bars[0].progress == 0)
    }

    @Test func imageViewIsANamedPlaceholder() throws {
        let screen = HeadlessScreen.checked(width: 16, height: 3)
        let (bundle, _) = try ImageFixtures.bundle(["avatar@2x.png": ImageFixtures.png(width: 80, height: 60)])
        let avatar = UIImageView(image: UIImage(named: "avatar", in: bundle, compatibleWith: nil))
        let empty = UIImageView(frame: CGRect(x: 0, y: 2, width: 16, height: 1))
        #expect(avatar.frame.size == CGSize(width: 8, height: 1))
        #expect(empty.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        avatar.frame = CGRect(x: 0, y: 0, width: 16, height: 3)
        screen.makeWindow(root: ControlsHostController { v in v.addSubview(avatar); v.addSubview(empty) })
        expectScreen(screen.lines, equals: ["", "    [avatar]", ""])
        #expect(controlsCommonAttributes(screen, x: 4, y: 1, count: 8) == [.dim])
        #expect(!avatar.isUserInteractionEnabled)
    }
}
