import ContactsApp
import ContactsStore
import Foundation
import NameCollation
import VCard
#if canImport(Glibc)
import Glibc
#endif

// Private Contacts figures against the project's goals and against abook
// 0.6 (the address book mutt users know), on a generated book of 100,000
// contacts (scripts/generate-contacts.py, vCard 3.0 and abook's format).
// Run in release mode, with the contacts executable built beside this one:
//
//   swift build -c release                 # every product, contacts included
//   .build/release/benchmarks contacts
//
// Environment: CONTACTS_BENCH_COUNT (default 100000), CONTACTS_BENCH_RUNS
// (process runs per median, default 7), CONTACTS_BENCH_DIR (keep the
// generated files and data directories there instead of a fresh temporary
// directory). The load average is printed at the start and the end: on a
// busy machine every figure is slower than the code.

/// One row of the result table.
struct ContactsFigure {
    let name: String
    let ours: String
    let abook: String
    let goal: String
    let met: Bool?
}

/// Start-to-first-list-screen and search-as-you-type p95 of the screens,
/// measured headlessly by `measureContactsUI` (ContactsUIBenchmarks.swift)
/// on the book in `dataDirectory` with `account` signed in automatically.
@MainActor
private func contactsUIFigures(dataDirectory: URL, account: String, password: String) -> [ContactsFigure] {
    do {
        let m = try measureContactsUI(dataDirectory: dataDirectory, account: account)
        report("  UI start → first list screen (median, worst of \(m.startRuns))",
               "\(fmtMilli(m.startMedian)), \(fmtMilli(m.startWorst)); \(m.rowsOnFirstScreen) rows shown")
        report("  UI the same, opening the book too (median)", fmtMilli(m.startWithOpenMedian))
        report("  UI search index ready after launch (background)", fmtMilli(m.searchIndexReady))
        report("  UI search as you type (\(m.keystrokes) keys: median, p95, worst)",
               "\(fmtMilli(m.searchMedian)), \(fmtMilli(m.searchP95)), \(fmtMilli(m.searchWorst))")
        report("  UI slowest keystrokes (field text after the key)",
               m.slowest.map { "\"\($0.query)\" \(fmtMilli($0.seconds))" }.joined(separator: ", "))
        return [
            ContactsFigure(name: "start to first list screen (UI, headless, median)", ours: fmtMilli(m.startMedian),
                           abook: "-", goal: "≤ 60 ms", met: m.startMedian <= 0.060),
            ContactsFigure(name: "search-as-you-type p95 (UI, headless)", ours: fmtMilli(m.searchP95), abook: "-",
                           goal: "≤ 16 ms", met: m.searchP95 <= 0.016),
        ]
    } catch {
        print("contacts UI benchmarks failed: \(error)")
        return [
            ContactsFigure(name: "start to first list screen (UI)", ours: "failed", abook: "-", goal: "≤ 60 ms", met: false),
            ContactsFigure(name: "search-as-you-type p95 (UI)", ours: "failed", abook: "-", goal: "≤ 16 ms", met: false),
        ]
    }
}

@MainActor
func runContactsBenchmarks() {
    print("== contacts ==")
    do {
        try ContactsBenchmarkRun().run()
    } catch {
        print("contacts benchmarks failed: \(error)")
    }
}

private struct ContactsBenchmarkRun {
    let count = Int(ProcessInfo.processInfo.environment["CONTACTS_BENCH_COUNT"] ?? "") ?? 100_000
    let runs = max(1, Int(ProcessInfo.processInfo.environment["CONTACTS_BENCH_RUNS"] ?? "") ?? 7)
    let password = "benchmark password"

