// HeadlessBackend module; see ARCHITECTURE.md.
