// UIKitDemos module; see ARCHITECTURE.md.
