package cli

import (
	"bytes"
	"path/filepath"
	"strings"
	"testing"

	"loopwright/chunkgen"
	"loopwright/heightmask"
	"loopwright/layers"
	"loopwright/levelio"
)

func runGenCLI(args ...string) (int, string, string) {
	var out, errb bytes.Buffer
	code := Main(Env{Stdin: strings.NewReader(""), Stdout: &out, Stderr: &errb}, args)
	return code, out.String(), errb.String()
}

// TestGen writes each shape as a pack and a .tmx and reads them back to
// the level chunkgen.Generate builds (docs/chunkgen.md, command line).
func TestGen(t *testing.T) {
	dir := t.TempDir()
	for _, c := range []struct {
		args []string
		spec chunkgen.Spec
	}{
		{[]string{"loop", "--radius", "96"}, chunkgen.Spec{Shape: "loop", Radius: 96, Variant: "s2", Character: "sonic"}},
		{[]string{"slope", "--angle", "0xE8", "--length", "200", "--variant", "s1"}, chunkgen.Spec{Shape: "slope", Angle: 0xE8, Length: 200, Variant: "s1", Character: "sonic"}},
		{[]string{"curve", "--radius", "80", "--convex"}, chunkgen.Spec{Shape: "curve", Radius: 80, Convex: true, Variant: "s2", Character: "sonic"}},
		{[]string{"curve", "--concave", "--radius", "80", "--character", "tails"}, chunkgen.Spec{Shape: "curve", Radius: 80, Variant: "s2", Character: "tails"}},
		{[]string{"halfpipe", "--radius", "64", "--width", "32"}, chunkgen.Spec{Shape: "halfpipe", Radius: 64, Width: 32, Variant: "s2", Character: "sonic"}},
	} {
		want, err := chunkgen.Generate(c.spec)
		if err != nil {
			t.Fatal(err)
		}
		for _, ext := range []string{"", ".tmx"} {
			out := filepath.Join(dir, c.args[0]+strings.Join(c.args[1:], "")+ext)
			code, _, stderr := runGenCLI(append(append([]string{"gen"}, c.args...), "--out", out)...)
			if code != 0 {
				t.Fatalf("gen %v: exit %d: %s", c.args, code, stderr)
			}
			p, err := levelio.Load(out)
			if err != nil {
				t.Fatalf("gen %v: load %s: %v", c.args, out, err)
			}
			got := p.Levels[0]
			if got.Width != want.Level.Width || got.Height != want.Level.Height || got.Start != want.Level.Start || len(got.Switchers) != len(want.Level.Switchers) {
				t.Errorf("gen %v%s: level %dx%d start %v %d switchers, want %dx%d %v %d", c.args, ext,
					got.Width, got.Height, got.Start, len(got.Switchers), want.Level.Width, want.Level.Height, want.Level.Start, len(want.Level.Switchers))
			}
			for py := 0; py < 2; py++ {
				for by := 0; by < got.Height; by++ {
					for bx := 0; bx < got.Width; bx++ {
						ca, a := got.Cell(layers.Path(py), bx, by)
						cb, b := want.Level.Cell(layers.Path(py), bx, by)
						if ca.Solidity != cb.Solidity || heightmask.FlipAngle(a.TileAngle(), ca.XFlip, ca.YFlip) != heightmask.FlipAngle(b.TileAngle(), cb.XFlip, cb.YFlip) {
							t.Fatalf("gen %v%s: path %d block %d,%d: solidity or angle differs", c.args, ext, py, bx, by)
						}
						for d := heightmask.Down; d <= heightmask.Left; d++ {
							for i := 0; i < 16; i++ {
								if a.Sense(d, ca.XFlip, ca.YFlip, i) != b.Sense(d, cb.XFlip, cb.YFlip, i) {
									t.Fatalf("gen %v%s: path %d block %d,%d: Sense(%v, %d) differs", c.args, ext, py, bx, by, d, i)
								}
							}
						}
					}
				}
			}
		}
	}
}

// TestGen_Errors: bad flags are one usage line and a non-zero exit.
func TestGen_Errors(t *testing.T) {
	out := filepath.Join(t.TempDir(), "x")
	for _, args := range [][]string{
		{"gen"}, {"gen", "loop", "--out", out}, {"gen", "loop", "--radius", "10", "--out", out},
		{"gen", "spiral", "--out", out}, {"gen", "slope", "--angle", "zz", "--length", "10", "--out", out},
		{"gen", "curve", "--radius", "50", "--out", out}, {"gen", "loop", "--radius", "64"},
		{"gen", "loop", "--radius", "64", "--width", "3", "--out", out},
		{"gen", "loop", "--radius", "64", "--variant", "s9", "--out", out},
	} {
		code, _, stderr := runGenCLI(args...)
		if code == 0 || strings.Count(strings.TrimSpace(stderr), "\n") != 0 || !strings.HasPrefix(stderr, "loopwright: ") {
			t.Errorf("%v: exit %d, stderr %q", args, code, stderr)
		}
	}
}

// TestGen_Behind: `gen loop --behind` makes a level whose player walks
// under the loop on path B (docs/chunkgen.md, "Loops").
func TestGen_Behind(t *testing.T) {
	out := filepath.Join(t.TempDir(), "behind")
	code, _, errs := runCLI(t, "", "gen", "loop", "--radius", "128", "--behind", "--out", out)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	l, err := levelio.LoadLevel(out, "")
	if err != nil {
		t.Fatal(err)
	}
	if len(l.Switchers) == 0 || l.Switchers[0].Layer[1] != layers.PathB {
		t.Errorf("the first switcher does not set path B: %+v", l.Switchers)
	}
	if code, _, errs := runCLI(t, "", "gen", "slope", "--angle", "E0", "--length", "64", "--behind", "--out", out+"2"); code == 0 || !strings.Contains(errs, "--behind") {
		t.Errorf("slope --behind: exit %d, %q", code, errs)
	}
}
