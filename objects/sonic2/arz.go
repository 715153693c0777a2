package sonic2

import "loopwright/physics"

// Aquatic Ruin's objects, each as its s2.asm routine runs it.

// Aquatic Ruin object ids (s2.asm ObjID_*).
const (
	s2GrounderInWall  = 0x8D
	s2GrounderInWall2 = 0x8E
	s2GrounderWall    = 0x8F
	s2GrounderRocks   = 0x90
)

// ---------------------------------------------------------------------------
// Obj8D/Obj8E Grounder, Obj8F its wall, Obj90 its rocks

// Grounder routines (Obj8D_Index).
const (
	grounderWait    = 2   // loc_36ADC: hidden until a player is near
	grounderAnimate = 4   // Obj8D_Animate: bursting out
	grounderTurn    = 6   // loc_36B0E: face the nearer player
	grounderWalk    = 8   // loc_36B34: walk along the floor
	grounderPause   = 0xA // loc_36B6A: wait, then walk back
)

// grounderBurst is Ani_obj8D_b and grounderWalkAnim Ani_obj8D_a.
var (
	grounderBurst    = []uint8{7, 0, 1, aniEndNext}
	grounderWalkAnim = []uint8{3, 2, 3, 4, aniEndLoop}
)

// grounderWallOffsets is byte_36CBC: the four wall pieces' offsets from
// the Grounder (x, y).
var grounderWallOffsets = [4][2]int8{{0, -0x14}, {0x10, -4}, {0, 0xC}, {-0x10, -4}}

// grounderWallSpeeds is Obj8F_Directions and grounderRockSpeeds
// Obj90_Directions: the pieces' X and Y Speed high bytes (pixels).
var (
	grounderWallSpeeds = [4][2]int8{{1, -2}, {1, -1}, {-1, -2}, {-1, -1}}
	grounderRockSpeeds = [5][2]int8{{-1, -4}, {4, -3}, {2, 0}, {-3, -1}, {-3, -3}}
)

// grounder is Obj8D (the Grounder hidden in a wall) and Obj8E (the one
// that walks from the start). Obj8D_Init (LoadSubObject: width $10,
// collision 2, an enemy 12x20... of Touch_Sizes) puts it on the floor
// (ObjCheckFloorDist with y_radius $14); Obj8D makes its four wall
// pieces (loc_36C64) and waits until the nearer player is within $60
// pixels (loc_36ADC), then sets objoff_2B (the walls fall), throws five
// rocks (loc_36C2C) and bursts out (Ani_obj8D_b); Obj8E starts there.
// It turns to the nearer player (loc_36B0E, 1 pixel a frame) and walks
// while the floor stays within -1 to 11 pixels below (loc_36B34); at an
// edge it waits $3B+1 frames and walks back (loc_36B6A).
func (s *engine) grounder(k int) {
	ob := s.slot(k)
	switch ob.Routine {
	case 0:
		ob.Routine = grounderWait

		ob.Width = 0x10
		ob.Coll = 2
		if ob.Render&physics.S2YFlip != 0 {
			ob.Render &^= physics.S2YFlip
			ob.Status &^= physics.S2YFlip
		}
		ob.YRad, ob.XRad = 0x14, 0x10
		if d := s.objFloorDist(ob.X.Pixel(), ob.Y.Pixel()+int(ob.YRad), false); d < 0 {
			ob.Y += physics.FromPixels(d)
			ob.YVel = 0
		}
		if ob.ID == s2GrounderInWall {
			s.grounderWalls(k)
			return
		}
		ob.Routine = grounderTurn
		return
	case grounderWait:
		if d := s.orientation(ob); d < -0x60 || d > 0x60 {
			break
		}
		ob.Routine = grounderAnimate
		ob.Flag = true // objoff_2B
		s.grounderRocks(k)
	case grounderAnimate:
		animateObj(ob, grounderBurst)
	case grounderTurn:
		ob.Routine = grounderWalk
		ob.XVel = -0x100
		ob.Status &^= physics.S2XFlip
		if s.orientation(ob) < 0 {
			ob.XVel = 0x100
			ob.Status |= physics.S2XFlip
		}
	case grounderWalk:
		objMove(ob)
		d := s.objFloorDist(ob.X.Pixel(), ob.Y.Pixel()+int(ob.YRad), false)
		if d < -1 || d >= 0xC {
			ob.Routine = grounderPause
			ob.Timer = 0x3B // objoff_2A
			break
		}
		ob.Y += physics.FromPixels(d)
		animateObj(ob, grounderWalkAnim)
	case grounderPause:
		ob.Timer = int16(int8(ob.Timer - 1))
		if ob.Timer < 0 {
			ob.Routine = grounderWalk
			ob.XVel = -ob.XVel
			ob.Status ^= physics.S2XFlip
		}
	}
	s.markGone(k, ob.X.Pixel())
}

