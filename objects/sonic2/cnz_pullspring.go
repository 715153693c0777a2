package sonic2

import "loopwright/physics"

// Casino Night's pull spring (Obj85), as s2.asm runs it: the vertical
// plunger (subtype 0, Obj85_Up) and the diagonal one (subtype non-zero,
// Obj85_Diagonal).

// s2PullSpring is ObjID_LauncherSpring (Obj85).
const s2PullSpring = 0x85

// pullSpring is Obj85_Up (Routine 2) or Obj85_Diagonal (Routine 4).
// Its fields: objoff_2E (the diagonal one's resting x) in BaseX: objoff_34 (resting y) in BaseY,
// objoff_38 (how far it is pulled, 0..$20) in Index, objoff_36 and
// objoff_37 (each player's state: 0 free, 1 held, 2 let go) in Timer
// and Timer2, objoff_3A (pulled once this frame) in Flag, objoff_32 and
// objoff_33 (the pull and flash counters) in B3E and B3F.
func (s *engine) pullSpring(k int) {
	ob := s.slot(k)
	if ob.Routine == 0 { // Obj85_Init
		ob.Routine = 2
		ob.MapFrame = 1
		ob.Width = 0x18
		ob.BaseX, ob.BaseY = int16(ob.X.Pixel()), int16(ob.Y.Pixel())
		if ob.Sub != 0 {
			ob.Routine = 4
		}
	}
	ob.Flag = false
	if ob.Routine == 4 { // it moves down-left by half the pull
		setXPixel(ob, int(ob.BaseX)-int(ob.Index>>1))
		setYPixel(ob, int(ob.BaseY)+int(ob.Index>>1))
	} else {
		setYPixel(ob, int(ob.BaseY)+int(ob.Index))
	}
	for p := 0; p < s.s2Players(); p++ {
		// Ctrl_1_Logical for the main character, Ctrl_2 (the second
		// pad, idle under the CPU) for the sidekick.
		var in physics.Input
		c := &ob.Timer
		if p == 0 {
			in = s.in
		} else {
			c = &ob.Timer2
		}
		s.s2Swap(p)
		s.pullSpringPlayer(k, c, in)
		s.s2Swap(p)
	}
	if s.s2Players() == 1 {
		// An empty Sidekick slot: loc_2AE0C clears its state, and
		// nothing stands to be grabbed.
		ob.Timer2 = 0
	}
	switch {
	case ob.Timer == 0 && ob.Timer2 == 0: // loc_2AD14: springs back
		ob.MapFrame = 1
		ob.Index = max(ob.Index-4, 0)
	case ob.Index == 0:
	default:
		var held physics.Input
		if ob.Timer == 1 {
			held |= s.in
		}
		if held&physics.Jump == 0 {
			ob.Timer, ob.Timer2 = 2, 2 // move.w #$202,objoff_36(a0)
		}
	}
	s.markGone(k, ob.X.Pixel())
}

// pullSpringPlayer is loc_2AD26 (loc_2AF06 for the diagonal one) for
// the player swapped in, c its state.
func (s *engine) pullSpringPlayer(k int, c *int16, in physics.Input) {
	st := s.st
	ob := s.slot(k)
	diag := ob.Routine == 4
	most := int16(0x20)
	if diag {
		most = 0x1C
	}
	switch *c {
	case 0:
		s.pullSpringGrab(k, c)
	case 1:
		if st.Obj.Hurt || st.Dead { // REV01: routine(a1) >= 4
			return
		}
		if !s.playerOnScreen() {
			ob.Status &^= s.StandBit()
			st.Air = true
			st.S2.On = 0
			st.Obj.On = 0
			s.setPlayerControl(0)
			*c = 0
			return
		}
		if in&physics.Jump != 0 && !ob.Flag { // loc_2ADB0
			ob.Flag = true
			ob.B3E--
			if int8(ob.B3E) < 0 {
				ob.B3E = 3
				if ob.Index != most {
					ob.Index++
				}
			}
			ob.B3F--
			if int8(ob.B3F) < 0 {
				ob.B3F = uint8(uint16(most-ob.Index) >> 1)
				ob.MapFrame ^= 4
			} else {
				ob.MapFrame = 1
			}
		}
		// loc_2ADFE (loc_2AFFE): the player rides the plunger.
		if diag {
			st.X = physics.FromPixels(int(uint16(ob.X.Pixel()+0x13))) | st.X&0xFF
			st.Y = physics.FromPixels(int(uint16(ob.Y.Pixel()-0x13))) | st.Y&0xFF
		} else {
			st.Y = physics.FromPixels(int(uint16(ob.Y.Pixel()-0x2E))) | st.Y&0xFF
		}
	default: // loc_2AE0C (loc_2B018): let go
		if st.Obj.Hurt || st.Dead {
			return
		}
		*c = 0
		if s.StandBit()&ob.Status == 0 {
			if !diag { // loc_2AE0C tries to grab him again
				s.pullSpringGrab(k, c)
			}
			return
		}
		ob.Status &^= s.StandBit()
		st.Air = true
		if diag {
			v := physics.Fixed(int16((ob.Index + 4) << 7))
			st.XSpeed, st.YSpeed = v, -v
			st.GSpeed = 0x800
			if int8(ob.Sub) < 0 { // launched along the ground
				st.GSpeed = v
				st.FacingLeft = false
				st.Air = false
				st.Angle = 0xE0
			}
		} else {
			st.YSpeed = -physics.Fixed(int16((ob.Index + 0x10) << 7))
			st.XSpeed = 0
			st.GSpeed = 0x800
		}
		st.S2.On = 0
		st.Obj.On = 0
		s.setPlayerControl(0)
		s.s2Contact(k, physics.Trigger, "pull spring")
	}
}

// pullSpringGrab is loc_2AD2A: a player falling (or still) onto the
// plunger's top (SolidObject_Always_SingleCharacter, $23 wide, $20 and
// $1D high) is held there rolled up, still, obj_control $81. The
// diagonal one (loc_2AF06: $23 wide, 8 and 5 high) also takes a player
// pushing it, and holds him $13 right of and $13 above it.
func (s *engine) pullSpringGrab(k int, c *int16) {
	st := s.st
	ob := s.slot(k)
	if st.YSpeed < 0 {
		return
	}
	if ob.Routine == 4 {
		s.s2Solid(k, 0x23, 8, 5, ob.X.Pixel(), true, nil)
		if ob.Status&s.StandBit() == 0 {
			if ob.Status&(s.StandBit()<<2) == 0 { // pushing_bit_delta
				return
			}
			ob.Status |= s.StandBit()
		}
		s.setPlayerControl(0x81)
		st.X = physics.FromPixels(int(uint16(ob.X.Pixel()+0x13))) | st.X&0xFF
		st.Y = physics.FromPixels(int(uint16(ob.Y.Pixel()-0x13))) | st.Y&0xFF
	} else {
		s.s2Solid(k, 0x23, 0x20, 0x1D, ob.X.Pixel(), true, nil)
		if ob.Status&s.StandBit() == 0 {
			return
		}
		s.setPlayerControl(0x81)
		st.X = physics.FromPixels(ob.X.Pixel()) | st.X&0xFF
	}
	st.XSpeed, st.YSpeed, st.GSpeed = 0, 0, 0
	st.Rolling = true
	st.YRadius, st.XRadius = 0xE, 7
	st.P.Anim.ID = physics.AnimRoll
	*c = 1
}
