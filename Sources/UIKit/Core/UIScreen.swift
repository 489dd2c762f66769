import Foundation

/// The screen, as `UIScreen`: its bounds are the backend's size in points.
@preconcurrency @MainActor
public final class UIScreen {
    unowned let application: UIApplication
    init(application: UIApplication) { self.application = application }
    public var bounds: CGRect { CGRect(origin: .zero, size: application.backend.screenSize) }
    /// Pixels per point of the screen, as `scale`: the device's (`DeviceMetrics.scale`) —
    /// 1 on a terminal, the window's scale on the pixel backend (`--scale`, 1, 2 or
    /// fractional).
    public var scale: CGFloat { application.backend.metrics.scale }
    /// The scale of the physical screen, as `nativeScale`: the same as `scale` here.
    public var nativeScale: CGFloat { scale }
    /// The screen's rectangle in pixels, as `nativeBounds`.
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: (bounds.width * scale).rounded(), height: (bounds.height * scale).rounded())
    }
    /// The screen of the current application (façade; see `UIApplication.shared`).
    public static var main: UIScreen { UIApplication.shared.screen }
}
