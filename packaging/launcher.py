"""The bundle's entry point: the installed voice-studio command."""

from studio.cli import entry_point

entry_point()
