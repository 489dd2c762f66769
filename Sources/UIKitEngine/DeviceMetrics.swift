import Foundation

/// What a device is like, as its backend declares it: how big a point is, how many
/// pixels make one, and the heights UIKit's bars and rows take there.
///
/// UIKit's own figures (a 44-point navigation bar, 44-point rows, 49-point tab bar) are
/// for a phone's points; a character terminal's point is one cell, so its bars are one
/// row high. Layout code asks the application's screen, never a constant.
public struct DeviceMetrics: Hashable, Sendable {
    /// Pixels per point (`UIScreen.scale`): 1 on a terminal.
    public var scale: CGFloat
    /// Width and height of one point in device pixels (a terminal cell is taller than
    /// wide; 1 × 1 means square points).
    public var pointAspect: CGSize
    /// Height of a navigation bar, in points.
    public var navigationBarHeight: CGFloat
    /// Height of a tab bar, in points.
    public var tabBarHeight: CGFloat
    /// Default height of a table row, in points.
    public var rowHeight: CGFloat
    /// Whether the device has default colours of its own that UIKit's primary text and
    /// background colours (`label`, `systemBackground`) stand for: a terminal's default
    /// foreground and background. When true those colours are drawn as `CellColor.default`
    /// and translucent colours are blended over the system background; when false (a
    /// pixel device) every colour is drawn with its real sRGB value.
    public var hasNativeDefaultColors: Bool

    public init(scale: CGFloat, pointAspect: CGSize, navigationBarHeight: CGFloat,
                tabBarHeight: CGFloat, rowHeight: CGFloat, hasNativeDefaultColors: Bool = true) {
        self.scale = scale
        self.pointAspect = pointAspect
        self.navigationBarHeight = navigationBarHeight
        self.tabBarHeight = tabBarHeight
        self.rowHeight = rowHeight
        self.hasNativeDefaultColors = hasNativeDefaultColors
    }

    /// A character-cell device (terminal, headless): 1 point = 1 cell, one-row bars and rows.
    public static let characterCells = DeviceMetrics(scale: 1, pointAspect: CGSize(width: 1, height: 2),
                                                     navigationBarHeight: 1, tabBarHeight: 1, rowHeight: 1)
}
