import Foundation

struct Fruit {
    let name: String
    let origin: String
    let pricePerKilo: Double
}
