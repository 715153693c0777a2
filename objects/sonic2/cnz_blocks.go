package sonic2

import "loopwright/physics"

// Casino Night's flashing blocks (ObjD2), as s2.asm runs them.

// s2FlashBlocks is ObjID_CNZRectBlocks (ObjD2).
const s2FlashBlocks = 0xD2

// flashBlockFrames is byte_2B654: for each mapping frame the offset
// (x, y) from the starting position and the half width and half height
// of the solid box.
var flashBlockFrames = [16][4]int8{
	{-0x28, 0x18, 8, 8}, {-0x28, 0x10, 8, 0x10}, {-0x28, 8, 8, 0x18}, {-0x28, 0, 8, 0x20},
	{-0x20, 0, 0x10, 0x20}, {-0x18, -8, 0x18, 0x18}, {-0x10, -0x10, 0x20, 0x10}, {-8, -0x18, 0x28, 8},
	{8, -0x18, 0x28, 8}, {0x10, -0x10, 0x20, 0x10}, {0x18, -8, 0x18, 0x18}, {0x20, 0, 0x10, 0x20},
	{0x28, 0, 8, 0x20}, {0x28, 8, 8, 0x18}, {0x28, 0x10, 8, 0x10}, {0x28, 0x18, 8, 8},
}

// flashBlocks is ObjD2: a row of blocks that sweeps round a rectangle,
// one mapping frame every 16 frames (objoff_3A), its solid box
// (SolidObject, half width byte_2B654's +$B, half height as listed)
// moving with it. Before each sweep it waits subtype*16 frames
// (objoff_38) unseen and not solid, going by MarkObjGone3 (its x); when
// the sweep wraps to frame 0 it lets go of whoever stands on it (both
// players put in the air, on_object cleared) and starts waiting again.
// While sweeping it goes by MarkObjGone2 (its starting x).
func (s *engine) flashBlocks(k int) {
	ob := s.slot(k)
	if ob.Routine == 0 { // ObjD2_Init
		ob.Routine = 2
		ob.Width = 8
		ob.BaseX, ob.BaseY = int16(ob.X.Pixel()), int16(ob.Y.Pixel())
		ob.Timer = int16(ob.Sub) << 4
		flashBlockPlace(ob)
	}
	if ob.Timer != 0 { // ObjD2_Main: waiting
		ob.Timer--
		s.markGone(k, ob.X.Pixel()) // MarkObjGone3
		return
	}
	ob.Index--
	if ob.Index < 0 {
		ob.Index = 0xF
		ob.MapFrame = (ob.MapFrame + 1) & 0xF
		if ob.MapFrame == 0 {
			ob.Timer = int16(ob.Sub) << 4
			s.dropStanding(k) // cpz_pipe.go
			setXPixel(ob, int(ob.BaseX))
			flashBlockPlace(ob)
			return
		}
		flashBlockPlace(ob)
	}
	w, h := flashBlockBox(ob)
	x := ob.X.Pixel()
	for p := 0; p < s.s2Players(); p++ {
		s.s2Swap(p)
		s.s2Solid(k, w, h, h+1, x, false, nil)
		s.s2Swap(p)
	}
	s.markGone(k, int(ob.BaseX)) // MarkObjGone2
}

// flashBlockBox is the solid box SolidObject is given in loc_2B5EC: the
// frame's half width plus $B, and its half height.
func flashBlockBox(ob *physics.S2Obj) (int, int) {
	f := flashBlockFrames[ob.MapFrame&0xF]
	return int(f[2]) + 0xB, int(f[3])
}

// flashBlockPlace is loc_2B60C: the position of the mapping frame from
// the starting one (the x offset mirrored when x-flipped) and its width.
func flashBlockPlace(ob *physics.S2Obj) {
	f := flashBlockFrames[ob.MapFrame&0xF]
	dx := int(f[0])
	if ob.Status&physics.S2XFlip != 0 {
		dx = -dx
	}
	setXPixel(ob, int(ob.BaseX)+dx)
	setYPixel(ob, int(ob.BaseY)+int(f[1]))
	ob.Width = uint8(f[2])
}
