package sonic2

import (
	"testing"

	"loopwright/layers"
	"loopwright/physics"
)

// standOn steps s until the main character stands on slot k (at most n
// frames), reporting whether he does.
func standOn(s *physics.Sim, k, n int) bool {
	for i := 0; i < n; i++ {
		s.Step(0)
		if s.Live().S2.On == k+1 {
			return true
		}
	}
	return false
}

// s2.asm Obj19_MoveRoutine1: subtype 0 swings left of its start by
// oscillator 2 (Oscillating_Data+8), x-flipped $40 minus it; a player
// standing on it (PlatformObject, top $11 above its y) moves with it.
func TestCPZPlatform_Obj19Swing(t *testing.T) {
	for _, flip := range []bool{false, true} {
		var flags []string
		if flip {
			flags = []string{"x_flip"}
		}
		tl := s2TestLevel(s2Obj(s2CPZPlatform, 0, 700, 600, flags...))
		sx := 700
		if flip {
			sx = 700 - 0x40 // over the x-flipped one's start
		}
		s := newSim(tl, physics.S2, sx, 560)
		k := findSlot(s, s2CPZPlatform)
		if k < 0 {
			t.Fatal("no Obj19")
		}
		if !standOn(s, k, 60) {
			t.Fatal("Sonic did not land on the platform")
		}
		st := s.Live()
		for i := 0; i < 30; i++ {
			px := st.X.Pixel() - st.S2.Slots[k].X.Pixel()
			o := int(eng(s).osc(2)) // read by the object before OscillateNumDo
			s.Step(0)
			ob := &st.S2.Slots[k]
			want := 700 - o
			if flip {
				want = 700 - (0x40 - o)
			}
			if ob.X.Pixel() != want {
				t.Fatalf("flip %v frame %d: x %d, want %d (oscillator 2)", flip, i, ob.X.Pixel(), want)
			}
			if st.S2.On != k+1 || st.X.Pixel()-ob.X.Pixel() != px {
				t.Fatalf("flip %v frame %d: Sonic not carried (on %d, offset %d want %d)", flip, i, st.S2.On, st.X.Pixel()-ob.X.Pixel(), px)
			}
			if st.Y.Pixel() != ob.Y.Pixel()-0x11-st.YRadius {
				t.Fatalf("flip %v: Sonic's y %d, want the platform's top $11 above %d", flip, st.Y.Pixel(), ob.Y.Pixel())
			}
		}
	}
}

// s2.asm Obj19_MoveRoutine4 and Obj19_MoveRoutine5: subtype 3 stays put
// until a player stands on it, then (4) moves by its Y Speed accelerating
// 8 a frame towards $60 above its start, and stops (5) where the speed
// comes back to 0: $C0 above its start. Tails standing on it starts it
// too (standing_mask).
func TestCPZPlatform_Obj19Rise(t *testing.T) {
	for _, tails := range []bool{false, true} {
		tl := s2TestLevel(s2Obj(s2CPZPlatform, 3, 700, 600))
		var s *physics.Sim
		if tails {
			s = newSimP2(tl, 500, 700, 560)
		} else {
			s = newSim(tl, physics.S2, 700, 560)
		}
		k := findSlot(s, s2CPZPlatform)
		st := s.Live()
		ob := &st.S2.Slots[k]
		for i := 0; i < 60 && ob.Status&(physics.S2P1Stand|physics.S2P2Stand) == 0; i++ {
			if ob.Y.Pixel() != 600 || ob.Sub != 3 {
				t.Fatalf("tails %v: moved before anyone stood on it: y %d subtype %d", tails, ob.Y.Pixel(), ob.Sub)
			}
			s.Step(0)
		}
		if ob.Status&(physics.S2P1Stand|physics.S2P2Stand) == 0 {
			t.Fatalf("tails %v: nobody landed on it", tails)
		}
		for i := 0; i < 200 && ob.Sub != 5; i++ {
			s.Step(0)
		}
		if ob.Sub != 5 || ob.YVel != 0 {
			t.Fatalf("tails %v: subtype %d y_vel %d, want stopped (5)", tails, ob.Sub, ob.YVel)
		}
		if y := ob.Y.Pixel(); y < 600-0xC0-1 || y > 600-0xC0+1 {
			t.Fatalf("tails %v: stopped at %d, want $C0 above 600", tails, y)
		}
	}
}

