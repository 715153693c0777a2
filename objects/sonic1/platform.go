package sonic1

import "loopwright/physics"

// platformObject is PlatformObject (d1 the half width): a falling Sonic
// within the width whose feet are from 16 above to level with the top (8
// above the object's y) lands on it (3 below the top less his height:
// Platform3); the object's routine advances (its standing routine).
func (s *engine) platformObject(k, d1 int) {
	st := s.st
	ob := &st.S2.Slots[k]
	if st.YSpeed < 0 {
		return
	}
	d0 := int(int16(st.X.Pixel() - ob.X.Pixel() + d1))
	if d0 < 0 || d0 >= 2*d1 {
		return
	}
	s.platform3(k, ob.Y.Pixel()-8)
}

// platform3 is Platform3: top is the surface's y. Sonic lands when top
// less his feet and 4 (d0) is from -$10 to -1: bhi leaves him above it,
// and cmpi.w #-$10 with blo, an unsigned compare, leaves him at 0 as
// well (0 is below $FFF0), so feet exactly 4 above the top do not land.
func (s *engine) platform3(k, top int) {
	st := s.st
	ob := &st.S2.Slots[k]
	d2 := st.Y.Pixel()
	d0 := int(int16(top - (d2 + st.YRadius + 4)))
	if d0 >= 0 || d0 < -0x10 || s.noInteract() || st.Dead {
		return
	}
	st.Y = physics.FromPixels(d2+d0+3) | st.Y&0xFF
	ob.Routine += 2
	s.ride(k)
}

// ride is loc_74AE: the object Sonic stood on loses him (its obSolid
// cleared, a standing platform's routine back by 2); he stands on slot
// k, angle 0, y speed 0, ground speed his x speed, landing if he was in
// the air.
func (s *engine) ride(k int) {
	st := s.st
	o := &st.S2
	if p := o.On - 1; p >= 0 && p != k {
		po := &o.Slots[p]
		po.Status &^= standBit
		po.Routine2 = 0
		if po.Routine == 4 {
			po.Routine = 2
		}
	}
	o.On, st.Obj.On = k+1, k+1
	st.Angle = 0
	st.YSpeed = 0
	st.GSpeed = st.XSpeed
	if st.Air {
		s.ResetOnFloor()
	}
	st.Air = false
	o.Slots[k].Status |= standBit
	s.contact(k, physics.SolidTop, "land")
}

// exitPlatformR is ExitPlatform with its routine reset: off the width or
// in the air, Sonic leaves and the object's routine becomes 2.
func (s *engine) exitPlatformR(k, d1 int) bool {
	if !s.exitPlatform(k, d1, d1) {
		return false
	}
	s.st.S2.Slots[k].Routine = 2
	return true
}

// mvSonicOnPtfm2 is MvSonicOnPtfm2: Sonic stands 9 above the object's y
// and moves with its x since d2 (whether or not he still stands on it).
func (s *engine) mvSonicOnPtfm2(k, d2 int) {
	st := s.st
	if st.Dead || s.noInteract() {
		return
	}
	ob := &st.S2.Slots[k]
	y := ob.Y.Pixel() - 9 - st.YRadius
	st.Y = physics.FromPixels(y) | st.Y&0xFF
	st.X += physics.FromPixels(ob.X.Pixel() - d2)
}

// ---------------------------------------------------------------------------
// Obj18: platforms

