import Foundation

/// A sheet presentation controller's delegate, as `UISheetPresentationControllerDelegate`:
/// the adaptive delegate's methods, and the user moving the sheet to another detent.
/// Source: https://developer.apple.com/documentation/uikit/uisheetpresentationcontrollerdelegate
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// The user dragged the sheet to another detent (not sent for the app's own changes
    /// of `selectedDetentIdentifier`).
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {}
}
