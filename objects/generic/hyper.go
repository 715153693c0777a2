package generic

import "loopwright/physics"

// HyperAttack is HyperAttackTouchResponse: every badnik on the screen is
// destroyed (HyperTouch_DestroyEnemy: without the player's rebound);
// bosses and badniks that take several hits are not.
func (s *engine) HyperAttack() {
	st := s.st
	for i := range s.ob.defs {
		d := &s.ob.defs[i]
		if d.react != physics.ReactAttackable || d.kind == kBoss {
			continue
		}
		o := &st.Obj.Objs[i]
		if o.Routine == rtGone || !s.OnScreen(o.X.Pixel(), o.Y.Pixel(), d.hw, d.hh) {
			continue
		}
		o.Routine = rtGone
		s.contact(i, physics.Hitbox, "destroy")
	}
}
