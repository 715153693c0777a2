package sonic2

import "loopwright/physics"

// Obj89, Aquatic Ruin's boss (s2.asm Obj89). With Sonic alone, or with
// both players between x $2A60 and $2B60 (or Tails flying), two pillars
// rise from y $510 to $488 at $2A50 and $2B70 (solid, $23 wide, $44
// high, 4 lower than their y) and the Eggmobile comes down from
// $2AE0,$388 at $100 to y $430, then flies at $C8 from pillar to pillar
// ($2AB0 left, $2B10 right), bobbing on a sine. At a pillar, when its
// sine count reaches -$40, it swings its hammer for $1E frames: at $14
// the hammer's box ($20 wide, $28 high, $50 ahead and 4 down:
// BossCollision_ARZ) hurts until the swing ends, and the pillar it is
// now facing away from, the one the boss turns toward, shakes $1F
// frames and shoots an arrow (collision $B0: it hurts) at one of four
// heights toward the other pillar, where it sticks, harmless, as a
// platform ($1B wide) that falls $1F frames after Sonic stands on it.
// 8 hits (boss_hitcount2), 64 frames untouchable after each; beaten,
// it explodes for $B3 frames, sinks and rises, and flies off right
// while the camera's right limit opens 2 a frame to $2C00; the pillars
// sink into the ground and the arrows fall.
//
// The main object's state: Routine boss_subtype (0 init, 2 the boss, 4
// the pillars and arrows), Routine2 boss_routine, Index obj89_target
// (1: going left), Logs[0] obj89_hammer_flags, B3E
// boss_invulnerable_time, MapFrame boss_sine_count, Flag
// boss_defeated. The pillars' and arrows': Routine2 routine_secondary
// (0 rising, 2 standing, 4 sinking, 6 an arrow, 8 the pillar's eyes),
// Parent the boss, Flag obj89_pillar_shaking, Timer its shake time, the
// eyes' and arrows' timers; the arrows' Index obj89_arrow_routine,
// Child1 the eyes they leave from. Not modelled (drawing only): the
// screen's shaking, the boss's face and animations, the hammer falling
// after the defeat.

// Obj89 boss_subtypes.
const (
	arzMain   = 2
	arzPillar = 4
)

// Obj89's pillar and arrow routine_secondary values.
const (
	arzRise   = 0
	arzStand  = 2
	arzSink   = 4
	arzArrow  = 6
	arzEyes   = 8
	arzPillY  = 0x488
	arzLeftX  = 0x2A50
	arzRightX = 0x2B70
)

// arzInvulnFrames is Obj89's boss_invulnerable_time after a hit.
const arzInvulnFrames = 64

// bossARZ is Obj89.
func (s *engine) bossARZ(k int) {
	switch s.slot(k).Routine {
	case 0:
		s.arzInit(k)
	case arzMain:
		s.arzMain(k)
	case arzPillar:
		s.arzPillar(k)
	}
}

// arzInit is Obj89_Init: it waits for both players to be in the arena
// ($2A60 to $2B60; Tails flying counts as in), then puts the boss at
// $2AE0,$388 coming down at $100 (8 hits, collision $F) and raises the
// two pillars.
func (s *engine) arzInit(k int) {
	st := s.st
	if st.P2.On {
		if x := st.X.Pixel(); x < 0x2A60 || x > 0x2B60 {
			return
		}
		if st.P2.CPU.Control != 0x81 {
			if x := st.P2.Body.X.Pixel(); x < 0x2A60 || x > 0x2B60 {
				return
			}
		}
	}
	ob := s.slot(k)
	ev := &st.S2.Ev
	ob.Routine, ob.Routine2 = arzMain, 0
	ob.Width = 0x20
	setXPixel(ob, 0x2AE0)
	setYPixel(ob, 0x388)
	ev.BossX, ev.BossY = int32(0x2AE0)<<16, int32(0x388)<<16
	ob.Render |= physics.S2Child
	ob.Coll = bossColl
	ob.HitCount = 8
	ev.BossCollRoutine = 0
	ev.BossXVel, ev.BossYVel = 0, 0x100
	j := s.allocate()
	if j < 0 {
		return
	}
	p := physics.S2Obj{ID: s2ARZBoss, Routine: arzPillar, Layout: -1, Width: 0x10, YRad: 0x20,
		Parent: int16(k + 1), X: physics.FromPixels(arzLeftX), Y: physics.FromPixels(0x510)}
	*s.slot(j) = p
	j2 := s.allocateAfter(j)
	if j2 < 0 {
		return
	}
	p.Render |= physics.S2XFlip
	p.X = physics.FromPixels(arzRightX)
	*s.slot(j2) = p
}

