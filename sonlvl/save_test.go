package sonlvl

import (
	"bytes"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"sort"
	"strings"
	"testing"

	"loopwright/examples"
	"loopwright/heightmask"
	"loopwright/internal/sharedtest"
	"loopwright/layers"
)

// copyProject copies a disassembly sample into a temporary folder and
// returns the copy's INI path.
func copyProject(t *testing.T, game string) string {
	t.Helper()
	src := sharedtest.Path(t, "disasm", game)
	dst := filepath.Join(t.TempDir(), game)
	err := filepath.WalkDir(src, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, p)
		if d.IsDir() {
			return os.MkdirAll(filepath.Join(dst, rel), 0o755)
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(dst, rel), b, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
	return filepath.Join(dst, "SonLVL INI Files", "SonLVL.ini")
}

// snapshot returns every file under dir with its contents.
func snapshot(t *testing.T, dir string) map[string][]byte {
	t.Helper()
	m := map[string][]byte{}
	if err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			b, _ := os.ReadFile(p)
			m[p] = b
		}
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	return m
}

func TestLevel_Save_NoEditLeavesFilesIdentical(t *testing.T) {
	for _, c := range []struct{ game, level string }{{"s2disasm", ehz1}, {"s1disasm", ghz1}} {
		ini := copyProject(t, c.game)
		root := filepath.Dir(filepath.Dir(ini))
		before := snapshot(t, root)
		l := loadLevel(t, ini, c.level)
		if ch, err := l.Changed(); err != nil || len(ch) != 0 {
			t.Fatalf("%s: unedited level would write %v (%v)", c.game, ch, err)
		}
		if err := l.Save(); err != nil {
			t.Fatal(err)
		}
		after := snapshot(t, root)
		if !reflect.DeepEqual(before, after) {
			t.Errorf("%s: files changed by a save with no edit", c.game)
		}
	}
}

// reopenSame saves l, reopens it and checks the model is the one saved.
func reopenSame(t *testing.T, ini string, l *Level) *Level {
	t.Helper()
	if err := l.Save(); err != nil {
		t.Fatal(err)
	}
	r := loadLevel(t, ini, l.Name)
	// The picture (read-only art, not saved) holds a function, which
	// DeepEqual never finds equal: compare the models without it.
	if r.Model.Picture == nil {
		t.Errorf("reopened level has no picture: %v", r.ArtErr)
	}
	ra, la := *r.Model, *l.Model
	ra.Picture, la.Picture = nil, nil
	if !reflect.DeepEqual(&ra, &la) {
		a, b := &ra, &la
		switch {
		case !reflect.DeepEqual(a.Lib.Tiles, b.Lib.Tiles):
			t.Errorf("tiles differ after reopen")
		case !reflect.DeepEqual(a.Lib.Chunks, b.Lib.Chunks):
			for c := range a.Lib.Chunks {
				if c < len(b.Lib.Chunks) && !reflect.DeepEqual(a.Lib.Chunks[c], b.Lib.Chunks[c]) {
					for i := range a.Lib.Chunks[c].Blocks {
						if a.Lib.Chunks[c].Blocks[i] != b.Lib.Chunks[c].Blocks[i] {
							t.Errorf("chunk %d block %d: reopened %+v, saved %+v", c, i, a.Lib.Chunks[c].Blocks[i], b.Lib.Chunks[c].Blocks[i])
							break
						}
					}
				}
			}
			t.Errorf("chunks differ after reopen")
		case !reflect.DeepEqual(a.Layout, b.Layout):
			t.Errorf("layout differs after reopen")
		case !reflect.DeepEqual(a.Switchers, b.Switchers):
			t.Errorf("switchers differ: %+v vs %+v", a.Switchers, b.Switchers)
		case !reflect.DeepEqual(a.Objects, b.Objects):
			t.Errorf("objects differ after reopen")
		default:
			t.Errorf("model differs after reopen")
		}
	}
	return r
}

