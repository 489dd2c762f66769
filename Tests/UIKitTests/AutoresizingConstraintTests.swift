// A view that translates its autoresizing mask takes part in Auto Layout through the
// constraints UIKit makes from the mask (NSAutoresizingMaskLayoutConstraint): fixed parts
// keep their lengths, flexible parts share a change of the superview's length in
// proportion to their current lengths (Apple's `autoresizingMask` documentation).
import Foundation
import Testing
import UIKit
import HeadlessBackend
import TestSupport

@MainActor
@Suite struct AutoresizingConstraintTests {
    @Test func flexibleWidthFollowsASuperviewSizedByConstraints() {
        let container = plainView()
        let badge = plainView()
        var trailing: NSLayoutConstraint!
        let (screen, vc) = autoLayoutHost { root in
            root.addSubview(container)
            trailing = root.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: 10)
            NSLayoutConstraint.activate([
                container.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                trailing,
                container.topAnchor.constraint(equalTo: root.topAnchor),
                container.heightAnchor.constraint(equalToConstant: 10),
            ])
        }
        let root = vc.view!
        root.layoutIfNeeded()
        #expect(container.frame == CGRect(x: 10, y: 0, width: 100, height: 10))

        // A bar made with a frame in the 100-wide container: 5 on each side, flexible width.
        let bar = UIView(frame: CGRect(x: 5, y: 1, width: 90, height: 2))
        bar.autoresizingMask = [.flexibleWidth]
        container.addSubview(bar)
        container.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.leadingAnchor.constraint(equalTo: bar.trailingAnchor),
            badge.topAnchor.constraint(equalTo: bar.bottomAnchor),
            badge.widthAnchor.constraint(equalToConstant: 3),
            badge.heightAnchor.constraint(equalToConstant: 1),
        ])
        root.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 95, y: 3, width: 3, height: 1))
        // The mask's constraints: minX and minY fixed, width = container.width − 10, height fixed.
        let texts = bar.constraintsAffectingLayout(for: .horizontal).map(\.description)
        #expect(texts.contains { $0.contains("h=-&- v=--& UIView:") && $0.hasSuffix(".width - 10   (active)>") })
        #expect(texts.contains { $0.contains("h=-&- v=--& UIView:") && $0.hasSuffix(".minX == 5   (active)>") })

        // The container shrinks by 20: the bar's width takes it all, the badge follows.
        trailing.constant = 30
        root.layoutIfNeeded()
        #expect(container.frame.width == 80)
        #expect(bar.frame == CGRect(x: 5, y: 1, width: 70, height: 2))
        #expect(badge.frame == CGRect(x: 75, y: 3, width: 3, height: 1))
        withExtendedLifetime(screen) {}
    }

    @Test func flexibleMarginsShareTheChangeInProportion() {
        let container = plainView()
        let badge = plainView()
        let (screen, vc) = autoLayoutHost { root in
            root.addSubview(container)
            NSLayoutConstraint.activate([
                container.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                container.topAnchor.constraint(equalTo: root.topAnchor),
                container.widthAnchor.constraint(equalToConstant: 40),
                container.heightAnchor.constraint(equalToConstant: 20),
            ])
        }
        let root = vc.view!
        root.layoutIfNeeded()
        // Margins 10 and 20 around a fixed 10-wide box; top margin fixed, bottom flexible.
        let box = UIView(frame: CGRect(x: 10, y: 2, width: 10, height: 4))
        box.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleBottomMargin]
        container.addSubview(box)
        container.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.trailingAnchor.constraint(equalTo: box.leadingAnchor),
            badge.bottomAnchor.constraint(equalTo: box.bottomAnchor),
            badge.widthAnchor.constraint(equalToConstant: 2),
            badge.heightAnchor.constraint(equalToConstant: 1),
        ])
        // The container grows by 30 (40 → 70): the left margin takes 10/30 of it.
        let width = container.constraints.first { $0.firstAttribute == .width }!
        width.constant = 70
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 20, y: 2, width: 10, height: 4))
        #expect(badge.frame == CGRect(x: 18, y: 5, width: 2, height: 1))
        withExtendedLifetime(screen) {}
    }
}
