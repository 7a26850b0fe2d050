#!/usr/bin/env bash
# Sets up everything the studio and its tests need on Debian/Ubuntu:
# system libraries (when run as root or with sudo) and a Python environment.
#
#   bash scripts/setup.sh            # creates .venv in the checkout
#   VOICE_STUDIO_VENV=/path bash scripts/setup.sh
#
# The environment is rebuilt only when pyproject.toml, constraints.txt (the
# versions installed) or this script change;
# otherwise only the project itself is reinstalled (seconds).
set -euo pipefail
cd "$(dirname "$0")/.."

VENV="${VOICE_STUDIO_VENV:-.venv}"
PYTHON="${PYTHON:-python3}"
EXTRAS="${VOICE_STUDIO_EXTRAS:-dev,cluster}"

# Qt (offscreen and X11), QtMultimedia (libpulse0), a sound server for the
# record/play round trip, espeak-ng and sox for real speech in tests and demos,
# ffprobe (ffmpeg) to read exports back in the tests as another program would,
# and the validators of the desktop entry and the AppStream metainfo.
APT_PACKAGES=(
    libegl1 libgl1 libxkbcommon0 libxkbcommon-x11-0 libfontconfig1 libdbus-1-3 libglib2.0-0
    libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-image0 libxcb-render-util0
    libxcb-shape0 libxcb-xinerama0 libxcb-randr0 libxcb-xkb1
    libpulse0 pulseaudio pulseaudio-utils
    espeak-ng sox ffmpeg
    desktop-file-utils appstream
)
if command -v apt-get >/dev/null 2>&1 && [ "${VOICE_STUDIO_SKIP_APT:-0}" != "1" ]; then
    missing=()
    for pkg in "${APT_PACKAGES[@]}"; do
        dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
    done
    if [ "${#missing[@]}" -gt 0 ]; then
        SUDO=""
        [ "$(id -u)" -ne 0 ] && SUDO="sudo"
        echo "Installing system packages: ${missing[*]}"
        $SUDO apt-get update -qq
        DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
    fi
fi

# Run a check; its output (library warnings such as Qt's about PipeWire) is
# shown only when it fails.
quietly() {
    local output
    if ! output="$("$@" 2>&1)"; then
        printf '%s\n' "$output" >&2
        return 1
    fi
}

# Editable installs of this flat layout make setuptools print an informational
# block about folders shadowing the package; PYTHONWARNINGS=ignore (for the
# build only) keeps a successful install quiet. Errors still show.
stamp_value="$(cat pyproject.toml constraints.txt scripts/setup.sh | sha256sum | cut -c1-16)-$EXTRAS-${VOICE_STUDIO_VOXCPM:-1}"
# Every install below takes the tested versions (a dependency's new release waits
# until constraints.txt is refreshed).
export PIP_CONSTRAINT="$PWD/constraints.txt"
stamp_file="$VENV/.voice-studio-deps"
if [ -x "$VENV/bin/python" ] && [ "$(cat "$stamp_file" 2>/dev/null)" = "$stamp_value" ]; then
    # A failure here must show: the environment would go on running another checkout.
    PYTHONWARNINGS=ignore quietly "$VENV/bin/python" -m pip install -q --no-deps -e .
else
    rm -rf "$VENV"
    "$PYTHON" -m venv "$VENV"
    "$VENV/bin/python" -m pip install -q --upgrade pip 2>&1 | grep -v "^WARNING: Location" || true
    PYTHONWARNINGS=ignore "$VENV/bin/python" -m pip install -q -e ".[$EXTRAS]" 2>&1 | grep -v "^WARNING: Location" || true
    # The voice check's speaker encoder, whose GE2E weights ship in its wheel, without its
    # own requirements: they name the webrtcvad sdist (a compiler) and "typing" (a Python 2
    # backport); pyproject.toml names what its encoder imports.
    "$VENV/bin/python" -m pip install -q --no-deps "resemblyzer==0.1.4" 2>&1 | grep -v "^WARNING: Location" || true
    quietly "$VENV/bin/python" -c "import resemblyzer"
    if [ "${VOICE_STUDIO_VOXCPM:-1}" = "1" ]; then
        # What VoxCPM2's model code (voxcpm/model, voxcpm/modules) imports, named
        # here; torch, torchaudio, safetensors, tqdm and huggingface-hub are
        # already in. voxcpm itself goes in last and with --no-deps: pip then
        # never checks the dependencies left out, so it prints no error block.
        "$VENV/bin/python" -m pip install -q "transformers>=4.36,<=5.24.0" "librosa>=0.10,<=0.11.0" \
            "einops>=0.6,<0.9" "pydantic>=2,<3" 2>&1 | grep -v "^WARNING: Location" || true
        "$VENV/bin/python" -m pip install -q --no-deps "voxcpm==2.0.3" 2>&1 | grep -v "^WARNING: Location" || true
        quietly "$VENV/bin/python" -c "import voxcpm.model.voxcpm2"
        echo "VoxCPM2: model code only; left out on purpose: its web demo, training, denoiser and text-normalizer packages (gradio, spaces, funasr, modelscope, datasets, argbind, wetext, inflect, matplotlib, torchcodec, addict, simplejson)."
    fi
    quietly "$VENV/bin/python" -c "import torch, torchaudio, pocket_tts, PySide6.QtMultimedia"
    echo "$stamp_value" > "$stamp_file"
fi
# The window's translations (.ts -> .qm), every run: a pull may bring new ones.
"$VENV/bin/python" scripts/build_translations.py
# The studio's bytecode, as pip writes it when it installs a wheel: an editable
# install writes none until a module is first imported, and none at all where
# PYTHONDONTWRITEBYTECODE is set (as on CI), so every start would compile the
# sources again (a quarter of a second of the window's start-up here). A module
# edited since is compiled afresh as usual.
"$VENV/bin/python" -m compileall -q -j 0 studio >/dev/null
echo "Ready: $VENV/bin/voice-studio"
