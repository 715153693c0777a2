// Package usermsg words error messages for the people who read them:
// designers, in a dialog or on the command line. Errors are wrapped on
// their way up with the names of the Go packages they pass ("tmx: ...",
// "levelio: ...", "chunkgen: loop: ..."), which tell a designer nothing
// (a dialog even read "Tmx: ..." as a title); Clean takes those names out
// and leaves the file, the place and what is wrong.
package usermsg

import "strings"

// packages are the names of the module's packages that prefix error
// messages.
var packages = map[string]bool{
	"autosave": true, "buildrun": true, "chunkgen": true, "editor": true, "filerepo": true,
	"heightmask": true, "layers": true, "levelcheck": true, "levelio": true, "lint": true,
	"mdart": true, "mdcomp": true, "model": true, "objdef": true, "pack": true, "physics": true,
	"preview": true, "recent": true, "session": true, "sonlvl": true, "specialedit": true,
	"specialstage": true, "sprite": true, "tmx": true, "trajdiff": true,
}

// Clean returns s without the Go package names that stand as a part of
// their own before ": " (at the start, or after another part), but for
// those in keep (the command line keeps "pack" and "lint", which are also
// its commands' names). The last part, what is wrong, is never taken out.
func Clean(s string, keep ...string) string {
	parts := strings.Split(s, ": ")
	out := parts[:0]
	for i, p := range parts {
		if i < len(parts)-1 && packages[p] && !contains(keep, p) {
			continue
		}
		out = append(out, p)
	}
	return strings.Join(out, ": ")
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
