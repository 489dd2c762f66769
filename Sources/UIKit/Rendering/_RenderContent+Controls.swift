import Foundation
import UIKitEngine

// iOS's value controls on a pixel device, drawn in the bounds the app gave them and in
// iOS 13+'s look (Apple's Human Interface Guidelines, "Segmented controls", "Sliders",
// "Steppers", "Page controls", "Progress indicators"): a grey rounded track with the
// selected segment as a white raised pill; a 4-point track blue up to a 28-point white
// thumb; two grey rounded halves with − and +; dots for pages; eight fading spokes.

extension _RenderContent {
    /// The translucent grey iOS fills a control's track with (`tertiarySystemFill`'s light value).
    static let controlFill = RenderColor(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12)

    /// A rectangle of `size` centred vertically in `b`, starting at its left edge.
    static func leading(_ size: CGSize, in b: CGRect) -> CGRect {
        CGRect(x: b.minX, y: b.midY - size.height / 2, width: min(size.width, b.width), height: size.height)
    }

    /// Segments of equal width in a 32-point track with 9-point corners; the selected one
    /// a white pill inset 2 points with 7-point corners and a faint shadow, its title in
    /// 13-point semibold, the others regular with hairline dividers between unselected
    /// neighbours; a disabled segment's title in the tertiary label colour.
    static func segmentedItems(_ s: UISegmentedControl, bounds b: CGRect, mapper m: _RenderMapper) -> [RenderItem] {
        let n = s.numberOfSegments
        guard n > 0, b.width > 0 else { return [] }
        let track = CGRect(x: b.minX, y: b.midY - min(32, b.height) / 2, width: b.width, height: min(32, b.height))
        let k = CGFloat(m.scale)
        var items = [fill(roundedRect: m.rect(track), radius: 9 * k, controlFill)]
        let w = track.width / CGFloat(n)
        let selected = s.selectedSegmentIndex
        for i in 0..<n {
            let seg = CGRect(x: track.minX + CGFloat(i) * w, y: track.minY, width: w, height: track.height)
            if i == selected {
                let pill = seg.insetBy(dx: 2, dy: 2)
                items.append(fill(roundedRect: m.rect(pill.offsetBy(dx: 0, dy: 1)), radius: 7 * k, RenderColor(red: 0, green: 0, blue: 0, alpha: 0.06)))
                items.append(fill(roundedRect: m.rect(pill), radius: 7 * k, m.color(s.selectedSegmentTintColor ?? .white)))
            } else if i > 0, i - 1 != selected {
                items.append(fill(rect: m.rect(CGRect(x: seg.minX - 0.25, y: seg.midY - 8, width: 0.5, height: 16)), m.color(UIColor.systemGray4)))
            }
            let enabled = s.isEnabled && s.isEnabledForSegment(at: i)
            let color = m.color(enabled ? UIColor.label : UIColor.tertiaryLabel)
            let title = TextSanitizer.sanitize(s.titleForSegment(at: i) ?? "")
            if !title.isEmpty {
                items.append(.text(RenderText(string: title, frame: m.rect(seg.insetBy(dx: 4, dy: 0)),
                                              font: RenderFont(pointSize: 13 * m.scale, isBold: i == selected, weight: i == selected ? 0.3 : 0),
                                              color: color, alignment: .center)))
            }
        }
        return items
    }

    /// A 4-point rounded track, the minimum side in the tint colour up to the thumb: a
    /// 28-point white disc with a hairline and a soft shadow.
    static func sliderItems(_ s: UISlider, bounds b: CGRect, mapper m: _RenderMapper) -> [RenderItem] {
        let thumb: CGFloat = 28
        guard b.width > thumb else { return [] }
        let range = s.maximumValue - s.minimumValue
        let t = range > 0 ? CGFloat(max(0, min(1, (s.value - s.minimumValue) / range))) : 0
        let cx = b.minX + thumb / 2 + t * (b.width - thumb)
        let track = CGRect(x: b.minX, y: b.midY - 2, width: b.width, height: 4)
        let minSide = CGRect(x: track.minX, y: track.minY, width: max(0, cx - track.minX), height: track.height)
        let disc = CGRect(x: cx - thumb / 2, y: b.midY - thumb / 2, width: thumb, height: thumb)
        var tint = m.color(s.minimumTrackTintColor ?? s.tintColor ?? .systemBlue)
        if !s.isEnabled { tint = tint.multiplyingAlpha(0.4) }
        let k = CGFloat(m.scale)
        return [fill(roundedRect: m.rect(track), radius: 2 * k, m.color(s.maximumTrackTintColor ?? UIColor.systemGray5)),
                fill(roundedRect: m.rect(minSide), radius: 2 * k, tint),
                fill(ellipseIn: m.rect(disc.offsetBy(dx: 0, dy: 1.5)), RenderColor(red: 0, green: 0, blue: 0, alpha: 0.12)),
                fill(ellipseIn: m.rect(disc.insetBy(dx: -0.5, dy: -0.5)), RenderColor(red: 0, green: 0, blue: 0, alpha: 0.06)),
                fill(ellipseIn: m.rect(disc), m.color(s.thumbTintColor ?? .white))]
    }

