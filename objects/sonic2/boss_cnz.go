package sonic2

import "loopwright/physics"

// Obj51, Casino Night's boss (s2.asm Obj51): Robotnik's catcher flies
// back and forth between x $28C0 and $29C0 at $180, bobbing on a sine;
// every $40 frames its electric field switches between its two sizes
// (Boss_CollisionRoutine 1 and 2: BossCollision_CNZ's boxes under it
// hurt). Over Sonic (within $10) it drops a spark ball (subtype 4, up to
// three times a visit, collision $98) when he is low (y $6B0 or more),
// which falls when Boss_Countdown runs out and bursts in two on the
// floor; over Sonic higher up (y $67C or more) it dives to y $680 and
// rises back to $654. A multi-sprite boss of 8 hits, untouchable 48
// frames after each; beaten it explodes for $B3 frames, sinks and rises,
// and flies off right as the camera's right limit opens to $2B20.
//
// The main object's state: Routine2 is boss_routine, Index objoff_38 (the
// direction), B3B objoff_2D (the spark balls dropped this pass), B3F
// objoff_3F (the wait after a drop), Timer objoff_3E (diving back up),
// Flag boss_defeated, MapFrame boss_sine_count; its animation
// (AnimateBoss) only draws and is not modelled.

// Obj51 subtypes (boss_subtype, our Routine).
const (
	cnzMain  = 2
	cnzSpark = 4
)

// cnzInvulnFrames is Obj51's boss_invulnerable_time after a hit.
const cnzInvulnFrames = 48

// bossCNZ is Obj51.
func (s *engine) bossCNZ(k int) {
	switch s.slot(k).Routine {
	case 0:
		s.cnzInit(k)
	case cnzMain:
		s.cnzMain(k)
	case cnzSpark:
		s.cnzSparkBall(k)
	}
}

// cnzInit is Obj51_Init: at $2A46,$654 flying left at $180, 8 hits,
// Boss_Countdown 1.
func (s *engine) cnzInit(k int) {
	ob := s.slot(k)
	ev := &s.st.S2.Ev
	setXPixel(ob, 0x2A46)
	setYPixel(ob, 0x654)
	ob.Width = 0x20
	ob.Routine = cnzMain
	ob.Routine2 = 0
	ob.Render |= physics.S2Child
	ob.Coll = bossColl
	ob.HitCount = 8
	ev.BossX, ev.BossY = int32(0x2A46)<<16, int32(0x654)<<16
	ob.Index = 0
	ev.BossYVel, ev.BossXVel = 0, -0x180
	ob.B3B = 0
	ev.BossCountdown = 1
}

