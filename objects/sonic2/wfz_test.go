package sonic2

import (
	"testing"

	"loopwright/physics"
)

// s2.asm ObjB2_Main_WFZ_Start: the Tornado carries Sonic right at $100
// for $C1 frames, then sinks at $100 both ways trailing smoke (ObjC4, ObjC3's code)
// and after $61 frames drops him (loc_3B7BC).
func TestTornadoWFZ_ObjB2(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2Tornado, tornadoWFZSub, 300, 500))
	s := newSim(tl, physics.S2, 300, 460)
	k := findSlot(s, s2Tornado)
	if k < 0 {
		t.Fatal("no Tornado")
	}
	st := s.Live()
	ob := &st.S2.Slots[k]
	for i := 0; i < 60 && st.S2.On != k+1; i++ {
		s.Step(0)
	}
	if st.S2.On != k+1 {
		t.Fatal("Sonic did not land on the Tornado")
	}
	x := st.X
	run(s, 0, 20)
	if st.X-x != physics.FromPixels(20) {
		t.Fatalf("Sonic moved %v in 20 frames, want 20 pixels with the Tornado", st.X-x)
	}
	for i := 0; i < 0x100 && ob.Routine2 == 2; i++ {
		s.Step(0)
	}
	if ob.Routine2 != 4 {
		t.Fatalf("state %d, want shot down (4)", ob.Routine2)
	}
	smoke, dropped := false, false
	for i := 0; i < 0x70 && !dropped; i++ {
		y := ob.Y
		s.Step(0)
		if findSlot(s, s2TornadoSmoke2) >= 0 {
			smoke = true
		}
		if ob.Routine2 == 4 && ob.Y != y+0x100 {
			t.Fatalf("sinking %v a frame, want $100", ob.Y-y)
		}
		dropped = ob.Routine2 == 6
	}
	if !smoke || !dropped || !st.Air {
		t.Fatalf("smoke %v dropped %v air %v, want all", smoke, dropped, st.Air)
	}
}

// s2.asm ObjB9 (Wing Fortress's laser): on screen it flies left at
// $1000 and goes $40 left of the camera.
func TestWFZLaser_ObjB9(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2WFZLaser, 0x76, 880, 650))
	s := newSim(tl, physics.S2, 500, 716)
	k := findSlot(s, s2WFZLaser)
	if k < 0 {
		t.Fatal("no laser")
	}
	st := s.Live()
	if st.S2.Slots[k].XVel != 0 {
		t.Fatal("flying while off screen")
	}
	for i := 0; i < 60 && st.S2.Slots[k].XVel == 0; i++ {
		st.X = physics.FromPixels(800)
		s.Step(0)
	}
	if st.S2.Slots[k].XVel != -0x1000 {
		t.Fatalf("x speed %d, want -$1000", st.S2.Slots[k].XVel)
	}
	run(s, 0, 30)
	if findSlot(s, s2WFZLaser) >= 0 {
		t.Error("laser still there past the camera's left")
	}
}

// s2.asm ObjAE (Clucker): hidden until the player is within $80, it
// rises (Ani_objAE_a) and becomes an enemy (collision 6), then shoots
// (loc_39526: Obj98 at $200, collision $98) every $41 frames; its base
// (ObjAD) is solid.
func TestClucker_ObjAE(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2CluckerBase, 0x42, 800, 700), s2Obj(s2Clucker, 0x44, 800, 690))
	s := newSim(tl, physics.S2, 500, 716)
	k := findSlot(s, s2Clucker)
	st := s.Live()
	ob := &st.S2.Slots[k]
	if ob.Coll != 0 || ob.Routine != 2 {
		t.Fatalf("collision %#x routine %d, want hidden", ob.Coll, ob.Routine)
	}
	st.X = physics.FromPixels(800 - 0x70)
	for i := 0; i < 60 && ob.Coll == 0; i++ {
		s.Step(0)
	}
	if ob.Coll != 6 {
		t.Fatal("the Clucker did not become an enemy")
	}
	shot := -1
	for i := 0; i < 60 && shot < 0; i++ {
		s.Step(0)
		shot = findSlot(s, s2Projectile)
	}
	if shot < 0 || st.S2.Slots[shot].XVel != -0x200 {
		t.Fatal("no shot at -$200")
	}
	s.Step(0)
	if st.S2.Slots[shot].Coll != 0x98 {
		t.Errorf("shot collision %#x, want $98", st.S2.Slots[shot].Coll)
	}
}

// s2.asm ObjB5 (horizontal propeller, ObjB5_CheckPlayer): subtype $66
// lifts a player above it; ObjB4 (vertical propeller) hurts (collision
// $A8) unless y-flipped.
func TestPropellers_ObjB5(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2HPropeller, 0x66, 700, 740), s2Obj(s2VPropeller, 0x64, 760, 600), s2Obj(s2VPropeller, 0x64, 780, 600, "y_flip"))
	s := newSim(tl, physics.S2, 700, 716)
	st := s.Live()
	s.Step(0)
	if !st.Air {
		t.Error("the propeller did not lift the player")
	}
	colls := map[uint8]bool{}
	for j := range st.S2.Slots {
		if o := &st.S2.Slots[j]; o.ID == s2VPropeller {
			colls[o.Coll] = true
		}
	}
	if !colls[0xA8] || !colls[0] {
		t.Errorf("vertical propellers' collisions %v, want $A8 and 0", colls)
	}
}

