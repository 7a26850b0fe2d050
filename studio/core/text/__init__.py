"""Text: what a line speaks (normalizing, pronunciations), script files and their text,
splitting lines, wording.
"""
