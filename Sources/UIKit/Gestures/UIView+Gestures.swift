import Foundation

extension UIView {
    /// The recognizers attached to the view, in the order they were added, as
    /// `gestureRecognizers` (nil when there are none). Setting it replaces them all.
    public var gestureRecognizers: [UIGestureRecognizer]? {
        get { _gestureRecognizers.isEmpty ? nil : _gestureRecognizers }
        set {
            for r in _gestureRecognizers { removeGestureRecognizer(r) }
            for r in newValue ?? [] { addGestureRecognizer(r) }
        }
    }

    /// Attaches `gestureRecognizer` (it leaves the view it was attached to), as
    /// `addGestureRecognizer(_:)`. The view keeps it.
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if gestureRecognizer.view === self, _gestureRecognizers.contains(where: { $0 === gestureRecognizer }) { return }
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        _gestureRecognizers.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    /// Detaches `gestureRecognizer`; a gesture it was recognizing is forgotten, as
    /// `removeGestureRecognizer(_:)`.
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard let i = _gestureRecognizers.firstIndex(where: { $0 === gestureRecognizer }) else { return }
        _gestureRecognizers.remove(at: i)
        gestureRecognizer._environment?.recognizerRemoved(gestureRecognizer)
        gestureRecognizer.view = nil
    }
}
