import Foundation

/// An attributed string as Interface Builder writes it (`<attributedString key=…>` with
/// `<fragment content=…>` or `<fragment><string key="content">…</string>`, each with its
/// `<attributes>`: `<font key="NSFont" size= name=|metaFont=>`, `<color key="NSColor" …>`).
public struct IBAttributedText: Equatable, Sendable {
    /// One run of text with the attributes it names (nil: none written).
    public struct Fragment: Equatable, Sendable {
        public var text: String
        public var font: IBFont?
        public var color: IBColor?
    }

    public var fragments: [Fragment]

    /// The text of every fragment, in order.
    public var string: String { fragments.map(\.text).joined() }

    /// Reads an `<attributedString>` element.
    public init(_ e: IBElement) {
        fragments = e.children.filter { $0.name == "fragment" }.map { f in
            let text = f["content"] ?? f.child("string", key: "content")?.text ?? ""
            let attributes = f.child("attributes")
            var font: IBFont?
            if let fe = attributes?.child("font", key: "NSFont") {
                let meta = fe["metaFont"]
                let type: String? = switch meta {
                case "boldSystem", "systemBold": "boldSystem"
                case "system", "message", "menu", "label", "controlContent", "toolTip": "system"
                default: fe["name"] == nil ? "system" : nil
                }
                font = IBFont(type: type, pointSize: fe["size"].flatMap(Double.init) ?? fe["pointSize"].flatMap(Double.init),
                              style: nil, name: fe["name"], family: fe["family"], weight: nil)
            }
            let color = attributes?.child("color", key: "NSColor").flatMap(IBObjectDecoder.parsedColor)
            return Fragment(text: text, font: font, color: color)
        }
    }
}
