package sonic2

import "loopwright/physics"

// ObjD9, Wing Fortress's invisible bar a player hangs from (s2.asm
// ObjD9): it takes him when he is within $18 of it either side and 0 to
// $F below it (ObjD9_CheckCharacter), and a jump press lets him go.

// s2HangBar is ObjID_Grab.
const s2HangBar = 0xD9

// hangBar is ObjD9: ObjD9_Init (width $18) falls into ObjD9_Main, which
// checks the main character (Ctrl_1) and then the sidekick (Ctrl_2, no
// pad: the CPU Tails never lets go) and unloads it by MarkObjGone3.
func (s *engine) hangBar(k int) {
	ob := s.slot(k)
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.Width = 0x18
	}
	for p := 0; p < s.s2Players(); p++ {
		s.s2Swap(p)
		s.hangBarPlayer(k, p)
		s.s2Swap(p)
	}
	s.markGone(k, s.slot(k).X.Pixel())
}

// hangBarPlayer is ObjD9_CheckCharacter for the player swapped in (its
// flags: objoff_30/31 hanging in B3E/B3F, objoff_32/33 the wait before
// he can hang again in Timer3/Index). Hanging, nothing holds his place:
// a press of A, B or C lets go (obj_control 0) at Y Speed -$300, his X
// Speed and in-air bit left as they were, and he cannot hang again for
// 18 frames (60 with a direction held). Otherwise, once that wait is
// over, within $18 either side of it and 0 to $F below it, not
// obj_control's bit 7 and not dead (hurt he can), he stops, his y is
// its y and he hangs (obj_control 1; AniIDSonAni_Hang2 only draws).
func (s *engine) hangBarPlayer(k, p int) {
	st := s.st
	ob := s.slot(k)
	hang, wait := &ob.B3E, &ob.Timer3
	in, prev := s.in, st.PrevInput
	if p == 1 {
		hang, wait = &ob.B3F, &ob.Index
		in, prev = 0, 0 // Ctrl_2: no second pad
	}
	if *hang != 0 {
		if s.hangLetGo(hang, wait, in, prev) {
			s.s2Contact(k, physics.Trigger, "let go")
		}
		return
	}
	if !hangWaitOver(wait) {
		return
	}
	if uint16(st.X.Pixel()-ob.X.Pixel()+0x18) >= 0x30 || uint16(st.Y.Pixel()-ob.Y.Pixel()) >= 0x10 {
		return
	}
	if s.s2ObjControl()&0x80 != 0 || st.Dead {
		return
	}
	st.XSpeed, st.YSpeed, st.GSpeed = 0, 0, 0
	st.Y = physics.FromPixels(ob.Y.Pixel()) | st.Y&0xFF
	s.setPlayerControl(1)
	*hang = 1
	s.s2Contact(k, physics.Trigger, "hang")
}

// hangLetGo is the hanging player's part of ObjD9_CheckCharacter,
// Obj7F_Action and Obj80_Action (the same code in each): a new press of
// A, B or C lets him go (obj_control 0) at Y Speed -$300 (Obj80 then
// sets its own speeds), his X Speed and in-air bit left as they were,
// and he cannot hang again for 18 frames (60 with a direction held). It
// reports whether he let go.
func (s *engine) hangLetGo(hang *uint8, wait *int16, in, prev physics.Input) bool {
	if in&physics.Jump == 0 || prev&physics.Jump != 0 {
		return false
	}
	s.setPlayerControl(0)
	*hang = 0
	*wait = 18
	if in&(physics.Up|physics.Down|physics.Left|physics.Right) != 0 {
		*wait = 60
	}
	s.st.YSpeed = -0x300
	return true
}

// hangWaitOver counts down the wait before a player can hang again
// (ObjD9_CheckCharacter, Obj7F_Action, Obj80_Action), reporting whether it is over:
// the frame it reaches 0 he can.
func hangWaitOver(wait *int16) bool {
	if *wait != 0 {
		*wait--
		return *wait == 0
	}
	return true
}
