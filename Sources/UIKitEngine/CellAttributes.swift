import Foundation

/// Text attributes of one cell.
public struct CellAttributes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let bold = CellAttributes(rawValue: 1 << 0)
    /// Dim (faint): disabled controls, dimmed backgrounds under a HUD or a modal.
    public static let dim = CellAttributes(rawValue: 1 << 1)
    public static let reverse = CellAttributes(rawValue: 1 << 2)
    public static let underline = CellAttributes(rawValue: 1 << 3)
    public static let italic = CellAttributes(rawValue: 1 << 4)
    /// A line through the text (`NSAttributedString.Key.strikethroughStyle`).
    public static let strikethrough = CellAttributes(rawValue: 1 << 5)
}
