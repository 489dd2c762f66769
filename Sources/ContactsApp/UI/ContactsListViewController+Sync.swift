import ContactsStore
import ContactsSync
import Foundation
import UIKit

extension ContactsListViewController {
    /// When the account syncs with a CardDAV server (`contacts sync add URL`): a "Sync"
    /// bar button beside Log Out, and a line under the search field with the last
    /// sync's time and outcome (or its error).
    func setUpSync() {
        guard let account, let server = try? book.syncServer(for: account) else { return }
        let item = UIBarButtonItem(title: strings.sync, style: .plain, target: self, action: ContactsListViewController.syncTapped)
        syncItem = item
        navigationItem.leftBarButtonItems = [logOutItem, item]
        syncLabel.textColor = .secondaryLabel
        syncLabel.autoresizingMask = [.flexibleWidth]
        searchHeader.addSubview(syncLabel)
        syncLabel.text = strings.syncState(lastSync: server.lastSync, result: server.lastResult)
    }

    /// "Sync": one two-way sync (``AddressBook/sync(_:timeout:)``) run off the main
    /// thread (inline after the environment's delay in headless tests); the button is
    /// disabled and the line says "Syncing…" meanwhile. When it ends the list shows
    /// what changed, the line the outcome, and conflicts are reported in an alert.
    public func syncTapped() {
        guard let account, !isSyncing else { return }
        isSyncing = true
        syncItem?.isEnabled = false
        syncLabel.text = strings.syncing
        let book = self.book
        let application = UIApplication.shared
        let job: @Sendable () -> Result<SyncReport, Error> = { Result { try book.sync(account) } }
        let finish: (Result<SyncReport, Error>) -> Void = { [weak self] result in self?.syncFinished(result) }
        switch environment.credentialChecks {
        case .inline(let delay):
            application.schedule(after: delay) { finish(job()) }
        case .background:
            DispatchQueue.global(qos: .userInitiated).async {
                let result = job()
                application.post { finish(result) }
            }
        }
    }

    /// The end of a sync: the list reloads if the book changed, the line shows the
    /// outcome, an alert lists the conflicts (both versions were kept).
    func syncFinished(_ result: Result<SyncReport, Error>) {
        isSyncing = false
        syncItem?.isEnabled = true
        lastSyncResult = result
        checkForExternalChanges()
        switch result {
        case .success(let report):
            if let account, let server = try? book.syncServer(for: account) {
                syncLabel.text = strings.syncState(lastSync: server.lastSync, result: server.lastResult)
            }
            let lines = report.conflicts + report.refused
            guard !lines.isEmpty else { break }
            let title = report.refused.isEmpty ? strings.syncConflictsTitle(report.conflicts.count)
                : strings.syncRefusedTitle(report.refused.count)
            let alert = UIAlertController(title: title, message: lines.map(TerminalText.sanitized).joined(separator: "\n"),
                                          preferredStyle: .alert)
            // Then, for each contact kept twice, which version to keep.
            alert.addAction(UIAlertAction(title: strings.ok, style: .default) { [weak self] _ in
                self?.askAbout(report.keptCopies[...])
            })
            present(alert, animated: true)
        case .failure(let error):
            syncLabel.text = strings.syncFailed(strings.message(for: error))
        }
        viewIfLoaded?.setNeedsLayout()
    }

    /// After a sync that kept both versions of contacts changed on both sides: one alert
    /// per contact with the fields that differ and the choice `contacts sync --conflicts`
    /// offers — Keep Both (the default, Return), This Book's, The Server's
    /// (``AddressBook/settle(_:keeping:for:)``); after the last, a sync sends what was
    /// chosen.
    func askAbout(_ copies: ArraySlice<SyncReport.KeptCopy>, chose: Bool = false) {
        guard let account else { return }
        guard let kept = copies.first else {
            if chose { syncTapped() }
            return
        }
        guard let versions = try? book.versions(of: kept, for: account) else {
            askAbout(copies.dropFirst(), chose: chose)
            return
        }
        // One sentence per field (an alert's message is one paragraph).
        let message = versions.differences.map { difference in
            "\(difference.field): \(strings.syncHere) \(difference.local), \(strings.syncServer) \(difference.server)."
        }.map(TerminalText.sanitized).joined(separator: " ")
        let alert = UIAlertController(title: strings.syncConflictTitle(TerminalText.sanitized(kept.name), remaining: copies.count),
                                      message: message, preferredStyle: .alert)
        for (title, choice) in [(strings.syncKeepBoth, ConflictChoice.keepBoth), (strings.syncKeepLocal, .local),
                                (strings.syncKeepRemote, .remote)] {
            let action = UIAlertAction(title: title, style: .default) { [weak self] _ in
                guard let self else { return }
                var changed = chose
                do {
                    try self.book.settle(kept, keeping: choice, for: account)
                    changed = changed || choice != .keepBoth
                } catch {
                    self.syncLabel.text = self.strings.syncFailed(self.strings.message(for: error))
                }
                self.checkForExternalChanges()
                self.askAbout(copies.dropFirst(), chose: changed)
            }
            alert.addAction(action)
            if choice == .keepBoth { alert.preferredAction = action }
        }
        present(alert, animated: true)
    }
}
