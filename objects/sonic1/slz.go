package sonic1

import "loopwright/physics"

// Star Light Zone's objects.

// ---------------------------------------------------------------------------
// Obj5C: pylon

// pylon is Obj5C (_incObj/5C Pylon.asm): foreground scenery drawn at
// twice the camera's parallax (its x -2 times the camera's x). It
// touches nothing and, having no out-of-range check, keeps its slot for
// the rest of the act.
func (s *engine) pylon(k int) {
	ob := &s.st.S2.Slots[k]
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.Width = 0x10
	}
	ob.X = physics.FromPixels(int(int16(-2 * s.st.Cam.X)))
	s.display(k)
}

// ---------------------------------------------------------------------------
// Obj59: elevators

// elevVar is Elev_Var1 then Elev_Var2: Elev_Main reads the width and
// frame at subtype bits 4-6 (Elev_Var1 has one entry: the others read
// into Elev_Var2), the distance to move (/4) and the motion type at
// Elev_Var2 plus subtype bits 0-3.
var elevVar = [16][2]uint8{
	{0x28, 0}, {0x10, 1}, {0x20, 1}, {0x34, 1}, {0x10, 3}, {0x20, 3}, {0x34, 3}, {0x14, 1}, {0x24, 1},
	{0x2C, 1}, {0x14, 3}, {0x24, 3}, {0x2C, 3}, {0x20, 5}, {0x20, 7}, {0x30, 9},
}

// elevator is Obj59 (_incObj/59 SLZ Elevators.asm), $28 wide. Subtypes
// $80 and up make elevators (Elev_MakeMulti: every (subtype & $7F) * 6
// frames an elevator of type $E in the first free slot). Others take
// their distance and motion from Elev_Var2; the platform (PlatformObject,
// ExitPlatform, MvSonicOnPtfm2) waits for Sonic to stand on it (odd
// types), then moves (Elev_Move: its speed grows $10 a frame to $800,
// falls back after half the distance, and it stops at the distance): 2
// up, 4 down, 6 up-right (half as far up), 8 down-left, 9 up and, at the
// end, Sonic is let go (in the air) and it is deleted. Deleted out of
// range by its first x. Slot fields: BaseX, BaseY the start (objoff_32,
// objoff_30), GXVel the distance moved (objoff_34, 16.16), Timer the
// speed (objoff_38), Flag the slowing flag (objoff_3A), Timer2 the
// distance (elev_dist), Timer3 the maker's period (objoff_3E).
func (s *engine) elevator(k int) {
	st := s.st
	ob := &st.S2.Slots[k]
	switch ob.Routine {
	case 0:
		ob.Routine = 2
		if ob.Sub&0x80 != 0 {
			ob.Routine = 6
			d := int16(ob.Sub&0x7F) * 6
			ob.Timer2, ob.Timer3 = d, d
			return
		}
		w := elevVar[int(ob.Sub>>4)&7]
		ob.Width, ob.MapFrame = w[0], w[1]
		v := elevVar[1+int(ob.Sub)&0x0F%(len(elevVar)-1)]
		ob.Timer2 = int16(v[0]) << 2
		ob.Sub = v[1]
		ob.Render = ob.Render&3 | 4
		ob.BaseX, ob.BaseY = int16(ob.X.Pixel()), int16(ob.Y.Pixel())
		fallthrough
	case 2:
		s.platformObject(k, int(ob.Width))
		s.elevTypes(k)
	case 4:
		s.exitPlatformR(k, int(ob.Width))
		x := ob.X.Pixel()
		s.elevTypes(k)
		if ob.ID == 0 {
			return
		}
		s.mvSonicOnPtfm2(k, x)
	case 6:
		ob.Timer2--
		if ob.Timer2 == 0 {
			ob.Timer2 = ob.Timer3
			if j := s.findFree(); j >= 0 {
				st.S2.Slots[j] = physics.S2Obj{ID: idElevator, Layout: -1, X: ob.X &^ 0xFF, Y: ob.Y &^ 0xFF, Sub: 0x0E}
			}
		}
		if s.outOfRange(ob.X.Pixel()) {
			s.deleteObject(k)
		}
		return
	default:
		s.deleteObject(k)
		return
	}
	if ob.ID == 0 {
		return
	}
	if s.outOfRange(int(ob.BaseX)) {
		s.deleteObject(k)
		return
	}
	s.display(k)
}

