#!/usr/bin/env bash
# Screenshots of a SonLVL project level in the editor, under a virtual X
# server (Xvfb): the level view, then the preview paused after the player
# ran right for a moment. The editor is driven with xdotool at the window
# positions of a 1600x1000 window (they follow the editor's layout: adjust
# them here if it changes).
#
# usage: scripts/screenshots-disasm.sh BINARY PROJECT.ini OUTDIR [art|noart] [LEVEL#]
#
#   art    level art on (the default): for a disassembly's own levels the
#          pictures show the game's art, so they go to a git-ignored folder
#          (make screenshots-disasm writes screenshots-disasm/); only
#          pictures of our own art may be committed (docs/assumptions.md).
#   noart  level art switched off: collision, switchers, objects, sensors.
#   LEVEL# the level's place in the picker, from 1 (default 1).
#
# Writes OUTDIR/level.png and OUTDIR/preview.png. Objects are drawn with
# their sprites (View > Object sprites, on by default).
set -euo pipefail

bin=${1:?usage: $0 BINARY PROJECT.ini OUTDIR [art|noart] [LEVEL#]}
ini=${2:?project .ini}
out=${3:?output folder}
mode=${4:-art}
pick=${5:-1}
for tool in Xvfb xdotool import; do
	command -v "$tool" >/dev/null || { echo "screenshots: $tool is missing (run make deps-test)" >&2; exit 1; }
done
[ -x "$bin" ] || { echo "screenshots: $bin is not built" >&2; exit 1; }
[ -f "$ini" ] || { echo "screenshots: $ini: no such file" >&2; exit 1; }
mkdir -p "$out"

n=${SHOT_DISPLAY:-95}
while [ -e "/tmp/.X11-unix/X$n" ] || [ -e "/tmp/.X$n-lock" ]; do n=$((n + 1)); done
tmp=$(mktemp -d "${TMPDIR:-/tmp}/loopwright-shots.XXXXXX")
xpid= apid=
cleanup() {
	[ -n "$apid" ] && kill "$apid" 2>/dev/null || true
	[ -n "$xpid" ] && kill "$xpid" 2>/dev/null || true
	wait 2>/dev/null || true
	rm -rf "$tmp"
}
trap cleanup EXIT
Xvfb ":$n" -screen 0 1600x1000x24 -nolisten tcp >"$tmp/xvfb.log" 2>&1 &
xpid=$!
export DISPLAY=":$n"
for _ in $(seq 300); do # up to a minute: a loaded machine starts Xvfb slowly
	xdotool getdisplaygeometry >/dev/null 2>&1 && break
	sleep 0.2
done
# A home of its own: no recent files, preferences or recovery of the user's.
mkdir -p "$tmp/home"
HOME="$tmp/home" GSETTINGS_BACKEND=memory LIBGL_ALWAYS_SOFTWARE=1 "$bin" open "$ini" >"$tmp/app.log" 2>&1 &
apid=$!
wid=$(timeout 60 xdotool search --sync --onlyvisible --name '^Loopwright' | head -n1) || true
[ -n "$wid" ] || { echo "screenshots: no window; log:" >&2; cat "$tmp/app.log" >&2; exit 1; }
sleep 3
click() { xdotool mousemove --window "$wid" "$1" "$2" click 1; sleep "${3:-1}"; }
# The level picker (1280x800 window): the level, then Open.
if [ "$pick" -gt 1 ]; then
	click 640 $((256 + (pick - 1) * 39)) 0.5
fi
click 685 580 "${SHOT_OPEN:-4}" # larger levels take longer (SHOT_OPEN seconds)
xdotool windowsize "$wid" 1600 1000
sleep 2
click 219 49 "${SHOT_TAB:-3}" # the Level tab (a large level's first view takes longer: SHOT_TAB seconds)
if [ "$mode" = noart ]; then
	click 117 13 1 # View
	# View's items: Zoom in, Zoom out, Fit level to window, a separator,
	# then Level art (it was the first item once: the click zoomed in and
	# "noart" shots showed the game's art).
	click 160 167 1 # Level art (off)
fi
click 795 89 2 # zoom 1x
import -window "$wid" "$out/level.png"
click 947 856 0.5 # latch the buttons
click 804 856 0.5 # R
click 38 816 "${SHOT_RUN:-2.5}" # Play
click 38 816 1 # Pause
click 859 89 2 # zoom 2x
import -window "$wid" "$out/preview.png"
echo "screenshots: wrote $out/level.png and $out/preview.png"