// s2.asm Obj19_Init: subtype 7 (and 3 x-flipped) starts $C0 above its
// layout y, and Obj19_MoveRoutine6 swings it for ever between there and
// its layout y.
func TestCPZPlatform_Obj19Bob(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2CPZPlatform, 7, 700, 600))
	s := newSim(tl, physics.S2, 400, 716)
	k := findSlot(s, s2CPZPlatform)
	ob := &s.Live().S2.Slots[k]
	lo, hi := 1<<30, -1
	for i := 0; i < 400; i++ {
		s.Step(0)
		lo, hi = min(lo, ob.Y.Pixel()), max(hi, ob.Y.Pixel())
	}
	if lo < 600-0xC0-1 || lo > 600-0xC0+1 || hi < 597 || hi > 604 {
		t.Fatalf("swung between %d and %d, want about %d and 600", lo, hi, 600-0xC0)
	}
}

// launchY drops a player onto the pressure spring at ox (x-flipped when
// flip) at x px — Tails when tails, Sonic standing far away — and
// returns the most upward Y Speed the player reaches in 60 frames and
// whether he faced left when it was set.
func launchY(t *testing.T, ox, px int, flip, tails bool) (physics.Fixed, bool) {
	var flags []string
	if flip {
		flags = []string{"x_flip"}
	}
	tl := s2TestLevel(s2Obj(s2PressureSpring, 0, ox, 736-8, flags...))
	var s *physics.Sim
	if tails {
		s = newSimP2(tl, ox-0x60, px, 660)
	} else {
		s = newSim(tl, physics.S2, px, 660)
	}
	best, left := physics.Fixed(0), false
	for i := 0; i < 60; i++ {
		s.Step(0)
		y, l := s.Live().YSpeed, s.Live().FacingLeft
		if tails {
			y, l = s.Live().P2.Body.YSpeed, s.Live().P2.Body.FacingLeft
		}
		if y < best {
			best, left = y, l
		}
	}
	return best, left
}

// s2.asm Obj40_Main, loc_2641E and loc_2645E: a player standing on the
// diving board past its first $10 pixels presses it; when it shows its
// frame 0 again he is thrown up at 4 plus byte_26550's pixels by where he
// stands ($1A right of its x: 4 more), facing its way; x-flipped the
// index is $A + x - his x (the game's $27 for 2*$1C). Tails is thrown
// alike.
func TestPressureSpring_Obj40(t *testing.T) {
	for _, c := range []struct {
		name        string
		px          int
		flip, tails bool
		want        physics.Fixed
		left        bool
	}{
		{"tip", 700 + 0x1A, false, false, -0x800, false},
		{"middle", 700, false, false, -0x500, false},
		{"flipped", 700 - 0x14, true, false, -0x500, true},
		{"tails", 700 + 0x1A, false, true, -0x800, false},
	} {
		got, left := launchY(t, 700, c.px, c.flip, c.tails)
		if got != c.want || left != c.left {
			t.Errorf("%s: Y Speed %#x facing left %v, want %#x %v", c.name, got, left, c.want, c.left)
		}
	}
}

// s2.asm loc_2641E: a player standing on the board's first $10 pixels
// does not press it.
func TestPressureSpring_Obj40Root(t *testing.T) {
	if got, _ := launchY(t, 700, 700-0x18, false, false); got != 0 {
		t.Errorf("Y Speed %#x standing at the root, want no launch", got)
	}
}

// blockSim is a Sonic 2 run with Obj32 at (700, 736-$10) on the ground
// in a level whose s2_zone_act is za, Sonic dropped from (700, y).
func blockSim(za string, y int) *physics.Sim {
	tl := s2TestLevel(s2Obj(s2BreakableBlock, 0, 700, 736-0x10))
	tl.Lvl.Props = append(tl.Lvl.Props, layers.Prop{Name: "s2_zone_act", Value: za})
	return newSim(tl, physics.S2, 700, y)
}

