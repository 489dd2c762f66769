import Foundation

/// Classes an app registers in `InterfaceBuilderClasses` before it launches: the Swift
/// stand-in for the Objective-C class table UIKit reads `UISceneDelegateClassName`,
/// `NSStringFromClass(AppDelegate.self)` and storyboard classes from. `uikit-port` writes the
/// conformance for the app's `@main` delegate (file `UIKitPortRegistrations.swift`);
/// `main()` calls it first.
@preconcurrency @MainActor
public protocol InterfaceBuilderClassRegistrations {
    static func registerInterfaceBuilderClasses()
}
