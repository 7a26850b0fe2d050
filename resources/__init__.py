"""Data files of the studio, installed as the ``studio.resources`` package.

Read them with ``importlib.resources.files("studio.resources")`` (the window
does so through ``studio.ui.base.resources``); nothing here is Python code.
"""
