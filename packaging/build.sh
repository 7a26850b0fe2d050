#!/usr/bin/env bash
# Builds the one-folder app bundle dist/voice-studio/ with PyInstaller:
#
#   bash packaging/build.sh
#
# The wheel of this checkout is installed with its dependencies into a build
# environment that holds nothing else (build/bundle-env, or
# $VOICE_STUDIO_BUILD_ENV), and PyInstaller freezes it with
# packaging/voice-studio.spec. The environment is rebuilt only when
# pyproject.toml or the build tools change. Check the result with
# `python3 packaging/smoke_test.py dist/voice-studio`.
set -euo pipefail
cd "$(dirname "$0")/.."

PYTHON="${PYTHON:-python3}"
env_dir="${VOICE_STUDIO_BUILD_ENV:-build/bundle-env}"
start=$SECONDS

tools=("build>=1.2,<2" "pyinstaller>=6.10,<=6.22.3" "pyinstaller-hooks-contrib>=2024.8")
quiet_pip() { "$env_dir/bin/python" -m pip install -q "$@" 2>&1 | grep -v "^WARNING: Location" || true; }

key="$( (cat pyproject.toml; echo "${tools[*]}") | sha256sum | cut -c1-16)"
fresh=0
if [ ! -x "$env_dir/bin/python" ] || [ "$(cat "$env_dir/.voice-studio-build" 2>/dev/null)" != "$key" ]; then
    rm -rf "$env_dir"
    "$PYTHON" -m venv "$env_dir"
    quiet_pip --upgrade pip
    quiet_pip "${tools[@]}"
    fresh=1
fi

# Through the source archive, as a user's pip would: no stale build/lib in the wheel.
rm -rf build/wheel && mkdir -p build/pyinstaller
"$env_dir/bin/python" -m build --outdir build/wheel . >build/wheel.log 2>&1 \
    || { cat build/wheel.log >&2; exit 1; }
wheel="$(ls build/wheel/voice_studio-*.whl)"
if [ "$fresh" = 1 ]; then
    quiet_pip "$wheel"
else
    quiet_pip --no-deps --force-reinstall "$wheel"
fi
# -I: the installed package, not the studio/ folder in the current directory.
"$env_dir/bin/python" -I -c "import studio.ui.base.resources, pocket_tts, torchaudio" >/dev/null
echo "$key" >"$env_dir/.voice-studio-build"

# Run from outside the checkout, so PyInstaller freezes the installed package
# rather than the source folder in the current directory.
root="$(pwd)"
python="$(cd "$env_dir" && pwd)/bin/python"
(cd build/pyinstaller && "$python" -m PyInstaller --noconfirm --clean \
    --log-level WARN --distpath "$root/dist" --workpath "$root/build/pyinstaller" \
    "$root/packaging/voice-studio.spec")
echo "Built dist/voice-studio ($(du -sh dist/voice-studio | cut -f1)) in $((SECONDS - start)) s."
