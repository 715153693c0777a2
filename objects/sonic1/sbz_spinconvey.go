package sonic1

import "loopwright/physics"

// Obj6F: the platforms that spin around Scrap Brain's conveyor belts
// (_incObj/6F SBZ Spin Platform Conveyor.asm: SpinConvey). A platform
// keeps its corner's offset (objoff_38) in B3E, its path's length
// (objoff_39, $10) in B3F, its step (objoff_3A, 4 or -4) in Index, its
// reversed flag (objoff_3B) in Flag, its target (objoff_34, objoff_36)
// in BaseX and BaseY, its range x (objoff_30) in Timer, its path
// (objoff_3C: off_164A6's index) in Timer2 and its spawner's subtype
// (objoff_2F) in Timer3. Its spawners share Labyrinth's loaded flags
// (v_obj63: S2State.Obj63); the belts' direction is f_conveyrev
// (S2State.ConveyRev), read only when a platform starts.

// idSpinConvey is SpinConvey's id.
const idSpinConvey = 0x6F

// spinCPaths is off_164A6: each path's range x and its 4 corners (x, y).
var spinCPaths = [6]struct {
	rangeX uint16
	pts    [8]uint16
}{
	{0xE80, [8]uint16{0xE14, 0x370, 0xEEF, 0x302, 0xEEF, 0x340, 0xE14, 0x3AE}},
	{0xF80, [8]uint16{0xF14, 0x2E0, 0xFEF, 0x272, 0xFEF, 0x2B0, 0xF14, 0x31E}},
	{0x1080, [8]uint16{0x1014, 0x270, 0x10EF, 0x202, 0x10EF, 0x240, 0x1014, 0x2AE}},
	{0xF80, [8]uint16{0xF14, 0x570, 0xFEF, 0x502, 0xFEF, 0x540, 0xF14, 0x5AE}},
	{0x1B80, [8]uint16{0x1B14, 0x670, 0x1BEF, 0x602, 0x1BEF, 0x640, 0x1B14, 0x6AE}},
	{0x1C80, [8]uint16{0x1C14, 0x5E0, 0x1CEF, 0x572, 0x1CEF, 0x5B0, 0x1C14, 0x61E}},
}

// spinCPlatforms are ObjPosSBZPlatform_Index's files (the SonLVL
// import's copies in s1_heightmaps), by a spawner's subtype bits 0-3
// (the game's table has 8 entries).
var spinCPlatforms = [8]string{"sbz1pf1", "sbz1pf2", "sbz1pf3", "sbz1pf4", "sbz1pf5", "sbz1pf6", "sbz1pf1", "sbz1pf2"}

// aniSpinConvey is Ani_SpinConvey: 0 the spin (frames 1-4 edge on,
// flipped both ways, looping), 1 still (flat).
var aniSpinConvey = [][]byte{
	{0, 0, 1, 2, 3, 4, 0x43, 0x42, 0x41, 0x40, 0x61, 0x62, 0x63, 0x64, 0x23, 0x22, 0x21, 0, afEnd},
	{0x0F, 0, afEnd},
}

// spinConvey is SpinConvey. A spawner (subtype bit 7; once while its
// v_obj63 flag is set, else deleted) becomes the first of the platforms
// its file lists (a count less one, then x, y and subtype words) and
// makes the others in the first free slots, then ends the frame
// (addq.l #4,sp: neither range test nor display). A platform (subtype:
// path in bits 4-7, its first corner in bits 0-3) moves along the path's
// corners (4 bytes on, or back when the belts ran reversed as it
// started), its speeds by LCon_ChangeDir; it goes still (Ani_SpinConvey
// 1) on heading for corner 0 and spins (0) on heading for corner 2.
// While its frame is flat (0) it is solid (SolidObject, $1B x 7, Sonic
// carried by its move); in any other frame it drops a standing Sonic.
// Out of range (by the path's x; in a third act, v_act 2, not the column
// just left of the screen) it is deleted, a spawner's slot clearing its
// v_obj63 flag.
func (s *engine) spinConvey(k int) {
	o := &s.st.S2
	ob := &o.Slots[k]
	if ob.Routine == 0 {
		if ob.Sub&0x80 != 0 {
			s.spinCSpawn(k)
			return
		}
		s.spinCMain(k)
	}
	s.spinCRun(k)
	s.spinCChkDel(k)
}

// spinCMain is SpinC_Main's platform start: its path, first corner and
// target, the animation that corner picks, LCon_ChangeDir.
func (s *engine) spinCMain(k int) {
	o := &s.st.S2
	ob := &o.Slots[k]
	ob.Routine = 2
	ob.Width = 0x10
	ob.Render |= 4
	p := int(ob.Sub>>4) & 0x0F
	if p >= len(spinCPaths) {
		p = 0
	}
	ob.Timer2 = int16(p)
	ob.Timer = int16(spinCPaths[p].rangeX)
	ob.B3F = 0x10
	ob.B3E = (ob.Sub & 0x0F) << 2
	ob.Index = 4
	d1 := ob.B3E
	if o.ConveyRev {
		ob.Flag = true
		ob.Index = -4
		d1 = lconNext(ob)
		ob.B3E = d1
	}
	s.spinCTarget(ob, d1)
}

