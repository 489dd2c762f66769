import Foundation

/// A backend that draws pixels and so wants the view tree, not the cell grid.
///
/// When the application's backend conforms, each pass in which something changed ends in
/// `present(_ tree:)` with a `RenderTree` of the windows (views' frames, colours, borders,
/// clips, text runs and `draw(_:)` output in points) instead of a composed `ScreenGrid`;
/// an unchanged frame is not presented. `present(_: ScreenUpdate)` is then never called,
/// and the cell path of the other backends is untouched.
@MainActor
public protocol RenderTreeBackend: UIBackend {
    /// Shows a newly built frame (the whole picture; the backend redraws what it needs).
    func present(_ tree: RenderTree)
}

extension RenderTreeBackend {
    /// A pixel backend is never handed cell grids.
    public func present(_ update: ScreenUpdate) {}
}