    @MainActor
    func run() throws {
        let keep = ProcessInfo.processInfo.environment["CONTACTS_BENCH_DIR"]
        let work = URL(fileURLWithPath: keep ?? (NSTemporaryDirectory() + "contacts-bench-\(getpid())"))
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { if keep == nil { try? FileManager.default.removeItem(at: work) } }

        let vcf = work.appendingPathComponent("book-\(count).vcf")
        let abookFile = work.appendingPathComponent("addressbook-\(count)")
        try generate(vcf, format: "vcard")
        try generate(abookFile, format: "abook")
        let contactsExecutable = siblingExecutable("contacts")
        let abook = findAbook()
        let vcfSize = (try? FileManager.default.attributesOfItem(atPath: vcf.path)[.size] as? Int) ?? 0
        print("book: \(count) contacts, \(String(format: "%.1f", Double(vcfSize) / 1e6)) MB vCard 3.0 (\(vcf.path))")
        print("contacts: \(contactsExecutable ?? "not found (build the contacts product in release)")")
        print("abook: \(abook ?? "not installed; abook figures skipped")")
        print("load average at start: \(loadAverage())")

        var figures: [ContactsFigure] = []

        // 1. Import in this process, fresh data directory each run; stages for insight.
        let stages = try importStages(vcf)
        for (name, seconds) in stages { report("  stage: \(name)", fmtMilli(seconds)) }
        var importTimes: [Double] = []
        var importCPU: [Double] = []
        let bookDirectory = work.appendingPathComponent("data-0")
        for run in 0..<3 {
            let directory = work.appendingPathComponent("data-\(run)")
            try? FileManager.default.removeItem(at: directory)
            let book = try AddressBook(dataDirectory: DataDirectory(url: directory), passwordParameters: .weakForTesting)
            let account = try book.createAccount(name: "bench", password: password)
            let cpuStart = processCPUSeconds()
            let seconds = try measureThrowing {
                let report = try book.importVCards(from: vcf, into: account)
                precondition(report.importedCount == count, "imported \(report.importedCount) of \(count)")
            }
            importTimes.append(seconds)
            importCPU.append(processCPUSeconds() - cpuStart)
            if run == 0 {
                try book.remember(account)  // token: the CLI runs below need no password
            } else {
                book.close()
                try? FileManager.default.removeItem(at: directory)
            }
        }
        let importMedian = median(importTimes)
        report("  import, CPU time of all threads (median)", fmtMilli(median(importCPU)))
        figures.append(ContactsFigure(name: "import \(count) vCards (in process, median of 3)", ours: fmtMilli(importMedian),
                                      abook: "-", goal: "≤ 1000 ms", met: importMedian <= 1.0))
        if let contactsExecutable {
            let cli = try timeProcess(contactsExecutable, ["--version"], runs: runs)
            report("  contacts --version (process start, median)", "\(fmtMilli(cli.median)), peak \(cli.peakKilobytes) kB")
        }

        // 2. Mail completion query as processes: ours vs abook --mutt-query.
        let terms = ["zhang", "smith", "example.org", "zzzznomatch"]
        /// Times `executable` on each term (`arguments(term)`): the medians and the peak RSS.
        func queryFigures(_ executable: String?, _ label: String,
                          _ arguments: (String) -> [String]) throws -> (medians: [Double], peak: Int) {
            guard let executable else { return ([], 0) }
            var medians: [Double] = [], peak = 0
            for term in terms {
                let result = try timeProcess(executable, arguments(term), runs: runs)
                medians.append(result.median)
                peak = max(peak, result.peakKilobytes)
                report("  \(label) \(term)", "\(fmtMilli(result.median)) median, exit \(result.status), \(result.lines) lines")
            }
            return (medians, peak)
        }
        let (ourQuery, ourPeak) = try queryFigures(contactsExecutable, "contacts query") {
            ["--data-dir", bookDirectory.path, "query", $0]
        }
        let (abookQuery, abookPeak) = try queryFigures(abook, "abook --mutt-query") {
            ["--datafile", abookFile.path, "--mutt-query", $0]
        }
        let ourQueryFigure = ourQuery.isEmpty ? nil : median(ourQuery)
        let abookQueryFigure = abookQuery.isEmpty ? nil : median(abookQuery)
        figures.append(ContactsFigure(
            name: "query for mail completion (process, median)",
            ours: ourQueryFigure.map(fmtMilli) ?? "n/a", abook: abookQueryFigure.map(fmtMilli) ?? "n/a",
            goal: "≤ ½ abook",
            met: ourQueryFigure.flatMap { ours in abookQueryFigure.map { ours <= $0 / 2 } }))

        // 3. Peak resident memory of a process that opens the book.
        if let contactsExecutable {
            let list = try timeProcess(contactsExecutable, ["--data-dir", bookDirectory.path, "list"], runs: 1)
            report("  contacts list (all \(list.lines) rows) peak RSS", "\(list.peakKilobytes) kB, \(fmtMilli(list.median))")
        }
        figures.append(ContactsFigure(
            name: "peak RSS opening the book (query process, VmHWM)",
            ours: ourPeak > 0 ? megabytes(ourPeak) : "n/a", abook: abookPeak > 0 ? megabytes(abookPeak) : "n/a",
            goal: "≤ abook", met: ourPeak > 0 && abookPeak > 0 ? ourPeak <= abookPeak : nil))

        // 3b. Whole processes beside abook 0.6: import (vCard in), list (abook's
        // conversion of the same book to text), export (to vCard).
        if let contactsExecutable, let abook {
            figures += try abookComparisons(contacts: contactsExecutable, abook: abook, vcf: vcf, abookFile: abookFile,
                                            book: bookDirectory, work: work, queryPeaks: (ourPeak, abookPeak))
        }

        // 4. Other façade figures (in process).
        let book = try AddressBook(dataDirectory: DataDirectory(url: bookDirectory), passwordParameters: .weakForTesting)
        defer { book.close() }
        let account = try book.verify(account: "bench", password: password)
        var list: ContactList?
        let openList = try measureThrowing {
            list = try book.list(for: account)
            for row in 0..<min(40, list?.count ?? 0) { _ = try list?.contact(atIndex: row) }
        }
        report("  open list: count + sections + first 40 rows", fmtMilli(openList))
        var searchTimes: [Double] = []
        for prefix in ["z", "zh", "zha", "zhan", "zhang", "zhang w", "138", "138 0", "smi", "smith", "müll", "zs"] {
            searchTimes.append(try measureThrowing { _ = try book.search(prefix, for: account, limit: 50) })
        }
        report("  search as you type (façade, limit 50) p95", fmtMilli(percentile(searchTimes, 0.95)))
        let export = try measureThrowing { _ = try book.exportVCards(for: account, version: .v3_0) }
        report("  export \(count) as vCard 3.0 (in process)", fmtMilli(export))

        figures += contactsUIFigures(dataDirectory: bookDirectory, account: "bench", password: password)
        if let contactsExecutable, let abook {
            // After the UI figures: they turn auto-login on with a remembered token.
            let first = try list?.contact(atIndex: 0).displayName
            figures.append(firstScreenFigure(contacts: contactsExecutable, abook: abook, book: bookDirectory,
                                             abookFile: abookFile, work: work, firstName: first))
        }

        print("load average at end: \(loadAverage())")
        print("")
        print("figure".padding(toLength: 50, withPad: " ", startingAt: 0) + " " + "ours".padding(toLength: 12, withPad: " ", startingAt: 0)
              + " " + "abook".padding(toLength: 12, withPad: " ", startingAt: 0) + " goal")
        for figure in figures {
            let verdict = figure.met.map { $0 ? "met" : "NOT met" } ?? ""
            print(figure.name.padding(toLength: 50, withPad: " ", startingAt: 0) + " "
                  + figure.ours.padding(toLength: 12, withPad: " ", startingAt: 0) + " "
                  + figure.abook.padding(toLength: 12, withPad: " ", startingAt: 0) + " " + figure.goal + "  " + verdict)
        }
    }

