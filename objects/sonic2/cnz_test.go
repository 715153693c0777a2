package sonic2

import (
	"testing"

	"loopwright/layers"
	"loopwright/physics"
)

// s2.asm AnimateSprite: a change of anim restarts the script; $FD
// switches to the anim named after it.
func TestAnimateSprite_ChangeAnim(t *testing.T) {
	ob := &physics.S2Obj{Anim: 1}
	for i := 0; i < 4*3+1; i++ {
		animateSprite(ob, flipperAnims)
	}
	if ob.Anim != 0 {
		t.Fatalf("anim %d after the script's $FD, want 0", ob.Anim)
	}
	animateSprite(ob, flipperAnims)
	if ob.MapFrame != 0 || ob.AnimFrame != 1 {
		t.Fatalf("frame %d anim_frame %d, want the restarted anim 0's first frame", ob.MapFrame, ob.AnimFrame)
	}
}

// s2.asm Obj86_UpwardsType: a player standing on the flipper is held
// (obj_control), rolled, and slides down it 1 pixel a frame (loc_2B254);
// a jump press fires him off (loc_2B290) up and away.
func TestFlipper_Obj86Up(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2Flipper, 0, 800, 700))
	s := newSim(tl, physics.S2, 600, 716)
	k := findSlot(s, s2Flipper)
	if k < 0 {
		t.Fatal("no flipper")
	}
	st := s.Live()
	// Drop Sonic onto the flipper's middle.
	st.X, st.Y = physics.FromPixels(800), physics.FromPixels(660)
	st.Air, st.XSpeed, st.YSpeed, st.GSpeed = true, 0, 0x100, 0
	for i := 0; i < 30 && st.Obj.Held == 0; i++ {
		s.Step(0)
	}
	if st.Obj.Held != k+1 || !st.Rolling || st.YRadius != 0xE {
		t.Fatalf("held %d rolling %v y_radius %d, want held by the flipper, rolling, 14", st.Obj.Held, st.Rolling, st.YRadius)
	}
	x := st.X
	s.Step(0)
	if d := st.X - x; d != physics.FromPixels(1) || st.XSpeed != 0x100 {
		t.Fatalf("slid %v at x_vel %d, want 1 pixel at $100 (frame 0, not flipped)", d, st.XSpeed)
	}
	s.Step(physics.Jump)
	if st.Air != true || st.YSpeed >= 0 || st.Obj.Held != 0 {
		t.Fatalf("after the jump press: air %v y_vel %d held %d, want fired upwards", st.Air, st.YSpeed, st.Obj.Held)
	}
}

// s2.asm Obj44_BumpCharacter: a touch throws the player away from the
// round bumper's centre at $700; the bumper's respawn entry counts the
// bumps for the 10 points it gives (Obj29).
func TestRoundBumper_Obj44(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2RoundBumper, 0, 800, 690))
	s := newSim(tl, physics.S2, 600, 716)
	k := findSlot(s, s2RoundBumper)
	if k < 0 {
		t.Fatal("no bumper")
	}
	st := s.Live()
	// Sonic right of the bumper and level with it: thrown right.
	st.X, st.Y = physics.FromPixels(800+12), physics.FromPixels(690)
	st.Air, st.XSpeed, st.YSpeed = true, 0, 0
	s.Step(0)
	if st.XSpeed < 0x600 || !st.Air {
		t.Fatalf("x_vel %d air %v, want thrown right at about $700", st.XSpeed, st.Air)
	}
	if findSlot(s, s2Points) < 0 {
		t.Error("no points object after the bump")
	}
}

// s2.asm ObjD7_BouncePlayerOff: the hexagonal bumper throws a player
// from its side sideways at $800.
func TestHexBumper_ObjD7(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2HexBumper, 0, 800, 690))
	s := newSim(tl, physics.S2, 600, 716)
	st := s.Live()
	st.X, st.Y = physics.FromPixels(800-20), physics.FromPixels(690)
	st.Air, st.XSpeed, st.YSpeed = true, 0x100, 0
	s.Step(0)
	if st.XSpeed != -0x800 {
		t.Fatalf("x_vel %d, want -$800 (thrown left)", st.XSpeed)
	}
}

