package sonic2

import "loopwright/physics"

// Obj57, Mystic Cave's boss (s2.asm Obj57): Robotnik's drilling vehicle
// comes down through the ceiling (Boss_Y_vel $C0) shaking the screen
// while stones and spikes fall (subtype 4: the spikes hurt, collision
// $B1), reaches y $660, turns its drills forward and drives at 2 a frame
// toward Sonic's side until the arena's edge ($2120 or $2200), then rises
// out of sight (-$C0), comes back down over Sonic's side and again. Its
// drills hurt (BossCollision_MCZ: while driving, a 4x4 box $30 in front;
// otherwise two 4x$10 boxes $14 either side, $20 up); having just hurt
// Sonic it turns back at once. A multi-sprite boss of 8 hits; beaten it
// explodes for $B3 frames, sinks and rises on a sine, and flies off right
// (Boss_X_vel $400) as the camera's right limit opens to $2240.
//
// The main object's state: Routine2 is boss_routine, Flag boss_defeated,
// B3B boss_hurt_sonic, MapFrame boss_sine_count, Timer3
// mainspr_childsprites, Logs[0] to Logs[4] the sprites' mapping frames;
// the position is Boss_X_pos/Boss_Y_pos. The falling drill pieces and the
// sprites' positions are drawing only and not modelled.

// Obj57 subtypes (boss_subtype, our Routine).
const (
	mczMain    = 2
	mczFalling = 4
)

// aniObj57 is Ani_obj57.
var aniObj57 = [15][]uint8{
	{0xF, 1, 0xFF, 0, 0xFC, 2},
	{5, 8, 0xFF},
	{1, 5, 6, 0xFF, 7, 0xFC, 3},
	{1, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 4, 4, 4, 4, 0xFD, 4},
	{1, 2, 2, 2, 2, 3, 3, 3, 4, 4, 4, 2, 2, 3, 3, 0xFD, 5},
	{1, 4, 2, 3, 4, 0xFC, 1},
	{1, 2, 3, 4, 4, 2, 2, 3, 3, 3, 4, 4, 4, 2, 2, 2, 0xFD, 7},
	{1, 2, 3, 3, 3, 3, 4, 4, 4, 4, 4, 2, 8, 8, 8, 0xFD, 8},
	{1, 9, 9, 9, 9, 9, 0xA, 0xA, 0xA, 0xA, 0xA, 0xB, 0xB, 0xB, 0xB, 0xFD, 9},
	{1, 9, 9, 9, 9, 0xA, 0xA, 0xA, 0xB, 0xB, 0xB, 9, 9, 0xA, 0xA, 0xFD, 0xA},
	{1, 0xB, 9, 0xA, 0xB, 0xFC, 1},
	{1, 9, 0xA, 0xB, 0xB, 9, 9, 0xA, 0xA, 0xA, 0xB, 0xB, 0xB, 9, 9, 9, 0xFD, 0xC},
	{1, 9, 0xA, 0xA, 0xA, 0xA, 0xB, 0xB, 0xB, 0xB, 0xB, 9, 8, 8, 8, 8, 0xFD, 3},
	{7, 0xE, 0xF, 0xFF, 0x10, 0x11, 0x10, 0x11, 0x10, 0x11, 0x10, 0x11, 0xFF,
		0x12, 0x12, 0x12, 0x12, 0x12, 0x12, 0x12, 0x12, 0x12, 0xFF},
	{7, 0x12, 0xFF},
}

// bossMCZ is Obj57.
func (s *engine) bossMCZ(k int) {
	switch s.slot(k).Routine {
	case 0:
		s.mczInit(k)
	case mczMain:
		s.mczMain(k)
	case mczFalling:
		ob := s.slot(k)
		objMoveAndFall(ob)
		ob.YVel -= 0x28 // sub2_y_pos is y_vel here: gravity $10
		if ob.Y.Pixel() > 0x6F0 {
			s.deleteObject(k)
		}
	}
}

