import UIKit

class InboxViewController: UIViewController {
    private let mailbox: String
    private let emptyView = EmptyStateView()

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

    override var preferredStatusBarStyle: UIStatusBarStyle {
        return .default
    }
}
