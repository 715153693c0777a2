package sonic2

import (
	"testing"

	"loopwright/physics"
)

// oozSim is Sonic standing far left of Oil Ocean's arena with Obj55 in
// slot 50 (Current_Boss_ID 8), as LevEvents_OOZ2 loads it.
func oozSim() (*physics.Sim, *physics.S2Obj) {
	s := newSim(s2TestLevel(s2Obj(s2Scenery, 0, 300, 700)), physics.S2, 200, 716)
	st := s.Live()
	st.S2.Slots[50] = physics.S2Obj{ID: s2OOZBoss, Layout: -1}
	st.S2.Top = max(st.S2.Top, 51)
	st.S2.Ev.BossID = 8
	return s, &st.S2.Slots[50]
}

// oozStepUntil steps until cond holds, at most n frames, and returns the
// frames stepped (n+1 when it never held).
func oozStepUntil(s *physics.Sim, n int, cond func() bool) int {
	for f := 1; f <= n; f++ {
		s.Step(0)
		if cond() {
			return f
		}
	}
	return n + 1
}

// s2.asm Obj55_Main_Init, _Surface, _Wait, _Dive, Obj55_LaserShooter and
// Obj55_Laser_Init/_Main: the vehicle surfaces from $2D0 to $290 at -$80
// (8 hits, collision $F), hovers $A8 frames, bobs to $28C and dives back
// to $2D0 at $80; then the laser shooter (collision $8A) rises from $2B0
// to $240, fires three lasers ($AF, $400 a frame towards Sonic, from $20
// in front) at three different heights of Obj55_LaserTargets, sinks to
// $2B0 and becomes the vehicle again.
func TestBossOOZ_Pattern(t *testing.T) {
	s, b := oozSim()
	st := s.Live()
	ev := &st.S2.Ev
	s.Step(0)
	if b.Routine != oozMain || b.HitCount != 8 || b.Coll != bossColl || b.Render&physics.S2Child == 0 {
		t.Fatalf("Obj55_Init: subtype %d hits %d collision %#x, want 2, 8, $F, multi-sprite", b.Routine, b.HitCount, b.Coll)
	}
	s.Step(0)
	if b.Routine2 != 2 || bossPixel(ev.BossX) != 0x2940 || b.Y.Pixel() != 0x2D0 || ev.BossYVel != -0x80 || b.Render&physics.S2XFlip == 0 {
		t.Fatalf("Obj55_Main_Init: routine %d at %#x,%#x speed %d flip %v, want 2 at $2940,$2D0 -$80 facing Sonic on the left",
			b.Routine2, bossPixel(ev.BossX), b.Y.Pixel(), ev.BossYVel, b.Render&physics.S2XFlip != 0)
	}
	// $40 pixels at $80 a frame: $80 frames.
	if f := oozStepUntil(s, 200, func() bool { return b.Routine2 == 4 }); f != 0x81 {
		t.Errorf("surfaced after %d frames, want $81", f)
	}
	if bossPixel(ev.BossY) != 0x290 || b.X.Pixel() != 0x2940 {
		t.Errorf("surfaced at %#x,%#x, want $2940,$290", b.X.Pixel(), bossPixel(ev.BossY))
	}
	if f := oozStepUntil(s, 300, func() bool { return b.Routine2 == 6 }); f != 0xA9 {
		t.Errorf("hovered %d frames, want $A9", f)
	}
	if f := oozStepUntil(s, 400, func() bool { return b.Routine == oozShooter }); f > 400 {
		t.Fatal("never dived")
	}
	if bossPixel(ev.BossY) != 0x2D0 || b.Routine2 != 0 {
		t.Errorf("dived to %#x routine %d, want $2D0, 0", bossPixel(ev.BossY), b.Routine2)
	}
	s.Step(0)
	if b.Coll != 0x8A || bossPixel(ev.BossY) != 0x2B0 || ev.BossCollRoutine != 1 || b.Render&physics.S2XFlip != 0 {
		t.Fatalf("Obj55_LaserShooter_Init: collision %#x y %#x routine %d flip %v, want $8A $2B0 1 facing left",
			b.Coll, bossPixel(ev.BossY), ev.BossCollRoutine, b.Render&physics.S2XFlip != 0)
	}
	if f := oozStepUntil(s, 300, func() bool { return b.Routine2 == 4 }); f != 0xE1 {
		t.Errorf("shooter rose in %d frames, want $E1 ($70 pixels at $80)", f)
	}
	lasers := 0
	ys := map[int]bool{}
	for f := 0; f < 2000 && b.Routine == oozShooter; f++ {
		s.Step(0)
		for k := range st.S2.Slots {
			if l := &st.S2.Slots[k]; l.ID == s2OOZBoss && l.Routine == oozLaser && l.Routine2 == 2 && l.Timer == 0 {
				l.Timer = 1 // seen
				lasers++
				ys[l.Y.Pixel()] = true
				if l.Coll != 0xAF || l.XVel != -0x400 || l.X.Pixel() > b.X.Pixel()-0x20+4 {
					t.Errorf("laser %d: collision %#x speed %d at %#x (shooter %#x), want $AF -$400 $20 left of it",
						lasers, l.Coll, l.XVel, l.X.Pixel(), b.X.Pixel())
				}
			}
		}
	}
	if lasers != 3 || len(ys) != 3 {
		t.Errorf("lasers %d at %d heights, want 3 at 3", lasers, len(ys))
	}
	if b.Routine != oozMain || bossPixel(ev.BossY) != 0x2B0 {
		t.Errorf("after the lasers: subtype %d y %#x, want the vehicle (2) at $2B0", b.Routine, bossPixel(ev.BossY))
	}
	for k := range st.S2.Slots {
		if l := &st.S2.Slots[k]; l.ID == s2OOZBoss && l.Routine == oozLaser {
			t.Errorf("laser left at %#x, want all deleted past x $2870", l.X.Pixel())
		}
	}
}

