"""Qt-free core: script, audio I/O, project files, undo commands, export."""
