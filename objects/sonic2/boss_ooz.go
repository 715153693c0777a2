package sonic2

import "loopwright/physics"

// Obj55, Oil Ocean's boss (s2.asm Obj55): one object that changes what
// it is by boss_subtype (our Routine). The vehicle (2) surfaces from the
// oil at $2940 to y $290 (Boss_Y_vel -$80), hovers $A8 frames on a
// cosine, bobs up to $28C and dives back to $2D0 at $80; a hit (collision
// $F, 8 hits in boss_hitcount2) makes it dive at once and come back as
// the spiked claw rather than the laser shooter. The laser shooter (4)
// rises from $2B0 to $240 (collision $8A: it hurts), then three times
// picks one of four heights at random (never the same twice), moves there
// at $80, fires a laser ($AF, $400 a frame, $20 in front) and waits $28
// frames, and sinks back to $2B0 to become the vehicle again. The spiked
// claw (6) swings a head of collision $8A round a half circle of radius
// $68 from $28C0 or $29C0,$2A0 (the side Sonic is on), one angle a
// frame, then becomes the laser shooter. A laser at ground height
// ($25F) passing the arena's edge starts an energy wave ($8B) that runs
// along the floor in 8 parts, one every 6 frames. Beaten, the vehicle
// explodes ($B3 frames less the last $1E), sets Boss_defeated_flag and
// sinks a pixel a frame while the camera's right limit opens 2 a frame
// to $2A20; it is deleted at y $2D0.
//
// The state: Routine2 boss_routine (the laser's routine_secondary),
// MapFrame boss_sine_count, Base mainspr_mapframe, B3B Obj55_status (bit
// 7 hit, bit 6 diving), B3E boss_invulnerable_time, B3F Obj55_laser_pos,
// AnimDur Obj55_anim_frame_duration, Timer Obj55_shot_count; the wave's
// Timer2 Obj55_Wave_delay, Timer3 Obj55_Wave_count, Parent the laser's
// Obj55_Wave_parent. Only the player 1's x is read (MainCharacter): Tails
// hits and is hurt by it through TouchResponse as Sonic is. AnimateBoss
// and the palette flash only draw and are not modelled.

// Obj55 boss_subtype values.
const (
	oozMain    = 2
	oozShooter = 4
	oozChain   = 6
	oozLaser   = 8
)

// Obj55_status bits.
const (
	oozHit    = 0x80
	oozDiving = 0x40
)

// oozLaserTargets is Obj55_LaserTargets: the laser shooter's heights.
var oozLaserTargets = [4]int{0x238, 0x230, 0x240, 0x25F}

// oozWaveAnims is Ani_obj55 up to its third script (the wave's, $FA:
// the next routine_secondary, deletion).
var oozWaveAnims = [][]uint8{
	{9, 8, 8, 8, 8, 9, 9, 9, 9, 8, 8, 8, 8, 9, 9, 9, 9, 8, 8, 8, 8, 9, 9, 9, 9, 0xFF},
	{0xF, 1, 0xFF},
	{1, 0xD, 0x11, 0xE, 0x12, 0xF, 0x13, 0x10, 0x14, 0x14, 0x10, 0x13, 0xF, 0x12, 0xE, 0x11, 0xD, 0xFA},
}

// bossOOZ is Obj55 by boss_subtype.
func (s *engine) bossOOZ(k int) {
	ob := s.slot(k)
	switch ob.Routine {
	case 0:
		// Obj55_Init
		ob.Render |= physics.S2Child
		ob.Routine = oozMain
		ob.Coll = bossColl
		ob.HitCount = 8
		ob.Width = 0x40
	case oozMain:
		s.oozMain(k)
	case oozShooter:
		s.oozShooter(k)
	case oozChain:
		s.oozChain(k)
	case oozLaser:
		s.oozLaser(k)
	}
}

