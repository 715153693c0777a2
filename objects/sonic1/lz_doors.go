package sonic1

import "loopwright/physics"

// Labyrinth's doors and pole: _incObj/0C Flapping Door.asm,
// 0B Pole that Breaks.asm and 2A SBZ Small Door.asm (Scrap Brain's
// small door, also in Labyrinth's fourth act).

// The object ids.
const (
	idPole     = 0x0B
	idFlapDoor = 0x0C
	idAutoDoor = 0x2A
)

// aniFlap is Ani_Flap: opening and closing.
var aniFlap = [][]byte{{3, 0, 1, 2, afBack, 1}, {3, 2, 1, 0, afBack, 1}}

// flapDoor is Obj0C (FlapDoor). Every subtype x 60 frames (flap_time;
// flap_wait, objoff_30, is Timer, counting from 0) it opens or closes
// (Ani_Flap). Each frame it lets the currents run (f_wtunnelallow
// clear); closed (frame 0) with Sonic left of it, it stops them and is
// solid ($13 wide, $20 high). RememberState.
func (s *engine) flapDoor(k int) {
	st := s.st
	ob := &st.S2.Slots[k]
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.Render |= 4
		ob.Width = 0x28
		ob.Timer2 = int16(ob.Sub) * 60
	}
	ob.Timer--
	if ob.Timer < 0 {
		ob.Timer = ob.Timer2
		ob.Anim ^= 1
	}
	animateSprite(ob, aniFlap)
	st.S2.WindOff = false
	if ob.MapFrame == 0 && uint16(st.X.Pixel()) < uint16(ob.X.Pixel()) {
		st.S2.WindOff = true
		s.solidObject(k, 0x13, 0x20, 0x21, ob.X.Pixel())
	}
	s.rememberState(k)
}

// pole is Obj0B (Pole): touch $E1 (special: ReactToItem counts the
// touches in its collision property). Touched while Sonic's x is right
// of its x + $14, and Sonic not hurt: he is caught at x + $14, stopped,
// facing right, his controls locked (f_playerctrl 1: his movement code
// does not run, S2State.Control) and the currents stopped. Held, Up and
// Down move him a pixel, between its y - $18 and y + $C; after subtype
// x 60 frames (0: never) it breaks (frame 1) and lets him go, as a jump
// button pressed does. The press it reads is v_jpadpress2, which the
// locked controls no longer update: the press of the frame he was
// caught (kept in Flag). RememberState.
func (s *engine) pole(k int, in physics.Input) {
	st := s.st
	o := &st.S2
	ob := &o.Slots[k]
	switch ob.Routine {
	case 0:
		ob.Routine = 2
		ob.Render = 4 | ob.Render&3
		ob.Width = 8
		ob.Coll = 0xE1
		ob.Timer = int16(ob.Sub) * 60
		fallthrough
	case 2:
		if ob.B3F == 0 {
			if ob.CollProp == 0 || uint16(ob.X.Pixel()+0x14) >= uint16(st.X.Pixel()) {
				break
			}
			ob.CollProp = 0
			if st.Obj.Hurt || st.Dead {
				break
			}
			st.XSpeed, st.YSpeed = 0, 0
			st.X = physics.FromPixels(ob.X.Pixel()+0x14) | st.X&0xFF
			st.FacingLeft = false
			o.Control = 1
			o.WindOff = true
			ob.B3F = 1
			ob.Flag = in&physics.Jump != 0 && st.PrevInput&physics.Jump == 0
			break
		}
		if ob.Timer != 0 {
			ob.Timer--
			if ob.Timer == 0 {
				ob.MapFrame = 1
				s.poleRelease(ob)
				break
			}
		}
		d0 := ob.Y.Pixel() - 0x18
		if in&physics.Up != 0 {
			st.Y -= physics.FromPixels(1)
			if uint16(d0) >= uint16(st.Y.Pixel()) {
				st.Y = physics.FromPixels(d0) | st.Y&0xFF
			}
		}
		d0 += 0x24
		if in&physics.Down != 0 {
			st.Y += physics.FromPixels(1)
			if uint16(d0) < uint16(st.Y.Pixel()) {
				st.Y = physics.FromPixels(d0) | st.Y&0xFF
			}
		}
		if ob.Flag {
			s.poleRelease(ob)
		}
	}
	s.rememberState(k)
}

// poleRelease is .release: no touch, Pole_Display next, Sonic's
// controls and the currents free again.
func (s *engine) poleRelease(ob *physics.S2Obj) {
	o := &s.st.S2
	ob.Coll = 0
	ob.Routine = 4
	o.Control = 0
	o.WindOff = false
	ob.B3F = 0
}

// aniADoor is Ani_ADoor: closing and opening, a frame each.
var aniADoor = [][]byte{
	{0, 8, 7, 6, 5, 4, 3, 2, 1, 0, afBack, 1},
	{0, 0, 1, 2, 3, 4, 5, 6, 7, 8, afBack, 1},
}

// autoDoor is Obj2A (AutoDoor): it opens while Sonic is within $40 of
// it on its near side (left of it, or right when flipped), else closes
// (Ani_ADoor); closed (frame 0) it is solid ($11 wide, $20 high).
// RememberState.
func (s *engine) autoDoor(k int) {
	st := s.st
	ob := &st.S2.Slots[k]
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.Render |= 4
		ob.Width = 8
	}
	ob.Anim = 0
	x := uint16(ob.X.Pixel())
	d0 := uint16(st.X.Pixel()) + 0x40
	if d0 >= x {
		d0 -= 0x80
		if d0 < x {
			d0 += 0x40
			left := d0 < x
			if left == (ob.Status&1 == 0) {
				ob.Anim = 1
			}
		}
	}
	animateSprite(ob, aniADoor)
	if ob.MapFrame == 0 {
		s.solidObject(k, 0x11, 0x20, 0x21, ob.X.Pixel())
	}
	s.rememberState(k)
}
