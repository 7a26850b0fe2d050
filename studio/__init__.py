"""Voice-cloning studio: prompt-cached text-to-speech for scripts."""

__version__ = "0.1.0"
# The freedesktop application id: the name of the desktop entry, the AppStream
# component and the icon (packaging/). Qt's desktopFileName should be this too,
# so that Wayland compositors match the window to its desktop entry.
APP_ID = "io.github.voice_studio.VoiceStudio"
