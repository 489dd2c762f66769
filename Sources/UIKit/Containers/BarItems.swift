import Foundation
import UIKitEngine

/// The abstract superclass of items on bars, as `UIBarItem`.
@MainActor
open class UIBarItem {
    /// Title shown on the bar. Changing it redraws the bar that shows the item.
    open var title: String? { didSet { _changed() } }
    /// Image name (a terminal shows no images; kept for source compatibility).
    open var image: UIImage? { didSet { _changed() } }
    open var isEnabled: Bool = true { didSet { _changed() } }
    open var tag: Int = 0
    open var accessibilityIdentifier: String?
    /// Called when a property that affects the bar changes.
    var _onChange: [() -> Void] = []
    func _changed() { for c in _onChange { c() } }
    public init() {}
}

/// An image placeholder: terminals have no images, so only the name is kept.
public struct UIImage: Hashable, Sendable {
    public let name: String
    public init?(named name: String) { self.name = name }
    public init(systemName: String) { self.name = systemName }
}

/// A button on a navigation bar or toolbar, as `UIBarButtonItem`.
@MainActor
open class UIBarButtonItem: UIBarItem {
    public enum Style: Int, Sendable { case plain, bordered, done }
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize,
             bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, close

        var defaultTitle: String {
            switch self {
            case .done: return "Done"
            case .cancel: return "Cancel"
            case .edit: return "Edit"
            case .save: return "Save"
            case .add: return "+"
            case .compose: return "Compose"
            case .reply: return "Reply"
            case .action: return "Share"
            case .organize: return "Organize"
            case .bookmarks: return "Bookmarks"
            case .search: return "Search"
            case .refresh: return "Refresh"
            case .stop: return "Stop"
            case .camera: return "Camera"
            case .trash: return "Delete"
            case .play: return "Play"
            case .pause: return "Pause"
            case .rewind: return "Rewind"
            case .fastForward: return "Forward"
            case .undo: return "Undo"
            case .redo: return "Redo"
            case .close: return "Close"
            case .flexibleSpace, .fixedSpace: return ""
            }
        }
    }

    open var style: Style = .plain { didSet { _changed() } }
    public private(set) var systemItem: SystemItem?
    /// The receiver of `action` (weak, as in UIKit).
    open weak var target: AnyObject?
    open var action: Selector?
    open var primaryAction: UIAction?
    /// A custom view shown instead of the title.
    open var customView: UIView?
    public var width: CGFloat = 0
    /// The closure form used internally (edit button, back button).
    var _handler: ((UIBarButtonItem) -> Void)?

    public override init() { super.init() }

    public init(title: String?, style: Style, target: AnyObject?, action: Selector?) {
        super.init()
        self.title = title; self.style = style; self.target = target; self.action = action
    }

    public init(barButtonSystemItem systemItem: SystemItem, target: AnyObject?, action: Selector?) {
        super.init()
        self.systemItem = systemItem
        self.title = systemItem.defaultTitle
        self.style = systemItem == .done || systemItem == .save ? .done : .plain
        self.target = target; self.action = action
    }

    /// Typed target-action: `UIBarButtonItem(title: "Add", style: .plain, target: self, action: ListViewController.addTapped)`.
    public convenience init<T: AnyObject>(title: String?, style: Style, target: T, action: @escaping (T) -> () -> Void) {
        self.init(title: title, style: style, target: target, action: Selector(action))
    }
    public convenience init<T: AnyObject>(barButtonSystemItem systemItem: SystemItem, target: T,
                                          action: @escaping (T) -> () -> Void) {
        self.init(barButtonSystemItem: systemItem, target: target, action: Selector(action))
    }

    public init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction?, menu: Any? = nil) {
        super.init()
        self.title = title ?? primaryAction?.title; self.image = image; self.primaryAction = primaryAction
    }

    public init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
        super.init()
        self.systemItem = systemItem
        self.title = systemItem.defaultTitle
        self.style = systemItem == .done || systemItem == .save ? .done : .plain
        self.primaryAction = primaryAction
    }

    public init(customView: UIView) {
        super.init()
        self.customView = customView
    }

    /// Performs the item's action as a tap would: `primaryAction`, else target-action, else
    /// the internal handler. Does nothing while disabled.
    package func _performAction(diagnostics: UIDiagnostics?) {
        guard isEnabled else { return }
        if let primaryAction { primaryAction.perform(sender: self); return }
        if let action, let target { action.send(to: target, sender: self, diagnostics: diagnostics); return }
        _handler?(self)
    }

    /// The text a terminal bar shows for this item.
    var _displayTitle: String {
        if let t = title, !t.isEmpty { return t }
        if let s = systemItem { return s.defaultTitle }
        if let i = image { return i.name }
        return ""
    }
}

/// The items shown in a navigation bar for one controller, as `UINavigationItem`.
@MainActor
open class UINavigationItem {
    /// The title shown in the centre of the bar.
    open var title: String? { didSet { _titleWasSet = true; _changed() } }
    var _titleWasSet = false
    open var prompt: String? { didSet { _changed() } }
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

/// An item in a tab bar, as `UITabBarItem`.
@MainActor
open class UITabBarItem: UIBarItem {
    public enum SystemItem: Int, Sendable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent, mostViewed
        var title: String {
            switch self {
            case .more: return "More"
            case .favorites: return "Favorites"
            case .featured: return "Featured"
            case .topRated: return "Top Rated"
            case .recents: return "Recents"
            case .contacts: return "Contacts"
            case .history: return "History"
            case .bookmarks: return "Bookmarks"
            case .search: return "Search"
            case .downloads: return "Downloads"
            case .mostRecent: return "Most Recent"
            case .mostViewed: return "Most Viewed"
            }
        }
    }
    /// Text of the badge ("5"); nil hides it.
    open var badgeValue: String? { didSet { _changed() } }
    open var badgeColor: UIColor? { didSet { _changed() } }
    open var selectedImage: UIImage?
    weak var _owner: UIViewController?

    public init(title: String?, image: UIImage?, tag: Int) {
        super.init()
        self.title = title; self.image = image; self.tag = tag
    }
    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        super.init()
        self.title = title; self.image = image; self.selectedImage = selectedImage
    }
    public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        super.init()
        self.title = systemItem.title; self.tag = tag
    }
}
