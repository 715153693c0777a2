package sonic2

import "loopwright/physics"

// Sonic 2's springs (Obj41), spikes (Obj36), monitors (Obj26, Obj2E),
// floating platforms (Obj18) and the oscillators they use.

// ---------------------------------------------------------------------------
// Obj41 springs

// springDiagUp and springDiagDown are Obj41_SlopeData_DiagUp/Down.
var springDiagUp = []int8{0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0xE, 0xC, 0xA, 8,
	6, 4, 2, 0, -2, -4, -4, -4, -4, -4, -4, -4}
var springDiagDown = []int8{-12, -16, -16, -16, -16, -16, -16, -16, -16, -16, -16, -16, -14, -12, -10, -8,
	-6, -4, -2, 0, 2, 4, 4, 4, 4, 4, 4, 4}

// spring2 is Obj41. Subtype bits 4-6 give the direction (0 up, 1
// horizontal, 2 down, 3 diagonally up, 4 diagonally down), bit 1 the
// strength (yellow -10, red -16), bit 7 zeroes the other speed, bit 0
// twirls, bits 2-3 set the path (4: A, 8: B).
func (s *engine) spring2(k int) {
	ob := s.slot(k)
	if ob.Routine == 0 {
		ob.Width = 0x10
		ob.Routine = 2
		switch (ob.Sub >> 3) & 0xE {
		case 2:
			ob.Routine = 4
			ob.Width = 8
		case 4:
			ob.Routine = 6
			ob.Status |= physics.S2YFlip
		case 6:
			ob.Routine = 8
		case 8:
			ob.Routine = 0xA
			ob.Status |= physics.S2YFlip
		}
		ob.Timer = -0x1000
		if ob.Sub&2 != 0 {
			ob.Timer = -0xA00
		}
		// Obj41_Init returns: the first collision is on the next run.
		s.markGone(k, ob.X.Pixel())
		return
	}
	for p := 0; p < s.s2Players(); p++ {
		s.s2Swap(p)
		s.springPlayer(k)
		s.s2Swap(p)
	}
	if ob.Routine == 4 {
		s.springNear(k)
	}
	if ob.Timer3 > 0 {
		ob.Timer3-- // Ani_obj41's anim 3 (launch) runs out
	}
	s.markGone(k, ob.X.Pixel())
}

// springPlayer is one player's part of Obj41_Up, _Horizontal, _Down,
// _DiagonallyUp and _DiagonallyDown: SolidObject_Always_SingleCharacter
// (SlopedSolid_SingleCharacter for the diagonal ones), then the launch if
// this player stands on it (up, diagonally up), pushes its face
// (horizontal) or hit its bottom (d4 = -2: down, diagonally down).
func (s *engine) springPlayer(k int) {
	st := s.st
	ob := s.slot(k)
	x := ob.X.Pixel()
	switch ob.Routine {
	case 2:
		s.s2Solid(k, 0x1B, 8, 0x10, x, true, nil)
		if ob.Status&s.StandBit() != 0 {
			s.springUp(k)
		}
	case 4:
		s.s2Solid(k, 0x13, 0xE, 0xF, x, true, nil)
		if ob.Status&s.pushBit() != 0 {
			f := ob.Status
			if ob.X.Pixel()-st.X.Pixel() >= 0 {
				f ^= physics.S2XFlip
			}
			if f&physics.S2XFlip == 0 {
				s.springSide(k)
			}
		}
	case 6:
		if r, _ := s.s2Solid(k, 0x1B, 8, 0x10, x, true, nil); r == -2 {
			s.springDown(k)
		}
	case 8:
		s.s2Solid(k, 0x1B, 0x10, 0, x, true, springDiagUp)
		if ob.Status&s.StandBit() != 0 {
			s.springDiag(k, false)
		}
	case 0xA:
		if r, _ := s.s2Solid(k, 0x1B, 0x10, 0, x, true, springDiagDown); r == -2 {
			s.springDiag(k, true)
		}
	}
}

// springCommon is the end of each spring's launch: twirl (Ground Speed
// ±1) and the path bits.
func (s *engine) springCommon(sub uint8) {
	st := s.st
	if sub&1 != 0 {
		st.GSpeed = 1
		if st.FacingLeft {
			st.GSpeed = -1
		}
	}
	switch sub & 0xC {
	case 4:
		st.Path = 0 // top_solid_bit $C: path A
	case 8:
		st.Path = 1 // $E: path B
	}
}

