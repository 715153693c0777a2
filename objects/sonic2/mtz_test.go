package sonic2

import (
	"testing"

	"loopwright/physics"
)

// s2.asm ObjA4 (Asteron): with the nearer player within $60 by $40 it
// wakes (loc_389B6), moves $40 a frame towards him on each axis where he
// is $10 to $5F away (loc_389DA) for $40 frames, then turns into an
// explosion without an animal (loc_38A44) and five spikes (word_38A68,
// Obj98 collision $98) that fly apart without falling.
func TestAsteron_ObjA4(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2Asteron, 0, 700, 700))
	s := newSim(tl, physics.S2, 400, 716)
	k := findSlot(s, s2Asteron)
	if k < 0 {
		t.Fatal("no Asteron")
	}
	st := s.Live()
	ob := &st.S2.Slots[k]
	if ob.Coll != 0xB || ob.Routine != 2 {
		t.Fatalf("collision %#x routine %d, want $B and waiting", ob.Coll, ob.Routine)
	}
	st.X = physics.FromPixels(650)
	s.Step(0)
	if ob.Routine != 4 {
		t.Fatalf("routine %d with the player $32 left, want awake", ob.Routine)
	}
	s.Step(0)
	if ob.Routine != 6 || ob.XVel != -0x40 || ob.YVel != 0x40 {
		t.Fatalf("routine %d speeds %d %d, want moving -$40 $40", ob.Routine, ob.XVel, ob.YVel)
	}
	st.X = physics.FromPixels(620) // the spikes on screen
	x := ob.X
	run(s, 0, 0x40)
	if ob.ID != s2Asteron || ob.X != x-0x40*0x40 {
		t.Fatalf("after $40 frames: id %#x x %v, want an Asteron at %v", ob.ID, ob.X, x-0x40*0x40)
	}
	s.Step(0)
	if ob.ID != s2Explosion {
		t.Fatalf("id %#x, want exploded", ob.ID)
	}
	n := 0
	for j := range st.S2.Slots {
		if sh := &st.S2.Slots[j]; sh.ID == s2Projectile && sh.Sub == asteronShotSub {
			n++
			if sh.Coll != 0x98 {
				t.Errorf("spike collision %#x, want $98", sh.Coll)
			}
		}
	}
	if n != 5 {
		t.Fatalf("%d spikes, want 5", n)
	}
	up := -1
	for j := range st.S2.Slots {
		if sh := &st.S2.Slots[j]; sh.ID == s2Projectile && sh.XVel == 0 {
			up = j
		}
	}
	y := st.S2.Slots[up].Y
	s.Step(0)
	if st.S2.Slots[up].Y != y-0x400 {
		t.Errorf("the upward spike moved to %v from %v, want 4 up without falling", st.S2.Slots[up].Y, y)
	}
}

// s2.asm Obj42 (steam spring): solid, it rises from $10 below its
// layout y 8 a frame (routine_secondary 2) and a player standing on it
// then is launched at Y Speed -$A00 (loc_26798); its steam (loc_2674C,
// two puffs $28 either side) hurts on its fourth frame (collision $A6).
func TestSteamSpring_Obj42(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2SteamSpring, 0, 700, 700))
	s := newSim(tl, physics.S2, 700, 600)
	k := findSlot(s, s2SteamSpring)
	if k < 0 {
		t.Fatal("no steam spring")
	}
	st := s.Live()
	ob := &st.S2.Slots[k]
	landed, launched, hurting := false, false, false
	for i := 0; i < 300 && !launched; i++ {
		rising := ob.Routine2 == 2
		s.Step(0)
		if st.S2.On == k+1 {
			landed = true
		}
		if st.YSpeed == -0xA00 && st.Air {
			launched = true
			if !rising {
				t.Fatal("launched while the spring was not rising")
			}
		}
	}
	if !landed || !launched {
		t.Fatalf("landed %v launched %v, want both", landed, launched)
	}
	for i := 0; i < 64; i++ {
		s.Step(0)
		for j := range st.S2.Slots {
			if p := &st.S2.Slots[j]; p.ID == s2SteamSpring && p.Routine == 4 && p.Coll == 0xA6 {
				hurting = p.MapFrame == 3
			}
		}
	}
	if !hurting {
		t.Error("no steam puff hurting on its frame 3")
	}
}

