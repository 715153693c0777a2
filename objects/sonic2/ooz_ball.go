package sonic2

import "loopwright/physics"

// Oil Ocean's launcher ball (s2.asm Obj48): it catches a player, turns
// and fires him on at $1000.

// s2LauncherBall is ObjID_LauncherBall.
const s2LauncherBall = 0x48

// launcherBallSpeeds are word_25464: up, right, down, left.
var launcherBallSpeeds = [4][2]int16{{0, -0x1000}, {0x1000, 0}, {0, 0x1000}, {-0x1000, 0}}

// launcherBallFrames are Obj48_Properties' objoff_3F (the frame it turns
// to or from), by subtype & 3 (+4 when x-flipped).
var launcherBallFrames = [8]uint8{0, 7, 0, 7, 0, 7, 0, 7}

// launcherBall is Obj48, each player's state (Timer the main
// character's, Timer2 the sidekick's) run in turn. 0 (loc_252F0): a
// player (not dead; never Tails flying in) within $10 of its centre is
// caught: the object he was on (the launcher block or another ball) lets
// him go, he is put at its centre, obj_control $81, his anim the roll
// without his rolling status (physics ObjRollAnim: let go, he destroys
// badniks until he lands), Ground Speed $1000, no X or Y Speed. 2: the ball turns a frame every 8 to frame 7
// (or back to 0), then fires him (loc_25408) at $1000 in direction
// subtype+1 (x-flipped: -1) & 3; subtype bit 7 lets him go at once (his
// own control back; state 6 waits 8 frames before catching again).
// 4: he is moved by his speeds each frame (Obj48_MoveCharacter) until off
// screen or caught by the next ball. With neither player held it is
// deleted out of the object window (MarkObjGone).
func (s *engine) launcherBall(k int) {
	ob := s.slot(k)
	if ob.Routine == 0 { // Obj48_Init
		ob.Routine = 2
		i := int(ob.Sub & 0xF)
		if ob.Status&physics.S2XFlip != 0 {
			i += 4
		}
		ob.B3F = launcherBallFrames[i&7]
		if ob.B3F != 0 {
			ob.B3E = 1
		}
		ob.MapFrame = ob.B3F
		ob.Width = 0x28
	}
	s.launcherBallPlayer(k, &ob.Timer)
	if s.st.P2.On {
		s.s2Swap(1)
		s.launcherBallPlayer(k, &ob.Timer2)
		s.s2Swap(1)
	}
	if ob.Timer+ob.Timer2 == 0 {
		s.markGone(k, ob.X.Pixel())
	}
}

func (s *engine) launcherBallPlayer(k int, state *int16) {
	st := s.st
	ob := s.slot(k)
	switch *state {
	case 0:
		if uint16(st.X.Pixel()-ob.X.Pixel()+0x10) >= 0x20 || uint16(st.Y.Pixel()-ob.Y.Pixel()+0x10) >= 0x20 {
			return
		}
		if s.SecondRunning() && st.P2.CPU.Routine == physics.CPUFlying || st.Dead {
			return
		}
		if p := st.S2.On - 1; p >= 0 {
			// the object he was on loses him: its byte at this state's
			// offset (objoff_2C or objoff_36), which Obj3D and Obj48 keep
			if o := s.slot(p); o.ID == s2LauncherBlock || o.ID == s2LauncherBall {
				if s.SecondRunning() {
					o.Timer2 = 0
				} else {
					o.Timer = 0
				}
			}
		}
		st.S2.On, st.Obj.On = k+1, k+1
		*state = 2
		st.X = physics.FromPixels(ob.X.Pixel()) | st.X&0xFF
		st.Y = physics.FromPixels(ob.Y.Pixel()) | st.Y&0xFF
		s.setPlayerControl(0x81)
		s.ObjRollAnim() // move.b #2,anim(a1): the roll, not his rolling status
		st.GSpeed = 0x1000
		st.XSpeed, st.YSpeed = 0, 0
		ob.Status &^= s2P1Push
		st.Pushing = false
		st.Air = true
		ob.MapFrame = ob.B3F
		s.s2Contact(k, physics.Trigger, "launch")
	case 2:
		if ob.B3E == 0 {
			if ob.MapFrame != 7 {
				if ob.Timer3--; ob.Timer3 >= 0 {
					return
				}
				ob.Timer3 = 7
				if ob.MapFrame++; ob.MapFrame != 7 {
					return
				}
			}
		} else if ob.MapFrame != 0 {
			if ob.Timer3--; ob.Timer3 >= 0 {
				return
			}
			ob.Timer3 = 7
			if ob.MapFrame--; ob.MapFrame != 0 {
				return
			}
		}
		s.launcherBallFire(k, state)
	case 4:
		if !s.playerOnScreen() {
			s.setPlayerControl(0)
			st.Air = true
			st.S2.On, st.Obj.On = 0, 0
			*state = 0
			return
		}
		if ob.Timer != 2 && ob.Timer2 != 2 {
			if ob.Timer3--; ob.Timer3 < 0 {
				ob.Timer3 = 1
				if ob.B3E != 0 {
					if ob.MapFrame != 7 {
						ob.MapFrame++
					}
				} else if ob.MapFrame != 0 {
					ob.MapFrame--
				}
			}
		}
		// Obj48_MoveCharacter
		st.X += st.XSpeed
		st.Y += st.YSpeed
	case 6:
		if ob.Index--; ob.Index < 0 {
			*state = 0
		}
	}
}

// launcherBallFire is loc_25408.
func (s *engine) launcherBallFire(k int, state *int16) {
	st := s.st
	ob := s.slot(k)
	*state = 4
	d := ob.Sub + 1
	if ob.Status&physics.S2XFlip != 0 {
		d -= 2
	}
	v := launcherBallSpeeds[d&3]
	st.XSpeed, st.YSpeed = physics.Fixed(v[0]), physics.Fixed(v[1])
	ob.Timer3 = 3
	if ob.Sub&0x80 == 0 {
		return
	}
	s.setPlayerControl(0)
	st.Air = true
	st.S2.On, st.Obj.On = 0, 0
	st.Jumping = false
	*state = 6
	ob.Index = 7
}