func (s *engine) springAir(k int) {
	st := s.st
	// bset in_air, bclr on_object, routine 2: the spring's standing bit
	// stays set until SolidObject next sees the player in the air.
	st.Air = true
	st.S2.On = 0
	st.Obj.On = 0
	st.Obj.Hurt = false
	st.Pushing = false
}

// springUp is loc_189CA: 8 down, Y Speed the strength, airborne.
func (s *engine) springUp(k int) {
	st := s.st
	ob := s.slot(k)
	st.Y += physics.FromPixels(8)
	st.YSpeed = physics.Fixed(ob.Timer)
	s.springAir(k)
	if ob.Sub&0x80 != 0 {
		st.XSpeed = 0
	}
	if ob.Sub&1 == 0 { // the twirl sets the walking animation instead
		s.SpringAnim()
	}
	s.springTwirl(ob.Sub, false)
	s.springCommon(ob.Sub)
	s.s2Contact(k, physics.SolidTop, "spring")
}

// springDown is loc_18CC6.
func (s *engine) springDown(k int) {
	st := s.st
	ob := s.slot(k)
	st.Y -= physics.FromPixels(8)
	st.YSpeed = -physics.Fixed(ob.Timer)
	if ob.Sub&0x80 != 0 {
		st.XSpeed = 0
	}
	s.springTwirl(ob.Sub, false)
	s.springCommon(ob.Sub)
	s.springAir(k)
	s.s2Contact(k, physics.SolidBottom, "spring")
}

// springSide is loc_18AEE: X Speed the strength away from the spring,
// the player moved 8 towards it, control locked 15 frames.
func (s *engine) springSide(k int) {
	st := s.st
	ob := s.slot(k)
	st.XSpeed = physics.Fixed(ob.Timer)
	st.X += physics.FromPixels(8)
	st.FacingLeft = true
	if ob.Status&physics.S2XFlip == 0 {
		st.FacingLeft = false
		st.X -= physics.FromPixels(0x10)
		st.XSpeed = -st.XSpeed
	}
	st.MoveLock = 0xF
	st.GSpeed = st.XSpeed
	if !st.Rolling {
		s.ObjWalkAnim() // loc_18B1C
	}
	if ob.Sub&0x80 != 0 {
		st.YSpeed = 0
	}
	s.springTwirl(ob.Sub, true)
	s.springCommon(ob.Sub)
	ob.Status &^= s2P1Push | s2P2Push
	st.Pushing = false
	ob.Timer3 = 10 // anim 3: frames 4, 3, 3, 5 x6, then $FD
	s.s2Contact(k, physics.SolidSide, "spring")
}

// springNear is loc_18BC6: a grounded player moving toward the spring's
// face within 40 pixels ahead and 24 up or down is launched without
// touching it.
func (s *engine) springNear(k int) {
	ob := s.slot(k)
	if ob.Timer3 > 0 { // anim 3: just launched
		return
	}
	x := ob.X.Pixel()
	d0, d1 := x, x+0x28
	if ob.Status&physics.S2XFlip != 0 {
		d0, d1 = x-0x28, x
	}
	y := ob.Y.Pixel()
	for p := 0; p < s.s2Players(); p++ {
		s.s2Swap(p)
		st := s.st
		g := st.GSpeed
		if ob.Status&physics.S2XFlip != 0 {
			g = -g
		}
		px, py := st.X.Pixel(), st.Y.Pixel()
		if !st.Air && g >= 0 && px >= d0 && px < d1 && py >= y-0x18 && py < y+0x18 {
			s.springSide(k)
		}
		s.s2Swap(p)
	}
}

