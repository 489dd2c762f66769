import Foundation
import UIKitEngine

/// What each of UIKit's views draws on a pixel device, in the look of iOS: the render
/// tree's counterpart of the views' cell drawing (`draw(in:)`). One function with a case
/// per class rather than an override per class, so the views' files keep only their cell
/// drawing and a subclass (a custom `UILabel`) draws as its UIKit class does; `draw(_:)`
/// output is replayed for every view that has some.
@MainActor
enum _RenderContent {
    /// Drawn over the view's background, under its subviews.
    static func items(of view: UIView, bounds b: CGRect, mapper m: _RenderMapper) -> [RenderItem] {
        var items: [RenderItem] = []
        switch view {
        case let label as UILabel: items += labelItems(label, bounds: b, mapper: m)
        case let imageView as UIImageView: items += imageViewItems(imageView, bounds: b, mapper: m)
        case let button as UIButton: items += buttonItems(button, bounds: b, mapper: m)
        case let field as UISearchTextField: items += searchFieldItems(field, bounds: b, mapper: m)
        case let field as UITextField: items += textFieldItems(field, bounds: b, mapper: m)
        case let bar as UISearchBar: items += searchBarItems(bar, bounds: b, mapper: m)
        case let content as UIListContentView: items += listContentItems(content, bounds: b, mapper: m)
        case let index as _UITableIndexView: items += sectionIndexItems(index, bounds: b, mapper: m)
        case let s as UISwitch: items += switchItems(s, bounds: b, mapper: m)
        case let p as UIProgressView: items += progressItems(p, bounds: b, mapper: m)
        case let s as UISegmentedControl: items += segmentedItems(s, bounds: b, mapper: m)
        case let s as UISlider: items += sliderItems(s, bounds: b, mapper: m)
        case let s as UIStepper: items += stepperItems(s, bounds: b, mapper: m)
        case let p as UIPageControl: items += pageControlItems(p, bounds: b, mapper: m)
        case let a as UIActivityIndicatorView: items += activityIndicatorItems(a, bounds: b, mapper: m)
        case let bar as UINavigationBar: items += navigationBarItems(bar, bounds: b, mapper: m)
        case let bar as UITabBar: items += tabBarItems(bar, bounds: b, mapper: m)
        case let v as _BarButtonView: items += barButtonItems(v, bounds: b, mapper: m)
        case let t as _UITableSectionTitleView: items += sectionTitleItems(t, bounds: b, mapper: m)
        case let box as _AlertBoxView: items += alertBoxItems(box, bounds: b, mapper: m)
        case let button as _AlertButtonView: items += alertButtonItems(button, bounds: b, mapper: m)
        case let c as _PresentationContainerView where c.dimsBackground:
            items.append(fill(rect: m.rect(b), RenderColor(red: 0, green: 0, blue: 0, alpha: 0.4)))
        default: break
        }
        items += drawingItems(of: view, mapper: m)
        return items
    }

    /// Drawn over the view's subviews (a cell's separator, accessory and selection).
    static func overlayItems(of view: UIView, bounds b: CGRect, mapper m: _RenderMapper) -> [RenderItem]? {
        guard let cell = view as? UITableViewCell else { return nil }
        var items: [RenderItem] = []
        if let g = cell._accessoryGlyph {
            let color: UIColor = g == "✓" ? (cell.tintColor ?? .systemBlue) : .tertiaryLabel
            let box = CGRect(x: b.maxX - 16 - 20, y: b.minY, width: 20, height: b.height)
            items.append(.text(RenderText(string: g == "›" ? "❯" : g, frame: m.rect(box),
                                          font: RenderFont(pointSize: (g == "›" ? 13 : 17) * m.scale, isBold: true),
                                          color: m.color(color), alignment: .right)))
        }
        if cell._drawsSeparator, !cell._isLastInGroupedSection {
            let inset = cell.separatorInset
            let x0 = b.minX + cell._separatorLeading, x1 = b.maxX - max(0, inset.right)
            if x1 > x0 {
                let h = 1 / max(1, m.scale * 2)
                items.append(fill(rect: m.rect(CGRect(x: x0, y: b.maxY - h, width: x1 - x0, height: h)), m.color(cell._separatorColor)))
            }
        }
        return items.isEmpty ? nil : items
    }