// cnzMain is loc_31A04 by boss_routine: 0 flying, 2 dropping a spark
// ball, 4 diving, 6 beaten, 8 sinking and rising, $A flying off.
func (s *engine) cnzMain(k int) {
	st := s.st
	ev := &st.S2.Ev
	ob := s.slot(k)
	switch ob.Routine2 {
	case 0:
		bx := bossPixel(ev.BossX)
		if ob.Index == 0 && bx <= 0x28C0 {
			ev.BossX = int32(0x28C0)<<16 | ev.BossX&0xFFFF
			ev.BossYVel, ev.BossXVel = 0, 0x180
			ob.Index = 2
			ob.Render |= physics.S2XFlip
			ob.B3B = 0
		} else if ob.Index == 2 && bx >= 0x29C0 {
			ev.BossX = int32(0x29C0)<<16 | ev.BossX&0xFFFF
			ev.BossYVel, ev.BossXVel = 0, -0x180
			ob.Index = 0
			ob.Render &^= physics.S2XFlip
			ob.B3B = 0
		}
		s.bossMove()
		if !s.cnzOverSonic(k) {
			ev.BossCountdown++
			if ev.BossCountdown&0x3F == 0 {
				if ev.BossCountdown&0x40 != 0 {
					ev.BossCollRoutine = 2
				} else {
					ev.BossCollRoutine = 1
				}
			}
		}
	case 2:
		ev.BossCollRoutine = 0
		ev.BossCountdown--
		if ev.BossCountdown != 0 && ev.BossCountdown <= -0x14 {
			ob.Routine2 = 0
			ev.BossCountdown = -1
			ob.B3F = 0x40
		}
	case 4:
		s.bossMove()
		if ob.Timer == 0 {
			if ob.Y.Pixel() >= 0x680 {
				ev.BossXVel, ev.BossYVel = 0, -0x180
				ob.Timer = -1
				ev.BossCollRoutine = 1
			}
		} else if ob.Y.Pixel() < 0x654 {
			ob.Routine2 = 0
			ev.BossYVel, ev.BossXVel = 0, -0x180
			if ob.Render&physics.S2XFlip != 0 {
				ev.BossXVel = 0x180
			}
		}
	case 6:
		ob.Flag = true
		ev.BossCountdown--
		if ev.BossCountdown >= 0 {
			ev.BossCollRoutine = 0
			ob.CollProp = 0xB
			s.bossLoadExplosion(k)
		} else {
			ob = s.slot(k)
			ob.Render |= physics.S2XFlip
			ev.BossXVel, ev.BossYVel = 0, 0
			ob.Routine2 = 8
			ev.BossCountdown = -0x12
			// loc_31D7E: the arena's right way out opens again
			// (Level_Layout+$C54, which LevEvents_CNZ2 closed).
			s.SetLayoutChunk(cnz2ArenaColumn1, cnz2ArenaRow, cnz2ArenaOpen)
		}
		ob = s.slot(k)
		setYPixel(ob, bossPixel(ev.BossY))
		setXPixel(ob, bossPixel(ev.BossX))
		return
	case 8:
		ev.BossCountdown++
		switch c := ev.BossCountdown; {
		case c == 0:
			ev.BossYVel = 0
		case c < 0:
			ev.BossYVel += 0x18
		case c < 0x18:
			ev.BossYVel -= 8
		case c == 0x18:
			ev.BossYVel = 0 // PlayLevelMusic
		case c >= 0x20:
			ob.Routine2 = 0xA
		}
		s.bossMove()
		s.cnzSineHits(k)
		ob = s.slot(k)
		setYPixel(ob, bossPixel(ev.BossY))
		setXPixel(ob, bossPixel(ev.BossX))
		return
	case 0xA:
		ev.BossXVel, ev.BossYVel = 0x400, -0x40
		if st.Cam.MaxX != 0x2B20 {
			st.Cam.MaxX += 2
		} else if ob.Render&physics.S2OnScreen == 0 {
			s.deleteObject(k)
			return
		}
		s.bossMove()
		s.cnzSineHits(k)
		ob = s.slot(k)
		setYPixel(ob, bossPixel(ev.BossY))
		setXPixel(ob, bossPixel(ev.BossX))
		return
	}
	s.cnzSineHits(k)
}

// cnzOverSonic is loc_31AA4's test after the move: unless it waits after
// a drop (objoff_3F), with the main character within $10 of its x the
// boss drops a spark ball (Sonic at y $6B0 or lower, three a pass) or
// dives (at $67C or lower). It reports whether that happened (the field's
// switch is then skipped).
func (s *engine) cnzOverSonic(k int) bool {
	st := s.st
	ev := &st.S2.Ev
	ob := s.slot(k)
	if ob.B3F != 0 {
		ob.B3F--
		return false
	}
	if uint16(st.X.Pixel()-ob.X.Pixel()+0x10) >= 0x20 {
		return false
	}
	sy := st.Y.Pixel()
	switch {
	case sy >= 0x6B0:
		if ob.B3B >= 3 {
			return false
		}
		ob.B3B++
		ob.Routine2 = 2
		ev.BossCollRoutine = 0
		if j := s.allocate(); j >= 0 {
			*s.slot(j) = physics.S2Obj{ID: s2CNZBoss, Routine: cnzSpark, Layout: -1, Parent: int16(k + 1)}
		}
		ev.BossCountdown = 0x50
	case sy >= 0x67C:
		ob.Logs[0] = 0xF
		ev.BossCollRoutine = 2
		ob.Routine2 = 4
		ev.BossXVel, ev.BossYVel = 0, 0x180
		ob.Timer = 0
	default:
		return false
	}
	return true
}

