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
        stack.frame = CGRect(x: 1, y: 0, width: 20, height: 7)
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
        #expect(stack.arrangedSubviews.allSatisfy { !$0.translatesAutoresizingMaskIntoConstraints })
        // No intrinsic size of its own (UIKit's); its content decides its fitting size:
        // the widest view (9) and 4 rows + 3 gaps.
        #expect(stack.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        #expect(stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 9, height: 7))
        // The stack's own constraints, by UIKit's names.
        let ids = Set(stack.constraints.compactMap(\.identifier))
        #expect(ids == ["UISV-canvas-connection", "UISV-spacing"])
        #expect(stack.constraints.filter { $0.identifier == "UISV-spacing" }.map(\.constant) == [1, 1, 1])
    }

    @Test func fillGivesTiesToTheLastView() {
        // Equal hugging / compression resistance: UIKit resolves by index; the views
        // before the last keep their intrinsic length.
        let column = UIStackView(arrangedSubviews: [label("a"), label("b"), label("c")])
        column.axis = .vertical
        column.frame = CGRect(x: 0, y: 0, width: 5, height: 6)
        column.layoutIfNeeded()
        #expect(column.arrangedSubviews.map(\.frame) == [
            CGRect(x: 0, y: 0, width: 5, height: 1), CGRect(x: 0, y: 1, width: 5, height: 1), CGRect(x: 0, y: 2, width: 5, height: 4),
        ])
        // A lower hugging priority wins over the index rule.
        column.arrangedSubviews[0].setContentHuggingPriority(.defaultLow - 1, for: .vertical)
        column.layoutIfNeeded()
        #expect(column.arrangedSubviews.map(\.frame.height) == [4, 1, 1])
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
        // 3w + 2 = 33 → w = 31/3; solved in points, rounded only when drawn.
        expectFrames(equal.arrangedSubviews.map(\.frame), [
            CGRect(x: 0, y: 0, width: 31.0 / 3, height: 1), CGRect(x: 31.0 / 3 + 1, y: 0, width: 31.0 / 3, height: 1),
            CGRect(x: 62.0 / 3 + 2, y: 0, width: 31.0 / 3, height: 1),
        ])

        let spaced = UIStackView(arrangedSubviews: [label("a"), label("bb"), label("ccc")])
        spaced.distribution = .equalSpacing
        spaced.frame = CGRect(x: 0, y: 0, width: 20, height: 3)
        spaced.alignment = .center
        spaced.layoutIfNeeded()
        // Gaps (20 - 6) / 2 = 7; centred across: y = (3 - 1) / 2.
        #expect(spaced.arrangedSubviews.map(\.frame) == [
            CGRect(x: 0, y: 1, width: 1, height: 1), CGRect(x: 8, y: 1, width: 2, height: 1),
            CGRect(x: 17, y: 1, width: 3, height: 1),
        ])

        let centred = UIStackView(arrangedSubviews: [label("a"), label("bb"), label("ccc")])
        centred.distribution = .equalCentering
        centred.alignment = .top
        centred.frame = CGRect(x: 0, y: 0, width: 20, height: 3)
        centred.layoutIfNeeded()
        // Centres 0.5 and 20 - 1.5 = 18.5, the middle one at 9.5 → x = 8.5.
        #expect(centred.arrangedSubviews.map(\.frame) == [
            CGRect(x: 0, y: 0, width: 1, height: 1), CGRect(x: 8.5, y: 0, width: 2, height: 1),
            CGRect(x: 17, y: 0, width: 3, height: 1),
        ])

        let proportional = UIStackView(arrangedSubviews: [label("aa"), label("bbbbbb")])
        proportional.distribution = .fillProportionally
        proportional.alignment = .bottom
        proportional.frame = CGRect(x: 0, y: 0, width: 16, height: 2)
        proportional.layoutIfNeeded()
        #expect(proportional.arrangedSubviews.map(\.frame) == [
            CGRect(x: 0, y: 1, width: 4, height: 1), CGRect(x: 4, y: 1, width: 12, height: 1),
        ])
        // With spacing 2 the 14 points left are shared 2 : 6.
        proportional.spacing = 2
        proportional.layoutIfNeeded()
        #expect(proportional.arrangedSubviews.map(\.frame) == [
            CGRect(x: 0, y: 1, width: 3.5, height: 1), CGRect(x: 5.5, y: 1, width: 10.5, height: 1),
        ])

        // Too little room under .fill: equal compression resistance, the last view gives way.
        let tight = UIStackView(arrangedSubviews: [button("OK"), label("Long label")])
        tight.frame = CGRect(x: 0, y: 0, width: 12, height: 1)
        tight.layoutIfNeeded()
        #expect(tight.arrangedSubviews.map { $0.frame.width } == [6, 6])
        // Too little room under .equalSpacing: the gaps shrink to `spacing`, then views compress.
        let squeezed = UIStackView(arrangedSubviews: [label("aaaa"), label("bbbb")])
        squeezed.distribution = .equalSpacing
        squeezed.spacing = 2
        squeezed.frame = CGRect(x: 0, y: 0, width: 9, height: 1)
        squeezed.layoutIfNeeded()
        #expect(squeezed.arrangedSubviews.map(\.frame) == [
            CGRect(x: 0, y: 0, width: 4, height: 1), CGRect(x: 6, y: 0, width: 3, height: 1),
        ])
    }

    @Test func customSpacingMarginsAndBaselines() {
        let a = label("a"), b = label("b"), c = label("c")
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 1
        #expect(stack.customSpacing(after: a) == UIStackView.spacingUseDefault)
        stack.setCustomSpacing(3, after: a)
        stack.setCustomSpacing(5, after: label("not arranged"))     // ignored
        #expect(stack.customSpacing(after: a) == 3)
        stack.frame = CGRect(x: 0, y: 0, width: 10, height: 6)
        stack.layoutIfNeeded()
        // a: y 0; + 1 + 3 → b: y 4; + 1 + 1 → c: y 6, and c (the last view) gives way: height 0.
        #expect(stack.arrangedSubviews.map(\.frame) == [
            CGRect(x: 0, y: 0, width: 1, height: 1), CGRect(x: 0, y: 4, width: 1, height: 1),
            CGRect(x: 0, y: 6, width: 1, height: 0),
        ])
        stack.setCustomSpacing(UIStackView.spacingUseDefault, after: a)
        #expect(stack.customSpacing(after: a) == UIStackView.spacingUseDefault)
        stack.layoutIfNeeded()
        #expect(stack.arrangedSubviews.map(\.frame.minY) == [0, 2, 4])

        // Spacing measured between baselines: a one-line label's baseline is its bottom,
        // so 2 points of spacing put the next label 2 below (not 1 + 2).
        stack.isBaselineRelativeArrangement = true
        stack.spacing = 2
        stack.frame.size.height = 5
        stack.layoutIfNeeded()
        #expect(stack.arrangedSubviews.map(\.frame) == [
            CGRect(x: 0, y: 0, width: 1, height: 1), CGRect(x: 0, y: 2, width: 1, height: 1),
            CGRect(x: 0, y: 4, width: 1, height: 1),
        ])
        stack.isBaselineRelativeArrangement = false
        stack.frame.size.height = 7
        stack.layoutIfNeeded()
        #expect(stack.arrangedSubviews.map(\.frame.minY) == [0, 3, 6])

        // Arranged inside the layout margins: 10 − 2 − 3 wide, from y 1 down to 7.
        stack.spacing = 0
        stack.isLayoutMarginsRelativeArrangement = true
        stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 0, trailing: 3)
        stack.alignment = .fill
        stack.layoutIfNeeded()
        #expect(stack.arrangedSubviews.map(\.frame) == [
            CGRect(x: 2, y: 1, width: 5, height: 1), CGRect(x: 2, y: 2, width: 5, height: 1),
            CGRect(x: 2, y: 3, width: 5, height: 4),
        ])
        // The system spacing after a: the device's (8 points on an iPhone, 1 column on this
        // character-cell screen), so b starts one row below a's bottom (2) and c right after b.
        stack.setCustomSpacing(UIStackView.spacingUseSystem, after: a)
        stack.frame.size.height = 20
        stack.layoutIfNeeded()
        #expect(stack.arrangedSubviews.map(\.frame.minY) == [1, 3, 4])
    }

    @Test func baselineAlignmentInARow() {
        // A view without text has its baselines at its bottom; a one-line label at its bottom too.
        func box() -> UIView {
            let v = plainView()
            v.widthAnchor.constraint(equalToConstant: 2).isActive = true
            v.heightAnchor.constraint(equalToConstant: 3).isActive = true
            return v
        }
        for alignment in [UIStackView.Alignment.firstBaseline, .lastBaseline] {
            let row = UIStackView(arrangedSubviews: [label("x"), box()])
            row.alignment = alignment
            row.spacing = 1
            row.frame = CGRect(x: 0, y: 0, width: 4, height: 5)
            row.layoutIfNeeded()
            // x.bottom = box.bottom; the highest view (the box) starts at the top.
            #expect(row.arrangedSubviews.map(\.frame) == [
                CGRect(x: 0, y: 2, width: 1, height: 1), CGRect(x: 2, y: 0, width: 2, height: 3),
            ], "\(alignment)")
        }
    }

    @Test func stackSizedByItsContentInsideAController() {
        let screen = HeadlessScreen.checked(width: 20, height: 6)
        let a = label("alpha"), b = label("be")
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.alignment = .center
        stack.spacing = 2
        let tall = plainView()
        tall.heightAnchor.constraint(equalToConstant: 3).isActive = true
        // Below required, so that hiding it (a required zero width) does not conflict.
        let width = tall.widthAnchor.constraint(equalToConstant: 2)
        width.priority = UILayoutPriority(999)
        width.isActive = true
        stack.insertArrangedSubview(tall, at: 1)
        stack.translatesAutoresizingMaskIntoConstraints = false
        screen.makeWindow(root: ControlsHostController { root in
            root.addSubview(stack)
            NSLayoutConstraint.activate([
                stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 1),
                stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 2),
            ])
        })
        // Width 5 + 2 + 2 + 2 + 2 = 13; height the tallest view's; the others centred.
        #expect(stack.frame == CGRect(x: 2, y: 1, width: 13, height: 3))
        #expect(stack.arrangedSubviews.map(\.frame) == [
            CGRect(x: 0, y: 1, width: 5, height: 1), CGRect(x: 7, y: 0, width: 2, height: 3),
            CGRect(x: 11, y: 1, width: 2, height: 1),
        ])
        expectScreen(screen.lines, equals: ["", "", "  alpha      be", "", "", ""])
        // Reordering and hiding re-arrange at the next pass.
        stack.insertArrangedSubview(b, at: 0)
        tall.isHidden = true
        screen.runLoop()
        #expect(stack.arrangedSubviews == [b, a, tall])
        #expect(stack.frame == CGRect(x: 2, y: 1, width: 9, height: 1))
        expectScreen(screen.lines, equals: ["", "  be  alpha", "", "", "", ""])
    }

    @Test func hiddenViewsCollapseAndRemovalRules() {
        let screen = HeadlessScreen.checked(width: 20, height: 4)
        let a = label("alpha"), b = label("beta"), c = label("gamma")
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.axis = .vertical
        stack.alignment = .leading
        stack.translatesAutoresizingMaskIntoConstraints = false
        screen.makeWindow(root: ControlsHostController { root in
            root.addSubview(stack)
            NSLayoutConstraint.activate([
                stack.topAnchor.constraint(equalTo: root.topAnchor),
                stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            ])
        })
        expectScreen(screen.lines, equals: ["alpha", "beta", "gamma", ""])
        b.isHidden = true
        screen.runLoop()
        expectScreen(screen.lines, equals: ["alpha", "gamma", "", ""])
        #expect(b.frame.height == 0)
        #expect(stack.frame.height == 2)
        b.isHidden = false
        a.text = "ALPHA!"
        screen.runLoop()
        expectScreen(screen.lines, equals: ["ALPHA!", "beta", "gamma", ""])
        #expect(a.frame.width == 6)

        // removeArrangedSubview keeps the view as a subview (UIKit's documented behaviour),
        // where it was: nothing positions it any more.
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
        #expect(row1.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 12, height: 1))
        let row2 = UIStackView(arrangedSubviews: [label("x"), UISwitch()])
        row2.spacing = 1
        let column = UIStackView(arrangedSubviews: [row1, row2])
        column.axis = .vertical
        column.spacing = 1
        column.alignment = .leading
        let size = column.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        #expect(size == CGSize(width: 12, height: 3))
        column.frame = CGRect(origin: .zero, size: size)
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
        // The last view takes the 2 spare points (ties go by index).
        #expect(stack.arrangedSubviews[1].frame == CGRect(x: 0, y: 3, width: 9, height: 3))
    }

    private func expectFrames(_ actual: [CGRect], _ expected: [CGRect], sourceLocation: SourceLocation = #_sourceLocation) {
        let close = actual.count == expected.count && zip(actual, expected).allSatisfy { a, e in
            abs(a.minX - e.minX) < 1e-9 && abs(a.minY - e.minY) < 1e-9 && abs(a.width - e.width) < 1e-9 && abs(a.height - e.height) < 1e-9
        }
        #expect(close, "\(actual) != \(expected)", sourceLocation: sourceLocation)
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
