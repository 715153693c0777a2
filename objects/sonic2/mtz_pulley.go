package sonic2

import "loopwright/physics"

// s2Pulley is ObjID_Conveyor: Metropolis's small platforms on pulleys
// (Obj6C, MTZ2's start).
const s2Pulley = 0x6C

// pulleyPaths are off_28252's three loops (byte_28258, byte_28282,
// byte_282AC): the points a platform moves between, from its pulley's
// top (objoff_30, objoff_32), ten to a loop ($28 bytes).
var pulleyPaths = [3][10][2]int16{
	{{0, 0}, {-0x16, 0xA}, {-0x20, 0x20}, {-0x20, 0xE0}, {-0x16, 0xF6}, {0, 0x100}, {0x16, 0xF6}, {0x20, 0xE0}, {0x20, 0x20}, {0x16, 0xA}},
	{{0, 0}, {-0x16, 0xA}, {-0x20, 0x20}, {-0x20, 0x160}, {-0x16, 0x176}, {0, 0x180}, {0x16, 0x176}, {0x20, 0x160}, {0x20, 0x20}, {0x16, 0xA}},
	{{0, 0}, {-0x16, 0xA}, {-0x20, 0x20}, {-0x20, 0x1E0}, {-0x16, 0x1F6}, {0, 0x200}, {0x16, 0x1F6}, {0x20, 0x1E0}, {0x20, 0x20}, {0x16, 0xA}},
}

// pulleySets are off_282D6's three sets of eight platforms (byte_282DC,
// byte_2830E, byte_28340): each one's place from the pulley's top and
// subtype (its loop in bits 4-7, the point it heads for in bits 0-3).
var pulleySets = [3][8][3]int16{
	{{0, 0, 1}, {-0x20, 0x3A, 3}, {-0x20, 0x80, 3}, {-0x20, 0xC6, 3}, {0, 0x100, 6}, {0x20, 0xC6, 8}, {0x20, 0x80, 8}, {0x20, 0x3A, 8}},
	{{0, 0, 0x11}, {-0x20, 0x5A, 0x13}, {-0x20, 0xC0, 0x13}, {-0x20, 0x126, 0x13}, {0, 0x180, 0x16}, {0x20, 0x126, 0x18}, {0x20, 0xC0, 0x18}, {0x20, 0x5A, 0x18}},
	{{0, 0, 0x21}, {-0x20, 0x7A, 0x23}, {-0x20, 0x100, 0x23}, {-0x20, 0x186, 0x23}, {0, 0x200, 0x26}, {0x20, 0x186, 0x28}, {0x20, 0x100, 0x28}, {0x20, 0x7A, 0x28}},
}

// Obj6C's fields: objoff_30, objoff_32 (the pulley's top) are BaseX,
// BaseY; objoff_34, objoff_36 (the point it heads for) Timer, Timer2;
// objoff_38 (the point's byte offset) B3E, objoff_39 (the loop's length,
// $28) B3F, objoff_3A (the step, 4 or -4 when x-flipped) B3B; objoff_3C
// (the loop) Index.

// pulley is Obj6C. A subtype with bit 7 set is the set of eight
// platforms of off_282D6 (subtype & $7F): it becomes the first and puts
// the others in the first free slots (Obj6C_LoadSubObject), each with
// the pulley's top, its subtype and the layout's flips, and that frame
// it is neither drawn nor checked. A platform heads for its loop's
// points in turn (backwards when x-flipped), at a pixel a frame along
// the longer axis (loc_281DA), a top-solid platform for both players
// (PlatformObject, half width $10, 8 high). It is deleted, its respawn
// flag left set, once its pulley's 128-pixel column leaves the object
// window.
func (s *engine) pulley(k int) {
	ob := s.slot(k)
	if ob.Routine == 0 && ob.Sub&0x80 != 0 {
		s.pulleySpawn(k)
		return
	}
	if ob.Routine == 0 {
		s.pulleyInit(k)
	}
	s.pulleyMain(k)
	ob = s.slot(k)
	if uint16(int(ob.BaseX)&0xFF80)-uint16(s.st.S2.Coarse) > 0x280 {
		s.deleteObject(k)
	}
}

// pulleySpawn is loc_28112 with Obj6C_LoadSubObject.
func (s *engine) pulleySpawn(k int) {
	ob := s.slot(k)
	set := int(ob.Sub & 0x7F)
	if set >= len(pulleySets) {
		set = 0 // past the game's table: the first set
	}
	x0, y0, status := ob.X.Pixel(), ob.Y.Pixel(), ob.Status
	for i, e := range pulleySets[set] {
		j := k
		if i > 0 {
			if j = s.allocate(); j < 0 {
				continue
			}
			*s.slot(j) = physics.S2Obj{Layout: -1}
		}
		p := s.slot(j)
		p.ID = s2Pulley
		p.X = physics.FromPixels(x0+int(e[0])) | p.X&0xFF
		p.Y = physics.FromPixels(y0+int(e[1])) | p.Y&0xFF
		p.BaseX, p.BaseY = int16(x0), int16(y0)
		p.Sub = uint8(e[2])
		p.Status = status
	}
}

