import ContactsApp
import Foundation
import SDLBackend
import TerminalBackend
import UIKit

/// Runs the interactive Private Contacts app (login, list, add and edit
/// screens) on `addressBook` in the terminal and returns the process exit
/// status: 0 after a normal end (Ctrl-C), 1 when the terminal cannot be
/// used (not a terminal, unknown `TERM`; the reason is printed on standard
/// error).
///
/// Builds a ``ContactsAppDelegate`` (window, storyboard, navigation
/// controller; the list directly when auto-login applies) over a
/// `TerminalBackend`, launches it and runs the main loop (`MainRunLoop`) until the app
/// terminates. Ctrl-C ends the app through `UIApplication.terminate()` and
/// restores the terminal; Esc goes back (pops a screen, cancels an alert).
///
/// - Parameters:
///   - addressBook: the opened book.
///   - strings: the language of the screens (default: from `LANG`).
///   - pixels: the pixel backend's options when it was asked for (`--backend sdl`): the
///     app runs in a window, or renders one screenshot; nil for the terminal.
@MainActor
func runInteractive(addressBook: AddressBook, strings: Localization = .current, pixels: SDLLaunchOptions? = nil) -> Int32 {
    if let pixels {
        let environment = ContactsEnvironment(addressBook: addressBook, strings: strings, credentialChecks: .terminal)
        do {
            return try SDLBackend.run(delegate: ContactsAppDelegate(environment: environment), options: pixels, title: "Private Contacts")
        } catch {
            FileHandle.standardError.write(Data("contacts: \(ContactsCommandLine.sentence(String(describing: error)))\n".utf8))
            return 1
        }
    }
    let backend: TerminalBackend
    do {
        backend = try TerminalBackend()
    } catch {
        FileHandle.standardError.write(Data("contacts: \(ContactsCommandLine.sentence(String(describing: error)))\n".utf8))
        return 1
    }
    let environment = ContactsEnvironment(addressBook: addressBook, strings: strings, credentialChecks: .terminal)
    backend.run(delegate: ContactsAppDelegate(environment: environment))
    return 0
}