    /// Import, list and export as processes beside abook's `--convert`, with
    /// the ratio and the issue's goals: import ≤ 1.5× abook's time and ≤ 2×
    /// its peak memory; list and export ≤ abook's time; query peak ≤ 1.5× abook's.
    func abookComparisons(contacts: String, abook: String, vcf: URL, abookFile: URL, book: URL, work: URL,
                          queryPeaks: (ours: Int, abook: Int)) throws -> [ContactsFigure] {
        // Each import starts from a data directory with the account signed in and no contacts.
        let template = work.appendingPathComponent("import-template")
        let target = work.appendingPathComponent("import-run")
        if !FileManager.default.fileExists(atPath: template.path) {
            let empty = try AddressBook(dataDirectory: DataDirectory(url: template), passwordParameters: .weakForTesting)
            try empty.remember(try empty.createAccount(name: "bench", password: password))
            empty.close()
        }
        func fresh() throws {
            try? FileManager.default.removeItem(at: target)
            try FileManager.default.copyItem(at: template, to: target)
        }
        var ourImport: [Double] = []
        for _ in 0..<runs {
            try fresh()
            ourImport.append(try spawnAndWait(contacts, ["--data-dir", target.path, "import", vcf.path]).seconds)
        }
        try fresh()
        let ourImportPeak = peakResidentKilobytes(contacts, ["--data-dir", target.path, "import", vcf.path]) ?? 0
        // To standard output (the drained pipe), as the other conversions: with
        // --outfile abook refuses to overwrite the file of the run before.
        let abookImport = try timeProcess(abook, ["--convert", "--informat", "vcard", "--infile", vcf.path,
                                                  "--outformat", "abook"], runs: runs)
        let ourList = try timeProcess(contacts, ["--data-dir", book.path, "list"], runs: runs)
        let abookList = try timeProcess(abook, ["--convert", "--informat", "abook", "--infile", abookFile.path,
                                                "--outformat", "text"], runs: runs)
        let ourExport = try timeProcess(contacts, ["--data-dir", book.path, "export"], runs: runs)
        let abookExport = try timeProcess(abook, ["--convert", "--informat", "abook", "--infile", abookFile.path,
                                                  "--outformat", "vcard"], runs: runs)
        func ratio(_ a: Double, _ b: Double) -> String { b > 0 ? String(format: "%.2f×", a / b) : "n/a" }
        let importTime = median(ourImport)
        report("  import as a process: ours / abook --convert vcard→abook",
               "\(fmtMilli(importTime)) / \(fmtMilli(abookImport.median)) = \(ratio(importTime, abookImport.median))")
        report("  import peak RSS: ours / abook", "\(megabytes(ourImportPeak)) / \(megabytes(abookImport.peakKilobytes)) = "
               + ratio(Double(ourImportPeak), Double(abookImport.peakKilobytes)))
        report("  list: ours / abook --convert → text", "\(fmtMilli(ourList.median)) / \(fmtMilli(abookList.median)) = "
               + ratio(ourList.median, abookList.median))
        report("  export: ours / abook --convert → vcard", "\(fmtMilli(ourExport.median)) / \(fmtMilli(abookExport.median)) = "
               + ratio(ourExport.median, abookExport.median))
        return [
            ContactsFigure(name: "import (process) vs abook --convert", ours: fmtMilli(importTime),
                           abook: fmtMilli(abookImport.median), goal: "≤ 1.5× abook (\(ratio(importTime, abookImport.median)))",
                           met: importTime <= 1.5 * abookImport.median),
            ContactsFigure(name: "import peak RSS vs abook", ours: megabytes(ourImportPeak),
                           abook: megabytes(abookImport.peakKilobytes),
                           goal: "≤ 2× abook (\(ratio(Double(ourImportPeak), Double(abookImport.peakKilobytes))))",
                           met: ourImportPeak <= 2 * abookImport.peakKilobytes),
            ContactsFigure(name: "query peak RSS vs abook --mutt-query", ours: megabytes(queryPeaks.ours),
                           abook: megabytes(queryPeaks.abook),
                           goal: "≤ 1.5× abook (\(ratio(Double(queryPeaks.ours), Double(queryPeaks.abook))))",
                           met: queryPeaks.abook > 0 ? Double(queryPeaks.ours) <= 1.5 * Double(queryPeaks.abook) : nil),
            ContactsFigure(name: "list (process) vs abook → text", ours: fmtMilli(ourList.median),
                           abook: fmtMilli(abookList.median), goal: "≤ abook (\(ratio(ourList.median, abookList.median)))",
                           met: ourList.median <= abookList.median),
            ContactsFigure(name: "export 3.0 (process) vs abook → vcard", ours: fmtMilli(ourExport.median),
                           abook: fmtMilli(abookExport.median), goal: "≤ abook (\(ratio(ourExport.median, abookExport.median)))",
                           met: ourExport.median <= abookExport.median),
        ]
    }