// s2.asm Check_CNZ_bumpers (the bumper within the camera's window,
// SpecialCNZBumpers), loc_1769E: below a horizontal bar (kind 4)
// the player is thrown down at $A00; loc_175EA mirrors his motion about
// a slanted face.
func TestCheckCNZBumpers_Bar(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2Scenery, 0, 3000, 600))
	tl.Lvl.Props = append(tl.Lvl.Props, layers.Prop{Name: "s2_cnz_bumpers", Value: "4,258,2B0 0,FFFF,0"})
	s := newSim(tl, physics.S2, 600, 716)
	if n := len(eng(s).s2.bumpers); n != 2 {
		t.Fatalf("%d bumpers read, want 2", n)
	}
	st := s.Live()
	st.X, st.Y = physics.FromPixels(0x258), physics.FromPixels(0x2B0+18)
	st.Air, st.XSpeed, st.YSpeed = true, 0, -0x100
	s.Step(0)
	if st.YSpeed < 0x9C0 {
		t.Fatalf("y_vel %d, want thrown down at $A00", st.YSpeed)
	}
}

// s2.asm loc_175EA: motion within $38 of the face's angle is mirrored
// about it; beyond, the player leaves along the face's angle.
func TestBumperReflect(t *testing.T) {
	s := newSim(flatLevel(), physics.S2, 600, 716)
	e := eng(s)
	st := s.Live()
	st.XSpeed, st.YSpeed = 0, 0x400 // angle $40 (down)
	e.bumperReflect(0x48)
	sin, cos := physics.SinCos(0x50)
	if st.XSpeed != physics.Fixed(int16(cos*-0xA00>>8)) || st.YSpeed != physics.Fixed(int16(sin*-0xA00>>8)) {
		t.Errorf("speeds %d %d, want the mirror angle $50's", st.XSpeed, st.YSpeed)
	}
}

// s2.asm ObjD4 (big block, horizontal): it starts $60 left of its layout
// x and accelerates 4 a frame towards it (ObjD4_Horizontal); a player
// standing on it moves with it (MvSonicOnPtfm: x += the block's move).
func TestBigBlock_ObjD4(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2BigBlock, 0, 700, 600))
	s := newSim(tl, physics.S2, 600, 716)
	k := findSlot(s, s2BigBlock)
	if k < 0 {
		t.Fatal("no block")
	}
	st := s.Live()
	b := &st.S2.Slots[k]
	// The title card's 26 runs have moved it a little from 700-$60.
	if b.BaseX != 700 || b.X.Pixel() < 700-0x60 || b.X.Pixel() > 700-0x60+16 {
		t.Fatalf("block x %d (middle %d), want it near %d", b.X.Pixel(), b.BaseX, 700-0x60)
	}
	v := b.XVel
	s.Step(0)
	if b.XVel != v+4 {
		t.Fatalf("x_vel %d after %d, want +4 towards the middle", b.XVel, v)
	}
	// Stand Sonic on it and check he rides it.
	st.X, st.Y = b.X, b.Y-physics.FromPixels(0x21+19)
	st.Air, st.XSpeed, st.YSpeed, st.GSpeed = true, 0, 0x100, 0
	for i := 0; i < 5 && st.S2.On != k+1; i++ {
		s.Step(0)
	}
	if st.S2.On != k+1 {
		t.Fatal("Sonic did not land on the block")
	}
	for i := 0; i < 20; i++ {
		bx, px := b.X.Pixel(), st.X.Pixel()
		s.Step(0)
		if db, dp := b.X.Pixel()-bx, st.X.Pixel()-px; db != dp {
			t.Fatalf("frame %d: block moved %d, Sonic %d: want carried with it", i, db, dp)
		}
	}
}

// s2.asm Obj74 (invisible block): solid, half width ((subtype & $F0) +
// $10) / 2 + $B, half height ((subtype & $F) + 1) * 8.
func TestInvisibleBlock_Obj74(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2InvisibleBlock, 0x13, 700, 700))
	s := newSim(tl, physics.S2, 600, 716)
	k := findSlot(s, s2InvisibleBlock)
	if k < 0 {
		t.Fatal("no block")
	}
	if b := s.Live().S2.Slots[k]; b.Width != 0x10 || b.YRad != 0x20 {
		t.Fatalf("width %#x y_radius %#x, want $10 $20", b.Width, b.YRad)
	}
	run(s, physics.Right, 120)
	if x := s.Live().X.Pixel(); x > 700-0x10-0xB {
		t.Fatalf("Sonic at x %d passed the block's side at %d", x, 700-0x10-0xB)
	}
}

