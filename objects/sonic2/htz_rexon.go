package sonic2

import "loopwright/physics"

// Hill Top's Rexon, the lava snake badnik (s2.asm Obj94/Obj96, its neck
// and head Obj97, its shot an Obj98).

const (
	s2Rexon     = 0x94
	s2Rexon2    = 0x96
	s2RexonHead = 0x97
	// rexonShotSub is Obj94_SubObjData2's index: the Rexon's shot (an
	// Obj98 moving straight, 8x8 collision $98: it hurts).
	rexonShotSub = 0x10
)

// rexonDelay is byte_3744E: each segment's wait (objoff_2A) by its
// place, before rising and while rising.
var rexonDelay = [6]uint8{0x1E, 0x18, 0x12, 0xC, 6, 0}

// rexonAngle is byte_374BE: each segment's starting wave angle
// (objoff_2B) once risen; the head reads the byte after the table, the
// first of Obj97_Normal's code (bsr.w: $61), an angle it swings but
// places nothing by.
var rexonAngle = [5]uint8{0x24, 0x20, 0x1C, 0x1A, 0x61}

// rexonFall is word_37528: each segment's X Speed when its head is gone.
var rexonFall = [5]physics.Fixed{0x80, -0x100, 0x100, -0x80, 0x80}

// rexonWave is byte_376A8: the next segment's offset (x, y) from a
// segment by the quarter's angle.
var rexonWave = [32][2]int8{
	{15, 0}, {15, -1}, {15, -1}, {15, -2}, {15, -3}, {15, -4}, {14, -4}, {14, -5},
	{14, -6}, {14, -6}, {13, -7}, {13, -8}, {12, -8}, {12, -9}, {12, -10}, {11, -10},
	{11, -11}, {10, -11}, {10, -12}, {9, -12}, {8, -12}, {8, -13}, {7, -13}, {6, -14},
	{6, -14}, {6, -14}, {5, -14}, {4, -14}, {4, -15}, {3, -15}, {2, -15}, {1, -15},
}

// rexon is Obj94 (and Obj96): the body walks at $20 a frame, turning
// every $81 frames (Obj94_CheckTurnAround), solid ($1B wide, 8 high, $11
// while walking: Obj94_WaitForPlayer; 8 once waiting:
// Obj94_SolidCollision). When the nearer player is within $60
// horizontally it stops, faces that player and makes its five neck and
// head segments (Obj94_CreateHead), then is only solid.
func (s *engine) rexon(k int) {
	ob := s.slot(k)
	switch ob.Routine {
	case 0:
		ob.Routine = 2
		ob.Width = 0x10
		ob.MapFrame = 2
		ob.XVel = -0x20
		ob.Timer = 0x80
		return
	case 2:
		if s.rexonSees(k) {
			s.rexonCreateHead(k)
		}
		x0 := ob.X.Pixel()
		ob.Timer = int16(int8(ob.Timer) - 1)
		if ob.Timer < 0 {
			ob.Timer = 0x80
			ob.XVel = -ob.XVel
			ob.Render ^= physics.S2XFlip
		}
		objMove(ob)
		s.rexonSolid(k, 0x11, x0)
	default: // Obj94_ReadyToCreateHead's and Obj94_PostCreateHead's
		if ob.Routine == 4 && s.rexonSees(k) {
			s.rexonCreateHead(k)
		}
		s.rexonSolid(k, 8, ob.X.Pixel())
	}
	s.markGone(k, ob.X.Pixel())
}

// rexonSolid is the body's SolidObject ($1B wide, 8 high, d3 standing),
// which s2.asm runs for MainCharacter and then for Sidekick.
func (s *engine) rexonSolid(k, d3, x0 int) {
	for p := 0; p < s.s2Players(); p++ {
		s.s2Swap(p)
		s.s2Solid(k, 0x1B, 8, d3, x0, false, nil)
		s.s2Swap(p)
	}
}

