package sonic1

import "loopwright/physics"

// Marble Zone's stompers: the chained stompers (Obj31) and the sideways
// stomper (Obj45). Slot fields: Timer is objoff_32 (the distance out,
// 8.8), Timer2 objoff_34 (the full distance), Flag objoff_36 (going
// back), Timer3 objoff_38 (the wait), BaseX or BaseY objoff_30 (the
// piece's start), Parent objoff_3C (the stomper), B3B the switch
// (CStom_switch).

// cstomVar is CStom_Var: each piece's routine, y offset and frame (the
// stomper, its spikes, the pole, the bracket).
var cstomVar = [4][3]int{{2, 0, 0}, {4, 0x1C, 1}, {8, -0x34, 3}, {6, -0x10, 2}}

// cstomLen is word_B6A4: the distance by subtype bits 0-3.
var cstomLen = [7]uint16{0x7000, 0xA000, 0x5000, 0x7800, 0x3800, 0x5800, 0xB800}

// cstomVar2 is CStom_Var2: the stomper's width and frame by subtype bits
// 4-6.
var cstomVar2 = [3][2]uint8{{0x38, 0}, {0x30, 9}, {0x10, 0x0A}}

// chainStomp is Obj31 (_incObj/31 Chained Stompers.asm). CStom_Main:
// subtypes $80 and $81 are type 0 on switch 0 or 1 (CStom_SwchNums);
// the distance by type (word_B6A4; type 0 starts down); the stomper, its
// spikes (harmful $90, $38 wide; none for subtype bits 4-7 = 2), its pole
// and bracket in the next free slots. The stomper (SolidObject: its width
// + $B, $C high, stand height $D) kills Sonic standing on it while it is
// within $10 of the top. Types: 0 rises $80 a frame while its switch is
// pressed, else falls; 1, 2, 4, 6 fall (speed growing $70 a frame) to the
// distance, wait 60 frames, rise $80 a frame to the top, and again; 3
// and 5 wait until Sonic is within $90 horizontally, then become 4 and
// 6. The pieces follow it. Each piece is deleted out of range by its x.
func (s *engine) chainStomp(k int) {
	o := &s.st.S2
	ob := &o.Slots[k]
	switch ob.Routine {
	case 0:
		d0 := int(ob.Sub)
		if ob.Sub&0x80 != 0 {
			i := d0 & 0x7F
			if i > 1 {
				i = 1
			}
			ob.B3B = uint8(i)
			ob.Sub = 0
			d0 = 0
		}
		d0 &= 0x0F
		if d0 >= len(cstomLen) {
			d0 = len(cstomLen) - 1
		}
		d2 := cstomLen[d0]
		if d0 == 0 {
			ob.Timer = int16(d2)
		}
		j := k
		reuse := true
		for i := 0; i < 4; i++ {
			if !reuse {
				j = s.findNextFree(k)
				if j < 0 {
					break
				}
				o.Slots[j] = physics.S2Obj{Layout: -1}
			}
			reuse = false
			v := cstomVar[i]
			p := &o.Slots[j]
			p.Routine = uint8(v[0])
			p.ID = idChainStomp
			p.X = ob.X &^ 0xFF
			p.Y = physics.FromPixels(ob.Y.Pixel() + v[1])
			p.Render = 4
			p.BaseY = int16(p.Y.Pixel())
			p.Sub = ob.Sub
			p.Width = 0x10
			p.Timer2 = int16(d2)
			p.MapFrame = uint8(v[2])
			p.Parent = int16(k + 1)
			if v[2] == 1 {
				if ob.Sub&0xF0 == 0x20 {
					// No spikes: the next piece takes this slot.
					reuse = true
					continue
				}
				p.Width = 0x38
				p.Coll = 0x90
			}
		}
		i := int(ob.Sub>>3) & 0x0E / 2
		if i >= len(cstomVar2) {
			i = len(cstomVar2) - 1
		}
		ob.Width, ob.MapFrame = cstomVar2[i][0], cstomVar2[i][1]
		fallthrough
	case 2:
		s.cstomTypes(k)
		o.Obj31Y = uint16(ob.Y.Pixel())
		s.solidObject(k, int(ob.Width)+0x0B, 0x0C, 0x0D, ob.X.Pixel())
		if ob.Status&standBit != 0 && uint8(uint16(ob.Timer)>>8) < 0x10 {
			s.killSonic(k)
		}
	case 8:
		ob.YRad = 0x80
		ob.Render |= 0x10
		if p := s.stompParent(ob); p != nil {
			ob.MapFrame = uint8(uint16(p.Timer)>>8)>>5 + 3
		}
		fallthrough
	case 4:
		if p := s.stompParent(ob); p != nil {
			ob.Y = physics.FromPixels(int(uint8(uint16(p.Timer)>>8))+int(ob.BaseY)) | ob.Y&0xFF
		}
	case 6:
	default:
		s.deleteObject(k)
		return
	}
	s.display(k)
	if s.outOfRange(ob.X.Pixel()) {
		s.deleteObject(k)
	}
}

// stompParent returns a piece's stomper (objoff_3C).
func (s *engine) stompParent(ob *physics.S2Obj) *physics.S2Obj {
	p := int(ob.Parent) - 1
	if p < 0 || p >= Slots {
		return nil
	}
	return &s.st.S2.Slots[p]
}