// s2.asm ObjD5 (elevator): a player standing on it sends it from
// subtype*4 above its layout y to as far below (loc_2BA9C, loc_2BAB6:
// accelerating 8 a frame towards the middle until its speed is 0).
func TestElevator_ObjD5(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2Elevator, 0x10, 700, 600))
	s := newSim(tl, physics.S2, 600, 716)
	k := findSlot(s, s2Elevator)
	if k < 0 {
		t.Fatal("no elevator")
	}
	st := s.Live()
	e := &st.S2.Slots[k]
	if e.Y.Pixel() != 600-0x40 || e.Index != 0 {
		t.Fatalf("elevator y %d state %d, want %d and waiting", e.Y.Pixel(), e.Index, 600-0x40)
	}
	st.X, st.Y = e.X, e.Y-physics.FromPixels(9+19+1)
	st.Air, st.XSpeed, st.YSpeed, st.GSpeed = true, 0, 0x100, 0
	for i := 0; i < 200 && e.Index < 4; i++ {
		s.Step(0)
	}
	if e.Index != 4 || e.Y.Pixel() != 600+0x40 {
		t.Fatalf("elevator state %d y %d, want arrived (4) at %d", e.Index, e.Y.Pixel(), 600+0x40)
	}
	if st.S2.On != k+1 || st.Y.Pixel() != 600+0x40-9-st.YRadius {
		t.Fatalf("Sonic on %d at y %d, want carried down on the elevator", st.S2.On, st.Y.Pixel())
	}
}

// s2.asm Obj01_ChkShoes: the speed shoes run out after 20*60 frames of
// Sonic_Display and the normal speeds are written back.
func TestPowerTimers_Shoes(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2Scenery, 0, 3000, 600))
	s := newSim(tl, physics.S2, 600, 716)
	s.GiveShoes(physics.SpeedShoesFrames)
	run(s, 0, physics.SpeedShoesFrames-1)
	if s.Live().Obj.SpeedShoes != 1 || s.Live().P.Speeds.Top != 0xC00 {
		t.Fatalf("shoes %d top %#x one frame before the end, want 1 $C00", s.Live().Obj.SpeedShoes, s.Live().P.Speeds.Top)
	}
	s.Step(0)
	if s.Live().Obj.SpeedShoes != 0 || s.Live().P.Speeds.Top != 0x600 {
		t.Fatalf("shoes %d top %#x at the end, want 0 $600", s.Live().Obj.SpeedShoes, s.Live().P.Speeds.Top)
	}
}

// s2.asm ObjC8 (Crawl): it walks at $20 a frame (loc_3D27C); within $40
// of the player it guards (loc_3D416, loc_3D2D4); touched by a player
// who is not rolling, its box turns hurting ($97, loc_3D36C); a rolling
// player in the air is bounced off at $700 (loc_3D3A4).
func TestCrawl_ObjC8(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2Crawl, 0, 900, 721))
	s := newSim(tl, physics.S2, 600, 716)
	k := findSlot(s, s2Crawl)
	if k < 0 {
		t.Fatal("no Crawl")
	}
	st := s.Live()
	c := &st.S2.Slots[k]
	x := c.X
	s.Step(0)
	if c.Routine != 2 || c.X-x >= 0 {
		t.Fatalf("routine %d moved %v, want walking left", c.Routine, c.X-x)
	}
	// Walk Sonic into it.
	st.X = c.X - physics.FromPixels(0x30)
	s.Step(0)
	if c.Routine != 6 {
		t.Fatalf("routine %d with Sonic $30 away, want guarding (6)", c.Routine)
	}
	for i := 0; i < 60 && st.Obj.Hurt == false && c.Coll != 0x97; i++ {
		s.Step(physics.Right)
	}
	if c.Coll != 0x97 && !st.Obj.Hurt {
		t.Fatalf("collision %#x, Sonic not hurt: want the shield to turn hurting", c.Coll)
	}
	// A rolling Sonic in the air bounces off.
	tl2 := s2TestLevel(s2Obj(s2Crawl, 0, 900, 721))
	s = newSim(tl2, physics.S2, 600, 716)
	st = s.Live()
	k = findSlot(s, s2Crawl)
	c = &st.S2.Slots[k]
	st.X = c.X - physics.FromPixels(0x30)
	s.Step(0)
	st.X, st.Y = c.X-physics.FromPixels(14), c.Y-physics.FromPixels(4)
	st.Air, st.Rolling, st.YRadius, st.XRadius = true, true, 14, 7
	st.P.Anim.ID = physics.AnimRoll
	st.XSpeed, st.YSpeed = 0x200, 0
	for i := 0; i < 3 && st.XSpeed > 0; i++ {
		s.Step(0)
	}
	if st.XSpeed >= 0 || st.Obj.Hurt {
		t.Fatalf("x_vel %d hurt %v, want bounced back left unhurt", st.XSpeed, st.Obj.Hurt)
	}
}
