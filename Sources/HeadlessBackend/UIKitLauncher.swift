import Foundation
import UIKit
import UIKitEngine

/// The headless backend as `UIApplicationMain` runs it (`--backend headless` or
/// `UIKIT_BACKEND=headless`; the default when standard input or output is not a terminal).
///
/// The device is `--device NAME` or `UIKIT_DEVICE=NAME`: `cells` (the default: a
/// terminal's character cells, `DeviceMetrics.characterCells`) or `iphone` (an iPhone's
/// points, `DeviceMetrics.iPhonePoints`, on a 390x844 screen). The screen is
/// `--screen-size WxH` or `UIKIT_SCREEN_SIZE=WxH` points (default 80x24 cells, or the
/// iPhone's 390x844), one grid cell per point, on a manual clock. After the launch settles (animations and timers done), commands are read
/// from standard input, one per line:
///
///     key NAME        enter, escape, tab, backtab, space, backspace, up, down, left, right,
///                     home, end, pageup, pagedown
///     type TEXT       types TEXT a character at a time
///     click X Y       clicks the cell at column X, row Y
///     click-text T    clicks the first cell showing T
///     double-click X Y  two clicks at X Y, 0.1 s apart on the clock (a double tap)
///     down X Y        presses the mouse button at X Y (a touch begins)
///     move X Y        moves the pointer with the button held (the touch moves)
///     up X Y          releases the button at X Y (the touch ends)
///     drag X1 Y1 X2 Y2  press, four moves along the line, release, over 0.2 s
///     advance S       moves the clock S seconds and runs what became due
///     wait-for TEXT   runs the main loop in real time until the screen shows TEXT (Foundation's
///                     timers and `asyncAfter` run on the system clock; at most 30 s, else an
///                     error); the manual clock moves with the time that passes
///     resize W H      resizes the screen
///     screen          prints the screen
///     quit            terminates the app (as end of input does)
///
/// Between commands the main loop's Foundation run loop turns until the main dispatch queue
/// is empty (`DispatchQueue.main`, `OperationQueue.main`, main-actor tasks), then the launch
/// settles. Each printed screen is a header line `--- screen WxH ---` followed by its H rows
/// (trailing blanks trimmed). At end of input the final screen is printed and the
/// application terminates (its delegates hear the quit sequence). A bad command is
/// reported on standard error as `headless: line N: …` and ends the run with status 2.
public enum UIKitLauncher: UIBackendLauncher {
    public static var backendName: String { "headless" }
    public static var isDefaultHere: Bool { false }

    public static func run(arguments: [String], environment: [String: String],
                           launch: @MainActor (UIBackend) -> UIApplication) throws -> Int32 {
        let metrics = try device(arguments: arguments, environment: environment)
        let standard = metrics == .iPhonePoints ? DeviceMetrics.iPhoneScreenSize : CGSize(width: 80, height: 24)
        let (width, height) = try screenSize(arguments: arguments, environment: environment,
                                             standard: (Int(standard.width), Int(standard.height)))
        let backend = HeadlessBackend(width: width, height: height, metrics: metrics)
        let app = launch(backend)
        let screen = HeadlessScreen(backend: backend, application: app)
        if FoundationRunLoopTurn.mainQueueDescriptor != nil {
            // Work posted from other threads wakes the loop through the main queue it waits on.
            backend.headlessWakeUp.onWake = { DispatchQueue.main.async {} }
        }
        screen.settleWithRunLoop()
        var lineNumber = 0
        var status: Int32 = 0
        while !app.isTerminated, let line = readLine() {
            lineNumber += 1
            do {
                if try perform(line, on: screen) == .quit { break }
            } catch {
                FileHandle.standardError.write(Data("headless: line \(lineNumber): \(error)\n".utf8))
                status = 2
                break
            }
            screen.settleWithRunLoop()
        }
        if !app.isTerminated {
            printScreen(screen)
            app.terminate()
        }
        return status
    }

    enum Outcome { case proceed, quit }

    struct CommandError: Error, CustomStringConvertible { let description: String }

