// ContactsApp module; see ARCHITECTURE.md.