// cnzSineHits is loc_31CDC: bossSineHits with the defeat at boss_routine
// 6 and 48 untouchable frames.
func (s *engine) cnzSineHits(k int) { s.bossSineHits(k, 6, cnzInvulnFrames) }

// cnzSparkBall is loc_31F24: the spark ball hangs under the boss ($30,
// lowering to $2E more) until Boss_Countdown runs out, then falls
// (gravity $38, whole pixels kept) and on the floor bursts into two
// (-$300 up, $100 either way) that fall away; all go with the boss's
// defeat. Collision $98.
func (s *engine) cnzSparkBall(k int) {
	ob := s.slot(k)
	p := parentOf(ob)
	if p < 0 || s.slot(p).Routine2 >= 6 {
		s.deleteObject(k)
		return
	}
	boss := s.slot(p)
	switch ob.Routine2 {
	case 0:
		ob.Routine2 = 2
		ob.X = physics.FromPixels(boss.X.Pixel())
		ob.Y = physics.FromPixels(boss.Y.Pixel() + 0x30)
		ob.YRad, ob.XRad = 8, 8
		ob.MapFrame = 0x12
		ob.Coll = 0x98
	case 2:
		setXPixel(ob, boss.X.Pixel())
		setYPixel(ob, boss.Y.Pixel()+int(ob.Timer2))
		ob.Timer2 = min(ob.Timer2+1, 0x2E)
		if s.st.S2.Ev.BossCountdown != 0 {
			return
		}
		ob.Routine2 = 4
		ob.XVel, ob.YVel = 0, 0
	case 4:
		cnzSparkMove(ob)
		if d := s.objFloorDist(ob.X.Pixel(), ob.Y.Pixel()+int(ob.YRad), false); d < 0 {
			ob.Y += physics.FromPixels(d)
			ob.Anim = 7
			ob.YVel, ob.XVel = -0x300, -0x100
			ob.Routine2 = 6
			ob.Coll = 0x98
			if j := s.allocateAfter(k); j >= 0 {
				c := *s.slot(k)
				c.XVel = -c.XVel
				*s.slot(j) = c
			}
		}
	case 6:
		cnzSparkMove(ob)
		if ob.Y.Pixel() >= 0x705 {
			s.deleteObject(k)
		}
	}
}

// cnzSparkMove is loc_31FF8: the whole pixels plus the speeds (the
// sub-pixels dropped each frame), gravity $38.
func cnzSparkMove(ob *physics.S2Obj) {
	x := (int32(ob.X.Pixel())<<8 + int32(ob.XVel)) >> 8
	y := (int32(ob.Y.Pixel())<<8 + int32(ob.YVel)) >> 8
	ob.YVel += 0x38
	ob.X, ob.Y = physics.FromPixels(int(x)), physics.FromPixels(int(y))
}

// cnzBossCollision is BossCollision_CNZ: the electric field under the
// boss hurts, 16 wide and 32 down (Boss_CollisionRoutine 1) or 32 wide
// ($20 down, 4 right: routine 2), 8 high.
func (s *engine) cnzBossCollision(k, d2, d3, d5 int) {
	r := s.st.S2.Ev.BossCollRoutine
	if r == 0 {
		return
	}
	ob := s.slot(k)
	x, y, w := ob.X.Pixel(), ob.Y.Pixel()+0x28, 0x10
	if r != 1 {
		w = 0x20
		y -= 8
		x += 4
	}
	s.bossDoCollision(k, x, y, w, 8, d2, d3, d5)
}
