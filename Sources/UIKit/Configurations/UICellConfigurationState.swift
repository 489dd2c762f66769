import Foundation

/// The state of a cell that its configurations are updated for, as
/// `UICellConfigurationState` (iOS 14).
///
/// A table cell's `configurationState` sets: `isSelected`, `isHighlighted` (pressed or the
/// keyboard row), `isFocused` (the keyboard row of a focused table), `isEditing`,
/// `isSwiped` (its swipe actions shown), `isDisabled` (user interaction off) and the cell's
/// traits. The other flags stay false (no drag and drop, no outline expansion for table cells).
///
/// Source: Apple's UICellConfigurationState and UIViewConfigurationState documentation.
public struct UICellConfigurationState: UIConfigurationState {
    public var traitCollection: UITraitCollection
    public var isDisabled = false
    public var isHighlighted = false
    public var isSelected = false
    public var isFocused = false
    public var isPinned = false
    public var isEditing = false
    public var isExpanded = false
    public var isSwiped = false
    public var isReordering = false

    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }
}
