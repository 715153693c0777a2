package sonic2

import "loopwright/physics"

// Obj5D, Chemical Plant's boss (s2.asm Obj5D). The Eggmobile appears at
// $2B80,$4B0, drops to y $4C0 and flies at $300 to one side of the
// arena ($2B30 right, $2A50 left, alternating), bobbing on a sine; there
// it stops and its pipe sucks up Mega Mack: the dripper drips 12 times
// (19 frames each) and each drip fills the glass container one step.
// Full, the boss follows the main character one pixel a frame, keeping
// 76 pixels to his right (between $2A28 and $2B70), while the container
// slides out from -$10 to -$58 pixels behind it; with the container
// out past -$40 and the main character under it, the container tips
// and $12 frames later the Mega Mack falls (collision $87: it hurts, a
// box 7 high under a radius of $20). When it lands (or falls below
// $518) the container slides back and the boss flies to the other side
// to fill again. It takes 8 hits (collision_property), each leaving it
// untouchable 32 frames; beaten, it explodes for $B3 frames, sinks and
// rises, and flies off right while the camera's right limit opens 2 a
// frame to $2C30, and is deleted off screen.
//
// Obj5D's pieces are objects of its id, by routine: 2 the Eggmobile,
// 4 the pipe (6 pumping, 8 retracting, $E its segments:
// boss_cpz_pipe.go), $A the dripper, $C the Mega Mack and its droplets,
// $10 the container (and its floor and filling), $12 the large pump on
// top, $14 the pieces falling off on defeat, $16 Robotnik, $18 the
// flame. Every piece takes its slot, timers and random numbers as in
// the game, drawing-only ones included; their animations and mapping
// frames are not modelled (the game never reaches the smoke, $1A).
//
// The Eggmobile's state: Routine2 routine_secondary; Status bit 0 x
// flip, bit 7 beaten; Logs[0] Obj5D_status (bit 3: at the left side),
// Logs[1] Obj5D_status2 (bit 0 filling, 1 a drip, 2 full, 3 dump, 4
// emptying, 5 tipping, 6 retreating, 7 floor made); Timer
// Obj5D_defeat_timer; B3E Obj5D_invulnerable_time; B3F
// Obj5D_hover_counter; Boss_X_pos/Boss_Y_pos Obj5D_x_pos_next and
// Obj5D_y_pos_next; Parent its Robotnik.

// Obj5D routines.
const (
	cpzMain      = 2
	cpzPipe      = 4
	cpzDripper   = 0xA
	cpzGunk      = 0xC
	cpzContainer = 0x10
	cpzFalling   = 0x14
	cpzRobotnik  = 0x16
	cpzFlame     = 0x18
)

// Obj5D_status2 bits (Logs[1] of the Eggmobile).
const (
	cpzFilling  = 1 << 0
	cpzDrip     = 1 << 1
	cpzFull     = 1 << 2
	cpzDump     = 1 << 3
	cpzEmptying = 1 << 4
	cpzTipping  = 1 << 5
	cpzRetreat  = 1 << 6
	cpzFloor    = 1 << 7
)

// bossCPZ is Obj5D.
func (s *engine) bossCPZ(k int) {
	switch s.slot(k).Routine {
	case 0:
		s.cpzInit(k)
	case cpzMain:
		s.cpzMain(k)
	case cpzPipe:
		s.cpzPipe(k)
	case cpzDripper:
		s.cpzDripper(k)
	case cpzGunk:
		s.cpzGunk(k)
	case cpzContainer:
		s.cpzContainer(k)
	case cpzPipePump:
		s.cpzPipePumpRun(k)
	case cpzPipeRetract:
		s.cpzPipeRetract(k)
	case cpzSegment:
		s.cpzSegment(k)
	case cpzPump:
		s.cpzPumpTop(k)
	case cpzRobotnik:
		s.cpzRobotnik(k)
	case cpzFlame:
		s.cpzFlame(k)
	case cpzFalling:
		s.cpzFallingPart(k)
	default:
		s.deleteObject(k)
	}
}

// cpzPart makes an Obj5D piece of routine r at the Eggmobile's place in
// the first free slot after slot after (AllocateObjectAfterCurrent), or
// returns -1.
func (s *engine) cpzPart(after, parent int, r, r2 uint8) int {
	j := s.allocateAfter(after)
	if j < 0 {
		return -1
	}
	p := s.slot(parent)
	*s.slot(j) = physics.S2Obj{ID: s2CPZBoss, Routine: r, Routine2: r2, Layout: -1, Width: 0x20,
		Parent: int16(parent + 1), X: p.X, Y: p.Y, Render: p.Render}
	return j
}

