package examples

import (
	"bytes"
	"io/fs"
	"os"
	"path/filepath"
	"testing"

	"loopwright/examples/internal/abilities"
	"loopwright/examples/internal/basics"
	"loopwright/examples/internal/tour"
	"loopwright/heightmask"
	"loopwright/internal/goldentest"
	"loopwright/pack"
)

// generated returns every generated pack with the input scripts that go
// with it (level name -> script text).
func generated() map[string]struct {
	p       *pack.Pack
	scripts map[string]string
} {
	out := map[string]struct {
		p       *pack.Pack
		scripts map[string]string
	}{}
	out["basics"] = struct {
		p       *pack.Pack
		scripts map[string]string
	}{basics.Build(), map[string]string{"basics": tour.BasicsScript}}
	tp, levels := tour.Build()
	ts := map[string]string{}
	for _, l := range levels {
		ts[l.Level.Name] = l.Script
	}
	out[tour.Name] = struct {
		p       *pack.Pack
		scripts map[string]string
	}{tp, ts}
	ap, alevels := abilities.Build()
	as := map[string]string{}
	for _, l := range alevels {
		as[l.Level.Name] = l.Script
	}
	as[abilities.SpecialName] = abilities.MazeScript
	out[abilities.Name] = struct {
		p       *pack.Pack
		scripts map[string]string
	}{ap, as}
	return out
}

// TestGenerated checks the committed packs and their input scripts are
// what the generators make (and rewrites them with -update).
func TestGenerated(t *testing.T) {
	for name, g := range generated() {
		dir := filepath.Join("packs", name)
		files, err := pack.Files(g.p)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		for level, script := range g.scripts {
			files[InputsDir+"/"+level+".txt"] = []byte(script)
		}
		if *goldentest.Update {
			if err := pack.Save(g.p, dir); err != nil {
				t.Fatal(err)
			}
			if err := os.MkdirAll(filepath.Join(dir, InputsDir), 0o755); err != nil {
				t.Fatal(err)
			}
			for level, script := range g.scripts {
				if err := os.WriteFile(filepath.Join(dir, InputsDir, level+".txt"), []byte(script), 0o644); err != nil {
					t.Fatal(err)
				}
			}
		}
		for fname, want := range files {
			got, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(fname)))
			if err != nil || !bytes.Equal(got, want) {
				t.Errorf("%s/%s is stale (%v): run go test ./examples -run TestGenerated -update", dir, fname, err)
			}
		}
	}
}

// TestDefault checks the embedded default pack loads, validates, and is
// the generated tour, whose first level is basics.
func TestDefault(t *testing.T) {
	p, err := Default()
	if err != nil {
		t.Fatal(err)
	}
	if err := pack.Validate(p); err != nil {
		t.Fatal(err)
	}
	want, _ := tour.Build()
	if d := pack.Diff(p, want); d != "" {
		t.Fatalf("embedded pack differs from the generator: %s", d)
	}
	if p.Name != DefaultName || p.Levels[0].Name != "basics" || p.Lib.ChunkBlocks != 8 {
		t.Errorf("default pack %q, first level %q, chunks of %d", p.Name, p.Levels[0].Name, p.Lib.ChunkBlocks)
	}
	b, err := Load("basics")
	if err != nil {
		t.Fatal(err)
	}
	if d := pack.Diff(b, basics.Build()); d != "" {
		t.Fatalf("embedded basics pack differs from the generator: %s", d)
	}
	l := b.Levels[0]
	if l.Width*16 != 2048 || l.Height*16 != 512 {
		t.Errorf("basics size %dx%d blocks", l.Width, l.Height)
	}
	if _, err := Load("nope"); err == nil {
		t.Error("Load of a missing pack")
	}
	if _, err := fs.Stat(FS, "packs/basics/levels/basics.json"); err != nil {
		t.Error(err)
	}
}

// TestBasics_Geometry checks the features the basics level promises: the
// start on the floor, 45 and 22.5 degree slopes both ways (physics guide
// docs/physics.md "Solid Tiles" angles), the tunnel's ceiling and the wall at the far right.
func TestBasics_Geometry(t *testing.T) {
	p, err := Load("basics")
	if err != nil {
		t.Fatal(err)
	}
	l := p.Levels[0]
	angleAt := func(bx, by int) (uint8, bool) {
		c, m := l.Cell(0, bx, by)
		if c.Tile == 0 {
			return 0, false
		}
		return heightmask.FlipAngle(m.TileAngle(), c.XFlip, c.YFlip), true
	}
	sx, sy := l.Start.X/16, (l.Start.Y+20)/16
	if a, ok := angleAt(sx, sy); !ok || a != 0 {
		t.Errorf("no flat floor under the start (%d,%d)", sx, sy)
	}
	if c, _ := l.Cell(0, sx, sy-1); c.Tile != 0 {
		t.Errorf("the start is inside the ground")
	}
	want := map[uint8]bool{0xE0: false, 0x20: false, 0xF0: false, 0x10: false, 0x80: false}
	for by := 0; by < l.Height; by++ {
		for bx := 0; bx < l.Width; bx++ {
			if a, ok := angleAt(bx, by); ok {
				if _, listed := want[a]; listed {
					want[a] = true
				}
			}
		}
	}
	for a, seen := range want {
		if !seen {
			t.Errorf("no tile with angle %#x", a)
		}
	}
	for by := 0; by < l.Height; by++ {
		if c, _ := l.Cell(1, l.Width-1, by); c.Tile == 0 {
			t.Errorf("wall gap at row %d", by)
		}
	}
}
