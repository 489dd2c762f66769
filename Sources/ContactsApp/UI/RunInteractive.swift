import Foundation

/// Runs the interactive Private Contacts app (login, list, add and edit
/// screens) on `addressBook` and returns the process exit status.
///
/// Placeholder until the screens land: it says so on standard error and
/// returns 1. The UI's author replaces this file.
@MainActor
public func runInteractive(addressBook: AddressBook) -> Int32 {
    FileHandle.standardError.write(Data(
        "contacts: the interactive app is not ready yet; use a subcommand (see 'contacts --help')\n".utf8))
    return 1
}
