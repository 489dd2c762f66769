import ContactsApp
import Foundation

// `contacts`: the Private Contacts command. Subcommands are handled by
// ContactsCommandLine; with none, the app runs on the opened address book.
let status = ContactsCommandLine.main(Array(CommandLine.arguments.dropFirst())) { book in
    MainActor.assumeIsolated { runInteractive(addressBook: book) }
}
exit(status)
