"""Voice-cloning studio: prompt-cached text-to-speech for scripts."""

__version__ = "0.1.0"
