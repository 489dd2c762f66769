import Foundation
@_spi(CellRendering) import UIKit

/// The note of the contact card: a ``UITextView`` (multi-line, scrolling, any length)
/// inside a dim box, so an empty note still shows where it is. The box is 3 to 8 rows of
/// text tall, following the note's wrapped rows; a longer note scrolls inside it. On a
/// terminal the box is drawn in line characters; on a point device it is the layer's
/// hairline border with rounded corners, as an iOS text view in a form.
@MainActor
final class NoteBoxView: UIView {
    let textView = UITextView(frame: .zero)
    static let minimumRows = 3
    static let maximumRows = 8

    /// Space between the box's edges and the text view: the border's cell on a terminal
    /// (1 × 1), the form's margins on a point device.
    var inset = CGSize(width: 1, height: 1) { didSet { if inset != oldValue { setNeedsLayout() } } }
    /// Height of a row of the box's measure (the minimum of 3 and maximum of 8 rows): one
    /// line on a terminal; the form's row on a point device.
    var line: CGFloat = 1
    /// Whether the box is the layer's border (a point device) rather than line characters
    /// drawn in cells (a terminal, where a layer border would draw a second box).
    var drawsLayerBorder = false {
        didSet {
            guard drawsLayerBorder != oldValue else { return }
            layer.borderWidth = drawsLayerBorder ? 0.5 : 0
            layer.borderColor = UIColor.separator.cgColor
            layer.cornerRadius = drawsLayerBorder ? 8 : 0
        }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        textView.autocapitalizationType = .sentences
        addSubview(textView)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(textView)
    }

    private func textFrame(width: CGFloat, height: CGFloat) -> CGRect {
        CGRect(x: inset.width, y: inset.height, width: max(1, width - 2 * inset.width), height: max(1, height - 2 * inset.height))
    }

    /// The box's height for `width`: the text's height (at least 3 rows, at most 8) plus
    /// the insets.
    func height(forWidth width: CGFloat) -> CGFloat {
        if textView.frame.width != max(1, width - 2 * inset.width) {
            textView.frame = CGRect(x: inset.width, y: inset.height, width: max(1, width - 2 * inset.width),
                                    height: CGFloat(Self.minimumRows) * line)
            textView.layoutIfNeeded()
        }
        let text = line == 1 ? CGFloat(Int(textView.contentSize.height)) : textView.contentSize.height
        return min(CGFloat(Self.maximumRows) * line, max(CGFloat(Self.minimumRows) * line, text)) + 2 * inset.height
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let frame = textFrame(width: bounds.width, height: bounds.height)
        if textView.frame != frame { textView.frame = frame }
    }

    override func draw(in context: UIRenderContext) {
        var style = CellStyle(foreground: context.cellColor(.separator))
        style.attributes.insert(.dim)
        if textView.isFirstResponder { style = CellStyle() }
        context.drawBox(bounds, style: style)
    }
}