// springDiag is loc_18DB4 / loc_18EE6: both speeds the strength.
func (s *engine) springDiag(k int, down bool) {
	st := s.st
	ob := s.slot(k)
	if !down {
		x := ob.X.Pixel()
		if ob.Status&physics.S2XFlip == 0 {
			if !(x-4 < st.X.Pixel()) {
				return
			}
		} else if x+4 < st.X.Pixel() {
			return
		}
	}
	st.YSpeed = physics.Fixed(ob.Timer)
	if down {
		st.YSpeed = -st.YSpeed
		st.Y -= physics.FromPixels(6)
	} else {
		st.Y += physics.FromPixels(6)
	}
	st.XSpeed = physics.Fixed(ob.Timer)
	st.X += physics.FromPixels(6)
	st.FacingLeft = true
	if ob.Status&physics.S2XFlip == 0 {
		st.FacingLeft = false
		st.X -= physics.FromPixels(0xC)
		st.XSpeed = -st.XSpeed
	}
	s.springAir(k)
	if !down && ob.Sub&1 == 0 { // loc_18DD8; loc_18EE6 keeps the animation
		s.SpringAnim()
	}
	s.springTwirl(ob.Sub, true)
	s.springCommon(ob.Sub)
	s.s2Contact(k, physics.SolidTop, "spring")
}

// ---------------------------------------------------------------------------
// Obj36 spikes

// spikesSizes is Obj36_InitData: width_pixels and y_radius by subtype's
// high nibble.
var spikesSizes = [8][2]uint8{{0x10, 0x10}, {0x20, 0x10}, {0x30, 0x10}, {0x40, 0x10},
	{0x10, 0x10}, {0x10, 0x20}, {0x10, 0x30}, {0x10, 0x40}}

// spikes2 is Obj36: a solid box (width_pixels+11, y_radius) that hurts a
// player standing on it (upright), pushing it (sideways) or touching its
// bottom (upside down); subtype 1/2 retract vertically/horizontally 32
// pixels, 8 a frame, every 60 frames.
func (s *engine) spikes2(k int) {
	ob := s.slot(k)
	if ob.Routine == 0 {
		ob.Routine = 2
		i := (ob.Sub >> 4) & 7
		ob.Sub &= 0xF
		ob.Width, ob.YRad = spikesSizes[i][0], spikesSizes[i][1]
		ob.MapFrame = i // the size's mapping frame (drawing only)
		if i >= 4 {
			ob.Routine = 4
		}
		if ob.Status&physics.S2YFlip != 0 {
			ob.Routine = 6
		}
		ob.BaseX, ob.BaseY = int16(ob.X.Pixel()), int16(ob.Y.Pixel())
		return // Obj36_Init returns without colliding or MarkObjGone2
	}
	x0 := ob.X.Pixel()
	s.moveSpikes(ob)
	d1 := int(ob.Width) + 0xB
	d2 := int(ob.YRad)
	d4 := ob.X.Pixel()
	if ob.Routine == 4 {
		d4 = x0
	}
	// SolidObject for both players, then Touch_ChkHurt2 for each one
	// standing on (upright), touching the side of (sideways) or the bottom
	// of (upside down) the spikes.
	var touch [2]int
	for p := 0; p < s.s2Players(); p++ {
		s.s2Swap(p)
		_, touch[p] = s.s2Solid(k, d1, d2, d2+1, d4, false, nil)
		s.s2Swap(p)
	}
	for p := 0; p < s.s2Players(); p++ {
		s.s2Swap(p)
		switch ob.Routine {
		case 2:
			if ob.Status&s.StandBit() != 0 {
				s.touchChkHurt2(k)
			}
		case 4:
			if touch[p]&s2TouchSide != 0 {
				s.touchChkHurt2(k)
				ob.Status &^= s.pushBit()
			}
		case 6:
			if touch[p]&s2TouchBottom != 0 {
				s.touchChkHurt2(k)
			}
		}
		s.s2Swap(p)
	}
	s.markGone(k, int(ob.BaseX))
}

// moveSpikes is MoveSpikes.
func (s *engine) moveSpikes(ob *physics.S2Obj) {
	if ob.Sub != 1 && ob.Sub != 2 {
		return
	}
	// Timer: spikes_retract_timer, Timer2: state, Timer3: offset (8.8).
	if ob.Timer != 0 {
		ob.Timer--
	} else if ob.Timer2 != 0 {
		off := int(uint16(ob.Timer3)) - 0x800
		if off < 0 {
			ob.Timer3, ob.Timer2, ob.Timer = 0, 0, 60
		} else {
			ob.Timer3 = int16(off)
		}
	} else {
		off := int(uint16(ob.Timer3)) + 0x800
		if off >= 0x2000 {
			off = 0x2000
			ob.Timer2, ob.Timer = 1, 60
		}
		ob.Timer3 = int16(off)
	}
	d := int(uint16(ob.Timer3) >> 8)
	if ob.Sub == 1 {
		ob.Y = physics.FromPixels(int(ob.BaseY)+d) | ob.Y&0xFF
	} else {
		ob.X = physics.FromPixels(int(ob.BaseX)+d) | ob.X&0xFF
	}
}