// elevTypes is Elev_Types.
func (s *engine) elevTypes(k int) {
	st := s.st
	ob := &st.S2.Slots[k]
	d := func() int { return int(int16(uint32(ob.GXVel) >> 16)) }
	switch t := ob.Sub & 0x0F; t {
	case 1, 3, 5, 7:
		if ob.Routine == 4 {
			ob.Sub++
		}
	case 2:
		s.elevMove(ob)
		ob.Y = physics.FromPixels(int(ob.BaseY)-d()) | ob.Y&0xFF
	case 4:
		s.elevMove(ob)
		ob.Y = physics.FromPixels(int(ob.BaseY)+d()) | ob.Y&0xFF
	case 6:
		s.elevMove(ob)
		ob.Y = physics.FromPixels(int(ob.BaseY)-d()>>1) | ob.Y&0xFF
		ob.X = physics.FromPixels(int(ob.BaseX)+d()) | ob.X&0xFF
	case 8:
		s.elevMove(ob)
		ob.Y = physics.FromPixels(int(ob.BaseY)+d()>>1) | ob.Y&0xFF
		ob.X = physics.FromPixels(int(ob.BaseX)-d()) | ob.X&0xFF
	case 9:
		s.elevMove(ob)
		ob.Y = physics.FromPixels(int(ob.BaseY)-d()) | ob.Y&0xFF
		if ob.Sub != 0 {
			return
		}
		if ob.Status&standBit != 0 {
			st.Air = true
			if st.S2.On == k+1 {
				st.S2.On, st.Obj.On = 0, 0
			}
		}
		s.deleteObject(k)
	}
}

// elevMove is Elev_Move.
func (s *engine) elevMove(ob *physics.S2Obj) {
	v := ob.Timer
	if !ob.Flag {
		if uint16(v) < 0x800 {
			v += 0x10
		}
	} else if v != 0 {
		v -= 0x10
	}
	ob.Timer = v
	ob.GXVel += physics.Fixed(int32(v) << 8)
	d0 := uint16(uint32(ob.GXVel) >> 16)
	d2 := uint16(ob.Timer2)
	if d0 > d2 {
		ob.Flag = true
	}
	if d0 == 2*d2 {
		ob.Sub = 0
	}
}

// ---------------------------------------------------------------------------
// Obj5A: circling platforms

// circlingPlatform is Obj5A (_incObj/5A SLZ Circling Platform.asm), $18
// wide: a platform (PlatformObject, ExitPlatform, MvSonicOnPtfm2) going
// round its start by oscillators 8 and 9 (each less $50); subtype bit 0
// reverses both, bit 1 swaps them (the x negated), type 4 (bits 2-3)
// runs the other way round. Deleted out of range by its first x.
func (s *engine) circlingPlatform(k int) {
	ob := &s.st.S2.Slots[k]
	switch ob.Routine {
	case 0:
		ob.Routine = 2
		ob.Render = ob.Render&3 | 4
		ob.Width = 0x18
		ob.BaseX, ob.BaseY = int16(ob.X.Pixel()), int16(ob.Y.Pixel())
		fallthrough
	case 2:
		s.platformObject(k, int(ob.Width))
		s.circTypes(ob)
	default:
		s.exitPlatformR(k, int(ob.Width))
		x := ob.X.Pixel()
		s.circTypes(ob)
		s.mvSonicOnPtfm2(k, x)
	}
	if s.outOfRange(int(ob.BaseX)) {
		s.deleteObject(k)
		return
	}
	s.display(k)
}

// circTypes is Circ_Types.
func (s *engine) circTypes(ob *physics.S2Obj) {
	d1 := int(int8(uint8(s.osc(8)) - 0x50))
	d2 := int(int8(uint8(s.osc(9)) - 0x50))
	if ob.Sub&1 != 0 {
		d1, d2 = -d1, -d2
	}
	if ob.Sub&2 != 0 {
		d1, d2 = d2, -d1
	}
	if ob.Sub&0x0C == 4 {
		d1 = -d1
	}
	ob.X = physics.FromPixels(int(int16(d1+int(ob.BaseX)))) | ob.X&0xFF
	ob.Y = physics.FromPixels(int(int16(d2+int(ob.BaseY)))) | ob.Y&0xFF
}

// ---------------------------------------------------------------------------
// Obj5D: fans

// fan is Obj5D (_incObj/5D Fan.asm). Types 0 and 1 are off 120 frames,
// then on 180 (Fan_Delay; off first); types 2 and 3 always on. On, it
// pushes Sonic's x (not his speed) while he is from $50 behind to $A0 in
// front of it and from $60 above to $10 below its y: the nearer the
// harder (.blow), away from the fan (toward it for odd types). Deleted
// out of range.
func (s *engine) fan(k int) {
	st := s.st
	ob := &st.S2.Slots[k]
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.Render |= 4
		ob.Width = 0x10
	}
	if ob.Sub&2 == 0 {
		ob.Timer--
		if ob.Timer < 0 {
			ob.Timer = 120
			ob.Flag = !ob.Flag
			if !ob.Flag {
				ob.Timer = 180
			}
		}
	}
	if !ob.Flag {
		d0 := uint16(st.X.Pixel()) - uint16(ob.X.Pixel())
		if ob.Status&1 == 0 {
			d0 = -d0
		}
		d0 += 0x50
		d1 := uint16(st.Y.Pixel()) + 0x60
		if d0 < 0xF0 && d1 >= uint16(ob.Y.Pixel()) && d1-uint16(ob.Y.Pixel()) < 0x70 {
			if d0 < 0x50 {
				d0 = ^(d0 - 0x50)
				d0 += d0
			} else {
				d0 -= 0x50
			}
			d0 += 0x60
			if ob.Status&1 == 0 {
				d0 = -d0
			}
			d0 = d0&0xFF00 | uint16(uint8(-uint8(d0)))
			v := int16(d0) >> 4
			if ob.Sub&1 != 0 {
				v = -v
			}
			st.X += physics.FromPixels(int(v))
		}
		ob.AnimDur--
		if int8(ob.AnimDur) < 0 {
			ob.AnimDur = 0
			ob.AnimFrame++
			if ob.AnimFrame >= 3 {
				ob.AnimFrame = 0
			}
			ob.MapFrame = ob.AnimFrame + 2*(ob.Sub&1)
		}
	}
	s.display(k)
	if s.outOfRange(ob.X.Pixel()) {
		s.deleteObject(k)
	}
}

