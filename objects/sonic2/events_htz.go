package sonic2

// Hill Top's earthquake (s2.asm LevEvents_HTZ, LevEvents_HTZ2): in the
// earthquake sections the background layer, with the rising ground its
// objects (Obj30) make solid, moves up and down: Camera_BG_Y_offset steps
// by 1 every 4th frame (Level_frame_counter) between its two ends, waits
// $78 frames there (HTZ_Terrain_Delay) and turns (HTZ_Terrain_Direction);
// the screen shakes while it moves. Leaving the section resets the
// background; while Screen_Shaking_Flag_HTZ is set the background slides
// back to rest (ScrollBG) and the flag clears once it is there.

// htzQuake is one earthquake section: its stage (Dynamic_Resize_Routine),
// the camera x range where the section runs, where the ground moves and
// the offsets it moves between.
type htzQuake struct {
	left, right      int   // the section: camera x from left below right
	moveFrom, moveTo int   // the ground moves for camera x in [moveFrom, moveTo)
	top, bottom      int16 // Camera_BG_Y_offset's ends (rising to top, sinking to bottom)
	stopShake        bool  // past moveTo the shaking stops (Screen_Shaking_Flag cleared)
	back, fwd        int8  // the stage change leaving left, right
}

// The earthquake sections: LevEvents_HTZ_Routine2, LevEvents_HTZ2_Routine2
// (the top path) and LevEvents_HTZ2_Routine4 (the bottom path).
var (
	htz1Quake    = htzQuake{0x1800, 0x1F00, 0x1978, 0x1E00, 320, 224, true, -2, 2}
	htz2QuakeTop = htzQuake{0x14C0, 0x1B00, 0x1678, 0x1A00, 0x2C0, 0, true, -2, 2}
	htz2QuakeBot = htzQuake{0x14C0, 0x1B00, 0x15F0, 0x1AC0, 0x300, 0, false, -6, 2}
)

// scrollBG is ScrollBG: the background's step toward (x, y) less its
// offsets, at most 16 a frame each way, left in Camera_BG_X_pos_diff and
// Camera_BG_Y_pos_diff and returned.
func (s *engine) scrollBG(x, y int) (int, int) {
	ev := &s.st.S2.Ev
	dx := int(int16(x - int(ev.BGX) - int(ev.BGXOff)))
	if dx < 0 {
		dx = max(dx, -16)
	} else {
		dx = min(dx, 16)
	}
	dy := int(int16(y - int(ev.BGY) - int(ev.BGYOff)))
	if dy < 0 {
		dy = max(dy, -16)
	} else {
		dy = min(dy, 16)
	}
	ev.BGXDiff, ev.BGYDiff = int8(dx), int8(dy)
	return dx, dy
}

// quakeStart is an earthquake section's entry: the shaking flag set, the
// background at the camera ($100 higher), offsets 0 and yOff, the delay 0.
func (s *engine) quakeStart(yOff int16) {
	c := &s.st.Cam
	ev := &s.st.S2.Ev
	ev.ShakingHTZ = true
	ev.BGX, ev.BGY = int16(c.X), int16(c.Y)
	ev.BGXDiff, ev.BGYDiff = 0, 0
	ev.BGXOff, ev.BGYOff = 0, yOff
	ev.BGY -= 0x100
	ev.TerrainDelay = 0
}

// quakeSettle is the part of the stages outside a section: while the
// shaking flag is set the background slides to $200,0; once there the
// flag clears.
func (s *engine) quakeSettle() {
	ev := &s.st.S2.Ev
	if !ev.ShakingHTZ {
		return
	}
	ev.BGXDiff, ev.BGYDiff = 0, 0
	if dx, dy := s.scrollBG(0x200, 0); dx|dy == 0 {
		ev.ShakingHTZ = false
	}
}

// quakeReset is a section's exit: the background at $400,0, offsets and
// direction 0, the stage moved by d.
func (s *engine) quakeReset(d int8) {
	ev := &s.st.S2.Ev
	ev.BGX, ev.BGY = 0x400, 0
	ev.BGXOff, ev.BGYOff = 0, 0
	ev.TerrainDir = 0
	ev.Routine = uint8(int8(ev.Routine) + d)
}

