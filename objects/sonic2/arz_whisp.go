package sonic2

import "loopwright/physics"

// Aquatic Ruin's Whisp (Obj8C), as s2.asm's Obj8C runs it.

// s2Whisp is Obj8C, the blowfly badnik.
const s2Whisp = 0x8C

// The Whisp's routines (Obj8C_Index).
const (
	whispWait     = 2 // Obj8C_WaitUntilOnscreen
	whispChase    = 4 // Obj8C_ChasePlayer
	whispPause    = 6 // Obj8C_WaitUntilTimerExpires
	whispFlyAway  = 8 // Obj8C_FlyAway
	whispMaxSpeed = 0x200
)

// whispAnim is Ani_obj8C: frames 0 and 1, two frames each.
var whispAnim = [][]uint8{{1, 0, 1, aniEndLoop}}

// whisp is Obj8C. Obj8C_Init (LoadSubObject with Obj8C_SubObjData:
// width $C, collision $B: an enemy 8x8) sets the timer to $10 and the
// attacks to 4, and returns undrawn. It waits until it is on screen (the
// flag BuildSprites left, which its first frame has not set: Flag says
// it has been drawn once); then, for
// each of its 4 attacks, it chases the nearer player for 96 frames
// (Obj_GetOrientationToPlayer: $10 a frame towards him each way, capped
// at $200 by Obj_CapSpeed, starting at -$100 upwards), stops
// (Obj_MoveStop) for 0 to 31 frames (RandomNumber's new seed & $1F);
// after the last it flies away up and left at $200. It goes by
// MarkObjGone. Fields: obj8C_timer Timer, obj8C_attacks_remaining
// Timer2, both byte counters; Flag drawn once.
func (s *engine) whisp(k int) {
	ob := s.slot(k)
	switch ob.Routine {
	case 0:
		ob.Routine = whispWait
		ob.Render |= 4 // render_flags.level_fg
		ob.Width, ob.Coll = 0xC, 0xB
		ob.Timer = 0x10
		ob.Timer2 = 4
		return
	case whispWait:
		if ob.Flag && ob.Render&physics.S2OnScreen != 0 {
			s.whispAttack(k)
			return
		}
		ob.Flag = true
	case whispChase:
		s.whispChase(k)
		return
	case whispPause:
		ob.Timer = int16(int8(ob.Timer - 1))
		if ob.Timer < 0 {
			s.whispAttack(k)
			return
		}
	case whispFlyAway:
		objMove(ob)
	}
	animateFlip(ob, whispAnim)
	s.markGone(k, ob.X.Pixel())
}

// whispAttack is loc_36970: the next attack (chasing at -$100 upwards
// for 96 frames), or, with none left, flying away.
func (s *engine) whispAttack(k int) {
	ob := s.slot(k)
	ob.Timer2 = int16(int8(ob.Timer2 - 1))
	if ob.Timer2 < 0 {
		ob.Routine = whispFlyAway
		ob.Status &^= physics.S2XFlip
		ob.XVel, ob.YVel = -0x200, -0x200
		objMove(ob)
		animateFlip(ob, whispAnim)
		s.markGone(k, ob.X.Pixel())
		return
	}
	ob.Routine = whispChase
	ob.YVel = -0x100
	ob.Timer = 96
	s.whispChase(k)
}

// whispChase is Obj8C_ChasePlayer: towards the nearer player until the
// timer runs out, then a pause of RNG_seed & $1F frames (loc_369F8).
func (s *engine) whispChase(k int) {
	ob := s.slot(k)
	ob.Timer = int16(int8(ob.Timer - 1))
	if ob.Timer < 0 {
		ob.Routine = whispPause
		s.random()
		ob.Timer = int16(uint8(s.st.S2.RNG) & 0x1F)
		ob.XVel, ob.YVel = 0, 0 // Obj_MoveStop
		animateFlip(ob, whispAnim)
		s.markGone(k, ob.X.Pixel())
		return
	}
	d0, d1, _, _ := s.orientBits(ob)
	ob.Status &^= physics.S2XFlip
	if d0 != 0 {
		ob.Status |= physics.S2XFlip
	}
	ob.XVel += whispDelta(d0)
	ob.YVel += whispDelta(d1)
	ob.XVel = capSpeed(ob.XVel, whispMaxSpeed)
	ob.YVel = capSpeed(ob.YVel, whispMaxSpeed)
	objMove(ob)
	animateFlip(ob, whispAnim)
	s.markGone(k, ob.X.Pixel())
}

// whispDelta is Obj8C_MovementDeltas: -$10 for d = 0 (the player is left
// or above), $10 for d = 2.
func whispDelta(d int) physics.Fixed {
	if d != 0 {
		return 0x10
	}
	return -0x10
}
