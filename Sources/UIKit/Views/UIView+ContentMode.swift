import Foundation

extension UIView {
    /// How a view shows its drawn content when its bounds change size, as
    /// `UIView.ContentMode`: stretched (`scaleToFill`, the default), scaled keeping the
    /// aspect ratio (`scaleAspectFit`, `scaleAspectFill`), drawn again (`redraw`: the
    /// size change calls `setNeedsDisplay()`), or kept at its size and placed at a side,
    /// corner or the centre.
    public enum ContentMode: Int, Sendable {
        case scaleToFill = 0
        case scaleAspectFit = 1
        case scaleAspectFill = 2
        case redraw = 3
        case center = 4
        case top = 5
        case bottom = 6
        case left = 7
        case right = 8
        case topLeft = 9
        case topRight = 10
        case bottomLeft = 11
        case bottomRight = 12
    }
}

extension UIView.ContentMode {
    /// The transform that shows content drawn at `drawn` size in bounds of `size`.
    func transform(from drawn: CGSize, to size: CGSize) -> CGAffineTransform {
        guard drawn != size, drawn.width > 0, drawn.height > 0 else { return .identity }
        let sx = size.width / drawn.width, sy = size.height / drawn.height
        func place(_ fx: CGFloat, _ fy: CGFloat, scale s: CGFloat = 1) -> CGAffineTransform {
            CGAffineTransform(a: s, b: 0, c: 0, d: s,
                              tx: (size.width - drawn.width * s) * fx, ty: (size.height - drawn.height * s) * fy)
        }
        switch self {
        case .scaleToFill, .redraw: return CGAffineTransform(scaleX: sx, y: sy)
        case .scaleAspectFit: return place(0.5, 0.5, scale: min(sx, sy))
        case .scaleAspectFill: return place(0.5, 0.5, scale: max(sx, sy))
        case .center: return place(0.5, 0.5)
        case .top: return place(0.5, 0)
        case .bottom: return place(0.5, 1)
        case .left: return place(0, 0.5)
        case .right: return place(1, 0.5)
        case .topLeft: return place(0, 0)
        case .topRight: return place(1, 0)
        case .bottomLeft: return place(0, 1)
        case .bottomRight: return place(1, 1)
        }
    }
}