// s2.asm Obj32_Main and Obj32_Destroy: a player landing on the block
// rolling (his anim the roll as the block's code begins: a jump) breaks
// it into its mapping frame's pieces (Chemical Plant: 4, Hill Top: 6, at
// Obj32_VelArray's speeds) and is bounced off rolling at Y Speed -3
// (Obj32_BouncePlayer); points (Obj29) appear.
func TestBreakableBlock_Obj32(t *testing.T) {
	for _, c := range []struct {
		za     string
		pieces int
	}{{"cpz1", 4}, {"htz1", 6}} {
		s := blockSim(c.za, 640)
		st := s.Live()
		k := findSlot(s, s2BreakableBlock)
		run(s, 0, 30)        // standing on it
		s.Step(physics.Jump) // lands again in a ball: the roll anim
		broke := false
		for i := 0; i < 100 && !broke; i++ {
			s.Step(0)
			broke = st.S2.Slots[k].Routine == 4
		}
		if !broke {
			t.Fatalf("%s: the block did not break under a rolling landing (anim %v)", c.za, st.P.Anim.ID)
		}
		n := 0
		for j := range st.S2.Slots {
			if o := &st.S2.Slots[j]; o.ID == s2BreakableBlock && o.Routine == 4 {
				n++
			}
		}
		if n != c.pieces || findSlot(s, s2Points) < 0 {
			t.Fatalf("%s: %d pieces, points %v; want %d and points", c.za, n, findSlot(s, s2Points) >= 0, c.pieces)
		}
		if !st.Air || !st.Rolling || st.YSpeed > -0x300+0x38 {
			t.Fatalf("%s: air %v rolling %v Y Speed %#x, want bounced off rolling at -3", c.za, st.Air, st.Rolling, st.YSpeed)
		}
	}
}

// s2.asm Obj32_Main: standing on the block without rolling does not
// break it.
func TestBreakableBlock_Obj32Stand(t *testing.T) {
	s := blockSim("cpz1", 640)
	st := s.Live()
	k := findSlot(s, s2BreakableBlock)
	run(s, 0, 60)
	if st.S2.On != k+1 || st.S2.Slots[k].Routine != 2 {
		t.Fatalf("on %d routine %d, want standing on an unbroken block", st.S2.On, st.S2.Slots[k].Routine)
	}
}

// s2.asm Obj2D_Main and Obj2D_CheckCharacter: the barrier rises 8 a
// frame to $40 while a player is in the $200 before it (within $20 of
// its place vertically), lets him through, sinks back once he is $18
// past it, and is solid from the other side.
func TestBarrier_Obj2D(t *testing.T) {
	for _, tails := range []bool{false, true} {
		tl := s2TestLevel(s2Obj(s2Barrier, 0, 700, 736-0x20))
		var s *physics.Sim
		if tails {
			s = newSimP2(tl, 760, 560, 716) // Sonic past it, Tails before it
		} else {
			s = newSim(tl, physics.S2, 560, 716)
		}
		st := s.Live()
		k := findSlot(s, s2Barrier)
		ob := &st.S2.Slots[k]
		run(s, 0, 10)
		if ob.Y.Pixel() != 736-0x20-0x40 {
			t.Fatalf("tails %v: barrier at %d with a player before it, want raised $40 to %d", tails, ob.Y.Pixel(), 736-0x20-0x40)
		}
		if tails {
			continue
		}
		for i := 0; i < 200 && st.X.Pixel() < 760; i++ {
			s.Step(physics.Right)
		}
		if st.X.Pixel() < 760 {
			t.Fatalf("Sonic stuck at %d before the raised barrier", st.X.Pixel())
		}
		run(s, 0, 60)
		if ob.Y.Pixel() != 736-0x20 {
			t.Fatalf("barrier at %d with nobody before it, want back at %d", ob.Y.Pixel(), 736-0x20)
		}
		for i := 0; i < 120; i++ {
			s.Step(physics.Left)
		}
		if st.X.Pixel() < 700 {
			t.Fatalf("Sonic passed the barrier from behind: x %d", st.X.Pixel())
		}
	}
}

