// Auto Layout as an iOS developer tests it: Apple's API only. Every expected frame is
// worked out by hand from `item1.attribute1 = multiplier × item2.attribute2 + constant`
// and Apple's documented defaults (8-point layout margins for ordinary views, 16-point
// system minimum leading/trailing margins for a controller's root view on iPhone, 8-point
// system spacing, hugging 250 / compression resistance 750 for views made in code).
import Foundation
import Testing
import UIKit
import HeadlessBackend
import TestSupport

@MainActor
@Suite struct AutoLayoutTests {
    /// A window showing a controller whose 120 × 40 root view is built by `build`.
    private func host(_ build: @escaping @MainActor (UIView) -> Void) -> (HeadlessScreen, UIView) {
        let (screen, vc) = autoLayoutHost(build)
        return (screen, vc.view)
    }

    @Test func pinnedToTheSuperviewEdges() {
        let child = plainView()
        let (screen, root) = host { root in
            root.addSubview(child)
            NSLayoutConstraint.activate([
                child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                child.topAnchor.constraint(equalTo: root.topAnchor, constant: 2),
                root.trailingAnchor.constraint(equalTo: child.trailingAnchor, constant: 10),
                child.heightAnchor.constraint(equalToConstant: 5),
            ])
        }
        // x = 0 + 10; 120 = x + w + 10 → w = 100.
        #expect(root.frame == CGRect(x: 0, y: 0, width: 120, height: 40))
        #expect(child.frame == CGRect(x: 10, y: 2, width: 100, height: 5))
        #expect(!child.hasAmbiguousLayout)
        // A constraint on one view's size is held by that view, the others by the superview.
        #expect(root.constraints.count == 3)
        #expect(child.constraints.count == 1 && child.constraints[0].firstAttribute == .height)
        withExtendedLifetime(screen) {}
    }

    @Test func multiplierAndCentre() {
        let child = plainView()
        let (screen, _) = host { root in
            root.addSubview(child)
            NSLayoutConstraint.activate([
                child.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
                child.heightAnchor.constraint(equalTo: root.heightAnchor, multiplier: 0.25, constant: 2),
                child.centerXAnchor.constraint(equalTo: root.centerXAnchor),
                child.centerYAnchor.constraint(equalTo: root.centerYAnchor),
            ])
        }
        // w = 60, h = 10 + 2 = 12; centre (60, 20) → origin (30, 14).
        #expect(child.frame == CGRect(x: 30, y: 14, width: 60, height: 12))
        withExtendedLifetime(screen) {}
    }

    @Test func itemInitialiserMatchesAnchors() {
        let a = plainView(), b = plainView()
        let (screen, root) = host { root in
            root.addSubview(a); root.addSubview(b)
            root.addConstraints([
                NSLayoutConstraint(item: a, attribute: .left, relatedBy: .equal, toItem: root, attribute: .left, multiplier: 1, constant: 4),
                NSLayoutConstraint(item: a, attribute: .top, relatedBy: .equal, toItem: root, attribute: .top, multiplier: 1, constant: 1),
                NSLayoutConstraint(item: a, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 20),
                NSLayoutConstraint(item: a, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 3),
                NSLayoutConstraint(item: b, attribute: .left, relatedBy: .equal, toItem: a, attribute: .right, multiplier: 1, constant: 2),
                NSLayoutConstraint(item: b, attribute: .top, relatedBy: .equal, toItem: a, attribute: .bottom, multiplier: 1, constant: 0),
                NSLayoutConstraint(item: b, attribute: .width, relatedBy: .equal, toItem: a, attribute: .width, multiplier: 2, constant: 0),
                NSLayoutConstraint(item: b, attribute: .height, relatedBy: .equal, toItem: a, attribute: .height, multiplier: 1, constant: 0),
            ])
        }
        #expect(a.frame == CGRect(x: 4, y: 1, width: 20, height: 3))
        // b.left = 24 + 2, b.top = 1 + 3, b.width = 2 × 20.
        #expect(b.frame == CGRect(x: 26, y: 4, width: 40, height: 3))
        let c = root.constraints.first { $0.firstItem === b && $0.firstAttribute == .left }!
        #expect(c.firstItem === b && c.secondItem === a && c.firstAttribute == .left && c.secondAttribute == .right)
        #expect(c.firstAnchor == b.leftAnchor)
        #expect(c.secondAnchor == a.rightAnchor)
        #expect(c.isActive && c.priority == .required && c.relation == .equal)
        withExtendedLifetime(screen) {}
    }

