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
// Right for him (Control_Locked) until he reaches x $1568: there the act
// ends (ObjB2_SCZ_Finished: ObjB2_Deactivate_level's Level_Inactive_flag,
// Current_ZoneAndAct Wing Fortress act 1), the camera's right limit left
// as it was; Level_MainLoop leaves the level after that frame's objects
// (physics State.End "wfz1").
func (s *engine) tornado(k int) {
	st := s.st
	ob := s.slot(k)
	if ob.Routine == 0 {
		ob.Routine = ob.Sub - 0x4E // LoadSubObject, then the subtype's routine
		ob.Width = 0x60
		return
	}
	if ob.Routine == 4 {
		s.tornadoWFZ(k) // wfz.go
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
	default:
		// ObjB2_SCZ_Finished: ObjB2_Deactivate_level (Level_Inactive_flag;
		// the starposts' Last_star_pole_hit cleared, unread once the
		// level ends) and Wing Fortress act 1 next.
		st.S2.Ev.EndAct = true
		st.End = "wfz1"
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

// Sky Chase's badniks (s2.asm ObjID_*).
const (
	s2Nebula        = 0x99
	s2Turtloid      = 0x9A
	s2TurtloidRider = 0x9B
	s2BalkiryJet    = 0x9C
	s2Balkiry       = 0xAC
)

// Obj98 subtypes of Sky Chase's shots.
const (
	nebulaBombSub    = 0x14 // Obj99_SubObjData: 8 wide, collision $8B
	turtloidShotSub  = 0x1C // Obj9A_SubObjData2: 4 wide, collision $98
	balkiryJetSub    = 0x1A // Obj9C_SubObjData
	turtloidRiderSub = 0x18 // Obj9B_SubObjData: $C wide, collision $1A
)

// tornadoMove is loc_36776: the object moves by the Tornado's velocity
// too (the level events' Tornado_Velocity_X and _Y, whole pixels).
func (s *engine) tornadoMove(ob *physics.S2Obj) {
	ev := &s.st.S2.Ev
	ob.X += physics.FromPixels(int(ev.TornadoVX))
	ob.Y += physics.FromPixels(int(ev.TornadoVY))
}

// deleteBehind is Obj_DeleteBehindScreen: an object whose 128-pixel
// column is left of Camera_X_pos_coarse is deleted (its respawn flag
// stays set). It reports deletion.
func (s *engine) deleteBehind(k int) bool {
	x := s.slot(k).X.Pixel()
	if int16(uint16(x&0xFF80)-uint16(s.st.S2.Coarse)) < 0 {
		s.deleteObject(k)
		return true
	}
	return false
}

// nebulaAnim is Ani_obj99.
var nebulaAnim = [][]uint8{{3, 0, 1, 2, 3, aniEndLoop}}

// nebula is Obj99, Sky Chase's Nebula (collision 6: an enemy 16x16). It
// flies left at $C0 (and with the Tornado); once the nearer player is
// less than $80 left of it, it climbs at -$A0 slowing 1 a frame
// (loc_37810), and the first time the player is within 8 of its x it
// drops a bomb $18 below it (loc_37850: Obj98, collision $8B, falling).
func (s *engine) nebula(k int) {
	ob := s.slot(k)
	switch ob.Routine {
	case 0:
		ob.Routine = 2
		ob.Width, ob.Coll = 0x10, 6
		ob.XVel = -0xC0
		return
	case 2:
		if _, d2, _ := s.nearerPlayer(ob); d2 >= 0 && d2 < 0x80 {
			ob.Routine = 4
			ob.YVel = -0xA0
		}
	case 4:
		if !ob.Flag {
			if _, d2, _ := s.nearerPlayer(ob); uint16(d2+8) < 0x10 {
				ob.Flag = true
				if j := s.allocateAfter(k); j >= 0 {
					*s.slot(j) = physics.S2Obj{ID: s2Projectile, Sub: nebulaBombSub, Layout: -1, MapFrame: 4,
						X: ob.X &^ 0xFF, Y: ob.Y&^0xFF + physics.FromPixels(0x18)}
				}
			}
		}
		ob.YVel++
	}
	objMove(ob)
	s.tornadoMove(ob)
	animateSprite(ob, nebulaAnim)
	s.deleteBehind(k)
}

// balkiry is ObjAC, Sky Chase's Balkiry (collision 8: an enemy 24x12):
// it flies left at $300 ($500 when y-flipped in the layout) with its jet
// (Obj9C, following it).
func (s *engine) balkiry(k int) {
	ob := s.slot(k)
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.Width, ob.Coll = 0x20, 8
		ob.MapFrame = 1
		ob.XVel = -0x300
		if ob.Render&physics.S2YFlip != 0 {
			ob.Render &^= physics.S2YFlip
			ob.XVel = -0x500
		}
		s.spawnJet(k)
		return
	}
	objMove(ob)
	s.tornadoMove(ob)
	s.deleteBehind(k)
}

// spawnJet is loc_37ABE: the jet (Obj9C) after the object, following it
// while its parent's slot holds the same object id (objoff_32, kept in
// B3B).
func (s *engine) spawnJet(k int) {
	j := s.allocateAfter(k)
	if j < 0 {
		return
	}
	ob := s.slot(k)
	*s.slot(j) = physics.S2Obj{ID: s2BalkiryJet, Sub: balkiryJetSub, Layout: -1, MapFrame: 6, Parent: int16(k + 1),
		X: ob.X &^ 0xFF, Y: ob.Y &^ 0xFF, B3B: ob.ID}
}

// balkiryJet is Obj9C: drawn on its parent; it goes with it.
func (s *engine) balkiryJet(k int) {
	ob := s.slot(k)
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.Width = 8
		return
	}
	p := int(ob.Parent) - 1
	if p < 0 || s.slot(p).ID != ob.B3B {
		s.deleteObject(k)
		return
	}
	ob.X, ob.Y = s.slot(p).X, s.slot(p).Y
	s.deleteBehind(k)
}

