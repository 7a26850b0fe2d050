"""Books in the window: the chapter picker and scripts or books dropped on the window."""