// spinCTarget is loc_16356 and loc_16456's tail: the target corner at
// offset d1, still toward corner 0, spinning toward corner 2, then
// LCon_ChangeDir.
func (s *engine) spinCTarget(ob *physics.S2Obj, d1 uint8) {
	ob.BaseX, ob.BaseY = spinCPoint(int(ob.Timer2), d1)
	switch d1 {
	case 0:
		ob.Anim = 1
	case 8:
		ob.Anim = 0
	}
	s.lconChangeDir(ob)
}

// spinCPoint returns corner offset d1 (bytes) of path p; past the 4
// corners (a subtype's corner bits above 3) the path's next words are
// the following path's, as in the game's table, else 0.
func spinCPoint(p int, d1 uint8) (int16, int16) {
	i := p*10 + int(d1)/2 // the path's words after its length and range
	w := func(j int) uint16 {
		q, r := j/10, j%10
		if q >= len(spinCPaths) {
			return 0
		}
		switch r {
		case 0:
			return 0x10
		case 1:
			return spinCPaths[q].rangeX
		}
		return spinCPaths[q].pts[r-2]
	}
	return int16(w(i + 2)), int16(w(i + 3))
}

// spinCRun is loc_163D8 (routine 2): AnimateSprite; flat, it moves and
// is solid (SolidObject from its x before the move); spinning, it drops
// a standing Sonic and moves.
func (s *engine) spinCRun(k int) {
	o := &s.st.S2
	ob := &o.Slots[k]
	animateSprite(ob, aniSpinConvey)
	if ob.MapFrame == 0 {
		x := ob.X.Pixel()
		s.spinCMove(ob)
		s.solidObject(k, 0x1B, 7, 8, x)
		return
	}
	if ob.Status&standBit != 0 {
		if o.On == k+1 {
			o.On, s.st.Obj.On = 0, 0
		}
		ob.Status &^= standBit
		ob.Routine2 = 0
	}
	s.spinCMove(ob)
}

// spinCMove is loc_16424: on reaching its target, the next corner (by
// the step, wrapping) and its target; then SpeedToPos.
func (s *engine) spinCMove(ob *physics.S2Obj) {
	if int16(ob.X.Pixel()) == ob.BaseX && int16(ob.Y.Pixel()) == ob.BaseY {
		d1 := lconNext(ob)
		ob.B3E = d1
		s.spinCTarget(ob, d1)
	}
	speedToPos(ob)
}

// spinCChkDel is SpinConvey's out_of_range by the path's x (objoff_30)
// and loc_1629A.
func (s *engine) spinCChkDel(k int) {
	o := &s.st.S2
	ob := &o.Slots[k]
	d0 := uint16(uint16(ob.Timer)&0xFF80) - (uint16(s.st.Cam.X-128) & 0xFF80)
	if d0 <= 128+320+192 || (s.actIs3() && d0 >= 0xFF80) {
		s.display(k)
		return
	}
	if ob.Timer3&0x80 != 0 {
		o.Obj63[ob.Timer3&0x7F] = 0
	}
	s.deleteObject(k)
}

// actIs3 reports v_act = 2: a third act (Scrap Brain's third, in
// Labyrinth, is v_act 3; Final Zone is Scrap Brain's v_act 2).
func (s *engine) actIs3() bool {
	za := s.zoneAct
	return za == "fz" || (za != "sbz3" && za != "" && za[len(za)-1] == '3')
}

// spinCSpawn is loc_16380: the spawner's platforms.
func (s *engine) spinCSpawn(k int) {
	o := &s.st.S2
	ob := &o.Slots[k]
	ob.Timer3 = int16(ob.Sub)
	n := ob.Sub & 0x7F
	if o.Obj63[n] != 0 {
		s.deleteObject(k)
		return
	}
	o.Obj63[n] = 1
	var d []byte
	if int(n&0x0F) < len(spinCPlatforms) {
		d = s.heights[spinCPlatforms[n&0x0F]]
	}
	if len(d) < 2 {
		s.deleteObject(k)
		return
	}
	cnt := int(uint16(d[0])<<8|uint16(d[1])) + 1
	j, at := k, 2
	for i := 0; i < cnt; i++ {
		if i > 0 {
			// A full object RAM skips a platform without reading its
			// entry (loc_163D0): the next one reads it.
			j = s.findFree()
			if j < 0 {
				continue
			}
			o.Slots[j] = physics.S2Obj{ID: idSpinConvey, Layout: -1}
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

// spinConveySolidSize is solidSize for SpinConvey: $1B x 7 while flat.
func spinConveySolidSize(ob *physics.S2Obj) (w, h int, top, ok bool) {
	if ob.ID == idSpinConvey && ob.Routine == 2 && ob.MapFrame == 0 {
		return 0x1B, 7, false, true
	}
	return 0, 0, false, false
}
