package sonic2

import (
	"testing"

	"loopwright/physics"
)

// arzBossSim is a sim (Sonic alone) with Aquatic Ruin's boss in slot 50
// before its Init, the engine, and a step running the boss's objects in
// slot order.
func arzBossSim(t *testing.T) (*physics.Sim, *engine, func()) {
	t.Helper()
	tl := s2TestLevel(s2Obj(s2Scenery, 0, 300, 700))
	s := newSim(tl, physics.S2, 200, 716)
	st := s.Live()
	st.S2.Slots[50] = physics.S2Obj{ID: s2ARZBoss, Layout: -1}
	st.S2.Top = 51
	st.S2.Ev.BossID = 4
	e := eng(s)
	step := func() {
		st.S2.Vint++
		for j := 0; j < int(st.S2.Top); j++ {
			if id := st.S2.Slots[j].ID; id == s2ARZBoss || id == s2BossExplosion {
				e.runBoss(j)
			}
		}
	}
	return s, e, step
}

// arzFind returns the slots of the boss's pieces of routine_secondary r.
func arzFind(st *physics.State, r uint8) []int {
	var ks []int
	for j := 0; j < int(st.S2.Top); j++ {
		if o := st.S2.Slots[j]; o.ID == s2ARZBoss && o.Routine == arzPillar && o.Routine2 == r {
			ks = append(ks, j)
		}
	}
	return ks
}

// s2.asm Obj89_Init, Obj89_Main_Sub0 to Sub6, Obj89_Pillar_Sub0,
// Obj89_Pillar_Sub2, Obj89_Pillar_Shoot and Obj89_Arrow: the pillars
// rise from $510 to $488 at $2A50 and $2B70; the boss comes down from
// $2AE0,$388 to $430, flies left at $C8 to $2AB0, swings its hammer when
// its sine count is -$40 ($1E frames; at $14 the hammer strikes), the
// left pillar shoots an arrow (collision $B0) right that sticks,
// harmless, at $2B49, and the boss turns and flies right.
func TestS2_BossARZ(t *testing.T) {
	s, _, step := arzBossSim(t)
	st := s.Live()
	ev := &st.S2.Ev
	b := &st.S2.Slots[50]
	step()
	if b.Routine != arzMain || b.X.Pixel() != 0x2AE0 || b.HitCount != 8 || b.Coll != bossColl {
		t.Fatalf("after Init: routine %d at %#x hits %d collision %#x", b.Routine, b.X.Pixel(), b.HitCount, b.Coll)
	}
	pill := arzFind(st, arzRise)
	if len(pill) != 2 || st.S2.Slots[pill[0]].X.Pixel() != arzLeftX || st.S2.Slots[pill[1]].X.Pixel() != arzRightX {
		t.Fatalf("pillars %v, want two at $2A50 and $2B70", pill)
	}
	for f := 0; f < 0x88; f++ {
		step()
	}
	for _, j := range pill {
		if p := st.S2.Slots[j]; p.Routine2 != arzStand || p.Y.Pixel() != arzPillY {
			t.Fatalf("pillar %d: routine %d y %#x after $88 frames, want standing at $488", j, p.Routine2, p.Y.Pixel())
		}
	}
	f := 0x89
	for ; b.Routine2 == 0 && f < 400; f++ {
		step()
	}
	if bossPixel(ev.BossY) != 0x430 || ev.BossXVel != -0xC8 {
		t.Fatalf("frame %d: y %#x x speed %d, want $430 and -$C8", f, bossPixel(ev.BossY), ev.BossXVel)
	}
	for ; b.Routine2 != 6 && f < 1000; f++ {
		step()
	}
	if x := bossPixel(ev.BossX); b.Routine2 != 6 || x > 0x2AB0 || x < 0x2AB0-2 || ev.BossCountdown != 0x1E {
		t.Fatalf("frame %d: routine %d at %#x countdown %d, want swinging at $2AB0, $1E", f, b.Routine2, x, ev.BossCountdown)
	}
	for ev.BossCountdown != 0x13 {
		step()
	}
	if ev.BossCollRoutine != 1 {
		t.Fatal("hammer not striking at countdown $14")
	}
	step() // the pillars, in lower slots, see the hammer's flag a frame later
	arrows := arzFind(st, arzArrow)
	if len(arrows) != 1 || len(arzFind(st, arzEyes)) != 1 {
		t.Fatalf("arrows %v, want one with its eyes", arrows)
	}
	step()
	a := &st.S2.Slots[arrows[0]]
	if a.Coll != 0xB0 || a.XVel != 3 {
		t.Fatalf("arrow collision %#x speed %d, want $B0 and 3 right", a.Coll, a.XVel)
	}
	for b.Routine2 == 6 {
		step()
	}
	if b.Routine2 != 2 || ev.BossXVel != 0xC8 || b.Render&physics.S2XFlip == 0 || ev.BossCollRoutine != 0 {
		t.Fatalf("after the swing: routine %d speed %d, want 2 and $C8 right, facing right, hammer off", b.Routine2, ev.BossXVel)
	}
	for n := 0; a.Index == 2 && n < 100; n++ {
		step()
	}
	step()
	if a.Index != 4 || a.X.Pixel() != 0x2B49 || a.Coll != 0 {
		t.Fatalf("arrow routine %d at %#x collision %#x, want stuck at $2B49, harmless", a.Index, a.X.Pixel(), a.Coll)
	}
}

