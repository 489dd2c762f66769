import Foundation

/// `<accessibility key="accessibilityConfiguration" label= hint= identifier=>` and its traits.
public struct IBAccessibility: Equatable, Sendable {
    public var isElement: Bool?
    public var label: String?
    public var hint: String?
    public var identifier: String?
    public var traits: [String]
    public init(isElement: Bool? = nil, label: String? = nil, hint: String? = nil, identifier: String? = nil, traits: [String] = []) {
        self.isElement = isElement; self.label = label; self.hint = hint; self.identifier = identifier; self.traits = traits
    }
}
