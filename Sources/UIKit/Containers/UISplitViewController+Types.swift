import Foundation

// The split view controller's option types, as UIKit nests them in `UISplitViewController`.
// Source: https://developer.apple.com/documentation/uikit/uisplitviewcontroller
extension UISplitViewController {
    /// How many columns the interface has, as `UISplitViewController.Style` (iOS 14).
    /// `.unspecified` is the classic interface driven by `viewControllers`.
    public enum Style: Int, Sendable {
        case unspecified = 0
        case doubleColumn = 1
        case tripleColumn = 2
    }

    /// A column of the interface, as `UISplitViewController.Column`. `.compact` holds the
    /// controller shown instead of the others while the interface is collapsed.
    public enum Column: Int, Sendable, CaseIterable {
        case primary = 0
        case supplementary = 1
        case secondary = 2
        case compact = 3
    }

    /// How the leading columns show next to the secondary one, as
    /// `UISplitViewController.DisplayMode`. "Beside" tiles the columns; "over" lays the
    /// leading columns over the secondary one; "displace" pushes the secondary one
    /// aside, keeping its width.
    public enum DisplayMode: Int, Sendable {
        case automatic = 0
        case secondaryOnly = 1
        case oneBesideSecondary = 2
        case oneOverSecondary = 3
        case twoBesideSecondary = 4
        case twoOverSecondary = 5
        case twoDisplaceSecondary = 6

        /// The classic name of `.secondaryOnly`.
        public static let primaryHidden = DisplayMode.secondaryOnly
        /// The classic name of `.oneBesideSecondary`.
        public static let allVisible = DisplayMode.oneBesideSecondary
        /// The classic name of `.oneOverSecondary`.
        public static let primaryOverlay = DisplayMode.oneOverSecondary

        /// How many leading columns (primary, supplementary) the mode shows.
        var _leadingColumnCount: Int {
            switch self {
            case .automatic, .secondaryOnly: 0
            case .oneBesideSecondary, .oneOverSecondary: 1
            case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary: 2
            }
        }
    }

    /// How the leading columns share the width with the secondary one, as
    /// `UISplitViewController.SplitBehavior`.
    public enum SplitBehavior: Int, Sendable {
        case automatic = 0
        case tile = 1
        case overlay = 2
        case displace = 3
    }

    /// The side the primary column is on, as `UISplitViewController.PrimaryEdge`.
    public enum PrimaryEdge: Int, Sendable {
        case leading = 0
        case trailing = 1
    }

    /// When the secondary column's navigation bar shows `displayModeButtonItem`, as
    /// `UISplitViewController.DisplayModeButtonVisibility`.
    public enum DisplayModeButtonVisibility: Int, Sendable {
        case automatic = 0
        case never = 1
        case always = 2
    }

    /// The value of a width property that asks for UIKit's default, as
    /// `UISplitViewController.automaticDimension`.
    public static let automaticDimension: CGFloat = -3.40282347e38
}
