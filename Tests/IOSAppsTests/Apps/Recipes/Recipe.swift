import Foundation

struct Recipe {
    let name: String
    let summary: String
    let minutes: Int
}

extension Recipe {
    static let samples: [Recipe] = [
        Recipe(name: "Tomato soup", summary: "Roasted tomatoes, basil, a little cream", minutes: 35),
        Recipe(name: "Pancakes", summary: "Flour, eggs, milk and a pinch of salt", minutes: 20),
        Recipe(name: "Green curry", summary: "Coconut milk, chicken, Thai basil", minutes: 40),
        Recipe(name: "Caesar salad", summary: "Romaine, croutons, parmesan, anchovy dressing", minutes: 15),
        Recipe(name: "Banana bread", summary: "Ripe bananas, walnuts, brown sugar", minutes: 70),
    ]
}
