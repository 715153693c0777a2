package sonic2

import "loopwright/physics"

// Obj54, Metropolis's boss, and Obj53, its orbs (s2.asm Obj54, Obj53).
// The boss comes down from $2B50,$380 at $100 to $4A0, flies to the
// arena's far side ($2AD0 or $2BD0, the side Sonic is on first) and
// back, rises to $470 over the middle ($2B50), and opens its ring of
// seven orbs (objoff_33 to $68) and closes it (to $27), then comes down
// again. A hit (collision $F, 8 hits in boss_hitcount2, $40 frames
// untouchable after each) releases one orb while orbs are left
// (objoff_3E, 7): the boss rises to $420 and the ring folds flat
// (objoff_3A). A released orb (Obj53_BreakAway) jumps (-$400, falling
// $18 a frame, at most $180) and bounces along the floor ($4AC) as a
// clone (collision $87, then $DA 60 frames later: touched it bursts;
// hit it bursts too, and it bursts when a player is hurt). A circling
// orb hurts (collision $87); its collision_property (2) is never lowered
// there, so Obj53_ClearBossCollision never clears the boss's collision
// (modelled all the same). With no orbs left the
// boss flies to the arena's side ($2AF0 or $2BB0), dives to $4A0 and
// rises to $420 firing three lasers ($99, $400 a frame), over and over.
// Beaten: explosions for $EF frames less the last 60, Boss_defeated_flag,
// and it flies off right at $400 while the right limit opens 2 a frame
// to $2BF0.
//
// The boss's state: Routine boss_subtype (2 main, 4 laser, 6 laser
// shooter), Routine2 boss_routine (the laser's routine_secondary), B3B
// objoff_2B (bit 7 heading right, bit 6 one way done), Timer objoff_2C
// (orbs released and not burst), Timer2 objoff_2D (lasers left), Index
// objoff_2E, B3F objoff_2F (the wait after a laser), Flag objoff_38 (an
// orb is to break away), Logs[0] objoff_33 (the ring's radius), Logs[1]
// objoff_39 (its height), Logs[2] objoff_3A (the ring folding: 0, $FF,
// $80), Logs[3] objoff_3E (orbs left), B3E boss_invulnerable_time,
// MapFrame boss_sine_count. An orb's: Logs[0] objoff_28 and Logs[2]
// objoff_3B (its angles), Logs[3] objoff_3C (its folded angle), Logs[4]
// objoff_2A and Logs[5] objoff_38 (the boss's y less 4 and x), Timer
// objoff_2C and Timer2 objoff_2E (its bounce), B3F objoff_32.
// AnimateBoss, the face, the palette flash and the orbs' depth frames
// only draw and are not modelled.

// Obj54's parts and Obj53.
const (
	s2MTZOrb    = 0x53
	mtzMain     = 2
	mtzLaser    = 4
	mtzShooter  = 6
	mtzFloorY   = 0x4AC
	mtzInvuln   = 0x40
	mtzOrbCount = 7
)

// mtzOrbAngles and Obj53_Init's byte_329CC: each orb's starting angle.
var mtzOrbAngles = [mtzOrbCount]uint8{0x24, 0x6C, 0xB4, 0xFC, 0x48, 0x90, 0xD8}

// mtzOrbAnims is Ani_obj53.
var mtzOrbAnims = [][]uint8{
	{0xF, 2, 0xFF},
	{1, 0, 1, 0xFF},
	{3, 5, 5, 5, 5, 5, 5, 5, 5, 6, 7, 6, 7, 6, 7, 8, 9, 0xA, 0xB, 0xFE, 1},
	{7, 0xC, 0xD, 0xFF},
	{7, 0xE, 0xF, 0xE, 0xF, 0xE, 0xF, 0xE, 0xF, 0xFD, 3},
	{7, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0xFD, 3},
	{1, 0x14, 0xFC},
	{7, 0x11, 0xFF},
}

