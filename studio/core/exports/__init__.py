"""Export: audio files and their formats and tags, audiobooks with chapters, subtitles,
narration.
"""