// rexonSees is Obj_GetOrientationToPlayer's test in
// Obj94_WaitForPlayer: the nearer player within $60 horizontally.
func (s *engine) rexonSees(k int) bool {
	_, dx, _ := s.nearerPlayer(s.slot(k))
	return uint16(dx+0x60) < 0x100
}

// rexonCreateHead is Obj94_CreateHead: the body faces the nearer player
// and stops; five Obj97 in the first free slots, numbered 0, 2 .. 8
// (objoff_2E; 8 is the head), each knowing its body and the slots of
// all five (kept in the body's Logs).
func (s *engine) rexonCreateHead(k int) {
	ob := s.slot(k)
	ob.Routine = 6
	_, dx, _ := s.nearerPlayer(ob)
	ob.Render &^= physics.S2XFlip
	if dx < 0 {
		ob.Render |= physics.S2XFlip
	}
	ob.XVel, ob.YVel = 0, 0
	for i := 0; i < 5; i++ {
		j := s.allocate()
		if j < 0 {
			return
		}
		*s.slot(j) = physics.S2Obj{ID: s2RexonHead, Render: ob.Render, Sub: ob.Sub, Layout: -1,
			Parent: int16(k + 1), Index: int16(2 * i), X: ob.X, Y: ob.Y}
		ob.Logs[i] = int16(j + 1)
	}
}

// rexonHead is Obj97: a segment of the Rexon's neck (collision $8B:
// 8x8, hurts) or its head (the last; collision $0B: an enemy). Each
// waits by its place (Obj97_InitialWait), rises (Obj97_RaiseHead: X
// Speed -$120 growing by $10, Y Speed -2, for byte_3744E frames), then
// (Obj97_Normal) every fourth frame swings its wave angle between $18
// and $28 (loc_3758A) and places the next segment on its wave
// (Obj97_Oscillate); the head fires a shot every $80 frames, the first
// $21 frames after rising (Obj97_FireProjectile). Once the head is
// destroyed, every segment drops (Obj97_CheckHeadIsAlive,
// Obj97_DeathDrop) until below the camera's lowest bottom.
func (s *engine) rexonHead(k int) {
	ob := s.slot(k)
	switch ob.Routine {
	case 0: // Obj97_Init
		ob.Routine = 2
		ob.Width = 8
		if ob.Render&physics.S2XFlip != 0 {
			ob.X += physics.FromPixels(0x28)
		} else {
			ob.X -= physics.FromPixels(0x18)
		}
		ob.Y += physics.FromPixels(0x10)
		ob.B3F = 1 // objoff_38
		ob.Coll = 0x0B
		if p := int(ob.Parent) - 1; p >= 0 {
			body := s.slot(p)
			if ob.Index != 8 {
				ob.MapFrame = 1
				ob.Coll = 0x8B
				ob.Child1 = body.Logs[ob.Index/2+1] // objoff_30
			}
			ob.Child2 = body.Logs[4] // objoff_32
		}
		ob.Timer = int16(rexonDelay[ob.Index/2])
		ob.B3B = uint8(ob.Index / 2) // objoff_39
		return
	case 2: // Obj97_InitialWait (REV01: the head's check first)
		dead := s.rexonHeadAlive(k)
		ob.Timer = int16(int8(ob.Timer) - 1)
		if ob.Timer < 0 && !dead {
			ob.Routine = 4
			ob.XVel, ob.YVel = -0x120, -0x200
			ob.Timer = int16(rexonDelay[(8-ob.Index)/2])
		}
	case 4: // Obj97_RaiseHead (REV01: the head's check first)
		dead := s.rexonHeadAlive(k)
		ob.XVel += 0x10
		ob.Timer = int16(int8(ob.Timer) - 1)
		if ob.Timer < 0 && !dead {
			ob.Routine = 6
			ob.XVel, ob.YVel = 0, 0
			ob.Timer = 0x20
			ob.B3E = rexonAngle[ob.Index/2]
			break
		}
		objMove(ob)
	case 6: // Obj97_Normal
		s.rexonHeadAlive(k) // the rest of the frame runs even so
		if ob.Index == 8 {
			ob.Timer = int16(int8(ob.Timer) - 1)
			if ob.Timer < 0 {
				s.rexonFire(k)
			}
		}
		ob.B3B++
		if ob.B3B&3 == 0 {
			rexonSwing(ob)
			s.rexonOscillate(k)
		}
	case 8: // Obj97_DeathDrop
		if uint16(s.st.Cam.MaxY+224) < uint16(ob.Y.Pixel()) {
			s.deleteObject(k)
			return
		}
		objMoveAndFall(ob)
	}
	s.markGone(k, ob.X.Pixel())
}

