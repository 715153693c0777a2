package sonic1

import (
	"loopwright/hexangle"
	"loopwright/physics"
)

// Scrap Brain's objects that hold Sonic (_incObj/66 Rotating
// Junction.asm, 72 Teleporter.asm). Both take his controls through
// f_playerctrl (S2State.Control): bit 0 and his own movement code does
// not run (Sonic_Control skips Sonic_Modes), bit 7 and ReactToItem does
// not either; they place and move him themselves.

// Their object ids (_inc/Object Pointers.asm).
const (
	idJunction = 0x66
	idTeleport = 0x72
)

// runSBZHoldObject runs slot k's object when it is one of them; it
// reports whether it was.
func (s *engine) runSBZHoldObject(k int) bool {
	switch s.st.S2.Slots[k].ID {
	case idJunction:
		s.junction(k)
	case idTeleport:
		s.teleport(k)
	default:
		return false
	}
	return true
}

// junPos is Jun_ChgPos's table: Sonic's place around the disc's centre
// for each of its 16 frames.
var junPos = [16][2]int8{
	{-0x20, 0}, {-0x1E, 0xE}, {-0x18, 0x18}, {-0xE, 0x1E},
	{0, 0x20}, {0xE, 0x1E}, {0x18, 0x18}, {0x1E, 0xE},
	{0x20, 0}, {0x1E, -0xE}, {0x18, -0x18}, {0xE, -0x1E},
	{0, -0x20}, {-0xE, -0x1E}, {-0x18, -0x18}, {-0x1E, -0xE},
}

// junction is Junction: the disc (Jun_Main: a second slot, FindFreeObj,
// holds the big circle, routine 4, RememberState only) turns one frame
// every 8 runs (Jun_ChkSwitch; the way reverses each time the switch
// named by its subtype, f_switch, goes down). On screen it is solid
// ($30 each way); Sonic pushing it when its gap faces him (frame 7 on
// its right, $E on its left) is taken: f_playerctrl 1, the roll, ground
// speed $800, no speed, in the air, halfway to his place on the rim.
// Held (Jun_Release), he rides the rim (Jun_ChgPos) until the gap
// points down (frame 4: let go at 0, $800) or right (frame 7: $800,
// $800), unless that is where he was taken. Jun_frame is Timer, the
// switch's previous state Flag, jun_switch B3B, the frame he was taken
// at B3F.
func (s *engine) junction(k int) {
	st := s.st
	o := &st.S2
	ob := &o.Slots[k]
	switch ob.Routine {
	case 0:
		ob.Routine = 2
		if j := s.findFree(); j >= 0 {
			o.Slots[j] = physics.S2Obj{ID: idJunction, Layout: -1, Routine: 4, X: ob.X, Y: ob.Y,
				MapFrame: 0x10, Render: 4, Width: 0x38}
		}
		ob = &o.Slots[k]
		ob.Render |= 4
		ob.Width = 0x30
		ob.Timer = 1
		ob.B3B = ob.Sub
		fallthrough
	case 2:
		s.junChkSwitch(ob)
		if ob.Render&physics.S2OnScreen == 0 {
			break
		}
		s.solidObject(k, 0x30, 0x30, 0x31, ob.X.Pixel())
		if ob.Status&pushBit == 0 {
			break
		}
		d1 := uint8(0xE)
		if uint16(st.X.Pixel()) >= uint16(ob.X.Pixel()) {
			d1 = 7
		}
		if ob.MapFrame != d1 {
			break
		}
		ob.B3F = d1
		ob.Routine += 4
		o.Control = 1
		st.P.Anim.ID = physics.AnimRoll
		st.GSpeed = 0x800
		st.XSpeed, st.YSpeed = 0, 0
		ob.Status &^= pushBit
		st.Pushing = false
		st.Air = true
		x, y := st.X.Pixel(), st.Y.Pixel()
		s.junChgPos(ob)
		st.X = physics.FromPixels(int(int16(x+st.X.Pixel())>>1)) | st.X&0xFF
		st.Y = physics.FromPixels(int(int16(y+st.Y.Pixel())>>1)) | st.Y&0xFF
		s.contact(k, physics.Hitbox, "hold")
	case 6:
		if d0 := ob.MapFrame; (d0 == 4 || d0 == 7) && d0 != ob.B3F {
			st.XSpeed, st.YSpeed = 0, 0x800
			if d0 == 7 {
				st.XSpeed = 0x800
			}
			o.Control = 0
			ob.Routine -= 4
		}
		s.junChkSwitch(ob)
		s.junChgPos(ob)
	}
	s.rememberState(k)
}

