package physics

// superUpdate is the super form's ring drain (section 11 "Ring
// Countdown"): one ring every 60 frames; at 0 rings the form ends.
func (s *Sim) superUpdate() {}
