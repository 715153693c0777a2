package sonic2

import "loopwright/physics"

// Oil Ocean's objects, each as its s2.asm routine runs it.

// Oil Ocean object ids (s2.asm ObjID_*).
const (
	s2BurnerLid = 0x33
	s2OOZFan    = 0x3F
	s2Octus     = 0x4A
)

// ---------------------------------------------------------------------------
// Obj4A Octus

// Octus states (routine_secondary).
const (
	octusWait  = 0 // Obj4A_WaitForCharacter
	octusDelay = 2 // Obj4A_DelayBeforeMoveUp
	octusUp    = 4 // Obj4A_MoveUp
	octusHover = 6 // Obj4A_Hover
	octusDown  = 8 // Obj4A_MoveDown
)

// octusAnims is Ani_obj4A.
var octusAnims = [][]uint8{
	{0xF, 1, 0, aniEndLoop},
	{3, 1, 2, 3, aniEndLoop},
	{2, 5, 6, aniEndLoop},
	{0xF, 4, aniEndLoop},
	{7, 0, 1, 0xFD, 1},
}

// animateFlip is AnimateSprite as the game runs it: each new mapping
// frame also copies the status's flip bits to the render flags
// (Anim_Next).
func animateFlip(ob *physics.S2Obj, scripts [][]uint8) {
	anim, routine := ob.Anim, ob.Routine
	fresh := ob.Anim != ob.PrevAnim || ob.AnimDur == 0 // a frame is due
	animateSprite(ob, scripts)
	if fresh && ob.Anim == anim && ob.Routine == routine {
		ob.Render = ob.Render&^3 | ob.Status&3
	}
}

// octus is Obj4A, Oil Ocean's Octus (collision $A: an enemy 16x8). It
// falls to the floor (Obj4A_Init: ObjectMoveAndFall, ObjCheckFloorDist),
// facing the main character; once he is within $80 horizontally it waits
// $21 frames, jumps at -$200 slowing $10 a frame, fires a shot at the top
// (Obj4A_FireBullet: an Obj4A at routine 6, collision $98, -$200 or
// $200 as it faces, moving after $10 frames), hovers 61 frames and sinks
// back to its floor.
func (s *engine) octus(k int) {
	ob := s.slot(k)
	switch ob.Routine {
	case 6:
		s.octusShot(k)
		return
	case 0:
		ob.Coll = 0xA
		ob.Width = 0x10
		ob.YRad, ob.XRad = 0xB, 8
		objMoveAndFall(ob)
		if d := s.objFloorDist(ob.X.Pixel(), ob.Y.Pixel()+int(ob.YRad), false); d < 0 {
			setYPixel(ob, ob.Y.Pixel()+d)
			ob.YVel = 0
			ob.Routine = 2
			if int16(ob.X.Pixel()-s.st.X.Pixel()) < 0 {
				ob.Status ^= physics.S2XFlip
			}
		}
		ob.BaseY = int16(ob.Y.Pixel()) // octus_start_position
		return
	}
	switch ob.Routine2 {
	case octusWait:
		if d := int16(ob.X.Pixel() - s.st.X.Pixel()); d <= 0x80 && d >= -0x80 {
			ob.Routine2 = octusDelay
			ob.Anim = 3
			ob.Timer = 0x20
		}
	case octusDelay:
		ob.Timer--
		if ob.Timer < 0 {
			ob.Routine2 = octusUp
			ob.Anim = 4
			ob.YVel = -0x200
			objMove(ob)
		}
	case octusUp:
		ob.YVel += 0x10
		if ob.YVel < 0 {
			objMove(ob)
		} else {
			ob.Routine2 = octusHover
			ob.Timer = 60
			s.octusFire(k)
		}
	case octusHover:
		ob.Timer--
		if ob.Timer < 0 {
			ob.Routine2 = octusDown
		}
	case octusDown:
		ob.YVel += 0x10
		if uint16(ob.Y.Pixel()) < uint16(ob.BaseY) {
			objMove(ob)
		} else {
			ob.Routine2 = octusWait
			ob.Anim = 0
			ob.YVel = 0
			ob.MapFrame = 1
		}
	}
	animateFlip(ob, octusAnims)
	s.markGone(k, ob.X.Pixel())
}