// arzMain is Obj89_Main by boss_routine: 0 coming down, 2 flying to a
// pillar, 4 waiting for the swing, 6 the hammer's swing, 8 exploding,
// $A sinking and rising, $C flying off.
func (s *engine) arzMain(k int) {
	st := s.st
	ev := &st.S2.Ev
	ob := s.slot(k)
	switch ob.Routine2 {
	case 0: // Obj89_Main_Sub0
		s.bossMove()
		s.arzHover(k)
		if bossPixel(ev.BossY) >= 0x430 {
			ev.BossY = int32(0x430) << 16
			ob.Routine2 = 2
			ev.BossYVel, ev.BossXVel = 0, -0xC8
			ob.Index = 1
		}
	case 2: // Obj89_Main_Sub2
		s.bossMove()
		s.arzHover(k)
		x := bossPixel(ev.BossX)
		if ob.Index != 0 && x <= 0x2AB0 || ob.Index == 0 && x >= 0x2B10 {
			ob.Routine2 = 4
			ev.BossXVel = 0
		}
	case 4: // Obj89_Main_Sub4
		s.bossMove()
		s.arzHover(k)
		if ob.MapFrame == 0xC0 {
			ob.Routine2 = 6
			ob.Index = 0
			if ob.Render&physics.S2XFlip != 0 {
				ob.Index = 1
			}
			ev.BossCountdown = 0x1E
		}
	case 6: // Obj89_Main_Sub6
		if ev.BossCountdown == 0x14 {
			ob.Logs[0] |= 1
			ev.BossCollRoutine = 1
		}
		ev.BossCountdown--
		if ev.BossCountdown < 0 {
			ev.BossCollRoutine = 0
			ob.Routine2 = 2
			ob.Render ^= physics.S2XFlip
			ev.BossXVel = 0xC8
			if ob.Render&physics.S2XFlip == 0 {
				ev.BossXVel = -0xC8
			}
		}
		s.bossMove()
		s.arzHover(k)
	case 8: // Obj89_Main_Sub8
		ob.Flag = true
		ev.BossCountdown--
		if ev.BossCountdown >= 0 {
			s.bossLoadExplosion(k)
		} else {
			ob = s.slot(k)
			ob.Render |= physics.S2XFlip
			ev.BossXVel, ev.BossYVel = 0, 0
			ob.Routine2 = 0xA
			ev.BossCountdown = -0x12
		}
		ob = s.slot(k)
		setYPixel(ob, bossPixel(ev.BossY))
		setXPixel(ob, bossPixel(ev.BossX))
	case 0xA: // Obj89_Main_SubA
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
			ob.Routine2 = 0xC
		}
		s.arzFly(k)
	case 0xC: // Obj89_Main_SubC
		ev.BossXVel, ev.BossYVel = 0x400, -0x40
		if st.Cam.MaxX < 0x2C00 {
			st.Cam.MaxX += 2
		} else if ob.Render&physics.S2OnScreen == 0 {
			s.deleteObject(k)
			return
		}
		s.arzFly(k)
	}
}

// arzFly is the end of Obj89_Main_SubA and SubC: move, bob, and stand at
// the boss position.
func (s *engine) arzFly(k int) {
	ev := &s.st.S2.Ev
	s.bossMove()
	s.arzHover(k)
	ob := s.slot(k)
	setYPixel(ob, bossPixel(ev.BossY))
	setXPixel(ob, bossPixel(ev.BossX))
}

// arzHover is Obj89_Main_HandleHoveringAndHits: bossSineHits with the
// defeat at routine 8 (Obj89_Main_KillBoss) and 64 untouchable frames.
func (s *engine) arzHover(k int) { s.bossSineHits(k, 8, arzInvulnFrames) }

// bossSineHits is the hover and hit count Aquatic Ruin's and Casino
// Night's bosses share (Obj89_Main_HandleHoveringAndHits, loc_31CDC: the
// same code): y is Boss_Y_pos plus the sine of boss_sine_count over 64
// (stepping by 2), x Boss_X_pos; before the defeat (routine beaten), out
// of hits the boss is beaten (Boss_Countdown $B3), and a hit leaves it
// untouchable for invuln frames.
func (s *engine) bossSineHits(k int, beaten, invuln uint8) {
	ev := &s.st.S2.Ev
	ob := s.slot(k)
	sin, _ := physics.SinCos(ob.MapFrame)
	setYPixel(ob, bossPixel(ev.BossY)+int(int16(sin)>>6))
	setXPixel(ob, bossPixel(ev.BossX))
	ob.MapFrame += 2
	if ob.Routine2 >= beaten {
		return
	}
	if ob.HitCount == 0 {
		ev.BossCountdown = 0xB3
		ob.Routine2 = beaten
		return
	}
	if ob.Coll != 0 {
		return
	}
	if ob.B3E == 0 {
		ob.B3E = invuln
	}
	ob.B3E--
	if ob.B3E == 0 {
		ob.Coll = bossColl
	}
}

