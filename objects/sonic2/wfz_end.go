package sonic2

import "loopwright/physics"

// Wing Fortress's end: the controls taken (LevEvents_WFZ_Routine6 sets
// Control_Locked: Ctrl_1_Logical is no longer the pad's, only what the
// objects write) and the Tornado's script (s2.asm ObjB2_Main_WFZ_End)
// that walks Sonic to the edge, makes him jump onto the Tornado, flies
// him to Robotnik's ship, makes him jump onto it, where the invisible
// grabber (ObjB2_Invisible_grabber) holds him, and docks on the Death Egg
// (the act's end). The locked buttons are State.S2.LockIn (LockCtrl).

// The end's Tornado and its parts (ObjB2 subtypes; routine subtype-$4E).
const (
	tornadoWFZEndSub  = 0x54 // ObjB2_Main_WFZ_End
	tornadoGrabberSub = 0x56 // ObjB2_Invisible_grabber
	tornadoLightsSub  = 0x58 // loc_3AD0C: blinking lights
	tornadoFlameSub   = 0x5C // loc_3AD42: its jet's flame
)

// tornadoDockTimes and tornadoDockSpeeds are word_3AC16 and byte_3AC2A
// from its second pair: at each frame count the Tornado's X and Y Speed
// (whole pixels) change.
var (
	tornadoDockTimes  = [10]int16{0x1E0, 0x260, 0x2A0, 0x2C0, 0x300, 0x3A0, 0x3F0, 0x460, 0x4A0, 0x580}
	tornadoDockSpeeds = [10][2]int8{{1, 0}, {0, 1}, {1, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}, {-1, 1}, {-2, 0}, {0, 0}}
)

// wfzLockControls is LevEvents_WFZ_Routine6's Control_Locked: the
// buttons of this frame (Ctrl_1_Logical as it was written at the frame's
// start) stay until an object writes others.
func (s *engine) wfzLockControls() {
	s.st.S2.LockCtrl = true
	s.st.S2.LockIn = s.in
}

// wfzEndTornado runs the end's Tornado and its parts, reporting false
// for the other Tornados.
func (s *engine) wfzEndTornado(k int) bool {
	ob := s.slot(k)
	switch ob.Sub {
	case tornadoWFZEndSub, tornadoGrabberSub, tornadoLightsSub, tornadoFlameSub:
	default:
		return false
	}
	if ob.Routine == 0 {
		ob.Routine = ob.Sub - 0x4E
		ob.Width = 0x60
		return true
	}
	switch ob.Sub {
	case tornadoWFZEndSub:
		s.tornadoEnd(k)
	case tornadoGrabberSub:
		s.tornadoGrabber(k)
	case tornadoFlameSub:
		// loc_3AD6E: $C behind and $28 below the Tornado
		if p := parentOf(ob); p >= 0 {
			setXPixel(ob, s.slot(p).X.Pixel()-0xC)
			setYPixel(ob, s.slot(p).Y.Pixel()+0x28)
		}
	}
	return true
}

// tornadoEndChild is LoadChildObject for the end's Tornado at (x, y).
func (s *engine) tornadoEndChild(k int, sub uint8, x, y int) int {
	j := s.allocateAfter(k)
	if j < 0 {
		return -1
	}
	*s.slot(j) = physics.S2Obj{ID: s2Tornado, Sub: sub, Layout: -1, Parent: int16(k + 1),
		X: physics.FromPixels(x), Y: physics.FromPixels(y)}
	return j
}

