import Foundation

/// Where a boundary supplementary item sits on its container's edge, as `NSRectAlignment`.
public enum NSRectAlignment: Int, Sendable {
    case none = 0, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}
