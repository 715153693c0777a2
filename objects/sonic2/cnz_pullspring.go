package sonic2

import "loopwright/physics"

// Casino Night's pull spring (Obj85), as s2.asm runs it: the vertical
// plunger (subtype 0). The diagonal one (subtype non-zero,
// Obj85_Diagonal) only takes its slot.

// s2PullSpring is ObjID_LauncherSpring (Obj85).
const s2PullSpring = 0x85

// pullSpring is Obj85_Up. Its fields: objoff_34 (resting y) in BaseY,
// objoff_38 (how far it is pulled, 0..$20) in Index, objoff_36 and
// objoff_37 (each player's state: 0 free, 1 held, 2 let go) in Timer
// and Timer2, objoff_3A (pulled once this frame) in Flag, objoff_32 and
// objoff_33 (the pull and flash counters) in B3E and B3F.
func (s *engine) pullSpring(k int) {
	ob := s.slot(k)
	if ob.Routine == 0 { // Obj85_Init
		if ob.Sub != 0 {
			ob.Routine = 4 // Obj85_Diagonal: not modelled, takes its slot
		} else {
			ob.Routine = 2
			ob.MapFrame = 1
			ob.Width = 0x18
			ob.BaseY = int16(ob.Y.Pixel())
		}
	}
	if ob.Routine != 2 {
		s.markGone(k, ob.X.Pixel())
		return
	}
	ob.Flag = false
	setYPixel(ob, int(ob.BaseY)+int(ob.Index))
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

// pullSpringPlayer is loc_2AD26 for the player swapped in, c its state.
func (s *engine) pullSpringPlayer(k int, c *int16, in physics.Input) {
	st := s.st
	ob := s.slot(k)
	switch *c {
	case 0:
		s.pullSpringGrab(k, c)
	case 1:
		if st.Obj.Hurt || st.Dead { // REV01: routine(a1) >= 4
			return
		}
		if !s.sidekickOnScreen() {
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
				if ob.Index != 0x20 {
					ob.Index++
				}
			}
			ob.B3F--
			if int8(ob.B3F) < 0 {
				ob.B3F = uint8(uint16(0x20-ob.Index) >> 1)
				ob.MapFrame ^= 4
			} else {
				ob.MapFrame = 1
			}
		}
		// loc_2ADFE: the player rides the plunger's top.
		st.Y = physics.FromPixels(int(uint16(ob.Y.Pixel()-0x2E))) | st.Y&0xFF
	default: // loc_2AE0C: let go
		if s.StandBit()&ob.Status == 0 {
			*c = 0
			s.pullSpringGrab(k, c)
			return
		}
		if st.Obj.Hurt || st.Dead {
			return
		}
		*c = 0
		ob.Status &^= s.StandBit()
		st.YSpeed = -physics.Fixed(int16((ob.Index + 0x10) << 7))
		st.XSpeed = 0
		st.GSpeed = 0x800
		st.Air = true
		st.S2.On = 0
		st.Obj.On = 0
		s.setPlayerControl(0)
		s.s2Contact(k, physics.Trigger, "pull spring")
	}
}

// pullSpringGrab is loc_2AD2A: a player falling (or still) onto the
// plunger's top (SolidObject_Always_SingleCharacter, $23 wide, $20 and
// $1D high) is held there rolled up, still, obj_control $81.
func (s *engine) pullSpringGrab(k int, c *int16) {
	st := s.st
	ob := s.slot(k)
	if st.YSpeed < 0 {
		return
	}
	s.s2Solid(k, 0x23, 0x20, 0x1D, ob.X.Pixel(), true, nil)
	if ob.Status&s.StandBit() == 0 {
		return
	}
	s.setPlayerControl(0x81)
	st.X = physics.FromPixels(ob.X.Pixel()) | st.X&0xFF
	st.XSpeed, st.YSpeed, st.GSpeed = 0, 0, 0
	st.Rolling = true
	st.YRadius, st.XRadius = 0xE, 7
	st.P.Anim.ID = physics.AnimRoll
	*c = 1
}
