package sonic2

import "loopwright/physics"

// Obj52, Hill Top's boss (s2.asm Obj52): Robotnik's lava vehicle rises
// out of the lava on one side of the arena (right at $3040 to y $4FC, or
// left at $2F40 to $518), hovers (a cosine of 1/128 amplitude) while its
// flamethrower fires (Obj52 subtype 4: a flame at -4 a frame that hurts),
// sinks back (Boss_Y_vel $E0) throwing two lava balls (subtype 6: they
// hurt and turn into fire on the floor, Obj20), and comes up again on
// Sonic's side, facing him. It is a multi-sprite boss of 8 hits
// (boss_hitcount2, collision $32); beaten it explodes for $B3 frames,
// smoking (subtype 8), then sinks and the camera's right limit opens to
// $3160.
//
// The main object's state: Routine2 is boss_routine, Flag boss_defeated
// (the right side), MapFrame boss_sine_count, B3F objoff_3E (the stage
// timer, a byte), Index objoff_38 (the lava balls are out), Timer3
// mainspr_childsprites, Logs[0] and Logs[1] mainspr_mapframe and
// sub2_mapframe (AnimateBoss), B3E the invulnerability; the boss's
// position is Boss_X_pos/Boss_Y_pos (State.S2.Ev).

// Obj52 subtypes (boss_subtype, our Routine).
const (
	htzMobile = 2
	htzFlame  = 4
	htzLava   = 6
	htzSmoke  = 8
)

// htzBossColl is Obj52's collision_flags while it can be hit.
const htzBossColl = 0x32

// aniObj52 is Ani_obj52 (AnimateBoss and AnimateSprite scripts).
var aniObj52 = [8][]uint8{
	{1, 2, 3, 0xFD, 1},
	{2, 4, 5, 0xFD, 2},
	{3, 6, 7, 0xFD, 3},
	{4, 8, 9, 0xFD, 4},
	{5, 0xA, 0xB, 0xFE},
	{3, 0xC, 0xD, 0xFF},
	{0xF, 1, 0xFF},
	{3, 0xE, 0xF, 0xFF},
}

// bossHTZ is Obj52.
func (s *engine) bossHTZ(k int) {
	switch s.slot(k).Routine {
	case 0:
		s.htzInit(k)
	case htzMobile:
		s.htzMobile(k)
	case htzFlame:
		s.htzFlame(k)
	case htzLava:
		s.htzLavaBall(k)
	case htzSmoke:
		s.htzSmoke(k)
	}
}

// htzInit is Obj52_Init: at $3040,$580 (the right side), rising at
// -$E0, 8 hits, the animation array reset (loc_2FCEA).
func (s *engine) htzInit(k int) {
	ob := s.slot(k)
	ev := &s.st.S2.Ev
	ob.Width = 0x90
	setXPixel(ob, 0x3040)
	setYPixel(ob, 0x580)
	ob.Flag = true
	ob.Logs[0] = 1
	ob.Routine = htzMobile
	ob.Render |= physics.S2Child
	ob.Coll = htzBossColl
	ob.HitCount = 8
	ev.BossYVel = -0xE0
	ev.BossX, ev.BossY = int32(0x3040)<<16, int32(0x580)<<16
	ob.B3E = 0
	ob.BaseX, ob.BaseY = 0x3040, 0x580
	ob.Logs[1] = 2
	ev.BossAnim[0], ev.BossAnim[1], ev.BossAnim[2], ev.BossAnim[3] = 6, 0, 0x10, 0
}

// bossMove is Boss_MoveObject: Boss_X_pos and Boss_Y_pos move by
// Boss_X_vel and Boss_Y_vel.
func (s *engine) bossMove() {
	ev := &s.st.S2.Ev
	ev.BossX += int32(ev.BossXVel) << 8
	ev.BossY += int32(ev.BossYVel) << 8
}

// bossYPixel is Boss_Y_pos's whole pixels.
func bossPixel(v int32) int { return int(int16(v >> 16)) }

