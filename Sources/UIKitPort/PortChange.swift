import Foundation

/// One edit `uikit-port` made (or would make), reported as `FILE:LINE: what`.
public struct PortChange: Equatable, Sendable, CustomStringConvertible {
    /// The file's path as the port was given it (folder + relative path).
    public var file: String
    /// 1-based line of the edit in the original file (the generated file: 1).
    public var line: Int
    /// What changed, e.g. `@objc removed`, `#selector(tapped) -> Selector(ViewController.tapped, name: "tapped")`.
    public var message: String

    public init(file: String, line: Int, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    public var description: String { "\(file):\(line): \(message)" }
}
