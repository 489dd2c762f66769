import Foundation

/// One `<state key="normal|highlighted|selected|disabled" title=… image=…>` of a button.
public struct IBButtonState: Equatable, Sendable {
    public var key: String
    public var title: String?
    public var image: String?
    /// Where `image` comes from: `"system"` for an SF Symbol (`catalog="system"`), else nil.
    public var imageCatalog: String? = nil
    public var backgroundImage: String?
    public var titleColor: IBColor?
    public var titleShadowColor: IBColor?
    public var line: Int
}
