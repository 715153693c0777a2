package sonic2

import (
	"testing"

	"loopwright/physics"
)

// mtzSim is Sonic standing far left of Metropolis's arena with Obj54 in
// slot 50 (Current_Boss_ID 7), as LevEvents_MTZ3 loads it.
func mtzSim() (*physics.Sim, *physics.S2Obj) {
	s := newSim(s2TestLevel(s2Obj(s2Scenery, 0, 300, 700)), physics.S2, 200, 716)
	st := s.Live()
	st.S2.Slots[50] = physics.S2Obj{ID: s2MTZBoss, Layout: -1}
	st.S2.Top = max(st.S2.Top, 51)
	st.S2.Ev.BossID = 7
	return s, &st.S2.Slots[50]
}

// mtzOrbs returns the slots of the orbs (Obj53) in routine r.
func mtzOrbs(st *physics.State, r uint8) []int {
	var ks []int
	for k := range st.S2.Slots {
		if o := &st.S2.Slots[k]; o.ID == s2MTZOrb && o.Routine == r {
			ks = append(ks, k)
		}
	}
	return ks
}

// s2.asm Obj54_Init, Obj54_MainSub0 to _MainSub8, Obj53_Init and
// Obj53_OrbitBoss: the boss comes down from $2B50,$380 at $100 to $4A0
// with its laser shooter and seven orbs circling it within the ring's
// radius ($27); it flies towards Sonic (left) to $2AD0, turns to $2BD0, turns
// and rises to the middle at $470, opens the ring to $68 and closes it,
// and comes down again.
func TestBossMTZ_Pattern(t *testing.T) {
	s, b := mtzSim()
	st := s.Live()
	ev := &st.S2.Ev
	s.Step(0)
	s.Step(0)
	if b.Routine != mtzMain || b.HitCount != 8 || b.Coll != bossColl || b.Logs[3] != 7 || b.X.Pixel() != 0x2B50 {
		t.Fatalf("Obj54_Init: subtype %d hits %d collision %#x orbs %d x %#x, want 2, 8, $F, 7, $2B50", b.Routine, b.HitCount, b.Coll, b.Logs[3], b.X.Pixel())
	}
	if n := len(mtzOrbs(st, 2)); n != 7 {
		t.Fatalf("%d orbs circling, want 7", n)
	}
	if findSlotRoutine(st, s2MTZBoss, mtzShooter) < 0 {
		t.Error("no laser shooter")
	}
	if f := oozStepUntil(s, 400, func() bool { return b.Routine2 == 2 }); f > 400 || ev.BossXVel != -0x100 {
		t.Fatalf("came down: routine %d speed %d, want 2 heading left (towards Sonic) at -$100", b.Routine2, ev.BossXVel)
	}
	for _, k := range mtzOrbs(st, 2) {
		if o := &st.S2.Slots[k]; intAbs(o.X.Pixel()-b.X.Pixel()) > 0x27 {
			t.Errorf("orb at x %#x, boss %#x: outside the ring's radius $27", o.X.Pixel(), b.X.Pixel())
		}
	}
	if f := oozStepUntil(s, 300, func() bool { return ev.BossXVel > 0 }); f > 300 || bossPixel(ev.BossX) >= 0x2AD0 {
		t.Fatalf("turned at %#x, want below $2AD0", bossPixel(ev.BossX))
	}
	if f := oozStepUntil(s, 400, func() bool { return b.Routine2 == 4 }); f > 400 || bossPixel(ev.BossX) < 0x2BD0 {
		t.Fatalf("second turn at %#x routine %d, want $2BD0 and rising", bossPixel(ev.BossX), b.Routine2)
	}
	if f := oozStepUntil(s, 400, func() bool { return b.Routine2 == 6 }); f > 400 || bossPixel(ev.BossX) != 0x2B4F && bossPixel(ev.BossX) != 0x2B50 {
		t.Fatalf("opening the ring at %#x,%#x, want the middle", bossPixel(ev.BossX), bossPixel(ev.BossY))
	}
	wide := false
	for f := 0; f < 400 && b.Routine2 != 0; f++ {
		s.Step(0)
		wide = wide || b.Logs[0] == 0x68
	}
	if !wide || b.Routine2 != 0 || b.Logs[0] != 0x26 || b.Logs[1] != 0x27 {
		t.Errorf("ring: opened %v, routine %d radius %#x height %#x, want opened to $68 and closed, coming down", wide, b.Routine2, b.Logs[0], b.Logs[1])
	}
}