// rexonHeadAlive is Obj97_CheckHeadIsAlive: once the head's slot holds
// anything else the segment drops (routine 8, word_37528's X Speed). It
// reports whether it did. REV01 (the revision we follow) checks before
// Obj97_InitialWait's and Obj97_RaiseHead's timers: a segment told to
// drop on its raise frame keeps word_37528's speed plus $10, and one
// whose timer also runs out that frame would add 2 to routine 8 and
// jump past Obj97_Index (the crash revision 2 fixed): we keep it
// dropping (docs/assumptions.md).
func (s *engine) rexonHeadAlive(k int) bool {
	ob := s.slot(k)
	h := int(ob.Child2) - 1
	if h >= 0 && s.slot(h).ID == s2RexonHead {
		return false
	}
	ob.Routine = 8
	ob.XVel = rexonFall[ob.Index/2]
	return true
}

// rexonSwing is loc_3758A: the wave angle moves by objoff_38 and turns
// at $18 and $28.
func rexonSwing(ob *physics.S2Obj) {
	a := ob.B3E + ob.B3F
	ob.B3E = a
	d := a - 0x18
	if d == 0 || a < 0x18 || d >= 0x10 {
		ob.B3F = -ob.B3F
	}
}

// rexonOscillate is Obj97_Oscillate: the next segment (objoff_30) at
// this one's x plus the wave's offset, its y's low byte this one's plus
// the wave's, the offset turned by the angle's quarter.
func (s *engine) rexonOscillate(k int) {
	ob := s.slot(k)
	n := int(ob.Child1) - 1
	if n < 0 {
		return
	}
	a := int(ob.B3E & 0x7F)
	w := rexonWave[a&0x1F]
	d2, d3 := int(w[0]), int(w[1])
	switch (a >> 4) & 6 {
	case 2:
		d2, d3 = -d3, d2
	case 4:
		d2, d3 = -d2, -d3
	case 6:
		d2, d3 = d3, -d2
	}
	nx := s.slot(n)
	nx.X = physics.FromPixels(int(int16(ob.X.Pixel()+d2))) | nx.X&0xFF
	y := nx.Y.Pixel()&^0xFF | int(uint8(ob.Y.Pixel()+d3))
	nx.Y = physics.FromPixels(y) | nx.Y&0xFF
}

// rexonFire is Obj97_FireProjectile: every $80 frames an Obj98 (in the
// first free slot after the head) $10 ahead and 4 below the head,
// moving 1 forward and $80/256 down.
func (s *engine) rexonFire(k int) {
	ob := s.slot(k)
	ob.Timer = 0x7F
	j := s.allocateAfter(k)
	if j < 0 {
		return
	}
	c := physics.S2Obj{ID: s2Projectile, Sub: rexonShotSub, Layout: -1, MapFrame: 3,
		X: ob.X, Y: ob.Y + physics.FromPixels(4), XVel: -0x100, YVel: 0x80}
	c.X -= physics.FromPixels(0x10)
	if ob.Render&physics.S2XFlip != 0 {
		c.X += physics.FromPixels(0x20)
		c.XVel = 0x100
	}
	*s.slot(j) = c
}
