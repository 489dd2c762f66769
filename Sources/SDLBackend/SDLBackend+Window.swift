import CSDL2
import Foundation
import UIKit
import UIKitEngine

// A real window: opening it, drawing frames into its surface, and the main loop's wait
// (SDL events, wake-ups and the main dispatch queue's descriptor) turned into BackendEvents.

extension SDLBackend {
    public struct OpenError: Error, CustomStringConvertible {
        public let description: String
    }

    /// Opens a window of `size` points at `scale` pixels per point titled `title`, on the
    /// system clock. Throws when SDL has no video device (no `DISPLAY`) or a font is missing.
    public static func openWindow(size: CGSize = defaultSize, scale: Double = 1, title: String) throws -> SDLBackend {
        // Without a display SDL falls back to a video driver that shows nothing, and the app
        // would run unseen: refuse, unless a driver was chosen on purpose (SDL_VIDEODRIVER).
        let env = ProcessInfo.processInfo.environment
        if env["SDL_VIDEODRIVER"] == nil, (env["DISPLAY"] ?? "").isEmpty, (env["WAYLAND_DISPLAY"] ?? "").isEmpty {
            throw OpenError(description: "cannot open a window: no display (DISPLAY is not set); run it under X or Xvfb, or write a PNG with --screenshot FILE.png")
        }
        let backend = try SDLBackend(offscreenSize: size, scale: scale, clock: SystemClock())
        guard SDL_Init(UInt32(SDL_INIT_VIDEO | SDL_INIT_EVENTS)) == 0 else {
            throw OpenError(description: "cannot open a window: \(String(cString: SDL_GetError()))")
        }
        let (w, h) = backend.renderer.pixelSize(of: size)
        let pos = Int32(csdl_windowpos_undefined())
        guard let window = SDL_CreateWindow(title, pos, pos, Int32(w), Int32(h), SDL_WINDOW_RESIZABLE.rawValue) else {
            let reason = String(cString: SDL_GetError())
            SDL_Quit()
            throw OpenError(description: "cannot open a window: \(reason)")
        }
        backend.window = window
        let type = SDL_RegisterEvents(1)
        (backend.wakeUp as? SDLWakeUp)?.attach(eventType: type)
        backend.wakeEventType = type
        SDL_StartTextInput()
        return backend
    }

    /// Closes the window and SDL's video.
    public func close() {
        guard let window else { return }
        SDL_StopTextInput()
        SDL_DestroyWindow(window)
        self.window = nil
        SDL_Quit()
    }

    /// Draws a frame into the window: the whole picture for the first frame or after a
    /// resize, else only the regions that differ from the frame shown before
    /// (`SDLRenderer.update(_:from:to:)`: a scrolled view's pixels moved, the rest from
    /// `RenderTree.damage(since:)`), and tells SDL to update just those rectangles.
    func drawWindow(_ tree: RenderTree) {
        guard let window, let surface = SDL_GetWindowSurface(window) else { return }
        let (pw, ph) = renderer.pixelSize(of: tree.size)
        var boxes: [PixelCanvas.Box]
        if var canvas = windowCanvas, canvas.width == pw, canvas.height == ph, let shown = shownTree {
            boxes = renderer.update(&canvas, from: shown, to: tree)
            windowCanvas = canvas
        } else {
            let canvas = renderer.render(tree)
            windowCanvas = canvas
            boxes = [canvas.bounds]
        }
        shownTree = tree
        lastDamage = boxes
        placeInputMethod(for: tree)
        guard !boxes.isEmpty, var canvas = windowCanvas else { return }
        let (w, h) = (canvas.width, canvas.height)
        var rects = boxes.map { SDL_Rect(x: Int32($0.x0), y: Int32($0.y0), w: Int32($0.x1 - $0.x0), h: Int32($0.y1 - $0.y0)) }
        canvas.pixels.withUnsafeMutableBytes { buf in
            guard let src = SDL_CreateRGBSurfaceWithFormatFrom(buf.baseAddress, Int32(w), Int32(h), 32, Int32(w * 4),
                                                               SDL_PIXELFORMAT_ARGB8888.rawValue) else { return }
            SDL_SetSurfaceBlendMode(src, SDL_BLENDMODE_NONE)
            for i in rects.indices {
                var dst = rects[i]
                _ = csdl_blit(src, &rects[i], surface, &dst)
            }
            SDL_FreeSurface(src)
        }
        SDL_UpdateWindowSurfaceRects(window, rects, Int32(rects.count))
        onFrame?(canvas)
    }

