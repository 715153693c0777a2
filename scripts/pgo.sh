#!/usr/bin/env bash
# pgo.sh: rewrite default.pgo, the CPU profile Go's profile-guided
# optimisation reads. `go build` applies default.pgo beside main.go to the
# loopwright binary and everything it links (-pgo=auto, Go's default);
# `make bench` builds the physics benchmarks with the same profile, so they
# measure the code the binary runs. The profile is taken from the physics
# Step benchmarks (the simulation's hot path) built without PGO, merged
# with the profile already there (FRESH=1: the new profile alone). Rerun it
# after large changes to physics (a stale profile only optimises less; it
# never changes what the program does), and keep the result only when
# `make bench` says it is faster: which profile gives the fastest code is
# a lottery of inlining and layout (docs/benchmarks.md).
set -euo pipefail
cd "$(dirname "$0")/.."
go=${GO:-go}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# The Step benchmarks live with the core and with each object engine: one
# profile each, merged.
profiles=()
for pkg in physics objects/generic objects/sonic2; do
	name=${pkg//\//_}
	"$go" test -c -pgo=off -o "$tmp/$name.test" "./$pkg"
	(cd "$pkg" && "$tmp/$name.test" -test.run '^$' -test.bench 'BenchmarkStep_' \
		-test.benchtime 1000000x -test.cpuprofile "$tmp/$name.pprof" >/dev/null)
	profiles+=("$tmp/$name.pprof")
done
"$go" tool pprof -proto "${profiles[@]}" >"$tmp/cpu.pprof" 2>/dev/null
if [ -z "${FRESH:-}" ] && [ -f default.pgo ]; then
	"$go" tool pprof -proto default.pgo "$tmp/cpu.pprof" >"$tmp/merged.pprof" 2>/dev/null
	mv "$tmp/merged.pprof" default.pgo
	echo "pgo: merged a new profile into default.pgo"
else
	mv "$tmp/cpu.pprof" default.pgo
	echo "pgo: wrote default.pgo"
fi
