import Foundation
import UIKitEngine

/// A font stand-in: a terminal has one face, so only weight survives (bold).
public struct UIFont: Hashable, Sendable {
    public enum Weight: Hashable, Sendable { case regular, bold }
    public var pointSize: CGFloat
    public var weight: Weight
    public init(pointSize: CGFloat = 17, weight: Weight = .regular) { self.pointSize = pointSize; self.weight = weight }
    public static func systemFont(ofSize size: CGFloat) -> UIFont { UIFont(pointSize: size) }
    public static func boldSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(pointSize: size, weight: .bold) }
}