func TestLevel_Save_EditsSurviveReopen(t *testing.T) {
	ini := copyProject(t, "s2disasm")
	l := loadLevel(t, ini, ehz1)
	m := l.Model
	lib := m.Lib
	// A mask and an angle.
	lib.Tiles[5].Heights[3] = 7
	lib.Tiles[5].Recompute()
	lib.Tiles[6].Angle = 0x12
	lib.Tiles[6].Flagged = false
	// A block's flips and solidity (both paths).
	c := m.Layout[2*m.LayoutW+3]
	blk := &lib.Chunks[c].Blocks[10]
	blk[0].XFlip, blk[1].XFlip = !blk[0].XFlip, !blk[1].XFlip
	blk[1].Solidity = heightmask.SolidTop
	// A chunk cell's mask on path B only (a new block is needed if the
	// block is used elsewhere).
	lib.Chunks[c].Blocks[20][1].Tile = 9
	// A layout cell.
	m.Layout[1*m.LayoutW+5] = 0x12
	// A switcher and an object.
	m.Switchers[0].Radius = 128
	m.Switchers[0].GroundedOnly = !m.Switchers[0].GroundedOnly
	m.Objects[0].X += 16
	m.Objects[1].Props[1].Value = "0x07"
	// The start, and a spring placed as a Loopwright class.
	m.Start.X += 4
	m.Objects = append(m.Objects, layers.Object{ID: 5000, Class: "spring", X: 300, Y: 500,
		Props: []layers.Prop{{Name: "strength", Value: "red"}, {Name: "direction", Value: "left"}}})
	r := reopenSame(t, ini, l)
	if r.Model.Lib.Tiles[5].Heights[3] != 7 || r.Model.Lib.Tiles[6].TileAngle() != 0x12 {
		t.Errorf("mask/angle lost")
	}
	found := false
	for _, o := range r.Model.Objects {
		if o.Class == "spring" && o.X == 300 && o.Y == 500 {
			d, _ := prop(&o, "direction")
			st, _ := prop(&o, "strength")
			id, _ := prop(&o, PropObjID)
			found = d == "left" && st == "red" && id == "0x41"
		}
	}
	if !found {
		t.Error("the new spring is not a red left spring (object $41) after reopening")
	}
	// Saving again with no edit writes nothing.
	if ch, err := r.Changed(); err != nil || len(ch) != 0 {
		t.Errorf("reopened level would write %v (%v)", ch, err)
	}
}

func TestLevel_Save_S1Edits(t *testing.T) {
	ini := copyProject(t, "s1disasm")
	l := loadLevel(t, ini, ghz1)
	m := l.Model
	m.Lib.Tiles[3].Angle = 0x20
	m.Layout[0] = 0x05
	m.Objects[0].X += 8
	cell := &m.Lib.Chunks[0xB5].Blocks[3][1] // the loop's path B
	cell.YFlip = !cell.YFlip
	r := reopenSame(t, ini, l)
	_ = r
}

func TestLevel_Save_Errors(t *testing.T) {
	ini := copyProject(t, "s2disasm")
	root := filepath.Dir(filepath.Dir(ini))
	before := snapshot(t, root)
	l := loadLevel(t, ini, ehz1)
	l.Model.Objects = append(l.Model.Objects, layers.Object{ID: 9999, Class: "bumper", X: 10, Y: 10})
	l.Model.Lib.Tiles[2].Heights[0] = 40
	err := l.Save()
	if err == nil {
		t.Fatal("want errors")
	}
	t.Log(err)
	if !reflect.DeepEqual(before, snapshot(t, root)) {
		t.Error("a failed save wrote files")
	}
	_ = bytes.Equal
}

// sameLevel compares what a round trip through a project keeps: the
// collision of every cell on both paths, the switchers, the start and
// the objects' classes and positions.
func sameLevel(t *testing.T, got, want *layers.Level) {
	t.Helper()
	compareCollision(t, got, want)
	if got.Start != want.Start {
		t.Errorf("start %v, want %v", got.Start, want.Start)
	}
	if len(got.Switchers) != len(want.Switchers) {
		t.Fatalf("%d switchers, want %d", len(got.Switchers), len(want.Switchers))
	}
	for i := range want.Switchers {
		g, w := got.Switchers[i], want.Switchers[i]
		g.ID, w.ID = 0, 0
		if g != w {
			t.Errorf("switcher %d: %+v, want %+v", i, g, w)
		}
	}
	type pos struct {
		class string
		x, y  int
	}
	var g, w []pos
	for _, o := range got.Objects {
		g = append(g, pos{o.Class, o.X, o.Y})
	}
	for _, o := range want.Objects {
		w = append(w, pos{o.Class, o.X, o.Y})
	}
	sortPos := func(p []pos) {
		sort.Slice(p, func(i, j int) bool {
			if p[i].x != p[j].x {
				return p[i].x < p[j].x
			}
			if p[i].y != p[j].y {
				return p[i].y < p[j].y
			}
			return p[i].class < p[j].class
		})
	}
	sortPos(g)
	sortPos(w)
	if !reflect.DeepEqual(g, w) {
		t.Errorf("objects differ: %d vs %d", len(g), len(w))
	}
}

