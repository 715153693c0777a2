package sonic2

import (
	"testing"

	"loopwright/physics"
)

// wfzBossSim is a flat floor (y 736) with Wing Fortress's laser case
// (ObjC5, subtype $92) in slot 50 at $800,$200 and Sonic standing at
// $7F0, within its reach ($20).
func wfzBossSim(p2 bool) (*physics.Sim, *physics.S2Obj) {
	tl := s2TestLevel(s2Obj(s2Scenery, 0, 300, 700))
	var s *physics.Sim
	if p2 {
		s = newSimP2(tl, 0x7F0, 0x7E0, 716)
	} else {
		s = newSim(tl, physics.S2, 0x7F0, 716)
	}
	st := s.Live()
	st.S2.Slots[50] = physics.S2Obj{ID: s2WFZBoss, Sub: 0x92, Layout: -1,
		X: physics.FromPixels(0x800), Y: physics.FromPixels(0x200)}
	st.S2.Top = max(st.S2.Top, 51)
	return s, &st.S2.Slots[50]
}

// wfzRun steps until done (n+1: never), Sonic left standing at x $500
// once the fight is on (out of the laser's and the platforms' way).
func wfzRun(s *physics.Sim, n int, done func() bool) int {
	for f := 0; f < n; f++ {
		if done() {
			return f
		}
		s.Step(0)
	}
	if done() {
		return n
	}
	return n + 1
}

// wfzStarted steps the case to its start and sends Sonic away.
func wfzStarted(t *testing.T, s *physics.Sim, b *physics.S2Obj) {
	t.Helper()
	if wfzRun(s, 10, func() bool { return b.Routine2 == 4 }) > 10 {
		t.Fatalf("case never started: stage %#x", b.Routine2)
	}
	st := s.Live()
	st.X = physics.FromPixels(0x500)
	st.XSpeed, st.GSpeed = 0, 0
}

// wfzParts lists the slots of ObjC5's parts in routine r.
func wfzParts(st *physics.State, r uint8) []int {
	var ks []int
	for k := range st.S2.Slots {
		if o := &st.S2.Slots[k]; o.ID == s2WFZBoss && o.Routine == r {
			ks = append(ks, k)
		}
	}
	return ks
}

// s2.asm ObjC5_CaseBoundary, ObjC5_CaseWaitStart, ObjC5_CaseStart,
// ObjC5_CaseWaitDown, ObjC5_CaseDown and ObjC5_RobotnikInit: the case
// sets the camera's bottom to $442 and 8 hits; with the nearer player
// within $20 it makes its laser walls ($88 either side, $60 below),
// shooter, platform releaser and Robotnik (at $2C60,$4E6 on his platform
// $26 below), waits $5B frames and comes down at $40 for $5F frames.
func TestBossWFZ_Start(t *testing.T) {
	s, b := wfzBossSim(false)
	st := s.Live()
	s.Step(0)
	s.Step(0)
	if b.Routine != wfzCase || b.CollProp != 8 || b.Coll != 0 || st.Cam.MaxY != 0x442 || b.BaseX != 0x7A0 || b.BaseY != 0x860 {
		t.Fatalf("case: routine %#x hits %d collision %#x bottom %#x course %#x-%#x", b.Routine, b.CollProp, b.Coll, st.Cam.MaxY, b.BaseX, b.BaseY)
	}
	wfzStarted(t, s, b)
	s.Step(0)
	walls := wfzParts(st, wfzWall)
	if len(walls) != 2 || st.S2.Slots[walls[0]].X.Pixel() != 0x778 || st.S2.Slots[walls[1]].X.Pixel() != 0x888 || st.S2.Slots[walls[0]].Y.Pixel() != 0x260 {
		t.Fatalf("walls %v", walls)
	}
	for _, r := range []uint8{wfzShooter, wfzReleaser, wfzRobotnik, wfzRobotnikPf} {
		if len(wfzParts(st, r)) != 1 {
			t.Fatalf("no part %#x", r)
		}
	}
	rob := &st.S2.Slots[wfzParts(st, wfzRobotnik)[0]]
	pf := &st.S2.Slots[wfzParts(st, wfzRobotnikPf)[0]]
	s.Step(0)
	if rob.X.Pixel() != 0x2C60 || rob.Y.Pixel() != 0x4E6 || pf.Y.Pixel() != 0x4E6+0x26 {
		t.Errorf("Robotnik at %#x,%#x platform y %#x", rob.X.Pixel(), rob.Y.Pixel(), pf.Y.Pixel())
	}
	y0 := b.Y
	if f := wfzRun(s, 300, func() bool { return b.Routine2 == 8 }); f > 300 || b.Y-y0 != 0x40*0x5F {
		t.Fatalf("came down %d sub-pixels, want $40 for $5F frames", b.Y-y0)
	}
}

