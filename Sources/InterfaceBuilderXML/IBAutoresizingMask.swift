import Foundation

/// `<autoresizingMask key="autoresizingMask" widthSizable="YES" …/>`: the six flags of
/// `UIView.AutoresizingMask`, by their IB names.
public struct IBAutoresizingMask: Equatable, Sendable {
    public var flexibleMinX = false, widthSizable = false, flexibleMaxX = false
    public var flexibleMinY = false, heightSizable = false, flexibleMaxY = false
    public init() {}
    /// The `UIView.AutoresizingMask` raw value (left 1, width 2, right 4, top 8, height 16, bottom 32).
    public var rawValue: UInt {
        var r: UInt = 0
        if flexibleMinX { r |= 1 }; if widthSizable { r |= 2 }; if flexibleMaxX { r |= 4 }
        if flexibleMinY { r |= 8 }; if heightSizable { r |= 16 }; if flexibleMaxY { r |= 32 }
        return r
    }
}
