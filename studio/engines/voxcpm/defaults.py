"""Fixed values of the VoxCPM2 engine: its id, hub repo and cloning modes, upstream's
generation defaults (used when ``GenerationParams`` says None), the frame limits upstream
keeps per line, and the caps on lines rendered together."""

from __future__ import annotations

ENGINE_ID = "voxcpm"
HUB_REPO = "openbmb/VoxCPM2"
MODES = ("reference", "continuation", "both")

# Upstream defaults (``VoxCPM.generate``): used when GenerationParams says None.
DEFAULT_CFG = 2.0
DEFAULT_STEPS = 10
DEFAULT_TEMPERATURE = 1.0
DEFAULT_MIN_FRAMES = 2
# Upstream caps a line at ``len(target tokens) * 6 + 10`` frames (its bad-case
# ratio); we keep that cap so lines behave as they do with upstream.
FRAMES_PER_TOKEN = 6.0
EXTRA_FRAMES = 10
# Prompt patches decoded ahead of a continuation (upstream: streaming_prefix_len - 1).
DECODE_CONTEXT = 3
# Most lines rendered together: a CPU gains little beyond a few rows, a GPU more.
CPU_BATCH_CAP = 4
GPU_BATCH_CAP = 16
