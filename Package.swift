// swift-tools-version:6.0
import PackageDescription

// Module layout (see ARCHITECTURE.md):
//   UIKitEngine (backend contract, screen grid + diff, clocks, diagnostics)  <-  UIKit
//   UIKit (no platform code)  <-  HeadlessBackend, TerminalBackend  <-  apps
//   VCard (Foundation only), ContactsStore (SQLite, libcrypto)  <-  ContactsApp  <-  contacts
// Swift Testing ships a cross-import overlay for Apple's UIKit (`_Testing_UIKit`) that
// does not exist on Linux; our module is also named UIKit, so test targets switch
// cross-import overlays off (docs/DECISIONS.md, 2026-11-29).
/// Linker flags for a release `contacts` with the Swift runtime and Foundation linked
/// statically (the static archives in one group, as they refer to each other). `contacts
/// sync` calls libcurl through `CCurl`, which opens libcurl.so.4 on first use, so other
/// commands do not load it.
let staticFoundation = ["-static-stdlib", "-Xlinker", "--start-group"]
    + ["FoundationXML", "_CFXMLInterface", "Foundation", "CoreFoundation", "FoundationInternationalization",
       "_FoundationICU", "FoundationEssentials", "_FoundationCShims", "_FoundationCollections", "swiftSynchronization",
       "swiftDispatch", "dispatch", "BlocksRuntime"].map { "-l" + $0 }
    + ["-Xlinker", "--end-group", "-Xlinker", "-l:libxml2.so.2", "-lstdc++", "-Xclang-linker", "-no-pie"]
let testSettings: [SwiftSetting] = [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]