// s2.asm BossCollision_ARZ: while the hammer strikes, the box $50 ahead
// and 4 down ($20 wide, $28 high) hurts; otherwise nothing there does.
func TestS2_BossARZHammer(t *testing.T) {
	for _, c := range []struct {
		routine uint8
		flip    bool
		dx      int
		hurt    bool
	}{
		{1, false, -0x50, true},
		{1, true, 0x50, true},
		{1, false, 0x50, false},
		{0, false, -0x50, false},
	} {
		tl := s2TestLevel(s2Obj(s2Scenery, 0, 300, 700))
		s := newSim(tl, physics.S2, 200, 716)
		st := s.Live()
		e := eng(s)
		st.S2.Slots[50] = physics.S2Obj{ID: s2ARZBoss, Routine: arzMain, Layout: -1, Coll: bossColl,
			X: physics.FromPixels(700), Y: physics.FromPixels(700)}
		if c.flip {
			st.S2.Slots[50].Render |= physics.S2XFlip
		}
		st.S2.Top = 51
		st.S2.Ev.BossID, st.S2.Ev.BossCollRoutine = 4, c.routine
		st.Obj.Rings = 5
		x, y := 700+c.dx, 704
		st.X, st.Y = physics.FromPixels(x), physics.FromPixels(y)
		d2, d5 := x-8, (st.YRadius-3)*2
		d3 := y - (st.YRadius - 3)
		e.bossSpecificCollision(50, d2, d3, d5)
		if st.Obj.Hurt != c.hurt {
			t.Errorf("hammer %d flip %v, Sonic %+d: hurt %v, want %v", c.routine, c.flip, c.dx, st.Obj.Hurt, c.hurt)
		}
	}
}

// s2.asm Obj89_Main_HandleHoveringAndHits, Obj89_Main_KillBoss,
// Obj89_Main_Sub8 to SubC, Obj89_Pillar_Sub4 and Obj89_Arrow_Sub6: each
// hit leaves the boss untouchable 64 frames; the 8th beats it: $B3
// frames of explosions, the pillars sink into the ground, the arrows
// fall, and the boss flies off right while the camera's right limit
// opens 2 a frame to $2C00.
func TestS2_BossARZDefeat(t *testing.T) {
	s, e, step := arzBossSim(t)
	st := s.Live()
	ev := &st.S2.Ev
	b := &st.S2.Slots[50]
	for f := 0; f < 0x100; f++ {
		step()
	}
	n := 0
	for b.HitCount > 0 && n < 20 {
		st.Rolling, st.Air = true, true
		st.XSpeed, st.YSpeed = 0x100, 0x300
		e.touchValue(50)
		n++
		if st.XSpeed != -0x100 || b.Coll != 0 {
			t.Fatalf("hit %d: speed %d collision %#x, want bounced, collision off", n, st.XSpeed, b.Coll)
		}
		if b.HitCount == 0 {
			break
		}
		for f := 0; f < arzInvulnFrames-1; f++ {
			step()
		}
		if b.Coll != 0 {
			t.Fatalf("hit %d: collision back before 64 frames", n)
		}
		step()
		if b.Coll != bossColl {
			t.Fatalf("hit %d: collision %#x after 64 frames, want $F", n, b.Coll)
		}
	}
	if n != 8 {
		t.Fatalf("took %d hits, want 8", n)
	}
	st.Cam.MaxX = 0x2A40
	step()
	if b.Routine2 != 8 || ev.BossCountdown != 0xB3 {
		t.Fatalf("beaten: routine %d countdown %#x, want 8, $B3", b.Routine2, ev.BossCountdown)
	}
	boom := false
	for f := 0; f < 0xB4; f++ {
		step()
		boom = boom || findSlot(s, s2BossExplosion) >= 0
	}
	if !boom || b.Routine2 != 0xA {
		t.Fatalf("explosions %v routine %d, want $A", boom, b.Routine2)
	}
	if p := len(arzFind(st, arzStand)) + len(arzFind(st, arzSink)) + len(arzFind(st, arzArrow)); p != 0 {
		t.Fatalf("%d pillars or arrows left after the explosions, want all sunk or fallen", p)
	}
	for f := 0; b.Routine2 != 0xC && f < 200; f++ {
		step()
	}
	step()
	if st.Cam.MaxX != 0x2A42 || ev.BossXVel != 0x400 {
		t.Fatalf("flying off: right limit %#x speed %#x, want $2A42 and $400", st.Cam.MaxX, ev.BossXVel)
	}
	for f := 0; b.ID != 0 && f < 0x300; f++ {
		step()
	}
	if b.ID != 0 || st.Cam.MaxX != 0x2C00 {
		t.Fatalf("boss %#x right limit %#x, want gone at $2C00", b.ID, st.Cam.MaxX)
	}
}