// quake is an earthquake section's stage.
func (s *engine) quake(q *htzQuake) {
	st := s.st
	c := &st.Cam
	ev := &st.S2.Ev
	switch {
	case c.X < q.moveFrom:
	case c.X >= q.moveTo:
		if q.stopShake {
			ev.Shaking = false
		}
	default:
		end := q.top
		if ev.TerrainDir != 0 {
			end = q.bottom
		}
		if ev.BGYOff == end {
			// .flip_delay
			ev.Shaking = false
			ev.TerrainDelay--
			if ev.TerrainDelay < 0 {
				ev.TerrainDelay = 0x78
				ev.TerrainDir ^= 1
				ev.Shaking = true
			}
		} else if st.Frame&3 == 0 {
			if ev.TerrainDir == 0 {
				ev.BGYOff++
			} else {
				ev.BGYOff--
			}
		}
	}
	switch {
	case c.X < q.left:
		s.quakeReset(q.back)
	case c.X >= q.right:
		s.quakeReset(q.fwd)
	default:
		s.scrollBG(c.X, c.Y)
	}
}

// levEventsHTZ1 is LevEvents_HTZ (act 1): left of the earthquake (stage
// 0) it starts once the camera is at x $1800, y $400 or beyond; right of
// it (stage 4) it starts again left of x $1F00.
func (s *engine) levEventsHTZ1() {
	c := &s.st.Cam
	ev := &s.st.S2.Ev
	switch ev.Routine {
	case 0:
		if c.Y >= 0x400 && c.X >= 0x1800 {
			s.quakeStart(320)
			ev.Routine += 2
			return
		}
		s.quakeSettle()
	case 2:
		s.quake(&htz1Quake)
	case 4:
		if c.X < 0x1F00 {
			s.quakeStart(320)
			ev.Routine -= 2
			return
		}
		s.quakeSettle()
	}
}

// levEventsHTZ2 is LevEvents_HTZ2: LevEvents_HTZ2_Prepare jumps to the
// boss stages once the camera is at x $2B00; the earthquake's two paths
// (the top one, and the bottom one when the camera enters at y $380 or
// below); then the boss arena: from x $2C50 the left limit follows the
// camera (bottom $480), locked at $2EE0-$2F5E from $2EDF, the boss
// (Obj52) $5A frames later; once it is beaten the left limit follows the
// camera and past x $30E0 the top and bottom limits rise 2 a frame to
// $428 and $430.
func (s *engine) levEventsHTZ2() {
	c := &s.st.Cam
	ev := &s.st.S2.Ev
	if c.X >= 0x2B00 && int8(ev.Routine) < 0xA {
		ev.Routine = 0xA
		ev.ShakingHTZ = false
	}
	switch ev.Routine {
	case 0:
		if c.X < 0x14C0 {
			s.quakeSettle()
			return
		}
		s.quakeStart(0x2C0)
		ev.Routine += 2
		if c.Y >= 0x380 {
			ev.BGXOff = -0x680
			ev.BGX += 0x480
			ev.BGYOff = 0x300
			ev.Routine += 6
		}
	case 2:
		s.quake(&htz2QuakeTop)
	case 4:
		if c.X >= 0x1B00 {
			s.quakeSettle()
			return
		}
		s.quakeStart(0x2C0)
		ev.Routine -= 2
	case 6:
		s.quake(&htz2QuakeBot)
	case 8:
		if c.X >= 0x1B00 {
			s.quakeSettle()
			return
		}
		s.quakeStart(0x300)
		ev.BGXOff = -0x680
		ev.BGX += 0x480
		ev.Routine -= 2
	case 0xA:
		s.enterArena(0x2C50, 0x480)
	case 0xC:
		s.lockArena(0x2EDF, 0x2EE0, 0x2F5E, 3)
	case 0xE:
		s.spawnBoss(0x478, s2HTZBoss, 0, 0, 0)
	case 0x10:
		if !ev.BossDefeated {
			return
		}
		s.followCamera()
		if c.X < 0x30E0 {
			return
		}
		if c.MinY >= 0x428 {
			c.MinY -= 2
		}
		if c.TargetMaxY >= 0x430 {
			c.TargetMaxY -= 2
		}
	}
}

// Hill Top's lava objects.
const (
	s2RisingLava = 0x30 // Obj30: the ground that rises with the earthquake
	s2LavaMarker = 0x31 // Obj31: lava that hurts
)