// oozFaceLeftOf sets x_flip as Obj55_Main_Init does: set when the main
// character is left of $293A (set is false) or right of it (set true).
func (s *engine) oozFlipBySide(ob *physics.S2Obj, rightSets bool) {
	ob.Render &^= physics.S2XFlip
	if (s.st.X.Pixel() >= 0x293A) == rightSets {
		ob.Render |= physics.S2XFlip
	}
}

// oozMain is Obj55_Main by boss_routine: 0 init, 2 surfacing, 4
// hovering, 6 diving, 8 beaten.
func (s *engine) oozMain(k int) {
	st := s.st
	ev := &st.S2.Ev
	ob := s.slot(k)
	switch ob.Routine2 {
	case 0:
		// Obj55_Main_Init
		setBossX(ev, 0x2940)
		s.oozFlipBySide(ob, false)
		setYPixel(ob, 0x2D0)
		setBossY(ev, 0x2D0)
		ob.Base = 8
		ob.Routine2 = 2
		ev.BossYVel = -0x80
		ob.Coll = bossColl
		ob.MapFrame = 0
		ob.B3B = 0
		ev.BossCollRoutine = 0
		return
	case 2:
		// Obj55_Main_Surface
		s.bossMove()
		setXPixel(ob, bossPixel(ev.BossX))
		oozHover(ob, ev)
		if bossPixel(ev.BossY) < 0x290 {
			setBossY(ev, 0x290)
			ob.Routine2 = 4
			ev.BossCountdown = 0xA8
		}
	case 4:
		// Obj55_Main_Wait
		if ob.B3B&oozHit == 0 {
			oozHover(ob, ev)
			ev.BossCountdown--
			if ev.BossCountdown >= 0 {
				break
			}
		}
		ob.Routine2 = 6
		ev.BossYVel = -0x40 // bob up before diving
	case 6:
		// Obj55_Main_Dive
		s.bossMove()
		setYPixel(ob, bossPixel(ev.BossY))
		setXPixel(ob, bossPixel(ev.BossX))
		if ob.B3B&oozDiving == 0 {
			if bossPixel(ev.BossY) < 0x28C {
				setBossY(ev, 0x28C)
				ev.BossYVel = 0x80
				ob.B3B |= oozDiving
			}
			break
		}
		if uint16(bossPixel(ev.BossY)) >= 0x2D0 {
			setBossY(ev, 0x2D0)
			ob.Routine2 = 0
			ob.Routine = oozShooter
			if ob.B3B&oozHit != 0 {
				ob.Routine = oozChain
			}
		}
	case 8:
		s.oozDefeated(k)
		return
	}
	s.oozHandleHits(k)
}

// oozHover is Obj55_HoverPos: y is Boss_Y_pos plus the cosine of
// boss_sine_count over 128; the count steps by 4.
func oozHover(ob *physics.S2Obj, ev *physics.S2Events) {
	_, cos := physics.SinCos(ob.MapFrame)
	setYPixel(ob, bossPixel(ev.BossY)+int(int16(cos)>>7))
	ob.MapFrame += 4
}

// oozHandleHits is Obj55_HandleHits: Boss_HandleHits (out of hits: beaten,
// Boss_Countdown $B3, boss_routine 8; after a hit $20 frames untouchable)
// and, whenever the invulnerable time is $1F, the hit bit of
// Obj55_status. Its invulnerable time is kept across the other forms: a
// hit while it still runs starts no new count. The $1F test does not
// look at the collision: a hit on the frame the dive ends leaves the time
// at $1F while the other forms run (only the vehicle counts it down), so
// the vehicle comes back with collision $F and the bit set on each of its
// frames (it dives at once and comes back as the spiked claw) until the
// next hit moves the count on.
func (s *engine) oozHandleHits(k int) {
	ob := s.slot(k)
	if ob.Routine2 < 8 {
		if ob.HitCount == 0 {
			// Boss_Defeat. Beaten in the frame the dive made it the
			// laser shooter, it runs the shooter's routine 8 (Lower: at
			// once the vehicle again, beaten anew); as the spiked claw
			// the game's table has no routine 8 (its code crashes): it
			// is the vehicle again, as in the fixed build
			// (docs/assumptions.md).
			s.st.S2.Ev.BossCountdown = 0xB3
			ob.Routine2 = 8
			if ob.Routine == oozChain {
				ob.Routine = oozMain
			}
		} else {
			bossFlash(ob, bossColl)
		}
	}
	if ob.B3E == 0x1F {
		ob.B3B |= oozHit
	}
}

