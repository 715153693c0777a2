package sonic2

import (
	"fmt"
	"testing"

	"loopwright/physics"

	"loopwright/layers"
)

// s2TestLevel is a flat level (floor top at y 736) with Sonic 2 objects.
func s2TestLevel(objs ...layers.Object) *testLevel {
	tl := flatLevel()
	for i := range objs {
		objs[i].ID = i + 1
	}
	tl.Lvl.Objects = objs
	return tl
}

func s2Obj(id, sub uint8, x, y int, flags ...string) layers.Object {
	o := layers.Object{X: x, Y: y, Props: []layers.Prop{
		{Name: "obj_id", Value: fmt.Sprintf("0x%02X", id)},
		{Name: "subtype", Value: fmt.Sprintf("0x%02X", sub)},
	}}
	for _, f := range flags {
		o.Props = append(o.Props, layers.Prop{Name: f, Value: "true"})
	}
	return o
}

func ring(x, y int) layers.Object { return layers.Object{Class: "ring", X: x, Y: y} }

// findSlot returns the first slot holding object id, or -1.
func findSlot(s *physics.Sim, id uint8) int {
	for k := range s.Live().S2.Slots {
		if s.Live().S2.Slots[k].ID == id && s.Live().S2.Slots[k].Render&physics.S2Child == 0 {
			return k
		}
	}
	return -1
}

// s2.asm ObjectsManager: an object exists once its x is less than the
// camera's 128-pixel column + $280, in the first free slot, and
// MarkObjGone deletes it when its column leaves that window.
func TestS2_ObjectsManager(t *testing.T) {
	cam := 600 - 160 // the camera x at the start
	near := (cam & 0xFF80) + 0x280 - 1
	tl := s2TestLevel(s2Obj(s2Scenery, 0, near, 700), s2Obj(s2Scenery, 0, near+1, 700))
	s := newSim(tl, physics.S2, 600, 716)
	if !eng(s).Active() {
		t.Fatal("s2 machinery not active")
	}
	if s.Live().S2.Slots[0].ID != s2Scenery || s.Live().S2.Slots[0].X.Pixel() != near || s.Live().S2.Slots[1].ID != 0 {
		t.Fatalf("slots after start: %+v %+v", s.Live().S2.Slots[0], s.Live().S2.Slots[1])
	}
	run(s, physics.Right, 60)
	if findSlot(s, s2Scenery) < 0 || s.Live().S2.Slots[1].ID != s2Scenery {
		t.Fatal("the second object did not load as the camera moved right")
	}
	// Far left of the camera's window, objects are deleted.
	s.Live().X = physics.FromPixels(near + 2000)
	run(s, 0, 200)
	if findSlot(s, s2Scenery) >= 0 {
		t.Error("objects left behind were not deleted (MarkObjGone)")
	}
}

// s2.asm Touch_Rings: rings within Sonic's 16-wide box are collected, not
// while invulnerable_time >= 90.
func TestS2_TouchRings(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2Scenery, 0, 2000, 700), ring(640, 716), ring(700, 716))
	s := newSim(tl, physics.S2, 600, 716)
	s.Live().X = physics.FromPixels(640)
	s.Step(0)
	if s.Rings() != 1 {
		t.Fatalf("rings %d, want 1", s.Rings())
	}
	s.Live().X = physics.FromPixels(700)
	s.Live().Obj.Invuln = 95
	s.Step(0)
	if s.Rings() != 1 {
		t.Fatalf("collected while invulnerable_time >= 90")
	}
	s.Live().Obj.Invuln = 90
	s.Step(0) // decremented to 89 before TouchResponse
	if s.Rings() != 2 {
		t.Fatalf("rings %d, want 2 below 90", s.Rings())
	}
}

