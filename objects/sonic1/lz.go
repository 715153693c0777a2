package sonic1

import "loopwright/physics"

// Labyrinth's objects (and Scrap Brain 3's, Labyrinth's fourth act):
// _incObj/2C Jaws.asm, 16 Harpoon.asm, 61 LZ Blocks.asm and the others
// in lz_*.go.

// Labyrinth's object ids (_inc/Object Pointers.asm).
const (
	idHarpoon   = 0x16
	idJaws      = 0x2C
	idLabyBlock = 0x61
)

// runLZObject runs slot k's object when it is one of Labyrinth's; it
// reports whether it was.
func (s *engine) runLZObject(k int) bool {
	switch s.st.S2.Slots[k].ID {
	case idDrownCount:
		s.drownCount(k)
	case idJaws:
		s.jaws(k)
	case idHarpoon:
		s.harpoon(k)
	case idLabyBlock:
		s.labyBlock(k)
	default:
		return false
	}
	return true
}

// lzSolidSize is solidSize for Labyrinth's objects.
func lzSolidSize(ob *physics.S2Obj) (w, h int, top, ok bool) {
	switch ob.ID {
	case idLabyBlock:
		return int(ob.Width) + 0x0B, int(ob.YRad), false, true
	}
	return 0, 0, false, false
}

// ---------------------------------------------------------------------------
// Obj2C: Jaws

// aniJaws is Ani_Jaws: swimming.
var aniJaws = [][]byte{{7, 0, 1, 2, 3, afEnd}}

// jaws is Obj2C (_incObj/2C Jaws.asm: Jaws). Jaws_Main: touch $0A (an
// enemy, $10 x $0C), swimming at $40 (left, right when flipped); its
// turn time (jaws_timecount, objoff_30) is subtype x 64 - 1 frames.
// Jaws_Turn: when the time runs out it turns round (speed and facing)
// and the time starts again; it moves (SpeedToPos) and RememberState
// deletes it out of range.
func (s *engine) jaws(k int) {
	ob := &s.st.S2.Slots[k]
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.Render |= 4
		ob.Coll = 0x0A
		ob.Width = 0x10
		t := int16(ob.Sub)<<6 - 1
		ob.Timer, ob.Timer2 = t, t
		ob.XVel = -0x40
		if ob.Status&1 != 0 {
			ob.XVel = 0x40
		}
	}
	ob.Timer--
	if ob.Timer < 0 {
		ob.Timer = ob.Timer2
		ob.XVel = -ob.XVel
		ob.Status ^= 1
		ob.Base = 1 // obPrevAni: the animation restarts
	}
	animateSprite(ob, aniJaws)
	speedToPos(ob)
	s.rememberState(k)
}

// ---------------------------------------------------------------------------
// Obj16: harpoon

// aniHarp is Ani_Harp: horizontal extending and retracting, vertical
// extending and retracting.
var aniHarp = [][]byte{
	{3, 1, 2, afRoutine},
	{3, 1, 0, afRoutine},
	{3, 4, 5, afRoutine},
	{3, 4, 3, afRoutine},
}

// harpTouch is Harp_Move's .types: the harmful touch of each frame.
var harpTouch = [6]uint8{0x9B, 0x9C, 0x9D, 0x9E, 0x9F, 0xA0}

// harpoon is Obj16 (_incObj/16 Harpoon.asm: Harpoon). Its subtype is
// its animation (0 horizontal, 2 vertical). Harp_Move: it extends or
// retracts (Ani_Harp, 4 frames a step), its touch box following its
// frame (harmful, $9B-$A0); at the animation's end Harp_Wait holds it
// 61 frames (harp_time from 60), then it reverses (animation bit 0).
func (s *engine) harpoon(k int) {
	ob := &s.st.S2.Slots[k]
	switch ob.Routine {
	case 0:
		ob.Routine = 2
		ob.Render |= 4
		ob.Anim = ob.Sub
		ob.Width = 0x14
		ob.Timer = 60
		fallthrough
	case 2:
		animateSprite(ob, aniHarp)
		if ob.MapFrame < uint8(len(harpTouch)) {
			ob.Coll = harpTouch[ob.MapFrame]
		}
	default:
		ob.Timer--
		if ob.Timer < 0 {
			ob.Timer = 60
			ob.Routine -= 2
			ob.Anim ^= 1
		}
	}
	s.rememberState(k)
}

