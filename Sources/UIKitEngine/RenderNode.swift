import Foundation

/// One view as a pixel device draws it: its rectangle on screen, its layer's look and
/// what it draws, then its subviews in order (back to front).
///
/// Everything is in screen points (the backend multiplies by its scale). `opacity` is the
/// product of the view's and its ancestors' alpha, already folded into no colour: a
/// backend multiplies every colour of this node by it (children carry their own product).
public struct RenderNode: Equatable, Sendable {
    /// The view's bounds rectangle on screen (its frame after the ancestors' offsets,
    /// scroll positions and the presentation layer's animated values).
    public var frame: CGRect
    /// Nothing of this node or its children is drawn outside this rectangle (the
    /// intersection of the `clipsToBounds` ancestors' and the screen's); nil: the screen.
    public var clip: CGRect?
    public var opacity: Double
    public var backgroundColor: RenderColor?
    /// Radius of the rounded corners of the background and border (points).
    public var cornerRadius: Double
    public var borderWidth: Double
    public var borderColor: RenderColor?
    /// Drawn after the background, before the children.
    public var items: [RenderItem]
    public var children: [RenderNode]
    /// When set, the node and its subtree are drawn flat and then mapped onto the screen
    /// by this perspective (a flip or a page turn in progress); `clip` still applies on
    /// the screen.
    public var projection: RenderProjection?

    public init(frame: CGRect, clip: CGRect? = nil, opacity: Double = 1, backgroundColor: RenderColor? = nil,
                cornerRadius: Double = 0, borderWidth: Double = 0, borderColor: RenderColor? = nil,
                items: [RenderItem] = [], children: [RenderNode] = []) {
        self.frame = frame; self.clip = clip; self.opacity = opacity; self.backgroundColor = backgroundColor
        self.cornerRadius = cornerRadius; self.borderWidth = borderWidth; self.borderColor = borderColor
        self.items = items; self.children = children
        self.projection = nil
    }

    /// The number of nodes in this subtree (this one included).
    public var nodeCount: Int { children.reduce(1) { $0 + $1.nodeCount } }
}
