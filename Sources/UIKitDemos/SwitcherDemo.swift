import Foundation
import UIKit

/// `switcher` (seed 002): a root controller that swaps a blue and a yellow child under a
/// toolbar whose "Switch Views" button stays on top of both.
///
/// As in the seed, the three controllers come from a storyboard (`Switching`, `Blue`,
/// `Yellow`): the blue child is made in `viewDidLoad`, the yellow one only on the first
/// switch (lazily). Each switch removes the shown child (`willMove(toParent: nil)`, view
/// out, `removeFromParent()`) and adds the other (`addChild`, view inserted at index 0 so
/// the toolbar stays above it, `didMove(toParent:)`), inside a 0.4 s ease-in-out flip of
/// the root view (from the right towards yellow, from the left back to blue).
///
/// The seed animates with the pre-iOS 4 `beginAnimations`/`setAnimationTransition(_:for:cache:)`/
/// `commitAnimations`; Apple's documentation of those says to use the block-based API
/// instead, so the flip is `UIView.transition(with:duration:options:animations:completion:)`
/// with the same view, duration, curve and direction.
///
/// Each child has a "Press Me" button that presents a `UIAlertController` (`.alert`) with
/// one "Yes, I did" action.
enum SwitcherDemo {
    /// The storyboard of the seed: an initial `Switching` scene and the two children.
    @MainActor static func makeStoryboard() -> UIStoryboard {
        UIStoryboard(name: "Main", scenes: [
            .init(identifier: "Switching") { SwitchingViewController() },
            .init(identifier: "Blue") { BlueViewController() },
            .init(identifier: "Yellow") { YellowViewController() },
        ], initial: "Switching")
    }

    @MainActor static func make() -> UIViewController {
        makeStoryboard().instantiateInitialViewController() ?? SwitchingViewController()
    }

    /// Duration of the flip, in seconds.
    static let flipDuration: TimeInterval = 0.4

    @MainActor
    final class SwitchingViewController: UIViewController {
        private(set) var yellowViewController: YellowViewController?
        private(set) var blueViewController: BlueViewController?
        private(set) var toolbar: UIToolbar!

        override func viewDidLoad() {
            super.viewDidLoad()
            // The storyboard's toolbar with its one item.
            let bounds = view.bounds
            let bar = UIToolbar(frame: CGRect(x: 0, y: bounds.height - 1, width: bounds.width, height: 1))
            bar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
            bar.items = [UIBarButtonItem(title: "Switch Views", style: .plain, target: self,
                                         action: SwitchingViewController.switchViews)]
            view.addSubview(bar)
            toolbar = bar

            blueViewController = storyboard?.instantiateViewController(withIdentifier: "Blue") as? BlueViewController
            blueViewController?.view.frame = view.frame
            switchView(from: nil, to: blueViewController)
        }

        /// The toolbar button's action.
        func switchViews() {
            // Lazy loading: make the controller that is about to be shown.
            if yellowViewController?.view.superview == nil {
                if yellowViewController == nil {
                    yellowViewController = storyboard?.instantiateViewController(withIdentifier: "Yellow") as? YellowViewController
                }
            } else if blueViewController == nil {
                blueViewController = storyboard?.instantiateViewController(withIdentifier: "Blue") as? BlueViewController
            }

            let towardsYellow = yellowViewController?.view.superview == nil
            let flip: UIView.AnimationOptions = towardsYellow ? .transitionFlipFromRight : .transitionFlipFromLeft
            UIView.transition(with: view, duration: SwitcherDemo.flipDuration, options: [flip, .curveEaseInOut], animations: {
                if towardsYellow {
                    self.yellowViewController?.view.frame = self.view.frame
                    self.switchView(from: self.blueViewController, to: self.yellowViewController)
                } else {
                    self.blueViewController?.view.frame = self.view.frame
                    self.switchView(from: self.yellowViewController, to: self.blueViewController)
                }
            })
        }

        /// The seed's `switchViewFromViewController:toViewController:`.
        func switchView(from fromVC: UIViewController?, to toVC: UIViewController?) {
            if let fromVC {
                fromVC.willMove(toParent: nil)
                fromVC.view.removeFromSuperview()
                fromVC.removeFromParent()
            }
            if let toVC {
                addChild(toVC)
                toVC.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                view.insertSubview(toVC.view, at: 0)
                toVC.didMove(toParent: self)
            }
        }
    }

    /// A child filling the root view: a colour, a line of text and a "Press Me" button
    /// that presents an alert.
    @MainActor
    class ColoredViewController: UIViewController {
        var color: UIColor { .clear }
        var caption: String { "" }
        var alertTitle: String { "" }
        var alertMessage: String { "" }
        private(set) var button: UIButton!

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = color
            let bounds = view.bounds
            let middle = (bounds.height / 2).rounded(.down)
            let label = DemoViews.centeredLabel(caption, y: middle - 2, in: bounds)
            label.autoresizingMask = [.flexibleWidth, .flexibleTopMargin, .flexibleBottomMargin]
            view.addSubview(label)
            button = DemoViews.centeredButton("Press Me", y: middle, in: bounds)
            button.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin]
            button.addTarget(self, action: ColoredViewController.buttonPressed, for: .touchUpInside)
            view.addSubview(button)
        }

        /// The seed's `blueButtonPressed:` / `yellowButtonPressed:`.
        func buttonPressed() {
            let alert = UIAlertController(title: alertTitle, message: alertMessage, preferredStyle: .alert)
            let action = UIAlertAction(title: "Yes, I did", style: .default, handler: nil)
            alert.addAction(action)
            present(alert, animated: true, completion: nil)
        }
    }

    final class BlueViewController: ColoredViewController {
        override var color: UIColor { DemoColors.blue }
        override var caption: String { "Blue view" }
        override var alertTitle: String { "Blue View Button Pressed" }
        override var alertMessage: String { "You pressed the button on the blue view" }
    }

    final class YellowViewController: ColoredViewController {
        override var color: UIColor { DemoColors.yellow }
        override var caption: String { "Yellow view" }
        override var alertTitle: String { "Yellow View Button Pressed" }
        override var alertMessage: String { "You pressed the button on the yellow view" }
    }
}
