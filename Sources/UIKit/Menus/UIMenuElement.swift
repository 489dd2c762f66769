import Foundation
import UIKitEngine

/// The base of what a menu holds — actions, submenus, deferred elements — as
/// `UIMenuElement` (iOS 13).
///
/// Source: Apple's UIMenuElement documentation (`Attributes` and `State` raw values are
/// UIKit's).
@preconcurrency @MainActor
open class UIMenuElement {
    /// How an element behaves in a menu, as `UIMenuElement.Attributes`.
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Shown dim; choosing it does nothing.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Shown in the destructive (red) style.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Not shown.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// Choosing it leaves the menu open (iOS 16).
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// An element's check state, as `UIMenuElement.State`.
    public enum State: Int, Sendable { case off = 0, on = 1, mixed = 2 }

    /// The sizes of elements in a menu row, as `UIMenuElement.Size` (iOS 16).
    public enum Size: Int, Sendable { case small = 0, medium = 1, large = 2, automatic = -1 }

    /// The element's title.
    var _title: String
    /// The element's title, as `title`.
    open var title: String { _title }
    /// A second line under the title, as `subtitle` (iOS 15).
    open var subtitle: String?
    /// The element's image, as `image`.
    var _image: UIImage?
    open var image: UIImage? { _image }

    init(title: String, subtitle: String? = nil, image: UIImage?) {
        _title = title
        self.subtitle = subtitle
        _image = image
    }

    /// The attributes the menu honours (an action's; none for a submenu).
    var _menuAttributes: Attributes { [] }
    /// The check state the menu shows (an action's; `.off` for a submenu).
    var _menuState: State { .off }
}
