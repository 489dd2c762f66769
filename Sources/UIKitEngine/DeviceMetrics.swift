import Foundation

/// What a device is like, as its backend declares it: how big a point is, how many
/// pixels make one, and the sizes UIKit's own views take there (bars, rows, margins,
/// spacing). The one description of the device UIKit lays out for; UIKit's views ask it
/// (through the view's window's application), never a literal.
///
/// UIKit's documented figures (a 44-point navigation bar, 44-point rows, 8-point system
/// spacing, 16-point root-view margins) are a phone's points: `iPhonePoints`. A
/// character terminal's point is one cell, so its bars and rows are one row high and its
/// margins one column wide: `characterCells`. See docs/DECISIONS.md, "Points on a
/// terminal".
public struct DeviceMetrics: Hashable, Sendable {
    /// Insets by edge, leading and trailing in the layout direction (left to right here),
    /// in points (UIKit's `NSDirectionalEdgeInsets`, which this engine module cannot see).
    public struct Insets: Hashable, Sendable {
        public var top: CGFloat
        public var leading: CGFloat
        public var bottom: CGFloat
        public var trailing: CGFloat
        public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
            self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
        }
        public static let zero = Insets(top: 0, leading: 0, bottom: 0, trailing: 0)
    }

    /// Pixels per point (`UIScreen.scale`): 1 on a terminal.
    public var scale: CGFloat
    /// Width and height of one point in device pixels (a terminal cell is taller than
    /// wide; 1 × 1 means square points).
    public var pointAspect: CGSize
    /// Whether the device has default colours of its own that UIKit's primary text and
    /// background colours (`label`, `systemBackground`) stand for: a terminal's default
    /// foreground and background. When true those colours are drawn as `CellColor.default`
    /// and translucent colours are blended over the system background; when false (a
    /// pixel device) every colour is drawn with its real sRGB value.
    public var hasNativeDefaultColors: Bool

    /// Height of a navigation bar, in points (without the status bar above it).
    public var navigationBarHeight: CGFloat
    /// Height of a tab bar, in points (without the safe area below it).
    public var tabBarHeight: CGFloat
    /// Height of a toolbar, in points (without the safe area below it).
    public var toolbarHeight: CGFloat
    /// Default height of a table row, in points (`UITableView.rowHeight` when automatic).
    public var rowHeight: CGFloat
    /// Height of a plain table's section header or footer that shows a title, in points.
    public var sectionHeaderHeight: CGFloat
    /// Height of a titled section footer, in points.
    public var sectionFooterHeight: CGFloat
    /// Space a grouped table keeps above every section, in points.
    public var groupedSectionSpacing: CGFloat
    /// Height of one line of body text (`UIFont.TextStyle.body`), in points.
    public var bodyLineHeight: CGFloat

    /// `UIView.directionalLayoutMargins` of an ordinary view.
    public var defaultLayoutMargins: Insets
    /// `UIViewController.systemMinimumLayoutMargins`: the margins a controller's root view
    /// keeps at least.
    public var systemMinimumLayoutMargins: Insets
    /// The standard space between sibling views: `…SystemSpacing…` anchors (multiplied)
    /// and the visual format language's `-` between views.
    public var systemSpacing: CGFloat
    /// The visual format language's standard space to the superview's edge (`|-`, `-|`).
    public var superviewEdgeSpacing: CGFloat
    /// Widest readable column (`UIView.readableContentGuide`) at the default text size.
    public var readableContentWidth: CGFloat
    /// What the screen itself keeps out of the safe area (a status bar, a sensor
    /// housing, a home indicator): the window's `safeAreaInsets`.
    public var screenSafeAreaInsets: Insets
    /// One character cell of a terminal in this device's points (width × height): 1 × 1 on
    /// a character-cell device; 4.875 × 36 iPhone points (an iPhone's 390-point width is
    /// 80 columns, and a row is 36 points, so a 44-point row or bar is one row and a
    /// 60-point two-line row two). The exchange rate of `length(_:from:vertical:)`.
    public var characterCellSize: CGSize

    public init(scale: CGFloat, pointAspect: CGSize, hasNativeDefaultColors: Bool,
                navigationBarHeight: CGFloat, tabBarHeight: CGFloat, toolbarHeight: CGFloat,
                rowHeight: CGFloat, sectionHeaderHeight: CGFloat, sectionFooterHeight: CGFloat,
                groupedSectionSpacing: CGFloat, bodyLineHeight: CGFloat,
                defaultLayoutMargins: Insets, systemMinimumLayoutMargins: Insets,
                systemSpacing: CGFloat, superviewEdgeSpacing: CGFloat, readableContentWidth: CGFloat,
                screenSafeAreaInsets: Insets, characterCellSize: CGSize = CGSize(width: 1, height: 1)) {
        self.scale = scale
        self.pointAspect = pointAspect
        self.hasNativeDefaultColors = hasNativeDefaultColors
        self.navigationBarHeight = navigationBarHeight
        self.tabBarHeight = tabBarHeight
        self.toolbarHeight = toolbarHeight
        self.rowHeight = rowHeight
        self.sectionHeaderHeight = sectionHeaderHeight
        self.sectionFooterHeight = sectionFooterHeight
        self.groupedSectionSpacing = groupedSectionSpacing
        self.bodyLineHeight = bodyLineHeight
        self.defaultLayoutMargins = defaultLayoutMargins
        self.systemMinimumLayoutMargins = systemMinimumLayoutMargins
        self.systemSpacing = systemSpacing
        self.superviewEdgeSpacing = superviewEdgeSpacing
        self.readableContentWidth = readableContentWidth
        self.screenSafeAreaInsets = screenSafeAreaInsets
        self.characterCellSize = characterCellSize
    }

    /// A character-cell device (terminal, and headless by default): 1 point = 1 cell,
    /// twice as tall as wide. Bars, rows, titled headers and body lines are one row; the
    /// margins are one column leading and trailing and none above and below (a row is
    /// the smallest vertical gap, and one on every edge of every view would spend a
    /// sixth of a 24-row screen on margins); system spacing one column; one column to
    /// the superview's edge in VFL; a grouped table's gap between sections one row; a
    /// readable width of 80 columns (the width text reads comfortably at on a
    /// terminal); no safe-area insets.
    public static let characterCells = DeviceMetrics(
        scale: 1, pointAspect: CGSize(width: 1, height: 2), hasNativeDefaultColors: true,
        navigationBarHeight: 1, tabBarHeight: 1, toolbarHeight: 1,
        rowHeight: 1, sectionHeaderHeight: 1, sectionFooterHeight: 1, groupedSectionSpacing: 1, bodyLineHeight: 1,
        defaultLayoutMargins: Insets(top: 0, leading: 1, bottom: 0, trailing: 1),
        systemMinimumLayoutMargins: Insets(top: 0, leading: 1, bottom: 0, trailing: 1),
        systemSpacing: 1, superviewEdgeSpacing: 1, readableContentWidth: 80,
        screenSafeAreaInsets: .zero)

    /// An iPhone's points (the 390 × 844-point screen of iPhone 12–14, `iPhoneScreenSize`),
    /// with Apple's documented figures: scale 3; navigation bar and toolbar 44, tab bar 49;
    /// rows 44 (`UITableView`'s default row height); plain section headers and footers
    /// with a title 28 and grouped sections 18 apart; body text 17 pt on San Francisco's 20.29-point line (ascender 1950 plus descender 494
    /// of 2048 units per em);
    /// layout margins 8 on each side for ordinary views and at least 16 leading and
    /// trailing on a controller's root view (compact width); system spacing 8; 20 to the
    /// superview's edge in VFL (the Auto Layout Guide's standard superview spacing); a
    /// readable width of 672 (at the default text size); a 47-point status-bar area and a
    /// 34-point home indicator area outside the safe area. Square points; every colour is
    /// drawn with its sRGB value.
    public static let iPhonePoints = DeviceMetrics(
        scale: 3, pointAspect: CGSize(width: 1, height: 1), hasNativeDefaultColors: false,
        navigationBarHeight: 44, tabBarHeight: 49, toolbarHeight: 44,
        rowHeight: 44, sectionHeaderHeight: 28, sectionFooterHeight: 28, groupedSectionSpacing: 18, bodyLineHeight: 17 * 2444 / 2048,
        defaultLayoutMargins: Insets(top: 8, leading: 8, bottom: 8, trailing: 8),
        systemMinimumLayoutMargins: Insets(top: 0, leading: 16, bottom: 0, trailing: 16),
        systemSpacing: 8, superviewEdgeSpacing: 20, readableContentWidth: 672,
        screenSafeAreaInsets: Insets(top: 47, leading: 0, bottom: 34, trailing: 0),
        characterCellSize: CGSize(width: iPhoneScreenSize.width / 80, height: 36))

    /// The screen `iPhonePoints` describes, in points (iPhone 12, 13 and 14: 1170 × 2532 pixels).
    public static let iPhoneScreenSize = CGSize(width: 390, height: 844)
}

