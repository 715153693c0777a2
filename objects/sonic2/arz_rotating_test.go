package sonic2

import (
	"testing"

	"loopwright/physics"
)

// rotatingWant is where Obj83_Main puts a platform at angle a around
// (cx, cy): four chain links of CalcSine's (cos, sin) << 12, whole pixels.
func rotatingWant(cx, cy int, a uint8) (int, int) {
	sin, cos := physics.SinCos(a)
	return cx + (cos<<14)>>16, cy + (sin<<14)>>16
}

// rotatingSlots returns the main platform's slot and the three it made.
func rotatingSlots(t *testing.T, s *physics.Sim) (k, chains, p2, p3 int) {
	t.Helper()
	k = findSlot(s, s2RotatingPlatforms)
	if k < 0 {
		t.Fatal("no Obj83")
	}
	ob := eng(s).slot(k)
	return k, int(ob.Child1) - 1, int(ob.Child2) - 1, int(ob.Timer2) - 1
}

// s2.asm Obj83_Init and Obj83_LoadSubObject: the chains (a multi-sprite
// object, drawn only) and platforms 2 and 3 (routine 4) each take the
// first free slot after the main platform's (AllocateObjectAfterCurrent),
// in that order; the speed is the subtype's high nybble sign-extended
// times 8 added to the angle word each frame; Obj83_Main puts the main
// platform at the angle, platform 2 at the angle + $55 and platform 3 at
// the angle - $55, $40 pixels from the layout position.
func TestRotatingPlatforms_Obj83Init(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2RotatingPlatforms, 0x20, 700, 600))
	s := newSim(tl, physics.S2, 400, 716)
	k, c, p2, p3 := rotatingSlots(t, s)
	if c != k+1 || p2 != k+2 || p3 != k+3 {
		t.Fatalf("main %d chains %d platforms %d %d, want the three slots after the main one", k, c, p2, p3)
	}
	e := eng(s)
	if ch := e.slot(c); ch.ID != s2RotatingPlatforms || ch.Render&physics.S2Child == 0 || ch.Routine != 0 {
		t.Fatalf("chains %+v, want a multi-sprite Obj83", ch)
	}
	for _, j := range []int{p2, p3} {
		if p := e.slot(j); p.ID != s2RotatingPlatforms || p.Routine != 4 || p.Width != 0x20 {
			t.Fatalf("platform slot %d: %+v, want an Obj83 in routine 4, width $20", j, p)
		}
	}
	ob := e.slot(k)
	if ob.Timer != 0x100 {
		t.Fatalf("speed %#x, want $20's high nybble * 8 * $10 = $100", ob.Timer)
	}
	for i := 0; i < 3; i++ {
		a := uint8(uint16(ob.Index) >> 8)
		for _, c := range []struct {
			j int
			a uint8
		}{{k, a}, {p2, a + 0x55}, {p3, a - 0x55}} {
			x, y := rotatingWant(700, 600, c.a)
			if p := e.slot(c.j); p.X.Pixel() != x || p.Y.Pixel() != y {
				t.Fatalf("angle %#x: slot %d at %d,%d, want %d,%d", a, c.j, p.X.Pixel(), p.Y.Pixel(), x, y)
			}
		}
		s.Step(0)
		if got := uint8(uint16(ob.Index) >> 8); got != a+1 {
			t.Fatalf("angle %#x after a frame from %#x, want one more", got, a)
		}
	}
}

// s2.asm Obj83_Init: the start angle is the flips' quarter turns (status
// ror.b #2, andi.b #$C0: x flip $40, y flip $80, both $C0), and a
// negative high nybble turns it the other way.
func TestRotatingPlatforms_Obj83Angle(t *testing.T) {
	for _, c := range []struct {
		sub   uint8
		flags []string
		angle uint8
		speed int16
	}{
		{0, nil, 0, 0},
		{0, []string{"x_flip"}, 0x40, 0},
		{0, []string{"y_flip"}, 0x80, 0},
		{0, []string{"x_flip", "y_flip"}, 0xC0, 0},
		{0xF0, nil, 0, -0x80},
	} {
		tl := s2TestLevel(s2Obj(s2RotatingPlatforms, c.sub, 700, 600, c.flags...))
		s := newSim(tl, physics.S2, 400, 716)
		k, _, _, _ := rotatingSlots(t, s)
		ob := eng(s).slot(k)
		if ob.Timer != c.speed {
			t.Errorf("subtype %#x: speed %d, want %d", c.sub, ob.Timer, c.speed)
		}
		// The title card's 26 updates have turned it 26 times.
		if want := uint16(c.angle)<<8 + uint16(26*int(c.speed)); uint16(ob.Index) != want {
			t.Errorf("subtype %#x flags %v: angle word %#x, want %#x", c.sub, c.flags, uint16(ob.Index), want)
		}
	}
}

