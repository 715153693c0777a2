package sharedtest

import "testing"

func TestRoot_HasGoMod(t *testing.T) {
	if Root() == "" {
		t.Fatal("Root found no go.mod above the package directory")
	}
}

func TestDir_SkipsOrFinds(t *testing.T) {
	dir := Dir(t) // skips where ../shared is absent
	if dir == "" {
		t.Fatal("Dir returned an empty path without skipping")
	}
}
