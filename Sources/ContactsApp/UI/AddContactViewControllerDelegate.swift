import Foundation
import UIKit

/// Screen 3: a new contact. Its delegate (the list) hears about it.
@MainActor
public protocol AddContactViewControllerDelegate: AnyObject {
    /// `contact` was stored (it has its id and section) and the Add screen is
    /// being popped.
    func addContactViewController(_ controller: AddContactViewController, didAdd contact: Contact)
}
