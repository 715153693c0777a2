package sonic2

import "loopwright/physics"

// Aquatic Ruin's leaves (Obj2C), as s2.asm's Obj2C runs them.

// s2Leaves is Obj2C, the invisible sprite that makes leaves fly off.
const s2Leaves = 0x2C

// leavesColl is Obj2C_CollisionFlags (special touches $14 to $16: the
// touch sets collision_property, bit 0 Sonic, bit 1 Tails).
var leavesColl = [3]uint8{0xD6, 0xD4, 0xD5}

// leavesSpeeds is Obj2C_Speeds: the four leaves' x and y speeds.
var leavesSpeeds = [4][2]int16{{-0x80, -0x80}, {0xC0, -0x40}, {-0xC0, 0x40}, {0x80, 0x80}}

// leaves is Obj2C. The generator (Obj2C_Main), deleted out of range
// (DeleteObject: its respawn flag stays), reads its touches: while
// touched, every 16 frames from the first (objoff_2E Timer, from
// Level_frame_counter) Sonic's touch and, 8 frames apart, Tails' make
// four leaves (Obj2C_CreateLeaves) when the player's x or y speed is
// $200 or more: each in the first free slot, within 8 pixels of the
// player at random (RandomNumber), with Obj2C_Speeds (x mirrored when he
// faces left). A leaf (Obj2C_Leaf: its 16.16 place BaseX/Timer2 and
// BaseY/Timer3, sway objoff_38 B3B, angle B3E) drifts by its speeds,
// falls faster by 4 to 7 each frame, sways on a circle of radius 4
// (CalcSine >> 6), turning its sway when (Vint_runcount + sway) & $1F
// and its slot's RunObjects count are right, and goes off screen.
func (s *engine) leaves(k int) {
	ob := s.slot(k)
	switch ob.Routine {
	case 0:
		ob.Routine = 2
		ob.Coll = leavesColl[min(int(ob.Sub), 2)]
		ob.Render |= physics.S2OnScreen | 4
		ob.Width = 0x80
		ob.MapFrame = ob.Sub
		fallthrough
	case 2:
		s.leavesMain(k)
	case 4:
		s.leaf(k)
	}
}

// leavesMain is Obj2C_Main.
func (s *engine) leavesMain(k int) {
	ob := s.slot(k)
	if uint16(ob.X.Pixel()&0xFF80)-uint16(s.st.S2.Coarse) > 0x280 {
		s.deleteObject(k)
		return
	}
	if ob.CollProp == 0 {
		ob.Timer = 0
		return
	}
	fc := s.levelFrame()
	d0 := uint16(ob.Timer)
	second := false
	if d0 != 0 {
		d0 = uint16(uint8(d0) + uint8(fc))
		if d0&0xF != 0 {
			if (d0+8)&0xF != 0 {
				ob.CollProp = 0
				return
			}
			second = true
		}
	}
	bit := uint8(1)
	if second {
		bit = 2
	}
	if ob.CollProp&bit != 0 {
		if second {
			if s.st.P2.On {
				s.SwapP2()
				s.leavesCreate(k)
				s.SwapP2()
			}
		} else {
			s.leavesCreate(k)
		}
		ob = s.slot(k)
		if ob.Timer == 0 {
			ob.Timer = int16(fc)
		}
	}
	ob.CollProp = 0
}

// leavesCreate is Obj2C_CreateLeaves for the player running.
func (s *engine) leavesCreate(k int) {
	st := s.st
	abs := func(v physics.Fixed) int {
		if int16(v) < 0 {
			return -int(int16(v))
		}
		return int(int16(v))
	}
	if abs(st.XSpeed) < 0x200 && abs(st.YSpeed) < 0x200 {
		s.slot(k).Timer = 0 // loc_261C2
		return
	}
	for _, v := range leavesSpeeds {
		j := s.allocate()
		if j < 0 {
			continue
		}
		r := s.random()
		b := s.slot(j)
		*b = physics.S2Obj{ID: s2Leaves, Routine: 4, Layout: -1, Render: physics.S2OnScreen | 4, Width: 8, B3B: 4}
		x := st.X.Pixel() + int(r&0xF) - 8
		dy := int(r>>16&0xF) - 8
		y := st.Y.Pixel() + dy
		b.X, b.Y = physics.FromPixels(x), physics.FromPixels(y)
		b.XVel, b.YVel = physics.Fixed(v[0]), physics.Fixed(v[1])
		if st.FacingLeft {
			b.XVel = -b.XVel
		}
		b.BaseX, b.BaseY = int16(x), int16(y)
		b.MapFrame = uint8(dy) & 1
	}
}

// leaf is Obj2C_Leaf.
func (s *engine) leaf(k int) {
	o := &s.st.S2
	ob := &o.Slots[k]
	d0 := ob.B3B
	ob.B3E += d0
	if (d0+uint8(o.Vint))&0x1F == 0 {
		d7 := uint8(0x8F - (physics.S2SlotBase + k))
		if d7&1 != 0 { // (0 + d7) & 1
			ob.B3B = -ob.B3B
		}
	}
	x32 := int32(uint32(uint16(ob.BaseX))<<16|uint32(uint16(ob.Timer2))) + int32(int16(ob.XVel))<<8
	y32 := int32(uint32(uint16(ob.BaseY))<<16|uint32(uint16(ob.Timer3))) + int32(int16(ob.YVel))<<8
	ob.BaseX, ob.Timer2 = int16(x32>>16), int16(x32)
	ob.BaseY, ob.Timer3 = int16(y32>>16), int16(y32)
	ob.YVel = physics.Fixed(int16(ob.YVel) + int16(y32&3) + 4)
	sin, cos := physics.SinCos(ob.B3E)
	ob.X = physics.FromPixels(int(int16(sin)>>6) + int(ob.BaseX))
	ob.Y = physics.FromPixels(int(int16(cos)>>6) + int(ob.BaseY))
	ob.AnimDur--
	if int8(ob.AnimDur) < 0 {
		ob.AnimDur = 0xB
		ob.MapFrame ^= 2
	}
	if ob.Render&physics.S2OnScreen == 0 {
		s.deleteObject(k)
	}
}