    /// Parse, key and store stages of an import, timed apart (one run).
    func importStages(_ vcf: URL) throws -> [(String, Double)] {
        var data = Data()
        let read = try measureThrowing { data = try Data(contentsOf: vcf) }
        var cards: [VCard] = []
        let parse = try measureThrowing { cards = try VCardParser().parse(data).cards }
        let collator = NameCollator()
        let keys = measure {
            for card in cards {
                let name = card.name ?? StructuredName()
                _ = collator.sortKey(given: name.givenName, family: name.familyName, middle: name.additionalNames)
                _ = collator.searchText(given: name.givenName, family: name.familyName, middle: name.additionalNames,
                                        phones: card.telephones.map(\.value), emails: card.emails.map(\.value))
            }
        }
        let write = measure { _ = VCardWriter(version: .v4_0).data(for: cards) }
        return [("read file", read), ("parse \(cards.count) cards (1 thread)", parse),
                ("sort keys + search text (1 thread)", keys), ("write cards as 4.0 (1 thread)", write)]
    }

    func generate(_ url: URL, format: String) throws {
        if FileManager.default.fileExists(atPath: url.path) { return }
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("scripts/generate-contacts.py")
        let status = try runQuietly("/usr/bin/env", ["python3", script.path, "-n", "\(count)", "--format", format, "-o", url.path])
        guard status == 0 else { throw AddressBookError.cannotWrite(path: url.path, reason: "generator exited \(status)") }
    }

