#!/usr/bin/env bash
# Builds the release into dist/ (docs/release.md): the Linux editor
# (tar.gz with its .desktop file, AppStream metainfo and icon), the
# Windows editor (zip; cgo through Debian's mingw-w64, with its icon and
# version resource), the cgo-free command line for linux/amd64,
# linux/arm64, windows/amd64, darwin/amd64 and darwin/arm64, release
# notes from the git log, and SHA256SUMS.
#
# Reproducible: the version, commit and date come from git (the date is
# the commit's, SOURCE_DATE_EPOCH), builds use -trimpath and no build id,
# archives are written by scripts/release (sorted entries, fixed times,
# owner 0). Building the same commit twice gives the same bytes.
#
# usage: scripts/release.sh            (DIST=dir for another folder than dist/;
#                                       VERSION=1.2.3 to name the release yourself)
set -euo pipefail
cd "$(dirname "$0")/.."
GO=${GO:-go}
dist=${DIST:-dist}
export GOFLAGS=-buildvcs=false

. scripts/release-version.sh
echo "release: loopwright $version (commit $commit, built $date) into $dist/"

build=$(mktemp -d)
syso=rsrc_windows_amd64.syso
trap 'rm -rf "$build" "$syso"' EXIT
rm -rf "$dist"
mkdir -p "$dist"
release() { "$GO" run ./scripts/release "$@"; }

# The Windows resource (icon, version, manifest) for one .exe, as a .syso
# in the main package's folder, which only windows/amd64 builds link.
winres() { # winres FILENAME DESCRIPTION
	local v=${version%%[-+]*}
	IFS=. read -r v1 v2 v3 _ <<<"$v.0.0.0"
	mkdir -p "$build/res"
	release ico -out "$build/res/loopwright.ico" Icon.png
	cp scripts/release/windows/loopwright.manifest "$build/res/"
	sed -e "s/@V1@/${v1:-0}/g; s/@V2@/${v2:-0}/g; s/@V3@/${v3:-0}/g" \
		-e "s/@VERSION@/$version/g; s/@COMMIT@/$commit/g; s/@DATE@/$date/g" \
		-e "s/@FILENAME@/$1/g; s/@DESCRIPTION@/$2/g" \
		scripts/release/windows/loopwright.rc.in >"$build/res/loopwright.rc"
	(cd "$build/res" && x86_64-w64-mingw32-windres -O coff -i loopwright.rc -o res.syso)
	cp "$build/res/res.syso" "$syso"
}

fill() { # fill TEMPLATE OUT
	sed -e "s/@VERSION@/$version/g; s/@COMMIT@/$commit/g; s/@DATE@/$date/g" "$1" >"$2"
}

# The command line, cgo-free, for every platform.
cli_archives=()
for target in linux/amd64 linux/arm64 windows/amd64 darwin/amd64 darwin/arm64; do
	os=${target%/*} arch=${target#*/}
	exe=loopwright ext=tar.gz
	if [ "$os" = windows ]; then exe=loopwright.exe ext=zip; fi
	rm -f "$syso"
	if [ "$os" = windows ]; then winres loopwright.exe "Loopwright command line"; fi
	echo "release: CLI $os/$arch (CGO_ENABLED=0 -tags headless)"
	mkdir -p "$build/cli-$os-$arch"
	CGO_ENABLED=0 GOOS=$os GOARCH=$arch "$GO" build -trimpath -tags headless -ldflags "$ldflags" -o "$build/cli-$os-$arch/$exe" .
	name=loopwright-cli-$version-$os-$arch
	release archive -out "$dist/$name.$ext" -epoch "$epoch" -root "$name" "$exe=$build/cli-$os-$arch/$exe"
	cli_archives+=("$name.$ext")
done
rm -f "$syso"

# The Linux editor (cgo: Fyne's OpenGL and X11).
echo "release: editor linux/amd64 (cgo)"
mkdir -p "$build/linux"
CGO_ENABLED=1 GOOS=linux GOARCH=amd64 "$GO" build -trimpath -ldflags "$ldflags" -o "$build/linux/loopwright" .
if [ "${RELEASE_SKIP_LDD:-}" != 1 ]; then
	# The runtime libraries it needs are the ones docs/release.md lists.
	echo "release: its runtime libraries against docs/release.md (TestRuntimeLibraries_MatchDocs)"
	LOOPWRIGHT_LDD_BINARY=$build/linux/loopwright "$GO" test -count=1 -run '^TestRuntimeLibraries_MatchDocs$' .
