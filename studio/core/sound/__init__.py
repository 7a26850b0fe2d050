"""Audio: reading and writing it, loudness and ACX measures, voice activity, a voice's audio
and its edits, a take's signal checks and review flags.
"""