// mczInit is Obj57_Init: at $21A0,$560, coming down ($C0) with the
// screen shaking, 8 hits, Boss_Countdown $28, the animation array set
// (Obj57_InitAnimationData).
func (s *engine) mczInit(k int) {
	ob := s.slot(k)
	ev := &s.st.S2.Ev
	setXPixel(ob, 0x21A0)
	setYPixel(ob, 0x560)
	ob.Logs[0] = 5
	ob.Routine = mczMain
	ob.Routine2 = 2
	ob.Render |= physics.S2Child
	ob.Timer3 = 4
	ob.Coll = bossColl
	ob.HitCount = 8
	ev.BossX, ev.BossY = int32(0x21A0)<<16, int32(0x560)<<16
	ev.BossYVel = 0xC0
	ev.BossCollRoutine = 0
	ev.Shaking = true
	ob.Width = 0x40
	ob.Logs[1], ob.Logs[2], ob.Logs[3], ob.Logs[4] = 2, 1, 0xE, 2
	ev.BossCountdown = 0x28
	copy(ev.BossAnim[:10], []uint8{2, 0, 3, 0, 0x10, 0, 0xD, 0, 3, 0})
}

// mczMain is Obj57_Main by boss_routine: 0 rising, 2 coming down with
// falling stones, 4 down to $660, 6 driving, 8 beaten, $A sinking and
// hovering, $C flying off.
func (s *engine) mczMain(k int) {
	st := s.st
	ev := &st.S2.Ev
	ob := s.slot(k)
	switch ob.Routine2 {
	case 0:
		ev.BossCountdown--
		if ev.BossCountdown < 0 {
			ev.BossAnim[5] = 0
			s.bossMove()
			if bossPixel(ev.BossY) <= 0x560 {
				ev.BossYVel = 0x100
				x := 0x2120
				if st.X.Pixel() < 0x2190 {
					x = 0x2200
				}
				ev.BossX = int32(x)<<16 | ev.BossX&0xFFFF
				ob.Routine2 = 2
				s.mczFaceSonic(ob)
			}
		}
		if ev.BossCountdown == 0x28 {
			ev.BossCollRoutine = 0
		}
		if bossPixel(ev.BossY) < 0x620 {
			ev.Shaking = true
			s.mczSpawnStone()
		}
	case 2:
		s.bossMove()
		s.mczSpawnStone()
		if bossPixel(ev.BossY) >= 0x620 {
			ob.Routine2 = 4
			ev.Shaking = false
		}
	case 4:
		s.bossMove()
		if bossPixel(ev.BossY) >= 0x660 {
			ev.BossY = int32(0x660)<<16 | ev.BossY&0xFFFF
			ob.Routine2 = 6
			a := &ev.BossAnim
			a[2] = a[2]&0xF0 | 6
			a[8] = a[8]&0xF0 | 6
			a[6] = a[6]&0xF0 | 0xD
			a[5] = 0x20
			ev.BossCountdown = 0x64
			a[1] = 0x30
			s.mczFaceSonic(ob)
			ev.BossXVel = -0x200
			ev.BossYVel = 0
			if ob.Render&physics.S2XFlip != 0 {
				ev.BossXVel = 0x200
			}
		}
	case 6:
		ev.BossCountdown--
		if ev.BossCountdown <= 0x28 {
			ev.BossCollRoutine = 1
			if ev.BossCountdown < 0 {
				s.mczDrive(k)
			}
		}
	case 8:
		s.mczDefeated(k)
		return
	case 0xA:
		s.mczSink(k)
		return
	case 0xC:
		ev.BossXVel, ev.BossYVel = 0x400, -0x40
		if st.Cam.MaxX != 0x2240 {
			st.Cam.MaxX += 2
		} else if ob.Render&physics.S2OnScreen == 0 {
			s.deleteObject(k)
			return
		}
		s.bossMove()
		s.mczSine(ob)
		setYPixel(ob, bossPixel(ev.BossY)) // Obj57_Main_SubC_Standard
		s.animateBoss(k, aniObj57[:])
		return
	}
	ob = s.slot(k)
	setYPixel(ob, bossPixel(ev.BossY))
	setXPixel(ob, bossPixel(ev.BossX))
	s.mczHits(k)
	s.animateBoss(k, aniObj57[:])
}