    /// Tells SDL where the caret is (`SDL_SetTextInputRect`, window pixels, which the
    /// window's size makes the canvas's) so an input method opens its candidate window
    /// under it, as iOS's keyboard candidates follow the caret; only when it moved.
    func placeInputMethod(for tree: RenderTree) {
        guard let caret = renderer.caretRect(in: tree) else { return }
        var rect = SDL_Rect(x: Int32(caret.minX.rounded()), y: Int32(caret.minY.rounded()),
                            w: Int32(max(1, caret.width.rounded())), h: Int32(max(1, caret.height.rounded())))
        if let last = inputMethodRect, last.x == rect.x, last.y == rect.y, last.w == rect.w, last.h == rect.h { return }
        inputMethodRect = rect
        SDL_SetTextInputRect(&rect)
    }

    /// Writes every frame the window shows from now on as `directory`/frame-N.png (read
    /// back from the window's surface) and frame-N.txt (the render tree's outline), N from 1.
    /// Throws when the directory cannot be made.
    public func recordFrames(to directory: String) throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        var n = 0
        onFrame = { [weak self] _ in
            guard let self, let shown = self.windowPixels(), let tree = self.lastTree else { return }
            n += 1
            let base = (directory as NSString).appendingPathComponent("frame-\(n)")
            // The picture first, the outline last (both whole files, renamed into place): a
            // reader that sees frame-N.txt finds frame-N.png complete.
            try? PNGFile.write(shown, to: base + ".png")
            try? Data(tree.outline.utf8).write(to: URL(fileURLWithPath: base + ".txt"), options: .atomic)
        }
    }

    /// What the window's surface holds now, as a canvas.
    func windowPixels() -> PixelCanvas? {
        guard let window, let surface = SDL_GetWindowSurface(window),
              let argb = SDL_ConvertSurfaceFormat(surface, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else { return nil }
        defer { SDL_FreeSurface(argb) }
        let s = argb.pointee
        var canvas = PixelCanvas(width: Int(s.w), height: Int(s.h))
        guard let px = s.pixels else { return nil }
        for y in 0..<canvas.height {
            let row = (px + y * Int(s.pitch)).assumingMemoryBound(to: UInt32.self)
            for x in 0..<canvas.width { canvas.pixels[y * canvas.width + x] = row[x] | 0xFF00_0000 }
        }
        return canvas
    }
}

extension SDLBackend: MainLoopEventSource {
    /// Waits for SDL events (input, window changes, a wake-up's user event) up to `timeout`
    /// seconds (nil: indefinitely, so an idle window costs no CPU); `descriptor` (the main
    /// queue's) is watched by a helper thread that posts a wake-up when it becomes readable.
    public func waitForEvents(timeout: TimeInterval?, alsoWakingOn descriptor: Int32?) -> [BackendEvent] {
        if let descriptor { watcher(for: descriptor).arm() }
        var e = SDL_Event()
        let got: Int32
        if let timeout {
            got = SDL_WaitEventTimeout(&e, Int32(max(0, min(timeout, 3600)) * 1000))
        } else {
            got = SDL_WaitEvent(&e)
        }
        var events: [BackendEvent] = []
        if got != 0 { events += translate(e) }
        while SDL_PollEvent(&e) != 0 { events += translate(e) }
        return events
    }

    private func watcher(for descriptor: Int32) -> DescriptorWatcher {
        if let w = descriptorWatcher, w.descriptor == descriptor { return w }
        let w = DescriptorWatcher(descriptor: descriptor, wakeUp: wakeUp)
        descriptorWatcher = w
        return w
    }
}

/// Watches a descriptor on its own thread and wakes the loop when it is readable; after
/// each wake it waits to be armed again (by the next wait), as the loop drains the queue
/// in between.
final class DescriptorWatcher: @unchecked Sendable {
    let descriptor: Int32
    private let armed = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var isArmed = false

    init(descriptor: Int32, wakeUp: any MainLoopWakeUp) {
        self.descriptor = descriptor
        let thread = Thread { [armed, descriptor, self] in
            while true {
                armed.wait()
                var p = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                while poll(&p, 1, -1) < 0 && errno == EINTR {}
                self.lock.withLock { self.isArmed = false }
                wakeUp.wake()
            }
        }
        thread.name = "SDLBackend main-queue watcher"
        thread.start()
    }

    /// Lets the thread watch once more (no effect while it already watches).
    func arm() {
        lock.withLock {
            if isArmed { return }
            isArmed = true
        }
        armed.signal()
    }
}