// grounderWalls is loc_36C64: four Obj8F wall pieces in the first free
// slots (subtype 4: Obj90_SubObjData), each at its byte_36CBC offset,
// remembering the Grounder (objoff_2C) and its index (objoff_2E).
func (s *engine) grounderWalls(k int) {
	ob := s.slot(k)
	for i := range grounderWallOffsets {
		j := s.allocate()
		if j < 0 {
			return
		}
		o := grounderWallOffsets[i]
		*s.slot(j) = physics.S2Obj{ID: s2GrounderWall, Sub: 4, Layout: -1, Parent: int16(k + 1), Index: int16(2 * i),
			X: ob.X + physics.FromPixels(int(o[0])), Y: ob.Y + physics.FromPixels(int(o[1]))}
	}
}

// grounderRocks is loc_36C2C: five Obj90 rocks (subtype 6:
// Obj90_SubObjData2) at the Grounder, in the first free slots.
func (s *engine) grounderRocks(k int) {
	ob := s.slot(k)
	for i := range grounderRockSpeeds {
		j := s.allocate()
		if j < 0 {
			return
		}
		*s.slot(j) = physics.S2Obj{ID: s2GrounderRocks, Sub: 6, Layout: -1, Parent: int16(k + 1), Index: int16(2 * i),
			X: ob.X, Y: ob.Y}
	}
}

// speedByte is move.b d,x_vel(a0) on a cleared speed: the byte is the
// speed's high byte.
func speedByte(b int8) physics.Fixed { return physics.Fixed(int16(b) << 8) }

// grounderPiece is Obj8F (a wall piece: it waits for its Grounder's
// objoff_2B, then flies off by Obj8F_Directions) and Obj90 (a rock:
// Obj90_Init sets its Obj90_Directions speed at once). Flying, both fall
// (ObjectMoveAndFall) and are deleted once off screen (Obj90_Move).
// Neither touches the players (collision 0).
func (s *engine) grounderPiece(k int) {
	ob := s.slot(k)
	switch ob.Routine {
	case 0:
		ob.Routine = 2
		ob.Render |= physics.S2OnScreen
		ob.Width = 0x10
		if ob.ID == s2GrounderWall {
			return
		}
		ob.Width = 8
		v := grounderRockSpeeds[int(ob.Index/2)%len(grounderRockSpeeds)]
		ob.XVel, ob.YVel = speedByte(v[0]), speedByte(v[1])
	case 2:
		if ob.ID == s2GrounderWall {
			if p := int(ob.Parent) - 1; p < 0 || !s.slot(p).Flag {
				break
			}
			ob.Routine = 4
			v := grounderWallSpeeds[int(ob.Index/2)%len(grounderWallSpeeds)]
			ob.XVel, ob.YVel = speedByte(v[0]), speedByte(v[1])
			break
		}
		fallthrough
	case 4:
		if ob.Render&physics.S2OnScreen == 0 {
			s.deleteObject(k)
			return
		}
		objMoveAndFall(ob)
	}
	s.markGone(k, ob.X.Pixel())
}
