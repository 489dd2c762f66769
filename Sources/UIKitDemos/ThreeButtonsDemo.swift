import Foundation
import UIKit

/// `three-buttons` (seed 004): three buttons over a content view; each shows one of three
/// children with `transition(from:to:duration:options:animations:completion:)`, 1 s, with
/// curl up, curl down and cross-dissolve.
///
/// As in the seed, all three children are added in `viewDidLoad` (`addChild`; here also
/// `didMove(toParent:)`, which the seed leaves out and Apple's containment guide asks
/// for) and stay children; only the third one's view is put in the content view. A tap on
/// the button of the child already shown returns at once. The seed's log of a switch
/// from the third to the second child, which the log pane reproduces:
///
///     -[SecondViewController viewDidLoad]
///     -[ThirdViewController viewWillDisappear:]
///     -[SecondViewController viewWillAppear:]
///     -[SecondViewController viewDidAppear:]
///     -[ThirdViewController viewDidDisappear:]
///
/// `transition(from:to:)` adds the new child's view next to the old one and removes the
/// old one when the transition ends; the content view makes whatever is added to it fill
/// it (the seed's nib views had the content view's size).
enum ThreeButtonsDemo {
    @MainActor static func make() -> UIViewController { MainViewController() }

    @MainActor
    final class MainViewController: UIViewController {
        private(set) var contentView: UIView!
        private(set) var firstButton: UIButton!
        private(set) var secondButton: UIButton!
        private(set) var thirdButton: UIButton!
        private(set) var currentViewController: UIViewController?
        private(set) var firstViewController: FirstViewController!
        private(set) var secondViewController: SecondViewController!
        private(set) var thirdViewController: ThirdViewController!

        override func viewDidLoad() {
            super.viewDidLoad()
            let bounds = view.bounds
            // The nib's three buttons (tags 1, 2, 3) in a row, and the content view below.
            firstButton = DemoViews.button("Messages", x: 1, y: 0, tag: 1)
            secondButton = DemoViews.button("Birthdays", x: firstButton.frame.maxX + 2, y: 0, tag: 2)
            thirdButton = DemoViews.button("Friend requests", x: secondButton.frame.maxX + 2, y: 0, tag: 3)
            for button in [firstButton!, secondButton!, thirdButton!] {
                button.addTarget(self, action: MainViewController.onClickButton, for: .touchUpInside)
                view.addSubview(button)
            }
            let content = FillingContainerView(frame: CGRect(x: 0, y: 2, width: bounds.width, height: max(0, bounds.height - 2)))
            content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(content)
            contentView = content

            firstViewController = FirstViewController()
            addChild(firstViewController)
            firstViewController.didMove(toParent: self)
            secondViewController = SecondViewController()
            addChild(secondViewController)
            secondViewController.didMove(toParent: self)
            thirdViewController = ThirdViewController()
            addChild(thirdViewController)
            thirdViewController.didMove(toParent: self)
            contentView.addSubview(thirdViewController.view)
            currentViewController = thirdViewController
        }

        /// The seed's `onClickbutton:`: nothing when the button's child is already shown,
        /// otherwise a 1 s transition with the button's effect.
        func onClickButton(_ sender: UIButton) {
            guard let current = currentViewController else { return }
            if (current === firstViewController && sender.tag == 1) || (current === secondViewController && sender.tag == 2)
                || (current === thirdViewController && sender.tag == 3) {
                return
            }
            let oldViewController = current
            let target: UIViewController
            let options: UIView.AnimationOptions
            switch sender.tag {
            case 1:
                demoNote("Messages and replies")
                target = firstViewController
                options = .transitionCurlUp
            case 2:
                demoNote("Birthday reminders")
                target = secondViewController
                options = .transitionCurlDown
            case 3:
                demoNote("Friend requests")
                target = thirdViewController
                options = .transitionCrossDissolve
            default:
                return
            }
            transition(from: current, to: target, duration: 1, options: options, animations: {}) { [weak self] finished in
                self?.currentViewController = finished ? target : oldViewController
            }
        }
    }

    final class FirstViewController: ColoredChildViewController {
        override var text: String { "First child: messages and replies" }
        override var color: UIColor { DemoColors.blue }
    }

    final class SecondViewController: ColoredChildViewController {
        override var text: String { "Second child: birthday reminders" }
        override var color: UIColor { DemoColors.orange }
    }

    final class ThirdViewController: ColoredChildViewController {
        override var text: String { "Third child: friend requests" }
        override var color: UIColor { DemoColors.green }
    }
}
