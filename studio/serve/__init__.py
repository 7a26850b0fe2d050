"""The speech server: OpenAI's ``/v1/audio/speech`` and friends over the render service.

A client of the render service like the window and the command line: each
request is a job, so requests share batches and the prompt cache. On one
machine the server owns an engine thread (``engine_thread``); in the window
it renders through the window's own worker. No Qt.
"""
