import Foundation

/// Right-to-left layout: `semanticContentAttribute`, the layout direction trait and
/// `effectiveUserInterfaceLayoutDirection`, as Apple's UIView documentation ("Managing the
/// user interface direction") and "Supporting right-to-left languages" describe them.
///
/// - A view's `traitCollection.layoutDirection` is its window's (the application's
///   `userInterfaceLayoutDirection`) unless the view or an ancestor forces a direction
///   with `.forceLeftToRight` / `.forceRightToLeft`; the nearest one wins.
/// - `effectiveUserInterfaceLayoutDirection`, the direction the view arranges its
///   immediate content in, is `userInterfaceLayoutDirection(for:relativeTo:)` of its own
///   attribute and that trait: `.playback` and `.spatial` views never flip.
/// - Auto Layout resolves a constraint's leading and trailing by the effective direction
///   of the view that holds it (the items' closest common ancestor, which arranges them):
///   in right to left, leading is the right edge and trailing the left one.
extension UIView {
    /// What the view shows, for deciding whether it flips in a right-to-left layout.
    public var semanticContentAttribute: UISemanticContentAttribute {
        get { layoutState?.semanticContentAttribute ?? .unspecified }
        set {
            guard newValue != semanticContentAttribute else { return }
            var before: [(UIView, UITraitEnvironmentLayoutDirection)] = []
            forEachInSubtree { before.append(($0, $0._layoutDirectionTrait)) }
            autoLayout.semanticContentAttribute = newValue
            _layoutDirectionDidChange()
            let previous = traitCollection
            for (v, d) in before where v._layoutDirectionTrait != d {
                let old = previous.with(direction: d)
                v._viewController?.traitCollectionDidChange(old)
                v.traitCollectionDidChange(old)
            }
        }
    }

    /// The direction this view arranges its immediate content in.
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        let trait = _layoutDirectionTrait
        return UIView.userInterfaceLayoutDirection(for: semanticContentAttribute,
                                                   relativeTo: trait == .rightToLeft ? .rightToLeft : .leftToRight)
    }

    /// The direction a view with `attribute` uses in the application's direction
    /// (`UIApplication.userInterfaceLayoutDirection`).
    @MainActor
    public class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        userInterfaceLayoutDirection(for: attribute, relativeTo: UIApplication._current?.userInterfaceLayoutDirection ?? .leftToRight)
    }

    /// The direction a view with `semanticContentAttribute` uses in an environment laid out
    /// in `layoutDirection`: the environment's for `.unspecified`, left to right for
    /// `.playback`, `.spatial` and `.forceLeftToRight`, right to left for `.forceRightToLeft`.
    public class func userInterfaceLayoutDirection(for semanticContentAttribute: UISemanticContentAttribute,
                                                   relativeTo layoutDirection: UIUserInterfaceLayoutDirection)
        -> UIUserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .unspecified: return layoutDirection
        case .playback, .spatial, .forceLeftToRight: return .leftToRight
        case .forceRightToLeft: return .rightToLeft
        }
    }

    /// The layout direction trait: the nearest forced direction on the view or an ancestor,
    /// else the application's.
    var _layoutDirectionTrait: UITraitEnvironmentLayoutDirection {
        var v: UIView? = self
        while let c = v {
            switch c.layoutState?.semanticContentAttribute {
            case .forceLeftToRight?: return .leftToRight
            case .forceRightToLeft?: return .rightToLeft
            default: v = c.superview
            }
        }
        let app = window?._application ?? UIApplication._current
        return app?.userInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }

    var _isRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

    /// After a direction change in this subtree: constraints that use leading or trailing
    /// are resolved again, margins and guides follow, the views lay out again.
    func _layoutDirectionDidChange() {
        hostEngine?.layoutDirectionDidChange()
        forEachInSubtree { $0.setNeedsLayout() }
    }
}

extension UIApplication {
    /// The application's layout direction: left to right, unless it was launched with
    /// `-NSForceRightToLeftWritingDirection YES` (the argument Xcode's "Right-to-Left
    /// Pseudolanguage" passes). Every app here is localized in English only, so the
    /// language does not change it (docs/DECISIONS.md).
    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        UIApplication._launchLayoutDirection
    }

    /// Read once from the process's arguments.
    static let _launchLayoutDirection: UIUserInterfaceLayoutDirection = {
        let args = CommandLine.arguments
        if let i = args.firstIndex(of: "-NSForceRightToLeftWritingDirection"), i + 1 < args.count,
           ["YES", "yes", "1", "true"].contains(args[i + 1]) { return .rightToLeft }
        return .leftToRight
    }()
}
