package sonic2

import "loopwright/physics"

// ---------------------------------------------------------------------------
// Obj95 Sol (Hill Top's fireball-orbiting badnik)

const s2Sol = 0x95

// Sol's routines (Obj95_Index).
const (
	solWatch    = 2 // Obj95_WaitForPlayer
	solEmpty    = 4 // loc_37224: all its fireballs thrown
	solOrbit    = 6 // Obj95_FireballUpdate
	solFireball = 8 // loc_372B8: a thrown fireball
)

// solAnims is Ani_obj95_a: idle, and the flare (frames 1 then 2, held).
var solAnims = [][]uint8{
	{0xF, 0, 0xFF},
	{0xF, 1, 2, 0xFE, 1},
}

// solFireAnims is Ani_obj95_b: the fireball's flicker.
var solFireAnims = [][]uint8{{5, 3, 4, 0xFF}}

// sol is Obj95: a badnik (collision $B) drifting at $40 a frame (to the
// left; right when x-flipped) with four fireballs (collision $98: they
// hurt) made in the first free slots after it (Obj95_NextFireball),
// circling it $10 away a quarter turn apart, one angle step a frame
// (backwards when x-flipped). Its routine is its subtype + 2 after the
// init. Once the main character is within $A0 horizontally and $50
// vertically (Obj95_WaitForPlayer) it flares (anim 1); while it shows
// its frame 2, each fireball reaching angle $40 (below it) is thrown at
// $200 a frame the way it drifts (Obj95_FireballUpdate) and flies until
// off screen (loc_372B8). A fireball whose Sol is gone is deleted.
func (s *engine) sol(k int) {
	ob := s.slot(k)
	switch ob.Routine {
	case 0:
		s.solInit(k)
	case solWatch:
		dx, dy := s.st.X.Pixel()-ob.X.Pixel(), s.st.Y.Pixel()-ob.Y.Pixel()
		if uint16(abs(dx)) < 0xA0 && uint16(abs(dy)) < 0x50 {
			ob.Anim = 1
		}
		objMove(ob)
		animateSprite(ob, solAnims)
		ob.MapFrame &= 3
		s.markGone(k, ob.X.Pixel())
	case solEmpty:
		// Ani_obj95_b has no anim 1, the one Sol shows by now: the game
		// reads past the script, so the frame (only drawn) is kept.
		objMove(ob)
		s.markGone(k, ob.X.Pixel())
	case solOrbit:
		s.solOrbit(k)
	case solFireball:
		objMove(ob)
		if ob.Render&physics.S2OnScreen == 0 {
			s.deleteObject(k)
			return
		}
		animateSprite(ob, solFireAnims)
	default:
		// odd subtypes jump into the middle of Obj95_Index's words
		s.markGone(k, ob.X.Pixel())
	}
}

// abs is |v|.
func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

// solInit is Obj95_Init: the Sol's fireballs (Timer: how many it has
// made, B3E each fireball's angle) and its step (Index: 1, -1 x-flipped).
func (s *engine) solInit(k int) {
	ob := s.slot(k)
	ob.Coll = 0xB
	ob.Width = 0xC
	for i := 0; i < 4; i++ {
		j := s.allocateAfter(k)
		if j < 0 {
			break
		}
		ob.Timer++
		*s.slot(j) = physics.S2Obj{ID: s2Sol, Layout: -1, Routine: solOrbit, Render: ob.Render,
			Width: 8, MapFrame: 3, Coll: 0x98, B3E: uint8(i * 0x40), Parent: int16(k + 1)}
	}
	ob.Index = 1
	ob.XVel = -0x40
	if ob.Status&physics.S2XFlip != 0 {
		ob.Index = -1
		ob.XVel = 0x40
	}
	ob.Routine = ob.Sub + 2
}

// solOrbit is Obj95_FireballUpdate.
func (s *engine) solOrbit(k int) {
	ob := s.slot(k)
	animateSprite(ob, solFireAnims)
	p := int(ob.Parent) - 1
	if p < 0 || s.slot(p).ID != s2Sol {
		s.deleteObject(k)
		return
	}
	sol := s.slot(p)
	if sol.MapFrame == 2 && ob.B3E == 0x40 {
		ob.Routine = solFireball
		ob.Anim = 0
		if sol.Timer--; sol.Timer == 0 {
			sol.Routine += 2
		}
		ob.XVel = -0x200
		if sol.Status&physics.S2XFlip != 0 {
			ob.XVel = 0x200
		}
		return
	}
	sin, cos := physics.SinCos(ob.B3E)
	ob.X = physics.FromPixels(int(int16(cos)>>4)+sol.X.Pixel()) + physics.Fixed(ob.X.Sub())
	ob.Y = physics.FromPixels(int(int16(sin)>>4)+sol.Y.Pixel()) + physics.Fixed(ob.Y.Sub())
	ob.B3E += uint8(sol.Index)
}