fi
fill scripts/release/linux/io.loopwright.app.metainfo.xml.in "$build/linux/io.loopwright.app.metainfo.xml"
echo "release: validating the .desktop file and the AppStream metainfo"
desktop-file-validate scripts/release/linux/io.loopwright.app.desktop
appstreamcli validate --no-net "$build/linux/io.loopwright.app.metainfo.xml"
fill scripts/release/README-linux.txt "$build/linux/README.txt"
name=loopwright-$version-linux-amd64
release archive -out "$dist/$name.tar.gz" -epoch "$epoch" -root "$name" \
	"loopwright=$build/linux/loopwright" \
	"io.loopwright.app.desktop=scripts/release/linux/io.loopwright.app.desktop" \
	"io.loopwright.app.metainfo.xml=$build/linux/io.loopwright.app.metainfo.xml" \
	"io.loopwright.app.png=Icon.png" \
	"README.txt=$build/linux/README.txt"
linux_archive=$name.tar.gz
# The archive's binary runs the physics with nothing from this machine's
# environment (no Go, no PATH, no HOME, no display).
mkdir -p "$build/unpacked"
tar -xzf "$dist/$linux_archive" -C "$build/unpacked"
(
	cd "$build/unpacked/$name"
	env -i ./loopwright gen loop --radius 128 --out "$build/loop.tmx" >/dev/null
	env -i ./loopwright sim --level "$build/loop.tmx" --frames 120 --trace "$build/loop.jsonl"
	[ "$(wc -l <"$build/loop.jsonl")" -eq 120 ] || { echo "release: the archive's loopwright sim wrote no 120-frame trace" >&2; exit 1; }
	echo "release: the archive's editor runs sim in an empty environment: $(env -i ./loopwright --version)"
)

# The Windows editor: cgo through mingw-w64, a GUI program (no console).
echo "release: editor windows/amd64 (cgo, mingw-w64; the slowest step, minutes)"
winres loopwright.exe "Loopwright"
mkdir -p "$build/windows"
CGO_ENABLED=1 GOOS=windows GOARCH=amd64 CC=x86_64-w64-mingw32-gcc CXX=x86_64-w64-mingw32-g++ \
	"$GO" build -trimpath -ldflags "$ldflags -H windowsgui" -o "$build/windows/loopwright.exe" .
rm -f "$syso"
fill scripts/release/README-windows.txt "$build/windows/README.txt"
# Windows' Notepad before 2018 shows LF-only text as one line.
sed -i 's/$/\r/' "$build/windows/README.txt"
name=loopwright-$version-windows-amd64
release archive -out "$dist/$name.zip" -epoch "$epoch" -root "$name" \
	"loopwright.exe=$build/windows/loopwright.exe" "README.txt=$build/windows/README.txt"
windows_archive=$name.zip

# Release notes from the git log: the commits since the last release tag
# (all of them before the first).
notes=loopwright-$version-release-notes.md
{
	echo "# Loopwright $version"
	echo
	echo "Commit $commit, built $date."
	echo
	echo "## Downloads"
	echo
	echo "| file | what it is |"
	echo "| --- | --- |"
	echo "| \`$windows_archive\` | the editor for Windows 10 and 11 (x86-64): unzip, double-click \`loopwright.exe\` |"
	echo "| \`$linux_archive\` | the editor for Linux (x86-64), with its .desktop file, AppStream metainfo and icon |"
	for a in "${cli_archives[@]}"; do
		p=${a#loopwright-cli-"$version"-}
		p=${p%%.*}
		echo "| \`$a\` | the command line alone (sim, render, check, ...; no editor) for ${p/-//} |"
	done
	echo "| \`SHA256SUMS\` | the files' SHA-256 sums: \`sha256sum -c SHA256SUMS\` |"
	echo
	echo "The macOS editor is built by the GitHub Actions workflow (docs/release.md)."
	echo
	if [ -n "$prevtag" ]; then
		echo "## Changes since $prevtag"
		range=$prevtag..HEAD
	else
		echo "## Changes (every commit: the first release)"
		range=HEAD
	fi
	echo
	git log --no-merges --format='- %s (%h)' "$range"
} >"$dist/$notes"

release sums -out "$dist/SHA256SUMS" "$dist"/*.tar.gz "$dist"/*.zip "$dist/$notes"
echo "release: wrote $dist/:"
(cd "$dist" && ls -l | sed 1d)
