import Foundation
import UIKitEngine

/// A button on a navigation bar or toolbar, as `UIBarButtonItem`.
@preconcurrency @MainActor
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
    /// The item's menu, as `menu` (iOS 14): a tap shows it when the item has no primary
    /// action and no target-action.
    open var menu: UIMenu?
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

    public init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        super.init()
        self.title = title ?? primaryAction?.title; self.image = image; self.primaryAction = primaryAction
        self.menu = menu
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
        if let i = image { return i._terminalName }
        return ""
    }
}
