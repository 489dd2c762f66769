import CSDL2
import Foundation
import UIKit
import UIKitEngine

/// The pixel backend: UIKit's view tree drawn as iOS draws it, in iOS points, by a software
/// renderer (`SDLRenderer`), either off-screen (tests, `--screenshot`) or in an SDL2 window
/// (`--backend sdl`).
///
/// It is a `RenderTreeBackend`: the application hands it a `RenderTree` per changed frame,
/// never a cell grid. Off-screen it runs on a `ManualClock` and keeps the last frame for
/// `snapshot()`; in a window it runs on the system clock, draws each frame into the
/// window's surface, and is the main loop's wait (`SDLBackend+Run`).
@MainActor
public final class SDLBackend: RenderTreeBackend {
    /// The screen in points (the window's size divided by its scale).
    public private(set) var screenSize: CGSize
    public let clock: UIClock
    public var metrics: DeviceMetrics { Self.metrics(scale: renderer.scale) }
    /// Text measured with the fonts frames are drawn in, at the renderer's scale.
    public var textMeasurer: (any TextMeasurer)? { renderer.measurer }
    public nonisolated let wakeUp: any MainLoopWakeUp
    /// Draws frames; `renderer.scale` is pixels per point.
    public let renderer: SDLRenderer
    /// The last frame presented (nil before the first).
    public private(set) var lastTree: RenderTree?
    /// How many frames have been presented.
    public private(set) var presentCount = 0
    /// The window (`SDL_Window *`), nil off-screen.
    var window: OpaquePointer?
    /// Called with each frame's pixels after a window frame is drawn (tests, `--frames`).
    public var onFrame: ((PixelCanvas) -> Void)?
    /// The SDL event type wake-ups post (window only).
    var wakeEventType: UInt32 = 0
    var descriptorWatcher: DescriptorWatcher?
    /// Whether the primary mouse button is down (a drag moves the touch).
    var mouseDown = false
    /// The wheel's movement not yet delivered (UIKit's wheel units), so a trackpad's small
    /// precise steps add up instead of being rounded away one by one.
    var wheelRemainder = (x: 0.0, y: 0.0)
    /// The window's picture and the frame it shows (damaged regions are redrawn on it).
    var windowCanvas: PixelCanvas?
    var shownTree: RenderTree?
    /// Where SDL was last told the caret is (`placeInputMethod(for:)`).
    var inputMethodRect: SDL_Rect?
    /// The pixel boxes the last window frame redrew (the whole window for the first).
    public internal(set) var lastDamage: [PixelCanvas.Box] = []

    /// iPhone points (`DeviceMetrics.iPhonePoints`: 44-point navigation bar and rows,
    /// 49-point tab bar, 16-point margins, real colours) at `scale` pixels per point.
    public static func metrics(scale: Double) -> DeviceMetrics {
        var m = DeviceMetrics.iPhonePoints
        m.scale = CGFloat(scale)
        return m
    }

    /// The default screen: an iPhone's 390 × 844 points (`DeviceMetrics.iPhoneScreenSize`).
    public nonisolated static let defaultSize = DeviceMetrics.iPhoneScreenSize

    /// An off-screen backend of `size` points drawn at `scale` pixels per point, on
    /// `clock` (default a manual clock a test advances). Throws when a font is missing.
    public init(offscreenSize size: CGSize = SDLBackend.defaultSize, scale: Double = 1, clock: UIClock? = nil) throws {
        screenSize = size
        self.clock = clock ?? ManualClock()
        renderer = SDLRenderer(fonts: try SDLFontSet(), scale: scale)
        wakeUp = SDLWakeUp()
    }

    public func present(_ tree: RenderTree) {
        lastTree = tree
        presentCount += 1
        if window != nil { drawWindow(tree) }
    }

    /// The last frame as pixels (nil before the first frame).
    public func snapshot() -> PixelCanvas? { lastTree.map(renderer.render) }

    /// Changes the screen size (off-screen: as a resized window would); the application
    /// hears it as a `.resize` event.
    func setScreenSize(_ size: CGSize) { screenSize = size }
}

/// Wakes the SDL backend's main loop from any thread: an SDL user event (SDL's event
/// queue is thread-safe) when a window's loop waits on it; off-screen it only counts.
final class SDLWakeUp: MainLoopWakeUp, @unchecked Sendable {
    private let lock = NSLock()
    private var eventType: UInt32?
    private var _count = 0
    var count: Int { lock.withLock { _count } }

    func attach(eventType: UInt32) { lock.withLock { self.eventType = eventType } }

    func wake() {
        let type: UInt32? = lock.withLock { _count += 1; return eventType }
        guard let type else { return }
        var e = SDL_Event()
        e.type = type
        SDL_PushEvent(&e)
    }
}
