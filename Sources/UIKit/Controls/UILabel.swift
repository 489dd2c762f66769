import Foundation
import UIKitEngine

/// A view that displays one or more lines of read-only text, as `UILabel`.
///
/// Terminal rendering: the text is drawn through `UIRenderContext.drawText` (so it is
/// always sanitised), in `textColor`, bold when `font` is bold, dim when `isEnabled` is
/// false. Lines are wrapped to the bounds' width in cells (word wrapping, CJK aware, see
/// `NSLineBreakMode`), at most `numberOfLines` of them (0 = as many as fit); text left over
/// is marked by `lineBreakMode` ("…"). As in UIKit the block of lines is centred
/// vertically in the bounds and aligned horizontally by `textAlignment`.
///
/// Like UIKit's, a label ignores touches (`isUserInteractionEnabled` is false) and is
/// never focused. Source: Apple's UILabel documentation.
@preconcurrency @MainActor
open class UILabel: UIView {
    /// The text shown; nil shows nothing. Setting it drops the attributes of
    /// `attributedText` (the text is drawn in `font` and `textColor`).
    open var text: String? {
        didSet {
            if !_settingAttributedText { _attributedText = nil }
            if text != oldValue { _textDidChange() }
        }
    }
    /// The text with its attributes, as `attributedText`. Setting it also sets `text` (the
    /// string) and `font` and `textColor` (from the attributes at location 0, where
    /// given); runs without a font or colour are drawn in the label's as they were when it
    /// was set. Reading it after `text` was set gives the text with the label's font and
    /// colour; after `attributedText` was set, the string as set (runs without a font or
    /// colour are not filled in: Foundation on Linux halts when adjacent runs hold
    /// different font objects, see docs/DECISIONS.md). Setting `font` or `textColor`
    /// afterwards applies to the whole string, as on iOS. Drawn: fonts (bold, italic),
    /// foreground and background colours, underline, strikethrough.
    open var attributedText: NSAttributedString? {
        get {
            if let a = _attributedText { return a }
            return text.map { NSAttributedString(string: $0, attributes: [.font: font ?? UIFont.systemFont(ofSize: 17),
                                                                           .foregroundColor: textColor ?? UIColor.label]) }
        }
        set {
            _settingAttributedText = true
            defer { _settingAttributedText = false }
            guard let value = newValue else { _attributedText = nil; text = nil; return }
            // Runs without a font or colour take the label's as they are now; then the
            // label's own take those at location 0.
            _attributedDefaults = (font ?? .systemFont(ofSize: 17), textColor ?? .label)
            _attributedText = value.copy() as? NSAttributedString ?? value
            if value.length > 0 {
                let first = value.attributes(at: 0, effectiveRange: nil)
                if let f = first[.font] as? UIFont { font = f }
                if let c = first[.foregroundColor] as? UIColor { textColor = c }
            }
            text = value.string
            _textDidChange()
        }
    }
    /// The font and colour runs of `attributedText` without their own are drawn in.
    var _attributedDefaults: (font: UIFont, color: UIColor) = (.systemFont(ofSize: 17), .label)
    var _attributedText: NSAttributedString?
    private var _settingAttributedText = false
    /// Text colour; nil restores the default (`.label`, the terminal's own colour).
    open var textColor: UIColor! = .label {
        didSet {
            if textColor == nil { textColor = .label }
            if !_settingAttributedText, let a = _attributedText {
                _attributedText = a._settingAttribute(.foregroundColor, textColor ?? UIColor.label)
                _attributedDefaults.color = textColor ?? .label
            }
            setNeedsDisplay()
        }
    }
    /// Colour of the text while `isHighlighted` (nil: `textColor`).
    open var highlightedTextColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The font (a terminal shows its weight, bold from semibold up, and italic); nil
    /// restores the system font of 17 points.
    open var font: UIFont! = .systemFont(ofSize: 17) {
        didSet {
            if font == nil { font = .systemFont(ofSize: 17) }
            if !_settingAttributedText, let a = _attributedText {
                _attributedText = a._settingAttribute(.font, font ?? UIFont.systemFont(ofSize: 17))
                _attributedDefaults.font = font ?? .systemFont(ofSize: 17)
            }
            _textDidChange()
        }
    }
    open var textAlignment: NSTextAlignment = .natural { didSet { setNeedsDisplay() } }
    /// Maximum number of lines; 0 means no limit (as many as the height holds). Default 1.
    open var numberOfLines: Int = 1 { didSet { _textDidChange() } }
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail { didSet { _textDidChange() } }
    /// A disabled label draws dim.
    open var isEnabled: Bool = true { didSet { setNeedsDisplay() } }
    open var isHighlighted: Bool = false { didSet { setNeedsDisplay() } }
    /// Width in points used to wrap a multi-line label's intrinsic size (0: the bounds' width).
    open var preferredMaxLayoutWidth: CGFloat = 0 { didSet { _textDidChange() } }
    /// Kept for source compatibility; a terminal has one text size.
    open var adjustsFontSizeToFitWidth = false
    open var minimumScaleFactor: CGFloat = 0
    open var allowsDefaultTighteningForTruncation = false

