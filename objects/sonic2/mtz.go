package sonic2

import "loopwright/physics"

// Metropolis's objects, each as its s2.asm routine runs it.

// Metropolis object ids (s2.asm ObjID_*).
const (
	s2SteamSpring = 0x42
	s2Asteron     = 0xA4
)

// Obj98 subtypes (SubObjData_Index entries) of the later zones' shots.
const (
	asteronShotSub = 0x30 // ObjA4_SubObjData2: 4 wide, collision $98
)

// lateProjectile runs the Obj98 shots of the later zones' badniks
// (Obj98_Main with ObjectMove as the movement: they do not fall), and
// reports whether slot k held one.
func (s *engine) lateProjectile(k int) bool {
	ob := s.slot(k)
	var w, coll uint8
	switch ob.Sub {
	case asteronShotSub, turtloidShotSub:
		w, coll = 4, 0x98
	case nebulaBombSub:
		w, coll = 8, 0x8B
	default:
		return false
	}
	if ob.Routine == 0 {
		// LoadSubObject: render_flags gain on_screen, so the first
		// Obj98_Main does not delete it.
		ob.Routine = 2
		ob.Render |= physics.S2OnScreen
		ob.Width = w
		ob.Coll = coll
		return true
	}
	if ob.Render&physics.S2OnScreen == 0 {
		s.deleteObject(k)
		return true
	}
	switch ob.Sub {
	case nebulaBombSub:
		objMoveAndFall(ob) // Obj98_NebulaBombFall
	case turtloidShotSub:
		objMove(ob) // Obj98_TurtloidShotMove
		animateSprite(ob, turtloidShotAnim)
	default:
		objMove(ob)
	}
	s.markGone(k, ob.X.Pixel())
	return true
}

// turtloidShotAnim is Ani_TurtloidShot.
var turtloidShotAnim = [][]uint8{{1, 4, 5, aniEndLoop}}

// ---------------------------------------------------------------------------
// ObjA4 Asteron

// asteronShots is word_38A68: each spike's x and y offset, X and Y Speed
// (whole pixels, the high byte) and mapping frame.
var asteronShots = [5][5]int8{
	{0, -8, 0, -4, 2},
	{8, -4, 3, -1, 3},
	{8, 8, 3, 3, 4},
	{-8, 8, -3, 3, 4},
	{-8, -4, -3, -1, 3},
}

// asteronAnim is Ani_objA4.
var asteronAnim = [][]uint8{{1, 0, 1, aniEndLoop}}

// asteron is ObjA4, Metropolis's Asteron (collision $B: an enemy 8x8).
// It waits for the nearer player within $60 horizontally and $40
// vertically (loc_389B6); then, once the player is $10 to $5F away on an
// axis, it moves $40 a frame towards him on that axis (loc_389DA) for $40
// frames and explodes (loc_38A44: an Obj27 without an animal) into five
// spikes (Obj98, collision $98) flying apart.
func (s *engine) asteron(k int) {
	ob := s.slot(k)
	switch ob.Routine {
	case 0:
		ob.Routine = 2 // LoadSubObject
		ob.Width = 0x10
		ob.Coll = 0xB
		return
	case 2:
		_, d2, d3 := s.nearerPlayer(ob)
		if uint16(d2+0x60) < 0xC0 && uint16(d3+0x40) < 0x80 {
			ob.Routine = 4
		}
	case 4:
		p, d2, d3 := s.nearerPlayer(ob)
		if a := abs16(d2); a >= 0x10 && a < 0x60 {
			ob.XVel = -0x40
			if d2 < 0 {
				ob.XVel = 0x40
			}
			ob.Routine, ob.Timer = 6, 0x40
		}
		if a := abs16(d3); a >= 0x10 && a < 0x60 {
			// d1: the sub.w's carry, the object's y below the player's
			// unsigned.
			py := s.st.Y.Pixel()
			if p == 1 {
				py = s.st.P2.Body.Y.Pixel()
			}
			ob.YVel = -0x40
			if uint16(ob.Y.Pixel()) < uint16(py) {
				ob.YVel = 0x40
			}
			ob.Routine, ob.Timer = 6, 0x40
		}
	case 6:
		t := uint8(ob.Timer) - 1 // objoff_2A
		ob.Timer = int16(t)
		if int8(t) < 0 {
			ob.ID = s2Explosion
			ob.Routine = 2
			s.asteronBurst(k)
			break
		}
		objMove(ob)
		animateSprite(ob, asteronAnim)
	}
	s.markGone(k, ob.X.Pixel())
}

