package sonic1

import "loopwright/physics"

// Star Light Zone's objects.

// ---------------------------------------------------------------------------
// Obj5C: pylon

// pylon is Obj5C (_incObj/5C Pylon.asm): foreground scenery drawn at
// twice the camera's parallax (its x -2 times the camera's x). It
// touches nothing and, having no out-of-range check, keeps its slot for
// the rest of the act.
func (s *engine) pylon(k int) {
	ob := &s.st.S2.Slots[k]
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.Width = 0x10
	}
	ob.X = physics.FromPixels(int(int16(-2 * s.st.Cam.X)))
	s.display(k)
}
