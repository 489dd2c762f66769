import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// An XML element of a WebDAV answer: namespace URI, local name, children and text,
/// read with Foundation's `XMLParser` (namespaces processed, so `D:href` and
/// `href xmlns="DAV:"` are the same element).
public struct DAVElement: Sendable {
    public static let dav = "DAV:"
    public static let cardDAV = "urn:ietf:params:xml:ns:carddav"

    public var namespace: String
    public var name: String
    public var children: [DAVElement] = []
    public var text: String = ""

    /// The first child `name` in `namespace`.
    public func child(_ name: String, _ namespace: String = DAVElement.dav) -> DAVElement? {
        children.first { $0.name == name && $0.namespace == namespace }
    }

    /// Every child `name` in `namespace`.
    public func all(_ name: String, _ namespace: String = DAVElement.dav) -> [DAVElement] {
        children.filter { $0.name == name && $0.namespace == namespace }
    }

    /// The text, trimmed.
    public var value: String { text.trimmingCharacters(in: .whitespacesAndNewlines) }

    /// Parses `data` as one XML document.
    /// - Throws: ``SyncError/badResponse(path:detail:)`` naming the parser's error.
    public static func parse(_ data: Data, path: String) throws -> DAVElement {
        let builder = Builder()
        let parser = XMLParser(data: data)
        parser.shouldProcessNamespaces = true
        parser.delegate = builder
        guard parser.parse(), let root = builder.root else {
            let detail = parser.parserError.map { "not XML (\($0.localizedDescription))" } ?? "an empty XML document"
            throw SyncError.badResponse(path: path, detail: detail)
        }
        return root
    }

    private final class Builder: NSObject, XMLParserDelegate {
        var stack: [DAVElement] = []
        var root: DAVElement?

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
            stack.append(DAVElement(namespace: namespaceURI ?? "", name: elementName))
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            guard !stack.isEmpty else { return }
            stack[stack.count - 1].text += string
        }

        func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
            guard !stack.isEmpty else { return }
            stack[stack.count - 1].text += String(decoding: CDATABlock, as: UTF8.self)
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
            guard let element = stack.popLast() else { return }
            if stack.isEmpty { root = element } else { stack[stack.count - 1].children.append(element) }
        }
    }
}