// s2.asm Obj5C: the Masher jumps with -4 first, falls at $18 a frame and
// jumps again at -5 from its layout y; touching Sonic (collision 9) hurts
// him: X Speed -2 (he is left of it), Y Speed -4, his rings scatter
// (Obj37) from his position.
func TestS2_MasherHurt(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2Masher, 0, 700, 760, "respawn"))
	s := newSim(tl, physics.S2, 600, 716)
	k := findSlot(s, s2Masher)
	if k < 0 {
		t.Fatal("no masher")
	}
	m := &s.Live().S2.Slots[k]
	// 26 title card updates: -$400 + 26*$18 (it has not come back yet).
	if want := physics.Fixed(-0x400 + 26*0x18); m.YVel != want {
		t.Fatalf("masher Y speed %v, want %v", m.YVel, want)
	}
	for i := 0; i < 200 && m.YVel != -0x500+0x18; i++ {
		s.Live().X = physics.FromPixels(300) // keep away
		s.Step(0)
	}
	if m.Y.Pixel() != 760-5+0 && m.YVel != -0x500+0x18 {
		t.Fatalf("masher did not jump at -5: y %v yvel %v", m.Y, m.YVel)
	}
	s.Live().Obj.Rings = 3
	s.Live().X, s.Live().Y = m.X-physics.FromPixels(4), m.Y+m.YVel
	s.Step(0)
	if !s.Live().Obj.Hurt || s.Live().XSpeed != -0x200 || s.Live().YSpeed != -0x400+0x30 && s.Live().YSpeed != -0x400 {
		t.Fatalf("hurt %v xsp %v ysp %v", s.Live().Obj.Hurt, s.Live().XSpeed, s.Live().YSpeed)
	}
	if s.Rings() != 0 || s.Live().Obj.Invuln != physics.InvulnFrames {
		t.Errorf("rings %d invuln %d", s.Rings(), s.Live().Obj.Invuln)
	}
	n := 0
	for _, o := range s.Live().S2.Slots {
		if o.ID == s2LostRings {
			n++
		}
	}
	if n != 3 {
		t.Errorf("%d lost rings, want 3", n)
	}
}

// s2.asm Obj37_Init: the scatter pattern: angle $288, +$10 a ring, each
// pair mirrored; speeds from CalcSine shifted by the angle's high byte.
func TestS2_LostRingSpeeds(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2Scenery, 0, 2000, 700))
	s := newSim(tl, physics.S2, 600, 716)
	s.Live().Obj.Rings = 4
	k := eng(s).allocate()
	s.Live().S2.Slots[k] = physics.S2Obj{ID: s2LostRings, Layout: -1, X: s.Live().X, Y: s.Live().Y}
	eng(s).lostRings(k)
	var got []physics.Fixed
	for j, o := range s.Live().S2.Slots {
		if o.ID == s2LostRings {
			if j == k {
				o.YVel -= physics.LostRingGravity // the first ring has moved once
			}
			got = append(got, o.XVel, o.YVel)
		}
	}
	sin, cos := physics.SinCos(0x88)
	want := []physics.Fixed{physics.Fixed(sin << 2), physics.Fixed(cos << 2), physics.Fixed(-sin << 2), physics.Fixed(cos << 2)}
	if len(got) != 8 || got[0] != want[0] || got[1] != want[1] || got[2] != want[2] || got[3] != want[3] {
		t.Errorf("first pair %v, want %v", got, want)
	}
	if s.Rings() != 0 || s.Live().S2.SpillTimer != 0xFF {
		t.Errorf("rings %d spill timer %d", s.Rings(), s.Live().S2.SpillTimer)
	}
}

// s2.asm HurtCharacter: with no rings (and no shield) Sonic dies
// (KillCharacter: Y Speed -7, X Speed 0).
func TestS2_KillWithoutRings(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2Masher, 0, 640, 716))
	s := newSim(tl, physics.S2, 600, 716)
	k := findSlot(s, s2Masher)
	eng(s).hurtBy(k)
	if !s.Live().Dead || s.Live().YSpeed != -0x700 || s.Live().XSpeed != 0 {
		t.Errorf("dead %v ysp %v xsp %v", s.Live().Dead, s.Live().YSpeed, s.Live().XSpeed)
	}
}

