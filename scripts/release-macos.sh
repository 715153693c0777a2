#!/usr/bin/env bash
# Builds the macOS editor as Loopwright.app, zipped into dist/ (on a Mac:
# cgo against Apple's SDK, which Debian cannot have; the GitHub Actions
# workflow runs it on macOS runners, docs/release.md). The version, commit
# and date come from git as in scripts/release.sh; the zip is written by
# scripts/release (sorted entries, fixed times).
#
# usage: scripts/release-macos.sh      (on macOS, with Go and Xcode's command line tools)
set -euo pipefail
cd "$(dirname "$0")/.."
GO=${GO:-go}
dist=${DIST:-dist}
export GOFLAGS=-buildvcs=false
[ "$(uname -s)" = Darwin ] || { echo "release-macos: needs macOS (Apple's SDK for cgo)" >&2; exit 1; }
. scripts/release-version.sh
arch=$("$GO" env GOARCH)
echo "release-macos: Loopwright.app $version (commit $commit, built $date), darwin/$arch"

build=$(mktemp -d)
trap 'rm -rf "$build"' EXIT
app=$build/Loopwright.app
mkdir -p "$app/Contents/MacOS" "$app/Contents/Resources" "$dist"
CGO_ENABLED=1 "$GO" build -trimpath -ldflags "$ldflags" -o "$app/Contents/MacOS/loopwright" .

# The icon: Icon.png at every size iconutil wants.
set_dir=$build/icon.iconset
mkdir -p "$set_dir"
for s in 16 32 128 256 512; do
	sips -z $s $s Icon.png --out "$set_dir/icon_${s}x${s}.png" >/dev/null
	d=$((s * 2))
	sips -z $d $d Icon.png --out "$set_dir/icon_${s}x${s}@2x.png" >/dev/null
done
iconutil -c icns "$set_dir" -o "$app/Contents/Resources/icon.icns"

short=${version%%[-+]*}
cat >"$app/Contents/Info.plist" <<PLIST
<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
	<key>CFBundleName</key><string>Loopwright</string>
	<key>CFBundleDisplayName</key><string>Loopwright</string>
	<key>CFBundleIdentifier</key><string>io.loopwright.app</string>
	<key>CFBundleExecutable</key><string>loopwright</string>
	<key>CFBundleIconFile</key><string>icon.icns</string>
	<key>CFBundlePackageType</key><string>APPL</string>
	<key>CFBundleShortVersionString</key><string>$short</string>
	<key>CFBundleVersion</key><string>$version</string>
	<key>CFBundleGetInfoString</key><string>Loopwright $version (commit $commit, built $date)</string>
	<key>LSMinimumSystemVersion</key><string>11.0</string>
	<key>NSHighResolutionCapable</key><true/>
</dict>
</plist>
PLIST

"$app/Contents/MacOS/loopwright" --version
"$app/Contents/MacOS/loopwright" sim --level examples/packs/tour --name loop --inputs examples/packs/tour/inputs/loop.txt --trace "$build/loop.jsonl"
name=loopwright-$version-darwin-$arch
entries=()
while IFS= read -r f; do
	entries+=("${f#"$build"/}=$f")
done < <(find "$app" -type f | LC_ALL=C sort)
"$GO" run ./scripts/release archive -out "$dist/$name.zip" -epoch "$epoch" -root . "${entries[@]}"
echo "release-macos: wrote $dist/$name.zip"
