package physics

// Speed shoes (docs/physics.md "States" "Super Speeds"): while the speed shoes monitor's
// timer runs, the player's movement constants are the guide's super speed
// ones; when it runs out they are the normal ones again.
const (
	ShoesAcceleration    Fixed = 24   // 0.09375
	ShoesFriction        Fixed = 24   // 0.09375
	ShoesTopSpeed        Fixed = 3072 // 12
	ShoesAirAcceleration Fixed = 48   // 0.1875
	ShoesRollFriction    Fixed = 12   // 0.046875
	// SpeedShoesFrames is the shoes' duration (the games' $4B0, 20 s).
	SpeedShoesFrames = 1200
)

// GiveShoes starts the speed shoes for frames frames: the monitor sets the
// timer and writes the shoes' speed variables (even underwater, as the
// games' monitors do).
func (s *Sim) GiveShoes(frames int) {
	s.st.Obj.SpeedShoes = frames
	s.st.P.Speeds = speedsShoes
}

// speeds returns the player's speed variables (PlayerState.Speeds; the
// normal set when unset, so a zero State moves normally).
func (s *Sim) speeds() SpeedSet {
	if s.st.P.Speeds.Top == 0 {
		return speedsNormal
	}
	return s.st.P.Speeds
}

// topSpeed is top_speed (ground and air): the Max_speed variable (6; 12
// with speed shoes; 3 underwater; player.go).
func (s *Sim) topSpeed() Fixed { return s.speeds().Top }

// acceleration is acceleration_speed: the Acceleration variable.
func (s *Sim) acceleration() Fixed { return s.speeds().Acc }

// deceleration is deceleration_speed: the Deceleration variable.
func (s *Sim) deceleration() Fixed { return s.speeds().Dec }

// friction is friction_speed: the acceleration (the games use one
// register for both), 0.046875 fixed while super (Sonic_Move:
// "tst.b Super_Sonic_flag; move.w #$C,d5").
func (s *Sim) friction() Fixed {
	if s.st.P.Super {
		return Friction
	}
	return s.speeds().Acc
}

// airAcceleration is air_acceleration_speed: twice the acceleration
// (Sonic_ChgJumpDir "asl.w #1,d5").
func (s *Sim) airAcceleration() Fixed { return s.speeds().Acc * 2 }

// rollFriction is roll_friction_speed: half the acceleration
// (Sonic_RollSpeed "asr.w #1,d5"); 0.0234375 while super in s3k (section
// 11 "Super/Hyper Sonic").
func (s *Sim) rollFriction() Fixed {
	if s.st.P.Super && s.cfg.Variant == S3K {
		return RollFriction
	}
	return s.speeds().Acc >> 1
}
