"""The Cast panel: speakers of a book's dialogue, their voices and merged names."""
