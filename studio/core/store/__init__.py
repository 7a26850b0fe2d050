"""Projects on disk: the project file, its lock, migrations, nesting, recovery, snapshots,
lexicons and the voice library.
"""