    // MARK: Shapes

    static func fill(rect r: CGRect, _ color: RenderColor) -> RenderItem {
        .fill(subpaths: [[CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                          CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY)]], evenOdd: false, color: color)
    }

    /// A filled rounded rectangle or ellipse (`rect` in screen points).
    static func fill(roundedRect r: CGRect, radius: CGFloat, _ color: RenderColor) -> RenderItem {
        let elements = PathGeometry.roundedRect(r, rx: radius, ry: radius)
        return .fill(subpaths: PathGeometry.flatten(elements).map(\.points), evenOdd: false, color: color)
    }

    static func fill(ellipseIn r: CGRect, _ color: RenderColor) -> RenderItem {
        .fill(subpaths: PathGeometry.flatten(PathGeometry.ellipse(in: r)).map(\.points), evenOdd: false, color: color)
    }

    static func alignment(_ a: NSTextAlignment) -> RenderText.Alignment {
        switch a {
        case .center: return .center
        case .right: return .right
        case .left, .natural, .justified: return .left
        }
    }

    // MARK: Views

    static func labelItems(_ label: UILabel, bounds b: CGRect, mapper m: _RenderMapper) -> [RenderItem] {
        let string = label.attributedText?.string ?? label.text ?? ""
        guard !string.isEmpty else { return [] }
        var color = m.color((label.isHighlighted ? label.highlightedTextColor : nil) ?? label.textColor ?? .label)
        if !label.isEnabled { color = color.multiplyingAlpha(0.4) }
        return [.text(RenderText(string: TextSanitizer.sanitize(string), frame: m.rect(b), font: m.font(label.font),
                                 color: color, alignment: alignment(label.textAlignment),
                                 numberOfLines: label.numberOfLines))]
    }

    static func buttonItems(_ button: UIButton, bounds b: CGRect, mapper m: _RenderMapper) -> [RenderItem] {
        let tint: UIColor = button.tintColor ?? .systemBlue
        if let image = button.currentImage, (button.currentTitle ?? "").isEmpty {
            let size = CGSize(width: min(b.width, image.size.width), height: min(b.height, image.size.height))
            let box = CGRect(x: b.midX - size.width / 2, y: b.midY - size.height / 2, width: size.width, height: size.height)
            return imageItems(image, in: box, mode: .scaleAspectFit, tint: button.isEnabled ? tint : .tertiaryLabel, mapper: m)
        }
        let title = button.currentTitle ?? (button.currentImage == nil ? button.buttonType.symbol : nil) ?? ""
        guard !title.isEmpty else { return [] }
        var color = m.color(button.titleColor(for: button.state)
                            ?? (button.buttonType == .custom ? .white : (button.isEnabled ? tint : .tertiaryLabel)))
        if button.isHighlighted && button.buttonType != .custom { color = color.multiplyingAlpha(0.3) }
        let align: RenderText.Alignment
        switch button.contentHorizontalAlignment {
        case .left, .leading: align = .left
        case .right, .trailing: align = .right
        case .center, .fill: align = .center
        }
        return [.text(RenderText(string: TextSanitizer.sanitize(title), frame: m.rect(b),
                                 font: m.font(button.titleLabel?.font, defaultSize: 17), color: color, alignment: align))]
    }

    static func textFieldItems(_ field: UITextField, bounds b: CGRect, mapper m: _RenderMapper) -> [RenderItem] {
        var items: [RenderItem] = []
        let inset: CGFloat
        switch field.borderStyle {
        case .roundedRect, .bezel:
            items.append(.stroke(subpaths: PathGeometry.flatten(PathGeometry.roundedRect(m.rect(b).insetBy(dx: 0.25, dy: 0.25), rx: 5 * m.scale, ry: 5 * m.scale)).map(\.points),
                                 lineWidth: 0.5 * m.scale, color: m.color(UIColor.systemGray3)))
            inset = 7
        case .line:
            items.append(.stroke(subpaths: [[m.point(CGPoint(x: b.minX, y: b.minY)), m.point(CGPoint(x: b.maxX, y: b.minY)),
                                             m.point(CGPoint(x: b.maxX, y: b.maxY)), m.point(CGPoint(x: b.minX, y: b.maxY)),
                                             m.point(CGPoint(x: b.minX, y: b.minY))]],
                                 lineWidth: 1 * m.scale, color: m.color(UIColor.label)))
            inset = 7
        case .none: inset = 0
        }
        let box = m.rect(b.insetBy(dx: min(inset, b.width / 4), dy: 0))
        items.append(fieldTextItem(field, in: box, placeholderColor: .placeholderText, mapper: m))
        return items
    }

    /// A field's text (bullets when secure), or its placeholder in `placeholderColor` when
    /// it is empty, in `box` (screen points), with the caret while it is first responder.
    static func fieldTextItem(_ field: UITextField, in box: CGRect, placeholderColor: UIColor, mapper m: _RenderMapper) -> RenderItem {
        let text = field.text ?? ""
        let font = m.font(field.font)
        let caret: Int? = field.isFirstResponder ? field._buffer.cursorCharacterIndex : nil
        let tint = m.color(field.tintColor ?? .systemBlue)
        if text.isEmpty {
            let placeholder = field.attributedPlaceholder?.string ?? field.placeholder ?? ""
            return .text(RenderText(string: TextSanitizer.sanitize(placeholder), frame: box, font: font,
                                    color: m.color(placeholderColor), alignment: alignment(field.textAlignment),
                                    caretOffset: caret == nil ? nil : 0, caretColor: tint))
        }
        let shown = field.isSecureTextEntry ? String(repeating: "•", count: text.count) : TextSanitizer.sanitize(text)
        return .text(RenderText(string: shown, frame: box, font: font, color: m.color(field.textColor ?? .label),
                                alignment: alignment(field.textAlignment), caretOffset: caret, caretColor: tint))
    }

    /// iOS's switch: a 51 × 31 capsule (green when on, light grey when off) with a white
    /// round thumb, at the view's top-left.
    static func switchItems(_ s: UISwitch, bounds b: CGRect, mapper m: _RenderMapper) -> [RenderItem] {
        let track = m.rect(CGRect(x: b.minX, y: b.minY + max(0, (b.height - 31) / 2), width: 51, height: 31))
        let on = s.isOn
        let trackColor = on ? m.color(s.onTintColor ?? .systemGreen) : m.color(UIColor.systemGray5)
        let thumbSize = track.height - 4 * CGFloat(m.scale)
        let thumbX = on ? track.maxX - 2 * CGFloat(m.scale) - thumbSize : track.minX + 2 * CGFloat(m.scale)
        let thumb = CGRect(x: thumbX, y: track.minY + 2 * CGFloat(m.scale), width: thumbSize, height: thumbSize)
        var items = [fill(roundedRect: track, radius: track.height / 2, s.isEnabled ? trackColor : trackColor.multiplyingAlpha(0.5)),
                     fill(ellipseIn: thumb.offsetBy(dx: 0, dy: 0.5 * CGFloat(m.scale)), RenderColor(red: 0, green: 0, blue: 0, alpha: 0.12)),
                     fill(ellipseIn: thumb, m.color(s.thumbTintColor ?? .white))]
        if !on { items.insert(.stroke(subpaths: PathGeometry.flatten(PathGeometry.roundedRect(track, rx: track.height / 2, ry: track.height / 2)).map(\.points), lineWidth: 0.5, color: m.color(UIColor.systemGray4)), at: 1) }
        return items
    }

    static func progressItems(_ p: UIProgressView, bounds b: CGRect, mapper m: _RenderMapper) -> [RenderItem] {
        let track = m.rect(CGRect(x: b.minX, y: b.midY - 2, width: b.width, height: 4))
        let done = CGRect(x: track.minX, y: track.minY, width: track.width * CGFloat(max(0, min(1, p.progress))), height: track.height)
        return [fill(roundedRect: track, radius: track.height / 2, m.color(p.trackTintColor ?? .systemGray5)),
                fill(roundedRect: done, radius: track.height / 2, m.color(p.progressTintColor ?? p.tintColor ?? .systemBlue))]
    }

    /// iOS's navigation bar: a light translucent bar with a hairline under it and the top
    /// item's title in 17 pt semibold, centred (a dark bar with a white title for the
    /// `.black` style).
    static func navigationBarItems(_ bar: UINavigationBar, bounds b: CGRect, mapper m: _RenderMapper) -> [RenderItem] {
        var items: [RenderItem] = []
        let dark = bar.barStyle != .default
        let barColor = bar.barTintColor.map { m.color($0) }
            ?? (dark ? RenderColor(red: 0.11, green: 0.11, blue: 0.12, alpha: 0.94) : RenderColor(red: 0.976, green: 0.976, blue: 0.976, alpha: 0.94))
        items.append(fill(rect: m.rect(b), barColor))
        // A search bar under the bar (`navigationItem.searchController`) is part of it: the
        // hairline goes under the search bar instead.
        if !bar._hasSearchBarBelow {
            items.append(fill(rect: m.rect(CGRect(x: b.minX, y: b.maxY - 0.33, width: b.width, height: 0.33)),
                              RenderColor(red: 0, green: 0, blue: 0, alpha: 0.3)))
        }
        if let title = bar.topItem?.title, !title.isEmpty {
            // Centred on the bar when it fits between the buttons, else in the room they leave.
            let (left, right) = bar._pointTitleRange
            let font = RenderFont(pointSize: 17, isBold: true, weight: 0.3)
            let text = TextSanitizer.sanitize(title)
            let w = bar._textMeasurer.width(of: text, font: font)
            var x = b.midX - w / 2
            if x < b.minX + left { x = b.minX + left }
            if x + w > b.minX + right { x = max(b.minX + left, b.minX + right - w) }
            let box = m.rect(CGRect(x: x, y: b.minY, width: max(0, min(w + 1, right - (x - b.minX))), height: b.height))
            items.append(.text(RenderText(string: text, frame: box,
                                          font: RenderFont(pointSize: 17 * m.scale, isBold: true, weight: 0.3),
                                          color: dark ? .white : m.color(UIColor.label), alignment: .left)))
        }
        return items
    }

    /// iOS's tab bar: a light translucent bar with a hairline above it; each item has an
    /// equal slot with its title in 10 pt medium at the bottom (the tint when selected,
    /// grey otherwise) and its badge as a red capsule with white text at the top right.
    static func tabBarItems(_ bar: UITabBar, bounds b: CGRect, mapper m: _RenderMapper) -> [RenderItem] {
        var items: [RenderItem] = [
            fill(rect: m.rect(b), bar.barTintColor.map { m.color($0) } ?? RenderColor(red: 0.976, green: 0.976, blue: 0.976, alpha: 0.94)),
            fill(rect: m.rect(CGRect(x: b.minX, y: b.minY, width: b.width, height: 0.33)), RenderColor(red: 0, green: 0, blue: 0, alpha: 0.3)),
        ]
        guard let list = bar.items, !list.isEmpty else { return items }
        let slot = b.width / CGFloat(list.count)
        for (i, item) in list.enumerated() {
            let box = CGRect(x: b.minX + CGFloat(i) * slot, y: b.minY, width: slot, height: min(b.height, 49))
            let selected = item === bar.selectedItem
            var color = selected ? m.color(bar.tintColor ?? .systemBlue) : m.color(bar.unselectedItemTintColor ?? .systemGray)
            if !item.isEnabled { color = color.multiplyingAlpha(0.4) }
            let titleBox = CGRect(x: box.minX + 2, y: box.minY + 30, width: box.width - 4, height: 14)
            items.append(.text(RenderText(string: TextSanitizer.sanitize(item.title ?? ""), frame: m.rect(titleBox),
                                          font: RenderFont(pointSize: 10 * m.scale, isBold: false), color: color, alignment: .center)))
            // The item's image (the selected one when selected), 25 points high above the title.
            if let image = (selected ? item.selectedImage : nil) ?? item.image {
                let size = image.isSymbolImage ? CGSize(width: 25, height: 25)
                    : CGSize(width: min(image.size.width, 30), height: min(image.size.height, 28))
                let iconBox = CGRect(x: box.midX - size.width / 2, y: box.minY + 4 + (25 - min(25, size.height)) / 2,
                                     width: size.width, height: size.height)
                let tint = selected ? (bar.tintColor ?? .systemBlue) : (bar.unselectedItemTintColor ?? .systemGray)
                // As on iOS, a tab bar draws its images as templates unless they are `.alwaysOriginal`.
                let original = image.renderingMode == .alwaysOriginal
                items += imageItems(original ? image : image.withRenderingMode(.alwaysTemplate), in: iconBox, mode: .scaleAspectFit,
                                    tint: item.isEnabled ? tint : tint.withAlphaComponent(0.4), mapper: m)
            }
            if let badge = item.badgeValue {
                let text = TextSanitizer.sanitize(badge)
                let w: CGFloat = text.isEmpty ? 10 : max(18, CGFloat(text.count) * 8 + 10)
                let h: CGFloat = text.isEmpty ? 10 : 18
                let pill = CGRect(x: box.midX + 6, y: box.minY + 1, width: w, height: h)
                items.append(fill(roundedRect: m.rect(pill), radius: h / 2 * CGFloat(m.scale), m.color(item.badgeColor ?? .systemRed)))
                if !text.isEmpty {
                    items.append(.text(RenderText(string: text, frame: m.rect(pill), font: RenderFont(pointSize: 13 * m.scale),
                                                  color: .white, alignment: .center)))
                }
            }
        }
        return items
    }

    /// A bar button item: its title in the tint colour, 17 pt (semibold for `.done`); the
    /// back button has iOS's chevron (12 × 21 pt, 3 pt strokes) before its title.
    static func barButtonItems(_ v: _BarButtonView, bounds b: CGRect, mapper m: _RenderMapper) -> [RenderItem] {
        var color = m.color(v.tintColor ?? .systemBlue)
        if !v.isEnabledCheck() { color = m.color(UIColor.tertiaryLabel) }
        var items: [RenderItem] = []
        var box = b
        if v.isBackButton {
            let cx = b.minX + 2, cy = b.midY
            items.append(.stroke(subpaths: [[m.point(CGPoint(x: cx + 10, y: cy - 10.5)), m.point(CGPoint(x: cx, y: cy)),
                                             m.point(CGPoint(x: cx + 10, y: cy + 10.5))]], lineWidth: 3 * m.scale, color: color))
            box = CGRect(x: b.minX + 20, y: b.minY, width: max(0, b.width - 20), height: b.height)
        }
        if let symbol = v._symbolName {
            let side = min(b.height, 24)
            let square = CGRect(x: b.midX - side / 2, y: b.midY - side / 2, width: side, height: side)
            if let shape = _SymbolShapes.items(symbol, in: m.rect(square), color: color) { return items + shape }
        }
        let f = _BarButtonView.font(done: v.item?.style == .done)
        items.append(.text(RenderText(string: TextSanitizer.sanitize(v.titleText), frame: m.rect(box),
                                      font: RenderFont(pointSize: f.pointSize * m.scale, isBold: f.isBold, weight: f.weight),
                                      color: color, alignment: .left)))
        return items
    }

    /// An alert's box: its title and message centred, wrapped in their frames, and the
    /// hairlines above and between its buttons (`_AlertRootView+PointLayout`).
    static func alertBoxItems(_ box: _AlertBoxView, bounds b: CGRect, mapper m: _RenderMapper) -> [RenderItem] {
        var items: [RenderItem] = []
        let textColor = m.color(box.titleIsDim ? UIColor.secondaryLabel : UIColor.label)
        for (text, block) in [(box.controllerTitle, box.pointTitle), (box.controllerMessage, box.pointMessage)] {
            guard let block, !text.isEmpty else { continue }
            let frame = block.frame.offsetBy(dx: b.minX, dy: b.minY)
            items.append(.text(RenderText(string: TextSanitizer.sanitize(text), frame: m.rect(frame), font: m.font(block.font),
                                          color: textColor, alignment: .center, numberOfLines: 0)))
        }
        for line in box.pointHairlines {
            items.append(fill(rect: m.rect(line.offsetBy(dx: b.minX, dy: b.minY)), m.color(UIColor.separator)))
        }
        return items
    }

    /// An alert action: its title centred in 17 points (semibold for cancel and the
    /// preferred action; red when destructive; grey when disabled); a grey highlight while
    /// it has the keyboard focus.
    static func alertButtonItems(_ button: _AlertButtonView, bounds b: CGRect, mapper m: _RenderMapper) -> [RenderItem] {
        let a = button.action
        var items: [RenderItem] = []
        if button.isFocused { items.append(fill(rect: m.rect(b), m.color(UIColor.systemGray4))) }
        let strong = a.style == .cancel || button.preferred
        let color: UIColor = !a.isEnabled ? .tertiaryLabel : a.style == .destructive ? .systemRed : (button.tintColor ?? .systemBlue)
        items.append(.text(RenderText(string: TextSanitizer.sanitize(a.title ?? ""), frame: m.rect(b.insetBy(dx: 8, dy: 0)),
                                      font: m.font(.systemFont(ofSize: 17, weight: strong ? .semibold : .regular)),
                                      color: m.color(color), alignment: .center)))
        return items
    }

    static func sectionTitleItems(_ t: _UITableSectionTitleView, bounds b: CGRect, mapper m: _RenderMapper) -> [RenderItem] {
        let box = CGRect(x: b.minX + 16, y: b.minY, width: max(0, b.width - 32), height: b.height)
        switch t.kind {
        case .plainHeader:
            return [.text(RenderText(string: TextSanitizer.sanitize(t.title), frame: m.rect(box),
                                     font: RenderFont(pointSize: 17 * m.scale, isBold: true), color: m.color(UIColor.label)))]
        case .groupedHeader, .footer:
            let text = t.kind == .groupedHeader ? t.title.uppercased() : t.title
            let lower = CGRect(x: box.minX, y: max(box.minY, box.maxY - 30), width: box.width, height: min(box.height, 30))
            return [.text(RenderText(string: TextSanitizer.sanitize(text), frame: m.rect(lower),
                                     font: RenderFont(pointSize: 13 * m.scale), color: m.color(UIColor.secondaryLabel), numberOfLines: 0))]
        }
    }

    // MARK: draw(_:)

    /// The view's `draw(_:)` display list, placed by its content mode, in screen points.
    static func drawingItems(of view: UIView, mapper m: _RenderMapper) -> [RenderItem] {
        view._displayIfNeeded()
        let commands = view.drawingCommands
        guard !commands.isEmpty else { return [] }
        let b = view._presentation.bounds ?? view.bounds
        let placement = view.contentMode.transform(from: view._drawing.drawnSize, to: b.size)
        // Layer coordinates (origin at the bounds' top-left) → screen.
        let toScreen = placement.concatenating(CGAffineTransform(translationX: b.minX, y: b.minY)).concatenating(m.toScreen)
        var items: [RenderItem] = []
        for c in commands {
            switch c {
            case .fill(let path, let rule, let color, _):
                let polys = PathGeometry.flatten(path, transform: toScreen).map(\.points).filter { $0.count >= 3 }
                if !polys.isEmpty { items.append(.fill(subpaths: polys, evenOdd: rule == .evenOdd, color: renderColor(color))) }
            case .stroke(let path, let style, let color, _):
                let pen = style.transform.concatenating(toScreen)
                let width = Double(style.lineWidth) * Double(sqrt(abs(pen.a * pen.d - pen.b * pen.c)))
                let lines = PathGeometry.flatten(path, transform: toScreen).map { $0.closed && !$0.points.isEmpty ? $0.points + [$0.points[0]] : $0.points }
                if !lines.isEmpty { items.append(.stroke(subpaths: lines, lineWidth: width, color: renderColor(color))) }
            case .text(let s, let origin, let transform, let font, let color, _):
                let t = transform.concatenating(toScreen)
                let o = origin.applying(t)
                let size = Double(font.pointSize) * Double(abs(t.d))
                items.append(.text(RenderText(string: TextSanitizer.sanitize(s),
                                              frame: CGRect(x: o.x, y: o.y, width: 100_000, height: CGFloat(size * 1.2)),
                                              font: RenderFont(pointSize: size, isBold: font.isBold),
                                              color: color.map(renderColor) ?? m.color(UIColor.label))))
            case .clear: break
            }
        }
        return items
    }

    static func renderColor(_ c: DrawingColor) -> RenderColor {
        RenderColor(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
    }
}