// oozDefeated is Obj55_Main_Defeated: explosions until Boss_Countdown is
// below $1E, then still until it runs out; then Boss_defeated_flag, and
// it sinks a pixel a frame while the right limit opens 2 a frame to
// $2A20, deleted once there at y $2D0 or lower.
func (s *engine) oozDefeated(k int) {
	st := s.st
	ev := &st.S2.Ev
	ob := s.slot(k)
	ev.BossCountdown--
	if ev.BossCountdown >= 0 {
		if ev.BossCountdown >= 0x1E {
			s.bossLoadExplosion(k)
		} else {
			ob.Base = 0xB
		}
		return
	}
	ev.BossDefeated = true
	if st.Cam.MaxX >= 0x2A20 {
		st.Cam.MaxX = 0x2A20
		if uint16(ob.Y.Pixel()) >= 0x2D0 {
			s.deleteObject(k)
			return
		}
	} else {
		st.Cam.MaxX += 2
	}
	setYPixel(ob, ob.Y.Pixel()+1)
}

// oozShooter is Obj55_LaserShooter by boss_routine: 0 init, 2 rising, 4
// choosing a height, 6 moving there and firing, 8 sinking.
func (s *engine) oozShooter(k int) {
	st := s.st
	ev := &st.S2.Ev
	ob := s.slot(k)
	switch ob.Routine2 {
	case 0:
		// Obj55_LaserShooter_Init
		setBossX(ev, 0x2940)
		s.oozFlipBySide(ob, true)
		setBossY(ev, 0x2B0)
		setYPixel(ob, 0x2B0)
		ob.Routine2 = 2
		ob.Coll = 0x8A
		ob.Base = 5
		ev.BossYVel = -0x80
		ob.B3F = 0
		ev.BossCollRoutine = 1
		return
	case 2:
		s.bossMove()
		if bossPixel(ev.BossY) < 0x240 {
			setBossY(ev, 0x240)
			ev.BossYVel = 0
			ob.Routine2 = 4
			ev.BossCountdown = 0x80
			ob.Timer = 3
		}
	case 4:
		// Obj55_LaserShooter_ChooseTarget
		oozFiringFrame(ob)
		ev.BossCountdown--
		if ev.BossCountdown != 0 {
			break
		}
		ob.Timer--
		if ob.Timer < 0 {
			ev.BossYVel = 0x80
			ob.Routine2 = 8
			break
		}
		d0 := int(s.random())
		for {
			d0 = (d0 + 1) & 3
			if ob.B3F&(1<<d0) == 0 {
				break
			}
		}
		ob.B3F |= 1 << d0
		ev.BossCountdown = int16(oozLaserTargets[d0])
		ob.Routine2 = 6
		// Obj55_MoveTowardTarget
		ev.BossYVel = 0x80
		if int16(ev.BossCountdown)-int16(bossPixel(ev.BossY)) < 0 {
			ev.BossYVel = -0x80
		}
	case 6:
		// Obj55_LaserShooter_Aim
		s.bossMove()
		target, y := uint16(ev.BossCountdown), uint16(bossPixel(ev.BossY))
		if (ev.BossYVel < 0) == (target < y) {
			break
		}
		// Obj55_LaserShooter_Fire
		ev.BossYVel = 0
		ob.AnimDur = 8
		ob.Base = 6
		j := s.allocate()
		if j < 0 {
			break
		}
		*s.slot(j) = physics.S2Obj{ID: s2OOZBoss, Routine: oozLaser, Layout: -1, Parent: int16(k + 1)}
		ob = s.slot(k)
		ob.Routine2 = 4
		ev.BossCountdown = 0x28
		ev.BossYVel = -0x80
	case 8:
		// Obj55_LaserShooter_Lower
		oozFiringFrame(ob)
		s.bossMove()
		if uint16(bossPixel(ev.BossY)) >= 0x2B0 {
			setBossY(ev, 0x2B0)
			ev.BossYVel = 0
			ob.Routine2 = 0
			ob.Routine = oozMain
			return
		}
	}
	ob = s.slot(k)
	// Obj55_LaserShooter_FacePlayer
	if d := st.X.Pixel() - ob.X.Pixel(); d < 0 {
		if d+8 <= 0 {
			ob.Render &^= physics.S2XFlip
		}
	} else if d-8 >= 0 {
		ob.Render |= physics.S2XFlip
	}
	// Obj55_LaserShooter_Wind: the shooter twists round Boss_X/Y_pos (its
	// chain only draws).
	sin, cos := physics.SinCos(ob.MapFrame)
	setXPixel(ob, bossPixel(ev.BossX)+int(int16(cos)>>4))
	setYPixel(ob, bossPixel(ev.BossY)+int(int16(sin)>>6))
	ob.MapFrame += 2
}