// s2.asm Obj55_HandleHits, Obj55_Main_Wait and Obj55_SpikeChain: a hit
// (boss_hitcount2 one less, collision off $20 frames) sets Obj55_status
// bit 7 on its first frame; the vehicle dives at once and comes back as
// the spiked claw ($8A) from $28C0,$2A0 (Sonic left of $293A), its head
// $68 from there, swinging one angle a frame from $40 until $FE, then
// the laser shooter.
func TestBossOOZ_HitClaw(t *testing.T) {
	s, b := oozSim()
	st := s.Live()
	ev := &st.S2.Ev
	oozStepUntil(s, 400, func() bool { return b.Routine2 == 4 })
	s.Step(0)
	st.Rolling, st.Air = true, true
	eng(s).touchValue(50)
	if b.HitCount != 7 || b.Coll != 0 {
		t.Fatalf("hit: count %d collision %#x, want 7, 0", b.HitCount, b.Coll)
	}
	st.Rolling = false
	s.Step(0)
	if b.B3B&oozHit == 0 || b.B3E != 0x1F || b.Routine2 != 4 {
		t.Fatalf("after the hit: status %#x invulnerable %#x routine %d, want bit 7, $1F, 4", b.B3B, b.B3E, b.Routine2)
	}
	s.Step(0)
	if b.Routine2 != 6 {
		t.Errorf("hit while hovering: routine %d, want 6 (diving)", b.Routine2)
	}
	if f := oozStepUntil(s, 40, func() bool { return b.Coll == bossColl }); f > 40 {
		t.Errorf("collision not back $20 frames after the hit")
	}
	if f := oozStepUntil(s, 400, func() bool { return b.Routine != oozMain }); f > 400 || b.Routine != oozChain {
		t.Fatalf("after the dive: subtype %d, want 6 (the claw)", b.Routine)
	}
	s.Step(0)
	if b.Coll != 0x8A || bossPixel(ev.BossX) != 0x28C0 || bossPixel(ev.BossY) != 0x2A0 || ev.BossCollRoutine != 2 {
		t.Fatalf("Obj55_SpikeChain_Init: collision %#x at %#x,%#x routine %d, want $8A $28C0,$2A0 2",
			b.Coll, bossPixel(ev.BossX), bossPixel(ev.BossY), ev.BossCollRoutine)
	}
	s.Step(0) // angle $40: the head straight below
	if b.X.Pixel() != 0x28C0 || b.Y.Pixel() != 0x2A0+0x68 {
		t.Errorf("claw head at %#x,%#x, want $28C0,$308", b.X.Pixel(), b.Y.Pixel())
	}
	if f := oozStepUntil(s, 300, func() bool { return b.Routine == oozShooter }); f != 0xFD {
		t.Errorf("claw swung %d frames, want $FD more", f)
	}
}

