package generic

import "loopwright/physics"

// magnetRing is a level ring under the lightning shield (docs/physics.md "Elemental Shields" "Ring
// Magnetization"): once within reach it follows the player (ObjState.Flag
// marks it magnetised) while the shield lasts; without the shield a
// magnetised ring stays where it is.
func (s *engine) magnetRing(i int) {
	o := &s.st.Obj.Objs[i]
	if s.st.P.Shield != physics.ShieldLightning || s.st.Dead {
		return
	}
	if !o.Flag && !s.Magnetises(o.X.Pixel(), o.Y.Pixel()) {
		return
	}
	o.Flag = true
	physics.MagnetRing(s.st.X.Pixel(), s.st.Y.Pixel(), &o.X, &o.Y, &o.XSpeed, &o.YSpeed)
}

// giveShield is a shield monitor's contents: elemental shields exist in
// s3k and mania; elsewhere every shield monitor gives the blue shield.
func (s *engine) giveShield(contents uint8) {
	k := physics.ShieldNormal
	if s.HasDoubleJumpMoves() {
		switch contents {
		case monFireShield:
			k = physics.ShieldFire
		case monBubbleShield:
			k = physics.ShieldBubble
		case monLightningShield:
			k = physics.ShieldLightning
		}
	}
	s.SetShield(k)
}