// s2.asm Obj65 (long platform), mode 3 (loc_26D94): a player in front
// of it draws it out $10 a frame to its travel ($40 for subtype $13),
// and it goes back once nobody is there; it is solid (SolidObject, half
// width its width + 5).
func TestMTZPlatform_Obj65(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2MTZPlatform, 0x13, 900, 700))
	s := newSim(tl, physics.S2, 600, 716)
	k := findSlot(s, s2MTZPlatform)
	if k < 0 {
		t.Fatal("no platform")
	}
	st := s.Live()
	ob := &st.S2.Slots[k]
	if ob.Sub != 3 || ob.Width != 0x20 || ob.Timer != 0x40 {
		t.Fatalf("mode %d width %#x travel %#x, want 3 $20 $40", ob.Sub, ob.Width, ob.Timer)
	}
	st.X = physics.FromPixels(900 + 0x30)
	run(s, 0, 2)
	if ob.X.Pixel() != 900-0x20 {
		t.Fatalf("x %d after 2 frames with the player in front, want %d", ob.X.Pixel(), 900-0x20)
	}
	run(s, 0, 4)
	if ob.X.Pixel() != 900-0x40 {
		t.Fatalf("x %d, want out at %d", ob.X.Pixel(), 900-0x40)
	}
	st.X = physics.FromPixels(600)
	run(s, 0, 4)
	if ob.X.Pixel() != 900 {
		t.Fatalf("x %d, want back at 900", ob.X.Pixel())
	}
}

// s2.asm Obj66 (spring wall, loc_2704C): a player in the air touching
// its face is thrown away at $800 and up at -$800, the controls locked
// $F frames.
func TestSpringWall_Obj66(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2SpringWall, 1, 700, 680))
	s := newSim(tl, physics.S2, 760, 716)
	st := s.Live()
	for i := 0; i < 100 && st.XSpeed != 0x800; i++ {
		in := physics.Left
		if !st.Air && i > 20 {
			in |= physics.Jump
		}
		s.Step(in)
	}
	if st.XSpeed != 0x800 || st.MoveLock == 0 || !st.Air {
		t.Fatalf("x speed %d lock %d air %v, want thrown right at $800", st.XSpeed, st.MoveLock, st.Air)
	}
}

// s2.asm Obj6D (floor spike, Obj6D_Action) and Obj68 (spike block): the
// floor spike rises $20 when Level_frame_counter minus its subtype is a
// multiple of $80, $400 a frame; the block's spike thrusts out $20 and
// turns to the next side each time (Obj68_Spike_Action).
func TestFloorSpike_Obj6D(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2FloorSpike, 0, 700, 720), s2Obj(s2SpikeBlock, 0, 760, 650))
	s := newSim(tl, physics.S2, 600, 716)
	st := s.Live()
	k := findSlot(s, s2FloorSpike)
	ob := &st.S2.Slots[k]
	if ob.Coll != 0x84 {
		t.Fatalf("collision %#x, want $84", ob.Coll)
	}
	top := 720
	for i := 0; i < 300; i++ {
		s.Step(0)
		top = min(top, ob.Y.Pixel())
	}
	if top != 720-0x20 {
		t.Errorf("top %d, want %d", top, 720-0x20)
	}
	var sp *physics.S2Obj
	for j := range st.S2.Slots {
		if o := &st.S2.Slots[j]; o.ID == s2SpikeBlock && o.Routine == 4 {
			sp = o
		}
	}
	if sp == nil {
		t.Fatal("no spike on the block")
	}
	dirs := map[uint8]bool{}
	for i := 0; i < 64*8; i++ {
		s.Step(0)
		dirs[sp.Routine2] = true
		if sp.Coll != spikeBlockColl[sp.Routine2] {
			t.Fatalf("side %d collision %#x", sp.Routine2, sp.Coll)
		}
	}
	if len(dirs) != 4 {
		t.Errorf("sides %v, want all four in turn", dirs)
	}
}

