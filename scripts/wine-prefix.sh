# Sourced by scripts/wine-test.sh and scripts/wine-screenshot.sh: makes
# the Wine prefix ($WINEPREFIX, default bin/wine) once, and puts in it the
# ProcessPrng stand-in Go's Windows runtime needs under Wine 8
# (scripts/wine/bcryptprimitives.c, built with mingw-w64; never shipped).
export WINEPREFIX=${WINEPREFIX:-$PWD/bin/wine}
export WINEDEBUG=${WINEDEBUG:--all}
export WINEDLLOVERRIDES=${WINEDLLOVERRIDES:-mscoree,mshtml=} # no Mono or Gecko install prompts
mkdir -p bin
if [ ! -f "$WINEPREFIX/system.reg" ]; then
	echo "wine: creating the Wine prefix $WINEPREFIX (wineboot, once)"
	DISPLAY='' wineboot --init >/dev/null 2>&1 || true
	wineserver --wait || true
fi
sys32=$WINEPREFIX/drive_c/windows/system32
[ -d "$sys32" ] || { echo "wine: $WINEPREFIX has no system32: wineboot failed" >&2; exit 1; }
stub=bin/bcryptprimitives.dll
if [ ! -f "$stub" ] || [ scripts/wine/bcryptprimitives.c -nt "$stub" ]; then
	echo "wine: building the ProcessPrng stand-in (scripts/wine/bcryptprimitives.c)"
	x86_64-w64-mingw32-gcc -shared -O2 -s -o "$stub" scripts/wine/bcryptprimitives.c
fi
cmp -s "$stub" "$sys32/bcryptprimitives.dll" || cp "$stub" "$sys32/bcryptprimitives.dll"
