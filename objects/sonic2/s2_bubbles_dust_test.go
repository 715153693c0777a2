package sonic2

import (
	"testing"

	"loopwright/layers"
	"loopwright/physics"
)

// skidSim is Sonic 2 running right at 6 on the flat level (one far
// object so that the Sonic 2 engine runs); water at y 600 when wet.
func skidSim(wet bool) *physics.Sim {
	tl := s2TestLevel(s2Obj(s2Scenery, 0, 9000, 600))
	if wet {
		tl.Lvl.Props = append(tl.Lvl.Props, layers.Prop{Name: "water_level", Type: "int", Value: "600"})
	}
	s := newSim(tl, physics.S2, 600, 716)
	st := s.Live()
	st.GSpeed, st.XSpeed = 0x600, 0x600
	return s
}

// puffs lists the slots holding Obj08 skid dust.
func puffs(st *physics.State) []int {
	var ks []int
	for k := range st.S2.Slots {
		if st.S2.Slots[k].ID == s2SpindashDust {
			ks = append(ks, k)
		}
	}
	return ks
}

// s2.asm Sonic_MoveLeft, Obj08_CheckSkid, Obj08_SkidDust: as Sonic
// starts to skid his dust object goes to routine 6 and, while his
// animation is the stop, makes a puff every 4 frames (the dust timer:
// the first at once) in the first free dynamic slot, at his x and $10
// below his y (anim 3, routine 2); once he stops skidding, routine 2
// and no more puffs.
func TestObj08_SkidDust(t *testing.T) {
	s := skidSim(false)
	st := s.Live()
	run(s, physics.Right, 2)
	start, n := -1, 0
	for f := 0; f < 60; f++ {
		before := len(puffs(st))
		s.Step(physics.Left)
		skid := st.P.Anim.ID == physics.AnimSkid
		made := len(puffs(st)) - before
		if start < 0 && skid {
			start = f
		}
		if !skid {
			if start >= 0 && st.S2.Dust[0].Routine == 6 {
				t.Fatalf("frame %d: the dust's routine stays 6 after the skid", f)
			}
			if made > 0 {
				t.Fatalf("frame %d: a puff without a skid", f)
			}
			continue
		}
		want := 0
		if (f-start)%4 == 0 {
			want = 1
		}
		if made != want {
			t.Fatalf("frame %d (%d into the skid): %d puffs made, want %d", f, f-start, made, want)
		}
		if made == 1 {
			n++
			ks := puffs(st)
			ob := &st.S2.Slots[ks[len(ks)-1]]
			if ob.Routine != 2 || ob.Anim != 3 || ob.X.Pixel() != st.X.Pixel() || ob.Y.Pixel() != st.Y.Pixel()+0x10 {
				t.Fatalf("puff routine %d anim %d at (%d,%d), Sonic at (%d,%d): want 2, 3, his x, $10 below",
					ob.Routine, ob.Anim, ob.X.Pixel(), ob.Y.Pixel(), st.X.Pixel(), st.Y.Pixel())
			}
		}
	}
	if start < 0 || n < 2 {
		t.Fatalf("skid from frame %d, %d puffs: want a skid with puffs", start, n)
	}
}

// s2.asm Obj08_Main, Obj08_MdSkidDust, Ani_obj08: a puff shows 4
// frames of 4 and then (routine 4) is deleted: 18 frames after it was
// made, on screen or not.
func TestObj08_PuffLifetime(t *testing.T) {
	s := skidSim(false)
	st := s.Live()
	k := eng(s).allocate()
	st.S2.Slots[k] = physics.S2Obj{ID: s2SpindashDust, Routine: 2, Anim: 3, Width: 4, Render: 4, Layout: -1, X: physics.FromPixels(5000)}
	for f := 1; f <= 18; f++ {
		s.Step(0)
		if gone := st.S2.Slots[k].ID == 0; gone != (f == 18) {
			t.Fatalf("frame %d: puff gone %v, want gone on frame 18 only", f, gone)
		}
	}
}

