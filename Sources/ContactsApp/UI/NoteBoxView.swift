import Foundation
@_spi(CellRendering) import UIKit

/// The note of the contact card: a ``UITextView`` (multi-line, scrolling, any length)
/// inside a dim box, so an empty note still shows where it is. The box is 3 to 8 rows of
/// text tall, following the note's wrapped rows; a longer note scrolls inside it.
@MainActor
final class NoteBoxView: UIView {
    let textView = UITextView(frame: .zero)
    static let minimumRows = 3
    static let maximumRows = 8

    override init(frame: CGRect) {
        super.init(frame: frame)
        textView.autocapitalizationType = .sentences
        addSubview(textView)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(textView)
    }

    /// The box's height for `width`: the text's rows (at least 3, at most 8) plus the border.
    func height(forWidth width: CGFloat) -> CGFloat {
        if textView.frame.width != max(1, width - 2) {
            textView.frame = CGRect(x: 1, y: 1, width: max(1, width - 2), height: CGFloat(Self.minimumRows))
            textView.layoutIfNeeded()
        }
        let rows = Int(textView.contentSize.height)
        return CGFloat(min(Self.maximumRows, max(Self.minimumRows, rows)) + 2)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let frame = CGRect(x: 1, y: 1, width: max(1, bounds.width - 2), height: max(1, bounds.height - 2))
        if textView.frame != frame { textView.frame = frame }
    }

    override func draw(in context: UIRenderContext) {
        var style = CellStyle(foreground: UIColor.separator.cellColor)
        style.attributes.insert(.dim)
        if textView.isFirstResponder { style = CellStyle() }
        context.drawBox(bounds, style: style)
    }
}
