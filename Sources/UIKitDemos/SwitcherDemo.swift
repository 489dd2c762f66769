import Foundation
import UIKit

/// `switcher` (seed 002): a root controller that swaps a blue and a yellow child under a
/// toolbar whose "Switch Views" button stays on top of both.
///
/// As in the seed, the three controllers come from a storyboard, `Switcher.storyboard`
/// in this target's resources (scenes `Switching` with the toolbar and its "Switch Views"
/// item, `Blue` and `Yellow` with their colour, caption and "Press Me" button, laid out
/// at a freeform 80×23; the caption and button are centred by the scenes' constraints, so
/// they take their intrinsic sizes on a terminal and in points, and the toolbar sits on
/// the safe area's bottom at the bar height of the device): the blue child
/// is made in `viewDidLoad`, the yellow one only on the first switch (lazily). Each switch removes the shown child (`willMove(toParent: nil)`, view
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
        InterfaceBuilderClasses.register(SwitchingViewController.self, named: "UIKitDemos.SwitcherDemo.SwitchingViewController", actions: [
            Selector(SwitchingViewController.switchViews, name: "switchViews"),
        ])
        let pressed = [Selector(ColoredViewController.buttonPressed, name: "buttonPressed")]
        InterfaceBuilderClasses.register(BlueViewController.self, named: "UIKitDemos.SwitcherDemo.BlueViewController", actions: pressed)
        InterfaceBuilderClasses.register(YellowViewController.self, named: "UIKitDemos.SwitcherDemo.YellowViewController", actions: pressed)
        return UIStoryboard(name: "Switcher", bundle: .module)
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
        /// The storyboard's toolbar; its one item sends `switchViews`.
        @Outlet private(set) var toolbar: UIToolbar!

        override func viewDidLoad() {
            super.viewDidLoad()
            blueViewController = storyboard?.instantiateViewController(withIdentifier: "Blue") as? BlueViewController
            blueViewController?.view.frame = view.frame
            switchView(from: nil, to: blueViewController)
        }

        /// The toolbar across the bottom of the safe area, as tall as the device's bars.
        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            guard let toolbar else { return }
            let height = toolbar.sizeThatFits(view.bounds.size).height
            let frame = CGRect(x: 0, y: view.bounds.height - view.safeAreaInsets.bottom - height, width: view.bounds.width, height: height)
            if toolbar.frame != frame { toolbar.frame = frame }
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
    /// that presents an alert (all three from the storyboard's scene).
    @MainActor
    class ColoredViewController: UIViewController {
        var alertTitle: String { "" }
        var alertMessage: String { "" }
        /// The scene's "Press Me" button; it sends `buttonPressed`.
        @Outlet private(set) var button: UIButton!

        /// The seed's `blueButtonPressed:` / `yellowButtonPressed:`.
        func buttonPressed() {
            let alert = UIAlertController(title: alertTitle, message: alertMessage, preferredStyle: .alert)
            let action = UIAlertAction(title: "Yes, I did", style: .default, handler: nil)
            alert.addAction(action)
            present(alert, animated: true, completion: nil)
        }
    }

    final class BlueViewController: ColoredViewController {
        override var alertTitle: String { "Blue View Button Pressed" }
        override var alertMessage: String { "You pressed the button on the blue view" }
    }

    final class YellowViewController: ColoredViewController {
        override var alertTitle: String { "Yellow View Button Pressed" }
        override var alertMessage: String { "You pressed the button on the yellow view" }
    }
}
