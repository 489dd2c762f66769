import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// One XML element of an Interface Builder file, as read: name, attributes, children and
/// the line it starts on (1-based). The document model (`IBDocument`, `IBObject`) is built
/// from this tree.
public struct IBElement: Sendable {
    public var name: String
    public var attributes: [String: String]
    public var children: [IBElement]
    /// Character data directly inside the element (e.g. `<string key="text">…</string>`).
    public var text: String
    public var line: Int

    public init(name: String, attributes: [String: String] = [:], children: [IBElement] = [], text: String = "", line: Int = 0) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.text = text
        self.line = line
    }

    public subscript(attribute: String) -> String? { attributes[attribute] }

    /// The first child named `name` (and with `key`, when given).
    public func child(_ name: String, key: String? = nil) -> IBElement? {
        children.first { $0.name == name && (key == nil || $0.attributes["key"] == key) }
    }

    /// Parses `data` with Foundation's `XMLParser`. Throws `IBReadError.malformed` with the
    /// parser's line and reason when the XML is not well formed.
    public static func parse(_ data: Data, file: String) throws -> IBElement {
        let delegate = TreeBuilder()
        let parser = XMLParser(data: data)
        parser.delegate = delegate
        parser.shouldProcessNamespaces = false
        parser.shouldResolveExternalEntities = false
        delegate.parser = parser
        if !parser.parse() || delegate.root == nil {
            let line = delegate.errorLine ?? parser.lineNumber
            let reason = delegate.errorReason ?? parser.parserError.map { describe($0) } ?? "the file is empty or not XML"
            throw IBReadError.malformed(file: file, line: max(1, line), reason: reason)
        }
        return delegate.root!
    }

    private static func describe(_ error: Error) -> String {
        let ns = error as NSError
        if let code = XMLParser.ErrorCode(rawValue: ns.code) { return "\(explain(code)) (XMLParser error \(code.rawValue))" }
        return ns.localizedDescription
    }

    static func explain(_ code: XMLParser.ErrorCode) -> String {
        switch code {
        case .prematureDocumentEndError: return "the document ends before its last element is closed"
        case .tagNameMismatchError: return "a closing tag does not match the element it closes"
        case .documentStartError: return "no XML document found"
        case .emptyDocumentError: return "the document is empty"
        case .ltRequiredError, .gtRequiredError: return "a tag is not closed"
        case .attributeNotFinishedError, .attributeNotStartedError, .attributeRedefinedError:
            return "an attribute is malformed"
        case .entityRefLoopError, .undeclaredEntityError, .unparsedEntityError, .entityReferenceMissingSemiError:
            return "an entity reference is malformed"
        case .invalidCharacterError, .invalidCharacterRefError: return "an invalid character"
        case .extraContentError: return "content after the root element"
        default: return "not well-formed XML"
        }
    }
}

/// Builds the element tree from XMLParser callbacks.
private final class TreeBuilder: NSObject, XMLParserDelegate {
    weak var parser: XMLParser?
    var stack: [IBElement] = []
    var root: IBElement?
    var errorLine: Int?
    var errorReason: String?

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        stack.append(IBElement(name: elementName, attributes: attributeDict, line: parser.lineNumber))
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        guard let done = stack.popLast() else { return }
        if stack.isEmpty { root = done } else { stack[stack.count - 1].children.append(done) }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard !stack.isEmpty else { return }
        stack[stack.count - 1].text += string
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        if errorLine == nil {
            errorLine = parser.lineNumber
            let ns = parseError as NSError
            if let code = XMLParser.ErrorCode(rawValue: ns.code) {
                errorReason = "\(IBElement.explain(code)) (XMLParser error \(code.rawValue))"
            } else {
                errorReason = ns.localizedDescription
            }
        }
    }
}
