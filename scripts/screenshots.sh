#!/usr/bin/env bash
# Take the manual's pictures again from the real window, offscreen, with the demo
# model (random weights, no download): docs/screenshot.png (five lines of the
# sample script in its three voices, every line rendered) and docs/screens/
# (the layout test's window at four sizes), and the same window in German
# (screenshot-de.png), in the dark scheme (screenshot-dark.png) and at 200%
# scale (screenshot-200.png). Run from the checkout after setup.
set -euo pipefail
cd "$(dirname "$0")/.."
export QT_QPA_PLATFORM=offscreen
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
head -n 5 resources/sample_script.txt > "$work/shot.txt"
voices=resources/sample_voices
shot() {
    .venv/bin/voice-studio gui --model random:english_2m_2026-10 \
        --voice alice="$voices/alice.flac" --voice bob="$voices/bob.flac" \
        --voice narrator="$voices/narrator.flac" --script "$work/shot.txt" --render-all \
        --screenshot "$1"
}
# Settings of the pictures' own: the user's (a dark scheme, a language) never show.
export XDG_CONFIG_HOME="$work/config"
LANG=C.UTF-8 shot docs/screenshot.png
LANG=de_DE.UTF-8 shot docs/screenshot-de.png
mkdir -p "$XDG_CONFIG_HOME/voice-studio"
printf '[appearance]\ncolor_scheme=dark\n' > "$XDG_CONFIG_HOME/voice-studio/voice-studio.conf"
LANG=C.UTF-8 shot docs/screenshot-dark.png
rm "$XDG_CONFIG_HOME/voice-studio/voice-studio.conf"
LANG=C.UTF-8 QT_SCALE_FACTOR=2 shot docs/screenshot-200.png
VOICE_STUDIO_SCREENSHOTS=1 .venv/bin/python -m pytest -q -p no:cacheprovider tests/ui/test_layout.py
echo "Wrote docs/screenshot*.png and docs/screens/."
