package sonic2_test

import (
	"bytes"
	"testing"

	"loopwright/internal/sharedtest"
	"loopwright/layers"
	"loopwright/physics"
	"loopwright/traceio"
)

// BenchmarkStep_EHZ1Objects: one frame of the original game's ehz1-objects
// run (conformance README) on Emerald Hill act 1 with its own objects and
// rings (Sonic 2: the object manager, rings manager, the log bridge, a
// Masher, the rings scattered), restarted after its 540 frames. It skips
// when ../shared is absent (fails under CI).
func BenchmarkStep_EHZ1Objects(b *testing.B) {
	lvl := ehz1WithObjects(b)
	script, err := traceio.ParseInputs(bytes.NewReader(sharedtest.ReadFile(b, "conformance", "ehz1-objects.txt")), "ehz1-objects.txt")
	if err != nil {
		b.Fatal(err)
	}
	sim := physics.New(lvl, physics.Config{Variant: physics.S2}, layers.Point{X: 96, Y: 656})
	var start physics.State
	sim.Save(&start)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if sim.Frame() >= 540 {
			sim.Restore(&start)
		}
		sim.Step(script.At(sim.Frame() + 1))
	}
}
