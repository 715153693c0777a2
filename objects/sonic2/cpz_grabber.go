package sonic2

import "loopwright/physics"

// ---------------------------------------------------------------------------
// ObjA7 Grabber, its legs (ObjA8), box (ObjA9) and string (ObjAA)

const (
	s2Grabber       = 0xA7
	s2GrabberLegs   = 0xA8
	s2GrabberBox    = 0xA9
	s2GrabberString = 0xAA
)

// The Grabber's fields: Timer is objoff_2A (the turn count, then the
// flash count), Timer2 objoff_2B, Index objoff_2C, GXVel objoff_2E (the
// x_vel kept while it drops), Flag objoff_30 (a player caught), Base the
// caught player (objoff_32: 1 the main character, 2 the sidekick, 0 none),
// B3E objoff_31 (shaking begun), B3F objoff_36 (the last direction
// pressed), B3B objoff_38 (the shakes), Timer3 objoff_37 (the shake
// window); Child1 the legs, Child2 the string, BaseX the box (slot+1).

// grabber runs the Grabber's four objects.
func (s *engine) grabber(k int) {
	switch s.slot(k).ID {
	case s2Grabber:
		s.grabberBody(k)
	case s2GrabberLegs:
		s.grabberLegs(k)
	default:
		s.grabberPart(k)
	}
}

// grabberChild is LoadChildObject: a child of id after slot k, at its
// position, pointing back at it; its slot+1 (0 when none is free).
func (s *engine) grabberChild(k int, id uint8) int16 {
	j := s.allocateAfter(k)
	if j < 0 {
		return 0
	}
	ob := s.slot(k)
	*s.slot(j) = physics.S2Obj{ID: id, Layout: -1, Parent: int16(k + 1), X: ob.X, Y: ob.Y, Render: ob.Render}
	return int16(j + 1)
}

// grabberBody is ObjA7 (collision $B, an enemy 8x8): it walks at $40 a
// frame (away from its x flip), turning every $100 frames
// (loc_38E66), until a player is within $40 horizontally and below it
// by at most $80 (loc_38E52, Obj_GetOrientationToPlayer): then it waits
// $10 frames (loc_38E9A), drops on its string at 2 a frame for $20
// frames and rises as long (loc_38EB4), and walks on. When its legs
// caught a player while it dropped (ObjA7_GrabCharacter) it holds him
// (obj_control $81, speeds 0) and rises back for the frames it came down
// (loc_38F3E), flashing faster and faster until it explodes
// (ObjA7_CheckExplode, ObjA7_Poof: an explosion with collision $B that
// hurts the player it lets go). Pressing left and right in turn four times
// within $20 frames frees the main character (loc_390BC); the sidekick,
// reading no second pad, never escapes. Off screen it is deleted with its
// parts, letting go of its player (loc_39182).
func (s *engine) grabberBody(k int) {
	ob := s.slot(k)
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.Width, ob.Coll = 0x10, 0xB
		ob.XVel = -0x40
		if ob.Render&physics.S2XFlip != 0 {
			ob.XVel = 0x40
		}
		ob.Timer = 0xFF
		ob.BaseX = s.grabberChild(k, s2GrabberBox)
		ob.Child1 = s.grabberChild(k, s2GrabberLegs)
		ob.Child2 = s.grabberChild(k, s2GrabberString)
		return
	}
	switch ob.Routine2 {
	case 0:
		d2 := s.orientation(ob)
		dy := int(int16(ob.Y.Pixel() - s.nearerY(ob, d2)))
		if uint16(d2+0x40) < 0x80 && uint16(dy) > uint16(0xFF80) {
			ob.Routine2 = 2
			ob.GXVel, ob.XVel = ob.XVel, 0
			ob.Index = 0x10
			break
		}
		ob.Timer--
		if ob.Timer < 0 {
			ob.Timer = 0xFF
			ob.XVel = -ob.XVel
			ob.Render ^= physics.S2XFlip
			ob.Status ^= 1
		}
	case 2:
		ob.Index = int16(int8(ob.Index - 1))
		if ob.Index < 0 {
			ob.Routine2 = 4
			ob.YVel = 0x200
			ob.Index = 0x40
		}
	case 4:
		if ob.Flag {
			s.grabberGrab(k)
			break
		}
		ob.Index--
		if ob.Index == 0 {
			ob.Routine2 = 0
			ob.YVel = 0
			ob.XVel = ob.GXVel
			ob.MapFrame = 0
			break
		}
		if ob.Index == 0x20 {
			ob.YVel = -ob.YVel
		}
	case 6:
		s.grabberExplode(k)
		s.grabberShake(k)
		ob.Index = int16(uint8(ob.Index - 1))
		if ob.Index == 0 {
			ob.Routine2 = 8
			ob.YVel = 0
		}
	case 8:
		s.grabberExplode(k)
		s.grabberShake(k)
	case 0xA:
		s.grabberExplode(k)
	}
	objMove(ob)
	if j := int(ob.Child1) - 1; j >= 0 && s.slot(j).ID == s2GrabberLegs {
		l := s.slot(j)
		l.X, l.Y = ob.X&^0xFF|l.X&0xFF, physics.FromPixels(ob.Y.Pixel()+0x10)|l.Y&0xFF
	}
	for _, c := range [2]int16{ob.BaseX, ob.Child2} {
		if j := int(c) - 1; j >= 0 {
			p := s.slot(j)
			p.X = ob.X&^0xFF | p.X&0xFF
		}
	}
	s.grabberGone(k)
}

