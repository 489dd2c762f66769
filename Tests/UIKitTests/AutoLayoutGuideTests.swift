// Guides, margins and the update pass as an iOS developer tests them: Apple's API only.
// Expected frames are worked out by hand from `item1.attribute1 = multiplier ×
// item2.attribute2 + constant` and Apple's documented defaults, on the headless
// character-cell device: 1-column system spacing and ordinary view margins (8 points on
// an iPhone), 1-column system minimum margins for a controller's root view (16 points),
// and a readable width of 80 columns (DeviceMetrics.characterCells).
import Foundation
import Testing
import UIKit
import HeadlessBackend
import TestSupport

@MainActor
@Suite struct AutoLayoutGuideTests {
    /// `readableContentGuide`: inside the margins, centred, never wider than the readable
    /// width (Apple's UIView documentation, "readableContentGuide").
    @Test func readableGuideIsCentredInTheMarginsAndNoWiderThanTheReadableWidth() {
        let text = plainView(), box = plainView(), inner = plainView()
        let (screen, _) = autoLayoutHost { root in
            root.addSubview(text); root.addSubview(box); box.addSubview(inner)
            NSLayoutConstraint.activate([
                text.leadingAnchor.constraint(equalTo: root.readableContentGuide.leadingAnchor),
                text.trailingAnchor.constraint(equalTo: root.readableContentGuide.trailingAnchor),
                text.topAnchor.constraint(equalTo: root.readableContentGuide.topAnchor),
                text.heightAnchor.constraint(equalToConstant: 2),
                box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                box.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
                box.widthAnchor.constraint(equalToConstant: 50),
                box.heightAnchor.constraint(equalToConstant: 4),
            ] + edgeConstraints(inner, to: box.readableContentGuide))
        }
        // The root's margins leave 1…119 (118 wide); 80 readable, centred: x = 1 + (118 − 80) / 2.
        #expect(text.frame == CGRect(x: 20, y: 0, width: 80, height: 2))
        // A 50-wide view's margins (1 each side) are narrower than 80: the guide fills them.
        #expect(inner.frame == CGRect(x: 1, y: 0, width: 48, height: 4))
        withExtendedLifetime(screen) {}
    }

    /// `preservesSuperviewLayoutMargins`: where the view is closer to its superview's edge
    /// than the superview's margin, its own margin grows to keep that margin (Apple's
    /// UIView documentation, "preservesSuperviewLayoutMargins").
    @Test func preservedSuperviewMarginsReachIntoTheSubview() {
        let container = plainView(), card = UIView(frame: CGRect(x: 2, y: 0, width: 50, height: 30)), content = plainView()
        let (screen, vc) = autoLayoutHost { root in
            root.addSubview(container); container.addSubview(card); card.addSubview(content)
            container.layoutMargins = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
            NSLayoutConstraint.activate([
                container.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                container.topAnchor.constraint(equalTo: root.topAnchor),
                container.widthAnchor.constraint(equalToConstant: 60),
                container.heightAnchor.constraint(equalToConstant: 30),
                content.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
                content.trailingAnchor.constraint(equalTo: card.layoutMarginsGuide.trailingAnchor),
                content.topAnchor.constraint(equalTo: card.topAnchor),
                content.heightAnchor.constraint(equalToConstant: 1),
            ])
        }
        // Its own margins: 1 column each side.
        #expect(content.frame == CGRect(x: 1, y: 0, width: 48, height: 1))
        card.preservesSuperviewLayoutMargins = true
        vc.view.layoutIfNeeded()
        // Left: the container's 10 reaches 10 − 2 = 8 into the card; right: the card ends
        // 60 − 52 = 8 from the container's edge, so 10 − 8 = 2. Width 50 − 8 − 2.
        #expect(card.layoutMargins == UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 2))
        #expect(content.frame == CGRect(x: 8, y: 0, width: 40, height: 1))
        withExtendedLifetime(screen) {}
    }

    /// `insetsLayoutMarginsFromSafeArea` false: the margins are no longer measured from
    /// the safe area (Apple's UIView documentation, "insetsLayoutMarginsFromSafeArea").
    @Test func marginsCanIgnoreTheSafeArea() {
        let v = plainView()
        let (screen, vc) = autoLayoutHost { root in
            root.addSubview(v)
            NSLayoutConstraint.activate([
                v.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
                v.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
                v.widthAnchor.constraint(equalToConstant: 5), v.heightAnchor.constraint(equalToConstant: 1),
            ])
        }
        vc.additionalSafeAreaInsets = UIEdgeInsets(top: 2, left: 3, bottom: 0, right: 0)
        screen.runLoop()
        // Measured from the safe area: 3 + the 1-column minimum; 2 + a 0 top margin.
        #expect(v.frame == CGRect(x: 4, y: 2, width: 5, height: 1))
        vc.view.insetsLayoutMarginsFromSafeArea = false
        screen.runLoop()
        #expect(v.frame == CGRect(x: 1, y: 0, width: 5, height: 1))
    }