    /// The `contacts` executable built beside this one.
    func siblingExecutable(_ name: String) -> String? {
        let path = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent(name).path
        return FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }

    /// abook on PATH, installed with apt-get when missing and possible.
    func findAbook() -> String? {
        func which() -> String? {
            for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
                let path = "\(directory)/abook"
                if FileManager.default.isExecutableFile(atPath: path) { return path }
            }
            return nil
        }
        if let path = which() { return path }
        print("abook missing: trying apt-get install -y abook")
        _ = try? runQuietly("/usr/bin/env", ["apt-get", "install", "-y", "abook"])
        return which()
    }
}

// MARK: - Processes

private struct ProcessFigure {
    let median: Double
    let peakKilobytes: Int
    let status: Int32
    let lines: Int
}

/// Runs `path args` `runs` times (after one warm-up run), output to a pipe
/// that is drained; returns the median wall time and the last status. The
/// peak resident set is measured by one more run under a small helper
/// process (see ``peakResidentKilobytes(_:_:)``).
private func timeProcess(_ path: String, _ arguments: [String], runs: Int) throws -> ProcessFigure {
    var times: [Double] = []
    var status: Int32 = 0
    var lines = 0
    for run in 0...runs {
        let result = try spawnAndWait(path, arguments)
        if run == 0 && runs > 1 { continue }  // warm the page cache
        times.append(result.seconds)
        status = result.status
        lines = result.lines
    }
    return ProcessFigure(median: median(times), peakKilobytes: peakResidentKilobytes(path, arguments) ?? 0,
                         status: status, lines: lines)
}