// touchChkHurt2 is Touch_ChkHurt2: unless invincible, invulnerable or
// already hurt, the player is moved back by his Y Speed and hurt.
func (s *engine) touchChkHurt2(k int) {
	st := s.st
	if st.Obj.Invincible > 0 || st.Obj.Invuln != 0 || st.Obj.Hurt || st.Dead {
		return
	}
	st.Y -= st.YSpeed
	s.hurtBy(k)
}

// ---------------------------------------------------------------------------
// Obj26 monitors and Obj2E contents

// monitor is Obj26: solid ($1A wide, $F high) to a player who is not
// rolling; broken by TouchResponse (routine 4) it becomes the broken
// monitor, spawning its contents (Obj2E) and an explosion.
func (s *engine) monitor(k int) {
	st := s.st
	ob := s.slot(k)
	switch ob.Routine {
	case 0:
		ob.Routine = 2
		ob.YRad, ob.XRad = 0xE, 0xE
		ob.Width = 0xF
		if r := ob.Respawn; r != 0 {
			st.S2.Respawn[2+int(r)] &^= 0x80
			if st.S2.Respawn[2+int(r)]&1 != 0 {
				ob.Routine = 8
				return
			}
		}
		ob.Coll = 0x46
		ob.Anim = ob.Sub
		fallthrough
	case 2:
		if ob.Routine2 != 0 {
			objMove(ob)
			ob.YVel += 0x38
			if d := s.objFloorDist(ob.X.Pixel(), ob.Y.Pixel()+int(ob.YRad), false); d < 0 {
				ob.Y += physics.FromPixels(d)
				ob.YVel = 0
				ob.Routine2 = 0
			}
		}
		// SolidObject_Monitor: SolidObject_Monitor_Sonic, then _Tails.
		for p := 0; p < s.s2Players(); p++ {
			s.s2Swap(p)
			s.monitorPlayer(k)
			s.s2Swap(p)
		}
	case 4:
		// Obj26_Break: whoever stands on or pushes it is released.
		for p := 0; p < s.s2Players(); p++ {
			s.s2Swap(p)
			if ob.Status&(s.StandBit()|s.pushBit()) != 0 {
				st.S2.On, st.Obj.On = 0, 0
				st.Pushing = false
				st.Air = true
			}
			s.s2Swap(p)
		}
		ob.Status = 0
		ob.Routine = 6
		ob.Coll = 0
		if j := s.allocate(); j >= 0 {
			*s.slot(j) = physics.S2Obj{ID: s2MonitorContents, Layout: -1, X: ob.X, Y: ob.Y, Anim: ob.Anim}
		}
		if j := s.allocate(); j >= 0 {
			*s.slot(j) = physics.S2Obj{ID: s2Explosion, Layout: -1, Routine: 2, X: ob.X, Y: ob.Y}
		}
		if r := ob.Respawn; r != 0 {
			st.S2.Respawn[2+int(r)] |= 1
		}
		return
	}
	s.markGone(k, ob.X.Pixel())
}

// monitorPlayer is SolidObject_Monitor_Sonic / _Tails for the player
// running: standing on it, Obj26_ChkOverEdge (off its $1A half width or
// in the air he falls off, else MvSonicOnPtfm); otherwise SolidObject_cont,
// which the main character skips while rolling (he breaks it through
// TouchResponse instead) and the sidekick, in one-player mode, never
// skips.
func (s *engine) monitorPlayer(k int) {
	st := s.st
	ob := s.slot(k)
	x := ob.X.Pixel()
	if ob.Status&s.StandBit() != 0 {
		dx := st.X.Pixel() - x + 0x1A
		if st.Air || dx < 0 || dx >= 0x34 {
			s.s2Release(k)
			st.S2.On, st.Obj.On = 0, 0
			st.Air = true
		} else {
			s.mvOnPlatform(k, 0x10, x)
		}
		return
	}
	if s.SecondRunning() || !s.animRoll() {
		s.s2Solid(k, 0x1A, 0xF, 0x10, x, true, nil)
	}
}

