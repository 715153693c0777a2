#!/usr/bin/env bash
# GUI smoke test: start loopwright under a virtual X server (Xvfb), wait for
# its window, check its title, screenshot it with ImageMagick, check the
# screenshot is not blank, close the app and print the screenshot's path.
# Fails if the app does not start or its window does not appear.
#
# usage: scripts/smoke.sh [BINARY] [SHOT.png]
set -euo pipefail

bin=${1:-./bin/loopwright}
shot=${2:-${TMPDIR:-/tmp}/loopwright-smoke/editor.png}
timeout_s=${SMOKE_TIMEOUT:-60}
mkdir -p "$(dirname "$shot")"
rm -f "$shot"

for tool in Xvfb xdotool import convert; do
	command -v "$tool" >/dev/null || { echo "smoke: $tool is missing (run make deps)" >&2; exit 1; }
done
[ -x "$bin" ] || { echo "smoke: $bin is not built" >&2; exit 1; }

# A free display number.
n=${SMOKE_DISPLAY:-90}
while [ -e "/tmp/.X11-unix/X$n" ] || [ -e "/tmp/.X$n-lock" ]; do n=$((n + 1)); done
log=$(mktemp -d "${TMPDIR:-/tmp}/loopwright-smoke.XXXXXX")
xpid= apid=
cleanup() {
	[ -n "$apid" ] && kill "$apid" 2>/dev/null || true
	[ -n "$xpid" ] && kill "$xpid" 2>/dev/null || true
	wait 2>/dev/null || true
}
trap cleanup EXIT

Xvfb ":$n" -screen 0 1600x1000x24 -nolisten tcp >"$log/xvfb.log" 2>&1 &
xpid=$!
export DISPLAY=":$n"
for _ in $(seq 50); do
	xdotool getdisplaygeometry >/dev/null 2>&1 && break
	kill -0 "$xpid" 2>/dev/null || { cat "$log/xvfb.log" >&2; echo "smoke: Xvfb did not start" >&2; exit 1; }
	sleep 0.2
done

echo "smoke: starting $bin on display :$n"
LIBGL_ALWAYS_SOFTWARE=1 "$bin" >"$log/app.log" 2>"$log/app.err" &
apid=$!

wid=$(timeout "$timeout_s" xdotool search --sync --onlyvisible --name '^Loopwright$' 2>/dev/null | head -n1) || true
if [ -z "$wid" ]; then
	echo "smoke: FAIL: no Loopwright window within ${timeout_s}s; app log:" >&2
	cat "$log/app.log" "$log/app.err" >&2
	exit 1
fi
title=$(xdotool getwindowname "$wid")
if [ "$title" != "Loopwright" ]; then
	echo "smoke: FAIL: window title is \"$title\", want \"Loopwright\"" >&2
	exit 1
fi
# Let the first frames render.
sleep "${SMOKE_SETTLE:-3}"
kill -0 "$apid" 2>/dev/null || { echo "smoke: FAIL: app exited early; log:" >&2; cat "$log/app.log" "$log/app.err" >&2; exit 1; }

import -window "$wid" "$shot"
sd=$(convert "$shot" -format '%[fx:standard_deviation]' info:)
colours=$(convert "$shot" -format '%k' info:)
size=$(convert "$shot" -format '%wx%h' info:)
echo "smoke: window $wid \"$title\" $size, $colours colours, standard deviation $sd"
if ! awk -v sd="$sd" -v c="$colours" 'BEGIN { exit !(sd > 0.05 && c > 16) }'; then
	echo "smoke: FAIL: the screenshot looks blank" >&2
	exit 1
fi

# Close the app as a user would (File > Quit, Ctrl+Q); stop it if it lingers.
xdotool windowfocus --sync "$wid" 2>/dev/null || true
xdotool key ctrl+q 2>/dev/null || true
for _ in $(seq 25); do
	kill -0 "$apid" 2>/dev/null || break
	sleep 0.2
done
if kill -0 "$apid" 2>/dev/null; then
	echo "smoke: app still running after close request; stopping it"
	kill "$apid" 2>/dev/null || true
fi
wait "$apid" 2>/dev/null || true
apid=
# The editor prints nothing unless something is wrong (issue 14 point 15:
# "Preferences load error: EOF" at quit, GTK's locale warning at start).
if [ -s "$log/app.err" ]; then
	echo "smoke: FAIL: the editor wrote to stderr:" >&2
	cat "$log/app.err" >&2
	exit 1
fi
echo "smoke: ok"
echo "$shot"