    /// 94 × 32 points: a grey rounded track with 8-point corners, a hairline between its
    /// halves, − and + in the label colour (tertiary at the end of the range, unless it wraps).
    static func stepperItems(_ s: UIStepper, bounds b: CGRect, mapper m: _RenderMapper) -> [RenderItem] {
        let box = leading(CGSize(width: 94, height: 32), in: b)
        let half = box.width / 2
        let canDown = s.isEnabled && (s.wraps || s.value > s.minimumValue)
        let canUp = s.isEnabled && (s.wraps || s.value < s.maximumValue)
        func glyph(_ text: String, _ x: CGFloat, _ on: Bool) -> RenderItem {
            .text(RenderText(string: text, frame: m.rect(CGRect(x: x, y: box.minY, width: half, height: box.height)),
                             font: RenderFont(pointSize: 20 * m.scale), color: m.color(on ? UIColor.label : UIColor.tertiaryLabel),
                             alignment: .center))
        }
        return [fill(roundedRect: m.rect(box), radius: 8 * CGFloat(m.scale), controlFill),
                fill(rect: m.rect(CGRect(x: box.midX - 0.25, y: box.midY - 9, width: 0.5, height: 18)), m.color(UIColor.systemGray3)),
                glyph("−", box.minX, canDown), glyph("+", box.midX, canUp)]
    }

    /// A 7-point dot per page, 16 points apart, centred; the current one in the label
    /// colour, the others translucent grey.
    static func pageControlItems(_ p: UIPageControl, bounds b: CGRect, mapper m: _RenderMapper) -> [RenderItem] {
        let n = p.numberOfPages
        guard n > 0, !(p.hidesForSinglePage && n == 1) else { return [] }
        let pitch: CGFloat = 16, dot: CGFloat = 7
        let x0 = b.midX - pitch * CGFloat(n - 1) / 2
        return (0..<n).map { i in
            let color = i == p.currentPage ? (p.currentPageIndicatorTintColor ?? .label) : (p.pageIndicatorTintColor ?? .tertiaryLabel)
            let cx = x0 + CGFloat(i) * pitch
            return fill(ellipseIn: m.rect(CGRect(x: cx - dot / 2, y: b.midY - dot / 2, width: dot, height: dot)), m.color(color))
        }
    }

    /// Eight spokes round the centre (20 points across for `.medium`, 37 for `.large`), the
    /// one at the top darkest and the others fading clockwise; nothing while stopped and
    /// `hidesWhenStopped`.
    static func activityIndicatorItems(_ a: UIActivityIndicatorView, bounds b: CGRect, mapper m: _RenderMapper) -> [RenderItem] {
        guard a.isAnimating || !a.hidesWhenStopped else { return [] }
        let large = a.style == .large
        let outer: CGFloat = large ? 18 : 9.5, inner: CGFloat = large ? 9 : 4.5, width: CGFloat = large ? 4 : 2.25
        let center = CGPoint(x: b.minX + min(b.width, outer * 2) / 2, y: b.midY)
        let color = m.color(a.color ?? .label)
        return (0..<8).map { k in
            let angle = -Double.pi / 2 + Double(k) * Double.pi / 4
            let dx = CGFloat(cos(angle)), dy = CGFloat(sin(angle))
            let from = m.point(CGPoint(x: center.x + dx * inner, y: center.y + dy * inner))
            let to = m.point(CGPoint(x: center.x + dx * outer, y: center.y + dy * outer))
            return .stroke(subpaths: [[from, to]], lineWidth: Double(width) * m.scale,
                           color: color.multiplyingAlpha(1 - Double(k) * 0.1))
        }
    }
}

extension _RenderContent {
    /// The ring iOS draws round the item a keyboard user has moved the focus to (Full
    /// Keyboard Access, a hardware keyboard's Tab): a 3-point line in the tint colour just
    /// outside the view, following its corners (a pill round a switch). None for the views
    /// that show their focus otherwise: table and collection rows are highlighted, alert
    /// buttons greyed, a table or collection view shows its focused row, and a text field
    /// or text view being edited its caret.
    static func focusRing(of view: UIView, bounds b: CGRect, mapper m: _RenderMapper) -> RenderItem? {
        switch view {
        case is UITableViewCell, is UICollectionViewCell, is _AlertButtonView, is UIScrollView, is UIWindow: return nil
        case is UITextField where view.isFirstResponder: return nil
        default: break
        }
        let radius: CGFloat
        switch view {
        case is UISwitch: radius = min(b.height, 31) / 2
        case let field as UITextField where field.borderStyle == .roundedRect: radius = 5
        default: radius = view.layer.cornerRadius > 0 ? view.layer.cornerRadius : 8
        }
        var box = b
        if view is UISwitch { box = CGRect(x: b.minX, y: b.minY + max(0, (b.height - 31) / 2), width: 51, height: min(b.height, 31)) }
        let ring = m.rect(box.insetBy(dx: -2.5, dy: -2.5))
        let r = (radius + 2.5) * CGFloat(m.scale)
        let outline = PathGeometry.flatten(PathGeometry.roundedRect(ring, rx: r, ry: r)).map { $0.points.isEmpty ? $0.points : $0.points + [$0.points[0]] }
        return .stroke(subpaths: outline, lineWidth: 3 * m.scale, color: m.color(view.tintColor ?? .systemBlue))
    }
}
