"""The Help menu: the sample script, keyboard shortcuts, About."""
