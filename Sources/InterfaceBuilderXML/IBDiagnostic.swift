import Foundation

/// A warning about part of a file that was read but is not (fully) supported: names the
/// element, its path in the document and its line.
public struct IBDiagnostic: Equatable, Sendable, CustomStringConvertible {
    public var line: Int
    public var path: String
    public var message: String

    public init(line: Int, path: String, message: String) {
        self.line = line
        self.path = path
        self.message = message
    }

    /// `FILE:LINE: warning: MESSAGE (at PATH)`, the form compilers use.
    public func formatted(file: String) -> String {
        "\(file):\(line): warning: \(message) (at \(path))"
    }

    public var description: String { "\(line): warning: \(message) (at \(path))" }
}