// octusFire is Obj4A_FireBullet: the shot in the first free slot.
func (s *engine) octusFire(k int) {
	j := s.allocate()
	if j < 0 {
		return
	}
	ob := s.slot(k)
	sh := physics.S2Obj{ID: s2Octus, Routine: 6, Layout: -1, Width: 0x10, X: ob.X &^ 0xFF, Y: ob.Y &^ 0xFF,
		Timer: 0xF, Render: ob.Render, Status: ob.Status, Anim: 2, Coll: 0x98, XVel: -0x200}
	if ob.Render&physics.S2XFlip != 0 {
		sh.XVel = 0x200
	}
	*s.slot(j) = sh
}

// octusShot is Obj4A_Bullet: still for $10 frames, then it flies.
func (s *engine) octusShot(k int) {
	ob := s.slot(k)
	ob.Timer--
	if ob.Timer >= 0 {
		return
	}
	objMove(ob)
	animateFlip(ob, octusAnims)
	s.markGone(k, ob.X.Pixel())
}

// ---------------------------------------------------------------------------
// Obj3F fan

// oozFan is Obj3F, Oil Ocean's fan: subtype bit 7 blows up, else
// sideways (left, or right when x-flipped; the nearer the harder); bit 0
// reverses it; bit 1 keeps it on, else it blows $B5 frames and rests $79
// (objoff_30, objoff_32). Blowing, it pushes each player within its
// reach (loc_2A894, loc_2A990), neither hurt nor held by an object.
func (s *engine) oozFan(k int) {
	ob := s.slot(k)
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.Width = 0x10
		if ob.Sub&0x80 != 0 {
			ob.Routine = 4
		}
	}
	if ob.Sub&2 == 0 {
		ob.Timer--
		if ob.Timer < 0 {
			ob.Timer2 = 0 // objoff_34
			ob.Timer = 0x78
			ob.Flag = !ob.Flag // objoff_32 bit 0: resting
			if !ob.Flag {
				ob.Timer = 0xB4
			}
		}
	}
	if ob.Flag {
		ob.AnimDur--
		if int8(ob.AnimDur) >= 0 || uint16(ob.Timer2) >= 0x400 {
			s.markGone(k, ob.X.Pixel())
			return
		}
		ob.Timer2 += 0x2A
		ob.AnimDur = uint8(uint16(ob.Timer2) >> 8) // move.b objoff_34: the high byte
	} else {
		for p := 0; p < s.s2Players(); p++ {
			s.s2Swap(p)
			if ob.Routine == 4 {
				s.fanUp(k)
			} else {
				s.fanSide(k)
			}
			s.s2Swap(p)
		}
		ob.AnimDur--
		if int8(ob.AnimDur) >= 0 {
			s.markGone(k, ob.X.Pixel())
			return
		}
		ob.AnimDur = 0
	}
	ob.AnimFrame++
	if ob.AnimFrame >= 6 {
		ob.AnimFrame = 0
	}
	ob.MapFrame = ob.AnimFrame
	if ob.Sub&1 != 0 {
		ob.MapFrame += 5
	}
	s.markGone(k, ob.X.Pixel())
}

// fanFree reports whether a fan may push the player swapped in: not hurt
// or dead (routine below 4), no object holding him (obj_control).
func (s *engine) fanFree() bool {
	st := s.st
	return !st.Obj.Hurt && !st.Dead && s.s2ObjControl() == 0 && st.Obj.Held == 0
}

// fanSide is loc_2A894: a player within $50 behind to $A0 in front of
// the fan and $60 above to $10 below it is blown away from it, the more
// the nearer.
func (s *engine) fanSide(k int) {
	st := s.st
	ob := s.slot(k)
	if !s.fanFree() {
		return
	}
	flip := ob.Status&physics.S2XFlip != 0
	d0 := uint16(st.X.Pixel() - ob.X.Pixel())
	if !flip {
		d0 = -d0
	}
	d0 += 0x50
	if d0 >= 0xF0 {
		return
	}
	py := uint16(st.Y.Pixel() + 0x60)
	if py < uint16(ob.Y.Pixel()) {
		return
	}
	if py-uint16(ob.Y.Pixel()) >= 0x70 {
		return
	}
	if d0 >= 0x50 {
		d0 -= 0x50
	} else {
		d0 -= 0x50
		d0 = ^d0
		d0 += d0
	}
	d0 += 0x60
	if !flip {
		d0 = -d0
	}
	d0 = d0&0xFF00 | uint16(-uint8(d0)) // neg.b
	d := int16(d0) >> 4
	if ob.Sub&1 != 0 {
		d = -d
	}
	st.X += physics.FromPixels(int(d))
}

