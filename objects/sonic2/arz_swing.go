package sonic2

import "loopwright/physics"

// The swinging platform (Obj15: Aquatic Ruin, Mystic Cave, Oil Ocean),
// as s2.asm's Obj15 runs it.

// s2SwingingPlatform is Obj15.
const s2SwingingPlatform = 0x15

// Obj15's routines (Obj15_Index).
const (
	swingMain    = 2   // Obj15_State2: swinging, a platform
	swingChains  = 4   // Obj15_Display: subtype $20's chain, drawn only
	swingBreaks  = 6   // Obj15_State4: swinging, breaks when stood on at the swing's end
	swingBroken  = 8   // Obj15_State5: the chain left swinging after the break
	swingFallOOZ = 0xA // Obj15_State6: the broken platform falling, then bobbing at y $720
	swingFallARZ = 0xC // Obj15_State7: the broken platform falling to the water, then floating right
)

// swingingPlatform is Obj15. Obj15_Init: the platform is $20 wide, $10
// high ($18 and 8 in Mystic Cave, $20 and 8 in Aquatic Ruin); its
// pivot (objoff_3A, objoff_38: BaseX, BaseY) is the layout position.
// In the first free slot after it (AllocateObjectAfterCurrent) it makes
// its chain: for subtype & $70 = $20 a still chain object (routine 4,
// $40 below the pivot) and the platform $88 below the pivot, for good;
// otherwise a multi-sprite chain of subtype & $F links, the platform
// $10 a link + 8 below the pivot. A negative subtype breaks (routine 6).
// The subtype becomes its bits 4-6: the swing (sub_FE70) is
// Oscillating_Data+$18's byte as the angle ($10: not past $40 one way,
// $30 the other; $40: still until Sonic is within $20 of the pivot, then
// swinging a quarter turn and back, resting 60 frames at each end,
// loc_FF6E; $40 also hurts, collision $A7), $80 minus it x-flipped; when
// the angle changes the platform is put (links + 1/2) * $10 from the
// pivot along it (CalcSine). It is a PlatformObject2 (half width its
// width, its y_radius + 1 high) for both players, and goes with its
// chain (DeleteObject: the respawn flag stays) when the pivot's column
// leaves the object window (loc_1000C). Fields: the chain's slot Child1
// (the chain's link count in its Sub), the angle word Index, objoff_3E
// (the swing's speed) Timer2, objoff_2E (the last angle) B3E, objoff_34
// (triggered) Flag, objoff_36 (the rest) Timer, objoff_3D (the
// direction) B3B.
func (s *engine) swingingPlatform(k int) {
	ob := s.slot(k)
	if ob.Render&physics.S2Child != 0 {
		return // the multi-sprite chain: drawn only (DisplaySprite3)
	}
	switch ob.Routine {
	case 0:
		s.swingInit(k)
		s.swingPlatform(k, true)
	case swingMain:
		s.swingPlatform(k, true)
	case swingBreaks:
		s.swingPlatform(k, false)
		if ob.Status&(physics.S2P1Stand|physics.S2P2Stand) != 0 && s.osc(6) == 0 {
			s.swingBreak(k)
		}
		s.swingGone(k)
	case swingBroken:
		s.swingAngle(ob)
		s.swingGone(k)
	case swingFallOOZ, swingFallARZ:
		s.swingFall(k)
	}
	// swingChains: Obj15_Display, drawn only.
}