// basicPlatform is Obj18 (sonic.asm: BasicPlatform), $20 wide, standing
// height 9. Slot fields: GYVel is objoff_2C (its y before the nudge, 8.8),
// BaseX objoff_32, BaseY objoff_34, B3E objoff_38 (the nudge angle: a
// platform sinks up to 4 pixels by its sine while stood on), B3B obAngle
// (the motion: oscillator 6), Timer objoff_3A. Subtypes (bits 0-3): 0
// still; 1, 5 side to side and 2, 6 up and down ($40 either way); $A up
// and down half as far; $B, $C up and down by oscillator 3; 3 falls half
// a second after Sonic lands (becoming 4: falling, Sonic let go after 32
// frames, gone below the bottom limit + $E0); 7 rises $200 a second after
// its switch (subtype bits 4-7) is pressed. Star Light's are all 3.
func (s *engine) basicPlatform(k int) {
	st := s.st
	ob := &st.S2.Slots[k]
	switch ob.Routine {
	case 0:
		ob.Routine = 2
		ob.Width = 0x20
		if s.zoneAct != "" && s.zoneAct[:2] == "sl" {
			ob.Sub = 3
		}
		ob.Render = ob.Render&3 | 4
		ob.GYVel = ob.Y &^ 0xFF
		ob.BaseY = int16(ob.Y.Pixel())
		ob.BaseX = int16(ob.X.Pixel())
		ob.B3B = 0 // move.w #$80,obAngle(a0): the byte at obAngle is 0
		if ob.Sub == 0x0A {
			ob.MapFrame = 1
		}
		fallthrough
	case 2:
		if ob.B3E != 0 {
			ob.B3E -= 4
		}
		s.platformObject(k, int(ob.Width))
		fallthrough
	case 8:
		ob = &st.S2.Slots[k]
		s.platMove(k)
		s.platNudge(ob)
	case 4:
		if ob.B3E != 0x40 {
			ob.B3E += 4
		}
		s.exitPlatformR(k, int(ob.Width))
		x := ob.X.Pixel()
		s.platMove(k)
		ob = &st.S2.Slots[k]
		s.platNudge(ob)
		s.mvSonicOnPtfm2(k, x)
	default:
		s.deleteObject(k)
		return
	}
	s.display(k)
	if s.outOfRange(int(st.S2.Slots[k].BaseX)) {
		s.deleteObject(k)
	}
}

// platNudge is Plat_Nudge: y is objoff_2C plus $400 times the sine of the
// nudge angle, high word.
func (s *engine) platNudge(ob *physics.S2Obj) {
	sn, _ := physics.SinCos(ob.B3E)
	d := (int32(int16(sn)) * 0x400) >> 16
	ob.Y = physics.FromPixels(ob.GYVel.Pixel()+int(d)) | ob.Y&0xFF
}

// platMove is Plat_Move.
func (s *engine) platMove(k int) {
	st := s.st
	ob := &st.S2.Slots[k]
	chg := true
	switch ob.Sub & 0x0F {
	case 1:
		ob.X = physics.FromPixels(int(ob.BaseX)+int(int8(ob.B3B-0x40))) | ob.X&0xFF
	case 5:
		ob.X = physics.FromPixels(int(ob.BaseX)+int(int8(-ob.B3B+0x40))) | ob.X&0xFF
	case 2:
		ob.GYVel = physics.FromPixels(int(ob.BaseY) + int(int8(ob.B3B-0x40)))
	case 6:
		ob.GYVel = physics.FromPixels(int(ob.BaseY) + int(int8(-ob.B3B+0x40)))
	case 0x0B:
		ob.GYVel = physics.FromPixels(int(ob.BaseY) + int(int8(uint8(s.osc(3))-0x30)))
	case 0x0C:
		ob.GYVel = physics.FromPixels(int(ob.BaseY) + int(int8(-uint8(s.osc(3))+0x30)))
	case 0x0A:
		ob.GYVel = physics.FromPixels(int(ob.BaseY) + int(int8(ob.B3B-0x40))>>1)
	case 3:
		chg = false
		if ob.Timer == 0 {
			if ob.Status&standBit != 0 {
				ob.Timer = 30
			}
			break
		}
		ob.Timer--
		if ob.Timer == 0 {
			ob.Timer = 32
			ob.Sub++
		}
	case 4:
		chg = false
		if ob.Timer != 0 {
			ob.Timer--
			if ob.Timer == 0 {
				if ob.Status&standBit != 0 {
					st.Air = true
					if st.S2.On == k+1 {
						st.S2.On, st.Obj.On = 0, 0
					}
					st.Obj.Hurt = false
					ob.Status &^= standBit
					ob.Routine2 = 0
					st.YSpeed = ob.YVel
				}
				ob.Routine = 8
			}
		}
		ob.GYVel += ob.YVel
		ob.YVel += 0x38
		if uint16(st.Cam.MaxY+0xE0) < uint16(ob.GYVel.Pixel()) {
			ob.Routine = 6
		}
	case 7:
		chg = false
		if ob.Timer == 0 {
			if st.S2.Switch[(ob.Sub>>4)&0x0F] != 0 {
				ob.Timer = 60
			}
			break
		}
		ob.Timer--
		if ob.Timer == 0 {
			ob.Sub++
		}
	case 8:
		chg = false
		ob.GYVel -= physics.FromPixels(2)
		if int(ob.BaseY)-0x200 == ob.GYVel.Pixel() {
			ob.Sub = 0
		}
	default:
		chg = false
	}
	if chg {
		ob.B3B = uint8(s.osc(6))
	}
}
