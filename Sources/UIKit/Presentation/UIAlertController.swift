import Foundation

/// An alert or action sheet, as `UIAlertController`. (Being completed.)
@MainActor
open class UIAlertController: UIViewController {
    func _popoverRefusal(in app: UIApplication) -> String? { nil }
}