// cpzInit is Obj5D_Init: the Eggmobile at $2B80,$4B0 (collision $F, 8
// hits), Robotnik, unless the subtype is negative its flame and the
// large pump on top (a failed allocation skips to the container), and
// the container ($10 left of and $38 above it) and the pipe.
func (s *engine) cpzInit(k int) {
	ob := s.slot(k)
	ob.Width = 0x20
	setXPixel(ob, 0x2B80)
	setYPixel(ob, 0x4B0)
	ob.Coll = bossColl
	ob.CollProp = 8
	ob.Routine = cpzMain
	ob.Routine2 = 0
	ob.Logs[0], ob.Logs[1] = 0, 0
	ev := &s.st.S2.Ev
	ev.BossX, ev.BossY = int32(0x2B80)<<16, int32(0x4B0)<<16
	if j := s.cpzPart(k, k, cpzRobotnik, 0); j >= 0 {
		ob.Parent = int16(j + 1)
		if int8(ob.Sub) >= 0 && s.cpzPart(k, k, cpzFlame, 0) >= 0 {
			if p := s.cpzPart(k, k, cpzPump, 0); p >= 0 {
				s.slot(p).Render = 0
			}
		}
	}
	if j := s.cpzPart(k, k, cpzContainer, 0); j >= 0 {
		c := s.slot(j)
		c.Y -= physics.FromPixels(0x38)
		c.X -= physics.FromPixels(0x10)
		c.Timer = -0x10
	}
	s.cpzPart(k, k, cpzPipe, 0)
}

// cpzMain is Obj5D_Main: its routine (cpzRoutine), then the render
// flags take the status's flip.
func (s *engine) cpzMain(k int) {
	s.cpzRoutine(k)
	if ob := s.slot(k); ob.ID == s2CPZBoss {
		ob.Render = ob.Render&^physics.S2XFlip | ob.Status&1*physics.S2XFlip
	}
}

// cpzRoutine is Obj5D_Main's routine_secondary: 0 descending, 2 flying
// to a side, 4 filling, 6 following the main character, 8 exploding, $A
// sinking and rising, $C flying off.
func (s *engine) cpzRoutine(k int) {
	st := s.st
	ev := &st.S2.Ev
	ob := s.slot(k)
	if ob.Routine2 < 8 { // Obj5D_LookAtChar
		if st.X.Pixel()-ob.X.Pixel() > 0 {
			ob.Status |= 1
		} else {
			ob.Status &^= 1
		}
	}
	switch ob.Routine2 {
	case 0: // Obj5D_Main_Descend
		ob.YVel = 0x100
		s.cpzMove(ob)
		if bossPixel(ev.BossY) == 0x4C0 {
			ob.YVel = 0
			ob.Routine2 = 2
		}
	case 2: // Obj5D_Main_MoveTowardTarget
		tx := 0x2B30
		if ob.Logs[0]&8 != 0 {
			tx = 0x2A50
		}
		nx := bossPixel(ev.BossX)
		d := int(int16(tx - nx))
		if d < 0 {
			d = -d
		}
		if d > 3 {
			ob.XVel = -0x300
			if tx > nx {
				ob.XVel = 0x300
			}
			s.cpzMove(ob)
		} else if bossPixel(ev.BossY) == 0x4C0 { // Obj5D_Main_2_Stop
			ob.XVel, ob.YVel = 0, 0
			ob.Routine2 = 4
			ob.Logs[0] ^= 8
			ob.Logs[1] |= cpzFilling
		}
	case 4: // Obj5D_Main_Wait
		if ob.Logs[1]&cpzFilling == 0 {
			ob.Routine2 = 6
		}
	case 6: // Obj5D_Main_FollowPlayer
		want := st.X.Pixel() + 76
		nx := bossPixel(ev.BossX)
		switch {
		case want > nx:
			ev.BossX += 1 << 16
			if bossPixel(ev.BossX) >= 0x2B70 {
				ev.BossX = int32(0x2B70)<<16 | ev.BossX&0xFFFF
			}
		case want < nx:
			ev.BossX -= 1 << 16
			if bossPixel(ev.BossX) <= 0x2A28 {
				ev.BossX = int32(0x2A28)<<16 | ev.BossX&0xFFFF
			}
		}
	case 8: // Obj5D_Main_Explode
		ob.Timer--
		if ob.Timer >= 0 {
			s.bossLoadExplosion(k)
			return
		}
		ob = s.slot(k)
		ob.Status |= 1
		ob.Status &^= s2BossBeaten
		ob.XVel = 0
		ob.Routine2 = 0xA
		ob.Timer = -0x26
		return
	case 0xA: // Obj5D_Main_StopExploding
		ob.Timer++
		switch t := ob.Timer; {
		case t == 0:
			ob.YVel = 0
		case t < 0:
			ob.YVel += 0x18
		case t < 0x30:
			ob.YVel -= 8
		case t == 0x30:
			ob.YVel = 0 // PlayLevelMusic
		case t >= 0x38:
			ob.Routine2 = 0xC
		}
		s.cpzMove(ob)
	case 0xC: // Obj5D_Main_Retreat
		ob.Logs[1] |= cpzRetreat
		ob.XVel, ob.YVel = 0x400, -0x40
		if st.Cam.MaxX < 0x2C30 {
			st.Cam.MaxX += 2
		} else if ob.Render&physics.S2OnScreen == 0 {
			if r := parentOf(ob); r >= 0 && s.slot(r).ID == s2CPZBoss {
				s.deleteObject(r)
			}
			s.deleteObject(k)
			return
		}
		s.cpzMove(ob)
	}
	s.cpzHover(k)
}

