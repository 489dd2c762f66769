import Foundation
import UIKitEngine

/// The closure an action runs, as `UIActionHandler`.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A menu element that performs its action in a closure, as `UIAction` (iOS 13): a
/// menu's row, a control's action (`addAction(_:for:)`, a button's or bar item's
/// `primaryAction`, a segment of `UISegmentedControl(frame:actions:)`).
///
/// `sender` is the object that performed the action (a control, a bar item, the view a
/// menu was shown from) while the handler runs, nil after. A `.disabled` action in a menu
/// cannot be chosen.
///
/// Source: Apple's UIAction documentation.
@preconcurrency @MainActor
public final class UIAction: UIMenuElement {
    public struct Identifier: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The action's title (shown by menus, buttons and segments).
    public override var title: String {
        get { _title }
        set { _title = newValue }
    }
    /// The action's image.
    public override var image: UIImage? {
        get { _image }
        set { _image = newValue }
    }
    /// The image shown when the action's `state` is `.on` (iOS 17).
    public var selectedImage: UIImage?
    /// Its identity: controls keep one action per identifier.
    public let identifier: Identifier
    /// The title the keyboard shortcut overlay shows.
    public var discoverabilityTitle: String?
    public var attributes: UIMenuElement.Attributes
    /// Whether a menu shows the action checked.
    public var state: UIMenuElement.State
    public let handler: UIActionHandler
    /// The object that sent the action while the handler runs (a control, a bar item).
    public internal(set) var sender: Any?

    /// An action, as `init(title:subtitle:image:selectedImage:identifier:discoverabilityTitle:attributes:state:handler:)`;
    /// without an identifier it gets a unique one.
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, selectedImage: UIImage? = nil,
                identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
                attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off,
                handler: @escaping UIActionHandler) {
        self.selectedImage = selectedImage
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, subtitle: subtitle, image: image)
    }

    override var _menuAttributes: UIMenuElement.Attributes { attributes }
    override var _menuState: UIMenuElement.State { state }

    func perform(sender: Any?) {
        self.sender = sender
        handler(self)
        self.sender = nil
    }
}
