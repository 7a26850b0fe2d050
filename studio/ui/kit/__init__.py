"""The window's kit: its theme, actions, toolbar and splitter, small widgets and
questions, status messages, the stall probe and the pool of jobs."""
