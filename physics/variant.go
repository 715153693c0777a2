package physics

import (
	"fmt"
	"strings"
)

// Variant selects which game's behaviour the simulation follows where the
// games differ (docs/variants.md lists every difference and its section).
// The zero value is S2, the default.
type Variant uint8

// The five variants.
const (
	S2    Variant = iota // Sonic the Hedgehog 2 (the default)
	S1                   // Sonic the Hedgehog
	S3K                  // Sonic 3 & Knuckles
	CD                   // Sonic CD
	Mania                // Sonic Mania
)

var variantNames = [...]string{"s2", "s1", "s3k", "cd", "mania"}

// String returns "s1", "s2", "s3k", "cd" or "mania".
func (v Variant) String() string {
	if int(v) < len(variantNames) {
		return variantNames[v]
	}
	return fmt.Sprintf("Variant(%d)", uint8(v))
}

// ParseVariant parses a variant name (case-insensitive); "" is S2.
func ParseVariant(s string) (Variant, error) {
	s = strings.ToLower(strings.TrimSpace(s))
	if s == "" {
		return S2, nil
	}
	for i, n := range variantNames {
		if n == s {
			return Variant(i), nil
		}
	}
	return 0, fmt.Errorf("unknown variant %q (want s1, s2, s3k, cd or mania)", s)
}

// Character is the player character. The zero value is Sonic.
type Character uint8

// The three characters of docs/physics.md "Characters".
const (
	Sonic Character = iota
	Tails
	Knuckles
)

var characterNames = [...]string{"sonic", "tails", "knuckles"}

// String returns "sonic", "tails" or "knuckles".
func (c Character) String() string {
	if int(c) < len(characterNames) {
		return characterNames[c]
	}
	return fmt.Sprintf("Character(%d)", uint8(c))
}

// ParseCharacter parses a character name (case-insensitive); "" is Sonic.
func ParseCharacter(s string) (Character, error) {
	s = strings.ToLower(strings.TrimSpace(s))
	if s == "" {
		return Sonic, nil
	}
	for i, n := range characterNames {
		if n == s {
			return Character(i), nil
		}
	}
	return 0, fmt.Errorf("unknown character %q (want sonic, tails or knuckles)", s)
}

// Config selects the game variant and the character.
type Config struct {
	Variant   Variant
	Character Character
	// Run is the run's start conditions (shield, super, rings, emeralds,
	// underwater; player.go), applied by New.
	Run RunSettings
	// P2 is the second player (docs/physics.md "Player 2", p2_state.go); off by default.
	P2 P2Config
}

// Size is a Width Radius and Height Radius pair (docs/physics.md "Basics", "Sizes"): the
// box is 2*W+1 by 2*H+1 pixels.
type Size struct{ W, H int }

// Sizes are a character's sizes and hitbox (docs/physics.md "Characters").
type Sizes struct {
	Standing, Rolling, Crouching Size
	// HitboxW is the hitbox Width Radius; the hitbox Height Radius is the
	// Height Radius minus 3.
	HitboxW int
	// CrouchHitbox reports whether crouching shrinks the hitbox (height
	// radius 10, moved down 12 px): Sonic in s1 and s2 only.
	CrouchHitbox bool
}

// SizesOf returns the sizes of character c in variant v (docs/physics.md "Characters").
// Crouching does not change the collision radii in any game (the guide:
// "Sonic's Y Position and Height Radius don't actually change at all while
// crouching"); Crouching is the crouched body the guide draws (Height
// Radius 10), used for the hitbox and for display.
func SizesOf(c Character, v Variant) Sizes {
	s := Sizes{
		Standing:  Size{9, 19},
		Rolling:   Size{7, 14},
		Crouching: Size{9, 10},
		HitboxW:   8,
	}
	if c == Tails {
		s.Standing = Size{9, 15}
		s.Crouching = Size{9, 15}
	}
	s.CrouchHitbox = c == Sonic && (v == S1 || v == S2)
	return s
}

// JumpForce returns the character's jump_force in sub-pixels per frame:
// 6.5 (1664), Knuckles 6 (1536) (docs/physics.md "Characters").
func JumpForce(c Character) Fixed {
	if c == Knuckles {
		return 0x600
	}
	return 0x680
}

// PushRadius is the push sensors' distance from the centre (docs/physics.md "Characters").
const PushRadius = 10

// Constants of docs/physics.md "States" and "Slope Physics", in sub-pixels.
const (
	Acceleration       Fixed = 12   // acceleration_speed 0.046875
	Deceleration       Fixed = 128  // deceleration_speed 0.5
	Friction           Fixed = 12   // friction_speed 0.046875
	TopSpeed           Fixed = 1536 // top_speed 6
	AirAcceleration    Fixed = 24   // air_acceleration_speed 0.09375
	Gravity            Fixed = 56   // gravity_force 0.21875
	RollFriction       Fixed = 6    // roll_friction_speed 0.0234375
	RollDeceleration   Fixed = 32   // roll_deceleration_speed 0.125
	SlopeFactor        Fixed = 32   // slope_factor_normal 0.125
	SlopeFactorRollUp  Fixed = 20   // slope_factor_rollup 0.078125 (the games: rolldown/4)
	SlopeFactorRollDwn Fixed = 80   // slope_factor_rolldown 0.3125
	FallSpeed          Fixed = 640  // 2.5, the slip threshold
	JumpRelease        Fixed = -1024
	RollSpeedCap       Fixed = 4096 // 16, the rolling X Speed cap
	MaxFallCD          Fixed = 4096 // 16, Sonic CD's Y Speed cap
	ControlLockFrames        = 30
)