// s2.asm Obj55_HandleHits: the hit bit is set whenever
// boss_invulnerable_time is $1F, whatever the collision. Hit on the frame
// its dive ends, the vehicle becomes the laser shooter with the time at
// $1F (Boss_HandleHits, which counts it down, runs only for the vehicle);
// back as the vehicle (Obj55_Main_Init: collision $F, status cleared)
// the bit is set again on its first frame, so it does not hover
// (Obj55_Main_Wait) but dives at once and comes back as the spiked claw.
func TestBossOOZ_HitAsDiveEnds(t *testing.T) {
	s, b := oozSim()
	st := s.Live()
	ev := &st.S2.Ev
	if f := oozStepUntil(s, 800, func() bool {
		return b.Routine == oozMain && b.Routine2 == 6 && b.B3B&oozDiving != 0 && ev.BossY < 0x2D00000 && ev.BossY+0x8000 >= 0x2D00000
	}); f > 800 {
		t.Fatal("never within half a pixel of the dive's end")
	}
	st.Rolling, st.Air = true, true
	eng(s).touchValue(50)
	st.Rolling = false
	if b.HitCount != 7 || b.Coll != 0 {
		t.Fatalf("hit: count %d collision %#x, want 7, 0", b.HitCount, b.Coll)
	}
	s.Step(0)
	if b.Routine != oozShooter || b.B3E != 0x1F {
		t.Fatalf("dive's end: subtype %d invulnerable %#x, want 4 (the shooter), $1F", b.Routine, b.B3E)
	}
	if f := oozStepUntil(s, 2000, func() bool { return b.Routine == oozMain }); f > 2000 {
		t.Fatal("the shooter never became the vehicle again")
	}
	if f := oozStepUntil(s, 200, func() bool { return b.Routine2 == 4 }); f > 200 {
		t.Fatal("never surfaced")
	}
	if b.B3B&oozHit == 0 || b.B3E != 0x1F || b.Coll != bossColl {
		t.Fatalf("surfaced: status %#x invulnerable %#x collision %#x, want bit 7, $1F, $F", b.B3B, b.B3E, b.Coll)
	}
	s.Step(0)
	if b.Routine2 != 6 {
		t.Fatalf("routine %d after surfacing, want 6: no hover with the hit bit set", b.Routine2)
	}
	if f := oozStepUntil(s, 400, func() bool { return b.Routine != oozMain }); f > 400 || b.Routine != oozChain {
		t.Fatalf("after the dive: subtype %d, want 6 (the claw)", b.Routine)
	}
}

// s2.asm Boss_Defeat and Obj55_Main_Defeated: out of hits the vehicle is
// beaten (Boss_Countdown $B3), explodes (Obj58) until $1E is left, sets
// Boss_defeated_flag, sinks a pixel a frame while the right limit opens
// 2 a frame to $2A20, and is deleted at y $2D0.
func TestBossOOZ_Defeat(t *testing.T) {
	s, b := oozSim()
	st := s.Live()
	ev := &st.S2.Ev
	st.Cam.MaxX = 0x28C0
	oozStepUntil(s, 400, func() bool { return b.Routine2 == 4 })
	b.HitCount = 1
	st.Rolling, st.Air = true, true
	eng(s).touchValue(50)
	st.Rolling = false
	s.Step(0)
	if b.Routine2 != 8 || ev.BossCountdown != 0xB3 {
		t.Fatalf("beaten: routine %d countdown %d, want 8, $B3", b.Routine2, ev.BossCountdown)
	}
	boom := false
	for f := 0; f < 0xB4 && !ev.BossDefeated; f++ {
		s.Step(0)
		boom = boom || findSlot(s, s2BossExplosion) >= 0
	}
	if !boom || !ev.BossDefeated || st.Cam.MaxX != 0x28C2 {
		t.Fatalf("explosions %v defeated %v right limit %#x, want true, true, $28C2", boom, ev.BossDefeated, st.Cam.MaxX)
	}
	y := b.Y.Pixel()
	s.Step(0)
	if st.Cam.MaxX != 0x28C4 || b.Y.Pixel() != y+1 {
		t.Errorf("right limit %#x y %#x, want $28C4 and a pixel lower", st.Cam.MaxX, b.Y.Pixel())
	}
	oozStepUntil(s, 400, func() bool { return b.ID == 0 })
	if b.ID != 0 || st.Cam.MaxX != 0x2A20 {
		t.Errorf("end: id %#x right limit %#x, want deleted and $2A20", b.ID, st.Cam.MaxX)
	}
}

