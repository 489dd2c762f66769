import UIKit

class InboxViewController: UIViewController {
    private let mailbox: String
    private let emptyView = EmptyStateView()
    private var refreshTimer: Timer?
    private var refreshCount = 0

    init(mailbox: String) {
        self.mailbox = mailbox
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func loadView() {
        view = emptyView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = mailbox
        view.backgroundColor = .systemBackground
        emptyView.messageLabel.text = "No messages"
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .compose, target: nil, action: nil)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        // Check for new mail every five minutes while the inbox is on screen.
        refreshTimer = Timer.scheduledTimer(withTimeInterval: 300, repeats: true) { _ in
            self.refreshCount += 1
        }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        refreshTimer?.invalidate()
        refreshTimer = nil
    }

    override var preferredStatusBarStyle: UIStatusBarStyle {
        return .default
    }
}