    /// A custom view's `intrinsicContentSize` is read again after
    /// `invalidateIntrinsicContentSize()` (Apple's UIView documentation).
    @Test func invalidatedIntrinsicSizeIsReadAgain() {
        final class Badge: UIView {
            var size = CGSize(width: 4, height: 1)
            override var intrinsicContentSize: CGSize { size }
        }
        let badge = Badge()
        badge.translatesAutoresizingMaskIntoConstraints = false
        let (screen, vc) = autoLayoutHost { root in
            root.addSubview(badge)
            NSLayoutConstraint.activate([badge.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 3),
                                         badge.topAnchor.constraint(equalTo: root.topAnchor, constant: 2)])
        }
        #expect(badge.frame == CGRect(x: 3, y: 2, width: 4, height: 1))
        badge.size = CGSize(width: 9, height: 2)
        vc.view.layoutIfNeeded()
        // Not invalidated: the engine still has the old size.
        #expect(badge.frame == CGRect(x: 3, y: 2, width: 4, height: 1))
        badge.invalidateIntrinsicContentSize()
        vc.view.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 3, y: 2, width: 9, height: 2))
        withExtendedLifetime(screen) {}
    }

    /// The update pass runs subviews first and the controller's `updateViewConstraints()`
    /// for its root view; `setNeedsUpdateConstraints()` asks for it again, and
    /// `updateConstraintsIfNeeded()` runs it at once (Apple's UIView and UIViewController
    /// documentation, "updateConstraints", "updateViewConstraints").
    @Test func updateViewConstraintsRunsAfterTheSubviewsAndAgainWhenAsked() {
        final class Tag: UIView {
            var log: (String) -> Void = { _ in }
            override func updateConstraints() { log("tag.updateConstraints"); super.updateConstraints() }
        }
        final class Screen: UIViewController {
            var log: [String] = []
            let tag = Tag()
            var wide = false
            var width: NSLayoutConstraint?
            override func viewDidLoad() {
                super.viewDidLoad()
                tag.translatesAutoresizingMaskIntoConstraints = false
                tag.log = { [unowned self] in self.log.append($0) }
                view.addSubview(tag)
                NSLayoutConstraint.activate([tag.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                                             tag.topAnchor.constraint(equalTo: view.topAnchor),
                                             tag.heightAnchor.constraint(equalToConstant: 1)])
            }
            override func updateViewConstraints() {
                log.append("updateViewConstraints wide=\(wide)")
                width?.isActive = false
                width = tag.widthAnchor.constraint(equalToConstant: wide ? 30 : 10)
                width?.isActive = true
                super.updateViewConstraints()
            }
        }
        let screen = HeadlessScreen.checked(width: 120, height: 40)
        let vc = Screen()
        screen.makeWindow(root: vc)
        #expect(vc.log == ["tag.updateConstraints", "updateViewConstraints wide=false"])
        #expect(vc.tag.frame == CGRect(x: 0, y: 0, width: 10, height: 1))
        vc.wide = true
        vc.view.setNeedsUpdateConstraints()
        vc.view.updateConstraintsIfNeeded()
        // Only the view that asked runs again, and at once.
        #expect(vc.log == ["tag.updateConstraints", "updateViewConstraints wide=false", "updateViewConstraints wide=true"])
        screen.runLoop()
        #expect(vc.tag.frame == CGRect(x: 0, y: 0, width: 30, height: 1))
    }

    /// `constraint(greaterThanOrEqualToSystemSpacingAfter:multiplier:)`: at least the
    /// system spacing (1 column; 8 points on an iPhone) times the multiplier.
    @Test func atLeastTheSystemSpacing() {
        let a = plainView(), b = plainView()
        let (screen, _) = autoLayoutHost { root in
            root.addSubview(a); root.addSubview(b)
            let hug = b.leadingAnchor.constraint(equalTo: a.trailingAnchor)
            hug.priority = .defaultLow
            NSLayoutConstraint.activate([
                a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 2),
                a.topAnchor.constraint(equalTo: root.topAnchor),
                a.widthAnchor.constraint(equalToConstant: 5), a.heightAnchor.constraint(equalToConstant: 1),
                b.leadingAnchor.constraint(greaterThanOrEqualToSystemSpacingAfter: a.trailingAnchor, multiplier: 3),
                hug,
                b.topAnchor.constraint(equalTo: root.topAnchor),
                b.widthAnchor.constraint(equalToConstant: 4), b.heightAnchor.constraint(equalToConstant: 1),
            ])
        }
        // a ends at 7; b as close as allowed: 7 + 3 × 1.
        #expect(b.frame == CGRect(x: 10, y: 0, width: 4, height: 1))
        withExtendedLifetime(screen) {}
    }
}
