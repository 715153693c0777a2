package sonic2

import "loopwright/physics"

// s2Nut is ObjID_Nut: Metropolis's nut on a screw (Obj69).
const s2Nut = 0x69

// Obj69's fields: objoff_32 (its rest y) is BaseY, objoff_34 (the turn,
// in eighths of a pixel of height) Timer, objoff_36 (how far down it may
// go: (subtype & $7F) * 8) Timer2; each player's mode and side bytes
// (objoff_38/39 for the main character, objoff_3C/3D for the sidekick)
// are Logs[0], Logs[1] and Logs[2], Logs[3].

// nut is Obj69: a solid nut (SolidObject, half width $2B, half height
// $C, its y wrapped at $7FF) that a player standing on it turns by
// walking: once he has reached its middle from his side (Obj69_Action
// modes 0 and 2) he is held at its x and every pixel he would move
// turns it (objoff_34), the nut rising by an eighth of the sum walking
// right (no limit) and sinking walking left, down to (subtype & $7F) * 8
// below its rest; there it stops (the player must walk to the middle
// again) or, with subtype bit 7, falls off the screw (ObjectMove, $38 a
// frame, to the floor: ObjCheckFloorDist) and stays solid there.
func (s *engine) nut(k int) {
	ob := s.slot(k)
	switch ob.Routine {
	case 0:
		ob.Routine = 2
		ob.Width = 0x20
		ob.YRad = 0xB
		ob.BaseY = int16(ob.Y.Pixel())
		ob.Timer2 = int16(ob.Sub&0x7F) << 3
		fallthrough
	case 2:
		for p := 0; p < s.s2Players(); p++ {
			s.s2Swap(p)
			s.nutAction(k, p)
			s.s2Swap(p)
		}
	case 4:
		objMove(ob)
		ob.YVel += 0x38
		if d := s.objFloorDist(ob.X.Pixel(), ob.Y.Pixel()+int(ob.YRad), false); d < 0 {
			setYPixel(ob, (ob.Y.Pixel()+d)&0x7FF)
			ob.YVel = 0
			ob.Routine = 6
		}
	}
	ob = s.slot(k)
	setYPixel(ob, ob.Y.Pixel()&0x7FF)
	x := ob.X.Pixel()
	for p := 0; p < s.s2Players(); p++ {
		s.s2Swap(p)
		s.s2Solid(k, 0x2B, 0xC, 0xD, x, false, nil)
		s.s2Swap(p)
	}
	s.markGone(k, x)
}

// nutAction is Obj69_Action for player p (swapped in).
func (s *engine) nutAction(k, p int) {
	st := s.st
	ob := s.slot(k)
	mode, side := &ob.Logs[2*p], &ob.Logs[2*p+1]
	standing := ob.Status&s.StandBit() != 0
	if !standing {
		*mode = 0
	}
	px, ox := st.X.Pixel(), ob.X.Pixel()
	switch *mode {
	case 0: // loc_2792C
		if !standing {
			return
		}
		*mode = 2
		*side = 0
		if uint16(ox) < uint16(px) {
			*side = 1
		}
		fallthrough
	case 2: // loc_2794C: held once he reaches the middle
		d0 := uint16(px - ox)
		if *side != 0 {
			d0 += 0xF
		}
		if d0 < 0x10 {
			st.X = physics.FromPixels(ox) | st.X&0xFF
			*mode = 4
		}
	case 4: // loc_2796E
		d0 := int16(px - ox)
		ob.Timer += d0
		st.X = physics.FromPixels(ox) | st.X&0xFF
		d1 := ob.Timer >> 3
		ob.MapFrame = uint8(d1>>1) & 3
		y := ob.BaseY - d1
		setYPixel(ob, int(y))
		if uint16(px) >= uint16(ox) { // loc_279D4: turning up
			return
		}
		if y-ob.BaseY < ob.Timer2 {
			return
		}
		setYPixel(ob, int(ob.BaseY+ob.Timer2))
		ob.Timer = -(ob.Timer2 << 3)
		ob.MapFrame = 0
		if ob.Sub&0x80 != 0 {
			ob.Routine = 4
			return
		}
		*mode = 0
	}
}