// findSlotRoutine is the first slot holding id in routine r, or -1.
func findSlotRoutine(st *physics.State, id, r uint8) int {
	for k := range st.S2.Slots {
		if o := &st.S2.Slots[k]; o.ID == id && o.Routine == r {
			return k
		}
	}
	return -1
}

func intAbs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

// s2.asm Obj54_AnimateFace, Obj54_MainSubA, Obj53_Main, Obj53_BreakAway,
// Obj53_BounceAround, Touch_Special (loc_3FA22) and Obj53_Burst: a hit
// ($40 frames untouchable) sends the boss up with one orb fewer; an orb
// breaks away (-$400), lands on the floor ($4AC) and bounces; 60 frames
// after breaking away it is touchable ($DA): a rolling player bursts it.
func TestBossMTZ_Orb(t *testing.T) {
	s, b := mtzSim()
	st := s.Live()
	oozStepUntil(s, 400, func() bool { return b.Routine2 == 2 })
	st.Rolling, st.Air = true, true
	eng(s).touchValue(50)
	st.Rolling = false
	if b.HitCount != 7 || b.Coll != 0 {
		t.Fatalf("hit: count %d collision %#x, want 7, 0", b.HitCount, b.Coll)
	}
	s.Step(0)
	if b.Routine2 != 0xA || b.Logs[3] != 6 || st.S2.Ev.BossYVel != -0x180 {
		t.Fatalf("after the hit: routine %#x orbs %d speed %d, want $A, 6, -$180", b.Routine2, b.Logs[3], st.S2.Ev.BossYVel)
	}
	s.Step(0)
	away := mtzOrbs(st, 4)
	if len(away) != 1 || b.Timer != 1 {
		t.Fatalf("orbs breaking away %d (count %d), want 1", len(away), b.Timer)
	}
	o := &st.S2.Slots[away[0]]
	if f := oozStepUntil(s, 200, func() bool { return o.Routine == 6 }); f > 200 || o.Y.Pixel() != mtzFloorY {
		t.Fatalf("orb: routine %d y %#x, want on the floor $4AC", o.Routine, o.Y.Pixel())
	}
	oozStepUntil(s, 100, func() bool { return o.Coll == 0xDA })
	if o.Coll != 0xDA {
		t.Fatalf("orb collision %#x, want $DA", o.Coll)
	}
	if f := oozStepUntil(s, 100, func() bool { return b.Coll == bossColl }); f > 100 {
		t.Error("boss collision not back")
	}
	st.Rolling, st.Air = true, true
	eng(s).touchValue(away[0])
	st.Rolling = false
	if o.CollProp != 0xFE {
		t.Fatalf("orb touched rolling: hits %#x, want $FE", o.CollProp)
	}
	oozStepUntil(s, 10, func() bool { return o.ID == 0 })
	if o.ID != 0 || b.Timer != 0 {
		t.Errorf("orb burst: id %#x boss count %d, want deleted and 0", o.ID, b.Timer)
	}
}

// s2.asm Obj54_MainSubC, _MainSubE, Obj54_FireLaser and Obj54_Laser: with
// no orbs left the boss flies to the arena's side and dives and rises
// firing three lasers ($99, $400 a frame) $1E frames apart.
func TestBossMTZ_Lasers(t *testing.T) {
	s, b := mtzSim()
	st := s.Live()
	oozStepUntil(s, 400, func() bool { return b.Routine2 == 2 })
	b.Logs[3] = 0
	b.Routine2 = 0xC
	lasers := 0
	for f := 0; f < 600; f++ {
		s.Step(0)
		for k := range st.S2.Slots {
			if l := &st.S2.Slots[k]; l.ID == s2MTZBoss && l.Routine == mtzLaser && l.Routine2 == 2 && l.Timer == 0 {
				l.Timer = 1
				lasers++
				if l.Coll != 0x99 || (l.XVel != 0x400 && l.XVel != -0x400) {
					t.Errorf("laser: collision %#x speed %d, want $99 $400", l.Coll, l.XVel)
				}
			}
		}
	}
	if b.Routine2 != 0xE || lasers < 3 {
		t.Errorf("routine %#x lasers %d, want $E and 3 a dive", b.Routine2, lasers)
	}
}

