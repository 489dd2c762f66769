import Foundation

/// One edit `uikit-port` made (or would make), reported as `FILE:LINE: what`. Only the
/// port makes them (with the memberwise initialiser); callers read them.
public struct PortChange: Equatable, Sendable, CustomStringConvertible {
    /// The file's path as the port was given it (folder + relative path).
    public var file: String
    /// 1-based line of the edit in the original file (the generated file: 1).
    public var line: Int
    /// What changed, e.g. `@objc removed`, `#selector(tapped) -> Selector(ViewController.tapped, name: "tapped")`.
    public var message: String

    public var description: String { "\(file):\(line): \(message)" }
}