// s2.asm Obj9F (Shellcracker): it walks left at $40 on the floor; seeing
// the player within $60 in front it stops (loc_380AE) and after 9
// frames shoots its claw, eight ObjA0 pieces (collision $9A); the first
// piece goes out at $400 for $D frames and back, and when it is back
// (loc_38266) the Shellcracker walks on after $21 frames.
func TestShellcracker_Obj9F(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2Shellcracker, 0x24, 800, 724))
	s := newSim(tl, physics.S2, 500, 716)
	k := findSlot(s, s2Shellcracker)
	if k < 0 {
		t.Fatal("no Shellcracker")
	}
	st := s.Live()
	ob := &st.S2.Slots[k]
	if ob.Coll != 0xA || ob.XVel != -0x40 {
		t.Fatalf("collision %#x x speed %d, want $A -$40", ob.Coll, ob.XVel)
	}
	x := ob.X
	s.Step(0)
	if ob.X != x-0x40 {
		t.Fatalf("x %v after %v, want $40 left", ob.X, x)
	}
	st.X = ob.X - physics.FromPixels(0x50)
	s.Step(0)
	if ob.Routine != 6 {
		t.Fatalf("routine %d with the player $50 in front, want stopped (6)", ob.Routine)
	}
	run(s, 0, 9)
	n := 0
	for j := range st.S2.Slots {
		if c := &st.S2.Slots[j]; c.ID == s2ShellcrackerClaw {
			n++
			if c.Coll != 0x9A {
				t.Errorf("claw collision %#x, want $9A", c.Coll)
			}
		}
	}
	if n != 8 {
		t.Fatalf("%d claw pieces, want 8", n)
	}
	for i := 0; i < 200 && ob.Routine == 6; i++ {
		s.Step(0)
	}
	if ob.Routine != 2 || findSlot(s, s2ShellcrackerClaw) >= 0 {
		t.Fatalf("routine %d, claw slot %d: want walking with the claw back", ob.Routine, findSlot(s, s2ShellcrackerClaw))
	}
}

// s2.asm ObjA1 (Slicer): it walks at $40; on screen and facing the
// player within $80 it stops 9 frames (loc_38452, loc_38482) and throws
// two pincers (ObjA1_LoadPincers: ObjA2, collision $9A, at $200) that
// home in on the player (ObjA2_Main: $10 a frame, at most $200).
func TestSlicer_ObjA1(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2Slicer, 0x28, 700, 720))
	s := newSim(tl, physics.S2, 400, 716)
	k := findSlot(s, s2Slicer)
	if k < 0 {
		t.Fatal("no Slicer")
	}
	st := s.Live()
	ob := &st.S2.Slots[k]
	if ob.Coll != 6 || ob.XVel != -0x40 {
		t.Fatalf("collision %#x x speed %d, want 6 -$40", ob.Coll, ob.XVel)
	}
	for i := 0; i < 60 && ob.Routine != 6; i++ {
		st.X = ob.X - physics.FromPixels(0x60)
		s.Step(0)
	}
	if ob.Routine != 6 {
		t.Fatalf("routine %d with the player $60 in front, want stopped", ob.Routine)
	}
	run(s, 0, 9)
	j := findSlot(s, s2SlicerPincers)
	if ob.Routine != 8 || j < 0 {
		t.Fatalf("routine %d pincer %d, want thrown", ob.Routine, j)
	}
	p := &st.S2.Slots[j]
	if p.Coll != 0x9A {
		t.Fatalf("pincer collision %#x, want $9A", p.Coll)
	}
	for i := 0; i < 40; i++ {
		s.Step(0)
		if p.ID == s2SlicerPincers && (p.XVel > 0x200 || p.XVel < -0x200) {
			t.Fatalf("pincer x speed %d beyond $200", p.XVel)
		}
	}
}

