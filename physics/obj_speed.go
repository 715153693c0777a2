package physics

import "loopwright/layers"

// Speed shoes (section 11 "Super Speeds"): while the speed shoes monitor's
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

// shoes reports whether the speed shoes are on.
func (s *Sim) shoes() bool { return s.st.Obj.SpeedShoes > 0 }

// topSpeed is top_speed (ground and air): 6, or 12 with speed shoes.
func (s *Sim) topSpeed() Fixed {
	if s.shoes() {
		return ShoesTopSpeed
	}
	return TopSpeed
}

// acceleration is acceleration_speed: 0.046875, or 0.09375 with speed
// shoes (deceleration is unchanged).
func (s *Sim) acceleration() Fixed {
	if s.shoes() {
		return ShoesAcceleration
	}
	return Acceleration
}

// friction is friction_speed: 0.046875, or 0.09375 with speed shoes.
func (s *Sim) friction() Fixed {
	if s.shoes() {
		return ShoesFriction
	}
	return Friction
}

// airAcceleration is air_acceleration_speed: 0.09375, or 0.1875 with
// speed shoes.
func (s *Sim) airAcceleration() Fixed {
	if s.shoes() {
		return ShoesAirAcceleration
	}
	return AirAcceleration
}

// rollFriction is roll_friction_speed: 0.0234375, or 0.046875 with speed
// shoes (roll deceleration is unchanged).
func (s *Sim) rollFriction() Fixed {
	if s.shoes() {
		return ShoesRollFriction
	}
	return RollFriction
}

// UnknownObjectClasses returns, in level order, the objects of l whose
// class the physics does not simulate (contracts section 2 lets packs
// carry other classes; they are allowed and ignored), or nil when there
// are none. Tools may report them as warnings.
func UnknownObjectClasses(l *layers.Level) []layers.Object {
	if l == nil {
		return nil
	}
	var out []layers.Object
	for i := range l.Objects {
		if classDef(l.Objects[i].Class) == nil {
			out = append(out, l.Objects[i])
		}
	}
	return out
}
