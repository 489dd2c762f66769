import Foundation
import UIKitEngine

/// The device metrics a view is laid out with, and the metrics its app's code is written
/// in (docs/DECISIONS.md, "Points on a terminal").
extension UIView {
    /// The application showing this view: its window's, else the one whose code is running
    /// now (a view configured in `viewDidLoad` before it is in a window). Task-scoped, never
    /// a process-wide "last application".
    private var _metricsApplication: UIApplication? { window?._application ?? UIApplication._current }

    /// What the device showing this view is like (its backend's `DeviceMetrics`), or a
    /// character-cell device (the headless default) when no application shows it.
    var layoutMetrics: DeviceMetrics { _metricsApplication?.backend.metrics ?? .characterCells }

    /// `view`'s metrics, else those of the application whose code runs now, else a
    /// character-cell device's.
    static func _metrics(of view: UIView?) -> DeviceMetrics {
        view?.layoutMetrics ?? UIApplication._current?.backend.metrics ?? .characterCells
    }

    /// The metrics the app's literal sizes are written in (`UIApplication.codeMetrics`):
    /// the device's own unless the app declared otherwise.
    var codeMetrics: DeviceMetrics { _metricsApplication?.codeMetrics ?? layoutMetrics }

    /// `value`, a length the app wrote in its code's metrics, in this device's points
    /// (`DeviceMetrics.length(_:from:vertical:)`).
    func _deviceLength(_ value: CGFloat, vertical: Bool, atLeastOnePixel: Bool = false) -> CGFloat {
        let device = layoutMetrics, code = codeMetrics
        return device == code ? value : device.length(value, from: code, vertical: vertical, atLeastOnePixel: atLeastOnePixel)
    }

    /// App-written insets in this device's points.
    func _deviceInsets(_ m: NSDirectionalEdgeInsets) -> NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(top: _deviceLength(m.top, vertical: true), leading: _deviceLength(m.leading, vertical: false),
                                bottom: _deviceLength(m.bottom, vertical: true), trailing: _deviceLength(m.trailing, vertical: false))
    }
}

extension NSDirectionalEdgeInsets {
    /// The device metrics' insets as UIKit's.
    init(_ m: DeviceMetrics.Insets) { self.init(top: m.top, leading: m.leading, bottom: m.bottom, trailing: m.trailing) }
}