// cpzMove is Obj5D_Main_Move: Obj5D_x_pos_next and Obj5D_y_pos_next
// move by the speeds.
func (s *engine) cpzMove(ob *physics.S2Obj) {
	ev := &s.st.S2.Ev
	ev.BossX += int32(ob.XVel) << 8
	ev.BossY += int32(ob.YVel) << 8
}

// cpzHover is Obj5D_Main_Pos_and_Collision: the Eggmobile is at the next
// position, y plus the sine of the hover counter over 64 (stepping by
// 2); fighting, out of hits it is beaten (Obj5D_Defeated: $B3 frames of
// explosions), and hit it is untouchable 32 frames.
func (s *engine) cpzHover(k int) {
	ev := &s.st.S2.Ev
	ob := s.slot(k)
	sin, _ := physics.SinCos(ob.B3F)
	setYPixel(ob, bossPixel(ev.BossY)+int(int16(sin)>>6))
	setXPixel(ob, bossPixel(ev.BossX))
	ob.B3F += 2
	if ob.Routine2 >= 8 {
		return
	}
	if ob.Status&s2BossBeaten != 0 {
		ob.Routine2 = 8
		ob.Timer = 60*3 - 1
		return
	}
	if ob.Coll != 0 {
		return
	}
	if ob.B3E == 0 {
		ob.B3E = 32
	}
	ob.B3E--
	if ob.B3E == 0 {
		ob.Coll = bossColl
		ob.Logs[0] &^= 2
	}
}

// cpzEggmobile returns the slot of the Eggmobile a piece of Obj5D hangs
// from through n parents, or -1 when a link is broken.
func (s *engine) cpzEggmobile(k, n int) int {
	for ; n > 0; n-- {
		k = parentOf(s.slot(k))
		if k < 0 || s.slot(k).ID != s2CPZBoss {
			return -1
		}
	}
	return k
}

// cpzFollow puts ob at its parent p's place, taking its flip and status
// (the pieces' Floor_End and Robotnik's routine).
func cpzFollow(ob, p *physics.S2Obj) {
	ob.X, ob.Y = p.X, p.Y
	ob.Status = p.Status
	ob.Render = ob.Render&^(physics.S2XFlip|physics.S2OnScreen) | p.Render&physics.S2XFlip
}