// risingLavaWidths is Obj30_Widths, by subtype.
var risingLavaWidths = [...]uint8{0xC0, 0, 0xC0, 0, 0xC0, 0, 0xE0, 0, 0xC0, 0}

// risingLavaSlope is Obj30_SlopeData: subtype 8's surface heights, 2
// pixels a column.
var risingLavaSlope = func() []int8 {
	h := make([]int8, 0, 0xCC)
	for i := 0; i < 8; i++ {
		h = append(h, 48)
	}
	for v := 47; v >= -48; v-- {
		h = append(h, int8(v), int8(v))
	}
	for len(h) < 0xCC {
		h = append(h, -48)
	}
	return h
}()

// risingLava is Obj30, the earthquake's ground: it follows the
// background (y = its layout y + Camera_BG_Y_offset) and is solid to both
// players (SolidObject_Always $CB wide, $80 high for subtypes 0 and 2;
// $78 high for 4 and 6, 6 $EB wide, which also hurt whoever stands on
// them; subtype 8 a slope, SlopedSolid $2E high), dropping a player whose
// own floor is at or above his feet (DropOnFloor). Subtype 6 exists only
// with the camera at y $380 or below, 8 only above. While the earthquake
// shakes (Screen_Shaking_Flag_HTZ) it stays loaded.
func (s *engine) risingLava(k int) {
	ob := s.slot(k)
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.BaseY, ob.BaseX = int16(ob.Y.Pixel()), int16(ob.X.Pixel())
		sub := int(ob.Sub)
		if sub < len(risingLavaWidths) {
			ob.Width = risingLavaWidths[sub]
		}
		camY := s.st.Cam.Y
		if sub == 6 && camY < 0x380 || sub >= 8 && camY >= 0x380 {
			if r := ob.Respawn; r != 0 {
				s.st.S2.Respawn[2+int(r)] &^= 0x80
			}
			s.deleteObject(k)
			return
		}
	}
	setYPixel(ob, int(ob.BaseY)+int(s.st.S2.Ev.BGYOff))
	x := ob.X.Pixel()
	for p := 0; p < s.s2Players(); p++ {
		s.s2Swap(p)
		switch ob.Sub {
		case 0, 2:
			s.s2Solid(k, 0xCB, 0x80, 0x81, x, true, nil)
		case 4:
			s.s2Solid(k, 0xCB, 0x78, 0x79, x, true, nil)
		case 6:
			s.s2Solid(k, 0xEB, 0x78, 0x79, x, true, nil)
		default:
			s.s2Solid(k, 0xCB, 0x2E, 0x2E, x, true, risingLavaSlope)
		}
		s.dropOnFloor(k)
		if (ob.Sub == 4 || ob.Sub == 6) && ob.Status&s.StandBit() != 0 {
			s.touchHurt(k) // Obj30_HurtSupportedPlayers: Touch_ChkHurt
		}
		s.s2Swap(p)
	}
	if !s.st.S2.Ev.ShakingHTZ {
		s.markGone(k, ob.X.Pixel())
	}
}

// dropOnFloor is DropOnFloor for the player swapped in: standing on the
// object in slot k with his own floor (ChkFloorEdge2: FindFloor below
// his feet) at or above his feet, he is released into the air.
func (s *engine) dropOnFloor(k int) {
	st := s.st
	if s.slot(k).Status&s.StandBit() == 0 {
		return
	}
	if s.objFloorDist(st.X.Pixel(), st.Y.Pixel()+st.YRadius, false) > 0 {
		return
	}
	s.s2Release(k)
	st.Air = true
}

// lavaMarker is Obj31: an invisible box of lava that hurts (collision
// $96, $94 or $95 by subtype: 32x32, 64x32, 128x32), deleted (its respawn
// entry kept) once out of the object manager's range.
func (s *engine) lavaMarker(k int) {
	ob := s.slot(k)
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.Coll = [3]uint8{0x96, 0x94, 0x95}[min(int(ob.Sub), 2)]
		ob.Width = 0x80
		ob.MapFrame = ob.Sub
	}
	if uint16(ob.X.Pixel()&0xFF80)-uint16(s.st.S2.Coarse) > 0x280 {
		s.deleteObject(k)
	}
}
