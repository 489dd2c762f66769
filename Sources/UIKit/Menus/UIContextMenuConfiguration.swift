import Foundation

/// Makes the view controller a context menu previews; nil for the view itself.
public typealias UIContextMenuContentPreviewProvider = @MainActor () -> UIViewController?
/// Makes a context menu's menu from the elements UIKit suggests.
public typealias UIContextMenuActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?

/// What a context menu shows, as UIKit's `UIContextMenuConfiguration` (iOS 13): an
/// identifier, a preview provider and an action provider that makes the menu.
///
/// The action provider is called each time the menu is about to show, with the suggested
/// elements (none here: the responder chain suggests none). A terminal has no room for a
/// preview: the preview provider is kept but not called (docs/DECISIONS.md, "Context
/// menus on a terminal").
///
/// Source: Apple's UIContextMenuConfiguration documentation.
@MainActor
open class UIContextMenuConfiguration: NSObject {
    /// The identifier given, or a unique one UIKit makes (`NSUUID`).
    public let identifier: any NSCopying
    public let previewProvider: UIContextMenuContentPreviewProvider?
    public let actionProvider: UIContextMenuActionProvider?

    public init(identifier: (any NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
                actionProvider: UIContextMenuActionProvider? = nil) {
        self.identifier = identifier ?? NSUUID()
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
        super.init()
    }

    /// The menu to show now: the action provider's, from no suggested elements.
    func _makeMenu() -> UIMenu? { actionProvider?([]) }
}
