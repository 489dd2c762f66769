import Foundation
import UIKitEngine

/// An item in a tab bar, as `UITabBarItem`.
@preconcurrency @MainActor
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
