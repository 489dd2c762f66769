import Foundation
import UIKitEngine

// List content, the section index and the search field on a pixel device, in the look of
// iOS (the render tree's counterpart of their cell drawing).

extension _RenderContent {
    /// A list content configuration (`UIListContentView+PointLayout`): the image in its
    /// tint when a template, the text and the secondary text in their fonts and colours.
    static func listContentItems(_ v: UIListContentView, bounds b: CGRect, mapper m: _RenderMapper) -> [RenderItem] {
        let c = v._listConfiguration
        let layout = v._pointLayout(width: b.width, height: b.height)
        var items: [RenderItem] = []
        if let image = c.image, let box = layout.image {
            let tint = c.imageProperties.tintColor ?? v.tintColor ?? .systemBlue
            items += imageItems(image, in: box.offsetBy(dx: b.minX, dy: b.minY), mode: .scaleAspectFit, tint: tint, mapper: m)
        }
        func text(_ s: String?, _ p: UIListContentConfiguration.TextProperties, _ box: CGRect?, lines: Int, trailing: Bool) {
            guard let s, !s.isEmpty, let box else { return }
            let align: RenderText.Alignment = p.alignment == .center ? .center : (trailing ? .right : .left)
            items.append(.text(RenderText(string: TextSanitizer.sanitize(s), frame: m.rect(box.offsetBy(dx: b.minX, dy: b.minY)),
                                          font: m.font(p.font), color: m.color(p.color), alignment: align, numberOfLines: lines)))
        }
        let sideBySide = c.prefersSideBySideTextAndSecondaryText
        text(c._shownText, c.textProperties, layout.text, lines: sideBySide ? 1 : layout.textLines, trailing: false)
        text(c._shownSecondaryText, c.secondaryTextProperties, layout.secondaryText,
             lines: sideBySide ? 1 : layout.secondaryLines, trailing: sideBySide)
        return items
    }

    /// The section index at a table's right edge, as iOS draws it: the titles in 11-point
    /// semibold in the index colour (the tint), one per entry line, the column centred
    /// vertically; "•" for runs of titles left out when they do not all fit.
    static func sectionIndexItems(_ v: _UITableIndexView, bounds b: CGRect, mapper m: _RenderMapper) -> [RenderItem] {
        let color = m.color(v.table?.sectionIndexColor ?? v.table?.tintColor ?? .systemBlue)
        let line = v.entryHeight
        let lines = v.entryLines
        let top = b.minY + v.entriesTop
        var items: [RenderItem] = []
        for i in 0..<lines {
            guard let e = v.entry(atLine: i, lines: lines) else { continue }
            let t = e.isBullet ? "•" : TextSanitizer.sanitize(v.titles[e.index])
            let box = CGRect(x: b.minX, y: top + CGFloat(i) * line, width: b.width, height: line)
            items.append(.text(RenderText(string: t, frame: m.rect(box), font: m.font(.systemFont(ofSize: 11, weight: .semibold)),
                                          color: color, alignment: .center)))
        }
        return items
    }

    /// iOS's search field (`UISearchTextField`): a grey rounded field (tertiary system
    /// fill, 10-point corners), the magnifying glass in the secondary label colour 8
    /// points in, the text or the placeholder (secondary label colour) after it, and the
    /// clear button (a grey filled circle with an ×) at the trailing end while it shows.
    static func searchFieldItems(_ field: UISearchTextField, bounds b: CGRect, mapper m: _RenderMapper) -> [RenderItem] {
        let parts = field._pointSearchParts(in: b)
        var items: [RenderItem] = [fill(roundedRect: m.rect(b), radius: min(10, b.height / 2) * CGFloat(m.scale), m.color(UIColor.tertiarySystemFill))]
        let grey = UIColor.secondaryLabel
        items += imageItems(UIImage(systemName: "magnifyingglass") ?? UIImage(), in: parts.glass, mode: .scaleAspectFit, tint: grey, mapper: m)
        items.append(fieldTextItem(field, in: m.rect(parts.text), placeholderColor: grey, mapper: m))
        if let clear = parts.clear {
            items += imageItems(UIImage(systemName: "xmark.circle.fill") ?? UIImage(), in: clear, mode: .scaleAspectFit,
                                tint: .systemGray2, mapper: m)
        }
        return items
    }

    /// The SF Symbol iOS draws for a bar button system item instead of a title (nil for
    /// the items that show a word).
    static func symbolName(of item: UIBarButtonItem.SystemItem) -> String? {
        switch item {
        case .add: return "plus"
        case .compose: return "square.and.pencil"
        case .action: return "square.and.arrow.up"
        case .search: return "magnifyingglass"
        case .refresh: return "arrow.clockwise"
        case .trash: return "trash"
        case .bookmarks: return "book"
        case .camera: return "camera"
        case .play: return "play.fill"
        case .pause: return "pause.fill"
        case .reply: return "arrowshape.turn.up.left"
        case .close: return "xmark.circle.fill"
        default: return nil
        }
    }
}

extension _RenderContent {
    /// A search bar's own drawing: under a navigation bar, the bar's colour and the
    /// hairline at its bottom (the navigation bar leaves its own out); the prompt in
    /// 13-point secondary text. The field, Cancel button and scope bar are its subviews.
    static func searchBarItems(_ bar: UISearchBar, bounds b: CGRect, mapper m: _RenderMapper) -> [RenderItem] {
        var items: [RenderItem] = []
        if bar._placedUnderNavigationBar {
            let navigation = bar.superview?.subviews.lazy.compactMap { $0 as? UINavigationBar }.first
            let color = navigation?.barTintColor.map { m.color($0) } ?? RenderColor(red: 0.976, green: 0.976, blue: 0.976, alpha: 0.94)
            items.append(fill(rect: m.rect(b), color))
            items.append(fill(rect: m.rect(CGRect(x: b.minX, y: b.maxY - 0.33, width: b.width, height: 0.33)),
                              RenderColor(red: 0, green: 0, blue: 0, alpha: 0.3)))
        }
        if let prompt = bar.prompt, let box = bar._pointPromptRect {
            items.append(.text(RenderText(string: TextSanitizer.sanitize(prompt), frame: m.rect(box.offsetBy(dx: b.minX, dy: b.minY)),
                                          font: m.font(.systemFont(ofSize: 13)), color: m.color(UIColor.secondaryLabel), alignment: .center)))
        }
        return items
    }
}

extension UINavigationBar {
    /// Whether a visible search bar sits right under this bar (a navigation controller's
    /// top item's search controller).
    var _hasSearchBarBelow: Bool {
        superview?.subviews.contains { v in
            guard let s = v as? UISearchBar, s._placedUnderNavigationBar, !s.isHidden, s.alpha > 0.01 else { return false }
            return abs(s.frame.minY - frame.maxY) < 0.5
        } ?? false
    }
}

extension _BarButtonView {
    /// The SF Symbol iOS draws for this button instead of its title: a system item's
    /// (`+` is "plus") when its title is still the item's default and the symbol has a
    /// shape here (`_SymbolShapes`); nil otherwise.
    var _symbolName: String? { Self.symbolName(for: item) }

    /// The symbol `item` is drawn as (see `_symbolName`).
    static func symbolName(for item: UIBarButtonItem?) -> String? {
        guard let item, let system = item.systemItem, let name = _RenderContent.symbolName(of: system),
              item.title == nil || item.title == system.defaultTitle,
              _SymbolShapes.items(name, in: CGRect(x: 0, y: 0, width: 24, height: 24), color: .white) != nil else { return nil }
        return name
    }
}