// bossMTZ is Obj54 by boss_subtype.
func (s *engine) bossMTZ(k int) {
	switch s.slot(k).Routine {
	case 0:
		s.mtzInit(k)
	case mtzMain:
		s.mtzMain(k)
	case mtzLaser:
		s.mtzLaser(k)
	case mtzShooter:
		// Obj54_LaserShooter: drawn with the boss, gone with it.
		ob := s.slot(k)
		p := parentOf(ob)
		if p < 0 || s.slot(p).ID != s2MTZBoss {
			s.deleteObject(k)
			return
		}
		par := s.slot(p)
		setXPixel(ob, par.X.Pixel())
		setYPixel(ob, par.Y.Pixel())
		ob.Render = ob.Render&^physics.S2XFlip | par.Render&physics.S2XFlip
	}
}

// mtzInit is Obj54_Init: at $2B50,$380 coming down at $100, 8 hits, 7
// orbs to release, the ring's radius and height $27; then the laser
// shooter and the orbs (Obj53) in the first free slots.
func (s *engine) mtzInit(k int) {
	ev := &s.st.S2.Ev
	ob := s.slot(k)
	setXPixel(ob, 0x2B50)
	setYPixel(ob, 0x380)
	ob.Routine = mtzMain
	ob.Render |= physics.S2Child
	ob.Coll = bossColl
	ob.HitCount = 8
	ob.Logs[3] = mtzOrbCount
	setBossX(ev, 0x2B50)
	setBossY(ev, 0x380)
	ev.BossXVel, ev.BossYVel = 0, 0x100
	ob.Width = 0x20
	ob.B3B, ob.Timer = 0, 0
	ob.MapFrame = 0x40
	ob.Logs[0], ob.Logs[1] = 0x27, 0x27
	j := s.allocate()
	if j < 0 {
		return
	}
	*s.slot(j) = physics.S2Obj{ID: s2MTZBoss, Routine: mtzShooter, Layout: -1, Parent: int16(k + 1), Width: 0x20,
		X: physics.FromPixels(0x2B50), Y: physics.FromPixels(0x380)}
	if j = s.allocate(); j >= 0 {
		*s.slot(j) = physics.S2Obj{ID: s2MTZOrb, Layout: -1, Parent: int16(k + 1)}
	}
}

