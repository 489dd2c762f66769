import Foundation
import UIKit

/// Screen 4's delegate (the list).
@MainActor
public protocol EditContactViewControllerDelegate: AnyObject {
    /// `contact` was saved (as stored now) and the Edit screen is being popped.
    func editContactViewController(_ controller: EditContactViewController, didSave contact: Contact)
    /// The contact shown was deleted elsewhere (another process, a sync) and the
    /// person saved the edit as `contact`, a new contact; the Edit screen is being
    /// popped. The list reloads: it may not have seen the deletion yet.
    func editContactViewController(_ controller: EditContactViewController, didSaveAsNew contact: Contact)
}
