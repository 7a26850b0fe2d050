"""Long-form narration in the window: the pronunciation dictionary, chapters, take review."""