// s2.asm Obj06_Cylinder (Obj06 with subtype $80): a player running onto
// it rides it (RideObject_SetRide), his y following the cosine of his
// angle, which turns 4 a frame, $28 pixels round its y.
func TestCylinder_Obj06(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2Spiral, 0x80, 800, 716+0x13+4-60-8))
	s := newSim(tl, physics.S2, 600, 716)
	k := findSlot(s, s2Spiral)
	if k < 0 {
		t.Fatal("no cylinder")
	}
	st := s.Live()
	ob := &st.S2.Slots[k]
	if ob.Routine != 4 {
		t.Fatalf("routine %d, want the cylinder (4)", ob.Routine)
	}
	st.X = physics.FromPixels(800 - 0xB0)
	s.Step(0)
	if st.S2.On != k+1 {
		t.Fatal("Sonic did not get on the cylinder")
	}
	ys := map[int]bool{}
	for i := 0; i < 64; i++ {
		a := ob.B3E
		_, cos := physics.SinCos(a)
		s.Step(0)
		want := ob.Y.Pixel() + int(int16((int32(cos)*0x2800)>>16))
		if st.S2.On == k+1 && st.Y.Pixel() != want {
			t.Fatalf("angle %#x: y %d, want %d", a, st.Y.Pixel(), want)
		}
		ys[st.Y.Pixel()] = true
	}
	if len(ys) < 20 {
		t.Errorf("y took %d values in a turn, want it to go round", len(ys))
	}
}

// s2.asm Obj64 (twin stompers, loc_269FA): it waits $5B frames, drops 8
// a frame to $40 below its start, waits $5B and comes back up.
func TestTwinStompers_Obj64(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2TwinStompers, 0x01, 700, 500))
	s := newSim(tl, physics.S2, 600, 716)
	k := findSlot(s, s2TwinStompers)
	st := s.Live()
	ob := &st.S2.Slots[k]
	low, seen := 500, map[int]bool{}
	for i := 0; i < 400; i++ {
		y := ob.Y.Pixel()
		s.Step(0)
		if d := ob.Y.Pixel() - y; d != 0 && d != 8 && d != -8 {
			t.Fatalf("moved %d in a frame, want 8", d)
		}
		low = max(low, ob.Y.Pixel())
		seen[ob.Y.Pixel()] = true
	}
	if low != 500+0x40 || !seen[500] {
		t.Errorf("range to %d, want 500..%d", low, 500+0x40)
	}
}

// s2.asm Obj6B (block): mode 7 (Obj6B_Descend) waits to be stood on,
// then descends, its speed going up 8 a frame to $2A8 and back down to
// 0; it is solid (SolidObject, half width $2B, half height $C).
func TestMTZBlock_Obj6B(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2MTZBlock, 0x07, 700, 600))
	s := newSim(tl, physics.S2, 700, 540)
	k := findSlot(s, s2MTZBlock)
	st := s.Live()
	ob := &st.S2.Slots[k]
	run(s, 0, 10)
	if ob.Y.Pixel() != 600 {
		t.Fatal("moved before being stood on")
	}
	for i := 0; i < 60 && st.S2.On != k+1; i++ {
		s.Step(0)
	}
	if st.S2.On != k+1 {
		t.Fatal("Sonic did not land on the block")
	}
	top := 0
	for i := 0; i < 400 && ob.Sub == 7; i++ {
		s.Step(0)
		top = max(top, int(ob.YVel))
	}
	if ob.Sub != 0 || top != 0x2A8 {
		t.Fatalf("mode %d top speed %#x, want stopped (0) after $2A8", ob.Sub, top)
	}
}

