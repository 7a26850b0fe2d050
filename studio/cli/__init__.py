"""The ``voice-studio`` command line: one module per command, sharing the core below."""

from studio.cli.main import COMMANDS, build_parser, entry_point, main, with_default_command

__all__ = ["COMMANDS", "build_parser", "entry_point", "main", "with_default_command"]
