import Foundation

extension UIImage {
    /// Traits an image is made for, as `UIImage.Configuration` (iOS 13).
    open class Configuration: NSObject, @unchecked Sendable {
        public override init() { super.init() }
    }

    /// How an SF Symbol is sized and weighted, as `UIImage.SymbolConfiguration` (iOS 13).
    /// Kept and compared; a character terminal draws every symbol as one character.
    open class SymbolConfiguration: Configuration, @unchecked Sendable {
        /// Symbol scale relative to text, as `UIImage.SymbolScale` (Apple's raw values).
        public enum SymbolScale: Int, Sendable { case `default` = -1, unspecified = 0, small = 1, medium = 2, large = 3 }
        /// Symbol stroke weight, as `UIImage.SymbolWeight` (Apple's raw values).
        public enum SymbolWeight: Int, Sendable {
            case unspecified = 0, ultraLight = 1, thin = 2, light = 3, regular = 4, medium = 5, semibold = 6, bold = 7, heavy = 8, black = 9
        }

        public let pointSize: CGFloat
        public let weight: SymbolWeight
        public let scale: SymbolScale
        public let textStyle: UIFont.TextStyle?

        init(pointSize: CGFloat = 0, weight: SymbolWeight = .unspecified, scale: SymbolScale = .unspecified,
             textStyle: UIFont.TextStyle? = nil, _ marker: Void = ()) {
            self.pointSize = pointSize; self.weight = weight; self.scale = scale; self.textStyle = textStyle
            super.init()
        }

        public convenience init(pointSize: CGFloat) { self.init(pointSize: pointSize, weight: .unspecified, scale: .unspecified, textStyle: nil, ()) }
        public convenience init(pointSize: CGFloat, weight: SymbolWeight) { self.init(pointSize: pointSize, weight: weight, scale: .unspecified, textStyle: nil, ()) }
        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.init(pointSize: pointSize, weight: weight, scale: scale, textStyle: nil, ())
        }
        public convenience init(textStyle: UIFont.TextStyle) { self.init(pointSize: 0, weight: .unspecified, scale: .unspecified, textStyle: textStyle, ()) }
        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
            self.init(pointSize: 0, weight: .unspecified, scale: scale, textStyle: textStyle, ())
        }
        public convenience init(weight: SymbolWeight) { self.init(pointSize: 0, weight: weight, scale: .unspecified, textStyle: nil, ()) }
        public convenience init(scale: SymbolScale) { self.init(pointSize: 0, weight: .unspecified, scale: scale, textStyle: nil, ()) }
        public convenience init(font: UIFont) { self.init(font: font, scale: .unspecified) }
        public convenience init(font: UIFont, scale: SymbolScale) {
            self.init(pointSize: font.pointSize, weight: font._drawsBold ? .bold : .regular, scale: scale, textStyle: font._textStyle, ())
        }

        /// No size, weight or scale given.
        public static let unspecified = SymbolConfiguration(pointSize: 0, weight: .unspecified, scale: .unspecified, textStyle: nil, ())

        open override func isEqual(_ object: Any?) -> Bool {
            guard let o = object as? SymbolConfiguration else { return false }
            return o.pointSize == pointSize && o.weight == weight && o.scale == scale && o.textStyle == textStyle
        }
        open override var hash: Int { pointSize.hashValue ^ weight.rawValue ^ (scale.rawValue << 4) }
    }
}
