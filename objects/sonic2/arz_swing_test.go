package sonic2

import (
	"testing"

	"loopwright/layers"
	"loopwright/physics"
)

// swingSim is an Obj15 of subtype sub at (700, 400) in zone za ("" for
// none), with Sonic standing at 560 (or Tails too).
func swingSim(t *testing.T, za string, sub uint8, p2 bool, flags ...string) (*physics.Sim, int, *physics.S2Obj) {
	t.Helper()
	tl := s2TestLevel(s2Obj(s2SwingingPlatform, sub, 700, 400, flags...))
	if za != "" {
		tl.Lvl.Props = append(tl.Lvl.Props, layers.Prop{Name: "s2_zone_act", Value: za})
	}
	var s *physics.Sim
	if p2 {
		s = newSimP2(tl, 560, 500, 600)
	} else {
		s = newSim(tl, physics.S2, 560, 716)
	}
	k := findSlot(s, s2SwingingPlatform)
	if k < 0 {
		t.Fatal("no Obj15")
	}
	return s, k, eng(s).slot(k)
}

// landOn puts Sonic (and, with p2, Tails) just above the swinging
// platform in slot k each frame until PlatformObject2 lands them.
func landOn(t *testing.T, s *physics.Sim, k int, ob *physics.S2Obj, p2 bool) {
	t.Helper()
	st := s.Live()
	want := uint8(physics.S2P1Stand)
	if p2 {
		want |= physics.S2P2Stand
	}
	for i := 0; i < 10 && ob.Status&want != want; i++ {
		if ob.Status&physics.S2P1Stand == 0 {
			st.X, st.Y = physics.FromPixels(ob.X.Pixel()-4), physics.FromPixels(ob.Y.Pixel()-int(ob.YRad)-1-st.YRadius-1)
			st.Air, st.XSpeed, st.YSpeed, st.GSpeed = true, 0, 0x100, 0
		}
		if b := &st.P2.Body; p2 && ob.Status&physics.S2P2Stand == 0 {
			b.X, b.Y = physics.FromPixels(ob.X.Pixel()+4), physics.FromPixels(ob.Y.Pixel()-int(ob.YRad)-1-b.YRadius-1)
			b.Air, b.XSpeed, b.YSpeed, b.GSpeed = true, 0, 0x100, 0
		}
		s.Step(0)
	}
	if ob.Status&want != want || st.S2.On != k+1 {
		t.Fatalf("status %#x Sonic on %d: not landed on slot %d", ob.Status, st.S2.On, k)
	}
}

// swingWant is where loc_FEC2 puts the platform for swing angle a with
// n links: (n + 1/2) links of (cos, sin) << 12 from the pivot.
func swingWant(a uint8, n int) (int, int) {
	sin, cos := physics.SinCos(a)
	f := n*4096 + 2048
	return 700 + (cos*f)>>16, 400 + (sin*f)>>16
}