// junChkSwitch is Jun_ChkSwitch.
func (s *engine) junChkSwitch(ob *physics.S2Obj) {
	if s.st.S2.Switch[ob.B3B&0xF]&1 != 0 {
		if !ob.Flag {
			ob.Timer = int16(int8(-int8(ob.Timer)))
			ob.Flag = true
		}
	} else {
		ob.Flag = false
	}
	ob.AnimDur--
	if int8(ob.AnimDur) >= 0 {
		return
	}
	ob.AnimDur = 7
	ob.MapFrame = (ob.MapFrame + uint8(ob.Timer)) & 0xF
}

// junChgPos is Jun_ChgPos: Sonic at the rim by the disc's frame.
func (s *engine) junChgPos(ob *physics.S2Obj) {
	st := s.st
	p := junPos[ob.MapFrame&0xF]
	st.X = physics.FromPixels(int(int16(ob.X.Pixel()+int(p[0])))) | st.X&0xFF
	st.Y = physics.FromPixels(int(int16(ob.Y.Pixel()+int(p[1])))) | st.Y&0xFF
}

// teleData is Tele_Data: each subtype's route, the points Sonic flies
// through (the last where he comes out).
var teleData = [8][][2]uint16{
	{{0x794, 0x98C}},
	{{0x94, 0x38C}},
	{{0x794, 0x2E8}, {0x7A4, 0x2C0}, {0x7D0, 0x2AC}, {0x858, 0x2AC}, {0x884, 0x298}, {0x894, 0x270}, {0x894, 0x190}},
	{{0x894, 0x690}},
	{{0x1194, 0x470}, {0x1184, 0x498}, {0x1158, 0x4AC}, {0xFD0, 0x4AC}, {0xFA4, 0x4C0}, {0xF94, 0x4E8}, {0xF94, 0x590}},
	{{0x1294, 0x490}},
	{{0x1594, 0xFFE8}, {0x1584, 0xFFC0}, {0x1560, 0xFFAC}, {0x14D0, 0xFFAC}, {0x14A4, 0xFF98}, {0x1494, 0xFF70}, {0x1494, 0xFD90}},
	{{0x894, 0x90}},
}

