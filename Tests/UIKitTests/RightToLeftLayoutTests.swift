// Right-to-left layout as an iOS developer tests it: Apple's API only. Expected frames are
// worked out by hand from `item1.attribute1 = multiplier × item2.attribute2 + constant`,
// where in a right-to-left container leading is the right edge, trailing the left one,
// and a constant toward the trailing side runs leftward (Apple's "Supporting
// right-to-left languages": leading/trailing constraints mirror the layout).
import Foundation
import Testing
import UIKit
import HeadlessBackend
import TestSupport

@MainActor
@Suite struct RightToLeftLayoutTests {
    /// A 100 × 20 container at the root's top left (pinned by left/top, never flipped).
    private func container(in root: UIView) -> UIView {
        let c = plainView()
        root.addSubview(c)
        NSLayoutConstraint.activate([
            c.leftAnchor.constraint(equalTo: root.leftAnchor), c.topAnchor.constraint(equalTo: root.topAnchor),
            c.widthAnchor.constraint(equalToConstant: 100), c.heightAnchor.constraint(equalToConstant: 20),
        ])
        return c
    }

    @Test func directionsFollowTheSemanticContentAttribute() {
        typealias V = UIView
        #expect(V.userInterfaceLayoutDirection(for: .unspecified, relativeTo: .rightToLeft) == .rightToLeft)
        #expect(V.userInterfaceLayoutDirection(for: .unspecified, relativeTo: .leftToRight) == .leftToRight)
        for attribute in [UISemanticContentAttribute.playback, .spatial, .forceLeftToRight] {
            #expect(V.userInterfaceLayoutDirection(for: attribute, relativeTo: .rightToLeft) == .leftToRight)
        }
        #expect(V.userInterfaceLayoutDirection(for: .forceRightToLeft, relativeTo: .leftToRight) == .rightToLeft)

        let outer = UIView(), controls = UIView(), button = UIView(), island = UIView(), inner = UIView()
        outer.addSubview(controls); controls.addSubview(button); outer.addSubview(island); island.addSubview(inner)
        let (screen, _) = autoLayoutHost { $0.addSubview(outer) }
        // An English app: left to right everywhere by default.
        #expect(outer.semanticContentAttribute == .unspecified)
        #expect(outer.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(inner.traitCollection.layoutDirection == .leftToRight)
        #expect(V.userInterfaceLayoutDirection(for: .unspecified) == .leftToRight)

        outer.semanticContentAttribute = .forceRightToLeft
        controls.semanticContentAttribute = .playback
        island.semanticContentAttribute = .forceLeftToRight
        #expect(outer.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(outer.traitCollection.layoutDirection == .rightToLeft)
        // Playback controls never flip; what they contain still inherits the forced direction.
        #expect(controls.traitCollection.layoutDirection == .rightToLeft)
        #expect(controls.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(button.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        // The nearest forced direction wins.
        #expect(inner.traitCollection.layoutDirection == .leftToRight)
        #expect(inner.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(UITraitCollection(layoutDirection: .rightToLeft).layoutDirection == .rightToLeft)
        #expect(UITraitCollection().layoutDirection == .unspecified)
        #expect(outer.traitCollection.containsTraits(in: UITraitCollection(layoutDirection: .rightToLeft)))
        withExtendedLifetime(screen) {}
    }