// fanUp is loc_2A990: a player within $40 either side of the fan and up
// to $90 above it (the top swaying by Oscillating_Data+$14) is lifted,
// airborne, twirling.
func (s *engine) fanUp(k int) {
	if s.fanFree() {
		s.liftPlayer(k)
	}
}

// liftPlayer is the upward push of loc_2A990 and ObjB5_CheckPlayer for
// the player swapped in.
func (s *engine) liftPlayer(k int) {
	st := s.st
	ob := s.slot(k)
	if uint16(st.X.Pixel()-ob.X.Pixel()+0x40) >= 0x80 {
		return
	}
	d1 := uint16(int(s.osc(5)) + st.Y.Pixel() + 0x60)
	if d1 < uint16(ob.Y.Pixel()) {
		return
	}
	d1 -= uint16(ob.Y.Pixel())
	if d1 >= 0x90 {
		return
	}
	if d1 >= 0x60 {
		d1 -= 0x60
		d1 = ^d1
		d1 += d1
	} else {
		d1 -= 0x60
	}
	d1 += 0x60
	d1 = -d1
	st.Y += physics.FromPixels(int(int16(d1) >> 4))
	st.Air = true
	st.YSpeed = 0
	st.GSpeed = 1
	if a := &st.P.Anim; a.Flip == 0 {
		// Obj3F: move.b #AniIDSonAni_Walk,anim(a1); ObjB5 sets
		// AniIDSonAni_Float2, which the physics does not draw: both end
		// an object-set roll and are not the roll (ObjWalkAnim).
		s.ObjWalkAnim()
		a.Flip, a.FlipsLeft, a.FlipSpeed = 1, 0x7F, 8
	}
	s.s2Contact(k, physics.Hitbox, "fan")
}

// ---------------------------------------------------------------------------
// Obj33 burner lid (the green platform)

// burnerLidSpeed is the lid's launch speed, objoff_32: -$96800 (16.16).
const burnerLidSpeed = -0x96800

// burnerLid is Obj33, Oil Ocean's green platform on a burner: solid
// (SolidObject, half width $23, half height 8). Subtype 0 pops up every
// $79 frames at -$96800 (16.16 fixed point) falling $3800 a frame and
// bouncing back up at a quarter of its speed (loc_23BEA); otherwise it
// waits for a player standing within $10 of its middle (both players
// when both stand on it), holds him (obj_control) and flies up until $7D
// above its rest, where it throws him up at -$1000 (loc_23D20) and
// stays. Its flame (Obj33 routine 4, $10 above the rest) hurts (collision
// $9B) while the lid is $14 or more above it.
func (s *engine) burnerLid(k int) {
	ob := s.slot(k)
	if ob.Routine == 4 {
		s.burnerFlame(k)
		return
	}
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.Width = 0x18
		ob.BaseY = int16(ob.Y.Pixel()) // objoff_30
		ob.Routine2 = 2
		ob.Timer = 0x78 // objoff_36
		if ob.Sub != 0 {
			ob.Routine2 = 4
		}
		if j := s.allocateAfter(k); j >= 0 {
			*s.slot(j) = physics.S2Obj{ID: s2BurnerLid, Routine: 4, Layout: -1, Width: 0x10, Parent: int16(k + 1),
				X: ob.X, Y: ob.Y - physics.FromPixels(0x10)}
		}
	}
	x := ob.X.Pixel()
	switch ob.Routine2 {
	case 0:
		ob.Timer--
		if ob.Timer < 0 {
			ob.Timer = 0x78
			ob.GYVel = burnerLidSpeed
			ob.Routine2 = 2
		}
	case 2:
		y := s.lidMove(ob)
		if uint16(y) >= uint16(ob.BaseY) {
			d0 := uint32(ob.GYVel)
			if d0 < 0x10000 {
				ob.Routine2 = 0
			}
			ob.GYVel = -physics.Fixed(d0 >> 2)
			setYPixel(ob, int(ob.BaseY))
		}
	case 4:
		s.lidHold(k)
	case 6:
		if y := s.lidMove(ob); y == int(int16(ob.BaseY-0x7D)) {
			ob.Routine2 = 8
			for p := 0; p < s.s2Players(); p++ {
				s.s2Swap(p)
				if ob.Status&s.StandBit() != 0 {
					s.lidThrow(k)
				}
				s.s2Swap(p)
			}
		}
	}
	for p := 0; p < s.s2Players(); p++ {
		s.s2Swap(p)
		s.s2Solid(k, int(ob.Width)+0xB, 8, 9, x, false, nil)
		s.s2Swap(p)
	}
	s.markGone(k, x)
}

