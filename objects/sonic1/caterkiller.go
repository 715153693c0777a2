package sonic1

import "loopwright/physics"

// Obj78: Caterkiller (sonic.asm: Caterkiller, REV01). Slot fields: Timer
// is objoff_2A (the move count), B3F objoff_2B (bit 4: the move's
// phase, bit 7: animating), B3B obAngle (the animation step), GXVel
// obInertia, Index the cat_parent byte (the history position), Parent
// the segment before (slot+1), Logs the 16-entry floor history
// (objoff_2C: each step's floor distance, $80 for a turn).

// catAnimEnd reports whether Ani_Cat's entry at step i ends the
// animation (its $FF entries: steps $3C, $3F, $7C, $7F).
func catAnimEnd(i int) bool {
	switch i & 0x7F {
	case 0x3C, 0x3F, 0x7C, 0x7F:
		return true
	}
	return false
}

// catFragSpeed is Cat_FragSpeed: a fragment's x speed by its routine.
var catFragSpeed = [4]physics.Fixed{-0x200, -0x180, 0x180, 0x200}

// caterkiller runs a Caterkiller's head or body segment. Cat_Main drops
// the head to the floor, then makes three body segments (collision $CB,
// hurting even a rolling Sonic) $C apart behind it in the next free
// slots. The head waits 8 frames, then crawls 17 frames (alternately
// still and at -$C0, with an inertia of $40 the segments add), noting
// each frame's floor distance in its history; a drop or rise beyond
// -8..$B turns it. Each segment follows the one before through that
// history, 4 entries behind. A segment touched (React_Caterkiller) or
// whose leader fragments, fragments: it jumps off (Cat_FragSpeed, -$400)
// and bounces, still harmful, until off screen. The head destroyed by a
// roll takes its segments with it.
func (s *engine) caterkiller(k int) {
	o := &s.st.S2
	ob := &o.Slots[k]
	switch ob.Routine {
	case 0:
		s.catMain(k)
	case 2:
		s.catHead(k)
	case 4, 8:
		s.catBody(k)
	case 6:
		s.catBodySeg2(k)
	case 0x0C:
		s.catFragment(k)
	default:
		s.deleteObject(k)
	}
}

func (s *engine) catMain(k int) {
	o := &s.st.S2
	ob := &o.Slots[k]
	ob.YRad, ob.XRad = 7, 8
	objectFall(ob)
	d := s.objFloorDist(ob)
	if d >= 0 {
		return
	}
	ob.Y += physics.FromPixels(d)
	ob.YVel = 0
	ob.Routine = 2
	ob.Render = ob.Render&3 | 4
	ob.Status = ob.Render
	ob.Width = 8
	ob.Coll = 0x0B
	d2 := ob.X.Pixel()
	d5 := 0x0C
	if ob.Status&1 != 0 {
		d5 = -d5
	}
	d6, d4 := uint8(4), int16(4)
	prev := k
	for i := 0; i < 3; i++ {
		j := s.findNextFree(k)
		if j < 0 {
			s.catChkGone(k)
			return
		}
		d2 += d5
		hd := &o.Slots[k]
		o.Slots[j] = physics.S2Obj{ID: idCaterkiller, Routine: d6, Layout: -1, Width: 8, Coll: 0xCB,
			X: physics.FromPixels(d2), Y: hd.Y &^ 0xFF, Status: hd.Status, Render: hd.Status, MapFrame: 8,
			Parent: int16(prev + 1), Index: d4}
		d6 += 2
		d4 += 4
		prev = j
	}
	ob = &o.Slots[k]
	ob.Timer = 7
	ob.Index = 0
	s.catHead(k)
}

func (s *engine) catHead(k int) {
	o := &s.st.S2
	ob := &o.Slots[k]
	if ob.Status&0x80 != 0 {
		s.catFragStart(k)
		return
	}
	switch ob.Routine2 {
	case 0:
		ob.Timer = int16(int8(ob.Timer - 1))
		if ob.Timer >= 0 {
			break
		}
		ob.Routine2 = 2
		ob.Timer = 0x10
		ob.XVel = -0xC0
		ob.GXVel = 0x40
		old := ob.B3F & 0x10
		ob.B3F ^= 0x10
		if old == 0 {
			ob.XVel = 0
			ob.GXVel = -ob.GXVel
		}
		ob.B3F |= 0x80
		s.catCrawl(k)
	default:
		s.catCrawl(k)
	}
	ob = &o.Slots[k]
	if ob.B3F&0x80 != 0 {
		i := int(ob.B3B & 0x7F)
		ob.B3B += 4
		if catAnimEnd(i) {
			ob.B3F &^= 0x80
		}
	}
	if s.outOfRange(ob.X.Pixel()) {
		s.catChkGone(k)
		return
	}
	s.display(k)
}

