package conformance

import (
	"testing"

	"loopwright/layers"
	"loopwright/physics"
)

// playBoss plays a boss fight by the buttons alone: Sonic hops right
// from start (kept alive with rings until the arena locks: lock), then,
// with 20 rings, waits near x home and jumps when the hittable boss
// (bossID's main object) comes within lead pixels, steering over it in
// the air. It returns the hits the boss took, whether all 8 were taken
// with Sonic alive, and the frame it ended (-1: not within 8000).
func playBoss(t *testing.T, name string, start layers.Point, bossID uint8, home, lead int, lock func(st *physics.State) bool, stopX int) (int, bool, int) {
	t.Helper()
	lvl := s2Level(t, name)
	s := physics.New(lvl, physics.Config{Variant: physics.S2}, start)
	st := s.Live()
	for f := 0; f < 900 && !lock(st); f++ {
		st.Obj.Rings = 50
		in := s2Hop(f)
		if st.X.Pixel() >= stopX {
			in = 0
		}
		s.Step(in)
	}
	st.Obj.Rings = 20
	k, hits := -1, 0
	last := uint8(8)
	prev := physics.Input(0)
	for f := 0; f < 8000 && !st.S2.Ev.BossDefeated; f++ {
		in := physics.Input(0)
		if k >= 0 {
			b := &st.S2.Slots[k]
			d := b.X.Pixel() - st.X.Pixel()
			switch {
			case st.Air:
				in = prev & physics.Jump
				if d > 4 {
					in |= physics.Right
				} else if d < -4 {
					in |= physics.Left
				}
			case b.Coll != 0 && d < lead && d > -lead && prev&physics.Jump == 0:
				in = physics.Jump
			case st.X.Pixel() < home-16:
				in = physics.Right
			case st.X.Pixel() > home+16:
				in = physics.Left
			}
		}
		s.Step(in)
		prev = in
		if k < 0 {
			k = bossSlot(st, bossID, 2)
			continue
		}
		if b := &st.S2.Slots[k]; b.ID == bossID && b.HitCount < last {
			hits += int(last - b.HitCount)
			last = b.HitCount
		}
		if st.Dead {
			return hits, false, f
		}
		if b := &st.S2.Slots[k]; b.ID == bossID && b.HitCount == 0 && hits == 8 {
			return hits, true, f
		}
	}
	return hits, st.S2.Ev.BossDefeated, -1
}

// s2.asm Obj52 and Obj57 played with the buttons alone (playBoss): Hill
// Top 2's and Mystic Cave 2's bosses take all 8 hits from a Sonic who
// jumps at them and lives.
func TestS2_BossesPlayed(t *testing.T) {
	for _, c := range []struct {
		name       string
		start      layers.Point
		id         uint8
		boss       uint8
		home, lead int
		stopX      int
	}{
		{"Hill Top Zone Act 2", layers.Point{X: 0x2E00, Y: 0x400}, 0x52, 3, 0x2F40, 64, 0x2F90},
		{"Mystic Cave Zone Act 2", layers.Point{X: 0x2080, Y: 0x600}, 0x57, 5, 0x2190, 48, 0x2190},
	} {
		boss := c.boss
		hits, ok, f := playBoss(t, c.name, c.start, c.id, c.home, c.lead, func(st *physics.State) bool { return st.S2.Ev.BossID == boss }, c.stopX)
		if !ok {
			t.Errorf("%s: %d hits, ended at frame %d without beating the boss alive", c.name, hits, f)
		}
	}
}