// s2.asm Obj55_Laser_ChkGround, Obj55_Laser_CreateWave and Obj55_Wave: a
// laser at ground height crossing $297C-$297F rightwards starts a wave
// ($8B) at $2988,$250; each part makes the next 16 pixels on 6 frames
// later, 8 parts in all, and each ends with its animation.
func TestBossOOZ_Wave(t *testing.T) {
	s, _ := oozSim()
	st := s.Live()
	e := eng(s)
	st.S2.Slots[60] = physics.S2Obj{ID: s2OOZBoss, Routine: oozLaser, Routine2: 2, Layout: -1, Coll: 0xAF,
		X: physics.FromPixels(0x297E), Y: physics.FromPixels(0x25F), XVel: 0x400}
	st.S2.Top = max(st.S2.Top, 61)
	e.oozLaser(60)
	w := -1
	for k := range st.S2.Slots {
		if o := &st.S2.Slots[k]; o.ID == s2OOZBoss && o.Routine2 == 4 {
			w = k
		}
	}
	if w < 0 {
		t.Fatal("no wave")
	}
	if o := &st.S2.Slots[w]; o.Coll != 0x8B || o.X.Pixel() != 0x2988 || o.Y.Pixel() != 0x250 {
		t.Fatalf("wave: collision %#x at %#x,%#x, want $8B at $2988,$250", o.Coll, o.X.Pixel(), o.Y.Pixel())
	}
	parts, xs := 0, map[int]bool{}
	for f := 0; f < 200; f++ {
		st.S2.Coarse = 0x2900 // the camera over the arena (MarkObjGone)
		for k := range st.S2.Slots {
			if o := &st.S2.Slots[k]; o.ID == s2OOZBoss && o.Routine == oozLaser && o.Routine2 >= 4 {
				if !xs[o.X.Pixel()] {
					xs[o.X.Pixel()] = true
					parts++
				}
				e.oozLaser(k)
			}
		}
	}
	if parts != 8 || !xs[0x2988+7*0x10] {
		t.Errorf("wave parts %d (%v), want 8 to $29F8", parts, xs)
	}
	for k := range st.S2.Slots {
		if o := &st.S2.Slots[k]; o.ID == s2OOZBoss && o.Routine == oozLaser && o.Routine2 >= 4 {
			t.Errorf("wave part left at %#x", o.X.Pixel())
		}
	}
}

// s2.asm Obj55 reads only the main character (its sides at $293A, the
// shooter facing him); Tails as player 2 meets it through his own
// TouchResponse: rolling into the vehicle he hits it (boss_hitcount2 one
// less, bounced back), unrolled against a laser ($AF) he is hurt as the
// sidekick is (Hurt_Sidekick: no rings lost).
func TestBossOOZ_Sidekick(t *testing.T) {
	s := newSimP2(s2TestLevel(s2Obj(s2Scenery, 0, 300, 700)), 200, 300, 600)
	st := s.Live()
	st.S2.Slots[50] = physics.S2Obj{ID: s2OOZBoss, Layout: -1}
	st.S2.Top = max(st.S2.Top, 51)
	st.S2.Ev.BossID = 8
	b := &st.S2.Slots[50]
	e := eng(s)
	oozStepUntil(s, 400, func() bool { return b.Routine2 == 4 })
	if b.Render&physics.S2XFlip == 0 {
		t.Errorf("vehicle not facing the main character on the left")
	}
	s.SwapP2()
	st.Rolling, st.Air = true, true
	st.XSpeed, st.YSpeed = 0x200, 0x100
	e.touchValue(50)
	tx, ty := st.XSpeed, st.YSpeed
	s.SwapP2()
	if b.HitCount != 7 || b.Coll != 0 || tx != -0x200 || ty != -0x100 {
		t.Fatalf("Tails' hit: count %d collision %#x speeds %d,%d, want 7, 0, bounced", b.HitCount, b.Coll, tx, ty)
	}
	st.S2.Slots[60] = physics.S2Obj{ID: s2OOZBoss, Routine: oozLaser, Routine2: 2, Layout: -1, Coll: 0xAF,
		X: physics.FromPixels(0x2900), Y: physics.FromPixels(0x240), XVel: -0x400}
	st.S2.Top = max(st.S2.Top, 61)
	rings := st.Obj.Rings
	s.SwapP2()
	st.Rolling = false
	e.touchValue(60)
	hurt := st.Obj.Hurt
	s.SwapP2()
	if !hurt || st.Obj.Rings != rings {
		t.Fatalf("Tails against a laser: hurt %v rings %d (was %d), want hurt, no rings lost", hurt, st.Obj.Rings, rings)
	}
}