func TestExport_S2RoundTrip(t *testing.T) {
	p, err := examples.Load("basics")
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range p.Levels {
		if l.Lib.ChunkBlocks != 8 {
			continue
		}
		t.Run(l.Name, func(t *testing.T) {
			ini, err := Export(l, S2, t.TempDir())
			if err != nil {
				t.Fatal(err)
			}
			r := loadLevel(t, ini, l.Name)
			sameLevel(t, r.Model, l)
			if r.Model.Picture == nil {
				t.Errorf("no picture from the generated art: %v", r.ArtErr)
			}
		})
	}
}

func TestExport_EHZ1RoundTrip(t *testing.T) {
	l := loadLevel(t, s2INI(t), ehz1)
	ini, err := Export(l.Model, S2, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	r := loadLevel(t, ini, ehz1)
	sameLevel(t, r.Model, l.Model)
	if r.Model.Bounds != l.Model.Bounds {
		t.Errorf("bounds %v, want %v", r.Model.Bounds, l.Model.Bounds)
	}
}

func TestExport_S1RoundTrip(t *testing.T) {
	l := loadLevel(t, s2INI(t), ehz1)
	_, err := Export(l.Model, S1, t.TempDir())
	if err == nil || !strings.Contains(err.Error(), "chunks of 8 blocks") {
		t.Errorf("S2 level to S1: %v", err)
	}
	g := loadLevel(t, s1INI(t), ghz1)
	ini, err := Export(g.Model, S1, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	r := loadLevel(t, ini, ghz1)
	sameLevel(t, r.Model, g.Model)
	if r.Model.Picture == nil {
		t.Errorf("no picture from the generated art (Nemesis tiles, Enigma blocks): %v", r.ArtErr)
	}
	// A loop chunk whose path B is not the chunk after it cannot be held.
	g.Model.Lib.Chunks[0xB5].Blocks[0][1].Tile = 7
	if _, err := Export(g.Model, S1, t.TempDir()); err == nil || !strings.Contains(err.Error(), "a loop chunk must be") {
		t.Errorf("inconsistent loop chunk: %v", err)
	}
}

func TestExportAll_Pack(t *testing.T) {
	// The tour pack's masks (more than 256) are more than Sonic 2's
	// collision index can number: one error saying so.
	if tour, err := examples.Load("tour"); err != nil {
		t.Fatal(err)
	} else if n := len(tour.Lib.Tiles); n <= 256 {
		t.Fatalf("the tour pack has %d masks: no longer more than Sonic 2 holds", n)
	} else if _, err := ExportAll(tour.Levels, S2, t.TempDir()); err == nil || !strings.Contains(err.Error(), fmt.Sprintf("%d masks; the collision index holds mask numbers 0-255", n)) {
		t.Errorf("tour pack (%d masks): %v", n, err)
	}
	p, err := examples.Load("basics")
	if err != nil {
		t.Fatal(err)
	}
	// A second level on the same library.
	second := *p.Levels[0]
	second.Name = "basics, again"
	second.Start.X += 32
	p.Levels = append(p.Levels, &second)
	ini, err := ExportAll(p.Levels, S2, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	pr, err := Open(ini)
	if err != nil {
		t.Fatal(err)
	}
	if len(pr.Names()) != len(p.Levels) {
		t.Fatalf("project levels %v, pack has %d", pr.Names(), len(p.Levels))
	}
	for _, l := range p.Levels {
		r, err := pr.Load(l.Name)
		if err != nil {
			t.Fatal(err)
		}
		sameLevel(t, r.Model, l)
	}
}
