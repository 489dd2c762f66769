// What the text input views (`UITextField`, `UITextView`) do with the presses they get.

extension Set<UIPress> {
    /// The presses `consume` does not take, in no order, for the responder to pass on with
    /// `super.pressesBegan`: a press without a key is never taken. `consume` is asked per
    /// press, so an earlier key that ends editing lets the later ones go up the chain.
    func unconsumed(by consume: (UIKey) -> Bool) -> Set<UIPress> {
        filter { press in !(press.key.map(consume) ?? false) }
    }
}
