package preview

import (
	"testing"

	"loopwright/physics"
)

// TestInspect_SensorNamesBeforeAStep: a record no Step has filled (frame 0
// of a new session) still lists sensors A-F in physics' order (Sim.Step
// names Sensors[i] 'A'+i); it read "\x00", drawn as a "?" glyph.
func TestInspect_SensorNamesBeforeAStep(t *testing.T) {
	in := Inspect(&physics.FrameRecord{}, nil)
	for i, s := range in.Sensors {
		if want := string(rune('A' + i)); s.Name != want {
			t.Errorf("sensor %d named %q, want %q", i, s.Name, want)
		}
	}
	for i, r := range in.SensorTable() {
		if r[0] != string(rune('A'+i)) {
			t.Errorf("table row %d: %q", i, r)
		}
	}
}
