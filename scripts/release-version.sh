# Sourced by scripts/release.sh and scripts/release-macos.sh: sets
# version, commit, date and epoch from git (docs/release.md, "The
# version"), and exports SOURCE_DATE_EPOCH. VERSION=... overrides the
# version.
git rev-parse --git-dir >/dev/null 2>&1 || { echo "release: not a git checkout: the version, commit and date come from git" >&2; exit 1; }
commit=$(git rev-parse --short=12 HEAD)
epoch=${SOURCE_DATE_EPOCH:-$(git log -1 --format=%ct HEAD)}
export SOURCE_DATE_EPOCH=$epoch
date=$(date -u -d "@$epoch" +%Y-%m-%d 2>/dev/null || date -u -r "$epoch" +%Y-%m-%d) # GNU, BSD
prevtag=$(git describe --tags --abbrev=0 --match 'v[0-9]*' HEAD^ 2>/dev/null || true)
if [ -z "${VERSION:-}" ]; then
	if tag=$(git describe --tags --exact-match --match 'v[0-9]*' HEAD 2>/dev/null); then
		VERSION=${tag#v}
	else
		# Not a tagged release: the next version's development build N.
		VERSION=$(sed -n 's/^ *Version *= *"\(.*\)"/\1/p' FyneApp.toml)-dev.$(git rev-list --count HEAD)
	fi
fi
if [ -n "$(git status --porcelain --untracked-files=no)" ]; then
	echo "release: warning: the work tree has uncommitted changes: this build is not commit $commit's" >&2
	VERSION=$VERSION.dirty
fi
version=$VERSION
case "$version" in *[!A-Za-z0-9._+-]*) echo "release: VERSION $version: only letters, digits and ._+- please" >&2; exit 1 ;; esac
ldflags="-s -w -buildid= -X loopwright/cli.Version=$version -X loopwright/cli.Commit=$commit -X loopwright/cli.Date=$date"