// ---------------------------------------------------------------------------
// Obj5B: staircase

// staircase is Obj5B (_incObj/5B Staircase.asm): four solid blocks
// (SolidObject $1B, $10, stand height $11), the object and three in the
// next free slots (FindNextFreeObj), $20 apart, each lowered by one of
// the first block's four offsets (objoff_38-3B: Logs[0-3]; reversed when
// flipped). Type 0 (bits 0-2) waits for Sonic to stand on a block, then
// 30 frames, then becomes 1; type 2 waits for a hit from below (or a
// landing: SolidObject's -1), shakes 60 frames, then becomes 3; types 1
// and 3 move the blocks down (offsets v, 3v/4, v/2, v/4, v counting to
// $80). The blocks report to the first (objoff_36: Flag byte in Index).
// Each is deleted out of range by the first block's x.
func (s *engine) staircase(k int) {
	o := &s.st.S2
	ob := &o.Slots[k]
	switch ob.Routine {
	case 0:
		ob.Routine = 2
		d3, d4 := 0, 1
		if ob.Status&1 != 0 {
			d3, d4 = 3, -1
		}
		x := ob.X.Pixel()
		j := k
		for i := 0; i < 4; i++ {
			if i > 0 {
				j = s.findNextFree(j)
				if j < 0 {
					break
				}
				o.Slots[j] = physics.S2Obj{ID: idStaircase, Routine: 4, Layout: -1}
			}
			b := &o.Slots[j]
			b.ID = idStaircase
			b.Render = 4
			b.Width = 0x10
			b.Sub = ob.Sub
			b.X = physics.FromPixels(x)
			b.Y = ob.Y &^ 0xFF
			b.BaseX, b.BaseY = int16(ob.X.Pixel()), int16(ob.Y.Pixel())
			b.B3B = uint8(d3)
			b.Parent = int16(k + 1)
			x += 0x20
			d3 += d4
		}
		fallthrough
	case 2:
		s.stairMove(ob)
		fallthrough
	case 4:
		s.stairSolid(k)
	default:
		s.deleteObject(k)
		return
	}
	ob = &o.Slots[k]
	if s.outOfRange(int(ob.BaseX)) {
		s.deleteObject(k)
		return
	}
	s.display(k)
}

// stairSolid is Stair_Solid.
func (s *engine) stairSolid(k int) {
	o := &s.st.S2
	ob := &o.Slots[k]
	p := int(ob.Parent) - 1
	if p < 0 || p >= Slots {
		p = k
	}
	pa := &o.Slots[p]
	off := uint8(pa.Logs[ob.B3B&3])
	ob.Y = physics.FromPixels(int(int16(int(off)+int(ob.BaseY)))) | ob.Y&0xFF
	if d4 := s.solidObject(k, int(ob.Width)+0x0B, 0x10, 0x11, ob.X.Pixel()); d4 < 0 {
		pa.Index = int16(int8(d4))
	}
	if ob.Status&standBit != 0 {
		pa.Index = 1
	}
}

// stairMove is Stair_TypeIndex (timer objoff_34: Timer).
func (s *engine) stairMove(ob *physics.S2Obj) {
	switch ob.Sub & 7 {
	case 0:
		if ob.Timer == 0 {
			if ob.Index == 1 {
				ob.Timer = 0x1E
			}
			return
		}
		ob.Timer--
		if ob.Timer == 0 {
			ob.Sub++
		}
	case 2:
		if ob.Timer == 0 {
			if int8(ob.Index) < 0 {
				ob.Timer = 0x3C
			}
			return
		}
		ob.Timer--
		if ob.Timer == 0 {
			ob.Sub++
			return
		}
		d0 := int16(uint8(ob.Timer)>>2) & 1
		for i := 0; i < 4; i++ {
			ob.Logs[i] = d0
			d0 ^= 1
		}
	case 1, 3:
		if uint8(ob.Logs[0]) == 0x80 {
			return
		}
		v := int16(uint8(ob.Logs[0]) + 1)
		ob.Logs[0] = v
		ob.Logs[1] = v * 3 / 4
		ob.Logs[2] = v / 2
		ob.Logs[3] = v / 4
	}
}
