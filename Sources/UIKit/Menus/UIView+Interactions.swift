import Foundation

extension UIView {
    /// The interactions the view holds, in the order they were added. Setting it removes
    /// the ones not in the new list and adds the new ones.
    public var interactions: [any UIInteraction] {
        get { _interactions }
        set {
            for old in _interactions where !newValue.contains(where: { $0 === old }) { removeInteraction(old) }
            for new in newValue where !_interactions.contains(where: { $0 === new }) { addInteraction(new) }
        }
    }

    /// Adds `interaction` to the view (taking it from the view that held it before):
    /// `willMove(to:)`, then it is added, then `didMove(to:)`.
    public func addInteraction(_ interaction: any UIInteraction) {
        guard !_interactions.contains(where: { $0 === interaction }) else { return }
        if let old = interaction.view, old !== self { old.removeInteraction(interaction) }
        interaction.willMove(to: self)
        _interactions.append(interaction)
        interaction.didMove(to: self)
    }

    /// Removes `interaction` from the view: `willMove(to: nil)`, then `didMove(to: nil)`.
    public func removeInteraction(_ interaction: any UIInteraction) {
        guard let i = _interactions.firstIndex(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        _interactions.remove(at: i)
        interaction.didMove(to: nil)
    }
}