// teleport is Teleport: Sonic within $10 right of it (from its x, $F
// further left when x-flipped) and $20 above or below, his controls
// free (and, subtype 7, with 50 rings), is taken: f_playerctrl $81,
// the roll, ground speed $800, no speed, in the air, at its place. He
// bobs (CalcSine / 32 over $40 runs), then flies at $1000 along the
// longer axis through the route's points (sub_1681C), and at the last
// one drops out (y & $7FF, y speed $200), his controls given back; the
// teleporter starts again (routine 0). It goes out of range while
// waiting or bobbing (out_of_range), not while he flies. The route
// index objoff_3A is Index, its byte count Timer3, the target BaseX,
// BaseY, the bob angle B3F, the flight's count (objoff_2E's high byte)
// B3E.
func (s *engine) teleport(k int) {
	st := s.st
	o := &st.S2
	ob := &o.Slots[k]
	route := teleData[ob.Sub&7] // Tele_Data has 8 routes (subtype x 2 & $1E beyond them reads on: docs/assumptions.md)
	switch ob.Routine {
	case 0:
		ob.Routine = 2
		ob.Index = 0
		ob.Timer3 = int16(4 * len(route))
		ob.BaseX, ob.BaseY = int16(route[0][0]), int16(route[0][1])
		fallthrough
	case 2:
		d0 := st.X.Pixel() - ob.X.Pixel()
		if ob.Status&1 != 0 {
			d0 += 0xF
		}
		d1 := st.Y.Pixel() - ob.Y.Pixel() + 0x20
		if uint16(d0) >= 0x10 || uint16(d1) >= 0x40 || o.Control != 0 || ob.Sub == 7 && st.Obj.Rings < 50 {
			break
		}
		ob.Routine = 4
		o.Control = 0x81
		st.P.Anim.ID = physics.AnimRoll
		st.GSpeed = 0x800
		st.XSpeed, st.YSpeed = 0, 0
		ob.Status &^= pushBit
		st.Pushing = false
		st.Air = true
		st.X = physics.FromPixels(ob.X.Pixel()) | st.X&0xFF
		st.Y = physics.FromPixels(ob.Y.Pixel()) | st.Y&0xFF
		ob.B3F = 0
		s.contact(k, physics.Hitbox, "hold")
	case 4:
		d0 := hexangle.Sin(int(ob.B3F)) >> 5
		ob.B3F += 2
		st.Y = physics.FromPixels(int(int16(ob.Y.Pixel()-d0))) | st.Y&0xFF
		if ob.B3F == 0x80 {
			s.teleAim(ob)
			ob.Routine = 6
		}
	case 6:
		ob.B3E--
		if int8(ob.B3E) >= 0 {
			st.X += st.XSpeed
			st.Y += st.YSpeed
			return
		}
		st.X = physics.FromPixels(int(ob.BaseX)) | st.X&0xFF
		st.Y = physics.FromPixels(int(ob.BaseY)) | st.Y&0xFF
		d1 := int(uint8(ob.Index)) + 4
		if d1 >= int(uint8(ob.Timer3)) {
			st.Y = physics.FromPixels(st.Y.Pixel()&0x7FF) | st.Y&0xFF
			ob.Routine = 0
			o.Control = 0
			st.XSpeed, st.YSpeed = 0, 0x200
			return
		}
		ob.Index = int16(d1)
		ob.BaseX, ob.BaseY = int16(route[d1>>2][0]), int16(route[d1>>2][1])
		s.teleAim(ob)
		return
	}
	if s.outOfRange(ob.X.Pixel()) {
		s.deleteObject(k)
	}
}

// divs is the 68000's divs.w: the 32-bit n by the 16-bit d, the
// quotient (low word) and remainder (high word); on overflow n stays.
func divs(n int32, d int16) int32 {
	if d == 0 {
		return n
	}
	q, r := n/int32(d), n%int32(d)
	if q > 0x7FFF || q < -0x8000 {
		return n
	}
	return int32(uint32(uint16(r))<<16 | uint32(uint16(q)))
}

// teleAim is sub_1681C: Sonic's speeds toward the target, $1000 along
// the longer axis and the other in proportion, and the flight's count
// (the high byte of the longer axis' distance x $10).
func (s *engine) teleAim(ob *physics.S2Obj) {
	st := s.st
	dx := int16(ob.BaseX - int16(st.X.Pixel()))
	dy := int16(ob.BaseY - int16(st.Y.Pixel()))
	d2, d3 := int16(0x1000), int16(0x1000)
	if dx < 0 {
		d2 = -d2
	}
	if dy < 0 {
		d3 = -d3
	}
	ax, ay := uint16(dx), uint16(dy)
	if dx < 0 {
		ax = uint16(-dx)
	}
	if dy < 0 {
		ay = uint16(-dy)
	}
	var n int16
	if ay >= ax {
		d1 := divs(int32(uint32(uint16(dy))<<16), d3)
		d0 := int32(0)
		if dx != 0 {
			d0 = divs(int32(uint32(uint16(dx))<<16), int16(d1))
		}
		st.XSpeed, st.YSpeed = physics.Fixed(int16(d0)), physics.Fixed(d3)
		n = int16(d1)
	} else {
		d0 := divs(int32(uint32(uint16(dx))<<16), d2)
		d1 := int32(0)
		if dy != 0 {
			d1 = divs(int32(uint32(uint16(dy))<<16), int16(d0))
		}
		st.XSpeed, st.YSpeed = physics.Fixed(d2), physics.Fixed(int16(d1))
		n = int16(d0)
	}
	if n < 0 {
		n = -n
	}
	ob.B3E = uint8(uint16(n) >> 8)
}

// sbzHoldSolidSize is solidSize for these objects: the junction's disc
// while it waits.
func sbzHoldSolidSize(ob *physics.S2Obj) (w, h int, top, ok bool) {
	if ob.ID == idJunction && ob.Routine == 2 {
		return 0x30, 0x30, false, true
	}
	return 0, 0, false, false
}
