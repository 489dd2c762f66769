import Foundation

// The page view controller's option types, as UIKit nests them in `UIPageViewController`.
// Source: https://developer.apple.com/documentation/uikit/uipageviewcontroller
extension UIPageViewController {
    /// How pages change, as `UIPageViewController.TransitionStyle`.
    public enum TransitionStyle: Int, Sendable {
        /// A page curls over (a terminal swaps the pages at once; docs/DECISIONS.md).
        case pageCurl = 0
        /// Pages slide along the navigation axis.
        case scroll = 1
    }

    /// The axis pages follow, as `UIPageViewController.NavigationOrientation`.
    public enum NavigationOrientation: Int, Sendable {
        case horizontal = 0
        case vertical = 1
    }

    /// Which way a turn goes, as `UIPageViewController.NavigationDirection`.
    public enum NavigationDirection: Int, Sendable {
        case forward = 0
        case reverse = 1
    }

    /// Where the spine of a page-curl interface is, as `UIPageViewController.SpineLocation`:
    /// `.mid` shows two pages side by side.
    public enum SpineLocation: Int, Sendable {
        case none = 0
        case min = 1
        case mid = 2
        case max = 3
    }

    /// Keys of the `options` dictionary of `init(transitionStyle:navigationOrientation:options:)`.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A `SpineLocation` (or its raw value as a number) for page-curl interfaces.
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// The gap between pages of a scroll interface, in points (a number).
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }
}