// s2.asm Obj41 (loc_189CA): standing on an upward spring launches Sonic
// with its strength: -16 (subtype bit 1 clear), -10 (bit 1 set).
func TestS2_SpringUp(t *testing.T) {
	for _, c := range []struct {
		sub  uint8
		want physics.Fixed
	}{{0x00, -0x1000}, {0x02, -0xA00}} {
		tl := s2TestLevel(s2Obj(s2Springs, c.sub, 660, 736-8))
		s := newSim(tl, physics.S2, 660, 600)
		best := physics.Fixed(0)
		for i := 0; i < 60; i++ {
			s.Step(0)
			if s.Live().YSpeed < best {
				best = s.Live().YSpeed
			}
		}
		if best != c.want+0x38 && best != c.want {
			t.Errorf("subtype %#x: fastest Y Speed %v, want %v", c.sub, best, c.want)
		}
	}
}

// s2.asm Obj41 (loc_18AEE): a horizontal spring (subtype $10, not
// flipped: its face to the right) pushes Sonic away at its strength and
// locks his control for 15 frames; from behind it is only a wall.
func TestS2_SpringHorizontal(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2Springs, 0x10, 680, 736-16))
	s := newSim(tl, physics.S2, 760, 716)
	for i := 0; i < 60 && s.Live().XSpeed <= 0; i++ {
		s.Step(physics.Left)
	}
	if s.Live().XSpeed != 0x1000 || s.Live().MoveLock == 0 {
		t.Errorf("xsp %v lock %d, want 16 and locked", s.Live().XSpeed, s.Live().MoveLock)
	}
	s = newSim(tl, physics.S2, 600, 716)
	run(s, physics.Right, 60)
	if s.Live().XSpeed > 0x100 || s.Live().X.Pixel() > 680 {
		t.Errorf("from behind: x %v xsp %v, want stopped at the spring", s.Live().X, s.Live().XSpeed)
	}
}

// s2.asm Obj36 + Touch_ChkHurt2: standing on upright spikes hurts Sonic.
func TestS2_SpikesHurt(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2Spikes, 0, 600, 736-16))
	s := newSim(tl, physics.S2, 600, 600)
	s.Live().Obj.Rings = 1
	hurt := false
	for i := 0; i < 120 && !hurt; i++ {
		s.Step(0)
		hurt = s.Live().Obj.Hurt
	}
	if !hurt {
		t.Error("spikes did not hurt")
	}
}

// s2.asm Touch_Monitor + Obj2E super_ring: a rolling Sonic falling on a
// monitor breaks it; its contents rise and give 10 rings.
func TestS2_MonitorRings(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2Monitor, 4, 600, 736-15))
	s := newSim(tl, physics.S2, 600, 600)
	s.Live().Rolling = true
	s.Live().YRadius, s.Live().XRadius = 14, 7
	for i := 0; i < 120 && s.Rings() == 0; i++ {
		s.Step(0)
	}
	if s.Rings() != 10 {
		t.Errorf("rings %d, want 10", s.Rings())
	}
}

// s2.asm Obj11_EHZ/Obj11_Depress: standing on the bridge, the depression
// angle rises 4 a frame to $40 and Sonic stands on his log (log y - 8 -
// Height Radius).
func TestS2_BridgeDepression(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2Bridge, 12, 700, 600)) // well above the floor
	s := newSim(tl, physics.S2, 700, 560)
	k := findSlot(s, s2Bridge)
	for i := 0; i < 60; i++ {
		s.Step(0)
	}
	b := &s.Live().S2.Slots[k]
	if s.Live().S2.On != k+1 || b.B3E != 0x40 {
		t.Fatalf("on %d depression %#x", s.Live().S2.On, b.B3E)
	}
	log := int(b.B3F)
	if want := int(b.Logs[log]) - 8 - s.Live().YRadius; s.Live().Y.Pixel() != want {
		t.Errorf("y %d, want %d (log %d at %d)", s.Live().Y.Pixel(), want, log, b.Logs[log])
	}
	if b.Logs[log] <= 600 {
		t.Errorf("log %d did not sink: %d", log, b.Logs[log])
	}
}