// monitorContents is Obj2E: the icon rises (Y Speed -3, +$18 a frame);
// at the top the player gets the item, and it lasts 30 more frames.
func (s *engine) monitorContents(k int) {
	st := s.st
	ob := s.slot(k)
	switch ob.Routine {
	case 0:
		ob.Routine = 2
		ob.Width = 8
		ob.YVel = -0x300
		fallthrough
	case 2:
		if ob.YVel < 0 {
			objMove(ob)
			ob.YVel += 0x18
			return
		}
		ob.Routine = 4
		ob.Timer = 0x1D
		switch ob.Anim {
		case 0, 3: // Robotnik
			s.touchChkHurt2(k)
		case 1: // Sonic 1-up
			st.Obj.Lives++
		case 4: // super ring
			st.Obj.Rings += 10
			if st.Obj.Rings > 999 {
				st.Obj.Rings = 999
			}
			s.extraLife()
		case 5:
			s.GiveShoes(physics.SpeedShoesFrames) // Obj2E: the timer and the shoes' speeds
		case 6:
			st.Obj.Shield = true
		case 7:
			// invincible_monitor: nothing for Super Sonic
			// (tst.b (Super_Sonic_flag).w).
			if !st.P.Super {
				st.Obj.Invincible = 20 * 60
			}
		}
	case 4:
		ob.Timer--
		if ob.Timer < 0 {
			s.deleteObject(k)
		}
	}
}

// ---------------------------------------------------------------------------
// Obj18 platforms

// platformSizes is Obj18_InitData (width_pixels) by (subtype >> 4) & 7:
// its five entries end where Obj18_Init's code begins, and the game reads
// entries 5 to 7 from that code's bytes (addq.b #2,routine(a0): $5428
// $0024; moveq #0,d0: $7000).
var platformSizes = [8]uint8{0x20, 0x20, 0x20, 0x40, 0x30, 0x54, 0x00, 0x70}

// platform is Obj18 (Emerald Hill's: stationary, horizontal and vertical
// movers on the oscillators; it sags 4 a step to $40 while stood on).
func (s *engine) platform(k int) {
	ob := s.slot(k)
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.Width = platformSizes[int(ob.Sub>>4)&7] // (subtype >> 3) & $E indexes byte pairs
		ob.BaseX, ob.BaseY = int16(ob.X.Pixel()), int16(ob.Y.Pixel())
		ob.Timer = int16(ob.Y.Pixel()) // obj18_y_actual
		ob.Index = 0x80                // angle
		if ob.Sub&0x80 != 0 {
			// Obj18_Init: full solid, $30 high ($28 in Aquatic Ruin), and
			// BuildSprites' y check by that height (explicit_height).
			ob.Routine = 8
			ob.YRad = 0x30
			if s.isZone("arz") {
				ob.YRad = 0x28
			}
			ob.Render |= s2ExplicitHeight
		}
		ob.Sub &= 0xF
	}
	if ob.Status&(physics.S2P1Stand|physics.S2P2Stand) != 0 { // standing_mask: either player
		if ob.B3E != 0x40 {
			ob.B3E += 4
		}
	} else if ob.B3E != 0 {
		ob.B3E -= 4
	}
	if ob.Routine == 4 { // Obj18_Delete
		s.deleteObject(k)
		return
	}
	x0 := ob.X.Pixel()
	if sub := ob.Sub; sub == 4 {
		s.platformFall(k) // platforms.go
	} else {
		s.platformMove(ob)
	}
	sin, _ := physics.SinCos(ob.B3E)
	ob.Y = physics.FromPixels(int(int16(ob.Timer)) + (sin*0x400)>>16)
	for p := 0; p < s.s2Players(); p++ {
		s.s2Swap(p)
		if ob.Routine == 8 {
			d2 := int(ob.YRad)
			s.s2Solid(k, int(ob.Width)+0xB, d2, d2+1, x0, false, nil)
		} else {
			s.s2Platform(k, int(ob.Width), 8, x0)
		}
		s.s2Swap(p)
	}
	s.markGone(k, int(ob.BaseX))
}