// s2.asm ObjC5_CaseXSpeed to ObjC5_CaseStartOver and ObjC5_Laser: it
// moves at $100 towards the nearer player within its course ($7A0-$860)
// for $71 frames, opens, lowers the shooter $D pixels and becomes
// hittable (collision 6) while the laser charges and shoots down (4
// frames, collision $AB to $AE); it drifts with the laser at $80, then
// the laser goes, the case closes (collision 0) and starts over.
func TestBossWFZ_Laser(t *testing.T) {
	s, b := wfzBossSim(false)
	st := s.Live()
	wfzStarted(t, s, b)
	wfzRun(s, 300, func() bool { return b.Routine2 == 0xA })
	if b.XVel != -0x100 {
		t.Fatalf("speed %d, want -$100 (towards Sonic)", b.XVel)
	}
	minX := b.X.Pixel()
	wfzRun(s, 200, func() bool {
		minX = min(minX, b.X.Pixel())
		return b.Routine2 != 0xA
	})
	if minX < 0x7A0-2 {
		t.Errorf("went to %#x, past its course's left end $7A0", minX)
	}
	sh := &st.S2.Slots[wfzParts(st, wfzShooter)[0]]
	if f := wfzRun(s, 200, func() bool { return b.Routine2 == 0x10 }); f > 200 {
		t.Fatalf("never opened: stage %#x", b.Routine2)
	}
	y0 := sh.Y.Pixel()
	wfzRun(s, 40, func() bool { return b.Routine2 == 0x12 })
	if sh.Y.Pixel() != y0+0xD || b.Coll != 6 {
		t.Fatalf("shooter lowered %d collision %#x, want $D 6", sh.Y.Pixel()-y0, b.Coll)
	}
	if f := wfzRun(s, 100, func() bool { return len(wfzParts(st, wfzLaser)) == 1 }); f != 0x41 {
		t.Fatalf("laser after %d frames, want $41", f)
	}
	l := &st.S2.Slots[wfzParts(st, wfzLaser)[0]]
	var colls []uint8
	wfzRun(s, 500, func() bool {
		if l.Routine2 == 6 && l.Coll != 0 && (len(colls) == 0 || colls[len(colls)-1] != l.Coll) {
			colls = append(colls, l.Coll)
		}
		return b.Routine2 == 0x16
	})
	if len(colls) != 4 || colls[0] != 0xAB || colls[3] != 0xAE || b.XVel != -0x80 {
		t.Fatalf("laser collisions %x speed %d, want ab-ae and -$80", colls, b.XVel)
	}
	wfzRun(s, 200, func() bool { return b.Routine2 == 0x18 })
	if l.ID != 0 || b.Coll != 0 {
		t.Fatalf("laser still there or collision %#x", b.Coll)
	}
	if f := wfzRun(s, 200, func() bool { return b.Routine2 == 0xA }); f > 200 {
		t.Errorf("never started over: stage %#x", b.Routine2)
	}
}

// s2.asm ObjC5_PlatformReleaser, ObjC5_Platform and ObjC5_PlatformHurt:
// once the case moves the releaser comes down and lets out a platform
// every $80 frames, three in all; each falls at $100 for $5F frames and
// floats; it carries a player (PlatformObject) and its spikes $C below
// hurt ($98).
func TestBossWFZ_Platforms(t *testing.T) {
	s, b := wfzBossSim(false)
	st := s.Live()
	wfzStarted(t, s, b)
	wfzRun(s, 800, func() bool { return len(wfzParts(st, wfzPlatform)) == 3 })
	if n := len(wfzParts(st, wfzPlatform)); n != 3 {
		t.Fatalf("%d platforms, want 3", n)
	}
	wfzRun(s, 0x200, func() bool { return false })
	if n := len(wfzParts(st, wfzPlatform)); n != 3 {
		t.Fatalf("%d platforms later, want still 3", n)
	}
	k := wfzParts(st, wfzPlatform)[0]
	p := &st.S2.Slots[k]
	h := &st.S2.Slots[p.Child1-1]
	if p.Routine2 != 4 || h.Coll != 0x98 || h.Y.Pixel() != p.Y.Pixel()+0xC && h.Y.Pixel() != p.Y.Pixel()+0xC-1 && h.Y.Pixel() != p.Y.Pixel()+0xC+1 {
		t.Fatalf("platform stage %d spikes collision %#x at %+d", p.Routine2, h.Coll, h.Y.Pixel()-p.Y.Pixel())
	}
	// Sonic lands on it.
	st.X = physics.FromPixels(p.X.Pixel())
	st.Y = physics.FromPixels(p.Y.Pixel() - 8 - 0x13 - 4)
	st.Air, st.YSpeed, st.XSpeed, st.GSpeed = true, 0x100, 0, 0
	on := false
	for f := 0; f < 10 && !on; f++ {
		s.Step(0)
		on = st.S2.On == k+1
	}
	if !on {
		t.Errorf("Sonic not carried: on %d, platform slot %d", st.S2.On, k)
	}
}