extension DeviceMetrics {
    /// Whether text is laid out in character cells (one column per cell of `wcwidth`, one
    /// row a line): a device whose points are not square, a terminal.
    public var measuresTextInCells: Bool { pointAspect.width != pointAspect.height }

    /// A length written for `source` (the metrics an app's code was written in) as this
    /// device's points, at the exchange rate of the two devices' character cells
    /// (`characterCellSize`): on a terminal, iPhone points divided by 4.875 across and by
    /// 36 down. Where the rate is 1 the length is kept exactly; otherwise it is rounded to
    /// the device's pixels (whole cells on a terminal), and a non-zero `atLeastOnePixel`
    /// length (a size) never rounds to nothing.
    public func length(_ value: CGFloat, from source: DeviceMetrics, vertical: Bool, atLeastOnePixel: Bool = false) -> CGFloat {
        let ratio = exchangeRate(from: source, vertical: vertical)
        if ratio == 1 || value == 0 || !value.isFinite { return value }
        let pixels = (value * ratio * scale).rounded(.toNearestOrAwayFromZero)
        let floor: CGFloat = atLeastOnePixel ? (value > 0 ? 1 : -1) : 0
        return (abs(pixels) < 1 && atLeastOnePixel ? floor : pixels) / scale
    }

    /// `length(_:from:vertical:)` undone: a length in this device's points as `source`'s
    /// (no rounding), for reading back what an app set.
    public func sourceLength(_ value: CGFloat, for source: DeviceMetrics, vertical: Bool) -> CGFloat {
        let ratio = exchangeRate(from: source, vertical: vertical)
        return ratio == 1 ? value : value / ratio
    }

    /// This device's points per point of `source`, along one axis.
    func exchangeRate(from source: DeviceMetrics, vertical: Bool) -> CGFloat {
        let mine = vertical ? characterCellSize.height : characterCellSize.width
        let theirs = vertical ? source.characterCellSize.height : source.characterCellSize.width
        return mine / max(theirs, .leastNonzeroMagnitude)
    }
}
