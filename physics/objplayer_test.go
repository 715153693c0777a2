package physics

import (
	"testing"

	"loopwright/layers"
)

// docs/physics.md "Hitboxes": the player's hitbox is 8 wide and Height
// Radius - 3 high (crouching Sonic in s1/s2: moved 12 down, height radius
// 10).
func TestSim_PlayerHitbox(t *testing.T) {
	s := abilitySim(S2, Sonic)
	l, top, w, h := s.PlayerHitbox()
	if l != 92 || top != 716-16 || w != 16 || h != 32 {
		t.Errorf("standing hitbox %d %d %d %d", l, top, w, h)
	}
	s.st.Anim = animDuck
	if _, top, _, h := s.PlayerHitbox(); top != 716-16+12 || h != 20 {
		t.Errorf("crouching %d %d", top, h)
	}
	s3 := abilitySim(S3K, Sonic)
	s3.st.Anim = animDuck
	if _, top, _, _ := s3.PlayerHitbox(); top != 700 {
		t.Errorf("s3k crouching moved the hitbox: %d", top)
	}
}

// sonic.asm HurtSonic (.isdry) and s2.asm Hurt_Reverse: bounced -$400 up
// and $200 away from the object (underwater -$200, $100), the x positions
// compared unsigned (blo): at or right of the object he goes right; an
// object at a negative x counts as far right of him. No ground speed, 120
// frames' flashing, in the air and hurt.
func TestSim_Knockback(t *testing.T) {
	for _, c := range []struct {
		name   string
		x, ox  int
		water  bool
		xs, ys Fixed
	}{
		{"right of it", 100, 90, false, 0x200, -0x400},
		{"at it", 100, 100, false, 0x200, -0x400},
		{"left of it", 100, 110, false, -0x200, -0x400},
		{"underwater", 100, 110, true, -0x100, -0x200},
		{"object at x -5 (unsigned: far right)", 100, -5, false, -0x200, -0x400},
	} {
		tl := flatLevel()
		s := New(tl.Lvl, Config{Variant: S2}, layers.Point{X: c.x, Y: 716})
		s.st.GSpeed = 0x300
		s.st.P.Underwater = c.water
		s.Knockback(c.ox)
		st := &s.st
		if st.XSpeed != c.xs || st.YSpeed != c.ys || st.GSpeed != 0 || !st.Air || !st.Obj.Hurt || st.Obj.Invuln != InvulnFrames {
			t.Errorf("%s: speeds %v,%v gsp %v air %v hurt %v invuln %d; want %v,%v", c.name, st.XSpeed, st.YSpeed, st.GSpeed, st.Air, st.Obj.Hurt, st.Obj.Invuln, c.xs, c.ys)
		}
	}
}
