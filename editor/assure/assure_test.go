package assure

import (
	"image"
	"path/filepath"
	"testing"

	"loopwright/examples"
	"loopwright/heightmask"
	"loopwright/layers"
	"loopwright/levelio"
	"loopwright/lint"
	"loopwright/physics"
	"loopwright/preview"
)

// tourCopy saves the example tour pack to a temporary directory (checks
// and inputs are not part of the pack: the test uses the loop's own
// script) and returns the path and the loop level loaded from it.
func tourCopy(t testing.TB) (string, *layers.Level) {
	p, err := examples.Load("tour")
	if err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join(t.TempDir(), "tour")
	if err := levelio.Save(p, dir); err != nil {
		t.Fatal(err)
	}
	return dir, p.Level("loop")
}

func breakLoop(t testing.TB, l *layers.Level) {
	half := heightmask.Mask{Heights: [16]int8{8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8}}
	half.Recompute()
	l.Lib.Tiles = append(l.Lib.Tiles, half)
	if err := l.SetCell(layers.PathA, 78, 20, layers.Cell{Tile: layers.TileID(len(l.Lib.Tiles) - 1)}); err != nil {
		t.Fatal(err)
	}
}

// TestState_GhostAgainstSaved edits the loop as the editor would and
// checks the ghost parts from the saved level's where the edit is, the
// lint finds it and both are drawn.
func TestState_GhostAgainstSaved(t *testing.T) {
	dir, loop := tourCopy(t)
	sc, _ := examples.Inputs("tour", "loop")
	var st State
	if err := st.LoadSaved(dir, "loop"); err != nil {
		t.Fatal(err)
	}
	st.Against = AgainstSaved
	st.SetRun(loop, physics.Config{}, loop.Start, sc, 0)
	st.Resimulate(loop)
	if st.First != 0 || len(st.Ghost) != sc.Len() || len(st.Base) != sc.Len() {
		t.Fatalf("unedited: first %d, %d and %d frames", st.First, len(st.Ghost), len(st.Base))
	}
	edited := loop.Clone()
	breakLoop(t, edited)
	st.Relint(edited)
	st.Resimulate(edited)
	if st.First != 235 {
		t.Errorf("edited: ghosts part at frame %d, want 235", st.First)
	}
	if len(st.Lint) == 0 || st.Lint[0].Rule != lint.RuleStep {
		t.Errorf("lint: %v", st.Lint)
	}
	img := image.NewRGBA(image.Rect(0, 0, 640, 480))
	vp := preview.Viewport{X: 1000, Y: 100, Zoom: 1}
	st.Draw(img, vp, true, true)
	x, y := vp.LevelToScreen(st.Lint[0].X, st.Lint[0].Y)
	found := false
	for dy := -12; dy <= 12 && !found; dy++ {
		for dx := -12; dx <= 12; dx++ {
			if img.RGBAAt(x+dx, y+dy) == MarkerColour(st.Lint[0].Severity) {
				found = true
				break
			}
		}
	}
	if !found {
		t.Error("no lint marker drawn at the finding")
	}
	st.Against, st.Variant = AgainstVariant, physics.S1
	st.Resimulate(loop)
	if st.First != 130 {
		t.Errorf("against s1: first %d, want 130", st.First)
	}
}

// TestState_Checks runs the tour's loop checks on the level as edited.
func TestState_Checks(t *testing.T) {
	var st State
	st.LoadChecks(filepath.Join("..", "..", "examples", "packs", "tour"), "loop")
	if st.Suite == nil || st.ChecksErr != nil {
		t.Fatalf("no checks: %v", st.ChecksErr)
	}
	_, loop := tourCopy(t)
	if n := st.RunChecks(loop); n != 0 {
		t.Errorf("%d failed on the unedited loop", n)
	}
	breakLoop(t, loop)
	if n := st.RunChecks(loop); n != len(st.Results) || n == 0 {
		t.Errorf("%d of %d failed on the broken loop", n, len(st.Results))
	}
	if s := st.Summary(); s != "checks: 0 of 6 pass · lint: 0 errors, 0 warnings, 0 notes" {
		t.Errorf("summary %q", s)
	}
}

// BenchmarkState_Resimulate re-simulates the ghost, 3600 frames, after an
// edit (within 20 ms).
func BenchmarkState_Resimulate(b *testing.B) {
	_, loop := tourCopy(b)
	sc, _ := examples.Inputs("tour", "loop")
	var st State
	st.SetRun(loop, physics.Config{}, loop.Start, sc, 3600)
	b.ReportAllocs()
	for b.Loop() {
		st.Resimulate(loop)
	}
}
