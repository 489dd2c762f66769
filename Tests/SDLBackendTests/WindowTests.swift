import Foundation
import SDLBackend
import Testing
import TestSupport

/// `uikit-demos --backend sdl` in a real SDL window on a virtual X server (Xvfb, started
/// here): a click sent through the X server (xdotool) reaches UIKit as a touch, and the
/// window then shows another screen (read back from the window's surface, `--frames`).
@Suite struct WindowTests {
    /// A private X server on a display it picks (`-displayfd`), stopped at the end.
    final class VirtualDisplay {
        let process = Process()
        let display: String

        init() throws {
            let xvfb = try TestTools.require("Xvfb", package: "xvfb")
            let out = Pipe()
            process.executableURL = URL(fileURLWithPath: xvfb)
            process.arguments = ["-displayfd", "1", "-screen", "0", "800x1000x24", "-nolisten", "tcp"]
            process.standardOutput = out
            process.standardError = FileHandle.nullDevice
            try process.run()
            var text = ""
            let deadline = Date().addingTimeInterval(20)
            while !text.contains("\n"), Date() < deadline {
                let chunk = out.fileHandleForReading.availableData
                if chunk.isEmpty { break }
                text += String(decoding: chunk, as: UTF8.self)
            }
            guard let n = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
                process.terminate()
                throw TestTools.Missing("Xvfb did not report a display (got \"\(text)\")")
            }
            display = ":\(n)"
        }

        /// Stops the server (SIGKILL: it may wait for its clients on SIGTERM).
        func stop() {
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
        }