    @Test func layoutMarginsOfAViewAndOfARootView() {
        let container = plainView(), inner = plainView(), edge = plainView()
        let (screen, root) = host { root in
            root.addSubview(container); container.addSubview(inner); root.addSubview(edge)
            NSLayoutConstraint.activate([
                container.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                container.topAnchor.constraint(equalTo: root.topAnchor),
                container.widthAnchor.constraint(equalToConstant: 60),
                container.heightAnchor.constraint(equalToConstant: 30),
                inner.leadingAnchor.constraint(equalTo: container.layoutMarginsGuide.leadingAnchor),
                inner.trailingAnchor.constraint(equalTo: container.layoutMarginsGuide.trailingAnchor),
                inner.topAnchor.constraint(equalTo: container.layoutMarginsGuide.topAnchor),
                inner.bottomAnchor.constraint(equalTo: container.layoutMarginsGuide.bottomAnchor),
                // The root view's margins: the system minimum, 1 column leading/trailing on
                // a character-cell device (16 points on an iPhone), 0 top.
                edge.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
                edge.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
                edge.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor, constant: 32),
                edge.heightAnchor.constraint(equalToConstant: 1),
            ])
        }
        // An ordinary view's default margins: 1 column leading and trailing, none above and
        // below (8 points on each side on an iPhone).
        #expect(container.layoutMargins == UIEdgeInsets(top: 0, left: 1, bottom: 0, right: 1))
        #expect(inner.frame == CGRect(x: 1, y: 0, width: 58, height: 30))
        #expect(edge.frame == CGRect(x: 1, y: 32, width: 118, height: 1))
        #expect(container.layoutMarginsGuide.layoutFrame == CGRect(x: 1, y: 0, width: 58, height: 30))
        // Margin attributes of the item initialiser mean the same guide.
        container.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        root.layoutIfNeeded()
        #expect(inner.frame == CGRect(x: 2, y: 1, width: 54, height: 26))
        withExtendedLifetime(screen) {}
    }

    @Test func intrinsicSizesOfControls() {
        let label = UILabel(), button = UIButton(type: .system), toggle = UISwitch()
        label.text = "Hello"
        button.setTitle("Save", for: .normal)
        for v in [label, button, toggle] as [UIView] { v.translatesAutoresizingMaskIntoConstraints = false }
        let (screen, root) = host { root in
            root.addSubview(label); root.addSubview(button); root.addSubview(toggle)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 1),
                label.topAnchor.constraint(equalTo: root.topAnchor, constant: 1),
                button.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 2),
                button.firstBaselineAnchor.constraint(equalTo: label.firstBaselineAnchor),
                toggle.leadingAnchor.constraint(equalToSystemSpacingAfter: button.trailingAnchor, multiplier: 1),
                toggle.centerYAnchor.constraint(equalTo: button.centerYAnchor),
            ])
        }
        let l = label.intrinsicContentSize, b = button.intrinsicContentSize, t = toggle.intrinsicContentSize
        #expect(l == CGSize(width: 5, height: 1))
        #expect(label.frame == CGRect(x: 1, y: 1, width: l.width, height: l.height))
        #expect(button.frame == CGRect(x: 8, y: 1, width: b.width, height: b.height))
        // System spacing after the button: 1 column (8 points on an iPhone).
        #expect(toggle.frame.origin.x == 8 + b.width + 1)
        #expect(toggle.frame.size == t)
        label.text = "Hello, world"
        root.layoutIfNeeded()
        #expect(label.frame.width == 12)
        #expect(button.frame.minX == 15)
        withExtendedLifetime(screen) {}
    }

    @Test func huggingDecidesWhoStretches() {
        let name = UILabel(), value = UILabel()
        name.text = "Name"; value.text = "Ada"
        for v in [name, value] { v.translatesAutoresizingMaskIntoConstraints = false }
        let (screen, _) = host { root in
            root.addSubview(name); root.addSubview(value)
            name.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
            NSLayoutConstraint.activate([
                name.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                value.leadingAnchor.constraint(equalTo: name.trailingAnchor, constant: 1),
                value.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                name.topAnchor.constraint(equalTo: root.topAnchor), value.topAnchor.constraint(equalTo: root.topAnchor),
            ])
        }
        // The label that hugs harder keeps its 4 points; the other takes 120 − 4 − 1.
        #expect(name.frame == CGRect(x: 0, y: 0, width: 4, height: 1))
        #expect(value.frame == CGRect(x: 5, y: 0, width: 115, height: 1))
        #expect(!name.hasAmbiguousLayout && !value.hasAmbiguousLayout)
        #expect(name.contentHuggingPriority(for: .horizontal) == UILayoutPriority(251))
        #expect(value.contentCompressionResistancePriority(for: .horizontal) == .defaultHigh)
        withExtendedLifetime(screen) {}
    }

    @Test func compressionResistanceDecidesWhoShrinks() {
        let a = UILabel(), b = UILabel()
        a.text = String(repeating: "a", count: 30); b.text = String(repeating: "b", count: 30)
        for v in [a, b] { v.translatesAutoresizingMaskIntoConstraints = false }
        let box = plainView()
        let (screen, _) = host { root in
            root.addSubview(box); box.addSubview(a); box.addSubview(b)
            b.setContentCompressionResistancePriority(UILayoutPriority(751), for: .horizontal)
            NSLayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: root.leadingAnchor), box.topAnchor.constraint(equalTo: root.topAnchor),
                box.widthAnchor.constraint(equalToConstant: 40), box.heightAnchor.constraint(equalToConstant: 1),
                a.leadingAnchor.constraint(equalTo: box.leadingAnchor), b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
                b.trailingAnchor.constraint(equalTo: box.trailingAnchor),
                a.topAnchor.constraint(equalTo: box.topAnchor), b.topAnchor.constraint(equalTo: box.topAnchor),
            ])
        }
        // 60 points of text in 40: b resists harder (751) and keeps 30, a gets 10.
        #expect(b.frame.width == 30)
        #expect(a.frame == CGRect(x: 0, y: 0, width: 10, height: 1))
        withExtendedLifetime(screen) {}
    }

    @Test func requiredBeatsOptionalAndHigherOptionalBeatsLower() {
        let v = plainView()
        let (screen, _) = host { root in
            root.addSubview(v)
            let wish = v.widthAnchor.constraint(equalToConstant: 100); wish.priority = UILayoutPriority(999)
            let lower = [10, 20, 30].map { n -> NSLayoutConstraint in
                let c = v.heightAnchor.constraint(equalToConstant: CGFloat(n)); c.priority = .defaultLow; return c
            }
            let high = v.heightAnchor.constraint(equalToConstant: 7); high.priority = UILayoutPriority(251)
            NSLayoutConstraint.activate([
                v.leadingAnchor.constraint(equalTo: root.leadingAnchor), v.topAnchor.constraint(equalTo: root.topAnchor),
                wish, v.widthAnchor.constraint(lessThanOrEqualToConstant: 50), high,
            ] + lower)
        }
        // 999 yields to the required 50; one 251 wins over three 250s.
        #expect(v.frame == CGRect(x: 0, y: 0, width: 50, height: 7))
        withExtendedLifetime(screen) {}
    }

    @Test func changingAConstantMovesTheView() {
        let v = plainView()
        var left: NSLayoutConstraint!
        let (screen, root) = host { root in
            root.addSubview(v)
            left = v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 3)
            NSLayoutConstraint.activate([left, v.topAnchor.constraint(equalTo: root.topAnchor),
                                         v.widthAnchor.constraint(equalToConstant: 5), v.heightAnchor.constraint(equalToConstant: 1)])
        }
        #expect(v.frame.minX == 3)
        left.constant = 40
        screen.runLoop()
        #expect(v.frame == CGRect(x: 40, y: 0, width: 5, height: 1))
        left.isActive = false
        #expect(!left.isActive)
        #expect(v.hasAmbiguousLayout)
        left.isActive = true
        root.layoutIfNeeded()
        #expect(v.frame.minX == 40)
    }

    @Test func rootViewResizeRelayouts() {
        let v = plainView()
        let (screen, _) = host { root in
            root.addSubview(v)
            NSLayoutConstraint.activate([
                v.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -2),
                v.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -1),
                v.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5), v.heightAnchor.constraint(equalToConstant: 2),
            ])
        }
        #expect(v.frame == CGRect(x: 58, y: 37, width: 60, height: 2))
        screen.resize(width: 80, height: 20)
        // w = 40; right edge at 78; bottom at 19.
        #expect(v.frame == CGRect(x: 38, y: 17, width: 40, height: 2))
    }
}

/// A checked 120 × 40 screen whose key window shows a controller with the root view
/// `build` fills: the stage of the Auto Layout tests.
@MainActor
func autoLayoutHost(_ build: @escaping @MainActor (UIView) -> Void,
                    sourceLocation: SourceLocation = #_sourceLocation) -> (HeadlessScreen, UIViewController) {
    let screen = HeadlessScreen.checked(width: 120, height: 40, sourceLocation: sourceLocation)
    let vc = ControlsHostController(build)
    screen.makeWindow(root: vc)
    return (screen, vc)
}

/// A view for Auto Layout (`translatesAutoresizingMaskIntoConstraints` off).
@MainActor
func plainView() -> UIView {
    let v = UIView()
    v.translatesAutoresizingMaskIntoConstraints = false
    return v
}