// s2.asm Obj67 (spin tube): a player at its mouth is taken (obj_control
// $81), bobbed $40 frames, then carried point to point along its path
// (off_273F2) at $1000 and let go at its end with his speeds cleared
// (loc_272EE, subtype bit 4 clear).
func TestMTZTube_Obj67(t *testing.T) {
	// Path 1 (word_27426) runs from ($C58, $5F0) to ($E28, $5F0).
	tl := s2TestLevel(s2Obj(s2MTZTube, 1, 700, 716))
	s := newSim(tl, physics.S2, 600, 716)
	k := findSlot(s, s2MTZTube)
	if k < 0 {
		t.Fatal("no tube")
	}
	st := s.Live()
	st.X = physics.FromPixels(700)
	s.Step(0)
	if st.S2.Control != 0x81 || st.Rolling || !eng(s).animRoll() {
		t.Fatalf("control %#x rolling %v anim roll %v, want $81 (taken), the roll's anim without the status (loc_271D0)",
			st.S2.Control, st.Rolling, eng(s).animRoll())
	}
	run(s, 0, 0x40)
	if st.X.Pixel() != 0xC58 || st.Y.Pixel() != 0x5F0 || st.XSpeed != 0x1000 {
		t.Fatalf("at %d,%d speed %d after the bob, want the path's start at $1000", st.X.Pixel(), st.Y.Pixel(), st.XSpeed)
	}
	for i := 0; i < 100 && st.S2.Control != 0; i++ {
		s.Step(0)
	}
	if st.S2.Control != 0 || st.X.Pixel() != 0xE28 || st.XSpeed != 0 {
		t.Fatalf("control %#x at x %d speed %d, want let go at $E28, stopped", st.S2.Control, st.X.Pixel(), st.XSpeed)
	}
	if !st.Air || st.Rolling || !eng(s).animRoll() {
		t.Errorf("let go: air %v rolling %v anim roll %v, want airborne with the roll's anim only (Touch_Enemy destroys badniks)",
			st.Air, st.Rolling, eng(s).animRoll())
	}
}

// s2.asm Obj6A (Metropolis): a platform that makes its next move of
// byte_27CDC ($400 down for $10 frames first) once a player walks off it
// (loc_27BDE), then waits again (loc_27CA2).
func TestWalkOffPlatform_Obj6A(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2WalkOffPlatform, 0, 700, 600))
	s := newSim(tl, physics.S2, 700, 560)
	k := findSlot(s, s2WalkOffPlatform)
	st := s.Live()
	ob := &st.S2.Slots[k]
	for i := 0; i < 60 && st.S2.On != k+1; i++ {
		s.Step(0)
	}
	if st.S2.On != k+1 {
		t.Fatal("Sonic did not land on the platform")
	}
	run(s, 0, 10)
	if ob.Y.Pixel() != 600 {
		t.Fatal("moved while stood on")
	}
	for i := 0; i < 60 && st.S2.On == k+1; i++ {
		s.Step(physics.Right)
	}
	if st.S2.On == k+1 {
		t.Fatal("Sonic did not walk off")
	}
	s.Step(0)
	run(s, 0, 0x10)
	if ob.Y.Pixel() != 600+0x40 || ob.Flag {
		t.Fatalf("y %d moving %v, want $40 down and stopped", ob.Y.Pixel(), ob.Flag)
	}
}