// lidMove is the lid's move.l/add.l: its y (16.16, the low sub-pixel
// byte kept in B3E) plus objoff_32 (GYVel, 16.16), then objoff_32 plus
// $3800. It returns the new y pixel.
func (s *engine) lidMove(ob *physics.S2Obj) int {
	y := int32(ob.Y)<<8 | int32(ob.B3E)
	y += int32(ob.GYVel)
	ob.Y = physics.Fixed(y >> 8)
	ob.B3E = uint8(y)
	ob.GYVel += 0x3800
	return int(int16(y >> 16))
}

// lidHold is loc_23C26 (and loc_23CA0 for both players): a player
// standing within $10 of the lid's middle is held still and the lid
// flies.
func (s *engine) lidHold(k int) {
	ob := s.slot(k)
	x := ob.X.Pixel()
	within := func() bool {
		px := uint16(s.st.X.Pixel())
		return px >= uint16(x-0x10) && px < uint16(x+0x10)
	}
	bits := ob.Status & (physics.S2P1Stand | physics.S2P2Stand)
	if bits == 0 {
		return
	}
	if bits == physics.S2P1Stand|physics.S2P2Stand {
		in := 0
		for p := 0; p < 2; p++ {
			s.s2Swap(p)
			if within() {
				in++
			}
			s.s2Swap(p)
		}
		if in < 2 {
			return
		}
		for p := 0; p < 2; p++ {
			s.s2Swap(p)
			s.lidGrab(k)
			s.s2Swap(p)
		}
		ob.GYVel = burnerLidSpeed
		ob.Routine2 = 6
		return
	}
	for p := 0; p < s.s2Players(); p++ {
		s.s2Swap(p)
		if ob.Status&s.StandBit() != 0 && within() {
			s.lidGrab(k)
			ob.GYVel = burnerLidSpeed
			ob.Routine2 = 6
		}
		s.s2Swap(p)
	}
}

// lidGrab holds the player swapped in: obj_control 1, Ground, X and Y
// Speed 0, not pushing.
func (s *engine) lidGrab(k int) {
	st := s.st
	s.setPlayerControl(1)
	st.GSpeed, st.XSpeed, st.YSpeed = 0, 0, 0
	st.Pushing = false
	s.s2Contact(k, physics.SolidTop, "held")
}

// lidThrow is loc_23D60 for the player swapped in: on the lid's x,
// airborne at Y Speed -$1000, Ground Speed $800, let go, his anim the
// roll without his rolling status (physics ObjRollAnim: until he lands
// he destroys badniks and breaks monitors).
func (s *engine) lidThrow(k int) {
	st := s.st
	ob := s.slot(k)
	st.X = physics.FromPixels(ob.X.Pixel()) | st.X&0xFF
	s.ObjRollAnim() // move.b #AniIDSonAni_Roll,anim(a1)
	st.GSpeed = 0x800
	st.Air = true
	st.YSpeed = -0x1000
	st.S2.On, st.Obj.On = 0, 0
	s.setPlayerControl(0)
	s.s2Contact(k, physics.SolidTop, "launch")
}

// burnerFlameAnim is Ani_obj33.
var burnerFlameAnim = [][]uint8{{2, 2, 0, 2, 0, 2, 0, 1, aniEndLoop}}

