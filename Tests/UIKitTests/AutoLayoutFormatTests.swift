// The visual format language, fitting sizes, the update-constraints pass, the safe area
// and hierarchy changes, with expectations from Apple's documented rules: `-` is 8 points
// between views and 20 to the superview's edge; constraints from a removed view to the
// rest of the hierarchy are removed with it.
import Foundation
import Testing
import UIKit
import HeadlessBackend
import TestSupport

@MainActor
@Suite struct AutoLayoutFormatTests {
    private func host(_ build: @escaping @MainActor (UIView) -> Void) -> (HeadlessScreen, UIViewController) {
        autoLayoutHost(build)
    }

    @Test func visualFormatRowWithStandardAndExplicitSpacing() {
        let a = plainView(), b = plainView(), c = plainView()
        let (screen, _) = host { root in
            for v in [a, b, c] { root.addSubview(v) }
            let views = ["a": a, "b": b, "c": c]
            NSLayoutConstraint.activate(
                NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a(==10)]-[b(>=5,<=15@750)]-gap-[c(==a)]-|",
                                               options: [.alignAllTop, .alignAllBottom], metrics: ["gap": 4], views: views)
                + NSLayoutConstraint.constraints(withVisualFormat: "V:|-(3)-[a(2)]", options: [], metrics: nil, views: views))
        }
        // The terminal's standard spacing is one column, to the edges and between views
        // (20 and 8 points on an iPhone). a: 1…11; b starts at 12; c = 10 wide ending 1
        // before 120 → 109…119; b ends at 109 − 4 = 105, so b is 93 wide: its <= 15 is only
        // @750 and yields to the required edges; >= 5 holds.
        #expect(a.frame == CGRect(x: 1, y: 3, width: 10, height: 2))
        #expect(c.frame == CGRect(x: 109, y: 3, width: 10, height: 2))
        #expect(b.frame == CGRect(x: 12, y: 3, width: 93, height: 2))
        withExtendedLifetime(screen) {}
    }

    @Test func visualFormatParseErrorRaisesUIKitsException() {
        let a = plainView()
        let (screen, _) = host { $0.addSubview(a) }
        let result = NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a]-[", options: [], metrics: nil, views: ["a": a])
        #expect(result.isEmpty)
        let ex = screen.application.diagnostics.exceptions.last
        #expect(ex?.name == "NSInvalidArgumentException")
        #expect(ex?.reason == "Unable to parse constraint format: \nExpected a view\nH:|-[a]-[\n         ^")
        _ = NSLayoutConstraint.constraints(withVisualFormat: "H:[nope]", options: [], metrics: nil, views: ["a": a])
        #expect(screen.application.diagnostics.exceptions.last?.reason.contains("nope is not a key in the views dictionary.") == true)
    }

    @Test func compressedFittingSizeOfAContainer() {
        let card = UIView()
        let title = UILabel(), body = UILabel()
        title.text = "Ada Lovelace"; body.text = "Analyst"
        for v in [title, body] { v.translatesAutoresizingMaskIntoConstraints = false; card.addSubview(v) }
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
            title.trailingAnchor.constraint(lessThanOrEqualTo: card.layoutMarginsGuide.trailingAnchor),
            title.topAnchor.constraint(equalTo: card.layoutMarginsGuide.topAnchor),
            body.leadingAnchor.constraint(equalTo: title.leadingAnchor),
            body.topAnchor.constraint(equalToSystemSpacingBelow: title.bottomAnchor, multiplier: 1),
            body.trailingAnchor.constraint(lessThanOrEqualTo: card.layoutMarginsGuide.trailingAnchor),
            body.bottomAnchor.constraint(equalTo: card.layoutMarginsGuide.bottomAnchor),
        ])
        // A character-cell device's margins are one column leading and trailing and none
        // above and below, its system spacing one row. Width: 1 + 12 (the longer label) + 1;
        // height: 0 + 1 + 1 + 1 + 0.
        #expect(card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 14, height: 3))
        // A required width of 60 keeps 60; the height still follows the content.
        #expect(card.systemLayoutSizeFitting(CGSize(width: 60, height: 0), withHorizontalFittingPriority: .required,
                                             verticalFittingPriority: .fittingSizeLevel) == CGSize(width: 60, height: 3))
    }

    @Test func updateConstraintsRunsBeforeLayoutAndAgainWhenAsked() {
        final class Badge: UIView {
            var log: [String] = []
            var wide = false
            private var width: NSLayoutConstraint?
            override func updateConstraints() {
                log.append("updateConstraints wide=\(wide)")
                if width == nil { width = widthAnchor.constraint(equalToConstant: 4); width?.isActive = true }
                width?.constant = wide ? 9 : 4
                super.updateConstraints()
            }
        }
        let badge = Badge(); badge.translatesAutoresizingMaskIntoConstraints = false
        let (screen, vc) = host { root in
            root.addSubview(badge)
            NSLayoutConstraint.activate([badge.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                         badge.topAnchor.constraint(equalTo: root.topAnchor),
                                         badge.heightAnchor.constraint(equalToConstant: 1)])
        }
        #expect(badge.log == ["updateConstraints wide=false"])
        #expect(badge.frame.width == 4)
        badge.wide = true
        badge.setNeedsUpdateConstraints()
        #expect(badge.needsUpdateConstraints())
        screen.runLoop()
        #expect(badge.log == ["updateConstraints wide=false", "updateConstraints wide=true"])
        #expect(badge.frame.width == 9)
        _ = vc
    }

    @Test func safeAreaGuideFollowsAdditionalInsets() {
        let v = plainView()
        let (screen, vc) = host { root in
            root.addSubview(v)
            NSLayoutConstraint.activate([v.leadingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.leadingAnchor),
                                         v.trailingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.trailingAnchor),
                                         v.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
                                         v.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor)])
        }
        #expect(v.frame == CGRect(x: 0, y: 0, width: 120, height: 40))
        vc.additionalSafeAreaInsets = UIEdgeInsets(top: 2, left: 3, bottom: 4, right: 5)
        screen.runLoop()
        #expect(vc.view.safeAreaInsets == UIEdgeInsets(top: 2, left: 3, bottom: 4, right: 5))
        #expect(v.frame == CGRect(x: 3, y: 2, width: 112, height: 34))
        // The root view's margins are measured from the safe area: the one-column system
        // minimum + 3 leading (16 + 3 on an iPhone).
        #expect(vc.view.layoutMargins.left == 4)
    }

    @Test func removingAViewRemovesConstraintsToTheRestAndKeepsItsOwn() {
        let box = plainView(), inner = plainView()
        var outer: NSLayoutConstraint!, own: NSLayoutConstraint!
        let (screen, vc) = host { root in
            root.addSubview(box); box.addSubview(inner)
            outer = box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5)
            own = inner.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 2)
            NSLayoutConstraint.activate([outer, own, box.topAnchor.constraint(equalTo: root.topAnchor),
                                         box.widthAnchor.constraint(equalToConstant: 10), box.heightAnchor.constraint(equalToConstant: 3),
                                         inner.topAnchor.constraint(equalTo: box.topAnchor),
                                         inner.widthAnchor.constraint(equalToConstant: 3), inner.heightAnchor.constraint(equalToConstant: 1)])
        }
        #expect(box.frame == CGRect(x: 5, y: 0, width: 10, height: 3))
        box.removeFromSuperview()
        #expect(!outer.isActive)
        #expect(own.isActive)
        vc.view.addSubview(box)
        box.layoutIfNeeded()
        #expect(inner.frame == CGRect(x: 2, y: 0, width: 3, height: 1))
        #expect(box.hasAmbiguousLayout)    // nothing places it horizontally any more
        withExtendedLifetime(screen) {}
    }
}