// turtloid is Obj9A, Sky Chase's Turtloid: a platform (PlatformObject,
// half width $18, top $E above it) flying left at $80 with its rider
// (Obj9B, collision $1A: the enemy part) and jet. Once the nearer player
// is less than $80 left of it, it stops for 5 frames, fires a shot
// (loc_37AF2: Obj98 $14 left and $A below, -$100, collision $98), waits
// 9 more and flies on.
func (s *engine) turtloid(k int) {
	ob := s.slot(k)
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.Width = 0x18
		ob.XVel = -0x80
		if j := s.allocateAfter(k); j >= 0 {
			*s.slot(j) = physics.S2Obj{ID: s2TurtloidRider, Sub: turtloidRiderSub, Layout: -1, MapFrame: 2, Parent: int16(k + 1),
				X: ob.X&^0xFF + physics.FromPixels(4), Y: ob.Y&^0xFF - physics.FromPixels(0x18)}
			ob.Child1 = int16(j + 1)
		}
		s.spawnJet(k)
		return
	}
	t := uint8(ob.Timer) // objoff_2A
	switch ob.Routine2 {
	case 0:
		if _, d2, _ := s.nearerPlayer(ob); uint16(d2) < 0x80 {
			ob.Routine2 = 2
			ob.XVel = 0
			t = 4
			ob.MapFrame = 1
		}
	case 2:
		t--
		if int8(t) < 0 {
			ob.Routine2 = 4
			t = 8
			if c := int(ob.Child1) - 1; c >= 0 {
				s.slot(c).MapFrame = 3
			}
			s.turtloidFire(k)
		}
	case 4:
		t--
		if int8(t) < 0 {
			ob.Routine2 = 6
			ob.XVel = -0x80
			ob.MapFrame = 0
		}
	}
	ob.Timer = int16(t)
	x0 := ob.X.Pixel()
	objMove(ob)
	s.tornadoMove(ob)
	for p := 0; p < s.s2Players(); p++ {
		s.s2Swap(p)
		s.s2Platform(k, 0x18, 0xE, x0)
		s.s2Swap(p)
	}
	s.deleteBehind(k)
}

// turtloidFire is loc_37AF2: the shot in the first free slot.
func (s *engine) turtloidFire(k int) {
	j := s.allocate()
	if j < 0 {
		return
	}
	ob := s.slot(k)
	*s.slot(j) = physics.S2Obj{ID: s2Projectile, Sub: turtloidShotSub, Layout: -1, MapFrame: 6, XVel: -0x100,
		X: ob.X&^0xFF - physics.FromPixels(0x14), Y: ob.Y&^0xFF + physics.FromPixels(0xA)}
}

// turtloidRider is Obj9B: it sits 4 right of and $18 above its Turtloid
// (loc_37A30, whatever the slot now holds) and is the badnik to hit.
func (s *engine) turtloidRider(k int) {
	ob := s.slot(k)
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.Width, ob.Coll = 0xC, 0x1A
		return
	}
	if p := int(ob.Parent) - 1; p >= 0 {
		t := s.slot(p)
		ob.X = t.X + physics.FromPixels(4)
		ob.Y = t.Y - physics.FromPixels(0x18)
	}
	s.deleteBehind(k)
}

// s2Clouds is ObjB3, Sky Chase's clouds.
const s2Clouds = 0xB3

// cloudSpeeds is word_3B30C: X Speed by (subtype - $5E) / 2.
var cloudSpeeds = [3]physics.Fixed{-0x80, -0x40, -0x20}

// clouds is ObjB3: scenery drifting left at its subtype's speed (and
// with the Tornado's X velocity), gone only once behind the screen
// (Obj_DeleteBehindScreen).
func (s *engine) clouds(k int) {
	ob := s.slot(k)
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.Width = 0x30
		i := int(ob.Sub-0x5E) / 2
		if i < 0 || i >= len(cloudSpeeds) {
			i = 0
		}
		ob.XVel = cloudSpeeds[i]
		ob.MapFrame = uint8(i)
		return
	}
	objMove(ob)
	ob.X += physics.FromPixels(int(s.st.S2.Ev.TornadoVX))
	s.deleteBehind(k)
}
