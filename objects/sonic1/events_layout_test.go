package sonic1

import (
	"testing"

	"loopwright/layers"
	"loopwright/physics"
)

// _inc/DynamicLevelEvents.asm: DLE_LZ3: while switch $F is pressed
// (f_switch+$F) the layout's row 2, column 6 (v_lvllayout+$80*2+6)
// becomes chunk 7, one of the water slides' chunks (LZWaterSlides'
// Slide_Chunks); the level itself is not changed, and a restart reloads
// the layout (LevelLayoutLoad).
func TestEngine_LevelEventsLZ3Switch(t *testing.T) {
	sim, e := actSim(t, "lz3")
	orig := sim.LayoutChunk(lz3WallX, lz3WallY)
	e.camAt(0, 0)
	if got := sim.LayoutChunk(lz3WallX, lz3WallY); got != orig {
		t.Fatalf("switch $F not pressed: chunk %d, want the level's %d", got, orig)
	}
	e.st.S2.Switch[0xF] = 1
	e.camAt(0, 0)
	if got := sim.LayoutChunk(lz3WallX, lz3WallY); got != 7 {
		t.Fatalf("switch $F pressed: chunk %d, want 7", got)
	}
	if got := e.layoutChunk(lz3WallX<<8|0x80, lz3WallY<<8|0x80); got != 7 {
		t.Errorf("LZWaterSlides reads chunk %d there, want 7", got)
	}
	l := sim.Level()
	if l.Layout[lz3WallY*l.LayoutW+lz3WallX] != orig {
		t.Error("the level's own layout was changed")
	}
	sim.Respawn(layers.Point{X: 64, Y: 716})
	if got := sim.LayoutChunk(lz3WallX, lz3WallY); got != orig {
		t.Errorf("after a restart: chunk %d, want the level's %d", got, orig)
	}
}

// _inc/LZWaterFeatures.asm: DynWater_LZ3's first stage: with the camera
// right of $600 and Sonic between y $3C0 and $600, the water drops at
// once to $4C8, chunk $4B is written at row 2, column 6 of the layout
// (v_lvllayout+$80*2+6) and the second stage begins; before, the water
// stays at $900 and the layout as it is.
func TestEngine_DynWaterLZ3Layout(t *testing.T) {
	sim, e := actSim(t, "lz3")
	orig := sim.LayoutChunk(lz3WallX, lz3WallY)
	st := e.st
	st.Y = physics.FromPixels(0x3BF)
	e.dynWaterLZ3(0x600, 0x3BF)
	if sim.LayoutChunk(lz3WallX, lz3WallY) != orig || st.Water.Target != 0x900 || st.S2.WaterRoutine != 0 {
		t.Fatalf("Sonic above $3C0: chunk %d water %#x stage %d, want the level's, $900, 0",
			sim.LayoutChunk(lz3WallX, lz3WallY), st.Water.Target, st.S2.WaterRoutine)
	}
	e.dynWaterLZ3(0x600, 0x3C0)
	if got := sim.LayoutChunk(lz3WallX, lz3WallY); got != 0x4B {
		t.Errorf("chunk %#x, want $4B", got)
	}
	if st.Water.Target != 0x4C8 || st.Water.Mean != 0x4C8 || st.S2.WaterRoutine != 1 {
		t.Errorf("water %#x/%#x stage %d, want $4C8/$4C8 and 1", st.Water.Target, st.Water.Mean, st.S2.WaterRoutine)
	}
}