// s2.asm Sonic_MoveLeft (air_left below 12: no skid dust) and
// Obj08_MdSkidDust (air_left below 12: anim 0, Obj08_ResetDisplayMode):
// a skid with fewer than 12 seconds of air makes no puff; a puff whose
// player has fewer stops drawing and, anim 0 looping, is never deleted.
func TestObj08_SkidDustLowAir(t *testing.T) {
	s := skidSim(true)
	st := s.Live()
	k := eng(s).allocate()
	st.S2.Slots[k] = physics.S2Obj{ID: s2SpindashDust, Routine: 2, Anim: 3, Width: 4, Render: 4, Layout: -1}
	s.Step(physics.Right)
	st.P.AirLeft = 11
	skid := false
	for f := 0; f < 40; f++ {
		s.Step(physics.Left)
		skid = skid || st.P.Anim.ID == physics.AnimSkid
		if st.P.AirLeft > 11 {
			st.P.AirLeft = 11
		}
		if ks := puffs(st); len(ks) != 1 || ks[0] != k {
			t.Fatalf("frame %d: puffs in %v, want only the old one in %d", f, ks, k)
		}
	}
	if !skid {
		t.Fatal("no skid")
	}
	if ob := &st.S2.Slots[k]; ob.Anim != 0 || ob.Routine != 2 {
		t.Errorf("the old puff anim %d routine %d, want 0 and 2 (kept)", ob.Anim, ob.Routine)
	}
}

// s2.asm Obj02's Tails_MoveLeft, Obj08_SkidDust: the sidekick's skid
// makes Tails_Dust's puffs, $C below him (Tails is shorter).
func TestObj08_SkidDustTails(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2Scenery, 0, 9000, 600))
	s := newSimP2(tl, 300, 600, 716)
	st := s.Live()
	b := &st.P2.Body
	b.Air = false
	b.GSpeed, b.XSpeed = 0x600, 0x600
	s.SetP2Input(physics.Right)
	s.Step(0)
	s.SetP2Input(physics.Left)
	for f := 0; f < 30; f++ {
		before := len(puffs(st))
		s.Step(0)
		if len(puffs(st)) > before {
			ks := puffs(st)
			ob := &st.S2.Slots[ks[len(ks)-1]]
			if ob.B3F != 1 || ob.X.Pixel() != b.X.Pixel() || ob.Y.Pixel() != b.Y.Pixel()+0xC {
				t.Fatalf("puff of player %d at (%d,%d), Tails at (%d,%d): want 1, his x, $C below",
					ob.B3F, ob.X.Pixel(), ob.Y.Pixel(), b.X.Pixel(), b.Y.Pixel())
			}
			return
		}
	}
	t.Fatalf("no puff from Tails' skid (his anim %v)", b.P.Anim.ID)
}

// Stepping through a skid with its puffs allocates nothing.
func TestObj08_Allocs(t *testing.T) {
	s := skidSim(false)
	run(s, physics.Right, 2)
	if n := testing.AllocsPerRun(30, func() { s.Step(physics.Left) }); n != 0 {
		t.Errorf("%v allocations per step, want 0", n)
	}
}

// sonic.asm Sonic_MoveRight (loc_13120), s2.asm Sonic_TurnRight: the
// angle test overwrites the speed's low byte before the braking test,
// so going left at -$400 and pressing right (-$380 after the
// deceleration, -$400 read) starts the skid (and its dust) in Sonic 1
// and Sonic 2; going right at $400 and pressing left ($380) does not
// (Sonic_TurnLeft: the high byte alone is still below $400), nor does
// going left in Sonic 3 & Knuckles.
func TestSim_SkidGSpeed(t *testing.T) {
	for _, c := range []struct {
		v    physics.Variant
		g    physics.Fixed
		in   physics.Input
		skid bool
	}{
		{physics.S2, -0x400, physics.Right, true},
		{physics.S1, -0x400, physics.Right, true},
		{physics.S2, -0x380, physics.Right, false},
		{physics.S2, 0x400, physics.Left, false},
		{physics.S2, 0x480, physics.Left, true},
		{physics.S3K, -0x400, physics.Right, false},
	} {
		s := physics.New(flatLevel().Lvl, physics.Config{Variant: c.v}, layers.Point{X: 600, Y: 716})
		st := s.Live()
		st.GSpeed, st.XSpeed = c.g, c.g
		st.FacingLeft = c.g < 0
		s.Step(c.in)
		if got := st.P.Anim.ID == physics.AnimSkid; got != c.skid {
			t.Errorf("%v at %d pressing %v: skid %v, want %v", c.v, int32(c.g), c.in, got, c.skid)
		}
	}
}
