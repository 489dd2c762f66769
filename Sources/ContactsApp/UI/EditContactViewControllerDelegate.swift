import Foundation
import UIKit

/// Screen 4's delegate (the list).
@MainActor
public protocol EditContactViewControllerDelegate: AnyObject {
    /// `contact` was saved (as stored now) and the Edit screen is being popped.
    func editContactViewController(_ controller: EditContactViewController, didSave contact: Contact)
}
