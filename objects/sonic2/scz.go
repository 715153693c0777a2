package sonic2

import "loopwright/physics"

// Sky Chase's objects, each as its s2.asm routine runs it.

// Sky Chase object ids (s2.asm ObjID_*).
const (
	s2Tornado = 0xB2
	// tornadoSCZ is the Tornado's subtype in Sky Chase (routine
	// subtype-$4E = 2, ObjB2_Main_SCZ).
	tornadoSCZSub = 0x50
)

// tornado is ObjB2 in Sky Chase (ObjB2_Main_SCZ): the plane Sonic
// stands on. It is solid (SolidObject, half width $1B, half height 8)
// and flies by the Tornado's velocity (loc_36776, the level events'
// Tornado_Velocity). While the main character stands on an object it
// dips when he lands (ObjB2_Move_vert: $200 down, $20 less a frame for
// $15 frames), Up and Down held steer it $80 a frame within $34 to $A8
// below the camera's top (ObjB2_Vertical_limit), and it keeps within $10
// of the nearer player unless he runs at $900 or more; otherwise it flies
// under him, closing the gap a pixel a frame (ObjB2_Move_below_player),
// bobbing when he leaves it (ObjB2_Move_vert2). Each frame it sets the
// camera's limits to the screen (left the camera's x, right $40 less
// than it: the right bound $128 further), pushes the main character a
// pixel right at the screen's left edge, and from camera x $1400 holds
// Right for him (Control_Locked). The act's end at x $1568 (the switch
// to Wing Fortress) is not modelled.
func (s *engine) tornado(k int) {
	st := s.st
	ob := s.slot(k)
	if ob.Routine == 0 {
		ob.Routine = ob.Sub - 0x4E // LoadSubObject, then the subtype's routine
		ob.Width = 0x60
		return
	}
	x0 := ob.X.Pixel()
	s.tornadoWithPlayer(k)
	ob.B3E = ob.Status // objoff_2E
	for p := 0; p < s.s2Players(); p++ {
		s.s2Swap(p)
		s.s2Solid(k, 0x1B, 8, 9, x0, false, nil)
		s.s2Swap(p)
	}
	s.tornadoSteer(k)
	ob.B3E = (ob.B3E ^ ob.Status) & physics.S2P1Stand
	c := &st.Cam
	c.MinX = c.X
	px := st.X.Pixel()
	if uint16(px) <= uint16(c.X+0x11) {
		px++
		st.X = physics.FromPixels(px) | st.X&0xFF
	}
	switch {
	case uint16(c.X) < 0x1400:
		c.MaxX = c.X - 0x40
	case uint16(px) < 0x1568:
		st.S2.ControlLocked = true
		c.MaxX = c.X
	}
}

// tornadoWithPlayer is ObjB2_Move_with_player.
func (s *engine) tornadoWithPlayer(k int) {
	st := s.st
	ob := s.slot(k)
	if st.S2.On != 0 {
		tornadoVert(ob, 0x14, &ob.B3F, &ob.B3B)
		s.tornadoLimit(ob)
		objMove(ob)
	} else {
		px := st.X.Pixel()
		if ob.B3E != 0 {
			p, d2, _ := s.nearerPlayer(ob)
			ob.Timer3 = int16(d2) // objoff_38
			if p == 1 {
				px = s.sidekickX()
			}
		}
		if d3 := ob.Timer3; d3 != 0 {
			if d3 > 0 {
				d3--
			} else {
				d3++
			}
			ob.Timer3 = d3
		}
		setXPixel(ob, px+int(ob.Timer3))
	}
	ev := &st.S2.Ev
	ob.X += physics.FromPixels(int(ev.TornadoVX))
	ob.Y += physics.FromPixels(int(ev.TornadoVY))
}

// tornadoVert is ObjB2_Move_vert (n $14, on the flag objoff_2F, clearing
// objoff_30) and ObjB2_Move_vert2 (n $2B, on objoff_30, clearing
// objoff_2F): started when objoff_2E is set, Y Speed $200 slowing $20 a
// frame to -$100, for n+1 frames. It reports whether the dip runs.
func tornadoVert(ob *physics.S2Obj, n int16, on, other *uint8) bool {
	if *on == 0 {
		if ob.B3E == 0 {
			return false
		}
		*on, *other = 0xFF, 0
		ob.YVel = 0x200
		ob.Index = n // objoff_31
	}
	c := int8(ob.Index) - 1
	ob.Index = int16(c)
	if c < 0 {
		*on = 0
		ob.YVel = 0
		return false
	}
	if ob.YVel > -0x100 {
		ob.YVel -= 0x20
	}
	return true
}

// tornadoLimit is ObjB2_Vertical_limit: its Y Speed stops $34 below the
// camera's top going up, $A8 below it going down.
func (s *engine) tornadoLimit(ob *physics.S2Obj) {
	cy, y := s.st.Cam.Y, uint16(ob.Y.Pixel())
	switch {
	case ob.YVel < 0:
		if y < uint16(cy+0x34) {
			ob.YVel = 0
		}
	case ob.YVel > 0:
		if y >= uint16(cy+0xA8) {
			ob.YVel = 0
		}
	}
}

// tornadoSteer is ObjB2_Move_obbey_player.
func (s *engine) tornadoSteer(k int) {
	st := s.st
	ob := s.slot(k)
	if st.S2.On == 0 {
		if tornadoVert(ob, 0x2B, &ob.B3B, &ob.B3F) {
			s.tornadoLimit(ob)
			objMove(ob)
		}
		return
	}
	if ob.B3F == 0 {
		ob.YVel = 0
		if s.in&(physics.Up|physics.Down) != 0 {
			ob.YVel = -0x80
			if s.in&physics.Down != 0 {
				ob.YVel = 0x80
			}
			s.tornadoLimit(ob)
			objMove(ob)
		}
	}
	p, d2, _ := s.nearerPlayer(ob)
	if uint16(d2+0x10) < 0x20 {
		return
	}
	px, g := st.X.Pixel(), st.GSpeed
	if p == 1 {
		px, g = s.sidekickX(), st.P2.Body.GSpeed
	}
	if abs16(int(int16(g))) >= 0x900 {
		return
	}
	d3 := 0x10
	if d2 < 0 {
		d3 = -0x10
	}
	setXPixel(ob, px+d3)
}