// catCrawl is the head's loc_16B02.
func (s *engine) catCrawl(k int) {
	ob := &s.st.S2.Slots[k]
	ob.Timer = int16(int8(ob.Timer - 1))
	if ob.Timer < 0 {
		ob.Routine2 = 0
		ob.Timer = 7
		ob.XVel, ob.GXVel = 0, 0
		return
	}
	if ob.XVel == 0 {
		return
	}
	old := ob.X.Pixel()
	v := ob.XVel
	if ob.Status&1 != 0 {
		v = -v
	}
	ob.X += v
	if ob.X.Pixel() == old {
		return
	}
	d1 := s.objFloorDist(ob)
	if d1 < -8 || d1 >= 0x0C {
		s.catTurn(ob, true)
		return
	}
	ob.Y += physics.FromPixels(d1)
	i := ob.Index & 0x0F
	ob.Index = (ob.Index + 1) & 0x0F
	ob.Logs[i] = int16(int8(d1))
}

// catTurn is the REV01 turn (loc_16B70 and its segments' copy): a $80
// in the history, the sub-pixel negated (one pixel back when facing
// right with a fraction, and the next entry cleared), the facing
// flipped (the status copied whole into the render flags).
func (s *engine) catTurn(ob *physics.S2Obj, head bool) {
	i := ob.Index & 0x0F
	ob.Logs[i] = 0x80
	if sub := ob.X.Sub(); sub != 0 {
		ob.X = physics.FromPixels(ob.X.Pixel()) + physics.Fixed((256-sub)&0xFF)
		if ob.Status&1 != 0 && (head || ob.XVel == -0xC0) {
			ob.X -= physics.One
			ob.Index++
			if ob.Index >= 16 {
				ob.Index = 0 // objoff_2C+16 is cat_parent itself
			} else {
				ob.Logs[ob.Index] = 0
			}
		}
	}
	ob.Status ^= 1
	ob.Render = ob.Status
	ob.Index = (ob.Index + 1) & 0x0F
}

func (s *engine) catBodySeg2(k int) {
	o := &s.st.S2
	ob := &o.Slots[k]
	if p := int(ob.Parent) - 1; p >= 0 {
		ob.B3F = o.Slots[p].B3F
	}
	if ob.B3F&0x80 != 0 {
		i := int(ob.B3B & 0x7F)
		ob.B3B += 4
		if catAnimEnd(i + 4) {
			ob.B3B += 4
		}
	}
	s.catBody(k)
}

func (s *engine) catBody(k int) {
	o := &s.st.S2
	ob := &o.Slots[k]
	p := int(ob.Parent) - 1
	if p < 0 {
		s.deleteObject(k)
		return
	}
	pa := &o.Slots[p]
	if ob.Status&0x80 != 0 {
		pa.Status |= 0x80
		s.catFragStart(k)
		return
	}
	ob.B3F = pa.B3F
	ob.Routine2 = pa.Routine2
	if ob.Routine2 != 0 {
		ob.GXVel = pa.GXVel
		ob.XVel = pa.XVel + ob.GXVel
		old := ob.X.Pixel()
		v := ob.XVel
		if ob.Status&1 != 0 {
			v = -v
		}
		ob.X += v
		if ob.X.Pixel() != old {
			i := ob.Index & 0x0F
			d1 := pa.Logs[i]
			if uint8(d1) == 0x80 {
				s.catTurn(ob, false)
			} else {
				ob.Y += physics.FromPixels(int(int8(d1)))
				ob.Index = (ob.Index + 1) & 0x0F
				ob.Logs[i] = d1
			}
		}
	}
	switch {
	case pa.Routine == 0x0C:
		pa.Status |= 0x80
		s.catFragStart(k)
		return
	case pa.ID == idExplosionItem, pa.Routine == 0x0A:
		ob.Routine = 0x0A
	}
	s.display(k)
}

// catFragStart is loc_16C96: the segment jumps off.
func (s *engine) catFragStart(k int) {
	ob := &s.st.S2.Slots[k]
	i := int(ob.Routine)/2 - 1
	if i < 0 || i >= len(catFragSpeed) {
		i = 0
	}
	v := catFragSpeed[i]
	if ob.Status&1 != 0 {
		v = -v
	}
	ob.XVel = v
	ob.YVel = -0x400
	ob.Routine = 0x0C
	ob.MapFrame &= 0xF8
	s.catFragment(k)
}

// catFragment is routine $C: it falls and bounces (-$400) off the floor;
// off screen it goes (Cat_ChkGone).
func (s *engine) catFragment(k int) {
	ob := &s.st.S2.Slots[k]
	objectFall(ob)
	if ob.YVel >= 0 {
		if d := s.objFloorDist(ob); d < 0 {
			ob.Y += physics.FromPixels(d)
			ob.YVel = -0x400
		}
	}
	if ob.Render&physics.S2OnScreen == 0 {
		s.catChkGone(k)
		return
	}
	s.display(k)
}

// catChkGone is Cat_ChkGone: the respawn entry is cleared and the object
// deleted next frame (routine $A).
func (s *engine) catChkGone(k int) {
	o := &s.st.S2
	ob := &o.Slots[k]
	if r := ob.Respawn; r != 0 {
		o.Respawn[2+int(r)] &^= 0x80
	}
	ob.Routine = 0x0A
}