// s2.asm Obj1F_Main, Obj1F_CreateFragments and Obj1F_Fragment: in Aquatic
// Ruin, 7 frames after Sonic is seen standing on the collapsing platform it breaks
// into its 8 pieces (Obj1F_ARZ_DelayData); the first, under him, holds
// him $16 frames more, then lets go (sub_10B36) and he falls.
func TestCollapsingPlatform_Obj1F(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2CollapsingPlatform, 0, 700, 600))
	tl.Lvl.Props = append(tl.Lvl.Props, layers.Prop{Name: "s2_zone_act", Value: "arz1"})
	s := newSim(tl, physics.S2, 700, 560)
	st := s.Live()
	k := findSlot(s, s2CollapsingPlatform)
	ob := &st.S2.Slots[k]
	if !standOn(s, k, 60) {
		t.Fatal("Sonic did not land on the platform")
	}
	n := 0
	for ; n < 20 && ob.Routine == 2; n++ {
		s.Step(0)
	}
	// The landing (in PlatformObject) comes after the standing test, so
	// the flag is set the frame after; then 7 frames counted down, then
	// the break.
	if n != 9 {
		t.Fatalf("broke %d frames after the landing, want 9", n)
	}
	pieces := 0
	for j := range st.S2.Slots {
		if p := &st.S2.Slots[j]; p.ID == s2CollapsingPlatform && p.Routine == 4 {
			pieces++
		}
	}
	if pieces != 8 {
		t.Fatalf("%d pieces, want 8", pieces)
	}
	held := 0
	for ; held < 40 && !st.Air; held++ {
		s.Step(0)
	}
	if held < 0x15 || held > 0x17 || !st.Air {
		t.Fatalf("held %d frames after the break (air %v), want about $16", held, st.Air)
	}
}

// s2.asm Obj47_Main: standing on the button sets ButtonVine_Trigger's
// byte subtype & $F (bit 7 with subtype bit 6, else bit 0); leaving it
// clears the bit.
func TestButton_Obj47(t *testing.T) {
	for _, c := range []struct {
		sub uint8
		bit uint8
	}{{0x03, 1}, {0x43, 0x80}} {
		tl := s2TestLevel(s2Obj(s2Button, c.sub, 700, 736-8))
		s := newSim(tl, physics.S2, 700, 660)
		st := s.Live()
		k := findSlot(s, s2Button)
		if !standOn(s, k, 60) {
			t.Fatalf("subtype %#x: Sonic did not stand on the button", c.sub)
		}
		s.Step(0)
		if st.S2.Switch[3] != c.bit {
			t.Fatalf("subtype %#x: trigger %#x while stood on, want %#x", c.sub, st.S2.Switch[3], c.bit)
		}
		for i := 0; i < 60 && st.S2.On != 0; i++ {
			s.Step(physics.Right)
		}
		s.Step(0)
		if st.S2.Switch[3] != 0 {
			t.Fatalf("subtype %#x: trigger %#x after leaving, want 0", c.sub, st.S2.Switch[3])
		}
	}
}

// s2.asm Obj18_Falling, Obj18_Fall and Obj18_DropPlayer: 30 frames after
// Sonic lands on a subtype 3 platform it falls, carrying him $20 frames,
// then drops him with its Y Speed and goes on falling until deleted.
func TestPlatform_Obj18Falling(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2Platform, 3, 700, 500))
	s := newSim(tl, physics.S2, 700, 460)
	st := s.Live()
	k := findSlot(s, s2Platform)
	ob := &st.S2.Slots[k]
	if !standOn(s, k, 60) {
		t.Fatal("Sonic did not land on the platform")
	}
	n := 0
	for ; n < 60 && ob.Sub == 3; n++ {
		s.Step(0)
	}
	if n < 29 || n > 31 || ob.Y.Pixel() != 504 { // sagged 4 under him
		t.Fatalf("began falling %d frames after the landing at y %d, want 30 at 504", n, ob.Y.Pixel())
	}
	held := 0
	for ; held < 60 && !st.Air; held++ {
		s.Step(0)
	}
	if held != 0x20 || st.YSpeed < 0x38*0x1E {
		t.Fatalf("dropped after %d frames at Y Speed %#x, want $20 frames and the platform's speed", held, st.YSpeed)
	}
	for i := 0; i < 200 && st.S2.Slots[k].ID == s2Platform; i++ {
		s.Step(0)
	}
	if st.S2.Slots[k].ID == s2Platform {
		t.Fatal("the falling platform was never deleted")
	}
}

