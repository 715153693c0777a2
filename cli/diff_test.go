package cli

import (
	"image/png"
	"loopwright/traceio"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"loopwright/heightmask"
	"loopwright/layers"
	"loopwright/levelio"
	"loopwright/physics"
)

const tourDir = "../examples/packs/tour"

// TestDiff_Modes runs loopwright diff in each mode against an identical
// run (exit 0) and a different one (exit 1), and checks usage errors exit 2.
func TestDiff_Modes(t *testing.T) {
	inputs := filepath.Join(tourDir, "inputs", "loop.txt")
	base := []string{"diff", "--level", tourDir, "--name", "loop", "--inputs", inputs}
	trace := filepath.Join(t.TempDir(), "loop.jsonl")
	if code, _, errs := runCLI(t, "", "sim", "--level", tourDir, "--name", "loop", "--inputs", inputs, "--trace", trace); code != 0 {
		t.Fatal(errs)
	}
	hillsTrace := filepath.Join(t.TempDir(), "hills.csv")
	runCLI(t, "", "sim", "--level", tourDir, "--name", "hills", "--inputs", inputs, "--trace", hillsTrace)
	for _, c := range []struct {
		args []string
		code int
		out  string
	}{
		{[]string{"--against-level", tourDir}, 0, "identical over 418 frames"},
		{[]string{"--against-level", tourDir, "--against-name", "hills"}, 1, "first difference at frame 1: y 220 vs 492"},
		{[]string{"--against-variant", "s2"}, 0, "identical over 418 frames"},
		{[]string{"--against-variant", "s1"}, 1, "first difference at frame 130: gsp 6.00390625 vs 6"},
		{[]string{"--against-character", "sonic"}, 0, "identical"},
		{[]string{"--against-character", "tails"}, 1, "first difference at frame "},
		{[]string{"--against-trace", trace}, 0, "identical over 418 frames"},
		{[]string{"--against-trace", hillsTrace}, 1, "first difference at frame 1:"},
		{[]string{}, 2, ""},
		{[]string{"--against-variant", "s1", "--against-character", "tails"}, 2, ""},
		{[]string{"--against-variant", "s9"}, 2, ""},
		{[]string{"--against-trace", "nope.jsonl"}, 2, ""},
		{[]string{"--against-trace", inputs}, 2, ""},
	} {
		code, out, errs := runCLI(t, "", append(append([]string{}, base...), c.args...)...)
		if code != c.code || !strings.HasPrefix(out, c.out) {
			t.Errorf("%v: exit %d, want %d\n%s%s", c.args, code, c.code, out, errs)
		}
	}
	pngPath := filepath.Join(t.TempDir(), "d.png")
	if code, _, errs := runCLI(t, "", append(base, "--against-variant", "s1", "--png", pngPath)...); code != 1 {
		t.Fatal(errs)
	}
	f, err := os.Open(pngPath)
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = f.Close() }()
	if img, err := png.Decode(f); err != nil || img.Bounds().Dx() < 500 {
		t.Errorf("png: %v %v", err, err)
	}
}

// TestAssurance_WrongLoopTile: one tile of
// the tour's loop (its climb on path A, block 78,20) replaced by a half
// block. lint names that block, check names the failing check and frame,
// and diff against the unedited level names the first frame that changed.
func TestAssurance_WrongLoopTile(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "tour")
	copyTree(t, tourDir, dir)
	p, err := levelio.Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	half := heightmask.Mask{Heights: [16]int8{8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8}}
	half.Recompute()
	p.Lib.Tiles = append(p.Lib.Tiles, half)
	loop := p.Level("loop")
	if err := loop.SetCell(layers.PathA, 78, 20, layers.Cell{Tile: layers.TileID(len(p.Lib.Tiles) - 1)}, p.Levels...); err != nil {
		t.Fatal(err)
	}
	if err := levelio.Save(p, dir); err != nil {
		t.Fatal(err)
	}

	code, out, _ := runCLI(t, "", "lint", dir, "--name", "loop")
	if code != 1 || !strings.Contains(out, "block 78,20") {
		t.Errorf("lint: exit %d:\n%s", code, out)
	}

	code, out, _ = runCLI(t, "", "check", dir)
	m := regexp.MustCompile(`FAIL tour/loop: goes round the loop \[s2 sonic\]: frame (\d+): `).FindStringSubmatch(out)
	if code != 1 || m == nil {
		t.Fatalf("check: exit %d:\n%s", code, out)
	}

	inputs := filepath.Join(tourDir, "inputs", "loop.txt")
	code, out, _ = runCLI(t, "", "diff", "--level", dir, "--name", "loop", "--inputs", inputs, "--against-level", tourDir)
	// The first frame where the two runs' records differ, found by
	// stepping both.
	orig, _ := levelio.LoadLevel(tourDir, "loop")
	script, _ := os.ReadFile(inputs)
	sc, _ := traceio.ParseInputs(strings.NewReader(string(script)), "loop.txt")
	sa, sb := physics.New(loop, physics.Config{}, loop.Start), physics.New(orig, physics.Config{}, orig.Start)
	first := 0
	for f := 1; f <= sc.Len() && first == 0; f++ {
		sa.Step(sc.At(f))
		sb.Step(sc.At(f))
		if ra, rb := sa.Record(), sb.Record(); ra.X != rb.X || ra.Y != rb.Y || ra.GSpeed != rb.GSpeed || ra.XSpeed != rb.XSpeed || ra.YSpeed != rb.YSpeed || ra.Angle != rb.Angle || ra.Mode != rb.Mode {
			first = f
		}
	}
	if code != 1 || first == 0 || !strings.HasPrefix(out, "first difference at frame "+strconv.Itoa(first)+":") {
		t.Errorf("diff: exit %d, want first difference at %d:\n%s", code, first, out)
	}
	if failAt, _ := strconv.Atoi(m[1]); failAt < first {
		t.Errorf("check fails at frame %d, before the runs part at %d", failAt, first)
	}
}

// TestDiff_StartState compares a run begun from a start state (docs/cli.md, trace)
// with the trace sim writes from the same state: identical.
func TestDiff_StartState(t *testing.T) {
	dir := t.TempDir()
	state := filepath.Join(dir, "s.json")
	if err := os.WriteFile(state, []byte(`{"x":1400,"y":300,"grounded":false,"ysp":-1.5}`), 0o644); err != nil {
		t.Fatal(err)
	}
	trace := filepath.Join(dir, "t.jsonl")
	if code, _, errs := runCLI(t, "", "sim", "--level", tourDir, "--name", "loop", "--start-state", state, "--frames", "90", "--trace", trace); code != 0 {
		t.Fatal(errs)
	}
	code, out, errs := runCLI(t, "", "diff", "--level", tourDir, "--name", "loop", "--start-state", state, "--against-trace", trace)
	if code != 0 || !strings.HasPrefix(out, "identical over 90 frames") {
		t.Errorf("exit %d: %s%s", code, out, errs)
	}
	code, out, _ = runCLI(t, "", "diff", "--level", tourDir, "--name", "loop", "--frames", "90", "--against-trace", trace)
	if code != 1 || !strings.HasPrefix(out, "first difference at frame 1:") {
		t.Errorf("without the state: exit %d: %s", code, out)
	}
}
