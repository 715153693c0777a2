#!/usr/bin/env bash
# Starts the Windows editor under Wine and Xvfb and screenshots its window
# (docs/release.md, "The Windows editor under Wine"): Wine's virtual
# desktop draws the Windows title bar; the window is found with xdotool and
# taken with ImageMagick's import. The editor keeps its recent files and
# recovery files in a temporary folder (LOOPWRIGHT_CONFIG_DIR), not the
# prefix's AppData.
#
# usage: scripts/wine-screenshot.sh [EXE [OUT.png]]
#   EXE: the Windows editor (default: built now into bin/loopwright-windows-gui.exe
#        with cgo and mingw-w64, minutes the first time)
#   OUT: default docs/screenshots/windows-wine.png
set -euo pipefail
cd "$(dirname "$0")/.."
GO=${GO:-go}
export GOFLAGS=-buildvcs=false
exe=${1:-}
out=${2:-docs/screenshots/windows-wine.png}
scripts/deps.sh wine wine64 gcc-mingw-w64-x86-64 xvfb xauth libgl1-mesa-dri imagemagick xdotool
if [ -z "$exe" ]; then
	exe=bin/loopwright-windows-gui.exe
	echo "wine-screenshot: building $exe (cgo, mingw-w64; minutes the first time)"
	CGO_ENABLED=1 GOOS=windows GOARCH=amd64 CC=x86_64-w64-mingw32-gcc CXX=x86_64-w64-mingw32-g++ \
		"$GO" build -trimpath -ldflags "-H windowsgui" -o "$exe" .
fi
[ -f "$exe" ] || { echo "wine-screenshot: $exe: no such file" >&2; exit 1; }
. scripts/wine-prefix.sh

d=90
while [ -e "/tmp/.X11-unix/X$d" ] || [ -e "/tmp/.X$d-lock" ]; do d=$((d + 1)); done
Xvfb ":$d" -screen 0 1600x1000x24 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
cfg=$(mktemp -d)
cleanup() {
	wineserver -k >/dev/null 2>&1 || true
	kill "$xvfb" 2>/dev/null || true
	rm -rf "$cfg"
}
trap cleanup EXIT
export DISPLAY=:$d
for _ in $(seq 50); do [ -e "/tmp/.X11-unix/X$d" ] && break; sleep 0.1; done
wine reg add 'HKCU\Software\Wine\Explorer' /v Desktop /d Default /f >/dev/null 2>&1
wine reg add 'HKCU\Software\Wine\Explorer\Desktops' /v Default /d 1600x1000 /f >/dev/null 2>&1
wineserver -k >/dev/null 2>&1 || true # the desktop setting takes effect on the next start
echo "wine-screenshot: starting $exe under Wine on DISPLAY=:$d"
LOOPWRIGHT_CONFIG_DIR="Z:${cfg//\//\\}" wine "$exe" >"$cfg.log" 2>&1 &
if ! wid=$(timeout 180 xdotool search --sync --onlyvisible --name '^Loopwright$' | head -1) || [ -z "$wid" ]; then
	echo "wine-screenshot: no Loopwright window within 180 s; Wine said:" >&2
	cat "$cfg.log" >&2
	rm -f "$cfg.log"
	exit 1
fi
rm -f "$cfg.log"
sleep 5 # its first frames
mkdir -p "$(dirname "$out")"
import -window "$wid" "$out"
echo "wine-screenshot: $out ($(identify -format '%wx%h' "$out"), window $wid)"
