import Foundation

extension CGRect {
    /// Whether the two rectangles share interior area (rectangles that only touch along an
    /// edge do not meet): what "the elements in a rectangle" means for a collection view.
    func _meets(_ other: CGRect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }
}
