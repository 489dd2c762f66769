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
        try checkStartsLikeXML(data, file: file)
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

    /// Throws `IBReadError.notXML` when the first character after a UTF-8 byte-order mark
    /// and white space is not `<` (an XML document starts with a declaration, a comment or
    /// its root element: XML 1.0, section 2.8), saying where that character is and what it
    /// looks like, without echoing the file's bytes. UTF-16 files (their BOM) are left to
    /// the parser.
    static func checkStartsLikeXML(_ data: Data, file: String) throws {
        let bytes = [UInt8](data.prefix(4096))
        if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) { return }
        var i = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var line = 1, column = 1
        while i < bytes.count, [0x20, 0x09, 0x0D, 0x0A].contains(bytes[i]) {
            if bytes[i] == 0x0A { line += 1; column = 1 } else if bytes[i] != 0x0D { column += 1 }
            i += 1
        }
        guard i < bytes.count else {
            if data.count <= bytes.count {
                throw IBReadError.notXML(file: file, line: line, column: column, reason: data.isEmpty ? "the file is empty" : "the file holds only white space")
            }
            return
        }
        guard bytes[i] != UInt8(ascii: "<") else { return }
        let found: String
        if bytes[i...].starts(with: Array("bplist".utf8)) {
            found = "it is a binary property list (a compiled nib or plist), and an Interface Builder document starts with '<'"
        } else if bytes[i] < 0x20 || bytes[i] == 0x7F {
            found = "it starts with the control byte 0x\(String(bytes[i], radix: 16, uppercase: true)) (binary data?), and XML starts with '<'"
        } else if bytes[i] >= 0x80 {
            found = "it starts with a non-ASCII character, and XML starts with '<'"
        } else {
            found = "it starts with the text character '\(Character(Unicode.Scalar(bytes[i])))', and XML starts with '<'"
        }
        throw IBReadError.notXML(file: file, line: line, column: column, reason: found)
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
