/// An image placeholder: terminals have no images, so only the name is kept.
public struct UIImage: Hashable, Sendable {
    public let name: String
    public init?(named name: String) { self.name = name }
    public init(systemName: String) { self.name = systemName }
}
