import UIKit

class FruitListViewController: UITableViewController {

    private let dataSource = FruitDataSource()

    override init(style: UITableView.Style) {
        super.init(style: style)
        title = "Fruits"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(FruitCell.self, forCellReuseIdentifier: FruitCell.reuseIdentifier)
        tableView.dataSource = dataSource
        navigationItem.rightBarButtonItem = editButtonItem
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let fruit = dataSource.fruit(at: indexPath)
        let alert = UIAlertController(title: fruit.name, message: "Grown in \(fruit.origin).", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default, handler: nil))
        present(alert, animated: true)
        tableView.deselectRow(at: indexPath, animated: true)
    }
}