    /// Labels ignore touches unless told otherwise, as in UIKit.
    override class var _ignoresTouchesByDefault: Bool { true }

    private func _textDidChange() {
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }

    /// The lines drawn in a box `width` cells wide and `height` rows high.
    func _lines(width: Int, height: Int) -> [String] {
        guard let text, !text.isEmpty, width > 0, height > 0 else { return [] }
        let limit = numberOfLines == 0 ? height : min(numberOfLines, height)
        return _TextLayout.labelLines(text, width: width, maxLines: limit, mode: lineBreakMode)
    }

    /// The style text is drawn with (colour, bold, italic, dim).
    func _textStyle(_ context: UIRenderContext) -> CellStyle {
        var style = CellStyle()
        let color = (isHighlighted ? highlightedTextColor : nil) ?? textColor ?? .label
        style.foreground = context.cellColor(color)
        if let font { style.attributes.formUnion(font._cellAttributes) }
        if !isEnabled { style.attributes.insert(.dim) }
        return style
    }

    @_spi(CellRendering) open override func draw(in context: UIRenderContext) {
        drawText(in: bounds, context: context)
    }

    /// Draws the label's text into `rect` (view coordinates), as `drawText(in:)`. Override
    /// to inset or restyle; call `super` to draw.
    @_spi(CellRendering) open func drawText(in rect: CGRect, context: UIRenderContext) {
        let width = Int(rect.width), height = Int(rect.height)
        if let attributed = _attributedText, !isHighlighted || highlightedTextColor == nil {
            _drawAttributed(attributed, in: rect, context: context)
            return
        }
        let lines = _lines(width: width, height: height)
        guard !lines.isEmpty else { return }
        let top = (height - lines.count) / 2
        let style = _textStyle(context)
        for (row, line) in lines.enumerated() {
            let x = textAlignment.offset(lineWidth: TextWidth.width(of: line), in: width)
            context.drawText(line, at: CGPoint(x: rect.minX + CGFloat(x), y: rect.minY + CGFloat(top + row)),
                             style: style, maxWidth: width - x)
        }
    }

    /// Attributed text: the lines `text` would take, each run in its own style.
    private func _drawAttributed(_ attributed: NSAttributedString, in rect: CGRect, context: UIRenderContext) {
        let width = Int(rect.width), height = Int(rect.height)
        guard width > 0, height > 0, attributed.length > 0 else { return }
        var base = CellStyle(foreground: context.cellColor(_attributedDefaults.color), attributes: _attributedDefaults.font._cellAttributes)
        if !isEnabled { base.attributes.insert(.dim) }
        let styled = _StyledText(attributed, base: base, context: context)
        let limit = numberOfLines == 0 ? height : min(numberOfLines, height)
        let lines = _TextLayout.labelLines(characters: styled.characters, width: width, maxLines: limit, mode: lineBreakMode)
        let top = (height - lines.count) / 2
        for (row, line) in lines.enumerated() {
            let x = textAlignment.offset(lineWidth: TextWidth.width(of: String(line.characters)), in: width)
            context.drawStyledLine(line, of: styled, at: CGPoint(x: rect.minX + CGFloat(x), y: rect.minY + CGFloat(top + row)),
                                   maxWidth: width - x)
        }
    }

    /// The size of the text: in points through the device's text measurer on a point
    /// device (`_pointSizeThatFits`), else in cells: a single-line label is as wide as its text (UIKit
    /// does not narrow it to `size`); a multi-line label wraps to `size.width` and is as
    /// tall as its lines (capped by `numberOfLines`). An empty label is 0 × 0.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        if !_measuresTextInCells { return _pointSizeThatFits(size, text: text) }
        if numberOfLines == 1 {
            // One line: hard breaks show as spaces (see `_TextLayout.labelLines`).
            let flat = String(_TextLayout.characters(of: text).map { $0 == "\n" ? " " : $0 })
            return CGSize(width: CGFloat(TextWidth.width(of: flat)), height: 1)
        }
        let width = size.width > 0 && size.width < CGFloat(Int32.max) ? Int(size.width) : 0
        var lines = _TextLayout.wrap(text, width: width, byWord: lineBreakMode != .byCharWrapping)
        if numberOfLines > 0 && lines.count > numberOfLines { lines = Array(lines.prefix(numberOfLines)) }
        let w = lines.map(\.width).max() ?? 0
        return CGSize(width: CGFloat(width > 0 ? min(w, width) : w), height: CGFloat(lines.count))
    }

    /// The text's natural size: `sizeThatFits` for the width the label wraps to
    /// (`preferredMaxLayoutWidth`, else the bounds' width, else unlimited).
    open override var intrinsicContentSize: CGSize {
        let wrapWidth: CGFloat = preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth
            : (numberOfLines != 1 && bounds.width > 0 ? bounds.width : .greatestFiniteMagnitude)
        return sizeThatFits(CGSize(width: wrapWidth, height: .greatestFiniteMagnitude))
    }
}
