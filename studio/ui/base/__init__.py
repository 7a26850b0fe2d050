"""What every part of the window stands on: the settings and their types, resources,
translations, the heap, the pool jobs and the PySide feature switch."""