// mczFaceSonic turns the boss toward the main character (x flip when he
// is at or right of Boss_X_pos).
func (s *engine) mczFaceSonic(ob *physics.S2Obj) {
	ob.Render &^= physics.S2XFlip
	if s.st.X.Pixel()-bossPixel(s.st.S2.Ev.BossX) >= 0 {
		ob.Render |= physics.S2XFlip
	}
}

// mczDrive is Obj57_Main_Sub6 once the countdown ran out: having just
// hurt Sonic the boss rises at once (the face grins); otherwise it drives
// until the arena's edge ($2120, $2200) and rises.
func (s *engine) mczDrive(k int) {
	ev := &s.st.S2.Ev
	ob := s.slot(k)
	if ob.B3B != 0 {
		ob.B3B = 0
		ev.BossAnim[7] = 0x30
		s.mczReascend(ob)
		return
	}
	s.bossMove()
	switch x := bossPixel(ev.BossX); {
	case x <= 0x2120:
		ev.BossX = int32(0x2120)<<16 | ev.BossX&0xFFFF
	case x >= 0x2200:
		ev.BossX = int32(0x2200)<<16 | ev.BossX&0xFFFF
	default:
		return
	}
	s.mczReascend(ob)
}

// mczReascend is Obj57_Main_Sub6_ReAscend2: stop, rise at -$C0 (routine
// 0, Boss_Countdown $64), drills turning back down.
func (s *engine) mczReascend(ob *physics.S2Obj) {
	ev := &s.st.S2.Ev
	ev.BossXVel = 0
	ob.Routine2 = 0
	a := &ev.BossAnim
	a[2] = a[2]&0xF0 | 0xB
	a[8] = a[8]&0xF0 | 0xB
	a[1] = 0
	a[6] = a[6]&0xF0 | 0xD
	ev.BossCountdown = 0x64
	ev.BossYVel = -0xC0
}

// mczSpawnStone is Obj57_SpawnStoneSpike: every $20th frame
// (Vint_runcount) a spike (collision $B1), every 8th otherwise a stone,
// at a random x from $20F0 to $2230 and y $5F0.
func (s *engine) mczSpawnStone() {
	d1 := uint8(s.st.S2.Vint)
	stone := false
	if d1&0x1F != 0 {
		if d1&7 != 0 {
			return
		}
		stone = true
	}
	x := 0
	for {
		s.random()
		x = int(uint16(s.st.S2.RNG>>16)&0x1FF) + 0x20F0
		if x <= 0x2230 {
			break
		}
	}
	j := s.allocate()
	if j < 0 {
		return
	}
	ob := physics.S2Obj{ID: s2MCZBoss, Routine: mczFalling, Layout: -1, MapFrame: 0xD,
		X: physics.FromPixels(x), Y: physics.FromPixels(0x5F0)}
	if !stone {
		ob.MapFrame, ob.Coll = 0x14, 0xB1
	}
	*s.slot(j) = ob
}

// mczHits is Obj57_HandleHits: Boss_HandleHits with collision $F (the
// face grins at the hit); out of hits, Obj57_FinalDefeat.
func (s *engine) mczHits(k int) {
	ob := s.slot(k)
	if ob.Routine2 < 8 {
		if ob.HitCount == 0 {
			s.st.S2.Ev.BossCountdown = 0xB3
			ob.Routine2 = 8
		} else {
			bossFlash(ob, bossColl)
		}
	}
	if ob.B3E == 0x1F {
		s.st.S2.Ev.BossAnim[7] = 0xC0
	}
}

// mczSine is Obj57_AddSinusOffset: y is Boss_Y_pos plus the sine of
// boss_sine_count over 64, which steps by 2; x is Boss_X_pos. Its
// callers (Obj57_Main_SubA_Standard, Obj57_Main_SubC_Standard) then put
// y back at Boss_Y_pos: only the count moves.
func (s *engine) mczSine(ob *physics.S2Obj) {
	sin, _ := physics.SinCos(ob.MapFrame)
	setYPixel(ob, bossPixel(s.st.S2.Ev.BossY)+int(int16(sin)>>6))
	setXPixel(ob, bossPixel(s.st.S2.Ev.BossX))
	ob.MapFrame += 2
}

