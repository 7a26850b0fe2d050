"""An example Voice Studio engine plugin: a formant synthesizer (see README.md)."""
