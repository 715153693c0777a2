package sonic1

import "loopwright/physics"

// The object manager (sonic.asm: ObjPosLoad, FindFreeObj, DeleteObject,
// RememberState, BuildSprites' on-screen bit). The respawn table
// (v_objstate) is State.S2.Respawn: [0] counts the respawn entries left
// of the right pointer, [1] left of the left pointer, then one byte per
// respawn entry (bit 7: loaded or gone; rings keep their collected bits
// in bits 0-6).

// respawnBit reports whether layout entry i asks for a respawn entry.
func (s *engine) respawnBit(i int) bool { return s.lay[i].ID&0x80 != 0 }

// layX returns the x of layout entry i, $FFFF before the first entry and
// from the end on (the layout's terminator).
func (s *engine) layX(i int) uint16 {
	if i < 0 || i >= len(s.lay) {
		return 0xFFFF
	}
	return s.lay[i].X
}

// oplMain is OPL_Main: the respawn counters start at 1, the pointers
// skip the entries left of the camera's column less $80 (counting their
// respawn entries), then OPL_Next loads the screen's objects.
func (s *engine) oplMain() {
	o := &s.st.S2
	o.Respawn = [len(o.Respawn)]uint8{}
	o.Respawn[0], o.Respawn[1] = 1, 1
	d6 := uint16(0)
	if c := s.st.Cam.X - 0x80; c > 0 {
		d6 = uint16(c)
	}
	d6 &= 0xFF80
	i := 0
	for d6 > s.layX(i) {
		if s.respawnBit(i) {
			o.Respawn[0]++
		}
		i++
	}
	o.Right = i
	j := 0
	if d6 >= 0x80 {
		d6 -= 0x80
		for d6 > s.layX(j) {
			if s.respawnBit(j) {
				o.Respawn[1]++
			}
			j++
		}
	}
	o.Left = j
	o.CamLast = -1
	s.oplNext()
}

// oplNext is OPL_Next: when the camera's 128-pixel column changes, the
// objects coming into range on the side it moved to are loaded (the
// right edge at column + $280, the left at column - $80) and the
// pointer on the other side follows.
func (s *engine) oplNext() {
	o := &s.st.S2
	d6 := int(uint16(s.st.Cam.X) & 0xFF80)
	if d6 == o.CamLast {
		return
	}
	if d6 > o.CamLast {
		o.CamLast = d6
		i := o.Right
		r := uint16(d6 + 0x280)
		for r > s.layX(i) {
			d2 := uint8(0)
			if s.respawnBit(i) {
				d2 = o.Respawn[0]
				o.Respawn[0]++
			}
			next, ok := s.loadEntry(i, d2)
			if !ok {
				break
			}
			i = next
		}
		o.Right = i
		if d6 >= 0x80 {
			l := uint16(d6 - 0x80)
			j := o.Left
			for l > s.layX(j) {
				if s.respawnBit(j) {
					o.Respawn[1]++
				}
				j++
			}
			o.Left = j
		}
		return
	}
	o.CamLast = d6
	j := o.Left
	if d6 >= 0x80 {
		l := int16(d6 - 0x80)
		for l < int16(s.layX(j-1)) {
			j--
			d2 := uint8(0)
			if s.respawnBit(j) {
				o.Respawn[1]--
				d2 = o.Respawn[1]
			}
			if _, ok := s.loadEntry(j, d2); !ok {
				if s.respawnBit(j) {
					o.Respawn[1]++
				}
				j++
				break
			}
		}
	}
	o.Left = j
	i := o.Right
	r := int16(uint16(d6 + 0x280))
	for !(r > int16(s.layX(i-1))) {
		if s.respawnBit(i - 1) {
			o.Respawn[0]--
		}
		i--
	}
	o.Right = i
}

// loadEntry is loc_DA3C and OPL_MakeItem: a respawn entry already loaded
// or gone (bit 7 of its byte) is skipped; otherwise the object is made in
// the first free slot. It returns the next entry and false when no slot
// was free (the pointer then stays on the entry).
func (s *engine) loadEntry(i int, d2 uint8) (int, bool) {
	o := &s.st.S2
	e := &s.lay[i]
	if e.ID&0x80 != 0 {
		b := &o.Respawn[2+int(d2)]
		was := *b&0x80 != 0
		*b |= 0x80
		if was {
			return i + 1, true
		}
	}
	k := s.findFree()
	if k < 0 {
		return i, false
	}
	fl := uint8(e.YWord>>14) & 3
	ob := &o.Slots[k]
	*ob = physics.S2Obj{ID: e.ID & 0x7F, Sub: e.Sub, Render: fl, Status: fl,
		X: physics.FromPixels(int(e.X)), Y: physics.FromPixels(int(e.YWord & 0xFFF)), Layout: int16(e.obj)}
	if e.ID&0x80 != 0 {
		ob.Respawn = d2
	}
	return i + 1, true
}

// findFree is FindFreeObj: the first empty level slot, -1 when none.
// Every slot from S2State.Top up is empty (raiseTop, lowerTop).
func (s *engine) findFree() int {
	o := &s.st.S2
	for k := 0; k < int(o.Top); k++ {
		if o.Slots[k].ID == 0 {
			return k
		}
	}
	return s.raiseTop(int(o.Top))
}