// mczDefeated is Obj57_Main_Sub8: explosions for $B3 frames, the screen
// still; then it turns right and sinks.
func (s *engine) mczDefeated(k int) {
	ev := &s.st.S2.Ev
	ob := s.slot(k)
	ob.Flag = true
	ev.Shaking = false
	ev.BossCountdown--
	if ev.BossCountdown >= 0 {
		ob.Logs[3], ob.Logs[0] = 0x13, 7
		s.bossLoadExplosion(k)
	} else {
		ob = s.slot(k)
		ob.Render |= physics.S2XFlip
		ev.BossXVel, ev.BossYVel = 0, 0
		ob.Routine2 = 0xA
		ob.Logs[3] = 0x12
		ev.BossCountdown = -0x12
	}
	ob = s.slot(k)
	setYPixel(ob, bossPixel(ev.BossY))
	setXPixel(ob, bossPixel(ev.BossX))
}

// mczSink is Obj57_Main_SubA: it sinks (gravity $10) $12 frames (longer
// above y $620), stops, rises (-8 a frame) for $18 frames, and at $20
// flies off.
func (s *engine) mczSink(k int) {
	ev := &s.st.S2.Ev
	ob := s.slot(k)
	ev.BossCountdown++
	switch c := ev.BossCountdown; {
	case c == 0:
		ev.BossYVel = 0
	case c < 0:
		if bossPixel(ev.BossY) < 0x620 {
			ev.BossCountdown--
		}
		ev.BossYVel += 0x10
	case c < 0x18:
		ev.BossYVel -= 8
	case c == 0x18:
		ev.BossYVel = 0 // PlayLevelMusic (Boss_defeated_flag stays clear)
	case c >= 0x20:
		ev.BossAnim[7] = 0xD
		ev.BossAnim[0] = 2
		ev.BossAnim[1] = 0
		ob.Routine2 = 0xC
	}
	s.bossMove()
	s.mczSine(ob)
	setYPixel(ob, bossPixel(ev.BossY)) // Obj57_Main_SubA_Standard
}

// mczBossCollision is BossCollision_MCZ: while driving
// (Boss_CollisionRoutine 1) the drill's 4x4 box $30 ahead and 4 down, else
// two 4x$10 boxes $14 either side and $20 up, hurt; a player just hurt
// (invulnerable_time $78) sets boss_hurt_sonic. The game's a1 is the
// boss until Touch_ChkHurt hurts the main character with rings: then it
// is the lost rings HurtCharacter made, so the second box (when there
// is one) is at them, boss_hurt_sonic is not set on the boss (he does
// not laugh), and Touch_Boss goes on after the lost rings' slot. It
// returns that slot, or -1.
func (s *engine) mczBossCollision(k, d2, d3, d5 int) int {
	st := s.st
	s.slot(k).B3B = 0
	a1 := k
	s.lostRingsSlot = -1
	box := func(dx, dy, w, h int) {
		ob := s.slot(a1)
		s.bossDoCollision(k, ob.X.Pixel()+dx, ob.Y.Pixel()+dy, w, h, d2, d3, d5)
		if s.lostRingsSlot >= 0 {
			a1 = s.lostRingsSlot
		}
	}
	if st.S2.Ev.BossCollRoutine >= 1 {
		dx := -0x30
		if s.slot(k).Render&physics.S2XFlip != 0 {
			dx = 0x30
		}
		box(dx, 4, 4, 4)
	} else {
		box(0x14, -0x20, 4, 0x10)
		box(-0x14, -0x20, 4, 0x10)
	}
	if a1 != k {
		return a1
	}
	if st.Obj.Invuln == 0x78 {
		s.slot(k).B3B = 1
	}
	return -1
}
