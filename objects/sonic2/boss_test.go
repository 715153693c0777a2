package sonic2

import (
	"testing"

	"loopwright/physics"
)

// s2.asm Touch_Enemy runs for the sidekick too (Obj02's TouchResponse):
// Tails rolling into a boss hits it as Sonic does, bouncing off; touching
// it unrolled, he is hurt as the sidekick is (Hurt_Sidekick: no rings
// lost).
func TestBoss_SidekickHits(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2CPZBoss, 0, 500, 600))
	s := newSimP2(tl, 200, 300, 600)
	st := s.Live()
	k := findSlot(s, s2CPZBoss)
	if k < 0 {
		t.Fatal("no boss")
	}
	s.Step(0)
	b := &st.S2.Slots[k]
	e := eng(s)
	s.SwapP2()
	st.Rolling, st.Air = true, true
	st.XSpeed, st.YSpeed = 0x200, 0x100
	e.touchValue(k)
	tx, ty := st.XSpeed, st.YSpeed
	s.SwapP2()
	if b.CollProp != 7 || tx != -0x200 || ty != -0x100 {
		t.Fatalf("Tails' hit: count %d speeds %d,%d, want 7 and bounced", b.CollProp, tx, ty)
	}
	for f := 0; f < bossInvulnFrames; f++ {
		s.Step(0)
	}
	rings := st.Obj.Rings
	s.SwapP2()
	st.Rolling = false
	e.touchValue(k)
	hurt := st.Obj.Hurt
	s.SwapP2()
	if !hurt || b.CollProp != 7 || st.Obj.Rings != rings {
		t.Fatalf("Tails unrolled: hurt %v count %d rings %d (was %d), want hurt, no hit, no rings lost", hurt, b.CollProp, st.Obj.Rings, rings)
	}
}

// s2.asm BossCollision_MCZ (Touch_Boss, Boss_DoCollision): while Mystic
// Cave's boss drives (Boss_CollisionRoutine 1) its drill's 4x4 box $30
// ahead hurts; otherwise the two boxes above ($14 either side, $20 up)
// do. The routine's a1 is clobbered by HurtCharacter's lost rings
// (no fixBugs), so a hit that costs rings leaves boss_hurt_sonic clear.
func TestBossMCZ_Drills(t *testing.T) {
	for _, c := range []struct {
		routine uint8
		x, y    int
	}{
		{1, 700 - 0x30, 700 + 4},
		{0, 700 + 0x14, 700 - 0x20},
		{0, 700 - 0x14, 700 - 0x20},
	} {
		tl := s2TestLevel(s2Obj(s2Scenery, 0, 300, 700))
		s := newSim(tl, physics.S2, 200, 716)
		st := s.Live()
		e := eng(s)
		st.S2.Slots[50] = physics.S2Obj{ID: s2MCZBoss, Routine: mczMain, Routine2: 6, Layout: -1, Coll: bossColl,
			X: physics.FromPixels(700), Y: physics.FromPixels(700)}
		st.S2.Top = 51
		st.S2.Ev.BossID, st.S2.Ev.BossCollRoutine = 5, c.routine
		st.Obj.Rings = 5
		st.X, st.Y = physics.FromPixels(c.x), physics.FromPixels(c.y)
		d2, d5 := c.x-8, (st.YRadius-3)*2
		d3 := c.y - (st.YRadius - 3)
		a1 := e.bossSpecificCollision(50, d2, d3, d5)
		// With rings, HurtCharacter leaves a1 at the lost rings it made:
		// boss_hurt_sonic is not set on the boss, Touch_Boss goes on after
		// the lost rings' slot.
		if !st.Obj.Hurt || st.S2.Slots[50].B3B != 0 || a1 < 0 || st.S2.Slots[a1].ID != s2LostRings {
			t.Errorf("collision routine %d, Sonic at %d,%d with rings: hurt %v boss_hurt_sonic %d a1 %d, want hurt, clear, the lost rings", c.routine, c.x, c.y, st.Obj.Hurt, st.S2.Slots[50].B3B, a1)
		}
		// With a shield nothing is allocated: a1 stays the boss, which
		// sets boss_hurt_sonic (invulnerable_time $78).
		s = newSim(tl, physics.S2, 200, 716)
		st = s.Live()
		e = eng(s)
		st.S2.Slots[50] = physics.S2Obj{ID: s2MCZBoss, Routine: mczMain, Routine2: 6, Layout: -1, Coll: bossColl,
			X: physics.FromPixels(700), Y: physics.FromPixels(700)}
		st.S2.Top = 51
		st.S2.Ev.BossID, st.S2.Ev.BossCollRoutine = 5, c.routine
		st.Obj.Rings, st.Obj.Shield = 5, true
		st.X, st.Y = physics.FromPixels(c.x), physics.FromPixels(c.y)
		a1 = e.bossSpecificCollision(50, d2, d3, d5)
		if !st.Obj.Hurt || st.S2.Slots[50].B3B == 0 || a1 != -1 {
			t.Errorf("collision routine %d, Sonic at %d,%d with a shield: hurt %v boss_hurt_sonic %d a1 %d, want hurt, set, -1", c.routine, c.x, c.y, st.Obj.Hurt, st.S2.Slots[50].B3B, a1)
		}
	}
}

