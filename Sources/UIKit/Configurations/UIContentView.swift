import Foundation

/// A view that shows a content configuration, as `UIContentView` (iOS 14).
///
/// Source: Apple's UIContentView documentation (`supports(_:)` is iOS 16; its default is
/// true, as the protocol extension's).
@preconcurrency @MainActor
public protocol UIContentView: AnyObject {
    /// The configuration shown; setting it updates the view.
    var configuration: any UIContentConfiguration { get set }
    /// Whether the view can show `configuration` (else the cell makes a new view).
    func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
    public func supports(_ configuration: any UIContentConfiguration) -> Bool { true }
}