// swingInit is Obj15_Init.
func (s *engine) swingInit(k int) {
	ob := s.slot(k)
	ob.Routine = swingMain
	ob.Render = 4 // move.b: render_flags.level_fg alone
	ob.Width, ob.YRad = 0x20, 0x10
	ob.BaseX, ob.BaseY = int16(ob.X.Pixel()), int16(ob.Y.Pixel())
	switch {
	case s.isZone("mcz"):
		ob.Width, ob.YRad = 0x18, 8
	case s.isZone("arz"):
		ob.Width, ob.YRad = 0x20, 8
	}
	if ob.Sub&0x80 != 0 {
		ob.Routine += 4
	}
	n := ob.Sub & 0xF
	x, y := ob.X.Pixel(), ob.Y.Pixel()
	if j := s.allocateAfter(k); j >= 0 {
		c := s.slot(j)
		*c = physics.S2Obj{ID: ob.ID, Layout: -1, Render: 4}
		if ob.Sub&0x70 == 0x20 {
			c.Routine = swingChains
			c.Width, c.YRad, c.MapFrame = 0x10, 0x50, 3
			c.Render |= s2ExplicitHeight
			c.X, c.Y = physics.FromPixels(x), physics.FromPixels(y+0x40)
			setYPixel(ob, y+0x40+0x48)
		} else {
			// The links $10 apart from the pivot down; the platform
			// half a link below the last.
			c.Render |= physics.S2Child | s2ExplicitHeight
			c.Width, c.Sub = 0x48, n
			c.X, c.Y = physics.FromPixels(x), physics.FromPixels(y+0x10*(int(n)-1))
			setYPixel(ob, y+0x10*int(n)+8)
		}
		ob.Child1 = int16(j + 1)
	}
	ob.Index = -0x8000 // angle word $8000
	ob.Timer2 = 0
	ob.Sub &= 0x70
	if ob.Sub == 0x40 {
		ob.Coll = 0xA7
	}
}

// swingPlatform is Obj15_State2 (and the first part of Obj15_State4):
// the swing, then PlatformObject2 for both players; Obj15_State2 then
// goes by loc_1000C.
func (s *engine) swingPlatform(k int, gone bool) {
	ob := s.slot(k)
	x0 := ob.X.Pixel()
	s.swingAngle(ob)
	for p := 0; p < s.s2Players(); p++ {
		s.s2Swap(p)
		s.s2Platform(k, int(ob.Width), int(ob.YRad)+1, x0)
		s.s2Swap(p)
	}
	if gone {
		s.swingGone(k)
	}
}

// swingAngle is sub_FE70: the swing's angle for the subtype, and the
// platform put along it when it changed (loc_FEC2).
func (s *engine) swingAngle(ob *physics.S2Obj) {
	d0 := s.osc(6)
	switch ob.Sub {
	case 0x10:
		if d0 < 0x3F {
			d0 = 0x40
		} else if d0 == 0x3F {
			d0 = 0x40 // with SndID_PlatformKnock
		}
	case 0x20:
		return
	case 0x30:
		if d0 > 0x41 {
			d0 = 0x40
		} else if d0 == 0x41 {
			d0 = 0x40 // with SndID_PlatformKnock
		}
	case 0x40:
		d0 = s.swingTriggered(ob)
	}
	if ob.B3E == d0 {
		return
	}
	ob.B3E = d0
	if ob.Status&physics.S2XFlip != 0 {
		d0 = 0x80 - d0
	}
	c := s.swingChain(ob)
	if c == nil || c.Sub == 0 {
		return // no link: the game's dbf does not run (subq.w #1 borrows)
	}
	sin, cos := physics.SinCos(d0)
	// (links + 1/2) links of (sin, cos) << 12, whole pixels (swap).
	f := int32(c.Sub)*4096 + 2048
	setYPixel(ob, int(ob.BaseY)+int((int32(sin)*f)>>16))
	setXPixel(ob, int(ob.BaseX)+int((int32(cos)*f)>>16))
}

// swingChain is the chain object objoff_30 points at, nil when there is
// none (or its slot holds another object now).
func (s *engine) swingChain(ob *physics.S2Obj) *physics.S2Obj {
	if ob.Child1 <= 0 {
		return nil
	}
	c := s.slot(int(ob.Child1) - 1)
	if c.ID != s2SwingingPlatform || c.Render&physics.S2Child == 0 {
		return nil
	}
	return c
}

// swingTriggered is loc_FF6E: subtype $40's swing. At rest (objoff_36)
// it counts down; untriggered it waits for the main character within $20
// of the pivot; then the speed (objoff_3E) grows by 8 a frame towards
// $200 (or -$200) and is added to the angle word; at the end the angle
// is set to $8000 (or $4000), the direction turns, and it rests 60
// frames. It returns the angle's high byte.
func (s *engine) swingTriggered(ob *physics.S2Obj) uint8 {
	switch {
	case ob.Timer != 0:
		ob.Timer--
	case !ob.Flag && uint16(s.st.X.Pixel()-int(ob.BaseX)+0x20) >= 0x40:
	default:
		ob.Flag = true
		if ob.B3B != 0 {
			ob.Timer2 += 8
			ob.Index += ob.Timer2
			if ob.Timer2 == 0x200 {
				ob.Timer2 = 0
				ob.Index = -0x8000
				ob.B3B = 0
				ob.Timer = 60
			}
		} else {
			ob.Timer2 -= 8
			ob.Index += ob.Timer2
			if ob.Timer2 == -0x200 {
				ob.Timer2 = 0
				ob.Index = 0x4000
				ob.B3B = 1
				ob.Timer = 60
			}
		}
	}
	return uint8(uint16(ob.Index) >> 8)
}

