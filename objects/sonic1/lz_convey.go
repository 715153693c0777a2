package sonic1

import "loopwright/physics"

// Obj63: the platforms on Labyrinth's conveyor belts (_incObj/63 LZ
// Conveyor.asm: LabyrinthConvey). A platform keeps its path's index
// (objoff_38) in B3E, the path's length (objoff_39) in B3F, its step
// (objoff_3A, 4 or -4) in Index, its reversed flag (objoff_3B) in Flag,
// its target (objoff_34, objoff_36) in BaseX and BaseY, its range x
// (objoff_30) in Timer, its path (objoff_3C) in Timer2 (LCon_Data's
// index) and its spawner's subtype (objoff_2F) in Timer3. The spawners'
// loaded flags (v_obj63) are S2State.Obj63, the belts' direction
// (f_conveyrev) S2State.ConveyRev.

// idLabyConvey is Obj63's id.
const idLabyConvey = 0x63

// lconData is LCon_Data: each path's range x and its corners (x, y).
var lconData = [6]struct {
	rangeX uint16
	pts    []uint16
}{
	{0x1070, []uint16{0x1078, 0x21A, 0x10BE, 0x260, 0x10BE, 0x393, 0x108C, 0x3C5, 0x1022, 0x390, 0x1022, 0x244}},
	{0x1280, []uint16{0x127E, 0x280, 0x12CE, 0x2D0, 0x12CE, 0x46E, 0x1232, 0x420, 0x1232, 0x2CC}},
	{0xD68, []uint16{0xD22, 0x482, 0xD22, 0x5DE, 0xDAE, 0x5DE, 0xDAE, 0x482}},
	{0xDA0, []uint16{0xD62, 0x3A2, 0xDEE, 0x3A2, 0xDEE, 0x4DE, 0xD62, 0x4DE}},
	{0xD00, []uint16{0xCAC, 0x242, 0xDDE, 0x242, 0xDDE, 0x3DE, 0xC52, 0x3DE, 0xC52, 0x29C}},
	{0x1300, []uint16{0x1252, 0x20A, 0x13DE, 0x20A, 0x13DE, 0x2BE, 0x1252, 0x2BE}},
}

// lconPlatforms are ObjPosLZPlatform_Index's files (the SonLVL import's
// copies in s1_heightmaps), by a spawner's subtype bits 0-3.
var lconPlatforms = [8]string{"lz1pf1", "lz1pf2", "lz2pf1", "lz2pf2", "lz3pf1", "lz3pf2", "lz1pf1", "lz1pf2"}

// labyConvey is Obj63. A spawner (subtype $80 + n, once per level while
// its v_obj63 flag is set) becomes the first of the platforms its file
// lists (a count less one, then x, y and subtype words) and makes the
// others in the first free slots. A platform (subtype: path in bits
// 4-7, its first corner in bits 0-3) moves at $100 along the major
// axis toward its corner (LCon_ChangeDir: the minor axis' speed by
// division, its remainder the subpixel), turning to the next corner (4
// bytes on, or back when the belts run reversed: f_switch $E reverses
// them once) when it reaches one; it is a platform (PlatformObject,
// $10 wide; Sonic rides it: ExitPlatform, MvSonicOnPtfm2). Subtype $7F
// is a belt's wheel: it turns every 4 frames. Out of range (by the
// path's x; in act 3 not the column just left of the screen) a
// platform is deleted, a spawner's clearing its flag.
func (s *engine) labyConvey(k int) {
	o := &s.st.S2
	ob := &o.Slots[k]
	switch ob.Routine {
	case 0:
		if ob.Sub&0x80 != 0 {
			s.lconSpawn(k)
			return
		}
		ob.Routine = 2
		ob.Render |= 4
		ob.Width = 0x10
		if ob.Sub == 0x7F {
			ob.Routine = 6
			s.lconWheel(k)
			return
		}
		ob.MapFrame = 4
		p := int(ob.Sub>>4) & 0x0F
		if p >= len(lconData) {
			p = 0
		}
		d := &lconData[p]
		ob.Timer2 = int16(p)
		ob.Timer = int16(d.rangeX)
		ob.B3F = uint8(2 * len(d.pts))
		ob.B3E = (ob.Sub & 0x0F) << 2
		ob.Index = 4
		d1 := ob.B3E
		if o.ConveyRev {
			ob.Flag = true
			ob.Index = -4
			d1 = lconNext(ob)
			ob.B3E = d1
		}
		ob.BaseX, ob.BaseY = lconPoint(d, d1)
		s.lconChangeDir(ob)
		s.platformObject(k, int(ob.Width))
		s.lconMove(k)
	case 2:
		s.platformObject(k, int(ob.Width))
		s.lconMove(k)
	case 4:
		s.exitPlatformR(k, int(ob.Width))
		x := ob.X.Pixel()
		s.lconMove(k)
		s.mvSonicOnPtfm2(k, x)
	case 6:
		s.lconWheel(k)
		return
	}
	s.lconChkDel(k)
}

// lconChkDel is the main routine's out_of_range test by the path's x.
func (s *engine) lconChkDel(k int) {
	o := &s.st.S2
	ob := &o.Slots[k]
	d0 := uint16(uint16(ob.Timer)&0xFF80) - (uint16(s.st.Cam.X-128) & 0xFF80)
	if d0 <= 128+320+192 || (s.lzAct() == 2 && d0 >= 0xFF80) {
		s.display(k)
		return
	}
	if ob.Timer3&0x80 != 0 {
		o.Obj63[ob.Timer3&0x7F] = 0
	}
	s.deleteObject(k)
}

