// Layout guides on views that constraints place, as an iOS developer tests them: Apple's
// API only, one `layoutIfNeeded()` and the final frames. Apple's UIView documentation
// ("layoutIfNeeded": "lays out the subviews immediately"; "safeAreaInsets",
// "layoutMargins", "preservesSuperviewLayoutMargins") ties a guide's edges to its view's
// frame as laid out, so a guide on a view the same pass moves must follow it in that
// pass. Expected frames are worked out by hand on the headless character-cell device:
// ordinary views have margins of 0 top and bottom and 1 column leading and trailing.
import Foundation
import Testing
import UIKit
import HeadlessBackend
import TestSupport

@MainActor
@Suite struct AutoLayoutGuidePassTests {
    /// A child placed by constraints under the controller's safe area, and grandchildren
    /// pinned to the child's margins, safe area, readable and custom guides.
    @Test func guidesOfAViewPlacedByConstraintsFollowItInTheSamePass() {
        let (screen, vc) = autoLayoutHost { _ in }
        vc.additionalSafeAreaInsets = UIEdgeInsets(top: 3, left: 0, bottom: 0, right: 0)
        screen.runLoop()
        let root = vc.view!
        let child = plainView(), inMargins = plainView(), inSafeArea = plainView(), inReadable = plainView(), inCustom = plainView()
        let custom = UILayoutGuide()
        root.addSubview(child)
        for v in [inMargins, inSafeArea, inReadable, inCustom] { child.addSubview(v) }
        child.addLayoutGuide(custom)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            child.topAnchor.constraint(equalTo: root.topAnchor),
            child.widthAnchor.constraint(equalToConstant: 30),
            child.heightAnchor.constraint(equalToConstant: 10),
            custom.leadingAnchor.constraint(equalTo: child.layoutMarginsGuide.leadingAnchor, constant: 2),
            custom.trailingAnchor.constraint(equalTo: child.layoutMarginsGuide.trailingAnchor),
            custom.topAnchor.constraint(equalTo: child.layoutMarginsGuide.topAnchor),
            custom.heightAnchor.constraint(equalToConstant: 2),
        ] + edgeConstraints(inMargins, to: child.layoutMarginsGuide) + edgeConstraints(inSafeArea, to: child.safeAreaLayoutGuide)
          + edgeConstraints(inReadable, to: child.readableContentGuide) + edgeConstraints(inCustom, to: custom))
        root.layoutIfNeeded()

        #expect(child.frame == CGRect(x: 10, y: 0, width: 30, height: 10))
        // The root's safe area starts 3 down; the child, at y 0, is covered for 3 rows.
        #expect(child.safeAreaInsets == UIEdgeInsets(top: 3, left: 0, bottom: 0, right: 0))
        #expect(child.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 3, width: 30, height: 7))
        #expect(inSafeArea.frame == CGRect(x: 0, y: 3, width: 30, height: 7))
        // Margins are measured from the safe area: top 0 + 3, 1 column each side.
        #expect(child.layoutMargins == UIEdgeInsets(top: 3, left: 1, bottom: 0, right: 1))
        #expect(child.layoutMarginsGuide.layoutFrame == CGRect(x: 1, y: 3, width: 28, height: 7))
        #expect(inMargins.frame == CGRect(x: 1, y: 3, width: 28, height: 7))
        // 28 columns inside the margins are narrower than the 80-column readable width.
        #expect(inReadable.frame == CGRect(x: 1, y: 3, width: 28, height: 7))
        // The custom guide: the margins' leading + 2, their trailing, their top, 2 tall.
        #expect(custom.layoutFrame == CGRect(x: 3, y: 3, width: 26, height: 2))
        #expect(inCustom.frame == CGRect(x: 3, y: 3, width: 26, height: 2))
        withExtendedLifetime(screen) {}
    }

    /// `preservesSuperviewLayoutMargins` on a view placed by constraints: its margins come
    /// from where the pass puts it, not from where it was.
    @Test func preservedMarginsOfAViewPlacedByConstraintsFollowItInTheSamePass() {
        let (screen, vc) = autoLayoutHost { _ in }
        let root = vc.view!
        let container = plainView(), card = plainView(), content = plainView()
        root.addSubview(container); container.addSubview(card); card.addSubview(content)
        container.layoutMargins = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
        card.preservesSuperviewLayoutMargins = true
        NSLayoutConstraint.activate([
            container.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            container.topAnchor.constraint(equalTo: root.topAnchor),
            container.widthAnchor.constraint(equalToConstant: 60),
            container.heightAnchor.constraint(equalToConstant: 30),
            card.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 2),
            card.topAnchor.constraint(equalTo: container.topAnchor),
            card.widthAnchor.constraint(equalToConstant: 50),
            card.heightAnchor.constraint(equalToConstant: 30),
            content.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: card.layoutMarginsGuide.trailingAnchor),
            content.topAnchor.constraint(equalTo: card.topAnchor),
            content.heightAnchor.constraint(equalToConstant: 1),
        ])
        root.layoutIfNeeded()
        // Left: the container's 10 reaches 10 − 2 = 8 into the card; right: the card ends
        // 60 − 52 = 8 from the container's edge, so 10 − 8 = 2. Width 50 − 8 − 2.
        #expect(card.frame == CGRect(x: 2, y: 0, width: 50, height: 30))
        #expect(content.frame == CGRect(x: 8, y: 0, width: 40, height: 1))
        withExtendedLifetime(screen) {}
    }
}
