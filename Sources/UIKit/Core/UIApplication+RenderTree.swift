import Foundation
import UIKitEngine

// The output of a pixel backend (`RenderTreeBackend`): the view tree, not the cell grid.

extension UIApplication {
    /// The frame a pixel device shows now: the visible windows as render nodes in points.
    package func composeRenderTree() -> RenderTree {
        _RenderTreeBuilder(screenSize: backend.screenSize).tree(of: windows)
    }

    /// Builds the frame and hands it to `backend` when it differs from the last one.
    func _presentRenderTree(on backend: RenderTreeBackend) {
        composeCount += 1
        let tree = withCurrent { composeRenderTree() }
        if tree == _lastRenderTree { return }
        _lastRenderTree = tree
        backend.present(tree)
    }
}