// s2.asm Obj6E (loc_28432): the platform is at its layout point plus
// (Oscillating_Data+$20 - $38, +$24 - $38), a quarter turn on with
// subtype bit 1.
func TestCirclingPlatform_Obj6E(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2CirclingPlatform, 0x10, 700, 600), s2Obj(s2CirclingPlatform, 0x12, 800, 600))
	s := newSim(tl, physics.S2, 600, 716)
	st := s.Live()
	for i := 0; i < 50; i++ {
		s.Step(0)
		for j := range st.S2.Slots {
			ob := &st.S2.Slots[j]
			if ob.ID != s2CirclingPlatform {
				continue
			}
			dx, dy := ob.X.Pixel()-int(ob.BaseX), ob.Y.Pixel()-int(ob.BaseY)
			if dx*dx+dy*dy > 0x48*0x48 {
				t.Fatalf("platform %d,%d from its point, beyond the oscillators' reach", dx, dy)
			}
		}
	}
	a, b := &st.S2.Slots[findSlot(s, s2CirclingPlatform)], (*physics.S2Obj)(nil)
	for j := range st.S2.Slots {
		if o := &st.S2.Slots[j]; o.ID == s2CirclingPlatform && o != a {
			b = o
		}
	}
	ax, ay := a.X.Pixel()-int(a.BaseX), a.Y.Pixel()-int(a.BaseY)
	bx, by := b.X.Pixel()-int(b.BaseX), b.Y.Pixel()-int(b.BaseY)
	if bx != ay || by != -ax {
		t.Errorf("subtype 2 at %d,%d with subtype 0 at %d,%d, want a quarter turn (%d,%d)", bx, by, ax, ay, ay, -ax)
	}
}

// s2.asm Obj70 (giant cog): eight teeth (Obj70_Init) round its point,
// turning a sixteenth every 16th frame (Obj70_Main, Obj70_Positions).
func TestGiantCog_Obj70(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2GiantCog, 0, 700, 600))
	s := newSim(tl, physics.S2, 600, 716)
	st := s.Live()
	var teeth []*physics.S2Obj
	for j := range st.S2.Slots {
		if o := &st.S2.Slots[j]; o.ID == s2GiantCog {
			teeth = append(teeth, o)
		}
	}
	if len(teeth) != 8 {
		t.Fatalf("%d teeth, want 8", len(teeth))
	}
	x0 := teeth[0].X
	moved := false
	for i := 0; i < 64; i++ {
		s.Step(0)
		for _, o := range teeth {
			dx, dy := o.X.Pixel()-700, o.Y.Pixel()-600
			if r := dx*dx + dy*dy; r < 0x44*0x44 || r > 0x4A*0x4A {
				t.Fatalf("tooth at %d,%d from the centre, want $48 away", dx, dy)
			}
		}
		moved = moved || teeth[0].X != x0
	}
	if !moved {
		t.Error("the cog did not turn")
	}
}

// s2.asm Obj6E_Init: only frame 3 ((subtype >> 4) & 7 = 3) is the wheel's
// indent, routine 4 (loc_284BC: half the circle, not solid); frames 4 to
// 7 read byte_283C0 past its end, in Obj6E_Init's own code bytes, and
// are solid platforms of those sizes (loc_28432).
func TestCirclingPlatform_Obj6EInitForms(t *testing.T) {
	for _, c := range []struct {
		sub     uint8
		routine uint8
		w, h    uint8
	}{{0x00, 2, 0x10, 0xC}, {0x30, 4, 0xC, 0xC}, {0x40, 2, 0x54, 0x28}, {0x50, 2, 0, 0x24}, {0x60, 2, 0x21, 0x7C}, {0x70, 2, 0, 2}} {
		tl := s2TestLevel(s2Obj(s2CirclingPlatform, c.sub, 700, 600))
		s := newSim(tl, physics.S2, 600, 716)
		k := findSlot(s, s2CirclingPlatform)
		if k < 0 {
			t.Fatalf("subtype %#x: no platform", c.sub)
		}
		ob := &s.Live().S2.Slots[k]
		if ob.Routine != c.routine || ob.Width != c.w || ob.YRad != c.h || ob.MapFrame != c.sub>>4 {
			t.Errorf("subtype %#x: routine %d size %#x,%#x frame %d, want %d %#x,%#x %d", c.sub, ob.Routine, ob.Width, ob.YRad, ob.MapFrame, c.routine, c.w, c.h, c.sub>>4)
		}
	}
}
