// ContactsStore module; see ARCHITECTURE.md.
