"""The voice features of the window: workbench, recording flow, library, clone check."""
