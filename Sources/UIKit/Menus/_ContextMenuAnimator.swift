import Foundation

/// The animator a context menu hands its delegate. The menu appears and goes at once on
/// a terminal, so what is added runs when the menu has appeared (or gone): animations,
/// then completions, each once and in the order added.
@MainActor
final class _ContextMenuAnimator: UIContextMenuInteractionAnimating {
    private var animations: [() -> Void] = []
    private var completions: [() -> Void] = []

    var previewViewController: UIViewController? { nil }
    func addAnimations(_ animations: @escaping () -> Void) { self.animations.append(animations) }
    func addCompletion(_ completion: @escaping () -> Void) { completions.append(completion) }

    func _finish() {
        let a = animations, c = completions
        animations = []; completions = []
        for f in a { f() }
        for f in c { f() }
    }
}