/// The peak resident set size (VmHWM, in kB) of one run of `path args`.
///
/// Not from wait4 on a child of this process: posix_spawn starts the child
/// sharing this process's memory (vfork), and Linux carries the larger
/// high-water mark across exec, so the child would report this process's
/// peak. Instead a small helper forks and execs the command and reports
/// its child's ru_maxrss: GNU time (`/usr/bin/time -f %M`, about 1 MB of
/// its own), else Python (`os.wait4`, about 10 MB of its own, which then
/// is a floor on the figure). nil when neither is available.
private func peakResidentKilobytes(_ path: String, _ arguments: [String]) -> Int? {
    let report = NSTemporaryDirectory() + "contacts-bench-rss-\(getpid())"
    defer { unlink(report) }
    if FileManager.default.isExecutableFile(atPath: "/usr/bin/time"),
       (try? spawnAndWait("/usr/bin/time", ["-f", "%M", "-o", report, path] + arguments)) != nil,
       let text = try? String(contentsOfFile: report, encoding: .utf8),
       let value = text.split(separator: "\n").last.flatMap({ Int($0.trimmingCharacters(in: .whitespaces)) }) {
        return value
    }
    let script = """
        import os, sys
        pid = os.fork()
        if pid == 0:
            os.execv(sys.argv[1], sys.argv[1:])
        _, _, usage = os.wait4(pid, 0)
        open(os.environ["RSS_REPORT"], "w").write(str(usage.ru_maxrss))
        """
    setenv("RSS_REPORT", report, 1)
    defer { unsetenv("RSS_REPORT") }
    guard (try? spawnAndWait("/usr/bin/env", ["python3", "-c", script, path] + arguments)) != nil,
          let text = try? String(contentsOfFile: report, encoding: .utf8) else { return nil }
    return Int(text)
}

private func spawnAndWait(_ path: String, _ arguments: [String]) throws
    -> (seconds: Double, status: Int32, lines: Int) {
    var pipe: [Int32] = [0, 0]
    guard Glibc.pipe(&pipe) == 0 else { throw AddressBookError.cannotWrite(path: "pipe", reason: String(cString: strerror(errno))) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, pipe[1], 1)
    posix_spawn_file_actions_addclose(&actions, pipe[0])
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    let start = DispatchTime.now().uptimeNanoseconds
    let spawned = posix_spawn(&pid, path, &actions, nil, argv, environ)
    Glibc.close(pipe[1])
    guard spawned == 0 else {
        Glibc.close(pipe[0])
        throw AddressBookError.cannotWrite(path: path, reason: String(cString: strerror(spawned)))
    }
    var lines = 0
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
        let count = read(pipe[0], &buffer, buffer.count)
        if count <= 0 { break }
        for byte in buffer[0..<count] where byte == 0x0A { lines += 1 }
    }
    Glibc.close(pipe[0])
    var status: Int32 = 0
    var usage = rusage()
    _ = wait4(pid, &status, 0, &usage)
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    return (seconds, (status >> 8) & 0xFF, lines)
}

private func runQuietly(_ path: String, _ arguments: [String]) throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
}

private func megabytes(_ kilobytes: Int) -> String { String(format: "%.1f MB", Double(kilobytes) / 1024) }

/// The first three fields of /proc/loadavg (1, 5 and 15 minutes): figures
/// taken on a busy machine are slower than the code.
private func loadAverage() -> String {
    let text = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? ""
    return text.split(separator: " ").prefix(3).joined(separator: " ")
}

/// User + system CPU seconds of this process so far (all threads).
private func processCPUSeconds() -> Double {
    var usage = rusage()
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
}

private func measureThrowing(_ body: () throws -> Void) throws -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

private func median(_ values: [Double]) -> Double {
    guard !values.isEmpty else { return 0 }
    let sorted = values.sorted()
    return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

private func percentile(_ values: [Double], _ fraction: Double) -> Double {
    guard !values.isEmpty else { return 0 }
    let sorted = values.sorted()
    let rank = Int((fraction * Double(sorted.count)).rounded(.up)) - 1
    return sorted[min(sorted.count - 1, max(0, rank))]
}