// tornadoEnd is ObjB2_Main_WFZ_End by routine_secondary (Timer
// objoff_2E, Timer2 objoff_2A, Index objoff_34, Child1 its flame).
func (s *engine) tornadoEnd(k int) {
	st := s.st
	ob := s.slot(k)
	lock := &st.S2.LockIn
	switch ob.Routine2 {
	case 0: // ObjB2_Wait_Leader_position
		if uint16(st.Y.Pixel()) < 0x5EC {
			return
		}
		*lock = 0
		ob.Timer++
		if ob.Timer < 0x40 {
			return
		}
		ob.Routine2 = 2
		setXPixel(ob, 0x2E58)
		setYPixel(ob, 0x66C)
		s.tornadoEndChild(k, tornadoGrabberSub, 0x3118, 0x3F0)
		s.tornadoEndChild(k, tornadoLightsSub, 0x3070, 0x3B0)
		s.tornadoEndChild(k, tornadoLightsSub, 0x3070, 0x430)
		if j := s.tornadoEndChild(k, tornadoFlameSub, 0, 0); j >= 0 {
			s.slot(k).Child1 = int16(j + 1)
		}
	case 2: // ObjB2_Move_Leader_edge
		if uint16(st.X.Pixel()) < 0x2E30 {
			*lock = physics.Right
			return
		}
		ob.Routine2 = 4
		*lock = 0
		st.XSpeed, st.YSpeed, st.GSpeed = 0, 0, 0
		st.P.Speeds = physics.SpeedSet{Top: 0x600, Acc: 0xC, Dec: 0x80}
	case 4: // ObjB2_Wait_for_plane
		if st.S2.Ev.BGXOff < 0x380 {
			*lock = 0
			return
		}
		ob.Routine2 = 6
		ob.XVel, ob.YVel = 0x100, -0x100
		ob.Timer2 = 0
	case 6: // ObjB2_Prepare_to_jump
		ob.Timer2++
		if ob.Timer2 == 0x30 {
			ob.Routine2 = 8
			*lock = physics.Jump
			ob.Timer = 0x38
			if st.P.Super {
				ob.Timer = 0x28
			}
		}
		s.tornadoAlign(k)
	case 8: // ObjB2_Jump_to_plane
		*lock = 0
		ob.Timer2++
		ob.Timer--
		if ob.Timer >= 0 {
			*lock = physics.Right | physics.Jump
		}
		s.tornadoAlign(k)
		if s.slot(k).Status&physics.S2P1Stand != 0 {
			// the background's layout writes (Level_Layout+$D2 ...)
			// only draw the ship
			s.slot(k).Routine2 = 0xA
			s.slot(k).Timer = 0x20
		}
	case 0xA: // ObjB2_Landed_on_plane
		ob.Timer2++
		if ob.Timer2 >= 0x100 {
			ob.Routine2 = 0xC
			if j := int(ob.Child1) - 1; j >= 0 && s.slot(j).ID == s2Tornado {
				s.slot(j).Routine2 = 2
			}
		}
		// loc_3AB18: Sonic held on it
		*lock = 0
		st.X = physics.FromPixels(ob.X.Pixel()) | st.X&0xFF
		st.XSpeed, st.YSpeed, st.GSpeed = 0, 0, 0
		st.Air, st.Rolling = false, false
		st.YRadius = 0x13
		s.tornadoAlign(k)
	case 0xC, 0xE, 0x10:
		s.tornadoToShip(k)
	}
}

// tornadoToShip is ObjB2_Approaching_ship, ObjB2_Jump_to_ship and
// ObjB2_Dock_on_DEZ: Sonic jumps (A held) from frame $437 to $447 of the
// ride; at $460 the level events' last stage (LevEvents_WFZ_Routine4)
// and more lights; the Tornado flies its path (word_3AC16) and at $9C0
// the act ends (ObjB2_Start_DEZ).
func (s *engine) tornadoToShip(k int) {
	st := s.st
	ob := s.slot(k)
	if ob.Routine2 == 0xC {
		st.S2.LockIn = 0
		if ob.Timer2 >= 0x437 {
			ob.Routine2 = 0xE
		}
	}
	if ob.Routine2 == 0xE && ob.Timer2 < 0x447 {
		st.S2.LockIn = physics.Jump
	}
	if ob.Routine2 != 0x10 && ob.Timer2 >= 0x460 {
		st.S2.Ev.Routine = 6
		ob.Routine2 = 0x10
		s.tornadoEndChild(k, tornadoLightsSub, 0x3090, 0x3D0)
		s.tornadoEndChild(k, tornadoLightsSub, 0x30C0, 0x3F0)
		s.tornadoEndChild(k, tornadoLightsSub, 0x3090, 0x410)
		ob = s.slot(k)
	}
	if ob.Timer2 >= 0x9C0 {
		// ObjB2_Start_DEZ: Death Egg act 1 next, then
		// ObjB2_Deactivate_level (Level_Inactive_flag): the run ends.
		st.S2.Ev.EndAct = true
		st.End = "dez1"
		return
	}
	ob.Timer2++
	if i := int(ob.Index); i < len(tornadoDockTimes) && ob.Timer2 >= tornadoDockTimes[i] {
		ob.Index++
		v := tornadoDockSpeeds[min(i, len(tornadoDockSpeeds)-1)]
		ob.XVel, ob.YVel = physics.Fixed(int16(v[0])<<8), physics.Fixed(int16(v[1])<<8)
	}
	s.tornadoAlign(k)
}

// tornadoGrabber is ObjB2_Invisible_grabber: collision $C7 (Touch_Special
// size 7: collision_property 2, then Touch_Enemy); touched, it holds
// Sonic $10 left of it, hanging (obj_control 1), the buttons cleared, the
// camera's bias $78.
func (s *engine) tornadoGrabber(k int) {
	st := s.st
	ob := s.slot(k)
	switch ob.Routine2 {
	case 0:
		ob.Coll = 0xC7
		fallthrough
	case 2:
		if ob.CollProp == 0 {
			return
		}
		ob.Routine2 = 4
		ob.Coll = 0
		st.Cam.Bias = physics.ScreenHeight/2 + 8
		if p := parentOf(ob); p >= 0 {
			s.slot(p).Status |= 0x40 // status.npc.p2_pushing
		}
		st.XSpeed, st.YSpeed = 0, 0
		st.X = physics.FromPixels(ob.X.Pixel()-0x10) | st.X&0xFF
		st.FacingLeft = true
		st.Air, st.Rolling = false, false
		st.S2.Control = 1
		st.S2.LockIn = 0
		s.s2Contact(k, physics.Trigger, "hang")
	case 4:
		st.XSpeed, st.YSpeed = 0, 0
		st.X = physics.FromPixels(ob.X.Pixel()-0x10) | st.X&0xFF
	}
}
