import Foundation
import Testing
import TestSupport

/// The honest measure of issue 9: real iOS apps (../shared/data/apps) and apps written the
/// way iOS tutorials and Xcode templates write them (Apps/), each copied unchanged into one
/// package that depends on this one by path (Apps/' apps with Xcode's template app delegate,
/// Apps/XcodeTemplate, added as Xcode adds it to a new project), ported with `uikit-port` (twice: the second run
/// must change nothing), built, launched with `--backend headless`, and their first screen
/// compared whole with what the app shows on iOS, drawn in this UIKit's terminal metrics.
@Suite struct IOSAppsTests {
    /// One app: where its sources come from, the Info.plist it ships (the real apps' were
    /// not copied into ../shared; theirs is Xcode 11's template), and its first screen.
    struct App {
        var target: String
        var sources: URL
        var infoPlist: String?
        var firstScreen: [String]
        /// What a person then does (headless launcher commands, see HeadlessBackend's
        /// `UIKitLauncher`) and the screen after each step, as the app shows it on iOS.
        var steps: [Step] = []
        /// Whether the app's sources carry their own `Resources` folder (Info.plist and
        /// `Base.lproj`, as an Xcode project's are copied).
        var hasResources: Bool {
            FileManager.default.fileExists(atPath: sources.appendingPathComponent("Resources").path)
        }
    }