// s2.asm Obj18_ButtonTrigger and Obj18_Rise: 60 frames after button 0
// is pressed a subtype 7 platform rises 2 a frame to $200 above its
// start, then stays.
func TestPlatform_Obj18Button(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2Platform, 7, 700, 700))
	s := newSim(tl, physics.S2, 600, 716)
	st := s.Live()
	k := findSlot(s, s2Platform)
	ob := &st.S2.Slots[k]
	run(s, 0, 10)
	if ob.Y.Pixel() != 700 {
		t.Fatalf("moved to %d before the button, want 700", ob.Y.Pixel())
	}
	st.S2.Switch[0] = 1
	run(s, 0, 61)
	st.S2.Switch[0] = 0
	for i := 0; i < 400 && ob.Sub != 0; i++ {
		s.Step(0)
	}
	if ob.Sub != 0 || ob.Y.Pixel() != 700-0x200 {
		t.Fatalf("subtype %d at y %d, want stationary at %d", ob.Sub, ob.Y.Pixel(), 700-0x200)
	}
}

// s2.asm PlatformObject_ChkYRange: d0 = top - (feet + 4) must lie in
// -$10..-1 (bhi rejects above 0; d0 = 0 fails the unsigned blo against
// -$10), so a player lands with his feet from 3 pixels above the top to
// 12 below it, and not 4 above.
func TestPlatformObject_ChkYRange(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2CPZPlatform, 3, 700, 600))
	for _, c := range []struct {
		above int // the top's y less the player's feet
		want  bool
	}{{5, false}, {4, false}, {3, true}, {0, true}, {-12, true}, {-13, false}} {
		s := newSim(tl, physics.S2, 700, 500)
		k := findSlot(s, s2CPZPlatform)
		if k < 0 {
			t.Fatal("no Obj19")
		}
		e := eng(s)
		st := s.Live()
		ob := &st.S2.Slots[k]
		ob.Status &^= e.StandBit()
		st.S2.On, st.Obj.On = 0, 0
		top := ob.Y.Pixel() - 0x11
		st.Y = physics.FromPixels(top - c.above - st.YRadius)
		st.X = physics.FromPixels(ob.X.Pixel())
		st.YSpeed, st.Air = 0, true
		got := e.platformLand(k, 0x20, 0x40, 0x11)
		if got != c.want {
			t.Errorf("feet %d above the top: landed %v, want %v", c.above, got, c.want)
		}
		if got && st.Y.Pixel()+st.YRadius != top-1 {
			t.Errorf("feet %d above the top: put at feet %d, want %d (y + d0 + 3)", c.above, st.Y.Pixel()+st.YRadius, top-1)
		}
	}
}

// s2.asm Obj18_Init: the width by (subtype >> 3) & $E from
// Obj18_InitData, whose entries 5 to 7 are Obj18_Init's own code bytes
// ($54, $00, $70); a full-solid platform (subtype bit 7) is $30 high,
// $28 in Aquatic Ruin, with render_flags.explicit_height set.
func TestPlatform_Obj18InitSizes(t *testing.T) {
	for _, c := range []struct {
		za      string
		sub     uint8
		w, h    uint8
		routine uint8
	}{
		{"ehz1", 0x00, 0x20, 0, 2}, {"ehz1", 0x30, 0x40, 0, 2}, {"ehz1", 0x40, 0x30, 0, 2},
		{"ehz1", 0x50, 0x54, 0, 2}, {"ehz1", 0x60, 0x00, 0, 2}, {"ehz1", 0x70, 0x70, 0, 2},
		{"ehz1", 0x80, 0x20, 0x30, 8}, {"arz1", 0x80, 0x20, 0x28, 8},
	} {
		tl := s2TestLevel(s2Obj(s2Platform, c.sub, 700, 600))
		tl.Lvl.Props = append(tl.Lvl.Props, layers.Prop{Name: "s2_zone_act", Value: c.za})
		s := newSim(tl, physics.S2, 400, 716)
		k := findSlot(s, s2Platform)
		if k < 0 {
			t.Fatalf("%s %#x: no platform", c.za, c.sub)
		}
		ob := &s.Live().S2.Slots[k]
		explicit := ob.Render&s2ExplicitHeight != 0
		if ob.Width != c.w || ob.YRad != c.h || ob.Routine != c.routine || explicit != (c.routine == 8) {
			t.Errorf("%s %#x: width %#x height %#x routine %d explicit %v, want %#x %#x %d", c.za, c.sub, ob.Width, ob.YRad, ob.Routine, explicit, c.w, c.h, c.routine)
		}
	}
}

