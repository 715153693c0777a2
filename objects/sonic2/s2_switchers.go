package sonic2

import "loopwright/physics"

// Sonic 2's plane switchers as objects (Obj03). The level keeps them as
// layers.Switchers, which runSwitchers applies to each player after he
// moves (docs/physics.md "Solid Terrain"); in Sonic 2 each one is also an object of the layout,
// and it acts only while the object manager holds it in a slot. When its
// slot is filled (Obj03_Init) it reads which side of it each player is on
// (planeswitch_p1_flag, planeswitch_p2_flag), so a player who passed it
// while it was unloaded is not switched later.

// s2SwitcherIndex returns the level switcher index of the Obj03 in slot
// k, or -1.
func (s *engine) s2SwitcherIndex(k int) int {
	ob := &s.st.S2.Slots[k]
	if ob.Layout < 0 || int(ob.Layout) >= len(s.s2.layout) {
		return -1
	}
	i := s.s2.layout[ob.Layout].sw - 1
	if i < 0 || i >= physics.S2MaxSwitchers || i >= len(s.level.Switchers) {
		return -1
	}
	return i
}

// planeSwitcher is Obj03: its first run (Obj03_Init) marks the switcher
// loaded and sets both players' sides from their positions; every run
// ends in MarkObjGone3.
func (s *engine) planeSwitcher(k int) {
	st := s.st
	ob := s.slot(k)
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.Width = 0x10
		if i := s.s2SwitcherIndex(k); i >= 0 {
			st.S2.LoadSwitcher(i)
			sw := &s.level.Switchers[i]
			if i < len(st.Sides) {
				st.Sides[i] = sw.SideOf(st.X.Pixel(), st.Y.Pixel())
			}
			if b := &st.P2.Body; st.P2.On && i < len(b.Sides) {
				b.Sides[i] = sw.SideOf(b.X.Pixel(), b.Y.Pixel())
			}
		}
	}
	s.markGone(k, ob.X.Pixel())
}

// switcherUnloaded notes that the Obj03 in slot k is being deleted.
func (s *engine) switcherUnloaded(k int) {
	if i := s.s2SwitcherIndex(k); i >= 0 {
		s.st.S2.UnloadSwitcher(i)
	}
}