// s2.asm Obj15_Init and sub_FE70 (loc_FEC2): in Aquatic Ruin the
// platform is $20 wide and 8 high; its chain, a multi-sprite object of
// subtype & $F links, takes the next free slot; the swing angle is
// Oscillating_Data+$18's byte ($80 minus it x-flipped), the platform
// (links + 1/2) * $10 from the pivot along it.
func TestSwingingPlatform_Obj15Swings(t *testing.T) {
	for _, flip := range []bool{false, true} {
		var flags []string
		if flip {
			flags = []string{"x_flip"}
		}
		s, k, ob := swingSim(t, "arz2", 5, false, flags...)
		if ob.Width != 0x20 || ob.YRad != 8 || ob.Routine != swingMain || ob.Sub != 0 {
			t.Fatalf("init: width %#x y_radius %d routine %d subtype %#x", ob.Width, ob.YRad, ob.Routine, ob.Sub)
		}
		c := eng(s).slot(k + 1)
		if int(ob.Child1) != k+2 || c.ID != s2SwingingPlatform || c.Render&physics.S2Child == 0 || c.Sub != 5 {
			t.Fatalf("chain: link %d slot %+v, want a multi-sprite Obj15 of 5 links in slot %d", ob.Child1, c, k+1)
		}
		if ob.X.Pixel() != 700 || ob.Y.Pixel() != 400+5*0x10+8 {
			t.Fatalf("start at %d,%d, want straight below the pivot at 700,%d", ob.X.Pixel(), ob.Y.Pixel(), 400+5*0x10+8)
		}
		moved := 0
		for i := 0; i < 200; i++ {
			last, x0, y0 := ob.B3E, ob.X.Pixel(), ob.Y.Pixel()
			d0 := eng(s).osc(6) // the objects run before this frame's OscillateNumDo
			s.Step(0)
			if d0 == last {
				// loc_FEC2: the same angle as last time: not moved
				if ob.X.Pixel() != x0 || ob.Y.Pixel() != y0 {
					t.Fatalf("frame %d: moved with the angle unchanged", i)
				}
				continue
			}
			moved++
			a := d0
			if flip {
				a = 0x80 - a
			}
			x, y := swingWant(a, 5)
			if ob.X.Pixel() != x || ob.Y.Pixel() != y {
				t.Fatalf("flip %v frame %d: at %d,%d, want %d,%d (angle %#x)", flip, i, ob.X.Pixel(), ob.Y.Pixel(), x, y, a)
			}
		}
		if moved < 100 {
			t.Fatalf("moved on %d frames of 200", moved)
		}
	}
}

// s2.asm sub_FE70: subtype $10 never swings past straight down ($40)
// one way, $30 the other; subtype $20 (Obj15_Init: a still chain $40
// below, the platform $88 below the pivot) never moves.
func TestSwingingPlatform_Obj15Kinds(t *testing.T) {
	for _, c := range []struct {
		sub      uint8
		min, max uint8
	}{{0x15, 0x40, 0xFF}, {0x35, 0, 0x40}} {
		s, _, ob := swingSim(t, "arz2", c.sub, false)
		for i := 0; i < 300; i++ {
			s.Step(0)
			if ob.B3E < c.min || ob.B3E > c.max {
				t.Fatalf("subtype %#x: angle %#x outside %#x-%#x", c.sub, ob.B3E, c.min, c.max)
			}
		}
	}
	s, k, ob := swingSim(t, "", 0x20, false)
	ch := eng(s).slot(k + 1)
	if ch.Routine != swingChains || ch.Render&physics.S2Child != 0 || ch.Y.Pixel() != 400+0x40 {
		t.Fatalf("subtype $20's chain: routine %d render %#x y %d, want a still chain $40 below", ch.Routine, ch.Render, ch.Y.Pixel())
	}
	if ob.Width != 0x20 || ob.YRad != 0x10 {
		t.Fatalf("outside Aquatic Ruin and Mystic Cave: width %#x y_radius %#x, want $20 $10", ob.Width, ob.YRad)
	}
	for i := 0; i < 100; i++ {
		s.Step(0)
		if ob.X.Pixel() != 700 || ob.Y.Pixel() != 400+0x88 {
			t.Fatalf("subtype $20 at %d,%d, want still at 700,%d", ob.X.Pixel(), ob.Y.Pixel(), 400+0x88)
		}
	}
}

