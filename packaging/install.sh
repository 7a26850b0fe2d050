#!/usr/bin/env bash
# Adds Voice Studio to the desktop's application menu for the current user:
# the desktop entry, the icon in every size and the AppStream metainfo, under
# $XDG_DATA_HOME (~/.local/share). --uninstall removes exactly those files.
#
#   bash packaging/install.sh [--exec PATH]     # PATH: the voice-studio to start
#   bash packaging/install.sh --uninstall
#
# Without --exec it uses .venv/bin/voice-studio in this checkout, else the
# voice-studio on PATH. Run it from a checkout (it reads packaging/ and resources/).
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
root="$(dirname "$here")"
app_id="io.github.voice_studio.VoiceStudio"
data_home="${XDG_DATA_HOME:-$HOME/.local/share}"
icons="$data_home/icons/hicolor"
sizes=(16 22 24 32 48 64 128 256 512)

usage() { sed -n '6,7s/^# *//p' "$0"; exit "${1:-2}"; }

# A value for the desktop entry's Exec key: one quoted argument, escaped as the
# Desktop Entry Specification asks (quoting first, then the string escapes).
exec_value() {
    local arg="$1"
    arg="${arg//\\/\\\\}"
    arg="${arg//\"/\\\"}"
    arg="${arg//\`/\\\`}"
    arg="${arg//\$/\\\$}"
    arg="${arg//%/%%}"
    arg="\"$arg\""
    printf '%s' "${arg//\\/\\\\}"
}

refresh_caches() {
    # Menus notice new files by themselves; these only speed that up.
    command -v update-desktop-database >/dev/null 2>&1 \
        && update-desktop-database -q "$data_home/applications" 2>/dev/null || true
    touch "$icons" 2>/dev/null || true
    command -v gtk-update-icon-cache >/dev/null 2>&1 && [ -f "$icons/index.theme" ] \
        && gtk-update-icon-cache -q -t "$icons" 2>/dev/null || true
}

uninstall() {
    rm -f "$data_home/applications/$app_id.desktop" "$data_home/metainfo/$app_id.metainfo.xml" \
        "$icons/scalable/apps/$app_id.svg"
    for size in "${sizes[@]}"; do
        rm -f "$icons/${size}x${size}/apps/$app_id.png"
    done
    refresh_caches
    echo "Removed Voice Studio from the application menu ($data_home)."
}

install_entry() {
    local program="$1"
    if [ -z "$program" ]; then
        if [ -x "$root/.venv/bin/voice-studio" ]; then
            program="$root/.venv/bin/voice-studio"
        elif command -v voice-studio >/dev/null 2>&1; then
            program="$(command -v voice-studio)"
        else
            echo "install.sh: no voice-studio found; name the one to start with --exec PATH." >&2
            exit 2
        fi
    fi
    if [ ! -x "$program" ] || [ -d "$program" ]; then
        echo "install.sh: $program is not an executable file; build or install Voice Studio first." >&2
        exit 2
    fi
    program="$(cd "$(dirname "$program")" && pwd)/$(basename "$program")"

    mkdir -p "$data_home/applications" "$data_home/metainfo" "$icons/scalable/apps"
    local entry="$data_home/applications/$app_id.desktop"
    local tmp="$entry.tmp.$$"
    local try_exec="${program//\\/\\\\}"
    while IFS= read -r line; do
        case "$line" in
            Exec=*) printf 'Exec=%s\n' "$(exec_value "$program")" ;;
            TryExec=*) printf 'TryExec=%s\n' "$try_exec" ;;
            *) printf '%s\n' "$line" ;;
        esac
    done <"$here/$app_id.desktop" >"$tmp"
    mv -f "$tmp" "$entry"
    install -m 644 "$here/$app_id.metainfo.xml" "$data_home/metainfo/$app_id.metainfo.xml"
    install -m 644 "$root/resources/icons/app.svg" "$icons/scalable/apps/$app_id.svg"
    for size in "${sizes[@]}"; do
        install -D -m 644 "$root/resources/icons/app/${size}x${size}.png" \
            "$icons/${size}x${size}/apps/$app_id.png"
    done
    refresh_caches
    echo "Voice Studio is in the application menu ($entry), starting $program."
}

program=""
action=install
while [ $# -gt 0 ]; do
    case "$1" in
        --exec) [ $# -ge 2 ] || usage >&2; program="$2"; shift 2 ;;
        --exec=*) program="${1#--exec=}"; shift ;;
        --uninstall) action=uninstall; shift ;;
        -h|--help) usage 0 ;;
        *) echo "install.sh: unknown option $1" >&2; usage >&2 ;;
    esac
done
if [ "$action" = uninstall ]; then uninstall; else install_entry "$program"; fi