// htzMobile is Obj52_Mobile, by boss_routine: 0 rising, 2 the
// flamethrower (Obj52_Mobile_Flamethrower: 60 frames of hovering, then
// a flame every $48 frames, hovering on except on a flame's frame), 4
// beginning to sink, 6 sinking, 8 beaten.
func (s *engine) htzMobile(k int) {
	ob := s.slot(k)
	ev := &s.st.S2.Ev
	switch ob.Routine2 {
	case 0:
		ev.BossCollRoutine = 0
		s.bossMove()
		top := 0x518
		if ob.Flag {
			top = 0x4FC
		}
		if bossPixel(ev.BossY) <= top {
			ev.BossYVel = 0
			ob.MapFrame = 4
			ob.Routine2 = 2
			ob.B3F = 60
		}
		setYPixel(ob, bossPixel(ev.BossY))
		s.htzHits(k)
	case 2:
		ob.B3F--
		if int8(ob.B3F) >= 0 {
			s.htzHover(k)
			return
		}
		// Boss_CollisionRoutine 1 would give the flame sprite a box
		// (BossCollision_HTZ), but BossSpecificCollision runs only for
		// collision_flags $F and this boss has $32: the game never
		// reaches it; the flame object (subtype 4) is what hurts.
		ev.BossCollRoutine = 1
		ob.Timer3 = 1
		if int8(ob.B3F) != -0x18 {
			s.htzHover(k) // it hovers on between the flames
			return
		}
		if j := s.allocate(); j >= 0 {
			ob = s.slot(k)
			*s.slot(j) = physics.S2Obj{ID: s2HTZBoss, Routine: htzFlame, Layout: -1,
				Render: ob.Render & physics.S2XFlip,
				X:      physics.FromPixels(ob.X.Pixel()), Y: physics.FromPixels(ob.Y.Pixel())}
			ob.B3F = 0x2F
		}
		s.htzAfterHover(k) // the flame's frame (or a failed allocation): no hover
	case 4:
		ev.BossCollRoutine = 0
		ob.Timer3 = 0
		ev.BossAnim[2], ev.BossAnim[3] = 0x10, 0
		ob.B3F--
		if ob.B3F != 0 {
			s.htzHover(k)
			return
		}
		ev.BossYVel = 0xE0
		ob.Routine2 = 6
		ob.BaseX, ob.BaseY = int16(ob.X.Pixel()), int16(ob.Y.Pixel())
	case 6:
		s.htzLower(k)
	case 8:
		s.htzDefeated(k)
	}
}

// htzHover is Obj52_Mobile_Hover: y is Boss_Y_pos plus the cosine of
// boss_sine_count over 128, which steps by 4; then loc_2FDAA.
func (s *engine) htzHover(k int) {
	ob := s.slot(k)
	_, cos := physics.SinCos(ob.MapFrame)
	setYPixel(ob, bossPixel(s.st.S2.Ev.BossY)+int(int16(cos)>>7))
	ob.MapFrame += 4
	s.htzAfterHover(k)
}

// htzAfterHover is loc_2FDAA: the hits, the flame sprite's position, the
// boss's animation (whose last flame script moves boss_routine on).
func (s *engine) htzAfterHover(k int) {
	s.htzHits(k)
	ob := s.slot(k)
	ob.BaseX, ob.BaseY = int16(ob.X.Pixel()), int16(ob.Y.Pixel())
	s.animateBoss(k, aniObj52[:])
}

