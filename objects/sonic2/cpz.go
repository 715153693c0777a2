package sonic2

import "loopwright/physics"

// Chemical Plant's objects, each as its s2.asm routine runs it.

// Chemical Plant object ids (s2.asm ObjID_*).
const (
	s2SpeedBooster = 0x1B
)

// ---------------------------------------------------------------------------
// Obj1B speed booster

// speedBooster is Obj1B, Chemical Plant's speed booster: a player on the
// ground whose x and y are within 16 of it (x in [x-$10, x+$10), y
// likewise) is sent right ($1000, or $A00 with subtype bit 1; left when
// x-flipped) unless already that fast that way (Obj1B_GiveBoost: X and
// Ground Speed, facing, the controls locked $F frames, not pushing).
func (s *engine) speedBooster(k int) {
	ob := s.slot(k)
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.Width = 0x20
		ob.Timer = 0x1000 // speedbooster_boostspeed
		if ob.Sub&2 != 0 {
			ob.Timer = 0xA00
		}
	}
	for p := 0; p < s.s2Players(); p++ {
		s.s2Swap(p)
		st := s.st
		x, y := uint16(st.X.Pixel()), uint16(st.Y.Pixel())
		ox, oy := ob.X.Pixel(), ob.Y.Pixel()
		if !st.Air && x >= uint16(ox-0x10) && x < uint16(ox+0x10) && y >= uint16(oy-0x10) && y < uint16(oy+0x10) {
			s.boost(k)
		}
		s.s2Swap(p)
	}
	s.markGone(k, ob.X.Pixel())
}

// boost is Obj1B_GiveBoost for the player swapped in.
func (s *engine) boost(k int) {
	st := s.st
	ob := s.slot(k)
	left := ob.Status&physics.S2XFlip != 0
	v := int16(st.XSpeed)
	if left {
		v = -v
	}
	if v >= 0x1000 {
		return
	}
	st.XSpeed = physics.Fixed(ob.Timer)
	st.FacingLeft = false
	if left {
		st.FacingLeft = true
		st.XSpeed = -st.XSpeed
	}
	st.MoveLock = 0xF
	st.GSpeed = st.XSpeed
	ob.Status &^= s2P1Push | s2P2Push
	st.Pushing = false
	s.s2Contact(k, physics.Hitbox, "boost")
}

// ---------------------------------------------------------------------------
// ObjA5/ObjA6 Spiny and its shots (Obj98)

const (
	s2SpinyFloor = 0xA5
	s2SpinyWall  = 0xA6
	// spinyShotSub is the subtype of the Spiny's shot (Obj98 with
	// ObjA6_SubObjData: 4 wide, collision $98).
	spinyShotSub = 0x34
)

// spiny is ObjA5 (on the floor, crawling horizontally) and ObjA6 (on a
// wall, vertically), Chemical Plant's Spiny (collision $B: an enemy 8x8).
// It crawls at $40 a frame, turning every 256 frames (objoff_2A, a byte
// that the turn's move.w #$80 clears while setting objoff_2B to $80: for
// $80 frames after each turn it does not look). Looking, with the nearer
// player within $60 horizontally it stops (frame 2 or 5) for $28 frames,
// shooting at the $14th (loc_38C22: up at -3 and 1 a frame towards the
// main character; loc_38C6E from a wall: 3 a frame away from it), then
// crawls on not looking for $40 frames.
func (s *engine) spiny(k int) {
	ob := s.slot(k)
	t2a, t2b := uint8(ob.Timer), uint8(ob.Timer2) // objoff_2A, objoff_2B
	defer func() {
		if s.slot(k).ID != 0 {
			ob.Timer, ob.Timer2 = int16(t2a), int16(t2b)
		}
	}()
	switch ob.Routine {
	case 0:
		ob.Routine = 2
		ob.Width = 8
		ob.Coll = 0xB
		if ob.ID == s2SpinyFloor {
			ob.XVel = -0x40
		} else {
			ob.YVel = -0x40
		}
		t2a, t2b = 0, 0x80
		return
	case 2:
		if t2b != 0 {
			t2b--
		} else if d2 := s.orientation(ob); uint16(d2+0x60) < 0xC0 {
			ob.Routine = 4
			t2b = 0x28
			ob.MapFrame = 2
			if ob.ID == s2SpinyWall {
				ob.MapFrame = 5
			}
			break
		}
		t2a--
		if t2a == 0 {
			t2a, t2b = 0, 0x80
			ob.XVel, ob.YVel = -ob.XVel, -ob.YVel
		}
		objMove(ob)
	case 4:
		t2b--
		if int8(t2b) < 0 {
			ob.Routine = 2
			t2b = 0x40
			break
		}
		if t2b == 0x14 {
			s.spinyShoot(k)
		}
	}
	s.markGone(k, ob.X.Pixel())
}

// spinyShoot is loc_38C22 (floor) and loc_38C6E (wall): an Obj98 shot in
// the first free slot after the Spiny.
func (s *engine) spinyShoot(k int) {
	ob := s.slot(k)
	j := s.allocateAfter(k)
	if j < 0 {
		return
	}
	c := physics.S2Obj{ID: s2Projectile, Sub: spinyShotSub, Layout: -1, X: ob.X, Y: ob.Y, MapFrame: 6}
	if ob.ID == s2SpinyFloor {
		c.YVel = -0x300
		c.XVel = 0x100
		if uint16(ob.X.Pixel()) >= uint16(s.st.X.Pixel()) {
			c.XVel = -0x100
		}
	} else {
		c.XVel = 0x300
		if ob.Render&physics.S2XFlip != 0 {
			c.XVel = -0x300
		}
	}
	*s.slot(j) = c
}
