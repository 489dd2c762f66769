import Foundation
import UIKit

/// `custom-tabs` (seed 001): a container made by hand that does what a tab bar controller
/// does with `addChild(_:)` and `transition(from:to:duration:options:animations:completion:)`.
///
/// Two buttons (tags 1 and 2) on the bottom row switch between two children. The switch
/// follows the seed's `loadViewControllerAtIndex:` step by step: input off on the
/// container's view, `from.willMove(toParent: nil)`, `addChild(to)`, the new view placed
/// just off screen on the side it comes from, then a 0.25 s ease-in-out transition whose
/// animation block slides both views; its completion sends `to.didMove(toParent:)`,
/// `from.removeFromParent()` and turns input back on. (`transition(from:to:)` itself also
/// ignores input until it ends, as UIKit's does without `.allowUserInteraction`.)
///
/// The seed's guard against switching to the child already shown is commented out there,
/// which makes its second tap on the same button call `transition` with a `from` that is
/// no longer a child (UIKit raises); the guard is on here.
enum CustomTabsDemo {
    @MainActor static func make() -> UIViewController { ContainerViewController() }

    @MainActor
    final class ContainerViewController: UIViewController {
        private(set) var firstViewController: FirstViewController!
        private(set) var secondViewController: SecondViewController!
        private var viewControllers: [UIViewController] = []
        private(set) var firstButton: UIButton!
        private(set) var secondButton: UIButton!

        override func viewDidLoad() {
            super.viewDidLoad()
            // The storyboard's two buttons, on the bottom row (the children take the rest).
            let bounds = view.bounds
            firstButton = DemoViews.button("First", x: 0, y: bounds.height - 1, tag: 1)
            secondButton = DemoViews.button("Second", x: 0, y: bounds.height - 1, tag: 2)
            let total = firstButton.frame.width + 4 + secondButton.frame.width
            firstButton.frame.origin.x = ((bounds.width - total) / 2).rounded(.down)
            secondButton.frame.origin.x = firstButton.frame.maxX + 4
            for button in [firstButton!, secondButton!] {
                button.autoresizingMask = [.flexibleTopMargin, .flexibleLeftMargin, .flexibleRightMargin]
                button.addTarget(self, action: ContainerViewController.buttonTouched, for: .touchUpInside)
                view.addSubview(button)
            }

            firstViewController = FirstViewController()
            secondViewController = SecondViewController()
            viewControllers = [firstViewController, secondViewController]
            loadViewController(at: 0)
        }

        func buttonTouched(_ sender: UIButton) {
            loadViewController(at: sender.tag == 1 ? 0 : 1)
        }

        /// The seed's `loadViewControllerAtIndex:`.
        func loadViewController(at index: Int) {
            let nextIndex = index == 0 ? 1 : 0
            let fromViewController = viewControllers[nextIndex]
            let toViewController = viewControllers[index]
            if children.first === toViewController { return }
            guard !children.isEmpty else {
                addChild(toViewController)
                toViewController.view.frame = newViewStartFrame
                toViewController.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                view.addSubview(toViewController.view)
                toViewController.didMove(toParent: self)
                return
            }
            view.isUserInteractionEnabled = false
            fromViewController.willMove(toParent: nil)
            addChild(toViewController)
            toViewController.view.frame = index == 1 ? nextViewStartFrame : preViewStartFrame
            toViewController.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            let newFrame = newViewStartFrame, preFrame = preViewStartFrame, nextFrame = nextViewStartFrame
            transition(from: fromViewController, to: toViewController, duration: 0.25, options: .curveEaseInOut,
                       animations: {
                           fromViewController.view.frame = index == 1 ? preFrame : nextFrame
                           toViewController.view.frame = newFrame
                       }, completion: { [weak self] finished in
                           guard let self, finished else { return }
                           toViewController.didMove(toParent: self)
                           fromViewController.removeFromParent()
                           self.view.isUserInteractionEnabled = true
                       })
        }

        /// Where the shown child sits: everything above the buttons' row.
        var newViewStartFrame: CGRect {
            CGRect(x: 0, y: 0, width: view.bounds.width, height: max(0, view.bounds.height - 1))
        }
        /// Just off the right edge (where the second child comes from).
        var nextViewStartFrame: CGRect { newViewStartFrame.offsetBy(dx: view.bounds.width, dy: 0) }
        /// Just off the left edge (where the first child comes from).
        var preViewStartFrame: CGRect { newViewStartFrame.offsetBy(dx: -view.bounds.width, dy: 0) }
    }

    final class FirstViewController: ColoredChildViewController {
        override var text: String { "First view controller" }
        override var color: UIColor { DemoColors.green }
    }

    final class SecondViewController: ColoredChildViewController {
        override var text: String { "Second view controller" }
        override var color: UIColor { DemoColors.brown }
    }
}
