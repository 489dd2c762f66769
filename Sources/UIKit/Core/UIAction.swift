import Foundation
import UIKitEngine

/// A menu element that performs its action in a closure, as `UIAction`.
@preconcurrency @MainActor
public final class UIAction {
    public struct Identifier: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }
    public var title: String
    public var identifier: Identifier
    public let handler: (UIAction) -> Void
    /// The object that sent the action while the handler runs (a control, a bar item).
    public internal(set) var sender: Any?

    public init(title: String = "", identifier: Identifier? = nil, handler: @escaping (UIAction) -> Void) {
        self.title = title
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.handler = handler
    }

    func perform(sender: Any?) {
        self.sender = sender
        handler(self)
        self.sender = nil
    }
}
