import Foundation

/// A colour as a backend cell stores it: the terminal's default, or an sRGB triple
/// that a backend maps to what the device has (256 colours, 8 colours, none).
public enum CellColor: Hashable, Sendable {
    case `default`
    case rgb(UInt8, UInt8, UInt8)
}
