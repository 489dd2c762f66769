import Foundation

/// `uikit-port`: rewrites a folder of iOS Swift sources in place into the forms this UIKit
/// accepts (`SourceRewriter`) and writes `UIKitPortRegistrations.swift`, the class table
/// the Objective-C runtime would provide (app and scene delegates, view controllers, views,
/// segues, with their actions). Running it again changes nothing.
public struct UIKitPort {
    /// The generated file's name (inside the folder).
    public static let registrationsFileName = "UIKitPortRegistrations.swift"

    public let folder: URL
    public init(folder: URL) { self.folder = folder }

    public struct Report {
        /// Every edit, in file and line order.
        public var changes: [PortChange] = []
        /// Things left as they were, with the reason.
        public var warnings: [PortChange] = []
        /// Files whose content changed (relative paths).
        public var changedFiles: [String] = []
    }

    public enum PortError: Error, CustomStringConvertible {
        case notAFolder(String)
        case unreadable(String, String)
        case unwritable(String, String)
        public var description: String {
            switch self {
            case .notAFolder(let p): return "\(p): not a folder"
            case .unreadable(let p, let why): return "\(p): cannot read (\(why))"
            case .unwritable(let p, let why): return "\(p): cannot write (\(why))"
            }
        }
    }

    /// The Swift files under the folder (sorted; `.build` and hidden folders skipped; the
    /// generated file excluded).
    func swiftFiles() throws -> [String] {
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDir), isDir.boolValue else {
            throw PortError.notAFolder(folder.path)
        }
        guard let walker = FileManager.default.enumerator(atPath: folder.path) else { throw PortError.notAFolder(folder.path) }
        var out: [String] = []
        while let item = walker.nextObject() as? String {
            let comps = item.split(separator: "/")
            if comps.contains(where: { $0.hasPrefix(".") }) { continue }
            if item.hasSuffix(".swift"), (item as NSString).lastPathComponent != Self.registrationsFileName { out.append(item) }
        }
        return out.sorted()
    }

    /// Computes every rewrite; writes nothing when `write` is false. All files are read
    /// and rewritten in memory first, so an unreadable file stops the run before anything
    /// is written; each file is replaced atomically.
    public func run(write: Bool = true) throws -> Report {
        let files = try swiftFiles()
        var contents: [String: String] = [:]
        var index = SourceIndex()
        for f in files {
            let url = folder.appendingPathComponent(f)
            do { contents[f] = try String(contentsOf: url, encoding: .utf8) }
            catch { throw PortError.unreadable(url.path, error.localizedDescription) }
            index.add(file: f, lines: Self.lines(contents[f]!))
        }
        var report = Report()
        var outputs: [(String, String)] = []
        for f in files {
            let display = folder.appendingPathComponent(f).path
            let original = contents[f]!
            let result = SourceRewriter(index: index, file: display).rewrite(Self.lines(original))
            report.changes += result.changes
            report.warnings += result.warnings
            let rewritten = result.lines.joined(separator: "\n")
            if rewritten != original { outputs.append((f, rewritten)); report.changedFiles.append(f) }
        }
        let registrations = RegistrationsWriter(index: index).source()
        let regURL = folder.appendingPathComponent(Self.registrationsFileName)
        let existing = try? String(contentsOf: regURL, encoding: .utf8)
        if let registrations, registrations.text != existing {
            outputs.append((Self.registrationsFileName, registrations.text))
            report.changedFiles.append(Self.registrationsFileName)
            report.changes.append(PortChange(file: regURL.path, line: 1, message: existing == nil
                ? "written: registers \(registrations.summary)" : "updated: registers \(registrations.summary)"))
        }
        report.warnings += (registrations?.warnings ?? []).map { PortChange(file: folder.appendingPathComponent($0.file).path, line: $0.line, message: "warning: " + $0.message) }
        if registrations == nil && !files.isEmpty {
            report.warnings.append(PortChange(file: folder.path, line: 0, message: "warning: no @main application delegate found; classes are not registered (register them with InterfaceBuilderClasses.register during the launch, or inside InterfaceBuilderClasses().withCurrent { } around UIApplicationMain)"))
        }
        if write {
            for (f, text) in outputs {
                let url = folder.appendingPathComponent(f)
                do { try Data(text.utf8).write(to: url, options: .atomic) }
                catch { throw PortError.unwritable(url.path, error.localizedDescription) }
            }
        }
        return report
    }

    /// Lines as the rewriter sees them; joining with "\n" gives the text back.
    static func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}
