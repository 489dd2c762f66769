import Foundation
internal import InterfaceBuilderXML

/// Where Interface Builder's canvas puts a table's cells (`uikit-ib frames`): static
/// sections, or the prototypes under their "Prototype Cells" header, one row each, in the
/// table's content coordinates, with each cell's content view narrowed by its accessory
/// and shortened by the separator, as the Xcode that wrote the file did.
///
/// What changes with the Xcode version (`toolsVersion`), read from the rects those
/// versions wrote (docs/DECISIONS.md, "Frames as Interface Builder lays them out"):
/// - Xcode 5 and 6 (below 8000) put the rows below the table's top inset (the simulated
///   status and navigation bar: the first prototype at 64 + 22), subtracted a 1-point
///   separator from the content view and used iOS 7's accessory widths and 15-point margins;
/// - Xcode 7 to 9 wrote half-point separators;
/// - Xcode 10 and later keep the rows at the content's top, the content view as tall as
///   the cell, and the device's margins (16 points, 20 from 414 points wide).
@MainActor
enum IBCanvasTable {
    /// Lays out the cells of table `o` (made as `table`) among `views` as the canvas does.
    static func layOut(_ o: IBObject, table: UITableView, views: [String: UIView], doc: IBDocument) {
        let tools = doc.toolsVersionNumber
        let legacy = tools > 0 && tools < 8000
        let style = o["style"] ?? "plain"
        let grouped = style == "grouped" || style == "insetGrouped"
        let width = table.bounds.width
        let margin: CGFloat = legacy ? 15 : (width >= 414 ? 20 : 16)
        let inset: CGFloat = style == "insetGrouped" ? margin : 0
        let separator: CGFloat = o["separatorStyle"] == "none" ? 0 : legacy ? 1 : tools < 14000 ? 0.5 : 0
        let headerHeight = o.number("sectionHeaderHeight") ?? (grouped ? 18 : 22)
        let footerHeight = o.number("sectionFooterHeight") ?? (grouped ? 18 : 22)
        let rowHeight = o.number("rowHeight").flatMap { $0 >= 0 ? $0 : nil } ?? 44
        // `rowHeight="-1"` (Xcode 9 and later): UITableView.automaticDimension, rows sized
        // by their content.
        let automatic = !legacy && (o.number("rowHeight").map { $0 < 0 } ?? false)
        var y: CGFloat = legacy ? table.safeAreaInsets.top : 0

        /// Header above a section: a title's height (first section taller in grouped
        /// styles), else the grouped spacing, else nothing.
        func header(titled: Bool, first: Bool) -> CGFloat {
            if grouped { return titled ? (first ? 55.5 : 38) : (first ? 35 : headerHeight) }
            return titled ? (legacy ? headerHeight : 28) : 0
        }
        func place(_ cells: [IBObject]) {
            for c in cells {
                let cell = c.id.flatMap { views[$0] as? UITableViewCell }
                var h = c.number("rowHeight") ?? rowHeight
                if automatic, c.number("rowHeight") == nil, let cell,
                   let fitted = selfSizedHeight(c, cell, width: width - 2 * inset, doc: doc, margin: margin, separator: separator) {
                    h = fitted
                }
                if let cell {
                    layOutCell(c, cell, frame: CGRect(x: inset, y: y, width: width - 2 * inset, height: h),
                               doc: doc, margin: margin, separator: separator)
                }
                y += h
            }
        }
        if o["dataMode"] == "static" {
            for (i, s) in (o.lists["sections"] ?? []).enumerated() {
                y += header(titled: s["headerTitle"] != nil, first: i == 0)
                place(s.lists["cells"] ?? [])
                y += s["footerTitle"] != nil ? (grouped ? 38 : 28) : (grouped ? footerHeight : 0)
            }
        } else if let protos = o.lists["prototypes"], !protos.isEmpty {
            y += header(titled: true, first: true)
            place(protos)
        }
    }

    /// Puts `cell` (made from `c`) at `frame` and its content view and default-style label
    /// where the canvas has them; then lays out the content view's own subviews.
    static func layOutCell(_ c: IBObject, _ cell: UITableViewCell, frame: CGRect, doc: IBDocument,
                           margin: CGFloat? = nil, separator: CGFloat? = nil) {
        let tools = doc.toolsVersionNumber
        let legacy = tools > 0 && tools < 8000
        let margin = margin ?? (legacy ? 15 : (frame.width >= 414 ? 20 : 16))
        let separator = separator ?? (legacy ? 1 : tools < 14000 ? 0.5 : 0)
        cell.frame = frame
        cell.layoutIfNeeded()
        let cw = max(0, frame.width - accessoryWidth(c["accessoryType"], legacy: legacy, tools: tools))
        let content = cell.contentView
        if !legacy { setContentMargins(cell, margin: margin) }
        content.frame = CGRect(x: 0, y: 0, width: cw, height: max(0, frame.height - separator))
        let trailing: CGFloat = c["accessoryType"].map { _ in legacy ? 2 : 8 } ?? margin
        layOutStyleLabels(c["style"], cell, leading: margin, trailing: trailing, scale: CGFloat(doc.deviceScale))
        content.setNeedsLayout()
        content.layoutIfNeeded()
    }

