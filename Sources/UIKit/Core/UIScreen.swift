import Foundation

/// The screen, as `UIScreen`: its bounds are the backend's size in points.
@preconcurrency @MainActor
public final class UIScreen {
    unowned let application: UIApplication
    init(application: UIApplication) { self.application = application }
    public var bounds: CGRect { CGRect(origin: .zero, size: application.backend.screenSize) }
    public var scale: CGFloat { 1 }
    /// The screen of the current application (façade; see `UIApplication.shared`).
    public static var main: UIScreen { UIApplication.shared.screen }
}
