package lint

import (
	"testing"

	"loopwright/chunkgen"
)

// generatedSpecs are the shapes `loopwright gen` makes, over their sizes:
// loops of every radius 64..512 in steps of 32 (and some off the block
// grid), curves and half-pipes from the smallest radius to large ones,
// slopes of every floor angle the generator takes, for each chunk size.
func generatedSpecs(short bool) []chunkgen.Spec {
	var out []chunkgen.Spec
	variants := []string{"s1", "s2", "s3k"}
	if short {
		variants = []string{"s2"}
	}
	for _, v := range variants {
		for r := 64; r <= 512; r += 32 {
			out = append(out, chunkgen.Spec{Shape: "loop", Radius: float64(r), Variant: v})
		}
		for _, r := range []float64{72, 100, 136, 301, 500} {
			out = append(out, chunkgen.Spec{Shape: "loop", Radius: r, Variant: v})
		}
		for _, r := range []float64{16, 24, 32, 48, 64, 96, 128, 192, 256, 384, 512, 1024, 2048} {
			out = append(out,
				chunkgen.Spec{Shape: "curve", Radius: r, Convex: true, Variant: v},
				chunkgen.Spec{Shape: "curve", Radius: r, Variant: v},
				chunkgen.Spec{Shape: "halfpipe", Radius: r, Width: 2 * r, Variant: v},
				chunkgen.Spec{Shape: "halfpipe", Radius: r, Width: 0, Variant: v},
			)
		}
		for a := 0xE0; a <= 0xFC; a += 4 {
			out = append(out, chunkgen.Spec{Shape: "slope", Angle: a, Length: 256, Variant: v})
		}
	}
	return out
}

// TestLint_GeneratedClean checks that every level `loopwright gen` makes
// lints clean: no warning and no error (docs/chunkgen.md, docs/lint.md).
func TestLint_GeneratedClean(t *testing.T) {
	for _, sp := range generatedSpecs(testing.Short()) {
		g, err := chunkgen.Generate(sp)
		if err != nil {
			t.Logf("%+v: %v", sp, err) // a size the generator refuses
			continue
		}
		for _, f := range Lint(g.Level) {
			if f.Severity >= Warning {
				t.Errorf("%s (%s): %v", g.Level.Name, sp.Variant, f)
			}
		}
	}
}
