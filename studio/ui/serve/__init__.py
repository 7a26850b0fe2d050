"""Serving from the window: Preferences > Serve's speech server on the window's model."""
