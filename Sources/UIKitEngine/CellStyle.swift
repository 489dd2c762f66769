import Foundation

/// The style a cell is drawn with.
public struct CellStyle: Hashable, Sendable {
    public var foreground: CellColor
    public var background: CellColor
    public var attributes: CellAttributes
    public init(foreground: CellColor = .default, background: CellColor = .default,
                attributes: CellAttributes = []) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }
    public static let plain = CellStyle()
}