// Save and Restore rewind the object RAM, rings and camera.
func TestS2_SaveRestore(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2Masher, 0, 800, 760, "respawn"), ring(700, 716))
	s := newSim(tl, physics.S2, 600, 716)
	var st physics.State
	s.Save(&st)
	run(s, physics.Right, 80)
	a := *s.Record()
	s.Restore(&st)
	run(s, physics.Right, 80)
	if b := *s.Record(); a.X != b.X || a.Rings != b.Rings || a.CameraX != b.CameraX {
		t.Errorf("replay differs: %v/%v %d/%d", a.X, b.X, a.Rings, b.Rings)
	}
}

// BenchmarkStep_S2Objects: a frame with Sonic 2's objects allocates
// nothing.
func BenchmarkStep_S2Objects(b *testing.B) {
	tl := s2TestLevel(s2Obj(s2Masher, 0, 800, 760, "respawn"), s2Obj(s2Bridge, 12, 1200, 700),
		s2Obj(s2Springs, 0, 1500, 728), ring(700, 716), ring(724, 716))
	s := newSim(tl, physics.S2, 600, 716)
	var st physics.State
	s.Save(&st)
	b.ReportAllocs()
	b.ResetTimer() // the level's setup is not a frame's work
	for i := 0; i < b.N; i++ {
		if i%600 == 0 {
			s.Restore(&st)
		}
		s.Step(physics.Right)
	}
}

// s2.asm Obj79 + CheckGameOver + Obj79_LoadData: passing a starpost saves
// the restart point; after a death fall ($100 below Camera_Max_Y_pos, then
// 60 frames) the level restarts there with 0 rings, the starpost lit.
func TestS2_StarpostRestart(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2Starpost, 1, 700, 700, "respawn"), ring(800, 716))
	s := newSim(tl, physics.S2, 600, 716)
	run(s, physics.Right, 100)
	if s.Live().S2.Star.Last != 1 || s.Live().S2.Star.X != 700 {
		t.Fatalf("starpost not activated: %+v", s.Live().S2.Star)
	}
	s.Live().Obj.Rings = 5
	eng(s).killBy(-1)
	restarted := false
	for i := 0; i < 400 && !restarted; i++ {
		s.Step(0)
		restarted = !s.Live().Dead
	}
	if !restarted {
		t.Fatal("no restart after death")
	}
	if s.Live().X.Pixel() != 700 || s.Rings() != 0 || s.Live().Frame < 60 {
		t.Errorf("restart at x %d rings %d frame %d, want 700, 0", s.Live().X.Pixel(), s.Rings(), s.Live().Frame)
	}
	for i, sr := range s.Record().Sensors {
		if sr.Name != byte('A'+i) {
			t.Errorf("sensor %d named %q after the restart", i, sr.Name)
		}
	}
	k := findSlot(s, s2Starpost)
	if k < 0 || s.Live().S2.Slots[k].Anim != 2 {
		t.Errorf("the starpost is not shown as hit after the restart")
	}
}

// CheckGameOver's Scroll_lock: the camera stops while the player is dead.
func TestCamera_LockedWhenDead(t *testing.T) {
	s := newSim(cameraLevel(), physics.S2, 600, 716)
	eng(s).killBy(-1)
	c0 := s.Camera()
	run(s, 0, 50)
	if c := s.Camera(); c.X != c0.X || c.Y != c0.Y {
		t.Errorf("camera moved while dead: %d,%d -> %d,%d", c0.X, c0.Y, c.X, c.Y)
	}
}