// s2.asm ObjC0 (speed launcher): stood on, it shoots left at $C00, $80
// faster a frame, holding the player (loc_3BFB4), to subtype*16 from its
// rest, throws him at its speed and -$400 (loc_3C020) and slides back 4
// a frame (loc_3C062).
func TestSpeedLauncher_ObjC0(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2SpeedLauncher, 8, 700, 600))
	s := newSim(tl, physics.S2, 700, 480)
	k := findSlot(s, s2SpeedLauncher)
	st := s.Live()
	ob := &st.S2.Slots[k]
	for i := 0; i < 60 && ob.Routine2 == 0; i++ {
		s.Step(0)
	}
	if ob.Routine2 != 2 || ob.XVel != -0xC00 {
		t.Fatalf("state %d speed %d, want shooting at -$C00", ob.Routine2, ob.XVel)
	}
	for i := 0; i < 30 && ob.Routine2 == 2; i++ {
		s.Step(0)
		if ob.Routine2 == 2 && st.X.Pixel() != ob.X.Pixel() {
			t.Fatalf("player at %d on a launcher at %d", st.X.Pixel(), ob.X.Pixel())
		}
	}
	if ob.Routine2 != 4 || ob.X.Pixel() != 700-0x80+4 || st.YSpeed > -0x400+0x38 || st.XSpeed >= -0xC00 || !st.Air {
		t.Fatalf("state %d x %d; player speeds %d,%d air %v: want thrown at the launcher's speed and -$400", ob.Routine2, ob.X.Pixel(), st.XSpeed, st.YSpeed, st.Air)
	}
	for i := 0; i < 60 && ob.Routine2 == 4; i++ {
		st.X, st.XSpeed = physics.FromPixels(650), 0 // keep the launcher in the window
		s.Step(0)
	}
	if ob.Routine2 != 0 || ob.X.Pixel() != 700 {
		t.Fatalf("state %d x %d, want back at rest", ob.Routine2, ob.X.Pixel())
	}
}

// s2.asm ObjB8 (wall turret): on screen with the player below it within
// $60 it wakes, and fires every $60 frames (the first after 2) a shot
// towards him (loc_3B9D8: Obj98, collision $98; straight down within
// $20: 0, 1).
func TestWallTurret_ObjB8(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2WallTurret, 0x74, 700, 600))
	s := newSim(tl, physics.S2, 400, 716)
	k := findSlot(s, s2WallTurret)
	st := s.Live()
	ob := &st.S2.Slots[k]
	for i := 0; i < 60 && ob.Routine != 4; i++ {
		st.X = physics.FromPixels(700)
		s.Step(0)
	}
	if ob.Routine != 4 {
		t.Fatal("the turret did not wake")
	}
	run(s, 0, 2)
	j := findSlot(s, s2Projectile)
	if j < 0 || st.S2.Slots[j].YVel != 0x100 || st.S2.Slots[j].XVel != 0 {
		t.Fatal("no shot straight down")
	}
}

// s2.asm ObjBD: the layout object makes a platform every $40 frames
// (loc_3BCF8); each unfolds (Ani_objBD, $FA), rises at $100 for $C8
// frames as a platform (PlatformObject), folds and goes (loc_3BCD6).
func TestMetalPlatform_ObjBD(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2MetalPlatform, 0x7E, 700, 700))
	s := newSim(tl, physics.S2, 600, 716)
	st := s.Live()
	count := func() (n int, rising bool) {
		for j := range st.S2.Slots {
			if o := &st.S2.Slots[j]; o.ID == s2MetalPlatform && o.Routine == 4 {
				n++
				rising = rising || o.Routine2 == 4 && o.YVel == -0x100
			}
		}
		return
	}
	if n, _ := count(); n != 1 {
		t.Fatalf("%d platforms after the title card, want 1", n)
	}
	run(s, 0, 0x40)
	n, rising := count()
	if n != 2 || !rising {
		t.Fatalf("%d platforms (rising %v) after $40 frames, want 2, one rising", n, rising)
	}
	run(s, 0, 0x200)
	if n, _ := count(); n > 5 {
		t.Fatalf("%d platforms: they do not go", n)
	}
}

// s2.asm ObjB9_Init and loc_3BAD2: the init only loads its data (no
// DisplaySprite), so on its first frame after it the laser's on-screen
// flag is still the layout's (clear): on screen all along, it starts
// flying on its second frame after the init, not its first.
func TestWFZLaser_FirstFrameOffScreen(t *testing.T) {
	s, ob := wfzObjSim(s2WFZLaser, 0x76, 0x2C0, 0x280, 0x280, false)
	s.Step(0) // ObjB9_Init
	if ob.Routine != 2 {
		t.Fatalf("routine %d after init", ob.Routine)
	}
	s.Step(0)
	if ob.XVel != 0 {
		t.Fatalf("flying (X Speed %d) on its first frame after the init", int(ob.XVel))
	}
	s.Step(0)
	if ob.XVel != -0x1000 {
		t.Fatalf("X Speed %d on its second frame, want -$1000", int(ob.XVel))
	}
}

// s2.asm ObjB8_Init and loc_3B980: the turret's first frame after its
// init sees it off screen (no DisplaySprite in the init), so with the
// player below it and near it wakes on its second frame, not its first.
func TestWallTurret_FirstFrameOffScreen(t *testing.T) {
	s, ob := wfzObjSim(s2WallTurret, 0x74, 0x2C0, 0x280, 0x2C0, false)
	s.Step(0) // ObjB8_Init
	s.Step(0)
	if ob.Routine != 2 {
		t.Fatalf("woke (routine %d) on its first frame after the init", ob.Routine)
	}
	s.Step(0)
	if ob.Routine != 4 {
		t.Fatalf("routine %d on its second frame, want 4 (awake)", ob.Routine)
	}
}
