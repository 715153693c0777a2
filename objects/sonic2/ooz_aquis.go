package sonic2

import "loopwright/physics"

// s2Aquis is ObjID_Aquis: Oil Ocean's seahorse badnik (Obj50), its wing
// (routine 4) and its shots (routine 6).
const s2Aquis = 0x50

// aquisAnims is Ani_obj50.
var aquisAnims = [][]uint8{
	{0xE, 0, aniEndLoop},
	{5, 3, 4, 3, 4, 3, 4, aniEndLoop},
	{3, 5, 6, 7, 6, aniEndLoop},
	{3, 1, 2, aniEndLoop},
	{1, 5, aniEndLoop},
	{0xE, 8, aniEndLoop},
}

// Aquis states (routine_secondary).
const (
	aquisWait  = 0 // Obj50_CheckIfOnScreen
	aquisChase = 2 // Obj50_Chase
	aquisShoot = 4 // Obj50_Shooting
	aquisGone  = 6 // flying off: ObjectMove only
)

// Obj50's fields: Obj50_timer (objoff_3C, a byte) is B3E,
// Obj50_shots_remaining (objoff_2E's high byte) B3F, Obj50_shooting_flag
// (objoff_2D) Flag; Obj50_child is Child1 and the wing's Obj50_parent
// Parent (slots + 1).

// aquis is Obj50, Aquis (collision $A: an enemy). It waits unmoving
// until it is on screen, then chases the nearer player
// (Obj50_FollowPlayer: $10 a frame towards him on each axis, at most
// $100, facing him) while its timer runs, stops and waits $20 frames
// (Obj50_Shooting), and fires a shot each time it starts or ends a wait
// with the nearer player below it (Obj50_ChkIfShoot: collision $98, $10
// ahead and $A up, X Speed -$300 or $300 as it faces, Y Speed $200),
// chasing again for $80 frames (rising at -$100 first) after each wait;
// after the third it flies off left at $200 (Obj50_GoAway). Its wing
// (the first free slot, routine 4) follows it and goes with it.
func (s *engine) aquis(k int) {
	ob := s.slot(k)
	switch ob.Routine {
	case 4:
		s.aquisWing(k)
		return
	case 6: // Obj50_Bullet
		objMove(ob)
		animateFlip(ob, aquisAnims)
		s.markGone(k, ob.X.Pixel())
		return
	case 0:
		ob.Routine = 2
		ob.Coll = 0xA
		ob.Width = 0x10
		ob.XVel = -0x100
		ob.B3F = 3 // hardcoded to three shots
		if j := s.allocate(); j >= 0 {
			w := s.slot(j)
			*w = physics.S2Obj{ID: s2Aquis, Routine: 4, Layout: -1, Status: ob.Status, Anim: 3, Parent: int16(k + 1),
				X: ob.X + physics.FromPixels(0xA), Y: ob.Y - physics.FromPixels(6)}
			ob = s.slot(k)
			ob.Child1 = int16(j + 1)
			ob.Status |= s2P2Push // bset p2_pushing, as Obj50_Init does
		}
	}
	animateFlip(ob, aquisAnims)
	switch ob.Routine2 {
	case aquisWait:
		if ob.Render&physics.S2OnScreen != 0 {
			ob.Routine2 = aquisChase
		}
	case aquisChase:
		s.aquisFollow(k)
	case aquisShoot:
		s.aquisWaitShot(k)
		s.aquisShootCheck(k)
	case aquisGone:
		objMove(ob)
	}
	s.aquisControlWing(k)
	s.markGone(k, ob.X.Pixel())
}

// aquisFollow is Obj50_FollowPlayer.
func (s *engine) aquisFollow(k int) {
	ob := s.slot(k)
	ob.B3E--
	if int8(ob.B3E) < 0 { // Obj50_DoneFollowing
		ob.Routine2 = aquisShoot
		ob.B3E = 0x20
		ob.XVel, ob.YVel = 0, 0 // Obj_MoveStop
		return
	}
	d0, d1, _, _ := s.orientBits(ob)
	ob.Status &^= physics.S2XFlip
	if d0 != 0 {
		ob.Status |= physics.S2XFlip
	}
	speeds := [2]physics.Fixed{-0x10, 0x10} // Obj50_Speeds
	ob.XVel = capSpeed(ob.XVel+speeds[d0/2], 0x100)
	ob.YVel = capSpeed(ob.YVel+speeds[d1/2], 0x100)
	objMove(ob)
}

// aquisWaitShot is Obj50_WaitForNextShot: once the wait is over, one
// shot fewer; none left, it flies off (Obj50_GoAway); else it chases
// again for $80 frames, rising at -$100, allowed to shoot.
func (s *engine) aquisWaitShot(k int) {
	ob := s.slot(k)
	ob.B3E--
	if int8(ob.B3E) >= 0 {
		return
	}
	ob.B3F--
	if int8(ob.B3F) < 0 {
		ob.Routine2 = aquisGone
		ob.XVel, ob.YVel = -0x200, 0
		return
	}
	ob.Routine2 = aquisChase
	ob.YVel = -0x100
	ob.B3E = 0x80
	ob.Flag = false
}

// aquisShootCheck is Obj50_ChkIfShoot: once per allowance, a shot when
// the nearer player is below it, in the first free slot.
func (s *engine) aquisShootCheck(k int) {
	ob := s.slot(k)
	if ob.Flag {
		return
	}
	ob.Flag = true
	if _, d1, _, _ := s.orientBits(ob); d1 == 0 {
		return
	}
	j := s.allocate()
	if j < 0 {
		return
	}
	ob = s.slot(k)
	dx, vx := 0x10, physics.Fixed(-0x300)
	if ob.Status&physics.S2XFlip != 0 {
		dx, vx = -0x10, 0x300
	}
	*s.slot(j) = physics.S2Obj{ID: s2Aquis, Routine: 6, Layout: -1, Coll: 0x98, Anim: 2,
		X: physics.FromPixels(ob.X.Pixel() - dx), Y: physics.FromPixels(ob.Y.Pixel() - 0xA), // move.w: the pixels
		XVel: vx, YVel: 0x200}
}

// aquisControlWing is Obj50_ControlWing: the wing at the body's x ± $A
// (as it faces) and y - 6, with its status, respawn index and render
// flags.
func (s *engine) aquisControlWing(k int) {
	ob := s.slot(k)
	if ob.Child1 == 0 {
		return
	}
	w := s.slot(int(ob.Child1) - 1)
	w.X, w.Y = ob.X, ob.Y
	w.Status, w.Respawn, w.Render = ob.Status, ob.Respawn, ob.Render
	dx := 0xA
	if w.Status&physics.S2XFlip != 0 {
		dx = -dx
	}
	w.X += physics.FromPixels(dx)
	w.Y -= physics.FromPixels(6)
}

// aquisWing is Obj50_Wing: deleted once its body's slot holds no Aquis
// (destroyed, or gone) or its body is marked destroyed (status bit 7);
// otherwise it only animates.
func (s *engine) aquisWing(k int) {
	ob := s.slot(k)
	p := int(ob.Parent) - 1
	if p < 0 || s.slot(p).ID != s2Aquis || s.slot(p).Status&0x80 != 0 {
		s.deleteObject(k)
		return
	}
	animateFlip(ob, aquisAnims)
}
