package sonic2

import "loopwright/physics"

// Aquatic Ruin's bubbles (Obj24), as s2.asm's Obj24 runs them.

// s2Bubbles is Obj24, the bubbles in Aquatic Ruin Zone and their makers.
const s2Bubbles = 0x24

// aniObj24 is Ani_obj24: small, medium and large bubbles forming, the
// two bursts of a small or medium bubble, the large bubble's burst, and
// the maker's loop.
var aniObj24 = [][]uint8{
	{0x0E, 0, 1, 2, 0xFC},
	{0x0E, 1, 2, 3, 4, 0xFC},
	{0x0E, 2, 3, 4, 5, 6, 0xFC},
	{4, 0xFC},
	{4, 0xFC},
	{4, 6, 7, 0xFC},
	{0x0F, 0x0E, 0x0F, 0xFF},
}

// obj24Types is byte_1FAF0: the makers' sequences (0 small, 1 medium),
// read from a random 4-byte step.
var obj24Types = [18]uint8{0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 1, 0, 0, 1, 0}

// obj0AWobble is Obj0A_WobbleData, the first 128 entries (the bubbles
// read them by angle & $7F).
var obj0AWobble = [128]int8{
	0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2,
	2, 2, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3,
	3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 2,
	2, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0,
	0, -1, -1, -1, -1, -1, -2, -2, -2, -2, -2, -3, -3, -3, -3, -3,
	-3, -3, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4,
	-4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -3,
	-3, -3, -3, -3, -3, -3, -2, -2, -2, -2, -2, -1, -1, -1, -1, -1,
}

// bubbles24 is Obj24. A maker (subtype $80 + frequency: objoff_32 B3B,
// objoff_33 B3F, objoff_34 Index, objoff_36 Timer3, objoff_38 Timer, the
// sequence objoff_3C Timer2) under the water and on screen waits
// objoff_38, then makes a run of 1-6 bubbles (RandomNumber) from a
// random sequence of byte_1FAF0, one every 0-31 frames, each within 8
// pixels of its x at random; every frequency+1 runs one bubble of the
// run is a large one (subtype 2); after a run it waits 128-255 frames
// more (loc_1F9C0). It is deleted out of range (without its respawn
// flag: it comes back only if its layout entry does not remember it).
// A bubble (objoff_30 BaseX, angle B3E, objoff_2E Flag) rises at -$88
// wobbling (Obj0A_WobbleData), grows (Ani_obj24), bursts at the surface
// and is deleted off screen; at full size (frame 6) each player, Sonic
// then Tails, breathes it (loc_1FB0C) when not under object control
// (bit 7), his x within (x-$10, x+$10] and his y within (y, y+$10]: the
// air back (ResumeMusic), speeds 0, the breathing pose for $23 frames,
// upright (Sonic 5 pixels, Tails 1 pixel up when rolling); the bubble
// bursts.
func (s *engine) bubbles24(k int) {
	o := &s.st.S2
	ob := &o.Slots[k]
	switch ob.Routine {
	case 0:
		ob.Routine = 2
		ob.Render, ob.Width = 0x84, 0x10
		if ob.Sub&0x80 != 0 {
			ob.Routine = 0x0A
			ob.B3B = ob.Sub & 0x7F
			ob.B3F = ob.B3B
			ob.Anim = 6
			s.bubbles24Maker(k)
			return
		}
		ob.Anim = ob.Sub
		ob.BaseX = int16(ob.X.Pixel())
		ob.YVel = -0x88
		ob.B3E = uint8(s.random())
		fallthrough
	case 2:
		animateSprite(ob, aniObj24)
		if ob.MapFrame == 6 {
			ob.Flag = true
		}
		fallthrough
	case 4:
		s.bubbles24Rise(k)
	case 6:
		s.bubbles24Burst(k)
	case 0x0A:
		s.bubbles24Maker(k)
	default:
		s.deleteObject(k)
	}
}

// bubbles24Rise is loc_1F93E: burst at the surface, else wobble, let
// the players breathe it, rise, and go off screen.
func (s *engine) bubbles24Rise(k int) {
	st := s.st
	ob := &st.S2.Slots[k]
	if uint16(st.Water.Level) >= uint16(ob.Y.Pixel()) {
		ob.Routine = 6
		ob.Anim += 3
		s.bubbles24Burst(k)
		return
	}
	a := ob.B3E
	ob.B3E++
	ob.X = physics.FromPixels(int(ob.BaseX+int16(obj0AWobble[a&0x7F]))) | ob.X&0xFF
	if ob.Flag {
		s.bubbles24Breathe(k)
		if ob.Routine == 6 {
			s.bubbles24Burst(k)
			return
		}
	}
	objMove(ob)
	if ob.Render&physics.S2OnScreen == 0 {
		s.deleteObject(k)
	}
}

