// TerminalBackend module; see ARCHITECTURE.md.