// asteronBurst is loc_38A58 (Obj_CreateProjectiles): the spikes, each in
// the first free slot after the last.
func (s *engine) asteronBurst(k int) {
	ob := s.slot(k)
	for i, c := range asteronShots {
		j := s.allocateAfter(k)
		if j < 0 {
			return
		}
		sh := physics.S2Obj{ID: s2Projectile, Sub: asteronShotSub, Layout: -1,
			X: ob.X + physics.FromPixels(int(c[0])), Y: ob.Y + physics.FromPixels(int(c[1])),
			XVel: physics.Fixed(int16(c[2]) << 8), YVel: physics.Fixed(int16(c[3]) << 8), MapFrame: uint8(c[4])}
		if i == 1 || i == 2 {
			sh.Render = physics.S2XFlip
		}
		*s.slot(j) = sh
	}
}

// ---------------------------------------------------------------------------
// Obj42 steam spring

// steamSpring is Obj42, Metropolis's steam spring: solid for each player
// (SolidObject_Always_SingleCharacter, half width $1B, half height $10),
// it rests $10 below its layout y, rises 8 a frame to it, puffs steam
// (two Obj42 at routine 4, $28 left and right) and waits $3C frames,
// sinks back and waits $3C frames (routine_secondary). A player standing
// on it while it rises is launched at Y Speed -$A00 (loc_26798), as a
// spring's subtype says (bit 7 stops his X Speed, bit 0 twirls him,
// bits 2-3 set his plane).
func (s *engine) steamSpring(k int) {
	ob := s.slot(k)
	if ob.Routine == 4 {
		s.steamPuff(k)
		return
	}
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.Width = 0x10
		ob.MapFrame = 7
		ob.BaseY = int16(ob.Y.Pixel()) // objoff_34
		ob.Timer2 = 0x10               // objoff_36
		ob.Y += physics.FromPixels(0x10)
	}
	x := ob.X.Pixel()
	for p := 0; p < s.s2Players(); p++ {
		s.s2Swap(p)
		s.s2Solid(k, 0x1B, 0x10, 0x10, x, true, nil)
		if ob.Status&s.StandBit() != 0 && ob.Routine2 == 2 {
			s.steamLaunch(k)
		}
		s.s2Swap(p)
	}
	switch ob.Routine2 {
	case 0, 4:
		ob.Timer-- // objoff_32
		if ob.Timer < 0 {
			ob.Timer = 0x3B
			ob.Routine2 += 2
		}
	case 2:
		ob.Timer2 -= 8
		if ob.Timer2 == 0 {
			ob.Routine2 = 4
			s.steamPuffAt(k, 0x28, false)
			s.steamPuffAt(k, -0x28, true)
		}
		setYPixel(ob, int(ob.Timer2)+int(ob.BaseY))
	default:
		ob.Timer2 += 8
		if ob.Timer2 == 0x10 {
			ob.Routine2 = 0
		}
		setYPixel(ob, int(ob.Timer2)+int(ob.BaseY))
	}
	s.markGone(k, x)
}

// steamPuffAt is loc_2674C: a puff (Obj42 at routine 4) in the first
// free slot, dx right of the spring at its layout y.
func (s *engine) steamPuffAt(k, dx int, flip bool) {
	j := s.allocate()
	if j < 0 {
		return
	}
	ob := s.slot(k)
	p := physics.S2Obj{ID: s2SteamSpring, Routine: 4, Layout: -1, Width: 0x18, AnimDur: 7,
		X: ob.X + physics.FromPixels(dx), Y: physics.FromPixels(int(ob.BaseY))}
	if flip {
		p.Render = physics.S2XFlip
	}
	*s.slot(j) = p
}

// steamPuff is loc_2683A: every 8 frames the next mapping frame; it hurts
// (collision $A6) while on frame 3 and goes after frame 6.
func (s *engine) steamPuff(k int) {
	ob := s.slot(k)
	if ob.AnimDur > 0 {
		ob.AnimDur--
		return
	}
	ob.AnimDur = 7
	ob.Coll = 0
	ob.MapFrame++
	if ob.MapFrame == 3 {
		ob.Coll = 0xA6
	}
	if ob.MapFrame == 7 {
		s.deleteObject(k)
	}
}

// steamLaunch is loc_26798 for the player swapped in.
func (s *engine) steamLaunch(k int) {
	st := s.st
	ob := s.slot(k)
	st.YSpeed = -0xA00
	st.Air = true
	st.S2.On = 0
	st.Obj.On = 0
	st.Obj.Hurt = false
	st.Spindash = false
	if ob.Sub&0x80 != 0 {
		st.XSpeed = 0
	}
	if ob.Sub&1 == 0 {
		s.SpringAnim()
	}
	s.springTwirl(ob.Sub, false)
	s.springCommon(ob.Sub)
	s.s2Contact(k, physics.SolidTop, "spring")
}
