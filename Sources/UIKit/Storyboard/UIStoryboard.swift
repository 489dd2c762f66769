import Foundation

/// A storyboard declared in Swift code, as `UIStoryboard`. (Being completed.)
@MainActor
open class UIStoryboard {
}
