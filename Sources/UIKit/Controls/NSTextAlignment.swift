import Foundation

/// Horizontal alignment of text, as `NSTextAlignment` (UIKit declares it; Foundation on
/// Linux does not). Raw values are UIKit's on iOS. Left-to-right text only: `.natural`
/// and `.justified` align left.
public enum NSTextAlignment: Int, Hashable, Sendable {
    case left = 0
    case center = 1
    case right = 2
    case justified = 3
    case natural = 4
}

extension NSTextAlignment {
    /// Left offset in cells for a line `lineWidth` wide inside `width` cells.
    func offset(lineWidth: Int, in width: Int) -> Int {
        guard lineWidth < width else { return 0 }
        switch self {
        case .center: return (width - lineWidth) / 2
        case .right: return width - lineWidth
        case .left, .natural, .justified: return 0
        }
    }
}
