import Foundation
import UIKitPort

// uikit-port FOLDER... [--dry-run]
// Rewrites the iOS Swift sources under each FOLDER in place (see UIKitPort) and prints each
// change as FILE:LINE: what. Exit status: 0 done, 1 error (nothing written), 2 usage
// error (as every command of this package).
let usage = """
usage: uikit-port [--dry-run] FOLDER...
Rewrites the iOS Swift sources in each FOLDER in place into the forms this UIKit accepts:
@objc removed, #selector(...) -> Selector(Type.method, name:), @IBOutlet -> @Outlet,
@IBAction marked and registered, @UIApplicationMain -> @main, and UIKitPortRegistrations.swift
(the app's class table). Prints each change as FILE:LINE. Running it again changes nothing.
  --dry-run   print the changes without writing
"""
var folders: [String] = []
var dryRun = false
for arg in CommandLine.arguments.dropFirst() {
    switch arg {
    case "--dry-run", "-n": dryRun = true
    case "--help", "-h": print(usage); exit(0)
    default:
        if arg.hasPrefix("-") { FileHandle.standardError.write(Data("uikit-port: unknown option \(arg)\n\(usage)\n".utf8)); exit(2) }
        folders.append(arg)
    }
}
if folders.isEmpty { FileHandle.standardError.write(Data((usage + "\n").utf8)); exit(2) }
var status: Int32 = 0
for folder in folders {
    do {
        let report = try UIKitPort(folder: URL(fileURLWithPath: folder)).run(write: !dryRun)
        for c in report.changes { print(c) }
        for w in report.warnings { FileHandle.standardError.write(Data("\(w)\n".utf8)) }
        print("uikit-port: \(folder): \(report.changes.count) change(s) in \(report.changedFiles.count) file(s)\(dryRun ? " (dry run, nothing written)" : "")")
    } catch {
        FileHandle.standardError.write(Data("uikit-port: error: \(error)\n".utf8))
        status = 1
    }
}
exit(status)