// pulleyInit is Obj6C_Init for a platform.
func (s *engine) pulleyInit(k int) {
	ob := s.slot(k)
	ob.Routine = 2
	ob.Width = 0x10
	ob.MapFrame = 0
	ob.Index = int16(ob.Sub>>4) & 0xF
	if int(ob.Index) >= len(pulleyPaths) {
		ob.Index = 0 // past the game's table: the first loop
	}
	ob.B3F = 0x28
	ob.B3E = (ob.Sub & 0xF) << 2
	ob.B3B = 4
	if ob.Status&physics.S2XFlip != 0 {
		ob.B3B = 0xFC
		ob.B3E = pulleyNext(ob)
	}
	s.pulleyTarget(ob)
}

// pulleyNext is the step to the next point (loc_2817E, Obj6C_Init): past
// the loop's end to its start, before it to its last point.
func pulleyNext(ob *physics.S2Obj) uint8 {
	d1 := ob.B3E + ob.B3B
	if d1 >= ob.B3F {
		if int8(d1) < 0 {
			return ob.B3F - 4
		}
		return 0
	}
	return d1
}

// pulleyTarget sets the point the platform heads for (objoff_34,
// objoff_36) and its speed (loc_281DA).
func (s *engine) pulleyTarget(ob *physics.S2Obj) {
	i := int(ob.B3E) / 4
	if i >= len(pulleyPaths[0]) {
		i = 0
	}
	pt := pulleyPaths[ob.Index][i]
	ob.Timer = ob.BaseX + pt[0]
	ob.Timer2 = ob.BaseY + pt[1]
	pulleySpeed(ob)
}

// pulleySpeed is loc_281DA: $100 along the longer axis towards the
// point, the other axis's speed the quotient of its distance * $100 by
// the longer one's (divs.w), its sub-pixel the division's remainder (the
// high byte of x_sub or y_sub: ObjectMove never changes the low one),
// the longer axis's sub-pixel cleared.
func pulleySpeed(ob *physics.S2Obj) {
	dx := int16(ob.X.Pixel()) - ob.Timer
	dy := int16(ob.Y.Pixel()) - ob.Timer2
	d0, d2 := uint16(dx), int16(-0x100)
	if uint16(ob.X.Pixel()) < uint16(ob.Timer) {
		d0, d2 = -d0, 0x100
	}
	d1, d3 := uint16(dy), int16(-0x100)
	if uint16(ob.Y.Pixel()) < uint16(ob.Timer2) {
		d1, d3 = -d1, 0x100
	}
	if d1 >= d0 {
		q, r := int16(0), int16(0)
		if dx != 0 {
			q, r = divsRem(int32(dx)<<8, int16(d1))
		}
		ob.XVel, ob.YVel = physics.Fixed(-q), physics.Fixed(d3)
		ob.X = ob.X&^0xFF | physics.Fixed(uint16(r)>>8)
		ob.Y &^= 0xFF
		return
	}
	q, r := int16(0), int16(0)
	if dy != 0 {
		q, r = divsRem(int32(dy)<<8, int16(d0))
	}
	ob.YVel, ob.XVel = physics.Fixed(-q), physics.Fixed(d2)
	ob.Y = ob.Y&^0xFF | physics.Fixed(uint16(r)>>8)
	ob.X &^= 0xFF
}

// divsRem is the 68000's divs.w: quotient and remainder (with the
// dividend's sign) of a 32-bit dividend by a 16-bit divisor; the
// platforms' quotients always fit.
func divsRem(n int32, d int16) (int16, int16) {
	if d == 0 {
		return 0, 0
	}
	return int16(n / int32(d)), int16(n % int32(d))
}

// pulleyMain is Obj6C_Main: at its point (both pixels) it heads for the
// next (loc_2817E), moves (ObjectMove) and is a platform for each player.
func (s *engine) pulleyMain(k int) {
	ob := s.slot(k)
	x0 := ob.X.Pixel()
	if int16(ob.X.Pixel()) == ob.Timer && int16(ob.Y.Pixel()) == ob.Timer2 {
		ob.B3E = pulleyNext(ob)
		s.pulleyTarget(ob)
	}
	objMove(ob)
	for p := 0; p < s.s2Players(); p++ {
		s.s2Swap(p)
		s.s2Platform(k, int(ob.Width), 8, x0)
		s.s2Swap(p)
	}
}
