package lint

import (
	"testing"

	"loopwright/chunkgen"
	"loopwright/internal/sharedtest"
	"loopwright/layers"
	"loopwright/sonlvl"
)

// mutated generates sp's level and replaces the cell of block (bx, by)
// on path A (and on path B where it is the same cell) by a flat full
// block (full), a flat half block or nothing (repl "none").
func mutated(t *testing.T, sp chunkgen.Spec, bx, by int, repl string) *layers.Level {
	t.Helper()
	g, err := chunkgen.Generate(sp)
	if err != nil {
		t.Fatal(err)
	}
	l := g.Level
	ids := map[string]layers.TileID{"full": tile(l.Lib, fill(16), 0), "half": tile(l.Lib, fill(8), 0), "none": 0}
	b, _ := l.Block(bx, by)
	nb := b
	nb[layers.PathA].Tile, nb[layers.PathA].XFlip, nb[layers.PathA].YFlip = ids[repl], false, false
	if b[layers.PathB] == b[layers.PathA] {
		nb[layers.PathB] = nb[layers.PathA]
	}
	if err := l.SetBlock(bx, by, nb); err != nil {
		t.Fatal(err)
	}
	return l
}

// TestRunner_HeldRuns: each change below stops a held-right run going
// round a generated loop, and each is seen only by one of the ways the
// local runs judge a place (docs/lint.md "Running the player through")
// or by the floor's ledge limit, so surface-step must flag it within
// 32 px of the changed block.
func TestRunner_HeldRuns(t *testing.T) {
	cases := []struct {
		name   string
		sp     chunkgen.Spec
		bx, by int
		repl   string
	}{
		// A half block on the ceiling of a loop: a run from just before
		// it gets past at any speed, the held run from the floor before
		// the loop (the speed a player has up there) falls off.
		{"held run from the floor", chunkgen.Spec{Shape: "loop", Radius: 128}, 74, 11, "half"},
		// A full block on the run-in slope: the player is launched off
		// its far edge and flies, his speed capped in the air.
		{"launched", chunkgen.Spec{Shape: "loop", Radius: 64}, 38, 17, "full"},
		// A half block at the foot of the loop's climb: its flat top
		// turns the player level, and he runs on inside the curve.
		{"inside the terrain", chunkgen.Spec{Shape: "loop", Radius: 128}, 76, 24, "half"},
		// A full block at the top of the big loop's run-in slope: its
		// far edge drops 13 px to the slope, no ledge (ledgeMin), and
		// launches the player.
		{"a block sticking out of a slope", chunkgen.Spec{Shape: "loop", Radius: 256}, 60, 29, "full"},
	}
	for _, tc := range cases {
		l := mutated(t, tc.sp, tc.bx, tc.by, tc.repl)
		if !flaggedNear(only(Lint(l), RuleStep), tc.bx*16, tc.by*16, 32) {
			t.Errorf("%s: block %d,%d of %s set to %s breaks the run, and surface-step says nothing", tc.name, tc.bx, tc.by, l.Name, tc.repl)
		}
	}
}

// TestRunner_S1ConvexLedge: Spring Yard act 1's rounded ledge turns from
// a floor into a wall within a block, a few pixels out of line; a player
// at speed flies off such a convex turn whatever its steps (the ground
// sensors' snap cannot follow it), so surface-step leaves it alone.
func TestRunner_S1ConvexLedge(t *testing.T) {
	ini := sharedtest.Path(t, "disasm", "s1disasm", "SonLVL INI Files", "SonLVL.ini")
	p, err := sonlvl.Open(ini)
	if err != nil {
		t.Fatal(err)
	}
	l, err := p.Load("Spring Yard Zone Act 1")
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range only(Lint(l.Model), RuleStep) {
		if f.X == 4837 && f.Y == 1136 {
			t.Errorf("a rounded ledge: %v", f)
		}
	}
}

// TestRunner_FloorInSliver: Launch Base act 2's tubes are set in a wall,
// their outside's top a floor with the wall 3 px above it; a run put
// there has the player's body in the wall (fits), no place a player comes
// from, so surface-pinch cannot call it an error.
func TestRunner_FloorInSliver(t *testing.T) {
	ini := sharedtest.Path(t, "disasm", "skdisasm", "SonLVL INI Files", "SonLVL.ini")
	p, err := sonlvl.Open(ini)
	if err != nil {
		t.Fatal(err)
	}
	l, err := p.Load(`Sonic 3\Launch Base Zone Act 2`)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range only(Lint(l.Model), RulePinch) {
		if f.X == 11042 && f.Y == 2563 && f.Severity == Error {
			t.Errorf("a tube's outside in a wall: %v", f)
		}
	}
}

// TestRunner_NoRunReaches: Sonic 1's Final Zone has wall steps no run can
// be set on either way (the wall runs into the ceiling and the floor
// within a few pixels); no player comes to them, so surface-step leaves
// them alone (runVerdict.clean).
func TestRunner_NoRunReaches(t *testing.T) {
	ini := sharedtest.Path(t, "disasm", "s1disasm", "SonLVL INI Files", "SonLVL.ini")
	p, err := sonlvl.Open(ini)
	if err != nil {
		t.Fatal(err)
	}
	l, err := p.Load("Final Zone")
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range only(Lint(l.Model), RuleStep) {
		if f.X == 1924 && f.Y == 720 {
			t.Errorf("no run reaches it: %v", f)
		}
	}
}