// htzLower is Obj52_Mobile_Lower: sinking, it throws its lava balls
// (once, at y $538 on the left or $548 on the right); at the bottom ($5A0
// or $580) it moves to Sonic's side (right of $2FC0: $3040 at $580, else
// $2F40 at $5A0), faces him and rises again.
func (s *engine) htzLower(k int) {
	st := s.st
	ev := &st.S2.Ev
	s.bossMove()
	ob := s.slot(k)
	throw, bottom := 0x538, 0x5A0
	if ob.Flag {
		throw, bottom = 0x548, 0x580
	}
	if bossPixel(ev.BossY) >= throw && ob.Index == 0 {
		ob.Index = 1
		if j := s.allocate(); j >= 0 {
			ob = s.slot(k)
			*s.slot(j) = physics.S2Obj{ID: s2HTZBoss, Routine: htzLava, Layout: -1,
				X: physics.FromPixels(ob.X.Pixel()), Y: physics.FromPixels(ob.Y.Pixel())}
		}
	}
	ob = s.slot(k)
	if bossPixel(ev.BossY) >= bottom {
		ev.BossY = int32(bottom)<<16 | ev.BossY&0xFFFF
		ev.BossYVel = -0xE0
		ob.Routine2 = 0
		ob.Index = 0
		if st.X.Pixel()-0x2FC0 >= 0 {
			ev.BossY = int32(0x580)<<16 | ev.BossY&0xFFFF
			setXPixel(ob, 0x3040)
			ob.Flag = true
		} else {
			setXPixel(ob, 0x2F40)
			ev.BossY = int32(0x5A0)<<16 | ev.BossY&0xFFFF
			ob.Flag = false
		}
		if ob.X.Pixel() > st.X.Pixel() {
			ob.Render &^= physics.S2XFlip
		} else {
			ob.Render |= physics.S2XFlip
		}
	}
	setYPixel(ob, bossPixel(ev.BossY))
	s.htzHits(k)
}

// htzHits is loc_300A4: Boss_HandleHits with collision $32; out of hits,
// Obj52_Defeat (Boss_Countdown $B3, boss_routine 8).
func (s *engine) htzHits(k int) {
	ob := s.slot(k)
	if ob.Routine2 >= 8 {
		return
	}
	if ob.HitCount == 0 {
		s.st.S2.Ev.BossCountdown = 0xB3
		ob.Routine2 = 8
		return
	}
	bossFlash(ob, htzBossColl)
}

// htzDefeated is Obj52_Mobile_Defeated: explosions while Boss_Countdown
// runs ($1E frames from the end the picture changes), smoke every $20th
// frame from then, and $3C frames after it Boss_defeated_flag; it sinks
// 2 a frame while the camera's right limit opens to $3160 and is
// deleted off screen or below $578 ($588 on the right).
func (s *engine) htzDefeated(k int) {
	st := s.st
	ev := &st.S2.Ev
	ob := s.slot(k)
	ob.Timer3 = 0
	ev.BossCountdown--
	if ev.BossCountdown >= 0 {
		if ev.BossCountdown <= 0x1E {
			ob.Logs[0] = 0x10
			s.bossLoadExplosion(k)
			if st.S2.Vint&0x1F == 0 {
				s.htzSmokeSpawn(k)
			}
			return
		}
		s.bossLoadExplosion(k)
		return
	}
	if st.S2.Vint&0x1F == 0 {
		s.htzSmokeSpawn(k)
	}
	if ev.BossCountdown > -0x3C {
		return
	}
	ev.BossDefeated = true
	ob = s.slot(k)
	setYPixel(ob, ob.Y.Pixel()+2)
	if st.Cam.MaxX < 0x3160 {
		st.Cam.MaxX += 2
		return
	}
	gone := ob.Render&physics.S2OnScreen == 0
	if ob.Flag {
		gone = gone || ob.Y.Pixel() > 0x588
	} else {
		gone = gone || ob.Y.Pixel() > 0x578
	}
	if gone {
		st.Cam.MaxX = 0x3160
		s.deleteObject(k)
	}
}

// htzSmokeSpawn is Obj52_CreateSmoke: a smoke puff (subtype 8) $28 above
// the boss, drifting -$60,-$C0.
func (s *engine) htzSmokeSpawn(k int) {
	j := s.allocate()
	if j < 0 {
		return
	}
	ob := s.slot(k)
	*s.slot(j) = physics.S2Obj{ID: s2HTZBoss, Routine: htzSmoke, Layout: -1, AnimDur: 0x11,
		X: physics.FromPixels(ob.X.Pixel()), Y: physics.FromPixels(ob.Y.Pixel() - 0x28), XVel: -0x60, YVel: -0xC0}
}

