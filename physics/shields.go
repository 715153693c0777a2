package physics

// ShieldKind is the shield a player holds (section 17). The zero value is
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