// ---------------------------------------------------------------------------
// Obj61: Labyrinth's blocks

// lblkVar is LBlk_Var: each shape's half width and half height.
var lblkVar = [4][2]uint8{{0x10, 0x10}, {0x20, 0x0C}, {0x10, 0x10}, {0x10, 0x10}}

// labyBlock is Obj61 (_incObj/61 LZ Blocks.asm: LabyrinthBlock). Subtype
// bits 4-6 pick the shape (LBlk_Var: the solid size and frame), bits
// 0-3 the motion: 0 still; 1 and 3 wait 30 frames after Sonic stands on
// it, then 2 (falls, 8 a frame more, to the floor) or 4 (rises, 8 a
// frame more, to the ceiling), then still; 5 falls (6) once Sonic
// touches its side; 7 follows the water surface up to 2 pixels a
// frame, stopped by the ceiling and the floor. On screen it is solid
// (SolidObject, width + $B, its height, stand height + 1); a block not
// yet touched (types other than 0 and 7) sinks up to 4 pixels while
// stood on (objoff_3E, CalcSine) and comes back after. Out of range (by
// its first x) it is deleted.
func (s *engine) labyBlock(k int) {
	o := &s.st.S2
	ob := &o.Slots[k]
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.Render = 4 | ob.Render&3
		i := (ob.Sub >> 3) & 0x0E
		v := lblkVar[(i>>1)&3]
		ob.Width, ob.YRad = v[0], v[1]
		ob.MapFrame = i >> 1
		ob.BaseX, ob.BaseY = int16(ob.X.Pixel()), int16(ob.Y.Pixel())
		if t := ob.Sub & 0x0F; t != 0 && t != 7 {
			ob.Flag = true
		}
	}
	x0 := ob.X.Pixel()
	switch ob.Sub & 0x0F {
	case 1, 3:
		if ob.Timer != 0 {
			ob.Timer--
			if ob.Timer == 0 {
				ob.Sub++
				ob.Flag = false
			}
		} else if ob.Status&standBit != 0 {
			ob.Timer = 30
		}
	case 2, 6:
		speedToPos(ob)
		ob.YVel += 8
		if d := s.objFloorDist(ob); d < 0 {
			ob.Y += physics.FromPixels(d + 1)
			ob.YVel = 0
			ob.Sub = 0
		}
	case 4:
		speedToPos(ob)
		ob.YVel -= 8
		if d := s.objCeiling(ob); d < 0 {
			ob.Y -= physics.FromPixels(d)
			ob.YVel = 0
			ob.Sub = 0
		}
	case 5:
		if ob.B3F == 1 {
			ob.Sub++
			ob.Flag = false
		}
	case 7:
		d := int(int16(uint16(s.st.Water.Level) - uint16(ob.Y.Pixel())))
		switch {
		case d < 0:
			if d < -2 {
				d = -2
			}
			ob.Y += physics.FromPixels(d)
			if c := s.objCeiling(ob); c < 0 {
				ob.Y -= physics.FromPixels(c)
			}
		case d > 0:
			if d > 2 {
				d = 2
			}
			ob.Y += physics.FromPixels(d)
			if f := s.objFloorDist(ob); f < 0 {
				ob.Y += physics.FromPixels(f + 1)
			}
		}
	}
	if ob.Render&physics.S2OnScreen != 0 {
		d1 := int(ob.Width) + 0x0B
		d2 := int(ob.YRad)
		ob.B3F = uint8(s.solidObject(k, d1, d2, d2+1, x0))
		s.lblkSink(ob)
	}
	if s.outOfRange(int(ob.BaseX)) {
		s.deleteObject(k)
		return
	}
	s.display(k)
}

// lblkSink is loc_12180: an untouched block sinks while stood on, its
// angle (objoff_3E) up by 4 to $40, back by 4 when left: y = its first
// y + sin(angle) * $400 >> 16.
func (s *engine) lblkSink(ob *physics.S2Obj) {
	if !ob.Flag {
		return
	}
	if ob.Status&standBit != 0 {
		if ob.B3E == 0x40 {
			return
		}
		ob.B3E += 4
	} else {
		if ob.B3E == 0 {
			return
		}
		ob.B3E -= 4
	}
	sn, _ := physics.SinCos(ob.B3E)
	d := int(int16(int32(sn) * 0x400 >> 16))
	ob.Y = physics.FromPixels(int(int16(d)+ob.BaseY)) | ob.Y&0xFF
}