    struct Step {
        var commands: [String]
        var screen: [String]
    }

    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Xcode 11's "Single View App" Info.plist scene manifest without a storyboard, as the
    /// CodeInUI apps have it (their code makes the window in the scene delegate).
    static let templateInfoPlist = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
        <key>CFBundleExecutable</key>
        <string>$(EXECUTABLE_NAME)</string>
        <key>UIApplicationSceneManifest</key>
        <dict>
            <key>UIApplicationSupportsMultipleScenes</key>
            <false/>
            <key>UISceneConfigurations</key>
            <dict>
                <key>UIWindowSceneSessionRoleApplication</key>
                <array>
                    <dict>
                        <key>UISceneConfigurationName</key>
                        <string>Default Configuration</string>
                        <key>UISceneDelegateClassName</key>
                        <string>$(PRODUCT_MODULE_NAME).SceneDelegate</string>
                    </dict>
                </array>
            </dict>
        </dict>
    </dict>
    </plist>
    """

    /// Xcode's "App" template files (its app delegate), copied into an app of Apps/ that
    /// has no file of that name, as Xcode writes them into every new project.
    static let xcodeTemplate = packageRoot.appendingPathComponent("Tests/IOSAppsTests/Apps/XcodeTemplate")

    static func pad(_ lines: [String], height: Int = 24) -> [String] {
        lines + Array(repeating: "", count: max(0, height - lines.count))
    }

    static var apps: [App] {
        let shared = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/data/apps")
        let own = packageRoot.appendingPathComponent("Tests/IOSAppsTests/Apps")
        return [
            // UITableViewController in a navigation controller; on iOS: a large title
            // "CodeInUI" in the navigation bar, one row "This is an example cell".
            App(target: "tablevc", sources: shared.appendingPathComponent("CodeInUI-tablevc/CodeInUI"),
                infoPlist: templateInfoPlist, firstScreen: IOSAppsTests.tablevcScreen),
            // A tab bar controller with three navigation controllers; on iOS: large title
            // "Bir", "First View Controller" centred, tabs First / Second / Third.
            App(target: "tabbarc", sources: shared.appendingPathComponent("CodeInUI-tabbarc/CodeInUI"),
                infoPlist: templateInfoPlist, firstScreen: IOSAppsTests.tabbarcScreen),
        ] + OwnApps.all(in: own)
    }

    @Test func appsPortBuildAndShowTheirFirstScreen() throws {
        let work = Self.packageRoot.appendingPathComponent(".build/ios-apps")
        let pkg = work.appendingPathComponent("pkg")
        let fm = FileManager.default
        let port = Self.packageRoot.appendingPathComponent(".build/debug/uikit-port")
        try #require(fm.isExecutableFile(atPath: port.path), "build uikit-port first (swift build --build-tests)")
        let apps = Self.apps
        try fm.createDirectory(at: pkg.appendingPathComponent("Sources"), withIntermediateDirectories: true)
        for app in apps {
            let dest = pkg.appendingPathComponent("Sources/\(app.target)")
            try? fm.removeItem(at: dest)
            try fm.copyItem(at: app.sources, to: dest)
            // Xcode's template files the app does not write itself, as a new project has them.
            for file in try fm.contentsOfDirectory(atPath: Self.xcodeTemplate.path)
            where !fm.fileExists(atPath: dest.appendingPathComponent(file).path) {
                try fm.copyItem(at: Self.xcodeTemplate.appendingPathComponent(file), to: dest.appendingPathComponent(file))
            }
            if let plist = app.infoPlist {
                let res = dest.appendingPathComponent("Resources")
                try fm.createDirectory(at: res, withIntermediateDirectories: true)
                try Data(plist.utf8).write(to: res.appendingPathComponent("Info.plist"))
            }
        }
        try Data(Self.manifest(apps).utf8).write(to: pkg.appendingPathComponent("Package.swift"))

        var failures: [String] = []
        for app in apps {
            let folder = pkg.appendingPathComponent("Sources/\(app.target)").path
            let first = try Self.run(port.path, [folder], in: pkg)
            #expect(first.status == 0, "\(app.target): uikit-port failed: \(first.errors)")
            let second = try Self.run(port.path, [folder], in: pkg)
            #expect(second.output.hasSuffix(": 0 change(s) in 0 file(s)\n"), "\(app.target): second port run changed: \(second.output)")
        }
        for app in apps {
            let build = try Self.run("/usr/bin/env", ["swift", "build", "--product", app.target], in: pkg)
            guard build.status == 0 else {
                failures.append("\(app.target): does not compile:\n" + build.output.split(separator: "\n").filter { $0.contains("error:") }.joined(separator: "\n"))
                continue
            }
            let exe = pkg.appendingPathComponent(".build/debug/\(app.target)").path
            // With steps: the first screen, then the commands of each step and its screen.
            let input = app.steps.isEmpty ? nil
                : (["screen"] + app.steps.flatMap { $0.commands + ["screen"] }).joined(separator: "\n") + "\n"
            let launched = try Self.run(exe, ["--backend", "headless", "--screen-size", "80x24"], in: pkg, input: input)
            #expect(launched.status == 0, "\(app.target): exit \(launched.status): \(launched.errors)")
            // UIKit's console warnings reach standard error (UIApplicationMain): an app that
            // provokes one fails, as every in-process harness does.
            #expect(launched.errors.isEmpty, "\(app.target): UIKit reported:\n\(launched.errors)")
            let lines = launched.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let headers = lines.indices.filter { lines[$0] == "--- screen 80x24 ---" }
            guard !headers.isEmpty else {
                failures.append("\(app.target): printed no screen: \(launched.output) \(launched.errors)")
                continue
            }
            let screens = headers.map { Array(lines[($0 + 1)...].prefix(24)) }
            let expected = [app.firstScreen] + app.steps.map(\.screen)
            #expect(screens.count >= expected.count, "\(app.target): \(screens.count) screens printed")
            for (i, (screen, wanted)) in zip(screens, expected).enumerated() {
                let what = i == 0 ? "first screen" : "screen after \(app.steps[i - 1].commands.joined(separator: "; "))"
                expectScreen(Self.pad(screen), equals: Self.pad(wanted), label: "\(app.target) \(what)")
            }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n\n"))")
    }

    /// A package with one executable target per app, depending on this package by path.
    static func manifest(_ apps: [App]) -> String {
        let targets = apps.map { app in
            """
                    .executableTarget(name: "\(app.target)", dependencies: [
                        .product(name: "UIKit", package: "\(packageRoot.lastPathComponent)"),
                        .product(name: "HeadlessBackend", package: "\(packageRoot.lastPathComponent)"),
                        .product(name: "TerminalBackend", package: "\(packageRoot.lastPathComponent)"),
                    ]\(app.infoPlist != nil || app.hasResources ? ", resources: [.copy(\"Resources\")]" : "")),
            """
        }.joined(separator: "\n")
        return """
        // swift-tools-version:6.0
        import PackageDescription
        let package = Package(
            name: "IOSApps",
            dependencies: [.package(path: "\(packageRoot.path)")],
            targets: [
        \(targets)
            ],
            swiftLanguageModes: [.v5]
        )

        """
    }

    struct Run { var status: Int32; var output: String; var errors: String }

    static func run(_ exe: String, _ args: [String], in dir: URL, input: String? = nil) throws -> Run {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: exe)
        p.arguments = args
        p.currentDirectoryURL = dir
        var env = ProcessInfo.processInfo.environment
        env.removeValue(forKey: "UIKIT_BACKEND")
        p.environment = env
        let out = Pipe(), err = Pipe()
        p.standardOutput = out
        p.standardError = err
        let stdin = Pipe()
        p.standardInput = input == nil ? FileHandle.nullDevice : stdin
        try p.run()
        if let input {
            stdin.fileHandleForWriting.write(Data(input.utf8))
            try stdin.fileHandleForWriting.close()
        }
        var outData = Data(), errData = Data()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async { errData = err.fileHandleForReading.readDataToEndOfFile(); group.leave() }
        outData = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        p.waitUntilExit()
        return Run(status: p.terminationStatus, output: String(decoding: outData, as: UTF8.self),
                   errors: String(decoding: errData, as: UTF8.self))
    }
}
