import Foundation

/// The object a layer reports to, as Core Animation's `CALayerDelegate`. A view is its
/// layer's delegate (`layer.delegate === view`), as on iOS.
///
/// Source: Apple's Core Animation documentation, "CALayerDelegate".
@preconcurrency @MainActor
public protocol CALayerDelegate: AnyObject {}
