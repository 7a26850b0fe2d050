# Helpers of .ci/run (sourced): the .venv link, the null sound card, and the cleanup
# that leaves the machine as the run found it. tests/test_ci_run.py runs each of them.

ci_tmp=""           # the run's temporary folder (the manual's build), removed on exit
ci_pacat_pid=""     # the keepalive stream into the null sink
ci_started_pulse=0  # 1 when this run started the sound server: it stops it again
ci_pulse_modules=() # modules loaded into a server that was running before the run
ci_default_sink=""  # that server's defaults, put back on exit
ci_default_source=""

# A .venv that is a folder (or a file) is the developer's own environment: CI links .venv
# to the environment it builds and must never run in another one without saying so.
ci_check_venv_slot() {
    if [ -e .venv ] && [ ! -L .venv ]; then
        echo ".ci/run: .venv is a folder of this checkout's own; CI links .venv to the" \
            "environment it builds. Move it away (mv .venv .venv.mine) or run CI in a" \
            "fresh clone." >&2
        return 1
    fi
}

ci_link_venv() {
    local venv=$1
    ci_check_venv_slot
    # -T: replace the link itself, never put a new link inside a folder called .venv.
    ln -sfnT "$venv" .venv
    if [ "$(readlink -f .venv)" != "$(readlink -f "$venv")" ]; then
        echo ".ci/run: .venv does not lead to $venv." >&2
        return 1
    fi
}

# A null sound card, so the record-and-play round trip runs for real. The daemons
# are started without the lock's descriptor (9), or they would hold it after the run.
ci_start_sound_card() {
    command -v pactl >/dev/null 2>&1 || return 0
    if ! pactl info >/dev/null 2>&1; then
        command -v pulseaudio >/dev/null 2>&1 || return 0
        pulseaudio -D --exit-idle-time=-1 2>/dev/null 9>&- || return 0
        ci_started_pulse=1
        for _ in 1 2 3 4 5 6 7 8 9 10; do
            pactl info >/dev/null 2>&1 && break
            sleep 0.5
        done
    else
        ci_default_sink="$(pactl get-default-sink 2>/dev/null || true)"
        ci_default_source="$(pactl get-default-source 2>/dev/null || true)"
    fi
    local module
    if ! pactl list short sinks 2>/dev/null | grep -qw testsink; then
        module="$(pactl load-module module-null-sink sink_name=testsink 2>/dev/null)" \
            && ci_pulse_modules+=("$module")
    fi
    if ! pactl list short sources 2>/dev/null | grep -qw testmic; then
        module="$(pactl load-module module-remap-source master=testsink.monitor \
            source_name=testmic 2>/dev/null)" && ci_pulse_modules+=("$module")
    fi
    pactl set-default-sink testsink 2>/dev/null || true
    pactl set-default-source testmic 2>/dev/null || true
    # A stream that keeps the sink running; without it, recording stalls for ~2 s at a time.
    if command -v pacat >/dev/null 2>&1; then
        pacat --playback --latency-msec=20 --device=testsink /dev/zero \
            >/dev/null 2>&1 9>&- &
        ci_pacat_pid=$!
    fi
}

ci_stop_sound_card() {
    if [ -n "$ci_pacat_pid" ]; then
        kill "$ci_pacat_pid" 2>/dev/null || true
        wait "$ci_pacat_pid" 2>/dev/null || true
        ci_pacat_pid=""
    fi
    if [ "$ci_started_pulse" = 1 ]; then
        pulseaudio --kill 2>/dev/null || true
        ci_started_pulse=0
    else
        # Someone else's server: take out only what this run put in, and its defaults back.
        local i
        for ((i = ${#ci_pulse_modules[@]} - 1; i >= 0; i--)); do
            pactl unload-module "${ci_pulse_modules[i]}" 2>/dev/null || true
        done
        [ -z "$ci_default_sink" ] || pactl set-default-sink "$ci_default_sink" 2>/dev/null || true
        [ -z "$ci_default_source" ] \
            || pactl set-default-source "$ci_default_source" 2>/dev/null || true
    fi
    ci_pulse_modules=()
}

ci_cleanup() {
    ci_stop_sound_card
    if [ -n "$ci_tmp" ]; then
        rm -rf "$ci_tmp"
        ci_tmp=""
    fi
}