// findNextFree is FindNextFreeObj: the first empty slot after k, -1 when
// none.
func (s *engine) findNextFree(k int) int {
	o := &s.st.S2
	j := k + 1
	for ; j < int(o.Top); j++ {
		if o.Slots[j].ID == 0 {
			return j
		}
	}
	return s.raiseTop(j)
}

// raiseTop hands out the empty slot j at or above S2State.Top, raising
// Top past it (-1 past the level slots). Top bounds the slots in use
// (speed only): the loops over the object RAM stop there, as every slot
// above is all zero, which they pass over anyway.
func (s *engine) raiseTop(j int) int {
	if j >= Slots {
		return -1
	}
	s.st.S2.Top = int16(j + 1)
	return j
}

// lowerTop moves S2State.Top down over the all-zero slots below it (the
// end of ExecuteObjects).
func (s *engine) lowerTop() {
	o := &s.st.S2
	for o.Top > 0 && o.Slots[o.Top-1] == (physics.S2Obj{}) {
		o.Top--
	}
}

// deleteObject is DeleteObject: the slot is cleared. Sonic's standing
// flag (status bit 3 and standonobject, S2State.On) is left as it is, as
// the game leaves it: deleting the object he stands on lets him walk on
// at his height (Sonic_AnglePos skips the floor while bit 3 is set) until
// an object clears it (ExitPlatform and SolidObject's leave run only in
// the object, so only landing on another one: Platform3's loc_74AE,
// Solid_ResetFloor) or he dies.
func (s *engine) deleteObject(k int) {
	o := &s.st.S2
	o.Slots[k] = physics.S2Obj{}
	s.shown[k] = false
}

// outOfRange is the out_of_range macro: x's 128-pixel column more than
// 640 right of (or left of) the column of the camera less 128.
func (s *engine) outOfRange(x int) bool {
	d := uint16(x&0xFF80) - (uint16(s.st.Cam.X-128) & 0xFF80)
	return d > 128+320+192
}

// rememberState is RememberState: out of range, the object is deleted
// and its respawn entry's loaded bit cleared (it loads again); else it
// is displayed. It reports deletion.
func (s *engine) rememberState(k int) bool {
	o := &s.st.S2
	ob := &o.Slots[k]
	if !s.outOfRange(ob.X.Pixel()) {
		s.shown[k] = true
		return false
	}
	if r := ob.Respawn; r != 0 {
		o.Respawn[2+int(r)] &^= 0x80
	}
	s.deleteObject(k)
	return true
}

// display is DisplaySprite: the object is drawn this frame.
func (s *engine) display(k int) { s.shown[k] = true }

// buildSprites is BuildSprites' part the objects read: each object drawn
// this frame gets render bit 7 when on screen (x within its width of the
// screen, y from 32 above it to 32 below: the assumed height), loses it
// otherwise; objects not drawn keep theirs.
func (s *engine) buildSprites() {
	o := &s.st.S2
	c := &s.st.Cam
	for k := 0; k < int(o.Top); k++ {
		if !s.shown[k] {
			continue
		}
		s.shown[k] = false
		ob := &o.Slots[k]
		if ob.ID == 0 {
			continue
		}
		ob.Render &^= physics.S2OnScreen
		if ob.Render&0x0C == 0 {
			// Screen coordinates (Drown_ShowNumber's numbers): drawn.
			ob.Render |= physics.S2OnScreen
			continue
		}
		w := int(ob.Width)
		x := ob.X.Pixel() - c.X
		if int16(x+w) < 0 || int16(x-w) >= 320 {
			continue
		}
		y := ob.Y.Pixel() - c.Y + 128
		if ob.Render&0x10 != 0 {
			h := int(ob.YRad)
			y -= 128
			if int16(y+h) < 0 || int16(y-h) >= 224 {
				continue
			}
		} else if uint16(y) < 0x60 || uint16(y) >= 0x180 {
			continue
		}
		ob.Render |= physics.S2OnScreen
	}
	clear(s.shown[o.Top:]) // the empty slots' marks go too, as every slot's do
}

// executeObjects is ExecuteObjects over the level slots, in slot order.
func (s *engine) executeObjects() {
	o := &s.st.S2
	if o.Slots[slotSonicBubbles].ID != 0 {
		// The reserved slots run first: Sonic's bubbles (Obj0A).
		o.Cur = slotSonicBubbles
		s.drownCount(slotSonicBubbles)
	}
	for k := 0; k < int(o.Top); k++ { // Top rises as objects are made
		if o.Slots[k].ID == 0 {
			continue
		}
		o.Cur = int16(k)
		s.runObject(k)
	}
	s.lowerTop()
}

// objectID returns the level object id of slot k's layout entry, or
// -(k+1) for objects made by other objects and for an empty slot (the
// one a stale standing flag names).
func (s *engine) objectID(k int) int {
	ob := &s.st.S2.Slots[k]
	if ob.ID != 0 && ob.Layout >= 0 && int(ob.Layout) < len(s.level.Objects) {
		return s.level.Objects[ob.Layout].ID
	}
	return -(k + 1)
}

// contact records a touch with slot k in the frame record.
func (s *engine) contact(k int, kind physics.ContactKind, reaction string) {
	s.AddContact(s.objectID(k), kind, reaction)
}