// mtzMain is Obj54_Main by boss_routine (Obj54_MainSub0 to _MainSub12).
func (s *engine) mtzMain(k int) {
	st := s.st
	ev := &st.S2.Ev
	ob := s.slot(k)
	right := ob.B3B&0x80 != 0
	switch ob.Routine2 {
	case 0:
		// coming down to $4A0, then heading towards Sonic
		s.bossMove()
		setYPixel(ob, bossPixel(ev.BossY))
		if uint16(bossPixel(ev.BossY)) >= 0x4A0 {
			ob.Routine2 = 2
			ev.BossYVel, ev.BossXVel = 0, -0x100
			ob.B3B &^= 0x80
			ob.Render &^= physics.S2XFlip
			if uint16(st.X.Pixel()) >= uint16(bossPixel(ev.BossX)) {
				ev.BossXVel = 0x100
				ob.B3B |= 0x80
				ob.Render |= physics.S2XFlip
			}
		}
		s.mtzFace(k)
		return
	case 2:
		// across the arena and back, then up
		s.bossMove()
		bx := uint16(bossPixel(ev.BossX))
		turn := false
		if !right && bx < 0x2AD0 {
			ev.BossXVel = 0x100
			ob.Render |= physics.S2XFlip
			turn = true
		} else if right && bx >= 0x2BD0 {
			ev.BossXVel = -0x100
			ob.Render &^= physics.S2XFlip
			turn = true
		}
		if turn {
			ob.B3B ^= 0x80
			done := ob.B3B&0x40 != 0
			ob.B3B |= 0x40
			if done {
				ob.Routine2 = 4
				ev.BossYVel = -0x100
			}
		}
	case 4:
		// up to $470 and to the middle
		s.bossMove()
		if uint16(bossPixel(ev.BossY)) < 0x470 {
			ev.BossYVel = 0
		}
		if bx := uint16(bossPixel(ev.BossX)); !right && bx < 0x2B50 || right && bx >= 0x2B50 {
			ev.BossXVel = 0
		}
		if ev.BossXVel == 0 && ev.BossYVel == 0 {
			ob.Routine2 = 6
		}
	case 6:
		// the ring opens
		if uint8(ob.Logs[0]) < 0x68 {
			ob.Logs[0]++
			ob.Logs[1]++
		} else {
			ob.Logs[1] = int16(uint8(ob.Logs[1] - 1))
			if ob.Logs[1] == 0 {
				ob.Routine2 = 8
			}
		}
	case 8:
		// and closes
		if uint8(ob.Logs[0]) >= 0x27 {
			ob.Logs[0]--
		} else {
			ob.Logs[1]++
			if uint8(ob.Logs[1]) >= 0x27 {
				ev.BossYVel = 0x100
				ob.Routine2 = 0
				ob.B3B &^= 0x40
			}
		}
	case 0xA:
		// hit: rising to $420, the ring folding flat
		if ob.Logs[1] != 0 {
			ob.Logs[1]--
		} else {
			ob.Logs[2] = 0xFF
		}
		if uint8(ob.Logs[0]) >= 0x27 {
			ob.Logs[0]--
		}
		s.bossMove()
		if uint16(bossPixel(ev.BossY)) < 0x420 {
			ev.BossYVel = 0
		}
		if ob.Timer == 0 {
			if ob.Logs[2] != 0 {
				ob.Logs[2] = 0x80
			}
			ob.Routine2 = 0xC
		}
	case 0xC:
		if ob.Logs[3] != 0 {
			if ob.Logs[2] == 0 {
				if uint8(ob.Logs[1]) < 0x27 {
					ob.Logs[1]++
				} else {
					ev.BossYVel = 0x100
					ob.Routine2 = 0
					ob.B3B &^= 0x40
				}
			}
			break
		}
		// no orbs left: the laser runs
		ev.BossYVel, ev.BossXVel = -0x180, -0x100
		ob.Render &^= physics.S2XFlip
		if right {
			ev.BossXVel = 0x100
			ob.Render |= physics.S2XFlip
		}
		ob.Routine2 = 0xE
		ob.Index = 0
		ob.B3B &^= 0x40
		ob.B3F = 0
	case 0xE:
		if ob.B3F != 0 {
			ob.B3F--
			s.mtzFace(k)
			return
		}
		s.mtzLaserRun(k, right)
	case 0x10:
		s.mtzExploding(k)
		return
	case 0x12:
		s.mtzEscape(k)
		return
	}
	// Obj54_MoveAndShow
	ob = s.slot(k)
	setXPixel(ob, bossPixel(ev.BossX))
	sin, _ := physics.SinCos(ob.MapFrame)
	setYPixel(ob, bossPixel(ev.BossY)+int(int16(sin)>>6))
	ob.MapFrame += 4
	s.mtzFace(k)
}

// mtzLaserRun is Obj54_MainSubE's three stages (objoff_2E): 0 flying to
// the side ($2AF0 or $2BB0) at the top ($420), 2 diving at $180 to $4A0
// across, 4 rising back at $180, going on at $470; lasers all the way
// down and up (Obj54_FireLaser).
func (s *engine) mtzLaserRun(k int, right bool) {
	ev := &s.st.S2.Ev
	ob := s.slot(k)
	s.bossMove()
	by := uint16(bossPixel(ev.BossY))
	bx := uint16(bossPixel(ev.BossX))
	switch ob.Index {
	case 0:
		if by < 0x420 {
			ev.BossYVel = 0
		}
		if !right && bx < 0x2AF0 || right && bx >= 0x2BB0 {
			ob.Index = 2
			ev.BossYVel = 0x180
			ob.Timer2 = 3
			ev.BossCountdown = 0x1E
			if right {
				ob.Render &^= physics.S2XFlip
			} else {
				ob.Render |= physics.S2XFlip
			}
		}
		return
	case 2:
		if by >= 0x4A0 {
			ev.BossYVel = -0x180
			ob.Index = 4
			ob.B3B ^= 0x80
		} else if !right && bx < 0x2AD0 || right && bx >= 0x2BD0 {
			ev.BossXVel = 0
		}
	case 4:
		if by < 0x470 {
			ev.BossXVel = -0x100
			if right {
				ev.BossXVel = 0x100
			}
		}
		if by < 0x420 {
			ev.BossYVel = 0
			ob.Index = 0
		}
	}
	// Obj54_FireLaser
	ev.BossCountdown--
	if ev.BossCountdown != 0 || ob.Timer2 == 0 {
		return
	}
	ob.Timer2--
	if j := s.allocate(); j >= 0 {
		*s.slot(j) = physics.S2Obj{ID: s2MTZBoss, Routine: mtzLaser, Layout: -1, Parent: int16(k + 1)}
		ev.BossCountdown = 0x1E
		s.slot(k).B3F = 0x10
	}
}