// cpzDripper is Obj5D_Dripper: $F frames at the Eggmobile (taking its
// status), then 4 frames of a drop ($24 up, 2 back), which signals a
// drip to the Eggmobile (Obj5D_status2 bit 1); after 12 drips it is
// deleted, and with the boss beaten (or marked by the pipe's
// retraction) too.
func (s *engine) cpzDripper(k int) {
	ob := s.slot(k)
	if ob.Status&s2BossBeaten != 0 {
		s.deleteObject(k)
		return
	}
	m := parentOf(ob)
	if m < 0 {
		s.deleteObject(k)
		return
	}
	mb := s.slot(m)
	switch ob.Routine2 {
	case 0, 2:
		if ob.Routine2 == 0 { // Obj5D_Dripper_0
			ob.Routine2 = 2
			ob.Width = 0x20
			setXPixel(ob, mb.X.Pixel())
			setYPixel(ob, mb.Y.Pixel())
			ob.Timer = 0xF
			ob.Anim = 4
		}
		ob.Timer = int16(uint8(ob.Timer) - 1) // Obj5D_Dripper_2
		if ob.Timer == 0 {
			ob.Anim = 5
			ob.Timer = 4
			ob.Routine2 = 4
			setYPixel(ob, ob.Y.Pixel()-0x24)
			setXPixel(ob, ob.X.Pixel()-2)
			return
		}
		setXPixel(ob, mb.X.Pixel())
		setYPixel(ob, mb.Y.Pixel())
		ob.Status = mb.Status
		ob.Render = mb.Render
	default: // Obj5D_Dripper_4
		ob.Timer = int16(uint8(ob.Timer) - 1)
		if ob.Timer == 0 {
			ob.Routine2 = 0
			mb.Logs[1] |= cpzDrip
			ob.Timer2++ // Obj5D_timer4
			if int8(ob.Timer2) >= 0xC {
				s.deleteObject(k)
			}
			return
		}
		setXPixel(ob, mb.X.Pixel())
		setYPixel(ob, mb.Y.Pixel()-0x24)
		setXPixel(ob, ob.X.Pixel()-2)
		if ob.Render&physics.S2XFlip != 0 {
			setXPixel(ob, ob.X.Pixel()+4)
		}
	}
}

// cpzContainer is Obj5D_Container by routine_secondary: 0 init (the
// floor once, and the filling), 2 the container, 4 its floor, 6 the
// filling, 8 the tipping floor, $A falling off.
func (s *engine) cpzContainer(k int) {
	ob := s.slot(k)
	switch ob.Routine2 {
	case 0: // Obj5D_Container_Init
		m := parentOf(ob)
		if m >= 0 && s.slot(m).Logs[1]&cpzFloor == 0 {
			s.slot(m).Logs[1] |= cpzFloor
			if j := s.cpzPart(k, k, cpzContainer, 4); j >= 0 {
				s.slot(j).Anim = 9
			}
		}
		s.cpzPart(k, k, cpzContainer, 6)
		s.slot(k).Routine2 = 2
		s.cpzContainerMain(k)
	case 2:
		s.cpzContainerMain(k)
	case 4: // Obj5D_Container_Floor
		if ob.Status&s2BossBeaten != 0 {
			s.deleteObject(k)
			return
		}
		s.cpzFloorEnd(k)
	case 6:
		s.cpzFilling(k)
	case 8: // Obj5D_Container_Floor2
		if ob.Status&s2BossBeaten != 0 {
			s.deleteObject(k)
			return
		}
		ob.Timer2--
		if ob.Timer2 == 0 {
			s.deleteObject(k)
			return
		}
		s.cpzFloorEnd(k)
	default:
		s.cpzFallOff(k)
	}
}

// cpzFallOff is Obj5D_Container_FallOff: with the boss beaten the
// container becomes a falling piece, and out of 3 more pieces as many
// as it was slid out past -$18 by steps of $18, $18 apart and 8 lower.
func (s *engine) cpzFallOff(k int) {
	ob := s.slot(k)
	xv := ob.Timer // Obj5D_x_vel
	ob.Timer = 0x1E
	if m := parentOf(ob); m >= 0 {
		mb := s.slot(m)
		ob.X, ob.Y = mb.X, mb.Y-physics.FromPixels(0x38)
	}
	flip := ob.Render&physics.S2XFlip != 0
	x := int(xv)
	if flip {
		x = -x
	}
	ob.X += physics.FromPixels(x)
	ob.Routine = cpzFalling
	cpzFallSpeeds(ob, s.random())
	n := 0
	for v := xv + 0x18; v < 0 && n < 3; v += 0x18 {
		n++
	}
	for i := n - 1; i >= 0; i-- {
		j := s.allocate()
		if j < 0 {
			s.deleteObject(k)
			return
		}
		ob = s.slot(k)
		c := physics.S2Obj{ID: s2CPZBoss, Routine: cpzFalling, Layout: -1, Width: 0x20,
			Render: ob.Render, X: ob.X, Y: ob.Y + physics.FromPixels(8)}
		dx := 0x18 * (i + 1)
		if flip {
			dx = -dx
		}
		c.X += physics.FromPixels(dx)
		r := s.random()
		cpzFallSpeeds(&c, r)
		c.Timer = int16((uint8(r>>16) + 0x1E) & 0x7F)
		*s.slot(j) = c
	}
}

