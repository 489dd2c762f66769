import ContactsStore
import Foundation
import UIKit

/// A push without animation, as a storyboard "Show" segue with "Animates"
/// unchecked: used for the automatic sign-in at start, so the list is the
/// first screen drawn.
@MainActor
public final class PushWithoutAnimationSegue: UIStoryboardSegue {
    public override func perform() {
        source.navigationController?.pushViewController(destination, animated: false)
    }
}