// bubbles24Burst is loc_1F99E: the burst's animation (its end moves to
// routine 8, deleting the bubble); off screen it is deleted.
func (s *engine) bubbles24Burst(k int) {
	ob := s.slot(k)
	animateSprite(ob, aniObj24)
	if ob.Render&physics.S2OnScreen == 0 {
		s.deleteObject(k)
	}
}

// bubbles24Breathe is loc_1FB02: the main character, then the sidekick.
func (s *engine) bubbles24Breathe(k int) {
	s.bubbles24Player(k)
	if s.st.P2.On {
		s.SwapP2() // the breathing runs no sensor
		s.bubbles24Player(k)
		s.SwapP2()
	}
}

// bubbles24Player is loc_1FB0C for the player running.
func (s *engine) bubbles24Player(k int) {
	st := s.st
	ob := &st.S2.Slots[k]
	if s.s2ObjControl()&0x80 != 0 || st.Dead || st.P.Drowning > 0 {
		return
	}
	px, py := uint16(st.X.Pixel()), uint16(st.Y.Pixel())
	bx, by := uint16(ob.X.Pixel()), uint16(ob.Y.Pixel())
	if bx-0x10 >= px || bx+0x10 < px || by >= py || by+0x10 < py {
		return
	}
	s.Breathe()
	if ob.Routine != 6 {
		ob.Routine = 6
		ob.Anim += 3
	}
}

// bubbles24Maker is loc_1F9C0 (routine $A).
func (s *engine) bubbles24Maker(k int) {
	st := s.st
	o := &st.S2
	ob := &o.Slots[k]
	spawn := false
	if ob.Timer3 == 0 {
		if uint16(st.Water.Level) >= uint16(ob.Y.Pixel()) || ob.Render&physics.S2OnScreen == 0 {
			s.bubbles24MakerEnd(k)
			return
		}
		ob.Timer--
		if ob.Timer >= 0 {
			animateSprite(ob, aniObj24)
			s.bubbles24MakerEnd(k)
			return
		}
		ob.Timer3 = 1
		var d0 uint32
		for {
			d0 = s.random()
			if d0&7 < 6 {
				break
			}
		}
		ob.Index = int16(d0 & 7)
		ob.Timer2 = int16(d0 & 0x0C)
		ob.B3B--
		if int8(ob.B3B) < 0 {
			ob.B3B = ob.B3F
			ob.Timer3 |= 0x80
		}
		spawn = true
	} else {
		ob.Timer--
		spawn = ob.Timer < 0
	}
	if spawn {
		ob.Timer = int16(s.random() & 0x1F)
		if j := s.allocate(); j >= 0 {
			b := &o.Slots[j]
			*b = physics.S2Obj{ID: s2Bubbles, Layout: -1, X: ob.X &^ 0xFF, Y: ob.Y &^ 0xFF}
			b.X += physics.FromPixels(int(int16(s.random()&0x0F) - 8))
			b.Sub = obj24Types[int(ob.Timer2)+int(ob.Index)]
			if ob.Timer3&0x80 != 0 {
				if s.random()&3 == 0 {
					if ob.Timer3&0x40 == 0 {
						ob.Timer3 |= 0x40
						b.Sub = 2
					}
				} else if ob.Index == 0 && ob.Timer3&0x40 == 0 {
					ob.Timer3 |= 0x40
					b.Sub = 2
				}
			}
		}
		ob.Index--
		if ob.Index < 0 {
			ob.Timer += int16(s.random()&0x7F) + 0x80
			ob.Timer3 = 0
		}
	}
	animateSprite(ob, aniObj24)
	s.bubbles24MakerEnd(k)
}

// bubbles24Undrawn reports a bubble maker at or above the water's
// surface: loc_1FACE does not draw it (DisplaySprite only below the
// water), so BuildSprites leaves its on-screen flag as it was when it
// was last drawn.
func (s *engine) bubbles24Undrawn(ob *physics.S2Obj) bool {
	return ob.ID == s2Bubbles && ob.Routine == 0x0A && uint16(s.st.Water.Level) >= uint16(ob.Y.Pixel())
}

// bubbles24MakerEnd is loc_1FACE: a maker whose 128-pixel column is
// out of range of the camera's is deleted (DeleteObject: its respawn
// flag stays).
func (s *engine) bubbles24MakerEnd(k int) {
	o := &s.st.S2
	x := s.slot(k).X.Pixel()
	if uint16(x&0xFF80)-uint16(o.Coarse) > 0x280 {
		s.deleteObject(k)
	}
}
