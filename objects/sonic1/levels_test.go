package sonic1_test

import (
	"hash/fnv"
	"path/filepath"
	"testing"

	"loopwright/internal/sharedtest"
	"loopwright/layers"
	"loopwright/physics"
	"loopwright/sonlvl"
)

// playInput is the exercise every level gets: right held, a jump every
// 40 frames (held for 2).
func playInput(frame int) physics.Input {
	if frame%40 >= 38 {
		return physics.Right | physics.Jump
	}
	return physics.Right
}

// playDigest plays n frames of playInput from start on l and returns a
// hash of every frame's player state, ring count and object slots.
func playDigest(l *layers.Level, start layers.Point, n int) uint64 {
	sim := physics.New(l, physics.Config{Variant: physics.S1, Character: physics.Sonic}, start)
	h := fnv.New64a()
	var b [32]byte
	for f := 1; f <= n; f++ {
		sim.Step(playInput(f))
		st := sim.Live()
		put := func(i int, v int32) {
			b[i], b[i+1], b[i+2], b[i+3] = byte(v), byte(v>>8), byte(v>>16), byte(v>>24)
		}
		put(0, int32(st.X))
		put(4, int32(st.Y))
		put(8, int32(st.XSpeed))
		put(12, int32(st.YSpeed))
		put(16, int32(st.Obj.Rings))
		put(20, int32(st.S2.Right))
		dead := int32(0)
		if st.Dead {
			dead = 1
		}
		put(24, dead)
		var slots int32
		for k := range st.S2.Slots {
			if ob := &st.S2.Slots[k]; ob.ID != 0 {
				slots = slots*31 + int32(ob.ID) + int32(ob.X)*7 + int32(ob.Y)*13
			}
		}
		put(28, slots)
		_, _ = h.Write(b[:])
	}
	return h.Sum64()
}

// Every Sonic 1 level of the disassembly (all 20, the Ending included)
// runs under the Sonic 1 engine and plays 3600 frames from each of its
// start positions without a panic, the same way twice.
func TestEngine_EveryLevel(t *testing.T) {
	ini := sharedtest.Path(t, "disasm", "s1disasm", "SonLVL INI Files", "SonLVL.ini")
	p, err := sonlvl.Open(filepath.Clean(ini))
	if err != nil {
		t.Fatal(err)
	}
	names := p.Names()
	if len(names) != 20 {
		t.Errorf("%d levels, want 20", len(names))
	}
	for _, name := range names {
		lv, err := p.Load(name)
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		l := lv.Model
		sim := physics.New(l, physics.Config{Variant: physics.S1, Character: physics.Sonic}, l.Start)
		if e := sim.Engine(); e != "sonic1" {
			t.Errorf("%s: engine %q, want sonic1", name, e)
		}
		starts := []layers.Point{l.Start}
		for _, sp := range lv.StartPositions {
			if !sp.Missing && (sp.X != l.Start.X || sp.Y != l.Start.Y) {
				starts = append(starts, layers.Point{X: sp.X, Y: sp.Y})
			}
		}
		for _, at := range starts {
			a, b := playDigest(l, at, 3600), playDigest(l, at, 3600)
			if a != b {
				t.Errorf("%s from %v: two runs differ", name, at)
			}
		}
	}
}
