#!/usr/bin/env bash
# pgo.sh: rewrite default.pgo, the CPU profile Go's profile-guided
# optimisation reads. `go build` applies default.pgo beside main.go to the
# loopwright binary and everything it links (-pgo=auto, Go's default);
# `make bench` builds the physics benchmarks with the same profile, so they
# measure the code the binary runs. The profile is taken from the physics
# Step benchmarks (the simulation's hot path) built without PGO. Rerun it
# after large changes to physics (a stale profile only optimises less; it
# never changes what the program does).
set -euo pipefail
cd "$(dirname "$0")/.."
go=${GO:-go}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$go" test -c -pgo=off -o "$tmp/physics.test" ./physics
(cd physics && "$tmp/physics.test" -test.run '^$' -test.bench 'BenchmarkStep_' \
	-test.benchtime 1000000x -test.cpuprofile "$tmp/cpu.pprof" >/dev/null)
mv "$tmp/cpu.pprof" default.pgo
echo "pgo: wrote default.pgo"
