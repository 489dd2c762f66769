import Foundation
import UIKitEngine

/// The abstract superclass of items on bars, as `UIBarItem`.
@preconcurrency @MainActor
open class UIBarItem {
    /// Title shown on the bar. Changing it redraws the bar that shows the item.
    open var title: String? { didSet { _changed() } }
    /// Image name (a terminal shows no images; kept for source compatibility).
    open var image: UIImage? { didSet { _changed() } }
    open var isEnabled: Bool = true { didSet { _changed() } }
    open var tag: Int = 0
    open var accessibilityIdentifier: String?
    /// Called when a property that affects the bar changes.
    var _onChange: [() -> Void] = []
    func _changed() { for c in _onChange { c() } }
    public init() {}
}