// s2.asm Obj06_Spiral: a grounded player running into the corkscrew's left
// end rides it, his y following Obj06_CosineTable while his Ground Speed
// stays >= 6; slower, he falls off.
func TestS2_Spiral(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2Spiral, 0, 1000, 684)) // its curve starts on the floor
	s := newSim(tl, physics.S2, 795, 716)
	s.Live().GSpeed, s.Live().XSpeed = 0x700, 0x700
	k := findSlot(s, s2Spiral)
	for i := 0; i < 4 && s.Live().S2.On != k+1; i++ {
		s.Step(physics.Right)
	}
	if s.Live().S2.On != k+1 {
		t.Fatalf("not on the spiral: x %v on %d", s.Live().X, s.Live().S2.On)
	}
	for i := 0; i < 10; i++ {
		s.Step(physics.Right)
		d0 := s.Live().X.Pixel() - 1000 + 0xD0
		if d0 < 0 || d0 >= len(spiralHeights) {
			t.Fatalf("frame %d: x %v left the spiral", i, s.Live().X)
		}
		if want := 684 + int(spiralHeights[d0]); s.Live().Y.Pixel() != want {
			t.Fatalf("frame %d: y %d, want %d (d0 %d)", i, s.Live().Y.Pixel(), want, d0)
		}
	}
	s.Live().GSpeed = 0x500
	s.Step(0)
	if s.Live().S2.On == k+1 {
		t.Error("still on the spiral below Ground Speed 6")
	}
}

// s2.asm Obj0D: passing the signpost locks the screen (Camera_Min_X_pos =
// Camera_Max_X_pos); after its spin the game holds Right for the player.
func TestS2_Signpost(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2Signpost, 0, 700, 700))
	tl.Lvl.Bounds = layers.Rect{Max: layers.Point{X: 1100, Y: 56 * 16}} // the act ends here
	s := newSim(tl, physics.S2, 600, 716)
	run(s, physics.Right, 120)
	if !s.Live().S2.SignHit || s.Live().Cam.MinX != s.Live().Cam.MaxX {
		t.Fatalf("sign hit %v, camera limits %d..%d", s.Live().S2.SignHit, s.Live().Cam.MinX, s.Live().Cam.MaxX)
	}
	s.Live().Obj.Shield = true // cleared by Load_EndOfAct below
	run(s, 0, 200)
	if !s.Live().S2.ControlLocked {
		k := findSlot(s, s2Signpost)
		t.Logf("sign slot %d x %v air %v cam %d..%d", k, s.Live().X, s.Live().Air, s.Live().Cam.MinX, s.Live().Cam.MaxX)
		if k >= 0 {
			t.Logf("%+v", s.Live().S2.Slots[k])
		}
		t.Fatal("controls not taken after the spin")
	}
	s.Step(physics.Left | physics.Jump)
	if in := s.Record().Input; in != physics.Right {
		t.Errorf("input %v while the signpost holds Right", in)
	}
	// Load_EndOfAct: once Sonic is $128 past the camera's right limit the
	// results (Obj3A) take the first free slot and status_secondary is
	// cleared.
	for i := 0; i < 600 && findSlot(s, s2Results) < 0; i++ {
		s.Step(0)
	}
	if findSlot(s, s2Results) < 0 || s.Live().X.Pixel() < s.Live().Cam.MaxX+0x128 || s.Live().Obj.Shield {
		t.Errorf("results slot %d at x %d (camera max %d), shield %v", findSlot(s, s2Results), s.Live().X.Pixel(), s.Live().Cam.MaxX, s.Live().Obj.Shield)
	}
}

// s2.asm Touch_KillEnemy + Obj27: a rolling Sonic destroys a Masher: it
// becomes an explosion in the same slot (36 frames, after putting an
// animal in the first free slot), Sonic bounces, and the badnik does not
// come back (its respawn flag stays set).
func TestS2_DestroyBadnik(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2Masher, 0, 700, 760, "respawn"))
	s := newSim(tl, physics.S2, 600, 716)
	k := findSlot(s, s2Masher)
	m := &s.Live().S2.Slots[k]
	s.Live().Rolling, s.Live().YRadius, s.Live().XRadius = true, 14, 7
	s.Live().Air = true
	s.Live().X, s.Live().Y = m.X, m.Y-physics.FromPixels(10)
	s.Live().YSpeed = 0x100
	eng(s).touchResponse2()
	if s.Live().S2.Slots[k].ID != 0x27 || s.Live().YSpeed != -0x100 {
		t.Fatalf("slot %d id %#x ysp %v, want an explosion and -1", k, s.Live().S2.Slots[k].ID, s.Live().YSpeed)
	}
	n := 0
	for s.Live().S2.Slots[k].ID == 0x27 && n < 100 {
		eng(s).runS2Object(k)
		n++
	}
	if n != 36 {
		t.Errorf("explosion lasted %d runs, want 36", n)
	}
	if r := s.Live().S2.Slots[k].Respawn; findSlot(s, 0x28) < 0 && r == 0 {
		t.Error("no animal was freed")
	}
}

