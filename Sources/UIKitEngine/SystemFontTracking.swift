import Foundation

/// The tracking iOS's system font (San Francisco) applies at each point size, from the
/// table Apple publishes in the Human Interface Guidelines ("Typography", tracking values
/// for SF Pro, iOS 14 and later): in thousandths of an em, added to every glyph's
/// advance. Sizes below 20 points use the Text optical size, which is tracked looser as
/// the size falls (0 at 12 pt); from 20 points the Display size, tracked tighter and
/// then, from about 24 points, slightly open again.
///
/// Between two listed sizes the value is interpolated linearly; below 6 points it is the
/// 6-point value, from 80 points 0.
public enum SystemFontTracking {
    /// San Francisco's two optical sizes, switched at 20 points (`UIFont.systemFont(ofSize:)`).
    public enum OpticalSize: Equatable, Sendable {
        case text, display
    }

    /// The optical size the system font takes at `pointSize`.
    public static func opticalSize(atPointSize pointSize: Double) -> OpticalSize {
        pointSize < 20 ? .text : .display
    }

    /// Tracking at `pointSize` in thousandths of an em (negative: tighter).
    public static func thousandths(atPointSize pointSize: Double) -> Double {
        guard pointSize.isFinite, let first = table.first, let last = table.last else { return 0 }
        if pointSize <= first.size { return first.value }
        if pointSize >= last.size { return last.value }
        var lower = first
        for entry in table.dropFirst() {
            if pointSize <= entry.size {
                let t = (pointSize - lower.size) / (entry.size - lower.size)
                return lower.value + t * (entry.value - lower.value)
            }
            lower = entry
        }
        return last.value
    }

    /// Tracking at `pointSize` in points (`thousandths × pointSize / 1000`).
    public static func points(atPointSize pointSize: Double) -> Double {
        thousandths(atPointSize: pointSize) * pointSize / 1000
    }

    /// (point size, thousandths of an em), as the Human Interface Guidelines list them.
    static let table: [(size: Double, value: Double)] = [
        (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11),
        (15, -16), (16, -20), (17, -26), (18, -25), (19, -24),
        (20, -23), (21, -17), (22, -12), (23, -4), (24, 3), (25, 6), (26, 8), (27, 11),
        (28, 14), (29, 14), (30, 14), (31, 13), (32, 13), (33, 12), (34, 12), (35, 11),
        (36, 10), (40, 10), (41, 9), (43, 9), (44, 8), (48, 8), (49, 7), (52, 7), (53, 6),
        (54, 6), (56, 5), (58, 5), (60, 4), (62, 4), (64, 3), (66, 3), (68, 2), (72, 2),
        (76, 1), (80, 0),
    ]
}
