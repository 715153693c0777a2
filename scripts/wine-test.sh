#!/usr/bin/env bash
# The Windows checks, run here under Debian's Wine (make wine; .ci/run runs
# it; docs/release.md "Tested on Windows here"):
#
#  1. the Windows command line (windows/amd64, cgo-free, as released) must
#     write the same trace bytes as the Linux one on every conformance
#     scenario in ../shared/conformance and every example pack's runs, and
#     `check` must pass on every example pack with the same output
#     (scripts/winecheck; the Windows program gets Z:\ paths);
#  2. the tests of Windows' own rules (drive letters, backslashes, CRLF,
#     case-insensitive names, replacing an open file, the per-user folders)
#     run as Windows test programs under Wine (WINE_TESTS below).
#
# Without ../shared the conformance scenarios are skipped (saying so),
# unless CI is set: then that is a failure.
#
# Wine 8 (Debian 12) lacks bcryptprimitives.dll's ProcessPrng, which Go's
# Windows runtime calls at start-up: the prefix gets a stand-in built from
# scripts/wine/bcryptprimitives.c with mingw-w64 (never shipped).
#
# usage: scripts/wine-test.sh    (WINEPREFIX=dir: the Wine prefix, default bin/wine;
#                                 SHARED=dir: the shared folder, default ../shared)
set -euo pipefail
cd "$(dirname "$0")/.."
GO=${GO:-go}
export GOFLAGS=-buildvcs=false
unset DISPLAY WAYLAND_DISPLAY # the command line needs no display
shared=${SHARED:-../shared}

# The tests of Windows' own rules, per package: a -test.run pattern each.
WINE_TESTS=(
	"./internal/wintest:."
	"./sonlvl:Windows"
	"./editor/recent:Windows"
	"./cli:Windows"
	"./pack:Windows"
)

scripts/deps.sh wine wine64 gcc-mingw-w64-x86-64

. scripts/wine-prefix.sh

echo "wine: building the command line for linux/amd64 and windows/amd64 (CGO_ENABLED=0 -tags headless)"
CGO_ENABLED=0 "$GO" build -trimpath -tags headless -o bin/loopwright-headless .
CGO_ENABLED=0 GOOS=windows GOARCH=amd64 "$GO" build -trimpath -tags headless -o bin/loopwright-windows-amd64.exe .
echo "wine: $(wine --version): $(wine bin/loopwright-windows-amd64.exe --version | tr -d '\r')"

args=(-linux bin/loopwright-headless -windows bin/loopwright-windows-amd64.exe -examples examples/packs)
if [ -d "$shared/conformance" ]; then
	args+=(-shared "$shared")
elif [ -n "${CI:-}" ]; then
	echo "wine: $shared/conformance is absent, and CI is set: the conformance scenarios must run" >&2
	exit 1
else
	echo "wine: $shared/conformance is absent: skipping the conformance scenarios (the example packs still run)"
fi
echo "wine: sim traces and checks, Windows (under Wine) against Linux"
"$GO" run ./scripts/winecheck "${args[@]}" | grep -v '^ok ' || { echo "wine: Windows and Linux differ (above)" >&2; exit 1; }

echo "wine: the tests of Windows' rules, as Windows test programs"
failed=0
for t in "${WINE_TESTS[@]}"; do
	pkg=${t%%:*} run=${t#*:}
	exe=bin/wine-$(basename "$pkg").test.exe
	CGO_ENABLED=0 GOOS=windows GOARCH=amd64 "$GO" test -c -tags headless -o "$exe" "$pkg"
	if out=$(cd "$pkg" && wine "$OLDPWD/$exe" -test.run "$run" -test.v 2>&1); then
		echo "$out" | tr -d '\r' | grep -E '^(--- |ok|PASS)' | sed "s|^|  $pkg |" | grep -v -- '--- PASS' || true
		echo "  $pkg: $(echo "$out" | tr -d '\r' | grep -c -- '--- PASS') passed under Wine"
	else
		echo "$out" | tr -d '\r' | tail -40
		echo "  $pkg: FAILED under Wine" >&2
		failed=1
	fi
done
[ "$failed" = 0 ] || exit 1
echo "wine: Windows checks passed"
