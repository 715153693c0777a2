package physics

import (
	"testing"

	"loopwright/heightmask"
	"loopwright/internal/leveltest"
	"loopwright/layers"
)

// Level code rewriting the layout (Sonic 1's DLE_LZ3 and DynWater_LZ3
// write a chunk of the layout RAM) changes what the sensors read from the
// next frame on, never the level itself; the chunk goes with the state
// (Save, Restore) and a restart reloads the level's layout (spawn,
// LevelLayoutLoad).
func TestSim_SetLayoutChunk(t *testing.T) {
	s := abilitySim(S1, Sonic)
	l := s.Level()
	const x, y = 100, 740 // ground under the player
	cx, cy := x>>7, y>>7  // its chunk (8-block chunks: 128 pixels)
	orig := l.Layout[cy*l.LayoutW+cx]
	var before State
	s.Save(&before)
	if !s.SetLayoutChunk(cx, cy, 0) {
		t.Fatal("SetLayoutChunk refused a cell of the layout")
	}
	if got := s.LayoutChunk(cx, cy); got != 0 {
		t.Fatalf("LayoutChunk %d after the write, want 0", got)
	}
	if l.Layout[cy*l.LayoutW+cx] != orig {
		t.Fatal("the level's own layout was changed")
	}
	var patched State
	s.Save(&patched)
	s.Step(0)
	if !s.st.Air {
		t.Fatal("standing on a chunk that was emptied: want falling")
	}
	s.Restore(&before)
	if s.LayoutChunk(cx, cy) != orig {
		t.Fatal("Restore of a state before the write kept the written chunk")
	}
	s.Step(0)
	if s.st.Air {
		t.Fatal("restored before the write: want standing")
	}
	s.Restore(&patched)
	if s.LayoutChunk(cx, cy) != 0 {
		t.Fatal("Restore of a state after the write lost the chunk")
	}
	s.Respawn(layers.Point{X: 100, Y: 716})
	if s.LayoutChunk(cx, cy) != orig || s.st.Layout.N != 0 {
		t.Fatal("a restart kept the written chunk")
	}
	if s.SetLayoutChunk(l.LayoutW, 0, 1) || s.SetLayoutChunk(-1, 0, 1) || s.LayoutChunk(l.LayoutW, 0) != 0 {
		t.Error("a cell outside the layout was written or read")
	}
	for i := 0; i < MaxLayoutPatches; i++ {
		if !s.SetLayoutChunk(i, 0, 1) {
			t.Fatalf("write %d refused", i)
		}
	}
	if !s.SetLayoutChunk(0, 0, 2) || s.LayoutChunk(0, 0) != 2 {
		t.Error("rewriting a written cell was refused")
	}
	if s.SetLayoutChunk(MaxLayoutPatches, 0, 1) {
		t.Error("a write past MaxLayoutPatches cells was taken")
	}
}

// Stepping with a written layout allocates nothing (the patched layout's
// buffer is sized at spawn).
func TestSim_SetLayoutChunkAllocs(t *testing.T) {
	s := abilitySim(S1, Sonic)
	if n := testing.AllocsPerRun(50, func() {
		s.SetLayoutChunk(0, 0, 1)
		s.Step(Right)
	}); n != 0 {
		t.Errorf("%v allocations a frame, want 0", n)
	}
}

// _incObj/sub FindFloor.asm: FindFloor leaves a1 at the chunk mapping
// word it read last: the block under the object's bottom when it has a
// surface there (a partial column), the block below after one without a
// surface (FindFloor2 at y+16), the block above after a full column
// (.maxfloor: FindFloor2 at y-16).
func TestSim_ObjFloorTile(t *testing.T) {
	tl := flatLevel()
	var h [16]int8
	for i := range h {
		h[i] = 8
	}
	tl.Set(leveltest.PathAB, 20, 45, leveltest.HeightsMask(h, 0), false, false, heightmask.SolidAll) // a half block on the ground at x 320-335
	s := New(tl.Lvl, Config{Variant: S1, Character: Sonic}, layers.Point{X: 100, Y: 716})
	for _, c := range []struct{ x, y, d, ty int }{
		{100, 735, 0, 751},  // an empty block: the one below
		{100, 740, -5, 724}, // a full one: the one above
		{324, 730, -3, 730}, // the half block's surface: its own
	} {
		if d, ty := s.ObjFloorTile(c.x, c.y); d != c.d || ty != c.ty {
			t.Errorf("at %d,%d: distance %d block y %d, want %d and %d", c.x, c.y, d, ty, c.d, c.ty)
		}
	}
}
