import UIKit

/// Keeps the table's data out of the view controller.
final class FruitDataSource: NSObject, UITableViewDataSource {
    private let fruits: [Fruit] = [
        Fruit(name: "Apple", origin: "Kazakhstan", pricePerKilo: 2.49),
        Fruit(name: "Banana", origin: "Ecuador", pricePerKilo: 1.19),
        Fruit(name: "Cherry", origin: "Turkey", pricePerKilo: 7.9),
        Fruit(name: "Mango", origin: "India", pricePerKilo: 4.25),
    ]

    func fruit(at indexPath: IndexPath) -> Fruit {
        return fruits[indexPath.row]
    }

    func numberOfSections(in tableView: UITableView) -> Int {
        return 1
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return fruits.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let cell = tableView.dequeueReusableCell(withIdentifier: FruitCell.reuseIdentifier, for: indexPath) as? FruitCell else {
            fatalError("Unable to dequeue a FruitCell")
        }
        cell.configure(with: fruit(at: indexPath))
        return cell
    }
}
