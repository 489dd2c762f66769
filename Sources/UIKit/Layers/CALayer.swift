import Foundation

/// The layer behind a view, as Core Animation's `CALayer`, with the properties iOS code
/// sets through `view.layer` (docs/DECISIONS.md 2026-12-01, "`CALayer`: a view's layer").
///
/// A view's layer (`UIView.layer`, one per view, of the view's `layerClass`) shares state
/// with its view as on iOS: `backgroundColor` is the view's `backgroundColor`,
/// `masksToBounds` its `clipsToBounds`, `opacity` its `alpha`, `isHidden` its `isHidden`,
/// and `frame`, `bounds` and `position` (the centre, `anchorPoint` being (0.5, 0.5)) are
/// the view's geometry in its superview's points. A layer made on its own (`CALayer()`)
/// keeps those values itself. On a terminal a `borderWidth` > 0 draws a box-drawing frame
/// in `borderColor` on the view's edge cells (rounded corners when `cornerRadius` > 0);
/// the other values (corner radius, shadows) are stored for the pixel backend.
///
/// Source: Apple's Core Animation documentation, "CALayer" (defaults: `borderColor` and
/// `shadowColor` opaque black, `shadowOpacity` 0, `shadowOffset` (0, -3), `shadowRadius` 3,
/// `opacity` 1).
@preconcurrency @MainActor
open class CALayer {
    /// The view whose layer this is (nil for a layer made on its own).
    weak var _view: UIView?
    private var _frame: CGRect = .zero
    private var _backgroundColor: CGColor?
    private var _masksToBounds = false
    private var _opacity: Float = 1
    private var _isHidden = false

    /// A layer with no view, as `CALayer()`.
    public required init() {}

    /// The layer's delegate: the view whose layer this is, as on iOS.
    open var delegate: CALayerDelegate? { _view }

    /// Radius in points of the rounded corners of the background and border (default 0).
    open var cornerRadius: CGFloat = 0 { didSet { _changed() } }
    /// Width in points of the border drawn inside the bounds (default 0: none).
    open var borderWidth: CGFloat = 0 { didSet { _changed() } }
    /// The border's colour (default opaque black).
    open var borderColor: CGColor? = CGColor(gray: 0, alpha: 1) { didSet { _changed() } }

    /// The background colour: the view's `backgroundColor`.
    open var backgroundColor: CGColor? {
        get { _view.map { $0.backgroundColor?.cgColor } ?? _backgroundColor }
        set {
            if let v = _view { v.backgroundColor = newValue.map { UIColor(cgColor: $0) } } else { _backgroundColor = newValue }
        }
    }

    /// Whether sublayers are clipped to the bounds: the view's `clipsToBounds`.
    open var masksToBounds: Bool {
        get { _view?.clipsToBounds ?? _masksToBounds }
        set { if let v = _view { v.clipsToBounds = newValue } else { _masksToBounds = newValue } }
    }

    /// Opacity 0…1: the view's `alpha`.
    open var opacity: Float {
        get { _view.map { Float($0.alpha) } ?? _opacity }
        set { if let v = _view { v.alpha = CGFloat(newValue) } else { _opacity = max(0, min(1, newValue)) } }
    }

    /// Whether the layer is shown: the view's `isHidden`.
    open var isHidden: Bool {
        get { _view?.isHidden ?? _isHidden }
        set { if let v = _view { v.isHidden = newValue } else { _isHidden = newValue } }
    }

    /// The frame in the superlayer's points: the view's `frame`.
    open var frame: CGRect {
        get { _view?.frame ?? _frame }
        set { if let v = _view { v.frame = newValue } else { _frame = newValue } }
    }

    /// The layer's own coordinate space: the view's `bounds`.
    open var bounds: CGRect {
        get { _view?.bounds ?? CGRect(origin: .zero, size: _frame.size) }
        set {
            if let v = _view { v.bounds = newValue } else {
                let c = position
                _frame = CGRect(x: c.x - newValue.width / 2, y: c.y - newValue.height / 2, width: newValue.width, height: newValue.height)
            }
        }
    }

    /// The position of the layer's centre in the superlayer's points: the view's `center`.
    open var position: CGPoint {
        get { _view?.center ?? CGPoint(x: _frame.midX, y: _frame.midY) }
        set {
            if let v = _view { v.center = newValue } else {
                _frame.origin = CGPoint(x: newValue.x - _frame.width / 2, y: newValue.y - _frame.height / 2)
            }
        }
    }

    /// The shadow's colour (default opaque black). Stored; not drawn on a terminal.
    open var shadowColor: CGColor? = CGColor(gray: 0, alpha: 1)
    /// The shadow's opacity 0…1 (default 0: no shadow). Stored; not drawn on a terminal.
    open var shadowOpacity: Float = 0
    /// The shadow's offset in points (default (0, -3)). Stored; not drawn on a terminal.
    open var shadowOffset: CGSize = CGSize(width: 0, height: -3)
    /// The shadow's blur radius in points (default 3). Stored; not drawn on a terminal.
    open var shadowRadius: CGFloat = 3

    private func _changed() { _view?._setNeedsRecompose() }
}
