package physics

// Super forms (docs/physics.md "States" "Super Speeds", "Super/Hyper
// Sonic", "Super Tails, Super/Hyper Knuckles", "Ring Countdown"; S2
// Sonic_CheckGoSuper/Sonic_Super, S3K Sonic_CheckTransform/Sonic_Super,
// Knuckles_TurnSuper). s2 (Sonic), s3k (Sonic, Knuckles; Tails needs the
// Super Emeralds, counted here as the same 7), mania (all three).

// Super form constants.
const (
	// SuperRings is the rings needed to transform (50), SuperEmeralds the
	// emeralds (7).
	SuperRings    = 50
	SuperEmeralds = 7
	// SuperDrainFrames is the ring drain's period: 60 frames (S3K's
	// Sonic_Super counts 61: its "bpl" runs one frame more).
	SuperDrainFrames = 60
	// SuperTransformFrames is the transformation pose: the player is held
	// still (object_control $81) while the transformation animation runs
	// (S2 SupSonAni_Transform: 13 subimages of 3 frames).
	SuperTransformFrames = 39
)

// canSuper reports whether the variant and character have a super form.
func (s *Sim) canSuper() bool {
	switch s.cfg.Variant {
	case S2:
		return s.cfg.Character == Sonic
	case S3K, Mania:
		return true
	}
	return false
}

// superPress is the jump press in the air that transforms: with 7
// emeralds and at least 50 rings, not already super. It reports whether
// the player turned super.
func (s *Sim) superPress() bool {
	p := &s.st.P
	if p.Super || !s.canSuper() || s.st.Obj.Rings < SuperRings {
		return false
	}
	if p.Emeralds < SuperEmeralds && !s.hyperOnTransform() {
		return false
	}
	s.transform(true)
	return true
}

// transform turns the player super (SetSuper from outside: pose false).
func (s *Sim) transform(pose bool) {
	p := &s.st.P
	p.Super = true
	p.Hyper = s.hyperOnTransform()
	p.SuperRingTimer = SuperDrainFrames
	if s.cfg.Variant == S3K {
		p.SuperRingTimer++ // the "bpl" count
	}
	p.Speeds = s.LandSpeeds()
	if p.Underwater {
		p.Speeds = s.waterSpeeds()
	}
	if pose {
		p.Transform = SuperTransformFrames
	}
}

// SetSuper turns the super form on or off (a run setting: sim --super).
func (s *Sim) SetSuper(on bool) {
	if on == s.st.P.Super {
		return
	}
	if on {
		s.transform(false)
		return
	}
	s.revert()
}

// SetEmeralds sets the chaos emeralds held (0-7).
func (s *Sim) SetEmeralds(n int) { s.st.P.Emeralds = n }

// SetRings sets the ring count.
func (s *Sim) SetRings(n int) { s.st.Obj.Rings = n }

// revert is the way back: normal (or underwater) speeds, not super.
func (s *Sim) revert() {
	p := &s.st.P
	p.Super = false
	p.Hyper = false
	p.Transform = 0
	p.Speeds = speedsNormal
	if p.Underwater {
		p.Speeds = speedsUnderwater
	}
}

// superUpdate is Sonic_Super: while super, a ring goes every 60 frames;
// with none left the form ends.
func (s *Sim) superUpdate() {
	p := &s.st.P
	if !p.Super {
		return
	}
	if p.Transform > 0 {
		p.Transform--
	}
	p.SuperRingTimer--
	if p.SuperRingTimer > 0 {
		return
	}
	p.SuperRingTimer = SuperDrainFrames
	if s.cfg.Variant == S3K {
		p.SuperRingTimer++
	}
	if s.st.Obj.Rings > 0 {
		s.st.Obj.Rings--
	}
	if s.st.Obj.Rings == 0 {
		s.revert()
	}
}
