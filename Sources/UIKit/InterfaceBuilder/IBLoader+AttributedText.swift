import Foundation
internal import InterfaceBuilderXML

// `<attributedString key="attributedText">`: the fragments' text with the font and colour
// each names, as the label's, text field's or text view's `attributedText`.

extension IBLoader {
    /// The attributed string `o` writes under `key` (nil when it writes none).
    func attributedText(_ o: IBObject, _ key: String) -> NSAttributedString? {
        guard let e = o.values[key], e.name == "attributedString" else { return nil }
        let out = NSMutableAttributedString(string: "")
        for f in IBAttributedText(e).fragments {
            var attributes: [NSAttributedString.Key: Any] = [:]
            if let fo = f.font { attributes[.font] = font(fo) }
            if let c = f.color { attributes[.foregroundColor] = color(c) }
            out.append(NSAttributedString(string: f.text, attributes: attributes))
        }
        return out
    }
}
