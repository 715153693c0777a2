package physics

import "testing"

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
