/// The family of a colour space, as Core Graphics' `CGColorSpaceModel` (raw values are
/// Apple's).
///
/// Source: Apple's Core Graphics documentation, "CGColorSpaceModel".
public enum CGColorSpaceModel: Int32, Sendable {
    case unknown = -1
    case monochrome = 0
    case rgb = 1
    case cmyk = 2
    case lab = 3
    case deviceN = 4
    case indexed = 5
    case pattern = 6
    case XYZ = 7
}