// nearerY is the y of the player Obj_GetOrientationToPlayer chose: the
// sidekick when he is the nearer horizontally (d2 his distance).
func (s *engine) nearerY(ob *physics.S2Obj, d2 int) int {
	if s.st.P2.On && d2 != int(int16(ob.X.Pixel()-s.st.X.Pixel())) {
		s.s2Swap(1)
		y := s.st.Y.Pixel()
		s.s2Swap(1)
		return y
	}
	return s.st.Y.Pixel()
}

// grabberGrab is ObjA7_GrabCharacter: the caught player is held, and the
// Grabber rises for the frames it has come down.
func (s *engine) grabberGrab(k int) {
	ob := s.slot(k)
	ob.Routine2 = 6
	s.grabberOnPlayer(ob.Base, func() {
		s.setPlayerControl(0x81)
		s.st.XSpeed, s.st.YSpeed = 0, 0
	})
	ob.MapFrame = 1
	if ob.YVel >= 0 {
		ob.YVel = -ob.YVel
		ob.Index = int16(uint8(0x41 - uint8(ob.Index)))
	}
	ob.Timer, ob.Timer2, ob.Timer3 = 1, 0x10, 0x20
}

// grabberOnPlayer runs f with player p (1 main, 2 sidekick) swapped in.
func (s *engine) grabberOnPlayer(p uint8, f func()) {
	switch p {
	case 1:
		f()
	case 2:
		if s.st.P2.On {
			s.s2Swap(1)
			f()
			s.s2Swap(1)
		}
	}
}

// grabberLetGo clears player p's obj_control and puts him in the air.
func (s *engine) grabberLetGo(p uint8) {
	s.grabberOnPlayer(p, func() {
		s.setPlayerControl(0)
		s.st.Air = true
	})
}

// grabberShake is loc_390BC: the caught player's newly pressed left or
// right (the main character's Ctrl_1; the sidekick's Ctrl_2, no pad)
// starts a $20-frame window; each press differing from the last counts,
// and four by the window's end free him (walking, in the air).
func (s *engine) grabberShake(k int) {
	ob := s.slot(k)
	var d0 uint8
	if ob.Base == 1 {
		d0 = uint8(s.in &^ s.st.PrevInput & (physics.Left | physics.Right))
	}
	if ob.B3E == 0 {
		if d0 != 0 {
			ob.B3E, ob.B3F = 0xFF, d0
		}
		return
	}
	ob.Timer3 = int16(uint8(ob.Timer3 - 1))
	if ob.Timer3 != 0 {
		if d0 != 0 && d0 != ob.B3F {
			ob.B3F = d0
			ob.B3B++
		}
		return
	}
	if ob.B3B >= 4 {
		ob.Routine2 = 0xA
		ob.YVel = 0
		ob.Coll = 0
		p := ob.Base
		s.grabberLetGo(p)
		s.grabberOnPlayer(p, func() { s.st.P.Anim.ID = physics.AnimWalk })
		ob.Base = 0
	}
	ob.Timer3, ob.B3E, ob.B3B = 0x20, 0, 0
}

