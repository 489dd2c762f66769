import Foundation
import UIKitEngine

/// Errors of `UIApplicationMain` before an application exists.
public struct UIApplicationMainError: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
