package physics

// superUpdate is the super form's ring drain (section 11 "Ring
// Countdown"): one ring every 60 frames; at 0 rings the form ends.
func (s *Sim) superUpdate() {}

// superPress is the jump press in the air that transforms (S3K
// Sonic_JumpHeight's check before the double-jump moves): it reports
// whether the player turned super.
func (s *Sim) superPress() bool { return false }
