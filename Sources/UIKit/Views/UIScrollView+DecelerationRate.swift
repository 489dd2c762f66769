import Foundation

extension UIScrollView {
    /// How quickly a flicked scroll view slows, as `UIScrollView.DecelerationRate`: the
    /// part of the velocity kept after each millisecond. `.normal` is 0.998 and `.fast`
    /// 0.99 (Apple's documented values); a flick at velocity v (points per millisecond)
    /// travels about `-v / ln(rate)` points: 499.5 ms × v at `.normal`, 99.5 ms × v at
    /// `.fast`.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = DecelerationRate(rawValue: 0.998)
        public static let fast = DecelerationRate(rawValue: 0.99)
    }
}