// mtzFace is Obj54_AnimateFace's rules: Obj54_CheckHit (out of hits:
// beaten, Boss_Countdown $EF, boss_routine $10; after a hit $40 frames
// untouchable), and on a hit's first frame (invulnerable time $3F) an
// orb is to break away (objoff_38) and, while orbs are left, the boss
// rises (boss_routine $A, -$180) with one fewer; the x speed stops.
func (s *engine) mtzFace(k int) {
	ev := &s.st.S2.Ev
	ob := s.slot(k)
	if ob.Routine2 >= 0x10 {
		return
	}
	if ob.HitCount == 0 {
		ev.BossCountdown = 0xEF
		ob.Routine2 = 0x10
		return
	}
	if ob.Coll == 0 {
		if ob.B3E == 0 {
			ob.B3E = mtzInvuln
		}
		ob.B3E--
		if ob.B3E == 0 {
			ob.Coll = bossColl
		}
	}
	if ob.B3E == mtzInvuln-1 {
		ob.Flag = true
		if ob.Logs[3] != 0 {
			ob.Routine2 = 0xA
			ev.BossYVel = -0x180
			ob.Logs[3]--
		}
		ev.BossXVel = 0
	}
}

// mtzExploding is Obj54_MainSub10: explosions while Boss_Countdown is
// 60 or more, still below, and at -1 the escape (x-flipped, still,
// Boss_Countdown -$12).
func (s *engine) mtzExploding(k int) {
	ev := &s.st.S2.Ev
	ev.BossCountdown--
	c := uint16(ev.BossCountdown)
	switch {
	case c < 60:
	case int16(c) >= 0:
		s.bossLoadExplosion(k)
	default:
		ob := s.slot(k)
		ob.Render |= physics.S2XFlip
		ev.BossXVel, ev.BossYVel = 0, 0
		ob.Routine2 = 0x12
		ev.BossCountdown = -0x12
	}
	ob := s.slot(k)
	setYPixel(ob, bossPixel(ev.BossY))
	setXPixel(ob, bossPixel(ev.BossX))
}

// mtzEscape is Obj54_MainSub12: flying off right at $400 rising $40
// while the right limit opens 2 a frame to $2BF0, then deleted off
// screen; Boss_defeated_flag is set.
func (s *engine) mtzEscape(k int) {
	st := s.st
	ev := &st.S2.Ev
	ob := s.slot(k)
	ev.BossXVel, ev.BossYVel = 0x400, -0x40
	if st.Cam.MaxX < 0x2BF0 {
		st.Cam.MaxX += 2
	} else if ob.Render&physics.S2OnScreen == 0 {
		s.deleteObject(k)
		return
	}
	ev.BossDefeated = true
	s.bossMove()
	ob.MapFrame += 2
	setYPixel(ob, bossPixel(ev.BossY))
	setXPixel(ob, bossPixel(ev.BossX))
}

