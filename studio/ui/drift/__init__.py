"""The drift plot: similarity, speaking rate and loudness over a book's lines."""
