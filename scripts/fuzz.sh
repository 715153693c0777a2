#!/usr/bin/env bash
# Runs every fuzz target of the module briefly, one target per go test
# invocation (go test -fuzz accepts only one). Targets are discovered with
# go test -list, so new FuzzXxx functions are picked up automatically.
#
# usage: scripts/fuzz.sh [FUZZTIME]   (default 5000x, or $FUZZTIME)
#
# The default is a number of inputs, not a duration: the work done is the
# same on a loaded machine as on an idle one, and go test's time-boxed
# fuzzing can fail with "context deadline exceeded" when the machine is busy
# as the time runs out. A duration (e.g. 30s) still works for longer local runs.
set -euo pipefail

fuzztime=${1:-${FUZZTIME:-5000x}}
go=${GO:-go}
count=0
for pkg in $($go list ./...); do
	targets=$($go test -list '^Fuzz' "$pkg" | grep '^Fuzz' || true)
	for t in $targets; do
		echo "fuzz: $pkg $t ($fuzztime)"
		$go test -run '^$' -fuzz "^${t}\$" -fuzztime "$fuzztime" "$pkg"
		count=$((count + 1))
	done
done
echo "fuzz: $count targets fuzzed for $fuzztime each"