// swingGone is loc_1000C: out of the object window (the pivot's column)
// it deletes its chain and itself (DeleteObject: the respawn flag stays).
func (s *engine) swingGone(k int) {
	ob := s.slot(k)
	if uint16(int(ob.BaseX)&0xFF80)-uint16(s.st.S2.Coarse) <= 0x280 {
		return
	}
	if c := int(ob.Child1) - 1; c >= 0 && s.slot(c).ID == s2SwingingPlatform {
		s.deleteObject(c)
	}
	s.deleteObject(k)
}

// swingBreak is Obj15_State4's break: a copy of the platform in the
// first free slot after it (AllocateObjectAfterCurrent) falls ($A, in
// Aquatic Ruin $C; y-flipped while falling) at $200 sideways ($-200
// x-flipped), taking the players standing on it (interact); the
// platform itself is left as the swinging chain end (frame 3, routine
// 8), nobody standing on it.
func (s *engine) swingBreak(k int) {
	ob := s.slot(k)
	j := s.allocateAfter(k)
	if j >= 0 {
		c := s.slot(j)
		*c = *ob
		c.Routine = swingFallOOZ
		if s.isZone("arz") {
			c.Routine = swingFallARZ
		}
		c.XVel = 0x200
		if ob.Status&physics.S2XFlip != 0 {
			c.XVel = -0x200
		}
		c.Status |= physics.S2YFlip
	}
	st := s.st
	for _, p := range [2]struct{ s2On, on *int }{{&st.S2.On, &st.Obj.On}, {&st.P2.Body.S2On, &st.P2.Body.On}} {
		if *p.s2On != k+1 {
			continue
		}
		if j >= 0 {
			*p.s2On, *p.on = j+1, j+1
		} else {
			*p.s2On, *p.on = 0, 0 // the copy could not be made: the game leaves him on_object
		}
	}
	ob.MapFrame = 3
	ob.Routine = swingBroken
	ob.Status &^= physics.S2P1Stand | physics.S2P2Stand
}

// swingFall is Obj15_State6 (Oil Ocean) and Obj15_State7 (Aquatic
// Ruin): the broken platform. Falling (y-flipped), it moves and gains
// $18 a frame until y $720 (Oil Ocean: then still) or Water_Level_2
// (Aquatic Ruin: then moving right at $100); afterwards it bobs at that
// height plus half Oscillating_Data+$14, the Aquatic Ruin one moving on
// until a wall stops it (ObjCheckRightWallDist at its right edge). It is
// a PlatformObject2 for both players and goes by MarkObjGone.
func (s *engine) swingFall(k int) {
	ob := s.slot(k)
	x0 := ob.X.Pixel()
	arz := ob.Routine == swingFallARZ
	if arz {
		objMove(ob)
	}
	if ob.Status&physics.S2YFlip != 0 {
		floor := 0x720
		if arz {
			floor = s.st.Water.Mean // Water_Level_2
		} else {
			objMove(ob)
		}
		ob.YVel += 0x18
		if uint16(floor) <= uint16(ob.Y.Pixel()) {
			setYPixel(ob, floor)
			ob.BaseY = int16(floor)
			ob.Status &^= physics.S2YFlip
			ob.XVel, ob.YVel = 0, 0
			if arz {
				ob.XVel = 0x100
			}
		}
	} else {
		setYPixel(ob, int(ob.BaseY)+int(s.osc(5)>>1))
		if arz && ob.XVel != 0 {
			if d := s.objWallDist(ob.X.Pixel()+int(ob.Width), ob.Y.Pixel(), false); d < 0 {
				setXPixel(ob, ob.X.Pixel()+d)
				ob.XVel = 0
			}
		}
	}
	for p := 0; p < s.s2Players(); p++ {
		s.s2Swap(p)
		s.s2Platform(k, int(ob.Width), int(ob.YRad)+1, x0)
		s.s2Swap(p)
	}
	s.markGone(k, ob.X.Pixel())
}