// s2.asm BossCollision_CNZ: Casino Night's electric field under the boss
// hurts, 16 wide $28 down (Boss_CollisionRoutine 1), 32 wide $20 down
// (2), and not at all with the field off (0).
func TestBossCNZ_Field(t *testing.T) {
	for _, c := range []struct {
		routine uint8
		x, y    int
		hurt    bool
	}{
		{1, 700, 700 + 0x28, true},
		{2, 700 + 4 + 0x1C, 700 + 0x20, true},
		{1, 700 + 0x1C, 700 + 0x28, false},
		{0, 700, 700 + 0x28, false},
	} {
		tl := s2TestLevel(s2Obj(s2Scenery, 0, 300, 700))
		s := newSim(tl, physics.S2, 200, 716)
		st := s.Live()
		e := eng(s)
		st.S2.Slots[50] = physics.S2Obj{ID: s2CNZBoss, Routine: cnzMain, Layout: -1, Coll: bossColl,
			X: physics.FromPixels(700), Y: physics.FromPixels(700)}
		st.S2.Top = 51
		st.S2.Ev.BossID, st.S2.Ev.BossCollRoutine = 6, c.routine
		st.Obj.Rings = 5
		st.X, st.Y = physics.FromPixels(c.x), physics.FromPixels(c.y)
		d2, d5 := c.x-8, (st.YRadius-3)*2
		d3 := c.y - (st.YRadius - 3)
		e.bossSpecificCollision(50, d2, d3, d5)
		if st.Obj.Hurt != c.hurt {
			t.Errorf("field %d, Sonic at %d,%d: hurt %v, want %v", c.routine, c.x, c.y, st.Obj.Hurt, c.hurt)
		}
	}
}

// s2.asm Obj20's routine $A (loc_231D2) and Ani_obj20: the fire a lava
// ball leaves hurts (collision $8B), spreads a copy $E further after its
// first 10 runs, and is deleted when its 12-frame animation (6 runs a
// frame) ends.
func TestLavaFire_Obj20(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2Scenery, 0, 300, 700))
	s := newSim(tl, physics.S2, 200, 716)
	st := s.Live()
	st.S2.Slots[40] = physics.S2Obj{ID: s2LavaBubble, Routine: 0xA, Layout: -1, Coll: 0x8B, Anim: 2, YRad: 8,
		XVel: 0x1C00, Timer: 9, Index: 3, X: physics.FromPixels(500), Y: physics.FromPixels(728)}
	st.S2.Top = 41
	run(s, 0, 10)
	if st.S2.Slots[41].ID != s2LavaBubble || st.S2.Slots[41].X.Pixel() != 500+0xE || st.S2.Slots[41].Coll != 0x8B {
		t.Fatalf("no spread after 10 runs: %+v", st.S2.Slots[41])
	}
	run(s, 0, 12*6-10-1)
	if st.S2.Slots[40].ID != s2LavaBubble {
		t.Fatal("the fire went before its animation ended")
	}
	run(s, 0, 3) // the script's end moves the routine on; the next run deletes it
	if st.S2.Slots[40].ID != 0 {
		t.Fatalf("the fire still burns after its animation (routine %#x)", st.S2.Slots[40].Routine)
	}
}
