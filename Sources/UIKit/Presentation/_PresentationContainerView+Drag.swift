import Foundation
import UIKitEngine

/// One drag of a sheet by the user: where it started and whether it became a dismissal.
@MainActor
final class _SheetDrag {
    /// The sheet's frame when the drag began.
    let startFrame: CGRect
    /// The interactive dismissal began (the delegate allowed it and `viewWillDisappear` ran).
    var dismissing = false
    /// The user's attempt to dismiss was refused during this drag (sent once per drag).
    var refused = false
    init(startFrame: CGRect) { self.startFrame = startFrame }
}

extension _PresentationContainerView {
    /// Adds the pan recognizer that lets the user drag a sheet (UIKit's sheet interaction).
    func _installSheetDrag() {
        let pan = UIPanGestureRecognizer()
        pan.addTarget(self, action: _PresentationContainerView._handleSheetPan, name: "_handleSheetPan:")
        addGestureRecognizer(pan)
    }

    /// The sheet follows the pointer vertically; pulled below its smallest detent the
    /// user's dismissal begins (or is refused); on release it rests at the nearest detent
    /// or, past half of the smallest one, goes (`UISheetPresentationController`).
    func _handleSheetPan(_ pan: UIPanGestureRecognizer) {
        guard let sheet = presentationController as? UISheetPresentationController, sheet._drawsSheet,
              let vc = presented, let v = vc.viewIfLoaded, v.superview === self else { return }
        switch pan.state {
        case .began:
            let now = pan.location(in: self), moved = pan.translation(in: self)
            let start = CGPoint(x: now.x - moved.x, y: now.y - moved.y)
            guard drag == nil, !vc._presentationInProgress, !vc._isBeingDismissed, v._presentation.isEmpty,
                  v.frame.insetBy(dx: -1, dy: -1).contains(start) else { return }
            drag = _SheetDrag(startFrame: v.frame)
            sheet._isTracking = true
            _followPointer(pan, sheet: sheet, view: v)
        case .changed:
            guard drag != nil else { return }
            _followPointer(pan, sheet: sheet, view: v)
        case .ended, .cancelled:
            guard let d = drag else { return }
            drag = nil
            sheet._isTracking = false
            let top = pan.state == .cancelled ? d.startFrame.minY : v.frame.minY
            sheet._endUserDrag(d, top: top, view: v, in: self)
        default:
            break
        }
    }

    private func _followPointer(_ pan: UIPanGestureRecognizer, sheet: UISheetPresentationController, view v: UIView) {
        guard let d = drag else { return }
        let largestTop = sheet._frame(in: bounds, height: UISheetPresentationController._maximumHeight(in: bounds)).minY
        let smallestTop = sheet._frame(in: bounds, height: sheet._resolvedHeights(in: bounds).map(\.1).min() ?? 0).minY
        var top = d.startFrame.minY + pan.translation(in: self).y.rounded()
        top = max(top, sheet._style == .formSheet ? d.startFrame.minY : largestTop)
        if top > (sheet._style == .formSheet ? d.startFrame.minY : smallestTop) {
            if !d.dismissing, !d.refused { sheet._userBeginsDismissal(d) }
            // Refused: the sheet gives a little (one row) and no more.
            if d.refused { top = min(top, max(d.startFrame.minY, smallestTop) + 1) }
        }
        top = min(top, bounds.height)
        var f = v.frame
        let bottom = bounds.height - 1
        f.origin.y = top
        if sheet._style != .formSheet { f.size.height = max(0, max(bottom - top, d.startFrame.height)) }
        v.frame = f
        setNeedsDisplay()
    }
}
