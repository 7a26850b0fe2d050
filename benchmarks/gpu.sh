#!/usr/bin/env bash
# The GPU rows, in one prepared run on a lent GPU machine (about 4 minutes on an H200).
#
#   bash ../shared/gpu/wheels.sh          # here, once: the wheels the GPU machine lacks
#   bash benchmarks/gpu.sh [OUT_DIR]      # there, from the checkout's root, with .whl carried
#
# Installs the carried wheels into /tmp/site, then runs benchmarks/gpu_rows.py (the
# flow-LM step at 1-256 rows with and without CUDA graphs, the equality of batched and
# line-by-line audio, rows 10 and 11, a 1,200-line render, first audio) and writes
# OUT_DIR/results-gpu.json (default benchmarks/out) and OUT_DIR/gpu-log.txt.
set -u
out="${1:-${OUT:-benchmarks/out}}"
mkdir -p "$out"
if ls .whl/*.whl >/dev/null 2>&1; then
    python3 -m pip install -q --no-index --no-deps --no-compile --target /tmp/site .whl/*.whl \
        || { echo "could not install the carried wheels"; exit 1; }
    export PYTHONPATH="/tmp/site:$PWD"
fi
nvidia-smi --query-gpu=name,memory.total,driver_version,clocks.max.sm --format=csv
python3 -c "import torch; print('torch', torch.__version__, 'cuda', torch.version.cuda)"
export PYTHONUNBUFFERED=1
timeout "${GPU_ROWS_SECONDS:-420}" python3 benchmarks/gpu_rows.py --json "$out/results-gpu.json" \
    --parts "${GPU_ROWS_PARTS:-steps,equal,first,rows,book}" 2> "$out/gpu-log.txt" | tail -c 2000
status=${PIPESTATUS[0]}
tail -n 40 "$out/gpu-log.txt"
exit "$status"