// AppendObjectBoxes lists the live objects with Touch_Sizes boxes and the
// uncollected rings.
func TestSim_AppendObjectBoxes(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2Masher, 0, 700, 760), ring(640, 716), ring(900, 600))
	s := newSim(tl, physics.S2, 600, 716)
	s.Live().X = physics.FromPixels(640)
	s.Step(0) // collects the first ring
	var masher, rings int
	for _, b := range s.AppendObjectBoxes(nil) {
		switch {
		case b.ID == s2Masher:
			masher++
			if b.HitW != 0xC || b.HitH != 0x10 || b.Reaction != physics.ReactAttackable {
				t.Errorf("masher box %+v", b)
			}
		case b.Slot == -1:
			rings++
			if b.X != 900 || b.HitW != 6 {
				t.Errorf("ring box %+v", b)
			}
		}
	}
	if masher != 1 || rings != 1 {
		t.Errorf("%d mashers, %d rings, want 1 and 1", masher, rings)
	}
	if l, r, ok := s.ObjectWindow(); !ok || r-l != 0x300 {
		t.Errorf("object window %d..%d %v", l, r, ok)
	}
}

// RingsManager's window (ringBounds, walked from the last frame's bounds)
// is the first ring at x >= camera-8 and the first at x >= camera+328,
// from any starting bounds (s2.asm RingsManager_Main).
func TestS2_RingBoundsFromAnyStart(t *testing.T) {
	var objs []layers.Object
	for x := 100; x < 3000; x += 37 {
		objs = append(objs, ring(x, 716), ring(x, 700))
	}
	s := newSim(s2TestLevel(objs...), physics.S2, 600, 716)
	rings := eng(s).s2.rings
	for _, cam := range []int{-50, 0, 5, 92, 93, 600, 1000, 2900, 3100} {
		lo := max(cam-8, 1)
		want0, want1 := 0, 0
		for want0 < len(rings) && rings[want0].x < lo {
			want0++
		}
		want1 = want0
		for want1 < len(rings) && rings[want1].x < lo+physics.ScreenWidth+16 {
			want1++
		}
		for _, start := range [][2]int{{0, 0}, {len(rings), len(rings)}, {-3, 999}, {40, 2}} {
			s.Live().Cam.X = cam
			s.Live().S2.RingStart, s.Live().S2.RingEnd = start[0], start[1]
			eng(s).ringBounds()
			if got0, got1 := s.Live().S2.RingStart, s.Live().S2.RingEnd; got0 != want0 || got1 != want1 {
				t.Errorf("camera %d from %v: window %d..%d, want %d..%d", cam, start, got0, got1, want0, want1)
			}
		}
	}
}

// s2.asm Obj2E invincible_monitor: the invincibility icon gives 20
// seconds of invincibility, but nothing while Super Sonic
// (tst.b (Super_Sonic_flag).w: rts).
func TestMonitorContents_Obj2EInvincibilityNotSuper(t *testing.T) {
	for _, super := range []bool{false, true} {
		s := newSim(s2TestLevel(), physics.S2, 600, 716)
		st := s.Live()
		st.P.Super = super
		k := eng(s).allocate()
		if k < 0 {
			t.Fatal("no free slot")
		}
		st.S2.Slots[k] = physics.S2Obj{ID: s2MonitorContents, Layout: -1, Routine: 2, Anim: 7}
		eng(s).monitorContents(k)
		want := 20 * 60
		if super {
			want = 0
		}
		if st.Obj.Invincible != want || st.S2.Slots[k].Routine != 4 {
			t.Errorf("super %v: invincible %d routine %d, want %d and the icon waiting", super, st.Obj.Invincible, st.S2.Slots[k].Routine, want)
		}
	}
}