    @Test func leadingAndTrailingFlipWithTheContainer() {
        let first = plainView(), second = plainView(), fixed = plainView()
        var box: UIView!
        let (screen, host) = autoLayoutHost { root in
            box = container(in: root)
            for v in [first, second, fixed] { box.addSubview(v) }
            NSLayoutConstraint.activate([
                first.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 10),
                first.widthAnchor.constraint(equalToConstant: 30),
                second.leadingAnchor.constraint(equalTo: first.trailingAnchor, constant: 5),
                second.widthAnchor.constraint(equalToConstant: 20),
                fixed.leftAnchor.constraint(equalTo: box.leftAnchor, constant: 10),
                fixed.widthAnchor.constraint(equalToConstant: 4),
            ] + [first, second, fixed].flatMap {
                [$0.topAnchor.constraint(equalTo: box.topAnchor), $0.heightAnchor.constraint(equalToConstant: 2)]
            })
        }
        let root: UIView = host.view
        // Left to right: first.x = 10; second.x = 10 + 30 + 5 = 45.
        #expect(first.frame == CGRect(x: 10, y: 0, width: 30, height: 2))
        #expect(second.frame == CGRect(x: 45, y: 0, width: 20, height: 2))
        box.semanticContentAttribute = .forceRightToLeft
        root.layoutIfNeeded()
        // Right to left: first.maxX = 100 − 10 = 90 → x = 60; second.maxX = 60 − 5 = 55 → x = 35.
        // Left and right never flip: fixed stays at x = 10.
        #expect(first.frame == CGRect(x: 60, y: 0, width: 30, height: 2))
        #expect(second.frame == CGRect(x: 35, y: 0, width: 20, height: 2))
        #expect(fixed.frame == CGRect(x: 10, y: 0, width: 4, height: 2))
        // A constant changed later keeps running toward the trailing (left) side.
        box.constraints.first { $0.firstItem === first && $0.firstAttribute == .leading }?.constant = 20
        root.layoutIfNeeded()
        #expect(first.frame == CGRect(x: 50, y: 0, width: 30, height: 2))
        #expect(second.frame == CGRect(x: 25, y: 0, width: 20, height: 2))
        // anchorWithOffset from leading to trailing is still the width, positive.
        let gap = first.leadingAnchor.anchorWithOffset(to: second.leadingAnchor)
        let probe = plainView()
        box.addSubview(probe)
        NSLayoutConstraint.activate([probe.widthAnchor.constraint(equalTo: gap), probe.heightAnchor.constraint(equalToConstant: 1),
                                     probe.leftAnchor.constraint(equalTo: box.leftAnchor), probe.topAnchor.constraint(equalTo: box.topAnchor)])
        root.layoutIfNeeded()
        // From first's leading (x 80) to second's leading (x 45), leftward: 35.
        #expect(probe.frame.width == 35)
        box.semanticContentAttribute = .unspecified
        root.layoutIfNeeded()
        #expect(first.frame == CGRect(x: 20, y: 0, width: 30, height: 2))
        #expect(second.frame == CGRect(x: 55, y: 0, width: 20, height: 2))
        withExtendedLifetime(screen) {}
    }

    @Test func directionalMarginsMapLeadingToTheRight() {
        let child = plainView()
        var box: UIView!
        let (screen, host) = autoLayoutHost { root in
            box = container(in: root)
            box.semanticContentAttribute = .forceRightToLeft
            box.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 4, bottom: 1, trailing: 12)
            box.addSubview(child)
            NSLayoutConstraint.activate([
                child.leadingAnchor.constraint(equalTo: box.layoutMarginsGuide.leadingAnchor),
                child.trailingAnchor.constraint(equalTo: box.layoutMarginsGuide.trailingAnchor),
                child.topAnchor.constraint(equalTo: box.layoutMarginsGuide.topAnchor),
                child.heightAnchor.constraint(equalToConstant: 3),
            ])
        }
        let root: UIView = host.view
        // Leading 4 is the right inset, trailing 12 the left: x = 12, width = 100 − 12 − 4 = 84.
        #expect(child.frame == CGRect(x: 12, y: 1, width: 84, height: 3))
        #expect(box.layoutMargins == UIEdgeInsets(top: 1, left: 12, bottom: 1, right: 4))
        #expect(box.layoutMarginsGuide.layoutFrame == CGRect(x: 12, y: 1, width: 84, height: 18))
        // Margins set by left and right keep them: leading is now the right inset, 6.
        box.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 1, right: 6)
        root.layoutIfNeeded()
        #expect(box.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 1, leading: 6, bottom: 1, trailing: 2))
        #expect(child.frame == CGRect(x: 2, y: 1, width: 92, height: 3))
        // Back to left to right: left/right margins stay, directional ones swap.
        box.semanticContentAttribute = .unspecified
        root.layoutIfNeeded()
        #expect(box.layoutMargins == UIEdgeInsets(top: 1, left: 2, bottom: 1, right: 6))
        #expect(box.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 1, trailing: 6))
        #expect(child.frame == CGRect(x: 2, y: 1, width: 92, height: 3))
        withExtendedLifetime(screen) {}
    }

    @Test func visualFormatDirections() {
        let a = plainView(), b = plainView()
        var box: UIView!
        var leadingToTrailing: [NSLayoutConstraint] = [], leftToRight: [NSLayoutConstraint] = []
        let (screen, host) = autoLayoutHost { root in
            box = container(in: root)
            box.semanticContentAttribute = .forceRightToLeft
            box.addSubview(a); box.addSubview(b)
            let views = ["a": a, "b": b]
            leadingToTrailing = NSLayoutConstraint.constraints(withVisualFormat: "H:|-(3)-[a(10)]-(4)-[b(20)]", options: [],
                                                               metrics: nil, views: views)
            NSLayoutConstraint.activate(leadingToTrailing + [a, b].flatMap {
                [$0.topAnchor.constraint(equalTo: box.topAnchor), $0.heightAnchor.constraint(equalToConstant: 1)]
            })
        }
        let root: UIView = host.view
        // Leading to trailing (the default) in a right-to-left box: a.maxX = 100 − 3 = 97 →
        // x = 87; b.maxX = 87 − 4 = 83 → x = 63.
        #expect(a.frame.minX == 87 && b.frame.minX == 63)
        NSLayoutConstraint.deactivate(leadingToTrailing)
        leftToRight = NSLayoutConstraint.constraints(withVisualFormat: "H:|-(3)-[a(10)]-(4)-[b(20)]", options: .directionLeftToRight,
                                                     metrics: nil, views: ["a": a, "b": b])
        NSLayoutConstraint.activate(leftToRight)
        root.layoutIfNeeded()
        // Left to right whatever the direction: a.x = 3, b.x = 3 + 10 + 4 = 17.
        #expect(a.frame.minX == 3 && b.frame.minX == 17)
        #expect(leftToRight.contains { $0.firstAttribute == .left })
        NSLayoutConstraint.deactivate(leftToRight)
        let rightToLeft = NSLayoutConstraint.constraints(withVisualFormat: "H:|-(3)-[a(10)]-(4)-[b(20)]", options: .directionRightToLeft,
                                                         metrics: nil, views: ["a": a, "b": b])
        NSLayoutConstraint.activate(rightToLeft)
        box.semanticContentAttribute = .forceLeftToRight
        root.layoutIfNeeded()
        // Right to left whatever the direction: a.maxX = 97, b.maxX = 87 − 4 = 83.
        #expect(a.frame.minX == 87 && b.frame.minX == 63)
        withExtendedLifetime(screen) {}
    }

    /// A horizontal stack view lays its arranged subviews out from its leading edge:
    /// from the right in a right-to-left stack (Apple's UIStackView documentation: the
    /// views are arranged along the axis from leading to trailing).
    @Test func horizontalStackViewStartsAtTheRight() {
        for setBeforeLayout in [true, false] {
            let a = plainView(), b = plainView(), c = plainView()
            var stack: UIStackView!
            let (screen, host) = autoLayoutHost { root in
                stack = UIStackView(arrangedSubviews: [a, b, c])
                stack.axis = .horizontal
                stack.spacing = 1
                stack.setCustomSpacing(3, after: a)
                stack.frame = CGRect(x: 0, y: 0, width: 62, height: 3)
                if setBeforeLayout { stack.semanticContentAttribute = .forceRightToLeft }
                root.addSubview(stack)
                NSLayoutConstraint.activate([a.widthAnchor.constraint(equalToConstant: 10),
                                             b.widthAnchor.constraint(equalToConstant: 20)])
            }
            let root: UIView = host.view
            if !setBeforeLayout {
                // Left to right first: a.x = 0; b.x = 10 + 3 = 13; c.x = 13 + 20 + 1 = 34, filling to 62.
                #expect(a.frame == CGRect(x: 0, y: 0, width: 10, height: 3))
                #expect(b.frame == CGRect(x: 13, y: 0, width: 20, height: 3))
                #expect(c.frame == CGRect(x: 34, y: 0, width: 28, height: 3))
                stack.semanticContentAttribute = .forceRightToLeft
                root.layoutIfNeeded()
            }
            // Right to left: a.maxX = 62 → x = 52; b.maxX = 52 − 3 = 49 → x = 29;
            // c.maxX = 29 − 1 = 28, and c fills to the left edge: x = 0, width 28.
            #expect(a.frame == CGRect(x: 52, y: 0, width: 10, height: 3))
            #expect(b.frame == CGRect(x: 29, y: 0, width: 20, height: 3))
            #expect(c.frame == CGRect(x: 0, y: 0, width: 28, height: 3))
            #expect(!screen.application.diagnostics.warnings.contains { $0.hasPrefix("Unable to simultaneously satisfy") })
            // Back to left to right.
            stack.semanticContentAttribute = .forceLeftToRight
            root.layoutIfNeeded()
            #expect(a.frame.minX == 0 && b.frame.minX == 13 && c.frame.minX == 34)
            #expect(!screen.application.diagnostics.warnings.contains { $0.hasPrefix("Unable to simultaneously satisfy") })
        }
    }

    /// Equal spacing between views of fixed widths: the gaps are `≥ spacing` and equal, so
    /// a stack that mixed directions on the way (first view at the right, last still at
    /// the right too) could not hold; flipped as a whole it lays out from the right.
    @Test func equalSpacingStackFlipsWithoutAConflict() {
        let a = plainView(), b = plainView(), c = plainView()
        var stack: UIStackView!
        let (screen, host) = autoLayoutHost { root in
            stack = UIStackView(arrangedSubviews: [a, b, c])
            stack.distribution = .equalSpacing
            stack.spacing = 1
            stack.frame = CGRect(x: 0, y: 0, width: 61, height: 2)
            root.addSubview(stack)
            NSLayoutConstraint.activate([a.widthAnchor.constraint(equalToConstant: 10), b.widthAnchor.constraint(equalToConstant: 20),
                                         c.widthAnchor.constraint(equalToConstant: 5)])
        }
        let root: UIView = host.view
        // Two equal gaps share 61 − 35 = 26: 13 each. a.x = 0, b.x = 23, c.x = 56.
        #expect([a, b, c].map(\.frame.minX) == [0, 23, 56])
        stack.semanticContentAttribute = .forceRightToLeft
        root.layoutIfNeeded()
        // a.maxX = 61 → x = 51; b.maxX = 51 − 13 = 38 → x = 18; c.maxX = 18 − 13 = 5 → x = 0.
        #expect([a, b, c].map(\.frame.minX) == [51, 18, 0])
        #expect(!screen.application.diagnostics.warnings.contains { $0.hasPrefix("Unable to simultaneously satisfy") })
    }

    /// UIKit refuses a constraint between a leading/trailing attribute and a left/right one
    /// (`+[NSLayoutConstraint constraintWithItem:…]` raises NSInvalidArgumentException).
    @Test func leadingCannotBeRelatedToLeft() {
        let a = plainView(), b = plainView()
        let (screen, _) = autoLayoutHost { root in root.addSubview(a); root.addSubview(b) }
        let reason = "*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: "
            + "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use leading/trailing for both or neither."
        let pairs: [(NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute)] = [
            (.leading, .left), (.right, .trailing), (.leadingMargin, .rightMargin), (.left, .trailingMargin),
        ]
        for (first, second) in pairs {
            let c = NSLayoutConstraint(item: a, attribute: first, relatedBy: .equal, toItem: b, attribute: second, multiplier: 1, constant: 0)
            c.isActive = true
            #expect(!c.isActive)
        }
        let raised = screen.application.diagnostics.exceptions
        #expect(raised.count == pairs.count)
        #expect(raised.allSatisfy { $0.name == "NSInvalidArgumentException" && $0.reason == reason })
        // Same family on both sides is fine, and so is anything with centerX or width.
        for (first, second) in [(NSLayoutConstraint.Attribute.leading, NSLayoutConstraint.Attribute.trailing), (.left, .right),
                                (.leading, .centerX), (.rightMargin, .left)] {
            let c = NSLayoutConstraint(item: a, attribute: first, relatedBy: .equal, toItem: b, attribute: second, multiplier: 1, constant: 0)
            c.isActive = true
            #expect(c.isActive)
            c.isActive = false
        }
        #expect(screen.application.diagnostics.exceptions.count == pairs.count)
    }
}