// s2.asm Obj54_CheckHit, Obj54_MainSub10 and _MainSub12: out of hits the
// boss explodes ($EF frames), then flies off at $400 while the right
// limit opens 2 a frame to $2BF0 and Boss_defeated_flag is set.
func TestBossMTZ_Defeat(t *testing.T) {
	s, b := mtzSim()
	st := s.Live()
	st.Cam.MaxX = 0x2AB0
	oozStepUntil(s, 400, func() bool { return b.Routine2 == 2 })
	b.HitCount = 1
	st.Rolling, st.Air = true, true
	eng(s).touchValue(50)
	st.Rolling = false
	s.Step(0)
	if b.Routine2 != 0x10 || st.S2.Ev.BossCountdown != 0xEF {
		t.Fatalf("beaten: routine %#x countdown %d, want $10 $EF", b.Routine2, st.S2.Ev.BossCountdown)
	}
	boom := false
	for f := 0; f < 0xF0 && b.Routine2 == 0x10; f++ {
		s.Step(0)
		boom = boom || findSlot(s, s2BossExplosion) >= 0
	}
	if !boom || b.Routine2 != 0x12 {
		t.Fatalf("explosions %v routine %#x, want true, $12", boom, b.Routine2)
	}
	s.Step(0)
	if !st.S2.Ev.BossDefeated || st.Cam.MaxX != 0x2AB2 || st.S2.Ev.BossXVel != 0x400 {
		t.Fatalf("escape: defeated %v right limit %#x speed %d", st.S2.Ev.BossDefeated, st.Cam.MaxX, st.S2.Ev.BossXVel)
	}
	oozStepUntil(s, 400, func() bool { return st.Cam.MaxX == 0x2BF0 })
	if st.Cam.MaxX != 0x2BF0 {
		t.Errorf("right limit %#x, want $2BF0", st.Cam.MaxX)
	}
}

// s2.asm Obj53_Init and Touch_ChkValue: a circling orb's collision is
// $87, a hurting one: a rolling player touching it is hurt, and the orb
// keeps its collision_property 2 (so Obj53_ClearBossCollision never
// clears the boss's collision).
func TestBossMTZ_OrbHurts(t *testing.T) {
	s, b := mtzSim()
	st := s.Live()
	oozStepUntil(s, 400, func() bool { return b.Routine2 == 2 })
	orbs := mtzOrbs(st, 2)
	if len(orbs) != 7 {
		t.Fatalf("%d orbs", len(orbs))
	}
	o := &st.S2.Slots[orbs[0]]
	st.Obj.Rings = 5
	st.Rolling, st.Air = true, true
	eng(s).touchValue(orbs[0])
	if !st.Obj.Hurt || o.CollProp != 2 || o.Coll != 0x87 {
		t.Fatalf("orb touched rolling: hurt %v hits %d collision %#x, want hurt, 2, $87", st.Obj.Hurt, o.CollProp, o.Coll)
	}
	s.Step(0)
	if b.Coll != bossColl || b.HitCount != 8 {
		t.Errorf("boss: collision %#x hits %d, want $F, 8", b.Coll, b.HitCount)
	}
}

// s2.asm Obj53_CheckPlayerHit and Touch_Special for the sidekick: a
// bouncing clone bursts when Tails as player 2 is hurt, and Tails rolling
// into a touchable clone ($DA) bursts it as Sonic does.
func TestBossMTZ_OrbSidekick(t *testing.T) {
	for _, hurt := range []bool{true, false} {
		s := newSimP2(s2TestLevel(s2Obj(s2Scenery, 0, 300, 700)), 200, 300, 600)
		st := s.Live()
		st.S2.Slots[50] = physics.S2Obj{ID: s2MTZBoss, Routine: mtzMain, Layout: -1, Render: physics.S2Child, Coll: bossColl, HitCount: 8}
		st.S2.Slots[51] = physics.S2Obj{ID: s2MTZOrb, Routine: 6, Layout: -1, Parent: 51, Coll: 0xDA, CollProp: 1, B3F: 0xFF,
			MapFrame: 0xB, Timer: 1, Timer2: mtzFloorY, X: physics.FromPixels(0x2B00), Y: physics.FromPixels(mtzFloorY)}
		st.S2.Top = max(st.S2.Top, 52)
		o := &st.S2.Slots[51]
		s.SwapP2()
		if hurt {
			st.Obj.Hurt = true
		} else {
			st.Rolling, st.Air = true, true
			eng(s).touchValue(51)
			st.Rolling = false
		}
		s.SwapP2()
		oozStepUntil(s, 10, func() bool { return o.ID == 0 })
		if o.ID != 0 {
			t.Errorf("Tails hurt %v: clone routine %d frame %#x hits %#x, want burst", hurt, o.Routine, o.MapFrame, o.CollProp)
		}
	}
}
