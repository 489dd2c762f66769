import Foundation

extension UINavigationController {
    /// What a navigation transition does, as `UINavigationController.Operation` (the
    /// delegate's `animationControllerFor` argument).
    public enum Operation: Int, Sendable {
        case none, push, pop
    }
}
