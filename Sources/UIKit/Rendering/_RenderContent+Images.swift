import Foundation
import UIKitEngine

// Images on a pixel device: a file image as a `RenderImage` placed by the view's content
// mode, an SF Symbol as its vector shape (`_SymbolShapes`) or its stand-in character,
// template images in their tint colour.

extension _RenderContent {
    /// `image` drawn in `box` (bounds coordinates) as `mode` places it; `tint` for a template.
    static func imageItems(_ image: UIImage, in box: CGRect, mode: UIView.ContentMode, tint: UIColor,
                           mapper m: _RenderMapper) -> [RenderItem] {
        let color = m.color(image._tint ?? tint)
        switch image._source {
        case .symbol(let name, let glyph):
            // A symbol keeps its aspect: the largest square that the content mode allows.
            let side = mode == .scaleToFill || mode == .scaleAspectFit || mode == .scaleAspectFill || mode == .redraw
                ? min(box.width, box.height) : min(box.width, box.height, max(image.size.height, 1))
            let square = CGRect(x: box.midX - side / 2, y: box.midY - side / 2, width: side, height: side)
            if let items = _SymbolShapes.items(name, in: m.rect(square), color: color) { return items }
            return [.text(RenderText(string: String(glyph), frame: m.rect(box),
                                     font: RenderFont(pointSize: Double(side) * 0.8 * m.scale), color: color, alignment: .center))]
        case .file(_, let path):
            guard let path, image.size.width > 0, image.size.height > 0 else { return [] }
            let placement = mode.transform(from: image.size, to: box.size)
            let rect = CGRect(origin: .zero, size: image.size).applying(placement).offsetBy(dx: box.minX, dy: box.minY)
            return [.image(RenderImage(path: path, frame: m.rect(rect), tint: image._isTemplate ? color : nil))]
        case .data:
            return []
        }
    }

    static func imageViewItems(_ v: UIImageView, bounds b: CGRect, mapper m: _RenderMapper) -> [RenderItem] {
        guard let image = (v.isHighlighted ? v.highlightedImage : nil) ?? v.image else { return [] }
        return imageItems(image, in: b, mode: v.contentMode, tint: v.tintColor ?? .systemBlue, mapper: m)
    }
}