// arzBossCollision is BossCollision_ARZ: while the hammer strikes
// (Boss_CollisionRoutine set) a box $20 wide and $28 high, $50 ahead of
// the boss and 4 down, hurts.
func (s *engine) arzBossCollision(k, d2, d3, d5 int) {
	if s.st.S2.Ev.BossCollRoutine == 0 {
		return
	}
	ob := s.slot(k)
	x := ob.X.Pixel() - 0x50
	if ob.Render&physics.S2XFlip != 0 {
		x += 0xA0
	}
	s.bossDoCollision(k, x, ob.Y.Pixel()+4, 0x10, 0x14, d2, d3, d5)
}

// arzPillar is Obj89_Pillar: with the boss beaten the pillars sink and
// the arrows fall.
func (s *engine) arzPillar(k int) {
	ob := s.slot(k)
	b := parentOf(ob)
	if b >= 0 && s.slot(b).ID == s2ARZBoss && s.slot(b).Routine == arzMain && s.slot(b).Routine2 >= 8 {
		if ob.Routine2 == arzArrow {
			ob.Index = 6
		} else {
			ob.Routine2 = arzSink
		}
	}
	switch ob.Routine2 {
	case arzRise: // Obj89_Pillar_Sub0
		s.arzPillarSolid(k)
		ob = s.slot(k)
		ob.Y -= physics.FromPixels(1)
		if ob.Y.Pixel() <= arzPillY {
			ob.Routine2 = arzStand
		}
	case arzStand: // Obj89_Pillar_Sub2
		s.arzPillarSolid(k)
		ob = s.slot(k)
		if b < 0 || s.slot(b).ID != s2ARZBoss {
			return
		}
		bo := s.slot(b)
		if bo.Logs[0]&1 != 0 && (bo.Index != 0) == (ob.Render&physics.S2XFlip != 0) {
			bo.Logs[0] &^= 1
			s.arzShoot(b)
			ob = s.slot(k)
			ob.Flag = true
		}
		s.arzShake(k, b)
	case arzSink: // Obj89_Pillar_Sub4
		s.arzPillarSolid(k)
		ob = s.slot(k)
		ob.Y += physics.FromPixels(1)
		if ob.Y.Pixel() >= 0x510 {
			s.deleteObject(k)
		}
	case arzArrow:
		s.arzArrow(k)
	case arzEyes: // Obj89_Pillar_BulgingEyes
		ob.Timer--
		if ob.Timer == 0 {
			s.deleteObject(k)
			return
		}
		s.arzPillarSolid(k)
	}
}

// arzPillarSolid is Obj89_Pillar_SolidObject: SolidObject $23 wide, $44
// and $45 high, 4 lower than the pillar, for both players.
func (s *engine) arzPillarSolid(k int) {
	ob := s.slot(k)
	y := ob.Y
	ob.Y += physics.FromPixels(4)
	for p := 0; p < s.s2Players(); p++ {
		s.s2Swap(p)
		s.s2Solid(k, 0x23, 0x44, 0x45, ob.X.Pixel(), false, nil)
		s.s2Swap(p)
	}
	s.slot(k).Y = y
}

// arzShake is Obj89_Pillar_ChkShake: a shaking pillar jitters a pixel
// each way for $1F frames, then stands again at its place (the one the
// boss targets, by obj89_target).
func (s *engine) arzShake(k, b int) {
	ob := s.slot(k)
	if !ob.Flag {
		return
	}
	left := s.slot(b).Index == 0
	if ob.Timer <= 0 {
		ob.Timer = 0x1F
	}
	ob.Timer--
	x := arzLeftX
	if !left {
		x = arzRightX
	}
	if ob.Timer <= 0 {
		ob.Flag = false
		ob.Timer = 0
		setXPixel(ob, x)
		setYPixel(ob, arzPillY)
		return
	}
	d := 1
	if s.st.S2.Vint&1 != 0 {
		d = -1
	}
	setXPixel(ob, x+d)
	setYPixel(ob, arzPillY+d)
}

