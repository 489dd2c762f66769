import Foundation

// Foundation's target/selector timers in the typed-selector shape (docs/DECISIONS.md,
// "Selectors are typed Swift references"): swift-corelibs-foundation has only the block forms,
// because a selector needs the Objective-C runtime. `uikit-port` turns
// `#selector(tick(_:))` into `Selector(ViewController.tick, name: "tick:")`.

extension Timer {
    /// A timer that sends `selector` to `target` (with the timer as the argument when the method
    /// takes one), added to the current run loop in the default mode, as Foundation's
    /// `scheduledTimer(timeInterval:target:selector:userInfo:repeats:)`. The timer keeps
    /// `target` until it is invalidated, as Foundation's does. `userInfo` is not kept: the
    /// block-based timers this stands on have no place for it (Foundation's `userInfo` is
    /// read-only). A target that does not implement the method raises UIKit's "unrecognized
    /// selector sent to instance" when the timer fires.
    @MainActor
    @discardableResult
    public class func scheduledTimer(timeInterval interval: TimeInterval, target: AnyObject, selector: Selector,
                                     userInfo: Any?, repeats: Bool) -> Timer {
        nonisolated(unsafe) let target = target
        let selector = selector
        return Timer.scheduledTimer(withTimeInterval: interval, repeats: repeats) { timer in
            MainActor.assumeIsolated {
                selector.send(to: target, sender: timer, diagnostics: UIApplication._current?.diagnostics)
            }
        }
    }
}
