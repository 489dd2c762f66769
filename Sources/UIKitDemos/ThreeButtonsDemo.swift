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
/// The views come from nibs in this target's resources, as the seed's did:
/// `MainViewController.xib` (File's Owner: the main controller; the three buttons with
/// tags 1, 2, 3 sending `onClickButton:`, the content view, their outlets) and one nib per
/// child (`FirstViewController.xib`…: a coloured view with its centred text), each laid
/// out at a freeform size and kept in place by autoresizing masks.
///
/// `transition(from:to:)` adds the new child's view next to the old one and removes the
/// old one when the transition ends; the content view makes whatever is added to it fill
/// it (the seed's nib views had the content view's size).
enum ThreeButtonsDemo {
    @MainActor static func make() -> UIViewController {
        registerInterfaceBuilderClasses()
        return MainViewController(nibName: "MainViewController", bundle: .module)
    }

    /// The classes the nibs name: the content view's class and the main controller's
    /// action (the File's Owners are the controllers the code makes, found by type).
    /// Nested names, so no other file's bare `MainViewController` finds them.
    @MainActor static func registerInterfaceBuilderClasses() {
        InterfaceBuilderClasses.register(MainViewController.self, named: "UIKitDemos.ThreeButtonsDemo.MainViewController", actions: [
            Selector(MainViewController.onClickButton, name: "onClickButton:"),
        ])
        InterfaceBuilderClasses.register(FillingContainerView.self, named: "UIKitDemos.FillingContainerView")
    }

    @MainActor
    final class MainViewController: UIViewController {
        // The nib's outlets.
        @Outlet private(set) var contentView: UIView!
        @Outlet private(set) var firstButton: UIButton!
        @Outlet private(set) var secondButton: UIButton!
        @Outlet private(set) var thirdButton: UIButton!
        private(set) var currentViewController: UIViewController?
        private(set) var firstViewController: FirstViewController!
        private(set) var secondViewController: SecondViewController!
        private(set) var thirdViewController: ThirdViewController!

        override func viewDidLoad() {
            super.viewDidLoad()
            // The buttons, their action and the content view come from the nib.
            firstViewController = FirstViewController(nibName: "FirstViewController", bundle: .module)
            addChild(firstViewController)
            firstViewController.didMove(toParent: self)
            secondViewController = SecondViewController(nibName: "SecondViewController", bundle: .module)
            addChild(secondViewController)
            secondViewController.didMove(toParent: self)
            thirdViewController = ThirdViewController(nibName: "ThirdViewController", bundle: .module)
            addChild(thirdViewController)
            thirdViewController.didMove(toParent: self)
            contentView.addSubview(thirdViewController.view)
            currentViewController = thirdViewController
        }

        /// The nib is laid out in terminal cells (buttons on the first line, the content
        /// view from the third). On a phone the three buttons share a 44-point row under
        /// the status bar, each a third of the width inside the 16-point margins, and the
        /// content view fills the rest of the screen, as the seed's iPhone nib placed them.
        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            guard !view.demoLaysOutInCells, let contentView else { return }
            let inset = max(16, view.directionalLayoutMargins.leading)
            let top = view.safeAreaInsets.top
            let width = max(0, view.bounds.width - 2 * inset) / 3
            for (i, button) in [firstButton, secondButton, thirdButton].enumerated() {
                button?.frame = CGRect(x: inset + CGFloat(i) * width, y: top, width: width, height: 44)
            }
            let frame = CGRect(x: 0, y: top + 44, width: view.bounds.width, height: max(0, view.bounds.height - top - 44))
            if contentView.frame != frame { contentView.frame = frame }
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

    /// The children: each view (colour, text) is its nib's.
    final class FirstViewController: UIViewController {}
    final class SecondViewController: UIViewController {}
    final class ThirdViewController: UIViewController {}
}
