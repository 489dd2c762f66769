import Foundation
import UIKitEngine

/// A container of menu elements — actions, submenus, deferred elements — as `UIMenu`
/// (iOS 13).
///
/// A menu with `.displayInline` shows its children in place, set off by separators; one
/// without shows as a row that opens it. `.singleSelection` keeps at most one child
/// action `.on` (choosing one turns the others off). `.destructive` draws the children in
/// the destructive style.
///
/// Source: Apple's UIMenu documentation (`Options` raw values are UIKit's).
@preconcurrency @MainActor
public final class UIMenu: UIMenuElement {
    /// A menu's identity, as `UIMenu.Identifier`.
    public struct Identifier: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// How a menu shows, as `UIMenu.Options`.
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let displayInline = Options(rawValue: 1 << 0)
        public static let destructive = Options(rawValue: 1 << 1)
        public static let singleSelection = Options(rawValue: 1 << 5)
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// The size of the menu's elements, as `UIMenu.ElementSize` (iOS 16).
    public typealias ElementSize = UIMenuElement.Size

    public let identifier: Identifier
    public let options: Options
    public var preferredElementSize: ElementSize
    /// The menu's elements, in order.
    public let children: [UIMenuElement]

    /// A menu, as `init(title:subtitle:image:identifier:options:preferredElementSize:children:)`;
    /// without an identifier it gets a unique one.
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
                options: Options = [], preferredElementSize: ElementSize = .large, children: [UIMenuElement] = []) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.options = options
        self.preferredElementSize = preferredElementSize
        self.children = children
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// A copy of the menu with other children, as `replacingChildren(_:)`.
    public func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
               preferredElementSize: preferredElementSize, children: newChildren)
    }

    /// The child elements that are `.on`, as `selectedElements` (iOS 16).
    public var selectedElements: [UIMenuElement] {
        children.filter { $0._menuState == .on }
    }
}