// s2.asm loc_FF6E: subtype $40 (Mystic Cave: $18 wide, 8 high; collision
// $A7, it hurts) rests at angle $80 until Sonic comes within $20 of the
// pivot; then it swings down by a speed growing 8 a frame to -$200 (64
// frames) to angle $40, rests 60 frames, and swings back to $80.
func TestSwingingPlatform_Obj15Triggered(t *testing.T) {
	s, _, ob := swingSim(t, "mcz1", 0x48, false)
	if ob.Width != 0x18 || ob.YRad != 8 || ob.Coll != 0xA7 {
		t.Fatalf("init: width %#x y_radius %d collision %#x, want $18 8 $A7", ob.Width, ob.YRad, ob.Coll)
	}
	run(s, 0, 30)
	if uint16(ob.Index) != 0x8000 || ob.Flag {
		t.Fatalf("angle word %#x triggered %v with Sonic far, want $8000, no", uint16(ob.Index), ob.Flag)
	}
	st := s.Live()
	st.X = physics.FromPixels(700 - 0x1F)
	s.Step(0)
	if !ob.Flag || ob.Timer2 != -8 {
		t.Fatalf("triggered %v speed %d with Sonic $1F left of the pivot, want triggered at -8", ob.Flag, ob.Timer2)
	}
	st.X = physics.FromPixels(400) // out of the way
	run(s, 0, 63)
	if uint16(ob.Index) != 0x4000 || ob.Timer != 60 || ob.B3B != 1 {
		t.Fatalf("after 64 frames: angle word %#x rest %d direction %d, want $4000 60 1", uint16(ob.Index), ob.Timer, ob.B3B)
	}
	run(s, 0, 60+64)
	if uint16(ob.Index) != 0x8000 || ob.Timer != 60 || ob.B3B != 0 {
		t.Fatalf("back: angle word %#x rest %d direction %d, want $8000 60 0", uint16(ob.Index), ob.Timer, ob.B3B)
	}
}

// s2.asm Obj15_State2 (PlatformObject2): the platform carries Sonic and
// Tails standing on it as it swings.
func TestSwingingPlatform_Obj15CarriesBoth(t *testing.T) {
	s, k, ob := swingSim(t, "arz2", 5, true)
	run(s, 0, 60) // swinging by now (the first change of angle moves it from below the pivot)
	st := s.Live()
	b := &st.P2.Body
	landOn(t, s, k, ob, true)
	if st.S2.On != k+1 || b.S2On != k+1 {
		t.Fatalf("Sonic on %d, Tails on %d, want both on slot %d", st.S2.On, b.S2On, k)
	}
	s.Step(0)
	for i := 0; i < 40; i++ {
		dx, tx := st.X.Pixel()-ob.X.Pixel(), b.X.Pixel()-ob.X.Pixel()
		s.Step(0)
		if st.X.Pixel()-ob.X.Pixel() != dx || b.X.Pixel()-ob.X.Pixel() != tx {
			t.Fatalf("frame %d: not carried (Sonic %+d -> %+d, Tails %+d -> %+d of the platform)", i, dx, st.X.Pixel()-ob.X.Pixel(), tx, b.X.Pixel()-ob.X.Pixel())
		}
	}
}