let package = Package(
    name: "PrivateContacts",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "UIKitEngine", targets: ["UIKitEngine"]),
        .library(name: "TerminalBackend", targets: ["TerminalBackend"]),
        .library(name: "HeadlessBackend", targets: ["HeadlessBackend"]),
        .library(name: "SDLBackend", targets: ["SDLBackend"]),
        .executable(name: "contacts", targets: ["contacts"]),
        .executable(name: "uikit-demos", targets: ["uikit-demos"]),
        .executable(name: "benchmarks", targets: ["benchmarks"]),
        .executable(name: "uikit-ib", targets: ["uikit-ib"]),
        .executable(name: "uikit-port", targets: ["uikit-port"]),
    ],
    targets: [
        // System libraries from Debian's -dev packages (installed by .ci/run).
        .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3",
                       providers: [.apt(["libsqlite3-dev"])]),
        .systemLibrary(name: "COpenSSL", pkgConfig: "libcrypto",
                       providers: [.apt(["libssl-dev"])]),
        .systemLibrary(name: "CNCursesW", pkgConfig: "ncursesw",
                       providers: [.apt(["libncurses-dev"])]),
        // The pixel backend's window, fonts and PNG files: C modules over the -dev packages'
        // headers (by their path, SDL2/…: SDL2's pkg-config cflags carry -D_REENTRANT, which
        // SwiftPM refuses). They are not linked: each function the backend calls forwards to
        // the library opened on first use (CDynamicLibrary, dlopen), so a program linking the
        // backend loads SDL2 and its ~60 libraries only when it draws pixels (DECISIONS,
        // "The pixel backend's libraries are loaded on first use").
        .target(name: "CDynamicLibrary"),
        .target(name: "CSDL2", dependencies: ["CDynamicLibrary"]),
        .target(name: "CSDL2TTF", dependencies: ["CDynamicLibrary", "CSDL2"]),
        .target(name: "CPNG", dependencies: ["CDynamicLibrary"]),
        // libcurl for `contacts sync`'s HTTP, opened on first use (CCurl.c).
        .target(name: "CCurl", dependencies: ["CDynamicLibrary"]),

        // The framework: UIKit's names and semantics, no platform code.
        // wcwidth(3) from the C library, the width function ncursesw uses.
        .target(name: "CWidth"),
        // Beneath the framework: what a backend plugs into (no UIKit names of its own
        // except the key types UIKit re-exports).
        .target(name: "UIKitEngine"),
        // Incremental Cassowary (Auto Layout's solver); knows nothing of views.
        .target(name: "LayoutSolver"),
        // Interface Builder XML (storyboards, xibs) read into a document model; Foundation only.
        // UIKit imports it internally (not re-exported), uikit-ib directly.
        .target(name: "InterfaceBuilderXML"),
        .target(name: "UIKit", dependencies: ["UIKitEngine", "CWidth", "LayoutSolver", "InterfaceBuilderXML"]),
        // Backends.
        .target(name: "HeadlessBackend", dependencies: ["UIKit", "UIKitEngine"]),
        .target(name: "TerminalBackend", dependencies: ["UIKit", "UIKitEngine", "CNCursesW"]),
        // Pixels: the render tree drawn by a software renderer, off-screen or in an SDL2 window.
        .target(name: "SDLBackend", dependencies: ["UIKit", "UIKitEngine", "CSDL2", "CSDL2TTF", "CPNG"]),

        // Private Contacts.
        .target(name: "VCard"),
        .target(name: "NameCollation"),
        .target(name: "ContactsStore", dependencies: ["CSQLite", "COpenSSL", "VCard", "NameCollation"]),
        // CardDAV sync (RFC 6352, RFC 6578) over Foundation's URLSession and XMLParser.
        .target(name: "ContactsSync", dependencies: ["ContactsStore", "CCurl"]),
        .target(name: "ContactsApp", dependencies: ["UIKit", "ContactsStore", "ContactsSync", "VCard", "NameCollation"],
                resources: [.copy("Resources/Base.lproj")]),
        // Release builds link the Swift runtime and Foundation statically: a process that
        // answers one mail query then starts in a third of the time and memory (the shared
        // libraries' relocations and ICU data are most of a dynamic start-up).
        .executableTarget(name: "contacts",
                          dependencies: ["ContactsApp", "TerminalBackend", "SDLBackend", "ContactsStore", "UIKit", "CCurl"],
                          linkerSettings: [.unsafeFlags(staticFoundation, .when(configuration: .release))]),

        // Seed demos.
        .target(name: "UIKitDemos", dependencies: ["UIKit"], resources: [.copy("Resources/Base.lproj")]),
        .executableTarget(name: "uikit-demos", dependencies: ["UIKitDemos", "TerminalBackend", "SDLBackend"]),
        // An iOS-style app whose timers, main-queue blocks, operations and main-actor tasks run
        // on the main run loop (Foundation's API only), on either backend.
        .target(name: "RunLoopSample", dependencies: ["UIKit"]),
        .executableTarget(name: "runloop-sample", dependencies: ["RunLoopSample", "UIKit", "TerminalBackend", "HeadlessBackend"]),
        // Interface Builder files: check, frames, render, run.
        .executableTarget(name: "uikit-ib", dependencies: ["UIKit", "UIKitEngine", "HeadlessBackend", "TerminalBackend", "SDLBackend"]),
        // iOS sources → the forms this UIKit accepts (Foundation only; no UIKit import).
        .target(name: "UIKitPort"),
        .executableTarget(name: "uikit-port", dependencies: ["UIKitPort"]),
        // TerminalBackend's end-to-end smoke program (run inside tmux by TerminalBackendTests).
        .executableTarget(name: "terminal-smoke", dependencies: ["TerminalBackend", "UIKit", "UIKitEngine", "BenchmarkSupport"]),

        // Benchmark code: the executable and what its figures share with tests (byte counts
        // on a pseudo-terminal, the store's timing). Never a dependency of a shipped library;
        // installs nothing (the benchmark's instructions say what to install).
        .target(name: "BenchmarkSupport", dependencies: ["TerminalBackend", "UIKit", "UIKitEngine", "ContactsStore"]),
        .executableTarget(name: "benchmarks",
                          dependencies: ["BenchmarkSupport", "UIKit", "UIKitEngine", "LayoutSolver", "HeadlessBackend",
                                         "TerminalBackend", "ContactsStore", "ContactsApp", "VCard", "NameCollation", "UIKitDemos",
                                         "InterfaceBuilderXML", "SDLBackend"]),

        // Shared test helpers (tmux, clocks, seeded random, screen assertions): test targets only.
        .target(name: "TestSupport", dependencies: ["UIKit", "UIKitEngine", "HeadlessBackend"], path: "Tests/TestSupport",
                swiftSettings: testSettings),
        // The contacts command run in-process on a temporary data directory (`InProcessCommand`),
        // shared by the command tests and the sync tests.
        .target(name: "ContactsTestSupport", dependencies: ["ContactsApp", "ContactsStore", "TestSupport"],
                path: "Tests/ContactsTestSupport", swiftSettings: testSettings),

        .testTarget(name: "UIKitEngineTests", dependencies: ["UIKitEngine", "UIKit", "TestSupport"],
                    swiftSettings: testSettings),
        .testTarget(name: "UIKitTests", dependencies: ["UIKit", "UIKitEngine", "HeadlessBackend", "TestSupport"],
                    exclude: ["Oracle"],   // golden traces the tests read from the source tree
                    swiftSettings: testSettings),
        .testTarget(name: "TerminalBackendTests",
                    dependencies: ["TerminalBackend", "UIKit", "UIKitEngine", "HeadlessBackend", "BenchmarkSupport", "TestSupport"],
                    swiftSettings: testSettings),
        .testTarget(name: "SDLBackendTests",
                    dependencies: ["SDLBackend", "CDynamicLibrary", "UIKit", "UIKitEngine", "UIKitDemos", "ContactsApp", "ContactsStore",
                                   "TestSupport"],
                    exclude: ["Golden"],   // reference PNGs the tests read from the source tree
                    swiftSettings: testSettings),
        .testTarget(name: "ContactsTests",
                    dependencies: ["ContactsApp", "ContactsStore", "VCard", "HeadlessBackend", "UIKit", "UIKitEngine",
                                   "TestSupport", "ContactsTestSupport"], swiftSettings: testSettings),
        .testTarget(name: "VCardTests", dependencies: ["VCard", "TestSupport"], swiftSettings: testSettings),
        .testTarget(name: "NameCollationTests", dependencies: ["NameCollation", "TestSupport"], swiftSettings: testSettings),
        .testTarget(name: "ContactsSyncTests",
                    dependencies: ["ContactsSync", "ContactsApp", "ContactsStore", "VCard", "TestSupport", "ContactsTestSupport", "CCurl"],
                    swiftSettings: testSettings),
        .testTarget(name: "ContactsStoreTests", dependencies: ["ContactsStore", "VCard", "BenchmarkSupport", "TestSupport"],
                    swiftSettings: testSettings),
        .testTarget(name: "DemosTests", dependencies: ["UIKitDemos", "HeadlessBackend", "UIKit", "UIKitEngine", "TestSupport"],
                    swiftSettings: testSettings),
        .testTarget(name: "RunLoopSampleTests",
                    dependencies: ["RunLoopSample", "HeadlessBackend", "UIKit", "UIKitEngine", "TestSupport"],
                    swiftSettings: testSettings),
        .testTarget(name: "LayoutSolverTests", dependencies: ["LayoutSolver", "TestSupport"], swiftSettings: testSettings),
        .testTarget(name: "InterfaceBuilderTests", dependencies: ["InterfaceBuilderXML", "UIKit", "UIKitEngine", "HeadlessBackend", "TestSupport"],
                    swiftSettings: testSettings),
        .testTarget(name: "UIKitPortTests", dependencies: ["UIKitPort", "TestSupport"], swiftSettings: testSettings),
        // Real iOS apps (../shared/data/apps and Tests/IOSAppsTests/Apps) ported, built in a
        // package of their own and launched headless; needs `uikit-port` built.
        .testTarget(name: "IOSAppsTests", dependencies: ["TestSupport"], exclude: ["Apps"], swiftSettings: testSettings),
    ],
    swiftLanguageModes: [.v5]
)
