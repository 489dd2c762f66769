import Foundation

// UIKit's graphics-context stack: `UIView.draw(_:)` runs with the view's context pushed,
// so `UIGraphicsGetCurrentContext()` returns it there and nil outside any drawing. Like
// UIKit's, the stack belongs to the calling thread (docs/DECISIONS.md, "Custom drawing is
// a display list"): nothing is shared between threads, and a test's drawing never sees
// another's.
//
// Source: Apple's UIKit documentation, "UIGraphicsGetCurrentContext()",
// "UIGraphicsPushContext(_:)", "UIGraphicsPopContext()".

/// The per-thread stack of graphics contexts.
final class _UIGraphicsContextStack {
    var contexts: [CGContext] = []
    private static let key = "UIKit.UIGraphicsContextStack"

    static var current: _UIGraphicsContextStack {
        let dictionary = Thread.current.threadDictionary
        if let s = dictionary[key] as? _UIGraphicsContextStack { return s }
        let s = _UIGraphicsContextStack()
        dictionary[key] = s
        return s
    }
}

/// The context on top of the calling thread's graphics stack: the view's context during
/// `draw(_:)`, nil when nothing is drawing.
public func UIGraphicsGetCurrentContext() -> CGContext? {
    _UIGraphicsContextStack.current.contexts.last
}

/// Makes `context` the current context until the matching `UIGraphicsPopContext()`.
public func UIGraphicsPushContext(_ context: CGContext) {
    _UIGraphicsContextStack.current.contexts.append(context)
}

/// Restores the context that was current before the last `UIGraphicsPushContext(_:)`;
/// with nothing pushed, does nothing.
public func UIGraphicsPopContext() {
    _ = _UIGraphicsContextStack.current.contexts.popLast()
}

/// Fills `rect` in the current context with its fill colour, as `UIRectFill(_:)`.
public func UIRectFill(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.fill(rect) }

/// Strokes a one-point frame just inside `rect` in the current context with its fill
/// colour, as `UIRectFrame(_:)`.
public func UIRectFrame(_ rect: CGRect) {
    guard let ctx = UIGraphicsGetCurrentContext() else { return }
    let r = rect.standardized
    ctx.fill(CGRect(x: r.minX, y: r.minY, width: r.width, height: 1))
    ctx.fill(CGRect(x: r.minX, y: r.maxY - 1, width: r.width, height: 1))
    ctx.fill(CGRect(x: r.minX, y: r.minY + 1, width: 1, height: max(0, r.height - 2)))
    ctx.fill(CGRect(x: r.maxX - 1, y: r.minY + 1, width: 1, height: max(0, r.height - 2)))
}