// lconWheel is loc_124DE: the wheel turns a frame every 4 (backward
// when reversed); RememberState.
func (s *engine) lconWheel(k int) {
	o := &s.st.S2
	ob := &o.Slots[k]
	if o.FrameCount&3 == 0 {
		d := uint8(1)
		if o.ConveyRev {
			d = 0xFF
		}
		ob.MapFrame = (ob.MapFrame + d) & 3
	}
	s.rememberState(k)
}

// lconSpawn is loc_12460: the spawner's platforms.
func (s *engine) lconSpawn(k int) {
	o := &s.st.S2
	ob := &o.Slots[k]
	n := ob.Sub & 0x7F
	if o.Obj63[n] != 0 {
		s.deleteObject(k)
		return
	}
	o.Obj63[n] = 1
	ob.Timer3 = int16(ob.Sub)
	d := s.heights[lconPlatforms[n&7]]
	if len(d) < 2 {
		s.deleteObject(k)
		return
	}
	cnt := int(uint16(d[0])<<8|uint16(d[1])) + 1
	j, at := k, 2
	for i := 0; i < cnt; i++ {
		if i > 0 {
			// A full object RAM skips a platform without reading its
			// entry (loc_124AA): the next one reads it.
			j = s.findFree()
			if j < 0 {
				continue
			}
			o.Slots[j] = physics.S2Obj{ID: idLabyConvey, Layout: -1}
		}
		if at+6 > len(d) {
			break
		}
		e := d[at:]
		at += 6
		b := &o.Slots[j]
		b.X = physics.FromPixels(int(uint16(e[0])<<8 | uint16(e[1])))
		b.Y = physics.FromPixels(int(uint16(e[2])<<8 | uint16(e[3])))
		b.Sub = e[5]
	}
}

// lconPoint returns corner i (a byte offset) of path d.
func lconPoint(d *struct {
	rangeX uint16
	pts    []uint16
}, i uint8) (int16, int16) {
	j := int(i) / 2
	if j+1 >= len(d.pts) {
		return 0, 0
	}
	return int16(d.pts[j]), int16(d.pts[j+1])
}

// lconNext is loc_12534's step: the next corner's offset, wrapping.
func lconNext(ob *physics.S2Obj) uint8 {
	d1 := ob.B3E + uint8(ob.Index)
	if d1 >= ob.B3F {
		d0 := d1
		d1 = 0
		if int8(d0) < 0 {
			d1 = ob.B3F - 4
		}
	}
	return d1
}

// lconMove is sub_12502: the reversal by f_switch $E, the turn at a
// corner, then SpeedToPos.
func (s *engine) lconMove(k int) {
	o := &s.st.S2
	ob := &o.Slots[k]
	turn := false
	if o.Switch[0x0E] != 0 && !ob.Flag {
		ob.Flag = true
		o.ConveyRev = true
		ob.Index = -ob.Index
		turn = true
	} else if int16(ob.X.Pixel()) == ob.BaseX && int16(ob.Y.Pixel()) == ob.BaseY {
		turn = true
	}
	if turn {
		d1 := lconNext(ob)
		ob.B3E = d1
		ob.BaseX, ob.BaseY = lconPoint(&lconData[ob.Timer2], d1)
		s.lconChangeDir(ob)
	}
	speedToPos(ob)
}

// lconChangeDir is LCon_ChangeDir: $100 along the longer axis toward
// the target; the other axis' speed is its distance x $100 over the
// longer one's (divs), negated, the division's remainder becoming that
// axis' subpixel word and the other's cleared.
func (s *engine) lconChangeDir(ob *physics.S2Obj) {
	dx := int16(ob.X.Pixel()) - ob.BaseX
	dy := int16(ob.Y.Pixel()) - ob.BaseY
	ax, ay := uint16(dx), uint16(dy)
	d2, d3 := physics.Fixed(-0x100), physics.Fixed(-0x100)
	if uint16(ob.X.Pixel()) < uint16(ob.BaseX) {
		ax = -ax
		d2 = 0x100
	}
	if uint16(ob.Y.Pixel()) < uint16(ob.BaseY) {
		ay = -ay
		d3 = 0x100
	}
	if ay >= ax {
		var q, r int32
		if dx != 0 {
			q, r = lconDivs(int32(dx)<<8, int16(ay))
			q = int32(int16(-q))
		}
		ob.XVel, ob.YVel = physics.Fixed(int16(q)), d3
		ob.X = physics.FromPixels(ob.X.Pixel()) | physics.Fixed(uint16(r)>>8)
		ob.Y = physics.FromPixels(ob.Y.Pixel())
		return
	}
	var q, r int32
	if dy != 0 {
		q, r = lconDivs(int32(dy)<<8, int16(ax))
		q = int32(int16(-q))
	}
	ob.YVel, ob.XVel = physics.Fixed(int16(q)), d2
	ob.Y = physics.FromPixels(ob.Y.Pixel()) | physics.Fixed(uint16(r)>>8)
	ob.X = physics.FromPixels(ob.X.Pixel())
}

// lconDivs is divs.w: the quotient and remainder of n / d (truncated;
// the remainder takes n's sign); a zero divisor gives 0, 0.
func lconDivs(n int32, d int16) (int32, int32) {
	if d == 0 {
		return 0, 0
	}
	return n / int32(d), n % int32(d)
}