// cstomTypes is CStom_Types.
func (s *engine) cstomTypes(k int) {
	st := s.st
	ob := &st.S2.Slots[k]
	switch ob.Sub & 0x0F {
	case 0:
		// With Marble Zone 1's pushable block on a stomper (v_obj31ypos
		// bit 15), a stomper $10 down stays there.
		if st.S2.Switch[ob.B3B] != 0 {
			if int16(st.S2.Obj31Y) < 0 && uint8(uint16(ob.Timer)>>8) == 0x10 {
				ob.YVel = 0
				break
			}
			if ob.Timer != 0 {
				d := uint16(ob.Timer)
				if d >= 0x80 {
					ob.Timer = int16(d - 0x80)
					break
				}
				ob.Timer = 0
			}
			ob.YVel = 0
			break
		}
		stompOut(ob)
	case 1, 2, 4, 6:
		if !ob.Flag {
			if stompOut(ob) {
				ob.Flag = true
				ob.Timer3 = 0x3C
			}
			break
		}
		if ob.Timer3 != 0 {
			ob.Timer3--
			break
		}
		stompBack(ob)
	case 3, 5:
		d0 := uint16(st.X.Pixel()) - uint16(ob.X.Pixel())
		if uint16(st.X.Pixel()) < uint16(ob.X.Pixel()) {
			d0 = -d0
		}
		if d0 < 0x90 {
			ob.Sub++
		}
	}
	ob.Y = physics.FromPixels(int(uint8(uint16(ob.Timer)>>8))+int(ob.BaseY)) | ob.Y&0xFF
}

// stompOut is loc_B938 (loc_BB08): the distance grows by the speed (the
// speed by $70 a frame) up to the full distance; it reports arriving.
func stompOut(ob *physics.S2Obj) bool {
	d1 := uint16(ob.Timer2)
	if d1 == uint16(ob.Timer) {
		return false
	}
	d0 := ob.YVel
	ob.YVel += 0x70
	ob.Timer = int16(uint16(ob.Timer) + uint16(d0))
	if d1 > uint16(ob.Timer) {
		return false
	}
	ob.Timer = int16(d1)
	ob.YVel = 0
	return true
}

// stompBack is loc_B91C (loc_BAEC): the distance shrinks $80 a frame to
// 0, where the stomper goes out again.
func stompBack(ob *physics.S2Obj) {
	d := uint16(ob.Timer)
	if d >= 0x80 {
		ob.Timer = int16(d - 0x80)
		return
	}
	ob.Timer = 0
	ob.YVel = 0
	ob.Flag = false
}

// sstomVar is SStom_Var: each piece's routine, x offset and frame (the
// stomper, its spikes, the pole, the bracket).
var sstomVar = [4][3]int{{2, 4, 0}, {4, -0x1C, 1}, {8, 0x34, 3}, {6, 0x28, 2}}

// sstomLen is SStom_Len: the distance by subtype.
var sstomLen = [3]uint16{0x3800, 0xA000, 0x5000}

// sideStomp is Obj45 (_incObj/45 Sideways Stomper.asm): the stomper, its
// spikes (harmful $91), pole and bracket in the next free slots, $20
// wide. The stomper ($10 wide; SolidObject $17, $20, stand height $20,
// carrying Sonic by its move) goes out left (speed growing $70 a frame)
// to the distance (SStom_Len by subtype), waits 60 frames and comes back
// $80 a frame, and again (loc_BADA, for every subtype: off_BAD6 has two
// entries, the same). The pieces follow it. Each piece is deleted out of
// range by the stomper's first x.
func (s *engine) sideStomp(k int) {
	o := &s.st.S2
	ob := &o.Slots[k]
	switch ob.Routine {
	case 0:
		d2 := sstomLen[int(ob.Sub)%len(sstomLen)]
		j := k
		for i := 0; i < 4; i++ {
			if i > 0 {
				j = s.findNextFree(k)
				if j < 0 {
					break
				}
				o.Slots[j] = physics.S2Obj{Layout: -1}
			}
			v := sstomVar[i]
			p := &o.Slots[j]
			p.Routine = uint8(v[0])
			p.ID = idSideStomp
			p.Y = ob.Y &^ 0xFF
			p.X = physics.FromPixels(ob.X.Pixel() + v[1])
			p.Render = 4
			p.BaseX = int16(p.X.Pixel())
			p.Index = int16(ob.X.Pixel())
			p.Sub = ob.Sub
			p.Width = 0x20
			p.Timer2 = int16(d2)
			if v[2] == 1 {
				p.Coll = 0x91
			}
			p.MapFrame = uint8(v[2])
			p.Parent = int16(k + 1)
		}
		ob.Width = 0x10
		fallthrough
	case 2:
		x := ob.X.Pixel()
		if !ob.Flag {
			if stompOut(ob) {
				ob.Flag = true
				ob.Timer3 = 0x3C
			}
		} else if ob.Timer3 != 0 {
			ob.Timer3--
		} else {
			stompBack(ob)
		}
		ob.X = physics.FromPixels(int(ob.BaseX)-int(uint8(uint16(ob.Timer)>>8))) | ob.X&0xFF
		s.solidObject(k, 0x17, 0x20, 0x20, x)
	case 8:
		if p := s.stompParent(ob); p != nil {
			ob.MapFrame = (uint8(uint16(p.Timer)>>8)+0x10)>>5 + 3
		}
		fallthrough
	case 4:
		if p := s.stompParent(ob); p != nil {
			ob.X = physics.FromPixels(int(ob.BaseX)-int(uint8(uint16(p.Timer)>>8))) | ob.X&0xFF
		}
	case 6:
	default:
		s.deleteObject(k)
		return
	}
	s.display(k)
	if s.outOfRange(int(ob.Index)) {
		s.deleteObject(k)
	}
}