// htzSmoke is loc_30210: 4 frames of $12 runs, drifting; no collision.
func (s *engine) htzSmoke(k int) {
	ob := s.slot(k)
	ob.AnimDur--
	if int8(ob.AnimDur) < 0 {
		ob.AnimDur = 0x11
		ob.MapFrame++
		if ob.MapFrame == 4 {
			s.deleteObject(k)
			return
		}
	}
	ob.X += ob.XVel
	ob.Y += ob.YVel
}

// htzFlame is Obj52_FlameThrower: $1C above and $70 in front of the
// boss, it flies on at 4 a frame and hurts (collision $98) until
// MarkObjGone.
func (s *engine) htzFlame(k int) {
	ob := s.slot(k)
	if ob.Routine2 == 0 {
		ob.Routine2 = 2
		ob.Anim = 5
		ob.Coll = 0x98
		setYPixel(ob, ob.Y.Pixel()-0x1C)
		dx, v := -0x70, -4
		if ob.Render&physics.S2XFlip != 0 {
			dx, v = -dx, -v
		}
		setXPixel(ob, ob.X.Pixel()+dx)
		ob.XVel = physics.Fixed(v)
		return
	}
	setXPixel(ob, ob.X.Pixel()+int(ob.XVel))
	animateObj(ob, aniObj52[5])
	s.markGone(k, ob.X.Pixel())
}

// htzLavaBall is Obj52_LavaBall: the first run makes the pair (this slot
// and the first free one), thrown at -$1C00 and $1C00 (1/16 pixels) up
// at -$5400 (-$6400 away from $2F40), falling $380; they hurt (collision
// $8B) and on reaching the floor become fire (Obj20, routine $A, run
// at once: loc_30008 jumps to Obj20). Their
// 16.16 x and y are GXVel and GYVel.
func (s *engine) htzLavaBall(k int) {
	ob := s.slot(k)
	if ob.Routine2 == 0 {
		x, y := ob.X.Pixel(), ob.Y.Pixel()
		for d2 := 0; d2 < 2; d2++ {
			j := k
			if d2 == 1 {
				if j = s.allocate(); j < 0 {
					return
				}
			}
			b := s.slot(j)
			*b = physics.S2Obj{ID: s2HTZBoss, Routine: htzLava, Routine2: 2, Layout: -1, Anim: 7,
				Coll: 0x8B, XRad: 8, YRad: 8, Sub: uint8(d2),
				X: physics.FromPixels(x), Y: physics.FromPixels(y)}
			b.GXVel = physics.Fixed(int32(x) << 16)
			b.GYVel = physics.Fixed(int32(y) << 16)
			b.XVel = 0x1C00
			if d2 == 0 {
				b.XVel = -0x1C00
			}
			b.YVel = -0x5400
			if x != 0x2F40 {
				b.YVel = -0x6400
			}
		}
		return
	}
	ob.GXVel += physics.Fixed(int32(int16(ob.XVel)) << 4)
	ob.GYVel += physics.Fixed(int32(int16(ob.YVel)) << 4)
	ob.YVel = physics.Fixed(int16(ob.YVel + 0x380))
	ob.X = physics.FromPixels(int(int16(ob.GXVel>>16))) | ob.X&0xFF
	ob.Y = physics.Fixed(int32(ob.GYVel) >> 8)
	if d := s.objFloorDist(ob.X.Pixel(), ob.Y.Pixel()+int(ob.YRad), false); d < 0 {
		ob.Y += physics.FromPixels(d)
		// The fire on the floor (Obj20's routine $A).
		ob.ID, ob.Routine, ob.Anim, ob.MapFrame = s2LavaBubble, 0xA, 2, 0
		ob.AnimFrame, ob.AnimDur = 0, 0
		ob.YVel = 0
		ob.Timer, ob.Index = 9, 3
		s.lavaFire(k) // JmpTo_Obj20: the fire's routine runs this frame
		return
	}
	animateObj(ob, aniObj52[7])
	s.markGone(k, ob.X.Pixel())
}

// s2LavaBubble is Obj20, Hill Top's lava bubble and fire.
const s2LavaBubble = 0x20