    /// The built-in labels of a styled cell where UIKit's cell puts them, in its content
    /// view (`margin` from the leading edge, `trailing` from the other: the margin, or 8
    /// points beside an accessory):
    /// - default: the text label across the row, as tall as the content view;
    /// - subtitle: both labels at the leading margin, each sized to its text (no wider
    ///   than the row leaves; a wrapping label with an explicit `preferredMaxLayoutWidth`
    ///   as wide as that, as Xcode 6 wrote them) and one above the other, the pair centred vertically (the
    ///   gap from the labels' unrounded line heights, rounded up to the device's pixels);
    /// - value1: the text at the leading margin and the detail against the trailing one,
    ///   each sized to its text and centred vertically.
    /// Other styles keep the cell's own layout.
    static func layOutStyleLabels(_ style: String?, _ cell: UITableViewCell, leading: CGFloat, trailing: CGFloat, scale: CGFloat) {
        let content = cell.contentView
        let cw = content.bounds.width, h = content.bounds.height
        let avail = max(0, cw - leading - trailing)
        func up(_ v: CGFloat) -> CGFloat { (v * max(1, scale) - 0.0001).rounded(.up) / max(1, scale) }
        func size(_ l: UILabel) -> CGSize {
            let s = l.intrinsicContentSize
            // A wrapping label with an explicit preferred width keeps that width (Xcode 6's
            // explicit `preferredMaxLayoutWidth` is the width the label was given).
            let w = l.numberOfLines != 1 && l.preferredMaxLayoutWidth > 0 ? l.preferredMaxLayoutWidth : s.width
            return CGSize(width: min(w, avail), height: s.height)
        }
        /// The label's unrounded height: its lines at the font's line height.
        func rawHeight(_ l: UILabel, rounded: CGFloat) -> CGFloat {
            let line = l.font.lineHeight
            guard line > 0 else { return rounded }
            return max(1, (rounded / line).rounded(.down)) * line
        }
        switch style {
        case "IBUITableViewCellStyleDefault":
            cell.textLabel?.frame = CGRect(x: leading, y: 0, width: avail, height: h)
        case "IBUITableViewCellStyleSubtitle":
            guard let text = cell.textLabel, let detail = cell.detailTextLabel else { return }
            let ts = size(text), ds = size(detail)
            let top = up(max(0, h - rawHeight(text, rounded: ts.height) - rawHeight(detail, rounded: ds.height)) / 2)
            text.frame = CGRect(x: leading, y: top, width: ts.width, height: ts.height)
            detail.frame = CGRect(x: leading, y: top + ts.height, width: ds.width, height: ds.height)
        case "IBUITableViewCellStyleValue1":
            guard let text = cell.textLabel, let detail = cell.detailTextLabel else { return }
            let ts = size(text), ds = size(detail)
            text.frame = CGRect(x: leading, y: up(max(0, h - rawHeight(text, rounded: ts.height)) / 2), width: ts.width, height: ts.height)
            detail.frame = CGRect(x: max(leading, cw - trailing - ds.width), y: up(max(0, h - rawHeight(detail, rounded: ds.height)) / 2),
                                  width: ds.width, height: ds.height)
        default:
            break
        }
    }

    /// The layout margins of a cell's content view from iOS 11 on: 11 points above and
    /// below, the table's side margin (16, 20 from 414 points wide) left and right, which
    /// constraints to the content view's margins (`topMargin`, `leadingMargin`) measure from.
    static func setContentMargins(_ cell: UITableViewCell, margin: CGFloat) {
        let m = UIEdgeInsets(top: 11, left: margin, bottom: 11, right: margin)
        cell.layoutMargins = m
        cell.contentView.layoutMargins = m
    }

    /// The height of a self-sizing row (`rowHeight` automatic): `systemLayoutSizeFitting`
    /// of the cell's content view at the content view's width (the row's less the
    /// accessory), as small as its constraints allow at the fitting-size priority, plus
    /// the separator; nil when the content view holds no constraints (a built-in style
    /// cell keeps the table's row height). Source: Apple's "Self-Sizing Table View Cells"
    /// and `UITableView.automaticDimension`.
    static func selfSizedHeight(_ c: IBObject, _ cell: UITableViewCell, width: CGFloat, doc: IBDocument,
                                margin: CGFloat, separator: CGFloat) -> CGFloat? {
        let content = cell.contentView
        guard content._holdsConstraintsInSubtree else { return nil }
        let tools = doc.toolsVersionNumber
        let cw = max(0, width - accessoryWidth(c["accessoryType"], legacy: false, tools: tools))
        setContentMargins(cell, margin: margin)
        content.frame = CGRect(x: 0, y: 0, width: cw, height: content.bounds.height)
        let fitted = content.systemLayoutSizeFitting(CGSize(width: cw, height: UIView.layoutFittingCompressedSize.height),
                                                     withHorizontalFittingPriority: .required,
                                                     verticalFittingPriority: .fittingSizeLevel)
        guard fitted.height.isFinite, fitted.height > 0 else { return nil }
        return fitted.height + separator
    }

    /// How much narrower an accessory makes the content view, in points: iOS 7's widths
    /// in legacy files (disclosure 33, detail disclosure 67, checkmark 39, detail 47);
    /// later, the chevron's 9.5 plus its 20-point margin (30.5 from Xcode 14, whose
    /// chevron is a point wider), the info button's 22 with it.
    static func accessoryWidth(_ type: String?, legacy: Bool, tools: Double) -> CGFloat {
        guard let type else { return 0 }
        if legacy {
            switch type {
            case "disclosureIndicator": return 33
            case "detailDisclosureButton": return 67
            case "checkmark": return 39
            case "detailButton": return 47
            default: return 0
            }
        }
        let chevron: CGFloat = tools >= 20000 ? 30.5 : 29.5
        switch type {
        case "disclosureIndicator": return chevron
        case "detailDisclosureButton": return chevron + 30
        case "checkmark": return chevron + 4
        case "detailButton": return 42
        default: return 0
        }
    }
}
