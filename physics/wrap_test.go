package physics

import (
	"testing"

	"loopwright/internal/leveltest"
	"loopwright/layers"
)

// wrapLevel is a level $800 pixels tall (128 blocks) whose only ground
// is a floor in its top row of blocks (y 0-15) between x 512 and 1024,
// with the bounds of a level that wraps (a top camera limit of -$100,
// the bottom $800, as s2.asm's LevelSize gives Metropolis) or, when wrap
// is false, ordinary bounds 0 to $800.
func wrapLevel(wrap bool) *leveltest.Level {
	tl := leveltest.New(128, WrapHeight/16)
	tl.Fill(leveltest.PathAB, 32, 0, 64, 1)
	top := WrapTop
	if !wrap {
		top = 0
	}
	tl.Lvl.Bounds = layers.Rect{Min: layers.Point{X: 0, Y: top}, Max: layers.Point{X: 128 * 16, Y: WrapHeight + ScreenHeight}}
	return tl
}

// s2.asm Obj01_Control (andi.w #$7FF,y_pos(a0) when Camera_Min_Y_pos is
// -$100) and Sonic_LevelBound: falling past the level's bottom in a level
// that wraps, the player comes back at its top, never below $7FF and
// never killed; with an ordinary top the same fall kills him below the
// bottom limit.
func TestSim_WrapsPlayerY(t *testing.T) {
	s := newSim(wrapLevel(true), S2, 200, 0x700)
	if c := s.Camera(); c.MinY != WrapTop || c.MaxY != WrapHeight {
		t.Fatalf("camera limits %d..%d, want %d..%d", c.MinY, c.MaxY, WrapTop, WrapHeight)
	}
	wrapped := false
	for i := 0; i < 200; i++ {
		y := s.st.Y.Pixel()
		s.Step(0)
		if s.st.Y.Pixel() < 0 || s.st.Y.Pixel() >= WrapHeight || s.st.Dead {
			t.Fatalf("frame %d: y %d dead %v, want within the level's $800", i, s.st.Y.Pixel(), s.st.Dead)
		}
		if s.st.Y.Pixel() < y {
			wrapped = true
			if s.st.Y.Pixel()+WrapHeight != y+s.st.YSpeed.Pixel() && s.st.Y.Pixel()+WrapHeight != y+s.st.YSpeed.Pixel()+1 {
				t.Errorf("wrapped from y %d to %d at Y Speed %v", y, s.st.Y.Pixel(), s.st.YSpeed)
			}
		}
	}
	if !wrapped {
		t.Fatal("the player never wrapped")
	}
	s = newSim(wrapLevel(false), S2, 200, 0x700)
	run(s, 0, 200)
	if !s.st.Dead {
		t.Errorf("with a top limit of 0 the fall left the player alive at y %d", s.st.Y.Pixel())
	}
}

// s2.asm ScrollVerti: in a level that wraps, the player's distance from
// the camera is taken modulo $800 (so, falling, the camera keeps going
// down when he wraps to the top), and the camera moving below its
// bottom limit ($800) goes $800 up (.scrollDown): it stays within -$100
// to $800 and crosses the seam too.
func TestCamera_WrapsWithPlayer(t *testing.T) {
	s := newSim(wrapLevel(true), S2, 200, 0x600)
	crossed := false
	// 100 frames: the player (no top speed in the air) wraps at frame
	// 68 and the camera at 77; later he laps it.
	for i := 0; i < 100; i++ {
		y0 := s.Camera().Y
		s.Step(0)
		c := s.Camera()
		if c.Y < WrapTop || c.Y > WrapHeight {
			t.Fatalf("frame %d: camera y %d, want within %d..%d", i, c.Y, WrapTop, WrapHeight)
		}
		switch d := c.Y - y0; {
		case d < -WrapHeight/2:
			crossed = true
		case d < 0:
			t.Fatalf("frame %d: the camera went up from %d to %d with the player falling at y %d", i, y0, c.Y, s.st.Y.Pixel())
		}
	}
	if !crossed {
		t.Error("the camera never crossed the seam")
	}
}

// s2.asm Find_Tile (the layout's 16 rows of 128 pixels: rows read modulo
// $800): a floor in the level's top row holds a player whose feet are
// below the level's bottom, at y $800 - 1 - his height, over the seam.
func TestSim_WrapsTerrain(t *testing.T) {
	s := newSim(wrapLevel(true), S2, 700, 0x780)
	run(s, 0, 120)
	if want := WrapHeight - 1 - s.st.YRadius + 1; s.st.Air || s.st.Y.Pixel() != want-1 && s.st.Y.Pixel() != want {
		t.Fatalf("air %v at y %d, want standing on the top row's floor seen across the seam (y %d)", s.st.Air, s.st.Y.Pixel(), want)
	}
	y := s.st.Y
	run(s, Right, 30)
	if s.st.Air || s.st.Y != y {
		t.Errorf("walking on the seam: air %v y %v, want %v", s.st.Air, s.st.Y, y)
	}
}

// The wrap is Sonic 2's (Camera_Min_Y_pos = -$100 in its code): Sonic 1
// with the same bounds keeps the player's y as it is.
func TestSim_WrapOnlyS2(t *testing.T) {
	s := newSim(wrapLevel(true), S1, 200, 0x7C0)
	run(s, 0, 30)
	if s.st.Y.Pixel() < 0x7C0 && !s.st.Dead {
		t.Errorf("Sonic 1 wrapped the player to y %d", s.st.Y.Pixel())
	}
}
