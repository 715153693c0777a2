package physics

// Placeholders for the moves not built yet (replaced one by one).

func (s *Sim) modeFly(in Input, press bool) {}
func (s *Sim) startFlight() bool            { return false }
func (s *Sim) sonicAirMove(in Input) bool   { return false }
func (s *Sim) flyTired() bool               { return false }
