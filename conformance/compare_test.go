package conformance

import (
	"bytes"
	"slices"
	"testing"
)

// TestShellSplit_AsShlex: the `# sim:` lines are split as compare.py's
// shlex.split splits them (the Sonic 3 level name's backslash inside
// double quotes).
func TestShellSplit_AsShlex(t *testing.T) {
	for _, c := range []struct {
		in   string
		want []string
	}{
		{` --level "../disasm/skdisasm/SonLVL INI Files/SonLVL.ini" --name "Sonic 3\\Angel Island Zone Act 2" --variant s3k`,
			[]string{"--level", "../disasm/skdisasm/SonLVL INI Files/SonLVL.ini", "--name", `Sonic 3\Angel Island Zone Act 2`, "--variant", "s3k"}},
		{`--level aiz2.tmx  --start 4464,1275`, []string{"--level", "aiz2.tmx", "--start", "4464,1275"}},
		{`'a b'\ c "d\e"`, []string{"a b c", `d\e`}},
		{`""`, []string{""}},
	} {
		got, err := shellSplit(c.in)
		if err != nil || !slices.Equal(got, c.want) {
			t.Errorf("shellSplit(%q) = %q, %v; want %q", c.in, got, err, c.want)
		}
	}
	for _, bad := range []string{`"open`, `'open`} {
		if _, err := shellSplit(bad); err == nil {
			t.Errorf("shellSplit(%q): no error", bad)
		}
	}
}

// TestCompare_CountsLikeComparePy: agreement from the start stops at the
// first differing frame, agreement in all counts every equal frame, a
// missing record differs, and rings count only where both sides have them.
func TestCompare_CountsLikeComparePy(t *testing.T) {
	a := state{x: 96 << 16, y: 656 << 16, grounded: true}
	b := a
	b.xsp = 12
	withRings := a
	withRings.rings, withRings.hasRings = 3, true
	rows := []state{a, a, withRings, a, a}
	recs := []state{a, a, a, b} // no rings in the trace: not compared; frame 4 differs; frame 5 missing
	prefix, total, first := compare(rows, recs)
	if prefix != 3 || total != 3 {
		t.Errorf("prefix %d total %d, want 3 3", prefix, total)
	}
	if first != "frame 4: xsp ours 0.046875 game 0" {
		t.Errorf("first difference %q", first)
	}
	recs[2] = withRings
	recs[2].rings = 2
	if p, _, f := compare(rows, recs); p != 2 || f != "frame 3: rings ours 2 game 3" {
		t.Errorf("rings: prefix %d, first %q", p, f)
	}
}

// TestReadTrace_Exact: the trace's decimals convert to fixed point
// exactly, and a value between sub-pixels is an error.
func TestReadTrace_Exact(t *testing.T) {
	recs, err := readTrace(bytes.NewBufferString(`{"x":96.5,"y":656.00390625,"xsp":-0.046875,"ysp":0,"gsp":6.5,"angle":252,"grounded":true,"rolling":false,"rings":4}` + "\n"))
	if err != nil {
		t.Fatal(err)
	}
	want := state{x: 96<<16 + 1<<15, y: 656<<16 + 256, xsp: -12, gsp: 6*256 + 128, angle: 252, grounded: true, rings: 4, hasRings: true}
	if len(recs) != 1 || recs[0] != want {
		t.Errorf("got %+v, want %+v", recs, want)
	}
	if _, err := readTrace(bytes.NewBufferString(`{"x":0.000001,"y":0,"xsp":0,"ysp":0,"gsp":0}`)); err == nil {
		t.Error("a position between sub-pixels was accepted")
	}
}