// s2.asm Obj89_Arrow_Platform and Obj89_Arrow_Sub6: a stuck arrow is a
// platform; Sonic standing on it (p1_standing only: Tails standing does
// not) starts its $1F-frame timer, at whose end it falls 4 a frame,
// dropping whoever stands on it into the air, and is deleted below $4F0.
func TestS2_BossARZArrowPlatform(t *testing.T) {
	for _, p2 := range []bool{false, true} {
		tl := s2TestLevel(s2Obj(s2Scenery, 0, 300, 700))
		s := newSimP2(tl, 200, 100, 600)
		st := s.Live()
		e := eng(s)
		st.S2.Slots[60] = physics.S2Obj{ID: s2ARZBoss, Routine: arzPillar, Routine2: arzArrow, Index: 4, Layout: -1,
			Width: 0x90, YVel: 4, X: physics.FromPixels(300), Y: physics.FromPixels(0x400)}
		st.S2.Top = 61
		a := &st.S2.Slots[60]
		stand := func() {
			st.X, st.Y = physics.FromPixels(300), physics.FromPixels(0x400-2-st.YRadius)
			st.Air = false
		}
		if p2 {
			s.SwapP2()
			stand()
			s.SwapP2()
			a.Status |= physics.S2P2Stand
		} else {
			stand()
			a.Status |= physics.S2P1Stand
			st.S2.On = 61
		}
		e.runBoss(60)
		if p2 {
			if a.Timer != 0 || a.Index != 4 {
				t.Fatalf("Tails on the arrow: timer %d routine %d, want 0 and still stuck", a.Timer, a.Index)
			}
			continue
		}
		if a.Timer != 0x1E {
			t.Fatalf("Sonic on the arrow: timer %#x, want $1F counted once", a.Timer)
		}
		for f := 0; f < 0x1E; f++ {
			e.runBoss(60)
		}
		if a.Index != 6 {
			t.Fatalf("after $1F frames: routine %d, want 6 (falling)", a.Index)
		}
		e.runBoss(60)
		if !st.Air || a.Status&physics.S2P1Stand != 0 || a.Y.Pixel() != 0x404 {
			t.Fatalf("falling: Sonic in the air %v, standing bit %v, y %#x; want dropped, $404", st.Air, a.Status&physics.S2P1Stand != 0, a.Y.Pixel())
		}
		for f := 0; a.ID != 0 && f < 100; f++ {
			e.runBoss(60)
		}
		if a.ID != 0 {
			t.Fatal("fallen arrow not deleted below $4F0")
		}
	}
}

// s2.asm Obj89_Init: with Sonic and Tails, the boss waits until both are
// between x $2A60 and $2B60 (Tails flying in, obj_control $81, counts as
// there) before it raises the pillars and comes.
func TestS2_BossARZWaitsForBoth(t *testing.T) {
	for _, c := range []struct {
		sx, tx int
		flying bool
		starts bool
	}{
		{0x2A80, 0x2A90, false, true},
		{0x2A80, 0x2900, false, false},
		{0x2A80, 0x2900, true, true},
		{0x2B70, 0x2A90, false, false},
	} {
		tl := s2TestLevel(s2Obj(s2Scenery, 0, 300, 700))
		s := newSimP2(tl, 200, 300, 600)
		st := s.Live()
		e := eng(s)
		st.S2.Slots[50] = physics.S2Obj{ID: s2ARZBoss, Layout: -1}
		st.S2.Top = 51
		st.X = physics.FromPixels(c.sx)
		st.P2.Body.X = physics.FromPixels(c.tx)
		if c.flying {
			st.P2.CPU.Control = 0x81
		}
		e.runBoss(50)
		if got := st.S2.Slots[50].Routine == arzMain; got != c.starts {
			t.Errorf("Sonic %#x Tails %#x flying %v: started %v, want %v", c.sx, c.tx, c.flying, got, c.starts)
		}
	}
}