// platformMove is Obj18_Move for the stationary, horizontal and vertical
// kinds (0, 1, 2, 5, 6, 9); platformMoveMore (platforms.go) runs the
// others.
func (s *engine) platformMove(ob *physics.S2Obj) {
	a := int8(ob.Index)
	switch ob.Sub {
	case 3, 7, 8, 0xA, 0xB, 0xC, 0xD:
		s.platformMoveMore(ob)
	case 1:
		ob.X = physics.FromPixels(int(ob.BaseX) + int(int8(uint8(a)-0x40)))
		ob.Index = int16(s.osc(6))
	case 5:
		ob.X = physics.FromPixels(int(ob.BaseX) + int(int8(-uint8(a)+0x40)))
		ob.Index = int16(s.osc(6))
	case 2:
		ob.Timer = int16(int(ob.BaseY) + int(int8(uint8(a)-0x40)))
		ob.Index = int16(s.osc(6))
	case 6:
		ob.Timer = int16(int(ob.BaseY) + int(int8(-uint8(a)+0x40)))
		ob.Index = int16(s.osc(6))
	}
}

// ---------------------------------------------------------------------------
// Oscillators (OscillateNumInit, OscillateNumDo)

// oscInit is Osc_Data: the direction bits and each oscillator's value and
// speed; oscStep is Osc_Data2: each one's acceleration and limit.
var (
	oscInit = [16][2]uint16{{0x80, 0}, {0x80, 0}, {0x80, 0}, {0x80, 0}, {0x80, 0}, {0x80, 0}, {0x80, 0}, {0x80, 0},
		{0x80, 0}, {0x3848, 0xEE}, {0x2080, 0xB4}, {0x3080, 0x10E}, {0x5080, 0x1C2}, {0x7080, 0x276}, {0x80, 0}, {0x4000, 0xFE}}
	oscStep = [16][2]uint16{{2, 0x10}, {2, 0x18}, {2, 0x20}, {2, 0x30}, {4, 0x20}, {8, 8}, {8, 0x40}, {4, 0x40},
		{2, 0x38}, {2, 0x38}, {2, 0x20}, {3, 0x30}, {5, 0x50}, {7, 0x70}, {2, 0x40}, {2, 0x40}}
)

const oscInitBits = 0x7D

// oscReset is OscillateNumInit.
func oscReset(o *physics.S2State) {
	o.OscBits = oscInitBits
	for i := range o.Osc {
		o.Osc[i] = oscInit[i]
	}
}

// oscDo is OscillateNumDo (not while the player is dead).
func (s *engine) oscDo() {
	o := &s.st.S2
	if s.st.Dead {
		return
	}
	for i := 0; i < 16; i++ {
		bit := uint16(1) << uint(15-i)
		acc, lim := oscStep[i][0], uint8(oscStep[i][1])
		v := &o.Osc[i]
		if o.OscBits&bit == 0 {
			v[1] += acc
			v[0] += v[1]
			if lim <= uint8(v[0]>>8) {
				o.OscBits |= bit
			}
		} else {
			v[1] -= acc
			v[0] += v[1]
			if lim > uint8(v[0]>>8) {
				o.OscBits &^= bit
			}
		}
	}
}

// osc returns oscillator i's value (its high byte, as objects read it).
func (s *engine) osc(i int) uint8 { return uint8(s.st.S2.Osc[i][0] >> 8) }

// springTwirl is the twirl springs' flip (subtype bit 0): flip_angle 1
// (-1 facing left), up and down springs flip_speed 4 with 1 flip left
// (none with bit 1), side and diagonal ones 8 with 3 (1), and the
// walking anim (physics ObjWalkAnim). s2.asm loc_189FE, loc_18CE6,
// loc_18B42, loc_18E5C/loc_18F22. Only the animation reads the flip
// (SAnim_Tumble, Sonic_JumpFlip).
func (s *engine) springTwirl(sub uint8, fast bool) {
	if sub&1 == 0 {
		return
	}
	s.ObjWalkAnim() // move.b #AniIDSonAni_Walk,anim(a1)
	a := &s.st.P.Anim
	a.Flip, a.FlipSpeed, a.FlipsLeft = 1, 4, 1
	if fast {
		a.FlipSpeed, a.FlipsLeft = 8, 3
	}
	if sub&2 != 0 {
		a.FlipsLeft -= 2
		if !fast {
			a.FlipsLeft = 0
		}
	}
	if s.st.FacingLeft {
		a.Flip = 0xFF
	}
}
