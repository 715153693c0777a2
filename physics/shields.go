package physics

// ShieldKind is the shield a player holds (docs/physics.md "Elemental Shields"). The zero value is
// none.
type ShieldKind uint8

// The shields.
const (
	ShieldNone      ShieldKind = iota
	ShieldNormal               // the blue shield (s1, s2, s3k, mania)
	ShieldFire                 // s3k, mania: the fire dash
	ShieldBubble               // s3k, mania: the bubble bounce
	ShieldLightning            // s3k, mania: the double jump, ring magnet
)

var shieldNames = [...]string{"none", "normal", "fire", "bubble", "lightning"}

// String returns none, normal, fire, bubble or lightning.
func (k ShieldKind) String() string {
	if int(k) < len(shieldNames) {
		return shieldNames[k]
	}
	return "none"
}

// ParseShield parses a shield name.
func ParseShield(s string) (ShieldKind, bool) {
	for i, n := range shieldNames {
		if n == s {
			return ShieldKind(i), true
		}
	}
	return 0, false
}

// Shield moves and constants (docs/physics.md "Elemental Shields"; S3K Sonic_ShieldMoves,
// BubbleShield_Bounce).
const (
	FireDashSpeed      Fixed = 0x800  // X Speed 8 in the facing direction, Y Speed 0
	LightningJumpSpeed Fixed = -0x580 // Y Speed -5.5
	BubbleDownSpeed    Fixed = 0x800  // Y Speed 8, X Speed 0 (mania: halved)
	BubbleBounce       Fixed = 0x780  // 7.5 off the ground
	BubbleBounceWater  Fixed = 0x400  // 4 underwater
	// RingMagnetRange is the lightning shield's ring attraction box
	// (128 x 128 around the player).
	RingMagnetRange = 64
	// RingFollowSpeed and RingTurnSpeed are the magnetised ring's
	// accelerations (0.1875 towards, 0.75 when turning back).
	RingFollowSpeed Fixed = 0x30
	RingTurnSpeed   Fixed = 0xC0
)

// SetShield gives the player shield k (ShieldNone takes it away). Fire
// and lightning shields go out at once underwater; a bubble shield gives
// full air (S3K Monitor_Give_BubbleShield: Player_ResetAirTimer).
func (s *Sim) SetShield(k ShieldKind) {
	p := &s.st.P
	if p.Underwater && (k == ShieldFire || k == ShieldLightning) {
		k = ShieldNone
	}
	if k == ShieldBubble {
		p.AirLeft, p.AirTimer = AirSeconds, 0
	}
	p.Shield = k
	s.st.Obj.Shield = k != ShieldNone
}

// LoseShield is a hit taking the shield away.
func (s *Sim) LoseShield() {
	s.st.P.Shield = ShieldNone
}

// Magnetises reports whether a ring at (x, y) is within the lightning
// shield's reach (docs/physics.md "Elemental Shields" "Ring Magnetization").
func (s *Sim) Magnetises(x, y int) bool {
	if s.st.P.Shield != ShieldLightning {
		return false
	}
	dx, dy := x-s.st.X.Pixel(), y-s.st.Y.Pixel()
	return dx >= -RingMagnetRange && dx < RingMagnetRange && dy >= -RingMagnetRange && dy < RingMagnetRange
}

// MagnetRing moves a magnetised ring one frame (docs/physics.md "Elemental Shields" "Ring
// Magnetization"): each axis accelerates towards the player by 0.1875
// when already moving towards it, else 0.75; then it moves.
func MagnetRing(px, py int, x, y, xs, ys *Fixed) {
	acc := func(toward int, v Fixed) Fixed {
		switch {
		case toward < 0:
			if v < 0 {
				return v - RingFollowSpeed
			}
			return v - RingTurnSpeed
		case toward > 0:
			if v > 0 {
				return v + RingFollowSpeed
			}
			return v + RingTurnSpeed
		}
		return v
	}
	*xs = acc(px-x.Pixel(), *xs)
	*ys = acc(py-y.Pixel(), *ys)
	*x += *xs
	*y += *ys
}
