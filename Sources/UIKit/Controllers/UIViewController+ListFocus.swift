extension UIViewController {
    /// As a table or collection view controller's view appears (`viewDidAppear`), its list
    /// takes the keyboard focus when nothing in the window holds it: no view of that window
    /// focused and no first responder.
    func _focusListIfNothingElseIs(_ list: UIView?) {
        guard let list, let window = list.window,
              window.focusedView == nil || window.focusedView?.window !== window,
              window.firstResponder == nil else { return }
        window.focus(list)
    }
}
