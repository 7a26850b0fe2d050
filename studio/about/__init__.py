"""What the studio is made of: its version, the engines' and libraries' versions, the
third-party notices and the licences of the models in use (no Qt, no torch).

About (``studio.ui.help.about``) and ``voice-studio --version`` show this;
``scripts/notices.py`` writes the notices file with ``notice_builder``.
"""
