#!/usr/bin/env bash
# Installs the apt packages given as arguments that are not installed yet,
# saying what it does. Needs root (or sudo) only when something is missing.
#
# usage: scripts/deps.sh PACKAGE...
set -euo pipefail

missing=()
for p in "$@"; do
	if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed'; then
		missing+=("$p")
	fi
done
if [ ${#missing[@]} -eq 0 ]; then
	echo "deps: all $# apt packages needed are installed"
	exit 0
fi
if ! command -v apt-get >/dev/null; then
	echo "deps: missing packages ${missing[*]}, and apt-get is not available; install them by hand" >&2
	exit 1
fi
sudo=()
if [ "$(id -u)" -ne 0 ]; then
	if command -v sudo >/dev/null; then
		sudo=(sudo)
	else
		echo "deps: missing packages ${missing[*]}; run as root (or install sudo) to install them" >&2
		exit 1
	fi
fi
echo "deps: installing missing apt packages: ${missing[*]}"
echo "deps: apt-get update"
"${sudo[@]}" apt-get update -qq
echo "deps: apt-get install (this can take a few minutes)"
"${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
echo "deps: installed ${#missing[@]} packages"