// cpzFallSpeeds gives a falling piece its speeds from a random number r:
// x its low word over $4000, y -$380.
func cpzFallSpeeds(ob *physics.S2Obj, r uint32) {
	ob.XVel = physics.Fixed(int16(r) >> 14)
	ob.YVel = -0x380
}

// cpzFallingPart is Obj5D_FallingParts: the piece waits its timer, makes
// an explosion, waits $1E frames more and falls (x by whole pixels,
// gravity $38) until y $580.
func (s *engine) cpzFallingPart(k int) {
	ob := s.slot(k)
	if ob.Timer != -7 {
		ob.Timer--
		if ob.Timer > 0 {
			return
		}
		if j := s.allocate(); j >= 0 {
			*s.slot(j) = physics.S2Obj{ID: s2BossExplosion, Layout: -1,
				X: physics.FromPixels(ob.X.Pixel()), Y: physics.FromPixels(ob.Y.Pixel())}
		}
		ob = s.slot(k)
		ob.Timer = -7
		ob.Timer2 = 0x1E
	}
	ob.Timer2--
	if ob.Timer2 >= 0 {
		return
	}
	ob.X += physics.FromPixels(int(ob.XVel))
	ob.Y += ob.YVel
	ob.YVel += 0x38
	if ob.Y.Pixel() >= 0x580 {
		s.deleteObject(k)
	}
}

// cpzFloorEnd is Obj5D_Container_Floor_End: the piece follows its
// parent.
func (s *engine) cpzFloorEnd(k int) {
	ob := s.slot(k)
	if p := parentOf(ob); p >= 0 {
		cpzFollow(ob, s.slot(p))
	}
}

// cpzContainerMain is Obj5D_Container_Main: $38 above the Eggmobile, out
// by Obj5D_x_vel (Timer; mirrored with the boss), sliding and tipping
// while full (loc_2E4CE, loc_2E3F2), dumping $12 frames after it tips;
// with the boss beaten it falls off.
func (s *engine) cpzContainerMain(k int) {
	ob := s.slot(k)
	m := parentOf(ob)
	if m < 0 {
		s.deleteObject(k)
		return
	}
	mb := s.slot(m)
	ob.X, ob.Y = mb.X, mb.Y-physics.FromPixels(0x38)
	switch {
	case ob.Status&s2BossBeaten != 0:
		ob.Routine2 = 0xA
	case mb.Logs[1]&cpzFull != 0:
		s.cpzSlide(k, m)
		s.cpzTip(k, m)
	case mb.Logs[1]&cpzTipping != 0:
		ob.Timer2--
		if ob.Timer2 == 0 {
			mb.Logs[1] &^= cpzTipping
			mb.Logs[1] |= cpzDump | cpzEmptying
		}
	}
	ob = s.slot(k)
	mb = s.slot(m)
	ob.Status = mb.Status
	ob.Render = ob.Render&^physics.S2XFlip | mb.Render&physics.S2XFlip
	d := int(ob.Timer)
	if ob.Render&physics.S2XFlip != 0 {
		d = -d
	}
	ob.X += physics.FromPixels(d)
}

// cpzSlide is loc_2E4CE: full, the container slides out one pixel a
// frame to -$58; emptying, back to -$10, where it starts over (init
// again) and a new pipe is made.
func (s *engine) cpzSlide(k, m int) {
	ob, mb := s.slot(k), s.slot(m)
	d := int16(-1)
	if mb.Logs[1]&cpzEmptying != 0 {
		d = 1
	}
	if ob.Timer == -0x10 && mb.Logs[1]&cpzEmptying != 0 {
		mb.Logs[1] &^= cpzEmptying | cpzFull
		ob.Routine2 = 0
		if j := s.allocateAfter(k); j >= 0 {
			*s.slot(j) = physics.S2Obj{ID: s2CPZBoss, Routine: cpzPipe, Layout: -1, Width: 0x20,
				Parent: int16(m + 1), X: ob.X, Y: ob.Y}
		}
		return
	}
	if ob.Timer == -0x58 && mb.Logs[1]&cpzEmptying == 0 {
		return
	}
	if ob.Timer < -0x58 {
		ob.Timer = -0x58
		if ob.Render&physics.S2XFlip != 0 {
			ob.Timer = 0x58
		}
	}
	ob.Timer += d
}

