package sonic2

import (
	"loopwright/hexangle"
	"loopwright/physics"
)

// Casino Night's saucer bumpers (s2.asm ObjD8): the small blocks that
// bounce a player at $700 and go after their third bounce.

// s2SaucerBumper is ObjD8 (ObjID_SaucerBumper).
const s2SaucerBumper = 0xD8

// saucerAnims is Ani_objD8: the still frames of the three kinds (top or
// bottom, a corner, a side) and their flash after a bounce, which ends
// in the still one ($FD).
var saucerAnims = [][]uint8{
	{0xF, 0, 0xFF},
	{0xF, 1, 0xFF},
	{0xF, 2, 0xFF},
	{3, 3, 0, 3, 0xFD, 0},
	{3, 4, 1, 4, 0xFD, 1},
	{3, 5, 2, 5, 0xFD, 2},
}

// saucerBumper is ObjD8: a special touch ($D7: Touch_Special counts the
// main character in bit 0 of collision_property, the sidekick in bit 1)
// 16 wide, its kind the subtype's top two bits (anim). Each player it
// touches while his own wait (objoff_30, objoff_31: B3E, B3F) is 0 is
// bounced (loc_2C74E) and waits 4 frames; the collision_property is
// cleared each frame a touch or wait is on. Its hits left (the palette
// line of its art, 2) count down at each bounce; the bounce that finds
// none left starts its last flash (routine 4), and it is deleted when
// that ends (loc_2C884). Every bounce puts 10 points (Obj29) in the
// first free slot.
func (s *engine) saucerBumper(k int) {
	ob := s.slot(k)
	switch ob.Routine {
	case 0: // ObjD8_Init
		ob.Routine = 2
		ob.Width = 0x10
		ob.Coll = 0xD7
		ob.Anim = ob.Sub >> 6 // rol.b #2, andi.b #3
		ob.Timer3 = 2         // palette line 2
		fallthrough
	case 2: // loc_2C6FC
		if ob.CollProp != 0 || ob.B3E != 0 || ob.B3F != 0 {
			if ob.B3E != 0 {
				ob.B3E--
			} else if ob.CollProp&1 != 0 {
				ob.CollProp &^= 1
				s.saucerBounce(k, &ob.B3E)
			}
			if ob.B3F != 0 {
				ob.B3F--
			} else if ob.CollProp&2 != 0 {
				ob.CollProp &^= 2
				if s.st.P2.On {
					s.s2Swap(1)
					s.saucerBounce(k, &ob.B3F)
					s.s2Swap(1)
				}
			}
			ob.CollProp = 0
		}
		animateSprite(ob, saucerAnims)
		s.markGone(k, ob.X.Pixel())
	default: // loc_2C884
		animateSprite(ob, saucerAnims)
		if ob.Anim < 3 {
			s.deleteObject(k)
			return
		}
		s.markGone(k, ob.X.Pixel())
	}
}

// saucerBounce is loc_2C74E for the player swapped in, wait his
// objoff_30 or objoff_31. By the frame shown (its kind): a top or bottom
// sends him up, or down when he is below its centre, at $700 (Y Speed
// only); a side left or right at $700 (X Speed only); a corner reflects
// his velocity's angle (CalcAngle) about $60 ($20 when the bumper is
// x-flipped), an angle within $38 of the corner's line or of its
// opposite becoming that line, and sends him along it at $700. He is in
// the air, not roll-jumping, pushing or jumping.
func (s *engine) saucerBounce(k int, wait *uint8) {
	st := s.st
	ob := s.slot(k)
	switch ob.MapFrame % 3 {
	case 0: // loc_2C75C
		ob.Anim = 3
		st.YSpeed = -0x700
		if int16(ob.Y.Pixel()-st.Y.Pixel()) < 0 {
			st.YSpeed = 0x700
		}
	case 1: // the corner
		ob.Anim = 4
		d3 := 0x60
		if ob.Status&physics.S2XFlip != 0 {
			d3 = 0x20
		}
		a := hexangle.PointDirection(int(int16(st.XSpeed)), int(int16(st.YSpeed)))
		d0 := int16(a - d3)
		d1 := d0
		if d1 < 0 {
			d1 = -d1
		}
		d0 = -d0 + int16(d3)
		if uint8(d1) >= 0x40 {
			if uint8(0x80-d1) >= 0x38 { // loc_2C7BE
				d0 = int16(d3 + 0x80)
			}
		} else if uint8(d1) >= 0x38 {
			d0 = int16(d3)
		}
		sin, cos := physics.SinCos(uint8(d0)) // loc_2C7D0
		st.XSpeed = physics.Fixed(int16((cos * -0x700) >> 8))
		st.YSpeed = physics.Fixed(int16((sin * -0x700) >> 8))
	default: // loc_2C7EC
		ob.Anim = 5
		st.XSpeed = -0x700
		if int16(ob.X.Pixel()-st.X.Pixel()) < 0 {
			st.XSpeed = 0x700
		}
	}
	st.Air = true // loc_2C806
	st.RollJump = false
	st.Pushing = false
	st.Jumping = false
	s.s2Contact(k, physics.Hitbox, "bounce")
	if ob.Timer3 > 0 {
		ob.Timer3-- // subi.w #palette_line_1,art_tile: no borrow
	} else {
		ob.Routine = 4
	}
	if j := s.allocate(); j >= 0 {
		*s.slot(j) = physics.S2Obj{ID: s2Points, Layout: -1,
			X: physics.FromPixels(ob.X.Pixel()), Y: physics.FromPixels(ob.Y.Pixel()), MapFrame: 4}
	}
	*wait = 4
}
