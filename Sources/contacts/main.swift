import ContactsApp
import Foundation
import SDLBackend

// `contacts`: the Private Contacts command. Subcommands are handled by
// ContactsCommandLine; with none, the app runs on the opened address book, in the
// terminal, or with `--backend sdl` (and `--size`, `--scale`, `--screenshot FILE.png`)
// in a window drawn as iOS draws it.
let status: Int32
do {
    let (pixels, arguments) = try SDLLaunchOptions.extractForTerminalProgram(from: Array(CommandLine.arguments.dropFirst()),
                                                           environment: ProcessInfo.processInfo.environment)
    status = ContactsCommandLine.main(arguments) { book in
        MainActor.assumeIsolated { runInteractive(addressBook: book, pixels: pixels) }
    }
} catch {
    FileHandle.standardError.write(Data("contacts: \(error)\n".utf8))
    status = 2
}
exit(status)
