import Foundation

/// `<userDefinedRuntimeAttribute type= keyPath= value=/>` (or a nested value element).
public struct IBRuntimeAttribute: Equatable, Sendable {
    public enum Value: Equatable, Sendable {
        case boolean(Bool), number(Double), string(String), localizedString(String)
        case color(IBColor), rect(IBRect), point(Double, Double), size(Double, Double), range(Int, Int)
        case image(String), nilValue
    }
    public var keyPath: String
    public var type: String
    public var value: Value
    public var line: Int
}
