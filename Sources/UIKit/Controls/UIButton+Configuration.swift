import Foundation

/// Button configurations (iOS 15), as `UIButton.Configuration`: the content (title,
/// subtitle, image) and look (base colours, insets, padding, corner style, size) a button
/// takes from one value, and `UIButton(configuration:primaryAction:)`.
///
/// Setting `configuration` applies it through the state-based API: the title and image
/// for `.normal` (the primary action's when the configuration has none), the title colour
/// from `baseForegroundColor` (white on the filled styles, as their default), and the
/// background from `baseBackgroundColor` on the styles that draw one (the tint on
/// `filled`/`borderedProminent`, a light tint on `tinted`/`borderedTinted`, grey on
/// `gray`). `configurationUpdateHandler` runs after each change of state and after
/// `setNeedsUpdateConfiguration()`, as UIKit's configuration update does. A terminal
/// draws the title on one row; the subtitle, padding, corner style and size are kept
/// for the app but not drawn there.
///
/// Source: Apple's UIButton.Configuration documentation.
extension UIButton {
    public struct Configuration {
        /// How the background's corners are rounded, as `UIButton.Configuration.CornerStyle`.
        public enum CornerStyle: Sendable { case fixed, dynamic, small, medium, large, capsule }
        /// The preset sizes, as `UIButton.Configuration.Size`.
        public enum Size: Sendable { case mini, small, medium, large }
        /// Alignment of title and subtitle, as `UIButton.Configuration.TitleAlignment`.
        public enum TitleAlignment: Sendable { case automatic, leading, center, trailing }
        enum _Style { case plain, tinted, gray, filled, borderless, bordered, borderedTinted, borderedProminent }

        let _style: _Style
        public var title: String?
        public var subtitle: String?
        /// The title with attributes; its characters are the title shown.
        public var attributedTitle: AttributedString?
        public var image: UIImage?
        /// Colour of the title and image; nil: the style's (the tint, white when filled).
        public var baseForegroundColor: UIColor?
        /// Colour of the background on the styles that draw one; nil: the style's.
        public var baseBackgroundColor: UIColor?
        /// Space between the content and the button's edges, in points.
        public var contentInsets: NSDirectionalEdgeInsets
        /// Space between the image and the title, in points.
        public var imagePadding: CGFloat = 0
        /// Space between the title and the subtitle, in points.
        public var titlePadding: CGFloat = 0
        public var cornerStyle: CornerStyle = .dynamic
        public var buttonSize: Size = .medium
        public var titleAlignment: TitleAlignment = .automatic
        public var showsActivityIndicator = false

        init(_ style: _Style) {
            _style = style
            // UIKit's medium size insets the content by 7 points above and below and 12 at
            // the sides (plain styles included).
            contentInsets = NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        }

        public static func plain() -> Configuration { Configuration(.plain) }
        public static func tinted() -> Configuration { Configuration(.tinted) }
        public static func gray() -> Configuration { Configuration(.gray) }
        public static func filled() -> Configuration { Configuration(.filled) }
        public static func borderless() -> Configuration { Configuration(.borderless) }
        public static func bordered() -> Configuration { Configuration(.bordered) }
        public static func borderedTinted() -> Configuration { Configuration(.borderedTinted) }
        public static func borderedProminent() -> Configuration { Configuration(.borderedProminent) }

        /// The title shown: `attributedTitle`'s characters, else `title`.
        var _shownTitle: String? { attributedTitle.map { String($0.characters) } ?? title }
    }

    /// A system button with `configuration`, running `primaryAction` on tap (its title
    /// stands in for one the configuration lacks), as `init(configuration:primaryAction:)`.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system, primaryAction: primaryAction)
        _primaryActionForConfiguration = primaryAction
        self.configuration = configuration
    }

    /// The button's configuration; nil (the default for buttons not made with one) leaves
    /// the state-based title, image and colours alone.
    public var configuration: Configuration? {
        get { _configuration }
        set { _configuration = newValue; _applyConfiguration() }
    }

    /// Runs `configurationUpdateHandler` (or `updateConfiguration()`) on the next pass.
    public func setNeedsUpdateConfiguration() {
        _configurationNeedsUpdate = true
        setNeedsLayout()
    }

    func _updateConfigurationIfNeeded() {
        guard _configurationNeedsUpdate else { return }
        _configurationNeedsUpdate = false
        updateConfiguration()
    }

    func _applyConfiguration() {
        guard let c = _configuration else { return }
        let action = _primaryActionForConfiguration
        setTitle(c._shownTitle ?? action.flatMap { $0.title.isEmpty ? nil : $0.title }, for: .normal)
        setImage(c.image, for: .normal)
        let tint = tintColor ?? .systemBlue
        switch c._style {
        case .filled, .borderedProminent:
            setTitleColor(c.baseForegroundColor ?? .white, for: .normal)
            backgroundColor = c.baseBackgroundColor ?? tint
        case .tinted, .borderedTinted:
            setTitleColor(c.baseForegroundColor ?? tint, for: .normal)
            backgroundColor = c.baseBackgroundColor ?? tint.withAlphaComponent(0.15)
        case .gray, .bordered:
            setTitleColor(c.baseForegroundColor ?? tint, for: .normal)
            backgroundColor = c.baseBackgroundColor ?? .secondarySystemFill
        case .plain, .borderless:
            setTitleColor(c.baseForegroundColor ?? tint, for: .normal)
            backgroundColor = c.baseBackgroundColor
        }
    }
}
