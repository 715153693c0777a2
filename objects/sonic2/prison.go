package sonic2

// eggPrison is Obj3E (placeholder until the prison's routines are in).
func (s *engine) eggPrison(k int) {
	ob := s.slot(k)
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.Width = 0x20
	}
	s.markGone(k, ob.X.Pixel())
}
