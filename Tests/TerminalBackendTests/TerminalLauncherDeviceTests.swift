import Foundation
import Testing
import UIKit
@testable import TerminalBackend

/// `--device` on the terminal backend (docs/DECISIONS.md, "Points on a terminal: the app's
/// constants are converted"): a terminal is a character-cell screen, so `cells` (or no
/// device) is accepted and `iphone` refused before the terminal is taken over, with what
/// to run instead; an unknown name lists the known ones.
@MainActor
@Suite struct TerminalLauncherDeviceTests {
    @Test func cellsOrNoDeviceIsAccepted() throws {
        try UIKitLauncher.checkDevice(arguments: ["app"], environment: [:])
        try UIKitLauncher.checkDevice(arguments: ["app", "--device", "cells"], environment: [:])
        try UIKitLauncher.checkDevice(arguments: ["app"], environment: ["UIKIT_DEVICE": "CELLS"])
    }

    @Test func iphoneIsRefusedSayingWhatToRunInstead() {
        for (arguments, environment) in [(["app", "--device", "iphone"], [String: String]()),
                                         (["app", "--device=iphone"], [:]),
                                         (["app"], ["UIKIT_DEVICE": "iphone"])] {
            #expect {
                try UIKitLauncher.checkDevice(arguments: arguments, environment: environment)
            } throws: { error in
                let text = "\(error)"
                return text.hasPrefix("a terminal is a character-cell screen (--device cells) and cannot be --device iphone")
                    && text.hasSuffix("run it with --backend headless --device iphone, or --backend sdl")
            }
        }
    }

    @Test func anUnknownDeviceListsTheKnownOnes() {
        #expect {
            try UIKitLauncher.checkDevice(arguments: ["app", "--device", "ipad"], environment: [:])
        } throws: { error in
            "\(error)" == "device \"ipad\" is not known (known: cells, iphone)"
        }
    }
}