// oozFiringFrame counts down the shooting frame's display
// (Obj55_anim_frame_duration) and shows the idle frame when it ends.
func oozFiringFrame(ob *physics.S2Obj) {
	ob.AnimDur--
	if ob.AnimDur == 0 {
		ob.Base = 5
	}
}

// oozChain is Obj55_SpikeChain: 0 init (at $28C0, or $29C0 x-flipped
// when Sonic is right of $293A; y $2A0), 2 swinging its head one angle a
// frame round a radius of $68 from the angle $40 on, until
// boss_sine_count reaches $FE: then the laser shooter.
func (s *engine) oozChain(k int) {
	st := s.st
	ev := &st.S2.Ev
	ob := s.slot(k)
	if ob.Routine2 == 0 {
		setBossX(ev, 0x28C0)
		ob.Render &^= physics.S2XFlip
		if st.X.Pixel() >= 0x293A {
			setBossX(ev, 0x29C0)
			ob.Render |= physics.S2XFlip
		}
		setBossY(ev, 0x2A0)
		ob.Base = 2
		ob.Coll = 0x8A
		ob.Routine2 = 2
		ob.Width = 0x80
		ob.MapFrame = 0
		ev.BossCollRoutine = 2
		return
	}
	// Obj55_SpikeChain_Move, Obj55_SpikeChain_Rotate
	sin, cos := physics.SinCos(ob.MapFrame + 0x40)
	dx := int(int16((int32(int16(cos)) * 0x68) >> 8))
	if ob.Render&physics.S2XFlip == 0 {
		dx = -dx
	}
	setXPixel(ob, bossPixel(ev.BossX)+dx)
	setYPixel(ob, bossPixel(ev.BossY)+int(int16((int32(int16(sin))*0x68)>>8)))
	ob.MapFrame++
	if ob.MapFrame >= 0xFE {
		ob.Routine2 = 0
		ob.Routine = oozShooter
		return
	}
	// Obj55_SpikeChain_SetAnimFrame
	switch a := ob.MapFrame; {
	case a < 0x52:
		ob.Base = 0x15
	case a < 0x6B:
		ob.Base = 3
	case a < 0x92:
		ob.Base = 2
	default:
		ob.Base = 4
	}
}

