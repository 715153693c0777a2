#!/usr/bin/env bash
# Round-trips every example level through the real Tiled: loopwright
# exports it as a .tmx, `tiled --export-map` loads and re-saves it (Tiled
# 1.8.2 on Debian), and the re-saved map must validate and play exactly as
# the original: the same trace, frame for frame, with the level's input
# script (docs/tiled.md). Tiled runs headless (QT_QPA_PLATFORM=offscreen).
#
# usage: scripts/tiled-roundtrip.sh BINARY
set -euo pipefail

bin=$(realpath "${1:?usage: scripts/tiled-roundtrip.sh BINARY}")
if ! command -v tiled >/dev/null; then
	echo "tiled-roundtrip: tiled is not installed (make deps-test installs it)" >&2
	exit 1
fi
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export QT_QPA_PLATFORM=offscreen XDG_RUNTIME_DIR="$work/xdg"
mkdir -p "$work/xdg" && chmod 700 "$work/xdg"

levels=0
for packdir in examples/packs/*/; do
	pk=$(basename "$packdir")
	"$bin" pack export "$packdir" --format tmx --out "$work/$pk" >/dev/null
	# Every level of the pack, none left out: as many maps as pack.json lists.
	want=$("$bin" pack validate "$packdir" | sed -n 's/.*: ok: \([0-9]*\) level(s).*/\1/p')
	got=$(find "$work/$pk" -maxdepth 1 -name '*.tmx' | wc -l)
	if [ -z "$want" ] || [ "$got" -ne "$want" ]; then
		echo "tiled-roundtrip: $pk: exported $got maps for ${want:-?} levels" >&2
		exit 1
	fi
	for map in "$work/$pk"/*.tmx; do
		case $map in *-resaved.tmx) continue ;; esac
		name=$(basename "$map" .tmx)
		resaved="$work/$pk/$name-resaved.tmx"
		if ! tiled --export-map "$map" "$resaved" >"$work/tiled.log" 2>&1 || [ ! -s "$resaved" ]; then
			cat "$work/tiled.log" >&2
			echo "tiled-roundtrip: $pk/$name: tiled could not load and re-save the exported map" >&2
			exit 1
		fi
		"$bin" pack validate "$resaved" >"$work/validate.log" || {
			cat "$work/validate.log" >&2
			echo "tiled-roundtrip: $pk/$name: the map Tiled re-saved does not validate" >&2
			exit 1
		}
		args=(--frames 600)
		if [ -f "$packdir/inputs/$name.txt" ]; then
			args=(--inputs "$packdir/inputs/$name.txt")
		fi
		"$bin" sim --level "$packdir" --name "$name" "${args[@]}" --trace "$work/a.jsonl"
		"$bin" sim --level "$resaved" "${args[@]}" --trace "$work/b.jsonl"
		if ! cmp -s "$work/a.jsonl" "$work/b.jsonl"; then
			diff <(head -c 100000 "$work/a.jsonl") <(head -c 100000 "$work/b.jsonl") | head -5 >&2 || true
			echo "tiled-roundtrip: $pk/$name: the trace after Tiled's re-save differs from the pack's" >&2
			exit 1
		fi
		levels=$((levels + 1))
	done
done
packs=$(ls -d examples/packs/*/ | wc -l)
echo "tiled-roundtrip: $levels example levels of $packs packs (every level of each) loaded and re-saved by $(tiled --version 2>/dev/null | head -1 || echo tiled), identical traces"