// mtzLaser is Obj54_Laser: from the boss (4 behind, 7 down; 4 ahead when
// x-flipped), $400 a frame its way, collision $99, deleted beyond $2AB0
// or $2BF0.
func (s *engine) mtzLaser(k int) {
	ob := s.slot(k)
	if ob.Routine2 == 0 {
		ob.Routine2 = 2
		p := parentOf(ob)
		if p < 0 {
			s.deleteObject(k)
			return
		}
		par := s.slot(p)
		ob.MapFrame = 0x12
		ob.Width = 0x50
		ob.X = physics.FromPixels(par.X.Pixel() - 4)
		ob.Y = physics.FromPixels(par.Y.Pixel() + 7)
		ob.XVel = -0x400
		if par.Render&physics.S2XFlip != 0 {
			ob.XVel = 0x400
			setXPixel(ob, ob.X.Pixel()+8)
		}
		ob.Coll = 0x99
	}
	objMove(ob)
	if x := uint16(ob.X.Pixel()); x < 0x2AB0 || x >= 0x2BF0 {
		s.deleteObject(k)
	}
}

// mtzOrb is Obj53 by routine: 0 init (itself and six more), 2 circling
// the boss, 4 breaking away, 6 bouncing along the floor, 8 bursting.
func (s *engine) mtzOrb(k int) {
	ob := s.slot(k)
	switch ob.Routine {
	case 0:
		// Obj53_Init
		parent := ob.Parent
		for i := 0; i < mtzOrbCount; i++ {
			j := k
			if i > 0 {
				if j = s.allocate(); j < 0 {
					return
				}
			}
			o := s.slot(j)
			*o = physics.S2Obj{ID: s2MTZOrb, Layout: -1, Parent: parent, Width: 0x20, Routine: 2, MapFrame: 5,
				Coll: 0x87, CollProp: 2}
			o.Logs[0], o.Logs[2] = int16(mtzOrbAngles[i]), int16(mtzOrbAngles[i])
		}
	case 2:
		s.mtzOrbMain(k)
	case 4:
		s.mtzOrbTimer(ob)
		// Obj53_BreakAway
		objMoveAndFall(ob)
		ob.YVel -= 0x20
		if ob.YVel >= 0x180 {
			ob.YVel = 0x180
		}
		if uint16(ob.Y.Pixel()) >= mtzFloorY {
			setYPixel(ob, mtzFloorY)
			ob.Timer2 = mtzFloorY
			ob.Timer = 1
			ob.Routine = 6
			s.mtzOrbFace(ob)
		}
		mtzOrbAnimate(ob)
	case 6:
		// Obj53_BounceAround
		s.mtzOrbTimer(ob)
		st := s.st
		if st.Obj.Hurt || st.P2.On && st.P2.Body.Hurt || int8(ob.CollProp) <= -2 {
			// Obj53_CheckPlayerHit: it bursts
			ob.MapFrame, ob.Anim = 0x14, 6
		}
		if ob.MapFrame != 0xB {
			mtzOrbAnimate(ob)
			return
		}
		sin, _ := physics.SinCos(uint8(ob.Timer))
		y := int(int16(-sin)>>2) + int(ob.Timer2)
		if uint16(y) >= mtzFloorY {
			setYPixel(ob, mtzFloorY)
			s.mtzOrbFace(ob)
			ob.Timer = 1
			return
		}
		setYPixel(ob, y)
		ob.Timer = int16(uint8(ob.Timer + 1))
		if ob.Timer&1 != 0 {
			d := -1
			if ob.Render&physics.S2XFlip != 0 {
				d = 1
			}
			setXPixel(ob, ob.X.Pixel()+d)
		}
	case 8:
		// Obj53_Burst
		if p := parentOf(ob); p >= 0 && s.slot(p).ID == s2MTZBoss {
			s.slot(p).Timer--
		}
		s.deleteObject(k)
	}
}

// mtzOrbTimer is objoff_32: 60 frames after breaking away the clone
// becomes touchable as collision $DA.
func (s *engine) mtzOrbTimer(ob *physics.S2Obj) {
	if int8(ob.B3F) < 0 {
		return
	}
	ob.B3F--
	if int8(ob.B3F) < 0 {
		ob.Coll = 0xDA
	}
}

