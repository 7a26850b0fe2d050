"""Edit > Preferences."""