    static func perform(_ line: String, on screen: HeadlessScreen) throws -> Outcome {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty || trimmed.hasPrefix("#") { return .proceed }
        let (command, rest): (Substring, String) = {
            guard let sp = trimmed.firstIndex(of: " ") else { return (Substring(trimmed), "") }
            return (trimmed[..<sp], String(trimmed[trimmed.index(after: sp)...]))
        }()
        func numbers(_ count: Int) throws -> [Double] {
            let parts = rest.split(separator: " ").compactMap { Double($0) }
            guard parts.count == count else { throw CommandError(description: "\(command) needs \(count) number(s)") }
            return parts
        }
        switch command {
        case "key":
            guard let key = namedKeys[rest.lowercased()] else {
                throw CommandError(description: "unknown key \"\(rest)\" (known: \(namedKeys.keys.sorted().joined(separator: ", ")))")
            }
            screen.press(key)
        case "type": screen.type(rest)
        case "click":
            let n = try numbers(2)
            screen.click(x: Int(n[0]), y: Int(n[1]))
        case "double-click":
            let n = try numbers(2)
            screen.click(x: Int(n[0]), y: Int(n[1]))
            screen.advance(by: 0.1)
            screen.click(x: Int(n[0]), y: Int(n[1]))
        case "down", "move", "up":
            let n = try numbers(2)
            let p = CGPoint(x: n[0], y: n[1])
            if command == "down" { screen.pointerDown(at: p) } else if command == "move" { screen.pointerMove(to: p) } else { screen.pointerUp(at: p) }
        case "drag":
            let n = try numbers(4)
            screen.drag(from: CGPoint(x: n[0], y: n[1]), to: CGPoint(x: n[2], y: n[3]))
        case "click-text":
            guard screen.click(text: rest) else { throw CommandError(description: "no cell shows \"\(rest)\"") }
        case "advance": screen.advance(by: try numbers(1)[0])
        case "wait-for":
            guard !rest.isEmpty else { throw CommandError(description: "wait-for needs the text to wait for") }
            guard screen.runRunLoop(timeout: 30, until: { screen.text.contains(rest) }) else {
                throw CommandError(description: "the screen did not show \"\(rest)\" within 30 s")
            }
        case "resize":
            let n = try numbers(2)
            screen.resize(width: Int(n[0]), height: Int(n[1]))
        case "screen": printScreen(screen)
        case "quit": return .quit
        default: throw CommandError(description: "unknown command \"\(command)\"")
        }
        return .proceed
    }

    static let namedKeys: [String: UIKey] = [
        "enter": .enter, "return": .enter, "escape": .escape, "esc": .escape, "tab": .tab, "backtab": .backTab,
        "space": .space, "backspace": .backspace, "delete": .deleteForward, "up": .up, "down": .down,
        "left": .left, "right": .right, "home": .home, "end": .end, "pageup": .pageUp, "pagedown": .pageDown,
    ]

    static func printScreen(_ screen: HeadlessScreen) {
        let g = screen.grid
        var out = "--- screen \(g.width)x\(g.height) ---\n"
        for line in screen.lines { out += line + "\n" }
        FileHandle.standardOutput.write(Data(out.utf8))
    }

    /// `--device NAME` (or `--device=NAME`), else `UIKIT_DEVICE`, else `cells`.
    static func device(arguments: [String], environment: [String: String]) throws -> DeviceMetrics {
        var name = environment["UIKIT_DEVICE"]
        for (i, a) in arguments.enumerated() {
            if a == "--device", i + 1 < arguments.count { name = arguments[i + 1] }
            if a.hasPrefix("--device=") { name = String(a.dropFirst("--device=".count)) }
        }
        switch name?.lowercased() {
        case nil, "", "cells": return .characterCells
        case "iphone": return .iPhonePoints
        case let other?: throw UIApplicationMainError("device \"\(other)\" is not known (known: cells, iphone)")
        }
    }

    /// `--screen-size WxH` (or `--screen-size=WxH`), else `UIKIT_SCREEN_SIZE`, else `standard`.
    static func screenSize(arguments: [String], environment: [String: String],
                           standard: (Int, Int) = (80, 24)) throws -> (Int, Int) {
        var text = environment["UIKIT_SCREEN_SIZE"]
        for (i, a) in arguments.enumerated() {
            if a == "--screen-size", i + 1 < arguments.count { text = arguments[i + 1] }
            if a.hasPrefix("--screen-size=") { text = String(a.dropFirst("--screen-size=".count)) }
        }
        guard let text, !text.isEmpty else { return standard }
        let parts = text.lowercased().split(separator: "x").compactMap { Int($0) }
        guard parts.count == 2, parts[0] > 0, parts[1] > 0, parts[0] <= 10_000, parts[1] <= 10_000 else {
            throw UIApplicationMainError("screen size \"\(text)\" is not WIDTHxHEIGHT (for example 80x24)")
        }
        return (parts[0], parts[1])
    }
}
