import Foundation

// Benchmarks print figures; they are not tests. Run in release mode:
//   swift run -c release benchmarks            (everything)
//   swift run -c release benchmarks uikit      (one group: uikit, tables, terminal, contacts, textview, layout, ib, pixels, collection, sync)
let args = Array(CommandLine.arguments.dropFirst())
let groups = args.isEmpty ? ["uikit", "tables", "terminal", "contacts", "layout", "ib", "collection"] : args
let known = ["uikit", "tables", "terminal", "contacts", "textview", "layout", "ib", "pixels", "collection", "sync"]
for g in groups where !known.contains(g) {
    FileHandle.standardError.write(Data("benchmarks: unknown group '\(g)'; known: \(known.joined(separator: ", "))\n".utf8))
    exit(2)
}
MainActor.assumeIsolated {
    for g in groups {
        switch g {
        case "uikit": runUIKitBenchmarks()
        case "tables": runTableBenchmarksIfPresent()
        case "terminal": runTerminalBenchmarksIfPresent()
        case "contacts": runContactsBenchmarksIfPresent()
        case "layout": runLayoutBenchmarks()
        case "textview": runTextViewBenchmarks()
        case "ib": runInterfaceBuilderBenchmarks()
        case "pixels": runPixelBenchmarks()
        case "collection": runCollectionBenchmarks()
        case "sync": runSyncBenchmarks()
        default: break
        }
    }
}