// cpzTip is loc_2E3F2: slid out past -$40, the container tips when the
// main character's x less 8 is within $18 past its far edge (on the
// side it leans), and the tipping floor shows for $24 frames.
func (s *engine) cpzTip(k, m int) {
	ob, mb := s.slot(k), s.slot(m)
	if mb.Logs[1]&(cpzDump|cpzEmptying) != 0 || ob.Timer >= -0x14 {
		return // bit 1 of Obj5D_status, the other way in, is never set
	}
	if ob.Timer >= -0x40 {
		return
	}
	d1 := s.st.X.Pixel() - 8
	if ob.Render&physics.S2XFlip != 0 {
		d1 += int(ob.Timer) - ob.X.Pixel()
		if d1 > 0 || d1 < -0x18 {
			return
		}
	} else {
		d1 -= int(ob.Timer) + ob.X.Pixel()
		if d1 < 0 || d1 > 0x18 {
			return
		}
	}
	mb.Logs[1] |= cpzTipping
	mb.Logs[1] &^= cpzFull
	ob.Timer2 = 0x12
	if j := s.cpzPart(k, k, cpzContainer, 8); j >= 0 {
		f := s.slot(j)
		f.Render = 0
		f.Anim = 0xB
		f.Timer2 = 0x24
	}
}

// cpzFilling is Obj5D_Container_Extend: each drip fills the container a
// step (anim $C to $17); full, the filling ends (Obj5D_status2 bit 0
// off, bit 2 on); told to dump (bit 3) it becomes the falling Mega Mack
// (collision $87).
func (s *engine) cpzFilling(k int) {
	ob := s.slot(k)
	if ob.Status&s2BossBeaten != 0 {
		s.deleteObject(k)
		return
	}
	m := s.cpzEggmobile(k, 2)
	if m < 0 {
		s.deleteObject(k)
		return
	}
	mb := s.slot(m)
	switch {
	case mb.Logs[1]&cpzDump != 0:
		mb.Logs[1] &^= cpzDump
		ob.Routine, ob.Routine2 = cpzGunk, 0
		ob.Coll = 0x87
	case mb.Logs[1]&cpzDrip != 0:
		mb.Logs[1] &^= cpzDrip
		if ob.Anim == 0 {
			ob.Anim = 0xB
		}
		ob.Anim++
		if ob.Anim >= 0x17 {
			mb.Logs[1] &^= cpzFilling
			mb.Logs[1] |= cpzFull
		}
	case ob.Anim == 0:
		return
	}
	s.cpzFloorEnd(k)
}

// cpzGunk is Obj5D_Gunk: the Mega Mack falls from the container (radius
// $20, gravity $38); on the floor (ObjCheckFloorDist) or below y $518
// it tells the Eggmobile the container is emptying and sends it to the
// other side (routine_secondary 2); landed, it splashes into droplets
// (cpzDroplets). (Obj5D_Gunk_6 and _8, after Obj5D_status bit 2, are
// never reached: nothing sets bit 1 of Obj5D_status, which leads there.)
func (s *engine) cpzGunk(k int) {
	ob := s.slot(k)
	switch ob.Routine2 {
	case 0: // Obj5D_Gunk_Init
		ob.Routine2 = 2
		ob.YRad = 0x20
		ob.YVel = 0
		fallthrough
	case 2: // Obj5D_Gunk_Main
		objMoveAndFall(ob)
		if d := s.objFloorDist(ob.X.Pixel(), ob.Y.Pixel()+int(ob.YRad), false); d < 0 {
			ob.Y += physics.FromPixels(d)
			s.cpzEmptied(k)
			ob.Routine2 = 4
			ob.Sub = 0
			return
		}
		if int16(ob.Y.Pixel()) >= 0x518 {
			s.cpzEmptied(k)
			s.deleteObject(k)
		}
	default: // Obj5D_Gunk_Droplets
		s.cpzDroplets(k)
	}
}

// cpzEmptied is the end of Obj5D_Gunk_Main: Obj5D_status2 bits 2 and 4
// on, the Eggmobile back to flying to a side.
func (s *engine) cpzEmptied(k int) {
	if m := s.cpzEggmobile(k, 2); m >= 0 {
		mb := s.slot(m)
		mb.Logs[1] |= cpzFull | cpzEmptying
		mb.Routine2 = 2
	}
}