        deinit { stop() }
    }

    static func run(_ tool: String, _ arguments: [String], display: String) throws -> (status: Int32, output: String) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: tool)
        p.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = display
        p.environment = env
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        try p.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// Starts `tool` with `arguments` in a window on `display` (SDL's X11 driver), its
    /// output discarded.
    static func launch(_ tool: String, _ arguments: [String], display: String) throws -> Process {
        let app = Process()
        app.executableURL = URL(fileURLWithPath: tool)
        app.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = display
        env["SDL_VIDEODRIVER"] = "x11"
        app.environment = env
        app.standardOutput = FileHandle.nullDevice
        app.standardError = FileHandle.nullDevice
        try app.run()
        return app
    }

    /// Kills `app` if it still runs, waits for it, then stops the X server.
    static func stop(_ app: Process, _ display: VirtualDisplay) {
        if app.isRunning { kill(app.processIdentifier, SIGKILL) }
        app.waitUntilExit()
        display.stop()
    }

    /// The folder a program run with `--frames` writes each shown frame into:
    /// `frame-N.txt` (an outline: one line per text run, ending "x,y WxH SIZEpt") and
    /// `frame-N.png`, numbered from 1.
    struct FrameFolder {
        let url: URL

        /// Frame `n`'s outline, nil until it is written.
        func outline(_ n: Int) -> String? {
            try? String(contentsOf: url.appendingPathComponent("frame-\(n).txt"), encoding: .utf8)
        }
        /// How many frames have been written.
        var count: Int {
            ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).filter { $0.hasSuffix(".txt") }.count
        }
        /// Frame `n`'s pixels.
        func image(_ n: Int) throws -> PixelCanvas {
            try PNGFile.read(url.appendingPathComponent("frame-\(n).png").path)
        }
    }

    /// A point inside the first text run of `outline` whose line contains `fragment`
    /// (`text "Search"`): the middle of its first 40 points across, half way down.
    static func centre(ofRun fragment: String, in outline: String) -> (x: Int, y: Int)? {
        guard let line = outline.split(separator: "\n").first(where: { $0.contains(fragment) }) else { return nil }
        let geometry = line.split(separator: " ").suffix(3)   // "x,y" "WxH" "17.0pt"
        let origin = geometry.first!.split(separator: ",").compactMap { Double($0) }
        let size = geometry.dropFirst().first!.split(separator: "x").compactMap { Double($0) }
        guard origin.count == 2, size.count == 2 else { return nil }
        return (Int(origin[0] + min(size[0], 40) / 2), Int(origin[1] + size[1] / 2))
    }

    /// Waits up to `seconds` for `condition`, polling.
    static func wait(_ seconds: TimeInterval, for condition: () -> Bool) -> Bool {
        let end = Date().addingTimeInterval(seconds)
        while Date() < end {
            if condition() { return true }
            usleep(50_000)
        }
        return condition()
    }

    @Test(.timeLimit(.minutes(2)))
    func aClickInTheWindowChangesTheScreen() throws {
        let xdotool = try TestTools.require("xdotool", package: "xdotool")
        let demos = try #require(TestTools.product("uikit-demos"), "uikit-demos is built by swift build --build-tests")
        let x = try VirtualDisplay()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sdl-frames-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: folder) }
        let frames = FrameFolder(url: folder)

        let app = try Self.launch(demos, ["--backend", "sdl", "--size", "390x844", "--frames", folder.path], display: x.display)
        defer { Self.stop(app, x) }

        #expect(Self.wait(30) { frames.count >= 1 && frames.outline(1) != nil }, "the window shows the demo menu")
        // The menu once the screen is still (under load the first frames can come before
        // the launch has settled): the last frame after a second without a new one.
        var count = frames.count
        while Self.wait(1, for: { frames.count > count }) { count = frames.count }
        let first = try #require(frames.outline(count))
        // The menu row of the navigation demo: click the middle of its text run.
        let (px, py) = try #require(Self.centre(ofRun: "text \"navigation", in: first))

        let search = try Self.run(xdotool, ["search", "--sync", "--name", "uikit-demos"], display: x.display)
        let window = try #require(search.output.split(separator: "\n").first.map(String.init), "the window is on the X server")
        let before = frames.count
        _ = try Self.run(xdotool, ["mousemove", "--window", window, String(px), String(py), "click", "1"], display: x.display)

        #expect(Self.wait(30) { (before + 1...before + 50).contains { n in frames.outline(n)?.contains("\"Friends\"") == true } },
                "the click pushed the navigation demo (its title Friends is on screen)")
        let n = try #require((1...frames.count).last { frames.outline($0)?.contains("\"Friends\"") == true })
        let menuPixels = try frames.image(1)
        let friendsPixels = try frames.image(n)
        #expect(menuPixels.width == 390 && menuPixels.height == 844, "the window is 390 × 844 points at 1x")
        let changed = zip(menuPixels.pixels, friendsPixels.pixels).filter { $0 != $1 }.count
        #expect(changed > 1000, "the window's pixels changed (\(changed) pixels)")

        // Ctrl-C typed into the window (under the pointer: the X server's focus follows it)
        // ends the program, as on the terminal.
        _ = try Self.run(xdotool, ["key", "ctrl+c"], display: x.display)
        #expect(Self.wait(20) { !app.isRunning }, "Ctrl-C quits")
        #expect(!app.isRunning && app.terminationStatus == 0, "a normal exit")
    }

    /// The wheel (X buttons 4 and 5, as a mouse's wheel sends them) scrolls the list under
    /// the pointer: three notches down move the rows up by about 40 points a notch, and
    /// the window's picture (read back from its surface) changes with them.
    @Test(.timeLimit(.minutes(2)))
    func theWheelScrollsTheListUnderThePointer() throws {
        let xdotool = try TestTools.require("xdotool", package: "xdotool")
        let demos = try #require(TestTools.product("uikit-demos"), "uikit-demos is built by swift build --build-tests")
        let x = try VirtualDisplay()
        let frames = FileManager.default.temporaryDirectory.appendingPathComponent("sdl-wheel-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: frames) }
        let app = try Self.launch(demos, ["--backend", "sdl", "--size", "390x844", "--frames", frames.path, "cells-owned"], display: x.display)
        defer {
            if app.isRunning { kill(app.processIdentifier, SIGKILL) }
            app.waitUntilExit()
            x.stop()
        }
        func outline(_ n: Int) -> String? { try? String(contentsOf: frames.appendingPathComponent("frame-\(n).txt"), encoding: .utf8) }
        func frameCount() -> Int {
            ((try? FileManager.default.contentsOfDirectory(atPath: frames.path)) ?? []).filter { $0.hasSuffix(".txt") }.count
        }
        /// The top of row `name`'s text in frame `n` (points).
        func top(of name: String, in n: Int) -> Double? {
            guard let line = outline(n)?.split(separator: "\n").first(where: { $0.contains("text \"\(name) ") }) else { return nil }
            let origin = line.split(separator: " ").suffix(3).first!.split(separator: ",").compactMap { Double($0) }
            return origin.count == 2 ? origin[1] : nil
        }
        #expect(Self.wait(30) { frameCount() >= 1 && top(of: "Row 5", in: frameCount()) != nil }, "the list is shown")
        var count = frameCount()
        while Self.wait(1, for: { frameCount() > count }) { count = frameCount() }
        let before = try #require(top(of: "Row 5", in: count))
        let search = try Self.run(xdotool, ["search", "--sync", "--name", "uikit-demos"], display: x.display)
        let window = try #require(search.output.split(separator: "\n").first.map(String.init), "the window is on the X server")
        _ = try Self.run(xdotool, ["mousemove", "--window", window, "195", "400", "click", "--repeat", "3", "--delay", "50", "5"], display: x.display)
        #expect(Self.wait(30) { top(of: "Row 5", in: frameCount()).map { before - $0 > 100 } == true }, "three notches scroll the rows up")
        while Self.wait(1, for: { frameCount() > count }) { count = frameCount() }
        let after = try #require(top(of: "Row 5", in: count))
        // A notch is three body lines (17-pt text on 20.29-pt lines, 17 × 2444 / 2048), so
        // three notches move the rows 9 lines, to the device's grid.
        #expect(abs((before - after) - 9 * 17 * 2444 / 2048) <= 1, "three body lines a notch: \(before) → \(after)")
        let first = try PNGFile.read(frames.appendingPathComponent("frame-1.png").path)
        let last = try PNGFile.read(frames.appendingPathComponent("frame-\(count).png").path)
        #expect(zip(first.pixels, last.pixels).filter { $0 != $1 }.count > 1000, "the window's pixels moved")
        _ = try Self.run(xdotool, ["key", "ctrl+c"], display: x.display)
        #expect(Self.wait(20) { !app.isRunning }, "Ctrl-C quits")
    }
}
