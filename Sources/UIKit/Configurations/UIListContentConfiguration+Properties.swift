import Foundation

extension UIListContentConfiguration {
    /// How a text of a list content configuration looks, as
    /// `UIListContentConfiguration.TextProperties`.
    public struct TextProperties: Hashable {
        /// Text transforms, as `UIListContentConfiguration.TextProperties.TextTransform`.
        public enum TextTransform: Int, Hashable, Sendable {
            case none = 0, uppercase, lowercase, capitalized

            func _apply(_ s: String) -> String {
                switch self {
                case .none: return s
                case .uppercase: return s.uppercased()
                case .lowercase: return s.lowercased()
                case .capitalized: return s.capitalized
                }
            }
        }
        /// Text alignments, as `UIListContentConfiguration.TextProperties.TextAlignment`.
        public enum TextAlignment: Int, Hashable, Sendable { case natural = 0, center, justified }

        public var font: UIFont
        public var color: UIColor
        public var alignment: TextAlignment = .natural
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        /// Lines the text may take (0: as many as it needs; a terminal row shows one).
        public var numberOfLines = 0
        public var adjustsFontSizeToFitWidth = false
        public var minimumScaleFactor: CGFloat = 0
        public var allowsDefaultTighteningForTruncation = true
        public var adjustsFontForContentSizeCategory = true
        public var transform: TextTransform = .none
        public var showsExpansionTextWhenTruncated = false

        init(font: UIFont, color: UIColor) {
            self.font = font
            self.color = color
        }

        /// The colour the text is drawn in, as `resolvedColor()`.
        public func resolvedColor() -> UIColor { color }
    }

    /// How the image of a list content configuration looks, as
    /// `UIListContentConfiguration.ImageProperties`.
    public struct ImageProperties: Hashable {
        /// The image's tint (nil: the view's tint colour).
        public var tintColor: UIColor?
        /// The largest size of the image, in points (zero: no limit).
        public var maximumSize: CGSize = .zero
        /// The space kept for the image, in points (zero: the image's own size).
        public var reservedLayoutSize: CGSize = .zero
        public var cornerRadius: CGFloat = 0
        public var accessibilityIgnoresInvertColors = false

        public init() {}

        /// The tint the image is drawn in for a view whose tint colour is `tintColor`, as
        /// `resolvedTintColor(for:)`.
        public func resolvedTintColor(for tintColor: UIColor) -> UIColor { self.tintColor ?? tintColor }

        public static func == (a: ImageProperties, b: ImageProperties) -> Bool {
            a.tintColor == b.tintColor && a.maximumSize == b.maximumSize && a.reservedLayoutSize == b.reservedLayoutSize
                && a.cornerRadius == b.cornerRadius && a.accessibilityIgnoresInvertColors == b.accessibilityIgnoresInvertColors
        }
        public func hash(into h: inout Hasher) {
            h.combine(tintColor)
            h.combine(maximumSize.width); h.combine(maximumSize.height)
            h.combine(reservedLayoutSize.width); h.combine(reservedLayoutSize.height)
            h.combine(cornerRadius)
        }
    }
}
