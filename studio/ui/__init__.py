"""The studio window (PySide6). The only package of ``studio`` that imports Qt."""