// s2.asm Obj15_State4 and Obj15_State7: a negative subtype breaks when
// stood on as Oscillating_Data+$18 reaches 0: a copy in the next free
// slot (in Aquatic Ruin routine $C, y-flipped) takes Sonic along
// (interact) at $200 sideways, falls ($18 a frame) to Water_Level_2 and
// floats right at $100 bobbing by half Oscillating_Data+$14; the
// platform itself stays as the chain's end (frame 3, routine 8), not
// solid.
func TestSwingingPlatform_Obj15Breaks(t *testing.T) {
	s, k, ob := swingSim(t, "arz2", 0x86, false)
	if ob.Routine != swingBreaks {
		t.Fatalf("routine %d, want %d (Obj15_State4)", ob.Routine, swingBreaks)
	}
	st := s.Live()
	st.Water.Mean = 640
	run(s, 0, 60)
	landOn(t, s, k, ob, false)
	j := -1
	for i := 0; i < 1000 && ob.Routine == swingBreaks; i++ {
		s.Step(0)
		st.Water.Mean = 640
	}
	if ob.Routine != swingBroken || ob.MapFrame != 3 || ob.Status&(physics.S2P1Stand|physics.S2P2Stand) != 0 {
		t.Fatalf("routine %d frame %d status %#x, want broken (8), frame 3, nobody standing", ob.Routine, ob.MapFrame, ob.Status)
	}
	for i := range st.S2.Slots {
		if c := &st.S2.Slots[i]; c.ID == s2SwingingPlatform && c.Routine == swingFallARZ {
			j = i
		}
	}
	if j < 0 {
		t.Fatal("no falling copy")
	}
	c := eng(s).slot(j)
	if st.S2.On != j+1 || c.Status&physics.S2P1Stand == 0 {
		t.Fatalf("Sonic on %d, want carried by the copy in slot %d", st.S2.On, j)
	}
	if c.Status&physics.S2YFlip == 0 || c.XVel != 0x200 {
		t.Fatalf("copy: status %#x x speed %#x, want y-flipped (falling) at $200", c.Status, c.XVel)
	}
	for i := 0; i < 200 && c.Status&physics.S2YFlip != 0; i++ {
		s.Step(0)
		st.Water.Mean = 640
	}
	if c.Status&physics.S2YFlip != 0 || c.XVel != 0x100 || c.YVel != 0 || c.BaseY != 640 {
		t.Fatalf("copy: status %#x speeds %#x,%#x level %d, want floating at 640, right at $100", c.Status, c.XVel, c.YVel, c.BaseY)
	}
	s.Step(0)
	if want := 640 + int(eng(s).osc(5)>>1); c.Y.Pixel() != want {
		t.Fatalf("floating at %d, want %d", c.Y.Pixel(), want)
	}
}

// s2.asm Obj15_State4 and Obj15_State6: outside Aquatic Ruin the copy
// (routine $A) falls to y $720 and stops there.
func TestSwingingPlatform_Obj15BreaksOOZ(t *testing.T) {
	s, k, ob := swingSim(t, "ooz2", 0x88, false)
	run(s, 0, 60)
	landOn(t, s, k, ob, false)
	for i := 0; i < 1000 && ob.Routine == swingBreaks; i++ {
		s.Step(0)
	}
	j := int(s.Live().S2.On) - 1
	if j < 0 || eng(s).slot(j).Routine != swingFallOOZ {
		t.Fatalf("Sonic on %d, want on the falling copy (routine $A)", j)
	}
	c := eng(s).slot(j)
	st := s.Live()
	for i := 0; i < 300 && c.Status&physics.S2YFlip != 0; i++ {
		// Sonic off it, on the ground below (the camera keeps it in the window)
		st.X, st.Y = physics.FromPixels(c.X.Pixel()), physics.FromPixels(716)
		st.Air, st.XSpeed, st.YSpeed, st.GSpeed = false, 0, 0, 0
		eng(s).s2Release(j)
		s.Step(0)
	}
	if c.Y.Pixel() < 0x720 || c.XVel != 0 || c.BaseY != 0x720 {
		t.Fatalf("copy at y %d x speed %#x level %d, want stopped at $720", c.Y.Pixel(), c.XVel, c.BaseY)
	}
}

// s2.asm loc_1000C: once the pivot's column leaves the object window the
// platform deletes its chain and itself (DeleteObject: the respawn flag
// stays set).
func TestSwingingPlatform_Obj15Gone(t *testing.T) {
	s, k, ob := swingSim(t, "arz2", 5, false, "respawn")
	e := eng(s)
	r := ob.Respawn
	e.st.S2.Coarse = 0x800
	s.Step(0)
	if e.slot(k).ID == s2SwingingPlatform || e.slot(k+1).ID == s2SwingingPlatform {
		t.Fatal("platform or chain still there out of the window")
	}
	if e.st.S2.Respawn[2+int(r)]&0x80 == 0 {
		t.Fatal("respawn flag cleared: DeleteObject keeps it")
	}
}