// s2.asm Sonic_Move and Tails_Move, standing still on an object
// (status.player.on_object): not the floor's balance but the object's
// edges, d1 = width_pixels + his x - its x. Sonic balances below 2 and
// from 2 x width - 2 (Sonic_BalanceOnObjLeft / Right): facing the edge
// Balance, facing away Balance3 (Balance2 and Balance4, 6 pixels further
// out, lie past where a platform lets him go); Tails from 4 and 2 x width - 4,
// always turned to the edge (Tails_BalanceOnObjLeft / Right). Balancing,
// neither looks up; between the edges both do, and anywhere on an object
// whose status.npc.no_balancing bit is set (the oil, the diving board...).
func TestSonicMove_BalanceOnObjectS2(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2CPZPlatform, 3, 700, 600))
	for _, c := range []struct {
		name      string
		char      physics.Character
		dx        func(w int) int // his x less the platform's
		faceLeft  bool
		anim      physics.AnimID
		wantLeft  bool
		balancing bool
	}{
		{"Sonic middle", physics.Sonic, func(int) int { return 0 }, false, 0, false, false},
		{"Sonic left edge facing it", physics.Sonic, func(w int) int { return 1 - w }, true, physics.AnimBalance, true, true},
		{"Sonic left edge facing away", physics.Sonic, func(w int) int { return 1 - w }, false, physics.AnimBalance3, false, true},
		{"Sonic inside the left edge", physics.Sonic, func(w int) int { return 2 - w }, false, 0, false, false},
		{"Sonic right edge facing it", physics.Sonic, func(w int) int { return w - 2 }, false, physics.AnimBalance, false, true},
		{"Sonic right edge facing away", physics.Sonic, func(w int) int { return w - 1 }, true, physics.AnimBalance3, true, true},
		{"Tails left edge", physics.Tails, func(w int) int { return 3 - w }, false, physics.AnimBalance, true, true},
		{"Tails inside the left edge", physics.Tails, func(w int) int { return 4 - w }, false, 0, false, false},
		{"Tails right edge", physics.Tails, func(w int) int { return w - 4 }, true, physics.AnimBalance, false, true},
		{"no_balancing", physics.Sonic, func(w int) int { return 1 - w }, false, 0, false, false},
	} {
		s := physics.New(tl.Lvl, physics.Config{Variant: physics.S2, Character: c.char}, layers.Point{X: 700, Y: 560})
		k := findSlot(s, s2CPZPlatform)
		if k < 0 || !standOn(s, k, 60) {
			t.Fatalf("%s: not standing on the platform", c.name)
		}
		st := s.Live()
		ob := &st.S2.Slots[k]
		st.X = physics.FromPixels(ob.X.Pixel() + c.dx(int(ob.Width)))
		st.FacingLeft = c.faceLeft
		if c.name == "no_balancing" {
			ob.Status |= physics.S2NoBalancing
		}
		for range 3 {
			s.Step(physics.Up)
		}
		if st.Air || st.S2.On != k+1 {
			t.Fatalf("%s: left the platform", c.name)
		}
		want := c.wantLeft
		if !c.balancing {
			want = c.faceLeft
		}
		if st.FacingLeft != want {
			t.Errorf("%s: facing left %v, want %v", c.name, st.FacingLeft, want)
		}
		id := st.P.Anim.ID
		if c.balancing && id != c.anim {
			t.Errorf("%s: anim %v, want %v", c.name, id, c.anim)
		}
		if !c.balancing && id != physics.AnimLookUp {
			t.Errorf("%s: anim %v, want looking up", c.name, id)
		}
	}
}
