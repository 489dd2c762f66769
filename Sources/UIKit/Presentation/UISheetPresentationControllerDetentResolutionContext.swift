import Foundation

/// The context a custom detent's resolver gets, as
/// `UISheetPresentationControllerDetentResolutionContext`.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDetentResolutionContext {
    /// The traits of the sheet's container.
    var containerTraitCollection: UITraitCollection { get }
    /// The largest height a detent may have (the large detent's), in points (rows).
    var maximumDetentValue: CGFloat { get }
}

@MainActor
struct _DetentContext: UISheetPresentationControllerDetentResolutionContext {
    let containerTraitCollection: UITraitCollection
    let maximumDetentValue: CGFloat
}