// animateBoss is AnimateBoss for the boss in slot k: Boss_AnimationArray
// holds, per sprite, its script (both nybbles: the last and the current),
// frame and timer; the main sprite's (when its mapframe is not 0) and the
// child sprites' (mainspr_childsprites of them) frames step by their
// scripts, whose commands restart ($FF), change script ($FD), jump ($FC)
// or move boss_routine on ($FE).
func (s *engine) animateBoss(k int, scripts [][]uint8) {
	ob := s.slot(k)
	arr := &s.st.S2.Ev.BossAnim
	if ob.Logs[0] != 0 {
		// A command ending the main sprite's part returns to
		// AnimateBoss, which goes on with the child sprites.
		s.animateBossEntry(ob, arr, 0, &ob.Logs[0], scripts)
	}
	i := 2
	for c := 0; c < int(ob.Timer3) && i+1 < len(arr) && 1+c < len(ob.Logs); c++ {
		if !s.animateBossEntry(ob, arr, i, &ob.Logs[1+c], scripts) {
			return
		}
		i += 2
	}
}

// animateBossEntry is AnimateBoss_Loop for one sprite; false when a $FE
// command ended the animation.
func (s *engine) animateBossEntry(ob *physics.S2Obj, arr *[16]uint8, i int, frame *int16, scripts [][]uint8) bool {
	b0 := arr[i]
	id1, id2 := b0>>4, b0&0xF
	d5 := id2<<4 | id2
	d1 := arr[i+1] >> 4
	d0 := arr[i+1]
	if id1 != id2 {
		d0, d1 = 0, 0
	}
	d0 = (d0 & 0xF) - 1
	if int8(d0) < 0 {
		if int(id2) >= len(scripts) {
			return true
		}
		sc := scripts[id2]
		d0 = sc[0]
		at := func(n int) uint8 {
			if n < len(sc) {
				return sc[n]
			}
			return 0xFF
		}
		d2 := at(1 + int(d1))
		if d2&0x80 != 0 {
			switch d2 {
			case 0xFF:
				d1 = 0
				d2 = at(1)
			case 0xFE:
				ob.Routine2 += 2
				return false
			case 0xFD:
				d5 = d5&0xF0 | at(2+int(d1))
				arr[i+1] = d1<<4 | d0
				arr[i] = d5
				return true
			case 0xFC:
				d1 = at(2 + int(d1))
				d2 = at(1 + int(d1))
			default:
				return false
			}
		}
		*frame = int16(d2 & 0x7F)
		d1++
	}
	arr[i+1] = d1<<4 | d0
	arr[i] = d5
	return true
}

// aniObj20Fire is Ani_obj20's script 2: the fire's frames, then the next
// routine ($C: deleted).
var aniObj20Fire = []uint8{5, 4, 5, 2, 3, 0, 1, 0, 1, 2, 3, 4, 5, aniEndNext}

// lavaFire is Obj20's routines $A and $C (loc_231D2): the fire a lava
// ball leaves on the floor hurts (collision $8B) while its animation runs
// (12 frames of 6 runs), then is deleted; every $80 runs after its first
// 10 (objoff_32, Timer) it spreads, up to objoff_36 (Index) times, a copy
// $E further its way, put on the floor (FireCheckFloorDist).
func (s *engine) lavaFire(k int) {
	ob := s.slot(k)
	if ob.Routine != 0xA {
		s.deleteObject(k)
		return
	}
	ob.Timer--
	if ob.Timer < 0 {
		ob.Timer = 0x7F
		ob.Index--
		if ob.Index >= 0 {
			if j := s.allocateAfter(k); j >= 0 {
				c := *s.slot(k)
				c.Timer = 9
				c.Anim, c.PrevAnim, c.AnimFrame, c.AnimDur = 2, 0, 0, 0
				d := 0xE
				if c.XVel < 0 {
					d = -d
				}
				setXPixel(&c, c.X.Pixel()+d)
				c.Y += physics.FromPixels(s.objFloorDist(c.X.Pixel(), c.Y.Pixel()+int(c.YRad), false))
				*s.slot(j) = c
			}
		}
	}
	ob = s.slot(k)
	animateObj(ob, aniObj20Fire)
	s.markGone(k, ob.X.Pixel())
}
