import Foundation
import UIKitEngine

/// The view that shows a `UIListContentConfiguration`, as `UIListContentView` (iOS 14).
///
/// **Terminal drawing** (1 point = 1 cell), for a width of `w`:
///
///     stacked       " ★ Text                "    (image stand-in, a blank, the text)
///                   "   Secondary text      "    (below, aligned with the text)
///     side by side  " ★ Text       Secondary "   (the secondary text ends 1 column
///                                                 from the right edge)
///
/// Each text is one line, truncated with "…"; its colour and bold/italic come from its
/// `TextProperties` (`font`, `color`), `alignment = .center` centres it, and `transform`
/// changes its case. The image is drawn in `imageProperties.tintColor` (else the view's
/// tint) when it is a template or symbol. Its height is one line per text shown (one
/// for the text, one more for a stacked secondary text).
///
/// **Point devices** (`+PointLayout`): laid out and drawn as iOS does — the margins,
/// paddings, fonts and colours of the configuration, texts wrapping to their
/// `numberOfLines`, the height the content needs.
///
/// Source: Apple's UIListContentView documentation.
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
    private var _configuration: UIListContentConfiguration

    /// A view showing `configuration`, as `init(configuration:)`.
    public init(configuration: UIListContentConfiguration) {
        _configuration = configuration
        super.init(frame: .zero)
        isUserInteractionEnabled = false
    }

    public required init?(coder: NSCoder) {
        _configuration = .cell()
        super.init(coder: coder)
    }

    /// The configuration shown. Assigning a configuration that is not a
    /// `UIListContentConfiguration` is ignored, as `supports(_:)` says it cannot be shown.
    open var configuration: any UIContentConfiguration {
        get { _configuration }
        set {
            guard let c = newValue as? UIListContentConfiguration else { return }
            if c != _configuration {
                _configuration = c
                invalidateIntrinsicContentSize()
                setNeedsDisplay()
            }
        }
    }

    /// Whether `configuration` is a `UIListContentConfiguration`.
    open func supports(_ configuration: any UIContentConfiguration) -> Bool {
        configuration is UIListContentConfiguration
    }

    /// The configuration as its own type.
    var _listConfiguration: UIListContentConfiguration { _configuration }

    private var _hasStackedSecondary: Bool {
        !_configuration.prefersSideBySideTextAndSecondaryText && !(_configuration._shownSecondaryText ?? "").isEmpty
    }

    /// Lines the content needs: 1, or 2 with a stacked secondary text.
    var _lines: Int { _hasStackedSecondary ? 2 : 1 }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        if !_measuresTextInCells {
            let width = size.width > 0 && size.width < .greatestFiniteMagnitude ? size.width : bounds.width
            return CGSize(width: size.width, height: _pointLayout(width: width, height: nil).height)
        }
        let line = max(1, layoutMetrics.bodyLineHeight.rounded(.up))
        return CGSize(width: size.width, height: CGFloat(_lines) * line)
    }

    open override var intrinsicContentSize: CGSize {
        if !_measuresTextInCells {
            return CGSize(width: UIView.noIntrinsicMetric, height: _pointLayout(width: bounds.width, height: nil).height)
        }
        let c = _configuration
        var w = 2 + TextWidth.width(of: TextSanitizer.sanitize(c._shownText ?? ""))
        if let img = c.image { w += TextWidth.width(of: img._terminalText) + 1 }
        if let s = c._shownSecondaryText, !s.isEmpty, c.prefersSideBySideTextAndSecondaryText {
            w += 1 + TextWidth.width(of: TextSanitizer.sanitize(s))
        }
        return CGSize(width: CGFloat(w), height: sizeThatFits(.zero).height)
    }

    private func _style(_ p: UIListContentConfiguration.TextProperties, in context: UIRenderContext) -> CellStyle {
        CellStyle(foreground: context.cellColor(p.color), attributes: p.font._cellAttributes)
    }

    @_spi(CellRendering) open override func draw(in context: UIRenderContext) {
        let c = _configuration
        let w = Int(bounds.width), h = Int(bounds.height)
        guard w > 0, h > 0 else { return }
        let lines = _lines
        let top = max(0, (h - lines) / 2)
        var x = 1
        let end = max(x, w - 1)
        if let img = c.image {
            let glyph = img._terminalText
            let tint = c.imageProperties.tintColor ?? tintColor ?? .systemBlue
            let style = img._isTemplate ? CellStyle(foreground: context.cellColor(tint)) : .plain
            let drawn = context.drawText(glyph, at: CGPoint(x: x, y: top + (lines - 1) / 2), style: style, maxWidth: max(0, end - x))
            x += drawn + 1
        }
        let text = c._shownText ?? "", secondary = c._shownSecondaryText ?? ""
        let avail = max(0, end - x)
        let textStyle = _style(c.textProperties, in: context), secondaryStyle = _style(c.secondaryTextProperties, in: context)
        func place(_ s: String, _ p: UIListContentConfiguration.TextProperties, width: Int) -> Int {
            guard p.alignment == .center else { return x }
            let sw = min(width, TextWidth.width(of: TextSanitizer.sanitize(s)))
            return x + max(0, (width - sw) / 2)
        }
        if c.prefersSideBySideTextAndSecondaryText, !secondary.isEmpty {
            // The value keeps its width up to two thirds of the row; the text is cut first.
            let sw = TextWidth.width(of: TextSanitizer.sanitize(secondary))
            let tw = TextWidth.width(of: TextSanitizer.sanitize(text))
            let shown = min(sw, max(avail * 2 / 3, avail - tw - 1), avail)
            let textWidth = max(0, avail - (shown > 0 ? shown + 1 : 0))
            context.drawText(text, at: CGPoint(x: x, y: top), style: textStyle, maxWidth: textWidth)
            context.drawText(secondary, at: CGPoint(x: end - shown, y: top), style: secondaryStyle, maxWidth: shown)
        } else {
            context.drawText(text, at: CGPoint(x: place(text, c.textProperties, width: avail), y: top), style: textStyle, maxWidth: avail)
            if lines == 2 {
                context.drawText(secondary, at: CGPoint(x: place(secondary, c.secondaryTextProperties, width: avail), y: top + 1),
                                 style: secondaryStyle, maxWidth: avail)
            }
        }
    }
}
