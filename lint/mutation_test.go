package lint

import (
	"testing"

	"loopwright/chunkgen"
	"loopwright/heightmask"
	"loopwright/layers"
	"loopwright/physics"
)

// runSig is what a held-right run from a level's start achieves: the
// grounded quadrants it runs in and how far right it gets.
type runSig struct {
	quadrants [4]bool
	maxX      int
}

// heldRight runs the player held right from l's start for frames frames
// (Sonic 2's physics) and returns what it achieved.
func heldRight(l *layers.Level, frames int) runSig {
	s := physics.New(l, physics.Config{Variant: physics.S2}, l.Start)
	var sig runSig
	for f := 0; f < frames; f++ {
		s.Step(physics.Right)
		r := s.Record()
		if r.Grounded {
			sig.quadrants[((int(r.Angle)+0x20)&0xFF)>>6] = true
		}
		sig.maxX = max(sig.maxX, r.X.Pixel())
	}
	return sig
}

// breaks reports whether run m lost what baseline run b achieved: a
// grounded quadrant (the loop's ceiling, the half-pipe's far wall), or
// more than 32 px of the way right.
func (b runSig) breaks(m runSig) bool {
	for q := range b.quadrants {
		if b.quadrants[q] && !m.quadrants[q] {
			return true
		}
	}
	return m.maxX < b.maxX-32
}

// mutationShapes are the generated shapes the mutation test edits.
func mutationShapes(short bool) []chunkgen.Spec {
	specs := []chunkgen.Spec{
		{Shape: "loop", Radius: 64},
		{Shape: "loop", Radius: 128},
		{Shape: "curve", Radius: 64, Convex: true},
		{Shape: "curve", Radius: 64},
		{Shape: "halfpipe", Radius: 64, Width: 64},
	}
	if !short {
		specs = append(specs,
			chunkgen.Spec{Shape: "loop", Radius: 256},
			chunkgen.Spec{Shape: "curve", Radius: 128, Convex: true},
			chunkgen.Spec{Shape: "curve", Radius: 128},
			chunkgen.Spec{Shape: "halfpipe", Radius: 128, Width: 128},
		)
	}
	return specs
}

// TestLint_Mutations replaces, one at a time, every curved tile (neither
// empty nor full) of generated loops, curves and half-pipes by a flat full
// block, a flat half block or nothing, on the path that holds it. Each
// change that stops a held-right run going round (it loses a quadrant the
// unchanged run runs in, or ends more than 32 px short) should be flagged
// by a warning or an error within 32 px of the changed block; the test
// fails when one is missed. Every generated level itself
// must lint clean.
func TestLint_Mutations(t *testing.T) {
	const frames = 900
	total, broken, missed := 0, 0, 0
	for _, sp := range mutationShapes(testing.Short()) {
		g, err := chunkgen.Generate(sp)
		if err != nil {
			t.Fatal(err)
		}
		l := g.Level
		base := heldRight(l, frames)
		if fs := Lint(l); Fails(fs) {
			t.Errorf("%s: the generated level is not lint-clean: %v", l.Name, fs)
		}
		lib := l.Lib
		full := tile(lib, fill(16), 0)
		half := tile(lib, fill(8), 0)
		for by := 0; by < l.Height; by++ {
			for bx := 0; bx < l.Width; bx++ {
				b, _ := l.Block(bx, by)
				for p := layers.PathA; p <= layers.PathB; p++ {
					cell := b[p]
					if p == layers.PathB && cell == b[layers.PathA] {
						continue // the same cell: changed on both paths below
					}
					if cell.Tile == 0 || cell.Solidity == heightmask.SolidNone {
						continue
					}
					m := &lib.Tiles[cell.Tile]
					if m.Empty() || isFull(m) {
						continue
					}
					for _, repl := range []layers.TileID{full, half, 0} {
						nc := cell
						nc.Tile, nc.XFlip, nc.YFlip = repl, false, false
						nb := b
						nb[p] = nc
						if p == layers.PathA && b[layers.PathB] == cell {
							nb[layers.PathB] = nc
						}
						if err := l.SetBlock(bx, by, nb); err != nil {
							t.Fatal(err)
						}
						total++
						if base.breaks(heldRight(l, frames)) {
							broken++
							if !flaggedNear(Lint(l), bx*16, by*16, 32) {
								missed++
								t.Logf("%s: block %d,%d path %v tile %d -> %d breaks the run, and lint says nothing there", l.Name, bx, by, p, cell.Tile, repl)
							}
						}
						if err := l.SetBlock(bx, by, b); err != nil {
							t.Fatal(err)
						}
					}
				}
			}
		}
	}
	t.Logf("%d changes, %d break the run, %d missed", total, broken, missed)
	if broken == 0 {
		t.Fatal("no change broke a run: the test judges nothing")
	}
	// Every change that breaks the run is flagged (docs/lint.md "Changes
	// that break a run").
	if missed > 0 {
		t.Errorf("%d changes that break the run are not flagged", missed)
	}
}

// flaggedNear reports whether a warning or error lies within d px of the
// block at (x, y) px (a point finding, or an area one overlapping it).
func flaggedNear(fs []Finding, x, y, d int) bool {
	for _, f := range fs {
		if f.Severity < Warning {
			continue
		}
		if f.X-d <= x+16 && x <= f.X+f.W+d && f.Y-d <= y+16 && y <= f.Y+f.H+d {
			return true
		}
	}
	return false
}
