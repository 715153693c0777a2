package sonic2

import (
	"testing"

	"loopwright/physics"
)

// s2.asm Obj1E (loc_225FC, loc_2271A, loc_22902, loc_22784): a player
// within the tube's range ($A0 right, $80 below) is caught (obj_control
// $81, airborne, Ground Speed $800), carried from point to point of the
// entry path his place picks (less than $80 right and $40 below: path
// 3) at 8 pixels a frame along the longer axis, and let go at its end
// (byte_227BE: no main tube for subtype 0's path 3) with obj_control 0;
// while carried his own code does not move him.
func TestSpinTube_Obj1E(t *testing.T) {
	for _, tails := range []bool{false, true} {
		tl := s2TestLevel(s2Obj(s2SpinTube, 0, 700, 500))
		var s *physics.Sim
		if tails {
			s = newSimP2(tl, 400, 700+0x10, 500+0x30)
		} else {
			s = newSim(tl, physics.S2, 700+0x10, 500+0x30)
		}
		st := s.Live()
		k := findSlot(s, s2SpinTube)
		if k < 0 {
			t.Fatal("no Obj1E")
		}
		body := func() *physics.State {
			if tails {
				return &physics.State{X: st.P2.Body.X, Y: st.P2.Body.Y, XSpeed: st.P2.Body.XSpeed, YSpeed: st.P2.Body.YSpeed, GSpeed: st.P2.Body.GSpeed}
			}
			return st
		}
		control := func() uint8 {
			if tails {
				return st.P2.CPU.Control
			}
			return st.S2.Control
		}
		path := spinTubeEntries[3]
		run(s, 0, 1)
		if control() != 0x81 || body().GSpeed != 0x800 {
			t.Fatalf("tails %v: obj_control %#x ground speed %#x, want caught ($81, $800)", tails, control(), body().GSpeed)
		}
		frames := 0
		for ; frames < 400 && control() != 0; frames++ {
			s.Step(0)
			b := body()
			if v := b.XSpeed; v != 0x800 && v != -0x800 && b.YSpeed != 0x800 && b.YSpeed != -0x800 {
				t.Fatalf("tails %v frame %d: speeds %d,%d, neither axis at 8", tails, frames, b.XSpeed, b.YSpeed)
			}
		}
		last := path[len(path)-1]
		b := body()
		if control() != 0 || b.X.Pixel() != 700+int(last[0]) || b.Y.Pixel() != 500+int(last[1]) {
			t.Fatalf("tails %v: obj_control %#x at %d,%d after %d frames, want let go at the path's end %d,%d",
				tails, control(), b.X.Pixel(), b.Y.Pixel(), frames, 700+int(last[0]), 500+int(last[1]))
		}
		if m := st.S2.Slots[k].Logs[tubeMode]; !tails && m != 6 {
			t.Fatalf("mode %d after letting go, want 6 (waiting for him to leave)", m)
		}
	}
}

// s2.asm loc_22952 and loc_22902's divisions: a segment of 40 pixels
// right and 10 down is run at X Speed 8 and Y Speed 2 for 5 frames (the
// quotient's high byte, counted down past 0).
func TestSpinTube_Obj1EAim(t *testing.T) {
	tl := s2TestLevel()
	s := newSim(tl, physics.S2, 700, 500)
	e := eng(s)
	st := s.Live()
	st.X, st.Y = physics.FromPixels(100), physics.FromPixels(100)
	var tt [tubeWords]int16
	e.tubeAim(tt[:], 140, 110)
	if st.XSpeed != 0x800 || st.YSpeed != 0x200 || tt[tubeTimer] != 5 {
		t.Fatalf("speeds %#x,%#x timer %d, want $800,$200 and 5", st.XSpeed, st.YSpeed, tt[tubeTimer])
	}
	if q := divs(1<<30, 2); q != 1<<30 {
		t.Fatalf("divs overflow: %#x, want the dividend unchanged", q)
	}
}

