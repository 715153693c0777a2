package sonic2

import (
	"loopwright/heightmask"
	"loopwright/physics"
)

// Aquatic Ruin's platform and pillar that sink, fall, rise or float
// (Obj82), as s2.asm's Obj82 runs them, and ObjCheckCeilingDist.

// s2FallingPlatform is Obj82 ("platform that is usually swinging").
const s2FallingPlatform = 0x82

// fallingProps is Obj82_Properties: width_pixels and y_radius by the
// subtype's bits 4-6 (0 the platform, 1 the pillar; the game's table
// has two more, unused, rows, which have no mapping frame).
var fallingProps = [4][2]uint8{{0x20, 8}, {0x1C, 0x30}, {0x10, 0x10}, {0x10, 0x10}}

// fallingPlatform is Obj82. Obj82_Init takes the width and height from
// Obj82_Properties (the mapping frame is the row), keeps the layout
// position (x objoff_34: BaseX, y objoff_30: BaseY), sets objoff_38
// (Flag: it sinks under a player) unless the subtype's low nybble is 0
// or 7, and keeps only that nybble as the mode (Obj82_Types):
//
//   - 0 still;
//   - 1 and 3: once stood on, $1E frames (objoff_36: Timer), then the
//     next mode (Flag cleared);
//   - 2 and 6: fall (ObjectMove, +8 a frame) to the floor
//     (ObjCheckFloorDist), one pixel into it, then still;
//   - 4: rise (-8 a frame) to the ceiling (ObjCheckCeilingDist), then
//     still;
//   - 5: once pushed from a side (the last frame's SolidObject touch
//     flags, objoff_3F: B3F), mode 6;
//   - 7: follow Water_Level_1 at most 2 pixels a frame, stopped by the
//     floor or the ceiling.
//
// While on screen it is a SolidObject (half width + $B, y_radius, +1
// standing) for both players, and with Flag set it sinks (loc_2A432:
// objoff_3E, B3E, up $4 a frame to $40 while stood on, down otherwise;
// y = BaseY + sin * $400 >> 16). It goes by MarkObjGone2 from BaseX.
func (s *engine) fallingPlatform(k int) {
	ob := s.slot(k)
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.Render = 4 // move.b: render_flags.level_fg alone
		row := (ob.Sub >> 4) & 7
		var p [2]uint8 // past the table: the next bytes of code, none placed
		if int(row) < len(fallingProps) {
			p = fallingProps[row]
		}
		ob.Width, ob.YRad, ob.MapFrame = p[0], p[1], row
		ob.BaseX, ob.BaseY = int16(ob.X.Pixel()), int16(ob.Y.Pixel())
		if m := ob.Sub & 0xF; m != 0 && m != 7 {
			ob.Flag = true
		}
		ob.Sub &= 0xF
	}
	x0 := ob.X.Pixel()
	s.fallingMode(ob)
	if ob.Render&physics.S2OnScreen != 0 {
		d2 := int(ob.YRad)
		var touch uint8
		for p := 0; p < s.s2Players(); p++ {
			s.s2Swap(p)
			_, t := s.s2Solid(k, int(ob.Width)+0xB, d2, d2+1, x0, false, nil)
			s.s2Swap(p)
			if t&s2TouchSide != 0 {
				touch |= 1 << uint(p) // p1_touch_side, p2_touch_side
			}
		}
		ob.B3F = touch
		s.fallingSink(ob)
	}
	s.markGone(k, int(ob.BaseX))
}

// fallingMode is Obj82_Types.
func (s *engine) fallingMode(ob *physics.S2Obj) {
	switch ob.Sub {
	case 1, 3: // loc_2A36A
		if ob.Timer == 0 {
			if ob.Status&(physics.S2P1Stand|physics.S2P2Stand) != 0 {
				ob.Timer = 0x1E
			}
			return
		}
		ob.Timer--
		if ob.Timer == 0 {
			ob.Sub++
			ob.Flag = false
		}
	case 2, 6: // loc_2A392
		objMove(ob)
		ob.YVel += 8
		if d := s.objFloorDist(ob.X.Pixel(), ob.Y.Pixel()+int(ob.YRad), false); d < 0 {
			setYPixel(ob, ob.Y.Pixel()+d+1)
			ob.YVel = 0
			ob.Sub = 0
		}
	case 4: // loc_2A3B6
		objMove(ob)
		ob.YVel -= 8
		if d := s.objCeilingDist(ob.X.Pixel(), ob.Y.Pixel()-int(ob.YRad)); d < 0 {
			setYPixel(ob, ob.Y.Pixel()-d)
			ob.YVel = 0
			ob.Sub = 0
		}
	case 5: // loc_2A3D8
		if ob.B3F&3 != 0 {
			ob.Sub++
			ob.Flag = false
		}
	case 7: // loc_2A3EC
		d0 := int16(uint16(s.st.Water.Level) - uint16(ob.Y.Pixel()))
		switch {
		case d0 == 0:
		case uint16(s.st.Water.Level) < uint16(ob.Y.Pixel()): // above it: rise
			d0 = max(d0, -2)
			setYPixel(ob, ob.Y.Pixel()+int(d0))
			if d := s.objCeilingDist(ob.X.Pixel(), ob.Y.Pixel()-int(ob.YRad)); d < 0 {
				setYPixel(ob, ob.Y.Pixel()-d)
			}
		default: // below it: sink
			d0 = min(d0, 2)
			setYPixel(ob, ob.Y.Pixel()+int(d0))
			if d := s.objFloorDist(ob.X.Pixel(), ob.Y.Pixel()+int(ob.YRad), false); d < 0 {
				setYPixel(ob, ob.Y.Pixel()+d+1)
			}
		}
	}
}

// fallingSink is loc_2A432.
func (s *engine) fallingSink(ob *physics.S2Obj) {
	if !ob.Flag {
		return
	}
	if ob.Status&(physics.S2P1Stand|physics.S2P2Stand) != 0 {
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
	sin, _ := physics.SinCos(ob.B3E)
	setYPixel(ob, int(ob.BaseY)+int(int16(uint32(int32(sin)*0x400)>>16)))
}

// objCeilingDist is ObjCheckCeilingDist at (x, y), y the object's top
// (y_pos - y_radius): FindFloor upwards (a3 = -$10, the blocks y-flipped
// by d6 = $800, the position within the block mirrored by eori.w #$F)
// through the left/right/bottom-solid blocks (d5 = $D): the distance
// from y up to the ceiling, negative when y is inside it.
func (s *engine) objCeilingDist(x, y int) int {
	col := x & 15
	height := func(yy int) (int, bool) {
		c, m, ok := s.objWallCell(x>>4, yy>>4)
		if !ok {
			return 0, false
		}
		return m.Sense(heightmask.Up, c.XFlip, c.YFlip, col), true
	}
	// second is FindFloor2.
	second := func(a int) int {
		h, ok := height(a)
		if !ok || h == 0 {
			return 15 - (a & 15)
		}
		if h < 0 {
			if (a&15)+h >= 0 {
				return 15 - (a & 15)
			}
			return -1 - (a & 15)
		}
		return 15 - (h + a&15)
	}
	y ^= 0xF
	h, ok := height(y)
	switch {
	case !ok || h == 0 || (h < 0 && (y&15)+h >= 0):
		return second(y-16) + 16
	case h == 16 || h < 0:
		return second(y+16) - 16
	}
	return 15 - (h + y&15)
}
