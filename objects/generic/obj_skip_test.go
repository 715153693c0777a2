package generic

import (
	"bytes"
	"fmt"
	"reflect"
	"testing"

	"loopwright/physics"
	"loopwright/traceio"

	"loopwright/layers"
)

// runBothWays steps two copies of a level, one with the object-update
// skipping of obj_skip.go and one updating every object, and fails at the
// first frame whose record or state differs.
func runBothWays(t *testing.T, name string, mk func() *physics.Sim, frames int, in func(f int) physics.Input) {
	t.Helper()
	a, b := mk(), mk()
	defer func() { skipObjects = true }()
	for f := 1; f <= frames; f++ {
		skipObjects = true
		a.Step(in(f))
		skipObjects = false
		b.Step(in(f))
		if !reflect.DeepEqual(a.Live(), b.Live()) {
			t.Fatalf("%s frame %d: skipping object updates changed the state:\n%+v\n%+v", name, f, a.Live(), b.Live())
		}
	}
}

// Skipping idle objects beyond their reach (obj_skip.go) is a speed-up
// only: every frame's record and state equal those of updating every
// object, on every object scenario in every variant and on the objects
// benchmark's run.
func TestRunObjects_SkipChangesNothing(t *testing.T) {
	for _, v := range []physics.Variant{physics.S1, physics.S2, physics.S3K, physics.Mania} {
		for _, sc := range objScenarios() {
			script, err := traceio.ParseInputs(bytes.NewReader([]byte(sc.input)), sc.name)
			if err != nil {
				t.Fatal(err)
			}
			cfg := sc.cfg
			cfg.Variant = v
			runBothWays(t, fmt.Sprint(sc.name, " ", v), func() *physics.Sim { return physics.New(sc.level().Lvl, cfg, sc.start) },
				script.Len()+60, func(f int) physics.Input { return script.At(f) })
		}
	}
	all := gapLevel()
	for _, sc := range objScenarios() {
		all.Lvl.Objects = append(all.Lvl.Objects, sc.level().Lvl.Objects...)
	}
	for i := range all.Lvl.Objects {
		all.Lvl.Objects[i].ID = i + 1
	}
	for _, v := range []physics.Variant{physics.S1, physics.S2, physics.S3K} {
		runBothWays(t, fmt.Sprint("all objects ", v), func() *physics.Sim {
			return physics.New(all.Lvl, physics.Config{Variant: v}, layers.Point{X: 300, Y: 716})
		}, 1200, func(f int) physics.Input {
			in := physics.Right
			if f%90 < 30 {
				in |= physics.Jump
			}
			if f%400 > 300 {
				in = physics.Left | physics.Jump
			}
			return in
		})
	}
}