// s2.asm Obj83_Main and Obj83_PlatformSubObject: each platform is a
// PlatformObject (half width $20+$B, top 9 above its y) for Sonic and
// then Tails (p1_standing, p2_standing), moving the player standing on
// it with it.
func TestRotatingPlatforms_Obj83CarriesBoth(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2RotatingPlatforms, 0x10, 700, 600))
	s := newSimP2(tl, 400, 400, 650)
	k, _, p2, _ := rotatingSlots(t, s)
	e := eng(s)
	st := s.Live()
	main, two := e.slot(k), e.slot(p2)
	st.X, st.Y = physics.FromPixels(main.X.Pixel()), physics.FromPixels(main.Y.Pixel()-40)
	st.Air, st.XSpeed, st.YSpeed, st.GSpeed = true, 0, 0, 0
	b := &st.P2.Body
	b.X, b.Y = physics.FromPixels(two.X.Pixel()), physics.FromPixels(two.Y.Pixel()-40)
	b.Air, b.XSpeed, b.YSpeed, b.GSpeed = true, 0, 0, 0
	for i := 0; i < 40 && (main.Status&physics.S2P1Stand == 0 || two.Status&physics.S2P2Stand == 0); i++ {
		s.Step(0)
	}
	if main.Status&physics.S2P1Stand == 0 || st.S2.On != k+1 || st.Air {
		t.Fatalf("Sonic on %d air %v, want standing on the main platform (slot %d)", st.S2.On, st.Air, k)
	}
	if two.Status&physics.S2P2Stand == 0 || st.P2.Body.Air {
		t.Fatalf("Tails air %v platform 2 status %#x, want standing on platform 2", st.P2.Body.Air, two.Status)
	}
	s.Step(0) // from the frame after the landing
	for i := 0; i < 30; i++ {
		dx, dy := st.X.Pixel()-main.X.Pixel(), st.Y.Pixel()+st.YRadius-main.Y.Pixel()
		tx := st.P2.Body.X.Pixel() - two.X.Pixel()
		s.Step(0)
		if st.X.Pixel()-main.X.Pixel() != dx || st.Y.Pixel()+st.YRadius-main.Y.Pixel() != dy {
			t.Fatalf("frame %d: Sonic not carried by the main platform: dx %d dy %d now %d %d (sonic %d,%d gs %v)", i, dx, dy, st.X.Pixel()-main.X.Pixel(), st.Y.Pixel()+st.YRadius-main.Y.Pixel(), st.X.Pixel(), st.Y.Pixel(), st.GSpeed)
		}
		if st.P2.Body.X.Pixel()-two.X.Pixel() != tx {
			t.Fatalf("frame %d: Tails not carried by platform 2", i)
		}
	}
}

// s2.asm Obj83_Main (.objectOffscreen) and Obj83_PlatformSubObject: once
// the layout position's column leaves the object window the main platform
// deletes the chains and itself with DeleteObject (its respawn flag stays
// set), and the other two go by MarkObjGone2 from the same position.
func TestRotatingPlatforms_Obj83Delete(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2RotatingPlatforms, 0x20, 700, 600, "respawn"))
	s := newSim(tl, physics.S2, 400, 716)
	k, c, p2, p3 := rotatingSlots(t, s)
	e := eng(s)
	r := e.slot(k).Respawn
	e.st.S2.Coarse = 0x800
	s.Step(0)
	for _, j := range []int{k, c, p2, p3} {
		if e.slot(j).ID == s2RotatingPlatforms {
			t.Fatalf("slot %d still holds Obj83 out of the window", j)
		}
	}
	if e.st.S2.Respawn[2+int(r)]&0x80 == 0 {
		t.Fatal("respawn flag cleared: DeleteObject keeps it")
	}
}