// oozLaser is Obj55_Laser by routine_secondary: 0 init (at the shooter,
// $20 in front, $400 a frame its way; collision $AF), 2 flying (a wave
// where it meets the floor at the arena's edge; deleted beyond $2870 or
// $2A10), 4 the energy wave, 6 deleted.
func (s *engine) oozLaser(k int) {
	ob := s.slot(k)
	switch ob.Routine2 {
	case 0:
		ob.Routine2 = 2
		p := parentOf(ob)
		if p < 0 {
			s.deleteObject(k)
			return
		}
		par := s.slot(p)
		ob.X, ob.Y = physics.FromPixels(par.X.Pixel()), physics.FromPixels(par.Y.Pixel())
		ob.MapFrame = 0xC
		d0 := -0x20
		ob.XVel = -0x400
		if par.Render&physics.S2XFlip != 0 {
			d0, ob.XVel = -d0, -ob.XVel
		}
		setXPixel(ob, ob.X.Pixel()+d0)
		ob.Coll = 0xAF
	case 2:
		s.oozLaserGround(k)
		ob = s.slot(k)
		objMove(ob)
		if x := uint16(ob.X.Pixel()); x < 0x2870 || x >= 0x2A10 {
			s.deleteObject(k)
		}
	case 4:
		s.oozWave(k)
	default:
		s.deleteObject(k)
	}
}

// oozLaserGround is Obj55_Laser_ChkGround: a laser at y $250 or lower
// crossing x $297C-$297F going right starts a wave at $2988, or
// $2900-$2903 going left one at $28F8 (Obj55_Laser_CreateWave:
// collision $8B, Obj55_Wave_delay 5, Obj55_Wave_count 7, the laser's
// speed).
func (s *engine) oozLaserGround(k int) {
	ob := s.slot(k)
	if uint16(ob.Y.Pixel()) < 0x250 {
		return
	}
	x := uint16(ob.X.Pixel())
	var wx int
	switch {
	case ob.XVel >= 0 && x >= 0x297C && x < 0x2980:
		wx = 0x2988
	case ob.XVel < 0 && x >= 0x2900 && x < 0x2904:
		wx = 0x28F8
	default:
		return
	}
	j := s.allocate()
	if j < 0 {
		return
	}
	*s.slot(j) = physics.S2Obj{ID: s2OOZBoss, Routine: oozLaser, Routine2: 4, Layout: -1, Coll: 0x8B,
		Anim: 2, MapFrame: 0xD, Timer2: 5, Timer3: 7, XVel: s.slot(k).XVel,
		X: physics.FromPixels(wx), Y: physics.FromPixels(0x250)}
}

// oozWave is Obj55_Wave: once its delay (5) runs out, while its count
// lasts it makes a copy of itself 16 pixels further its way (its
// animation restarted, delay 5, the count one less) and waits $C7; its
// animation (Ani_obj55's third script) ends it.
func (s *engine) oozWave(k int) {
	ob := s.slot(k)
	ob.Timer2--
	if ob.Timer2 < 0 {
		ob.Timer2 = 0xC7
		ob.Timer3--
		if ob.Timer3 >= 0 {
			if j := s.allocateAfter(k); j >= 0 {
				c := *ob
				c.Timer2 = 5
				c.Anim, c.PrevAnim = 2, 0
				d := 0x10
				if c.XVel < 0 {
					d = -d
				}
				setXPixel(&c, c.X.Pixel()+d)
				*s.slot(j) = c
			}
		}
	}
	ob = s.slot(k)
	animateFA(ob, oozWaveAnims)
	s.markGone(k, ob.X.Pixel())
}

// setBossX and setBossY are a word written to Boss_X_pos or Boss_Y_pos:
// the whole pixels, the fraction kept.
func setBossX(ev *physics.S2Events, px int) { ev.BossX = int32(px)<<16 | ev.BossX&0xFFFF }

func setBossY(ev *physics.S2Events, px int) { ev.BossY = int32(px)<<16 | ev.BossY&0xFFFF }
