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
            alert.addAction(UIAlertAction(title: strings.ok, style: .default))
            present(alert, animated: true)
        case .failure(let error):
            syncLabel.text = strings.syncFailed(strings.message(for: error))
        }
        viewIfLoaded?.setNeedsLayout()
    }
}
