import Foundation
import UIKitEngine

/// The items shown in a navigation bar for one controller, as `UINavigationItem`.
@preconcurrency @MainActor
open class UINavigationItem {
    /// The title shown in the centre of the bar.
    open var title: String? { didSet { _titleWasSet = true; _changed() } }
    var _titleWasSet = false
    open var prompt: String? { didSet { _changed() } }
    /// The search controller whose bar shows on the line under the navigation bar (iOS 11),
    /// as `searchController`.
    open var searchController: UISearchController? { didSet { _changed() } }
    /// Whether the search bar hides when the content scrolls (default true; accepted, the
    /// bar stays shown on a terminal), as `hidesSearchBarWhenScrolling`.
    open var hidesSearchBarWhenScrolling = true
    /// The item another controller's back button shows when this controller is below it.
    open var backBarButtonItem: UIBarButtonItem? { didSet { _changed() } }
    /// The back button title shown when this controller is below the top (iOS 11).
    open var backButtonTitle: String? { didSet { _changed() } }
    public enum BackButtonDisplayMode: Int, Sendable { case `default`, generic, minimal }
    open var backButtonDisplayMode: BackButtonDisplayMode = .default { didSet { _changed() } }
    open var hidesBackButton = false { didSet { _changed() } }
    /// What the back button does when this item's controller is on top (iOS 16's
    /// `backAction`): nil pops the controller; an action runs instead of the pop (it pops
    /// itself when it should, e.g. after asking to discard changes). Esc, the terminal's
    /// back key, runs it too.
    open var backAction: UIAction?
    open var leftItemsSupplementBackButton = false { didSet { _changed() } }
    open var titleView: UIView? { didSet { _changed() } }
    open var leftBarButtonItems: [UIBarButtonItem]? { didSet { _changed() } }
    open var rightBarButtonItems: [UIBarButtonItem]? { didSet { _changed() } }
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }
    weak var _owner: UIViewController?
    var _onChange: [() -> Void] = []
    func _changed() { for c in _onChange { c() } }

    public init(title: String) {
        self.title = title
        _titleWasSet = !title.isEmpty
    }

    public func setHidesBackButton(_ hides: Bool, animated: Bool) { hidesBackButton = hides }
    public func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    public func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    public func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    public func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
}
