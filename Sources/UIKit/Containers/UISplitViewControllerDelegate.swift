import Foundation

/// The split view controller's delegate, as `UISplitViewControllerDelegate`: every method
/// is optional (the extension below gives UIKit's defaults).
///
/// Column-style interfaces (iOS 14 `init(style:)`) ask
/// `splitViewController(_:topColumnForCollapsingToProposedTopColumn:)` and
/// `splitViewController(_:displayModeForExpandingToProposedDisplayMode:)`, then tell
/// `splitViewControllerDidCollapse(_:)` / `splitViewControllerDidExpand(_:)`.
/// Classic interfaces (`.unspecified`) ask `primaryViewController(forCollapsing:)`, then
/// `splitViewController(_:collapseSecondary:onto:)`; when expanding
/// `primaryViewController(forExpanding:)`, then
/// `splitViewController(_:separateSecondaryFrom:)`. The order of each pair is written in
/// docs/DECISIONS.md ("Split view controller").
/// Source: https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate
@preconcurrency @MainActor
public protocol UISplitViewControllerDelegate: AnyObject {
    // Column-style interfaces.

    /// The column to show on top once the interface collapses; `proposedTopColumn` is
    /// `.secondary` (UIKit's default). Default: the proposal.
    func splitViewController(_ svc: UISplitViewController,
                             topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column
    /// The display mode once the interface expands. Default: the proposal.
    func splitViewController(_ svc: UISplitViewController,
                             displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode) -> UISplitViewController.DisplayMode
    /// Told after the interface collapsed (`isCollapsed` is true).
    func splitViewControllerDidCollapse(_ svc: UISplitViewController)
    /// Told after the interface expanded (`isCollapsed` is false).
    func splitViewControllerDidExpand(_ svc: UISplitViewController)
    /// Told before `column` shows (expanded interface, `show(_:)` or the display mode button).
    func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column)
    /// Told before `column` hides.
    func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column)

    // Both styles.

    /// Told before `displayMode` changes to `displayMode`.
    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)
    /// The display mode the display mode button moves to. Default `.automatic` (UIKit's rule).
    func targetDisplayModeForAction(in svc: UISplitViewController) -> UISplitViewController.DisplayMode
    /// Whether the delegate showed `vc` itself for `show(_:sender:)`. Default false.
    func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?) -> Bool
    /// Whether the delegate showed `vc` itself for `showDetailViewController(_:sender:)`.
    /// Default false.
    func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?) -> Bool

    // Classic interfaces.

    /// The controller to show as the only one once the interface collapses; nil keeps the
    /// primary controller. Default nil.
    func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController?
    /// The primary controller once the interface expands; nil keeps the collapsed one.
    /// Default nil.
    func primaryViewController(forExpanding splitViewController: UISplitViewController) -> UIViewController?
    /// Whether the delegate merged (or dropped) the secondary controller itself; false lets
    /// UIKit push it onto the primary navigation controller. Default false.
    func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                             onto primaryViewController: UIViewController) -> Bool
    /// The secondary controller once the interface expands; nil lets UIKit take the
    /// controllers pushed above the primary stack. Default nil.
    func splitViewController(_ splitViewController: UISplitViewController,
                             separateSecondaryFrom primaryViewController: UIViewController) -> UIViewController?
}

extension UISplitViewControllerDelegate {
    public func splitViewController(_ svc: UISplitViewController,
                                    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column {
        proposedTopColumn
    }
    public func splitViewController(_ svc: UISplitViewController,
                                    displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode) -> UISplitViewController.DisplayMode {
        proposedDisplayMode
    }
    public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}
    public func splitViewControllerDidExpand(_ svc: UISplitViewController) {}
    public func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {}
    public func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {}
    public func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {}
    public func targetDisplayModeForAction(in svc: UISplitViewController) -> UISplitViewController.DisplayMode { .automatic }
    public func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?) -> Bool { false }
    public func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?) -> Bool { false }
    public func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController? { nil }
    public func primaryViewController(forExpanding splitViewController: UISplitViewController) -> UIViewController? { nil }
    public func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                                    onto primaryViewController: UIViewController) -> Bool { false }
    public func splitViewController(_ splitViewController: UISplitViewController,
                                    separateSecondaryFrom primaryViewController: UIViewController) -> UIViewController? { nil }
}
