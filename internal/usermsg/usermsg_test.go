package usermsg

import "testing"

// TestClean_PackageNames: the Go packages' names go, the file, the place
// and the message stay; a kept name and a last part stay.
func TestClean_PackageNames(t *testing.T) {
	for _, c := range []struct {
		in   string
		keep []string
		want string
	}{
		{"tmx: /home/me/m.tmx: layer \"collision\": bad gid 9", nil, "/home/me/m.tmx: layer \"collision\": bad gid 9"},
		{"gen: chunkgen: loop: radius 13.5 is not a whole number of pixels", nil, "gen: loop: radius 13.5 is not a whole number of pixels"},
		{"sonlvl: /p/SonLVL.ini: level \"X\": colarr1: mdcomp: uncompressed: too long", nil, "/p/SonLVL.ini: level \"X\": colarr1: uncompressed: too long"},
		{"editor: autosave is off: autosave: disk full", nil, "autosave is off: disk full"},
		{"pack: /p/pack.json: bad JSON", []string{"pack", "lint"}, "pack: /p/pack.json: bad JSON"},
		{"lint: nope: no such file or directory", []string{"pack", "lint"}, "lint: nope: no such file or directory"},
		{"the level is not in the pack: tmx", nil, "the level is not in the pack: tmx"},
		{"no package here", nil, "no package here"},
	} {
		if got := Clean(c.in, c.keep...); got != c.want {
			t.Errorf("Clean(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}
