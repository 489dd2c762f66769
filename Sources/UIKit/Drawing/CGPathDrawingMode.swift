import Foundation

/// What `CGContext.drawPath(using:)` does with the current path, as Core Graphics'
/// `CGPathDrawingMode`: fill (non-zero or even-odd), stroke, or fill then stroke.
public enum CGPathDrawingMode: Int32, Sendable {
    case fill = 0
    case eoFill = 1
    case stroke = 2
    case fillStroke = 3
    case eoFillStroke = 4
}