// s2.asm Obj7B_Main and loc_296C2: a player landing on the tube exit
// spring is thrown up at -$10 (subtype 2: -$A.8); a player just below
// it opens it (anim 2: frame 1, not solid).
func TestTubeSpring_Obj7B(t *testing.T) {
	for _, c := range []struct {
		sub  uint8
		want physics.Fixed
	}{{0, -0x1000}, {2, -0xA80}} {
		tl := s2TestLevel(s2Obj(s2TubeSpring, c.sub, 700, 736-8))
		s := newSim(tl, physics.S2, 700, 660)
		best := physics.Fixed(0)
		for i := 0; i < 60; i++ {
			s.Step(0)
			best = min(best, s.Live().YSpeed)
		}
		if best != c.want {
			t.Errorf("subtype %d: Y Speed %#x, want %#x", c.sub, best, c.want)
		}
	}
	tl := s2TestLevel(s2Obj(s2TubeSpring, 0, 700, 600))
	s := newSim(tl, physics.S2, 400, 716)
	st := s.Live()
	k := findSlot(s, s2TubeSpring)
	st.X, st.Y, st.Air = physics.FromPixels(700), physics.FromPixels(620), true
	s.Step(0)
	if ob := &st.S2.Slots[k]; ob.Anim != 2 || ob.MapFrame != 1 {
		t.Fatalf("anim %d frame %d with Sonic below it, want opening (2, frame 1)", ob.Anim, ob.MapFrame)
	}
}

// s2.asm Obj1D_Init, Obj1D_Wait and Obj1D_MoveArc: subtype 3 makes 4
// balls (the object and 3 copies after it), each hurting (collision
// $8B), jumping at -$480 3 frames after the one before, falling $18 a
// frame back to its height (about 108 pixels up), drifting $B a frame
// sideways and back (about 99 pixels across), and waiting $3B frames.
func TestBlueBalls_Obj1D(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2BlueBalls, 3, 700, 600))
	s := newSim(tl, physics.S2, 600, 716)
	st := s.Live()
	var balls []*physics.S2Obj
	for j := range st.S2.Slots {
		if b := &st.S2.Slots[j]; b.ID == s2BlueBalls {
			balls = append(balls, b)
		}
	}
	if len(balls) != 4 {
		t.Fatalf("%d balls, want 4", len(balls))
	}
	for i, b := range balls {
		if b.Coll != 0x8B {
			t.Fatalf("ball %d collision %#x, want $8B", i, b.Coll)
		}
	}
	top, right := 600, 700
	frames := 0
	for ; frames < 200; frames++ {
		s.Step(0)
		top, right = min(top, balls[0].Y.Pixel()), max(right, balls[0].X.Pixel())
		if balls[0].Routine == 2 && frames > 5 {
			break
		}
	}
	if top > 600-100 || top < 600-116 || balls[0].Y.Pixel() < 600 || balls[0].Y.Pixel() > 604 || right < 790 || right > 810 {
		t.Fatalf("jumped to %d (right to %d) and came back to %d after %d frames, want about 108 up, 99 across and back at 600",
			top, right, balls[0].Y.Pixel(), frames)
	}
	if n := balls[0].Timer; n != 0x3B {
		t.Fatalf("wait %d after landing, want $3B", n)
	}
}

// s2.asm Obj78_Init, loc_292C8, loc_29334 and loc_29280: four stair
// blocks $20 apart; $1E frames after a player lands on one (subtype 0),
// they sink until the first is $80 down, the others by 3/4, 1/2 and 1/4
// of it.
func TestStairs_Obj78(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2Stairs, 0, 600, 600))
	s := newSim(tl, physics.S2, 600, 560)
	st := s.Live()
	var blocks []*physics.S2Obj
	for j := range st.S2.Slots {
		if b := &st.S2.Slots[j]; b.ID == s2Stairs {
			blocks = append(blocks, b)
		}
	}
	if len(blocks) != 4 {
		t.Fatalf("%d blocks, want 4", len(blocks))
	}
	for i, b := range blocks {
		if b.X.Pixel() != 600+0x20*i {
			t.Fatalf("block %d at x %d, want %d", i, b.X.Pixel(), 600+0x20*i)
		}
	}
	run(s, 0, 0x1E+0x90)
	for i, want := range []int{0x80, 0x60, 0x40, 0x20} {
		if y := blocks[i].Y.Pixel(); y != 600+want {
			t.Errorf("block %d at y %d, want %d", i, y, 600+want)
		}
	}
	if blocks[0].Sub != 1 {
		t.Errorf("subtype %d, want 1 (moving)", blocks[0].Sub)
	}
}