// burnerFlame is Obj33_Flame.
func (s *engine) burnerFlame(k int) {
	ob := s.slot(k)
	if ob.Parent <= 0 {
		s.deleteObject(k)
		return
	}
	lid := s.slot(int(ob.Parent) - 1)
	if int16(ob.Y.Pixel()-lid.Y.Pixel()) < 0x14 {
		ob.Coll = 0
		ob.AnimFrame = 0
		return
	}
	ob.Coll = 0x9B
	animateFlip(ob, burnerFlameAnim)
	s.markGone(k, ob.X.Pixel())
}

// ---------------------------------------------------------------------------
// Obj43 sliding spike balls

const s2SlidingSpikeBalls = 0x43

// slidingSpikeProps is Obj43_Properties by subtype/6: balls, the
// half-range (a byte read unsigned: -$18 is $E8), the first ball's and
// the second ball's x offsets.
var slidingSpikeProps = [3][4]int{{1, 0x68, 0, 0}, {2, 0xE8, -0x18, 0x18}, {2, 0xA8, -0x58, -0x28}}

// slidingSpikeBalls is Obj43, Oil Ocean's sliding spike balls (collision
// $A5: hurting, $18 by $28): one or two balls (the second an Obj43 at
// routine 4 after it) sliding a pixel a frame between their layout x
// minus and plus the half-range, turning at the ends (loc_23F66) and,
// two, where they meet (loc_23FB0). Both go when neither end's column is
// in the window.
func (s *engine) slidingSpikeBalls(k int) {
	ob := s.slot(k)
	if ob.Routine == 0 {
		ob.Routine = 2
		i := int(ob.Sub) / 6
		if i >= len(slidingSpikeProps) {
			i = len(slidingSpikeProps) - 1
		}
		pr := slidingSpikeProps[i]
		ob.Width, ob.Coll = 0x18, 0xA5
		ob.BaseX = int16(ob.X.Pixel()) // objoff_30
		c := k
		if pr[0] == 2 {
			if j := s.allocateAfter(k); j >= 0 {
				*s.slot(j) = physics.S2Obj{ID: s2SlidingSpikeBalls, Routine: 4, Layout: -1, X: ob.X &^ 0xFF, Y: ob.Y &^ 0xFF,
					Flag: true, Width: 0x18, Coll: 0xA5, BaseX: int16(ob.X.Pixel())}
				c = j
			}
		}
		ch := s.slot(c)
		ch.Parent = int16(k + 1)
		ob.Child1 = int16(c + 1)
		lo, hi := int(ob.BaseX)-pr[1], int(ob.BaseX)+pr[1]
		ob.Timer, ob.Timer2 = int16(lo), int16(hi) // objoff_32, objoff_34
		ch.Timer, ch.Timer2 = int16(lo), int16(hi)
		setXPixel(ob, ob.X.Pixel()+pr[2])
		setXPixel(ch, ch.X.Pixel()+pr[3])
	}
	spikeBallSlide(ob)
	if ob.Routine == 4 {
		if p := int(ob.Parent) - 1; p >= 0 {
			if q := s.slot(p); uint16(ob.X.Pixel()-0x18) == uint16(q.X.Pixel()+0x18) {
				ob.Flag = !ob.Flag
				q.Flag = !q.Flag
			}
		}
		return
	}
	if uint16(int(ob.Timer)&0xFF80)-uint16(s.st.S2.Coarse) <= 0x280 ||
		uint16(int(ob.Timer2)&0xFF80)-uint16(s.st.S2.Coarse) <= 0x280 {
		return
	}
	if c := int(ob.Child1) - 1; c >= 0 && c != k && s.slot(c).ID == s2SlidingSpikeBalls {
		s.deleteObject(c)
	}
	if r := ob.Respawn; r != 0 {
		s.st.S2.Respawn[2+int(r)] &^= 0x80
	}
	s.deleteObject(k)
}

// spikeBallSlide is loc_23F66: a pixel left until the left end, then
// right until the right end (objoff_36, Flag).
func spikeBallSlide(ob *physics.S2Obj) {
	x := uint16(ob.X.Pixel())
	if !ob.Flag {
		x--
		if x == uint16(ob.Timer) {
			ob.Flag = true
		}
	} else {
		x++
		if x == uint16(ob.Timer2) {
			ob.Flag = false
		}
	}
	setXPixel(ob, int(x))
}