// arzShoot is Obj89_Pillar_Shoot: the pillar's eyes ($28 frames, at
// $2A6A or $2B56 on the boss's target's side, at y $458, $478, $498 or
// $4B8 by the random number) and an arrow leaving them.
func (s *engine) arzShoot(b int) {
	j := s.allocate()
	if j < 0 {
		return
	}
	right := s.slot(b).Index != 0
	e := physics.S2Obj{ID: s2ARZBoss, Routine: arzPillar, Routine2: arzEyes, Layout: -1, MapFrame: 2,
		X: physics.FromPixels(0x2A6A), Timer: 0x28}
	if right {
		e.X = physics.FromPixels(0x2B56)
		e.Render |= physics.S2XFlip
	}
	e.Y = physics.FromPixels([4]int{0x458, 0x478, 0x498, 0x4B8}[s.random()&3])
	*s.slot(j) = e
	a := s.allocate()
	if a < 0 {
		return
	}
	ar := physics.S2Obj{ID: s2ARZBoss, Routine: arzPillar, Routine2: arzArrow, Layout: -1,
		Parent: int16(b + 1), Child1: int16(j + 1)}
	if right {
		ar.Sub = 0xFF
	}
	*s.slot(a) = ar
}

// arzArrow is Obj89_Arrow by obj89_arrow_routine (Index): 0 leaving the
// eyes (9 lower, 3 a frame toward the other pillar, collision $B0), 2
// flying until it sticks at $2A77 or $2B49, 4 stuck (harmless, a
// platform that falls $1F frames after Sonic stands on it), 6 falling 4
// a frame (its riders dropped) until below $4F0.
func (s *engine) arzArrow(k int) {
	ob := s.slot(k)
	switch ob.Index {
	case 0: // Obj89_Arrow_Init
		ob.Index = 2
		ob.Width = 0x90
		if e := parentEyes(s, ob); e != nil {
			ob.X, ob.Y = e.X, e.Y
		}
		ob.YVel = 4
		ob.MapFrame = 4
		ob.Y += physics.FromPixels(9)
		ob.XVel = 3
		if ob.Sub != 0 {
			ob.Status |= 1
			ob.Render |= physics.S2XFlip
			ob.XVel = -3
		}
		ob.Coll = 0xB0
	case 2: // Obj89_Arrow_Sub2
		if ob.Status&s2BossBeaten != 0 {
			ob.Index = 8
		}
		x := ob.X.Pixel() + int(ob.XVel)
		if ob.XVel < 0 && x <= 0x2A77 {
			x = 0x2A77
			ob.Index += 2
		} else if ob.XVel >= 0 && x >= 0x2B49 {
			x = 0x2B49
			ob.Index += 2
		}
		setXPixel(ob, x)
	case 4: // Obj89_Arrow_Sub4
		ob.Coll = 0
		if ob.Status&s2BossBeaten != 0 {
			ob.Index += 2
		}
		s.arzArrowPlatform(k)
	case 6: // Obj89_Arrow_Sub6
		for p := 0; p < s.s2Players(); p++ {
			s.s2Swap(p)
			if ob.Status&s.StandBit() != 0 {
				s.s2Release(k)
				s.st.Air = true
			}
			s.s2Swap(p)
		}
		y := ob.Y.Pixel() + int(ob.YVel)
		if y > 0x4F0 {
			s.deleteObject(k)
			return
		}
		setYPixel(ob, y)
	default:
		s.deleteObject(k)
	}
}

// parentEyes returns the eyes an arrow leaves from, or nil.
func parentEyes(s *engine, ob *physics.S2Obj) *physics.S2Obj {
	if j := int(ob.Child1) - 1; j >= 0 {
		return s.slot(j)
	}
	return nil
}

// arzArrowPlatform is Obj89_Arrow_Platform: unless its timer runs, the
// stuck arrow is a platform ($1B wide, 2 high) for both players; Sonic
// standing on it starts the timer ($1F), at whose end it falls.
func (s *engine) arzArrowPlatform(k int) {
	ob := s.slot(k)
	if ob.Timer == 0 {
		for p := 0; p < s.s2Players(); p++ {
			s.s2Swap(p)
			s.s2Platform(k, 0x1B, 2, ob.X.Pixel())
			s.s2Swap(p)
		}
		ob = s.slot(k)
		if ob.Status&physics.S2P1Stand == 0 {
			return
		}
		ob.Timer = 0x1F
	}
	ob.Timer--
	if ob.Timer == 0 {
		ob.Index = 6
	}
}