// mtzOrbAnimate is Obj53_Animate: hit twice (collision_property -2 or
// less) it starts bursting (the next routine, Ani_obj53's script 6),
// then AnimateSprite.
func mtzOrbAnimate(ob *physics.S2Obj) {
	if int8(ob.CollProp) <= -2 {
		ob.MapFrame, ob.Anim = 0x14, 6
		ob.Routine += 2
	}
	animateSprite(ob, mtzOrbAnims)
}

// mtzOrbFace is Obj53_FaceLeader: x-flipped while the main character is
// right of it.
func (s *engine) mtzOrbFace(ob *physics.S2Obj) {
	ob.Render &^= physics.S2XFlip
	if s.st.X.Pixel()-ob.X.Pixel() >= 0 {
		ob.Render |= physics.S2XFlip
	}
}

// mtzOrbMain is Obj53_Main: circling the boss (Obj53_OrbitBoss); when
// the boss asks (objoff_38) the first orb to run breaks away (-$400 up,
// $80 away from Sonic, towards the middle near the arena's sides); an
// orb whose collision_property is not 2 clears the boss's collision
// every frame (Obj53_ClearBossCollision; nothing lowers it while it
// circles).
func (s *engine) mtzOrbMain(k int) {
	ob := s.slot(k)
	p := parentOf(ob)
	if p < 0 || s.slot(p).ID != s2MTZBoss {
		s.deleteObject(k)
		return
	}
	boss := s.slot(p)
	ob.Logs[4] = int16(boss.Y.Pixel() - 4)
	ob.Logs[5] = int16(boss.X.Pixel())
	if boss.Flag {
		boss.Flag = false
		boss.Timer++
		ob.Routine = 4
		ob.B3F = 60
		ob.Anim = 2
		ob.YVel = -0x400
		d1 := -0x80
		if s.st.X.Pixel()-ob.X.Pixel() < 0 {
			d1 = 0x80
		}
		if x := uint16(ob.X.Pixel()); x < 0x2AF0 {
			d1 = 0x80
		} else if x >= 0x2BB0 {
			d1 = -0x80
		}
		ob.Render &^= physics.S2XFlip
		if d1 >= 0 {
			ob.Render |= physics.S2XFlip
		}
		ob.XVel = physics.Fixed(d1)
	} else if ob.CollProp != 2 {
		boss.Coll = 0
	}
	mtzOrbit(ob, boss)
}

// mtzOrbit is Obj53_OrbitBoss: x is the boss's plus the sine of the
// orb's angle times the ring's radius; y the boss's (less 4) plus the
// sine of its second angle times the ring's height (or $10 with the ring
// folding, on the folded angle); the angles step by 4 and 8; folding,
// the folded angle opens to $40 ($FF) or closes to 0 ($80).
func mtzOrbit(ob, boss *physics.S2Obj) {
	sinA, _ := physics.SinCos(uint8(ob.Logs[0]))
	x := (int32(int16(int32(0x100)*int32(uint8(boss.Logs[0])))) * int32(int16(sinA))) >> 16
	setXPixel(ob, int(ob.Logs[5])+int(x))
	h := int32(uint8(boss.Logs[1]))
	a := uint8(ob.Logs[2])
	fold := boss.Logs[2] != 0
	if fold {
		h = 0x10
		a = uint8(ob.Logs[3])
	}
	sinB, _ := physics.SinCos(a)
	y := (int32(int16(h*0x100)) * int32(int16(sinB))) >> 16
	setYPixel(ob, int(ob.Logs[4])+int(y))
	ob.Logs[0] = int16(uint8(ob.Logs[0] + 4))
	if !fold {
		ob.Logs[2] = int16(uint8(ob.Logs[2] + 8))
		return
	}
	switch uint8(boss.Logs[2]) {
	case 0xFF:
		if uint8(ob.Logs[3]) < 0x40 {
			ob.Logs[3] += 2
		}
	case 0x80:
		ob.Logs[3] -= 2
		if ob.Logs[3] >= 0 {
			return
		}
		ob.Logs[3] = 0
		boss.Logs[2] = 0
	default:
		boss.Logs[2] = 0
	}
}