// s2.asm loc_225FC, byte_2266E, loc_22784, byte_227BE and loc_22892: a
// player caught $80 or more right of a subtype 0 tube takes path
// Timer_second & 1 (0 in the first second), and at its end the main tube
// byte_227BE names (2) carries him in level coordinates to its last
// point, where the object leaves him under obj_control $81 (mode 0) for
// the tube object there.
func TestSpinTube_Obj1EMainTube(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2SpinTube, 0, 700, 500))
	s := newSim(tl, physics.S2, 700+0x90, 500+0x10)
	st := s.Live()
	k := findSlot(s, s2SpinTube)
	ob := &st.S2.Slots[k]
	if ob.Logs[tubeSel] != 0 || ob.Logs[tubeMode] == 0 {
		t.Fatalf("path %d mode %d, want caught on path 0", ob.Logs[tubeSel], ob.Logs[tubeMode])
	}
	for i := 0; i < 2000 && ob.Logs[tubeMode] != 4; i++ {
		s.Step(0)
	}
	if ob.Logs[tubeMode] != 4 || ob.Logs[tubeEntry] != 2 {
		t.Fatalf("mode %d tube %d, want on main tube 2 (mode 4)", ob.Logs[tubeMode], ob.Logs[tubeEntry])
	}
	for i := 0; i < 4000 && ob.Logs[tubeMode] == 4; i++ {
		s.Step(0)
	}
	end := spinTubeMains[2][len(spinTubeMains[2])-1]
	if ob.Logs[tubeMode] != 0 || st.S2.Control != 0x81 || st.X.Pixel() != int(end[0]) || st.Y.Pixel() != int(end[1])&0x7FF {
		t.Fatalf("mode %d obj_control %#x at %d,%d; want left at the main tube's end %d,%d under $81",
			ob.Logs[tubeMode], st.S2.Control, st.X.Pixel(), st.Y.Pixel(), end[0], end[1])
	}
}

// s2.asm Obj1D_MoveStraight: a straight ball (subtype & $F0 not zero)
// lands back at its place with Y Speed -$480 and jumps again at once: it
// never returns to Obj1D_Wait.
func TestBlueBalls_Obj1DStraight(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2BlueBalls, 0x10, 700, 600))
	s := newSim(tl, physics.S2, 600, 716)
	k := findSlot(s, s2BlueBalls)
	b := eng(s).slot(k)
	landed := 0
	for i := 0; i < 400; i++ {
		wasUp := b.Y.Pixel() < 600
		s.Step(0)
		if b.Routine != 8 && i > 2 {
			t.Fatalf("frame %d: routine %d, want 8 (Obj1D_MoveStraight) for good", i, b.Routine)
		}
		if wasUp && b.Y.Pixel() >= 600 {
			landed++
			if b.YVel != -0x480 || b.X.Pixel() != 700 {
				t.Fatalf("landed with Y Speed %d at x %d, want -$480 at 700", b.YVel, b.X.Pixel())
			}
		}
	}
	if landed < 3 {
		t.Fatalf("%d landings in 400 frames, want one every 97", landed)
	}
}

// s2.asm Obj1E loc_225FC and Touch_Enemy: the tube sets the caught
// player's anim to the roll (not his rolling status), and Touch_Enemy
// tests the anim: let go in the air, he destroys a badnik he touches
// instead of being hurt.
func TestSpinTube_Obj1ERollAnim(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2SpinTube, 0, 700, 716-0x30))
	s := newSim(tl, physics.S2, 680, 716)
	st := s.Live()
	caught := false
	for i := 0; i < 400 && (!caught || st.S2.Control != 0); i++ {
		in := physics.Input(0)
		if !caught {
			in = physics.Right
		}
		s.Step(in)
		caught = caught || st.S2.Control != 0
	}
	if st.S2.Control != 0 || !st.Air || st.Rolling || !s.ObjRolling() {
		t.Fatalf("obj_control %#x air %v rolling %v objRolling %v, want let go in the air, rolling status clear, the roll's anim",
			st.S2.Control, st.Air, st.Rolling, s.ObjRolling())
	}
	st.XSpeed, st.YSpeed = 0, 0
	j := eng(s).allocate()
	*eng(s).slot(j) = physics.S2Obj{ID: s2SpinyFloor, Routine: 2, Layout: -1, Width: 8, Coll: 0xB,
		X: st.X, Y: st.Y, Timer2: 0x80}
	s.Step(0)
	if st.Obj.Hurt {
		t.Fatal("hurt by the badnik, want it destroyed (the anim is the roll)")
	}
	if id := eng(s).slot(j).ID; id == s2SpinyFloor {
		t.Fatal("the badnik is still there, want it destroyed")
	}
}