// grabberExplode is ObjA7_CheckExplode: every Timer frames the count
// Timer2 falls (the palette flashes); at 0 the Grabber becomes an
// explosion (Obj27 at routine 2), letting go of its player with
// collision $B; the Grabber's frame then runs on (ObjectMove).
func (s *engine) grabberExplode(k int) {
	ob := s.slot(k)
	ob.Timer = int16(uint8(ob.Timer - 1))
	if ob.Timer != 0 {
		return
	}
	ob.Timer = ob.Timer2
	ob.Timer2 = int16(uint8(ob.Timer2 - 1))
	if ob.Timer2 != 0 {
		return
	}
	ob.ID = s2Explosion
	ob.Routine = 2
	if ob.Base != 0 {
		s.grabberLetGo(ob.Base)
		ob.Coll = 0xB
	}
}

// grabberGone is loc_39182: out of the object window the Grabber lets go
// of its player and is deleted with its three parts.
func (s *engine) grabberGone(k int) {
	ob := s.slot(k)
	d := uint16(ob.X.Pixel()&0xFF80) - uint16(s.st.S2.Coarse)
	if d <= 0x280 {
		return
	}
	if r := ob.Respawn; r != 0 {
		s.st.S2.Respawn[2+int(r)] &^= 0x80
	}
	if ob.Flag {
		s.grabberLetGo(ob.Base)
	}
	for _, c := range [3]int16{ob.BaseX, ob.Child1, ob.Child2} {
		if j := int(c) - 1; j >= 0 {
			s.deleteObject(j)
		}
	}
	s.deleteObject(k)
}

// grabberLegs is ObjA8 (collision $D7: special, 16x16 under the body):
// while the Grabber drops (routine_secondary 4) a player touching the
// legs is caught (the main character before the sidekick when both
// touch); then it holds him at its own position until he is freed, or
// lets him go (in the air) once the Grabber is gone.
func (s *engine) grabberLegs(k int) {
	ob := s.slot(k)
	p := int(ob.Parent) - 1
	switch ob.Routine {
	case 0:
		ob.Routine = 2
		ob.Width, ob.Coll = 0x10, 0xD7
		ob.MapFrame = 3
		return
	case 2:
		if p < 0 || s.slot(p).ID != s2Grabber {
			s.deleteObject(k)
			return
		}
		g := s.slot(p)
		ob.Render = ob.Render&^physics.S2XFlip | g.Render&physics.S2XFlip
		ob.MapFrame = g.MapFrame + 3
		d0 := ob.CollProp
		if d0 == 0 {
			return
		}
		ob.CollProp = 0
		if g.Routine2 != 4 || d0&3 == 0 {
			return
		}
		ob.Coll = 0
		ob.Routine = 4
		g.Flag = true
		g.Base = 1
		if d0&3 == 2 {
			g.Base = 2
		}
	case 4:
		if p < 0 {
			s.deleteObject(k)
			return
		}
		g := s.slot(p)
		if g.Base == 0 {
			ob.Routine = 6
			return
		}
		if g.ID != s2Grabber {
			// The Grabber's slot no longer holds it: the player it
			// held (objoff_32 still read there) is let go.
			s.grabberLetGo(g.Base)
			s.deleteObject(k)
			return
		}
		x, y := ob.X, ob.Y
		s.grabberOnPlayer(g.Base, func() {
			s.st.X = x&^0xFF | s.st.X&0xFF
			s.st.Y = y&^0xFF | s.st.Y&0xFF
		})
	case 6:
		if p < 0 || s.slot(p).ID != s2Grabber {
			s.deleteObject(k)
		}
	}
}

// grabberPart is ObjA9 (the box, $C above the Grabber's start) and ObjAA
// (the string, 8 above, its frame the Grabber's depth below it over 16):
// only drawn, following the Grabber's x, deleted once it is gone.
func (s *engine) grabberPart(k int) {
	ob := s.slot(k)
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.Width = 4
		if ob.ID == s2GrabberBox {
			ob.MapFrame = 2
			ob.Y -= physics.FromPixels(0xC)
		} else {
			ob.Y -= physics.FromPixels(8)
		}
		return
	}
	p := int(ob.Parent) - 1
	if p < 0 || s.slot(p).ID != s2Grabber {
		s.deleteObject(k)
		return
	}
	if ob.ID == s2GrabberString {
		if d := s.slot(p).Y.Pixel() - ob.Y.Pixel(); d >= 0 {
			ob.MapFrame = uint8(d >> 4)
		}
	}
}
