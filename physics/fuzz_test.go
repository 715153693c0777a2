package physics

import (
	"testing"

	"loopwright/layers"
)

// FuzzStep: random terrain and random inputs never panic, and the player
// stays inside the level's horizontal bounds widened to Sonic_LevelBound's
// limits (boundLimits: the camera's, which in s2, s3k and mania reach 64 px
// past the level's right edge), or is dead. The game checks x + x speed
// against the limits before it moves the player and before terrain
// collision, so collision may push the player past both the limit and the
// level's edge, by at most one sensor's reach: maxPush, a regressed wall
// sensor's -16 plus a full tile's 16 (FindWall2; AnglePos' ground snap is
// at most 14). Random walls did push Sonic 3 px past x = 0 (the seed
// 761c6aba6dafc54f); the next frame's bound check put him back at 16.
func FuzzStep(f *testing.F) {
	const maxPush = 32
	f.Add([]byte{1, 2, 3, 4, 5, 6, 7, 8}, []byte{2, 2, 2, 16, 16, 1, 1, 0}, uint8(0))
	f.Add([]byte{255, 16, 0, 0, 3, 32, 200, 1, 7, 9}, []byte{18, 18, 8, 8, 1, 17}, uint8(2))
	f.Fuzz(func(t *testing.T, terrain, inputs []byte, v uint8) {
		tl := randomLevel(terrain)
		cfg := Config{Variant: Variant(v % 5), Character: Character(v / 5 % 3)}
		x, y := 100, 60
		if len(inputs) > 1 {
			x, y = 20+int(inputs[0])%340, int(inputs[1])
		}
		s := New(tl.Lvl, cfg, layers.Point{X: x, Y: y})
		b := tl.Lvl.Bounds
		for i := 0; i < 600; i++ {
			in := Input(0)
			if len(inputs) > 0 {
				in = Input(inputs[i%len(inputs)] & 31)
			}
			s.Step(in)
			r := s.Record()
			if r.State == "dead" {
				continue
			}
			left, right, _ := s.boundLimits()
			left, right = min(left, b.Min.X)-maxPush, max(right, b.Max.X)+maxPush
			px := r.X.Pixel()
			if px < left || px > right {
				t.Fatalf("frame %d: x %v outside the level bound (%d..%d), state %s", r.Frame, r.X, left, right, r.State)
			}
		}
	})
}
