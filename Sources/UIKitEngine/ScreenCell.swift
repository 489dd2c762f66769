import Foundation

/// One cell of the screen grid: 1 point × 1 point.
///
/// A wide character (East Asian wide, most emoji) occupies two cells: the first holds
/// the character with `width == 2`, the second is a continuation cell with `width == 0`
/// and the same style. A backend writes the first and skips the continuation.
public struct ScreenCell: Hashable, Sendable {
    public var character: Character
    /// 1 for a normal cell, 2 for the leading half of a wide character, 0 for its trailing half.
    public var width: UInt8
    public var style: CellStyle
    public init(character: Character = " ", width: UInt8 = 1, style: CellStyle = .plain) {
        self.character = character
        self.width = width
        self.style = style
    }
    public static let blank = ScreenCell()
}
