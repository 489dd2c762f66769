// VCard module; see ARCHITECTURE.md.
