"""The undo history on disk: its JSON, its upgrades, and the cast's edits and JSON."""
