"""Reviewing takes: the signal review, its report, drift across a book, the clone check."""
