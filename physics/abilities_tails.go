package physics

// Tails' flight and swimming (docs/physics.md "Special Abilities" "Flying"; S3K
// Tails_Test_For_Flight, Tails_FlyingSwimming, Tails_Move_FlySwim; s3k
// and mania). double_jump_flag is 1 while sinking and counts 2.. while the
// lift of a press lasts; double_jump_property the flight time left in
// pairs of frames (240: 480 frames), 0 when tired.

// Flight constants (docs/physics.md "Special Abilities" "Flying").
const (
	FlyGravity     Fixed = 8      // 0.03125
	FlyLift        Fixed = 0x20   // gravity -0.125 after a press
	FlyLiftLimit   Fixed = -0x100 // until Y Speed < -1
	FlyFrames            = 480    // then tired
	flyLiftMaxFlag       = 0x20   // a lift lasts at most 30 frames
)

// startFlight is Tails_Test_For_Flight: unroll (moving by the radius
// difference), flight on, 480 frames of it.
func (s *Sim) startFlight() bool {
	st := &s.st
	p := &st.P
	if p.DoubleJumpFlag != 0 {
		return false
	}
	if s.superPress() {
		return true
	}
	if st.Rolling {
		st.Rolling = false
		st.Y += FromPixels(st.YRadius - s.sizes.Standing.H)
		s.standRadii()
	}
	st.RollJump = false
	p.DoubleJumpFlag = 1
	p.DoubleJumpProperty = FlyFrames / 2
	return true
}

// flyTired reports whether Tails' flight time is over.
func (s *Sim) flyTired() bool { return s.st.P.DoubleJumpProperty == 0 }

// modeFly is Tails_FlyingSwimming: the flight's gravity and lift, air
// control and drag, level bounds, move (no other gravity), angle back to
// 0, the airborne collision (landing ends the flight).
func (s *Sim) modeFly(in Input, press bool) {
	st := &s.st
	p := &st.P
	// Tails_Move_FlySwim: the time runs out every other frame.
	if st.Frame&1 != 0 && p.DoubleJumpProperty != 0 {
		p.DoubleJumpProperty--
	}
	if p.DoubleJumpFlag != 1 {
		if st.YSpeed < FlyLiftLimit {
			p.DoubleJumpFlag = 1
		} else {
			st.YSpeed -= FlyLift
			p.DoubleJumpFlag++
			if p.DoubleJumpFlag == flyLiftMaxFlag {
				p.DoubleJumpFlag = 1
			}
		}
	} else {
		if press && st.YSpeed >= FlyLiftLimit && p.DoubleJumpProperty != 0 {
			p.DoubleJumpFlag = 2
		}
		st.YSpeed += FlyGravity
	}
	if top := s.level.Bounds.Min.Y + 16; top >= st.Y.Pixel() && st.YSpeed < 0 {
		st.YSpeed = 0
	}
	s.airControl(in)
	s.airDrag()
	if !s.levelBound() {
		return
	}
	s.objectMove()
	s.jumpAngle()
	s.airCollision()
}