// s2.asm ObjC5_HandleHits, ObjC5_NoHitPointsLeft, ObjC5_CaseDefeated,
// ObjC5_End and the parts' p1_pushing tests: hits while the shooter is
// down (each $20 frames untouchable, also by Tails as player 2); the
// eighth beats it: the walls flicker out, the platforms explode, the
// releaser explodes, Robotnik sinks $C1 frames and goes, and $F0 frames
// after the last hit the camera's bottom is $720 and the case goes.
func TestBossWFZ_Defeat(t *testing.T) {
	for _, p2 := range []bool{false, true} {
		s, b := wfzBossSim(p2)
		st := s.Live()
		wfzStarted(t, s, b)
		e := eng(s)
		hits := 0
		for f := 0; f < 6000 && b.CollProp > 0 && b.ID != 0; f++ {
			s.Step(0)
			if b.Coll == 6 {
				if p2 {
					s.SwapP2()
				}
				st.Rolling, st.Air = true, true
				st.XSpeed, st.YSpeed = 0x100, 0x300
				e.touchValue(50)
				st.Rolling = false
				if p2 {
					s.SwapP2()
				}
				hits++
				if b.Coll != 0 {
					t.Fatalf("Tails %v: hit %d: collision %#x", p2, hits, b.Coll)
				}
				if b.CollProp > 0 {
					if n := wfzRun(s, 0x40, func() bool { return b.Coll != 0 || b.Routine2 >= 0x16 }); n < 0x20 && b.Routine2 < 0x16 {
						t.Fatalf("Tails %v: collision back after %d frames, want $20", p2, n)
					}
				}
			}
		}
		if hits != 8 {
			t.Fatalf("Tails %v: %d hits, want 8", p2, hits)
		}
		s.Step(0)
		if b.Routine2 != 0x1E || b.Status&wfzP1Push == 0 {
			t.Fatalf("Tails %v: beaten: stage %#x", p2, b.Routine2)
		}
		rob := &st.S2.Slots[wfzParts(st, wfzRobotnik)[0]]
		wfzRun(s, 2, func() bool { return false })
		if n := len(wfzParts(st, wfzPlatform)); n != 0 {
			t.Fatalf("Tails %v: %d platforms left", p2, n)
		}
		if f := wfzRun(s, 0x100, func() bool { return b.ID == 0 }); f != 0xF0-2 || st.Cam.MaxY != 0x720 {
			t.Fatalf("Tails %v: case id %#x after %d frames more, bottom %#x", p2, b.ID, f, st.Cam.MaxY)
		}
		wfzRun(s, 0x40, func() bool { return rob.ID == 0 })
		if rob.ID != 0 || len(wfzParts(st, wfzRobotnikPf)) != 0 {
			t.Errorf("Tails %v: Robotnik still there", p2)
		}
		wfzRun(s, 0x200, func() bool { return len(wfzParts(st, wfzWall)) == 0 })
		if n := len(wfzParts(st, wfzWall)); n != 0 {
			t.Errorf("Tails %v: %d walls left", p2, n)
		}
	}
}

// s2.asm ObjC5_LaserWall (SolidObject): the laser walls stop Tails as
// player 2 as they stop Sonic.
func TestBossWFZ_WallSidekick(t *testing.T) {
	s, b := wfzBossSim(true)
	st := s.Live()
	if wfzRun(s, 10, func() bool { return b.Routine2 == 4 }) > 10 {
		t.Fatal("case never started")
	}
	s.Step(0)
	w := &st.S2.Slots[wfzParts(st, wfzWall)[0]] // $778,$260: $40 either way
	bd := &st.P2.Body
	bd.X = physics.FromPixels(w.X.Pixel() - 0x30)
	for f := 0; f < 30; f++ {
		bd.XSpeed, bd.YSpeed, bd.Air = 0x400, 0, true
		bd.Y = physics.FromPixels(w.Y.Pixel() + 0x30)
		s.Step(0)
	}
	if bd.X.Pixel() > w.X.Pixel()-0x13 {
		t.Errorf("Tails at %#x, wall at %#x: want stopped left of it", bd.X.Pixel(), w.X.Pixel())
	}
}
