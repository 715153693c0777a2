package model

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"loopwright/layers"
	"loopwright/pack"
)

func twoLevelModel(t *testing.T, names ...string) *Model {
	t.Helper()
	p := FallbackPack()
	for _, n := range names {
		p.Levels = append(p.Levels, layers.New(n, p.Lib, 32, 16))
	}
	return NewModel(p, "")
}

// saveable fails the test when the pack could not be saved.
func saveable(t *testing.T, m *Model, after string) {
	t.Helper()
	if _, err := pack.Files(m.Pack); err != nil {
		t.Fatalf("after %s the pack cannot be saved: %v", after, err)
	}
}

// TestModel_NewLevelNameNeverCollides: a pack whose level is "level2" (an
// imported level2.tmx) gets a new level that can still be saved (the new level was always level{N+1}).
func TestModel_NewLevelNameNeverCollides(t *testing.T) {
	m := twoLevelModel(t, "level2")
	m.AddLevel(m.NewLevelName(), DefaultLevelW, DefaultLevelH)
	m.AddLevel("level2", 10, 10) // a taken name is replaced, never duplicated
	m.AddLevel("LEVEL1", 10, 10) // case-insensitively too
	m.AddLevel("bad/name", 0, 10)
	saveable(t, m, "adding levels")
	if len(m.Pack.Levels) != 5 {
		t.Fatalf("%d levels", len(m.Pack.Levels))
	}
	if err := m.CreateLevel("level2", 10, 10); err == nil || !strings.Contains(err.Error(), "already exists") {
		t.Errorf("CreateLevel of a taken name: %v", err)
	}
	if err := m.CreateLevel("ok", 0, 10); err == nil {
		t.Error("CreateLevel 0 blocks wide: no error")
	}
	if err := m.CreateLevel("ok", 100, 20); err != nil || m.Level().Name != "ok" || m.Level().Width != 100 {
		t.Errorf("CreateLevel: %v, selected %q", err, m.Level().Name)
	}
}

// TestModel_LevelManagement: rename, resize, delete and move, each one undo
// step that restores the pack exactly.
func TestModel_LevelManagement(t *testing.T) {
	m := twoLevelModel(t, "a", "b", "c")
	m.SelectLevel(1)
	steps := []struct {
		name string
		do   func() error
	}{
		{"rename", func() error { return m.RenameLevel(1, "bee") }},
		{"resize", func() error { return m.ResizeLevel(1, 70, 9) }},
		{"move", func() error { return m.MoveLevel(1, 2) }},
		{"delete", func() error { return m.DeleteLevel(0) }},
	}
	for _, s := range steps {
		before := levelNames(m)
		if err := s.do(); err != nil {
			t.Fatalf("%s: %v", s.name, err)
		}
		after := levelNames(m)
		saveable(t, m, s.name)
		if !m.Undo() || levelNames(m) != before {
			t.Fatalf("%s: undo gives %s, want %s", s.name, levelNames(m), before)
		}
		if !m.Redo() || levelNames(m) != after {
			t.Fatalf("%s: redo gives %s, want %s", s.name, levelNames(m), after)
		}
	}
	if got := levelNames(m); got != "c:32x16 bee:70x9*" {
		t.Errorf("levels %s", got)
	}
	for _, bad := range []func() error{
		func() error { return m.RenameLevel(0, "BEE") },
		func() error { return m.RenameLevel(0, ".hidden") },
		func() error { return m.ResizeLevel(0, 0, 5) },
		func() error { return m.MoveLevel(0, 5) },
		func() error { _ = m.DeleteLevel(0); return m.DeleteLevel(0) },
	} {
		if bad() == nil {
			t.Error("a bad level operation was accepted")
		}
		saveable(t, m, "a refused operation")
	}
}

func levelNames(m *Model) string {
	var b strings.Builder
	for i, l := range m.Pack.Levels {
		if i > 0 {
			b.WriteByte(' ')
		}
		fmt.Fprintf(&b, "%s:%dx%d", l.Name, l.Width, l.Height)
		if i == m.LevelIndex() {
			b.WriteByte('*')
		}
	}
	return b.String()
}

// TestModel_EveryActionKeepsThePackSaveable is the invariant that
// whatever sequence of editor actions (level management, painting,
// objects, start, undo, redo) with whatever arguments, the pack can always
// be saved.
func TestModel_EveryActionKeepsThePackSaveable(t *testing.T) {
	r := rand.New(rand.NewPCG(14, 1))
	names := []string{"level1", "level2", "Level2", "a", "b", "", ".x", "a/b", "level3", strings.Repeat("n", 70)}
	m := twoLevelModel(t, "level2", "a")
	for step := 0; step < 3000; step++ {
		n := len(m.Pack.Levels)
		i, j := r.IntN(n+1)-r.IntN(2), r.IntN(n+1)
		w, h := r.IntN(300)-5, r.IntN(80)-5
		name := names[r.IntN(len(names))]
		var what string
		switch r.IntN(12) {
		case 0:
			what = "AddLevel"
			m.AddLevel(name, w, h)
		case 1:
			what = "CreateLevel"
			_ = m.CreateLevel(name, w, h) // refusals are part of the run
		case 2:
			what = "RenameLevel"
			_ = m.RenameLevel(i, name) // refusals are part of the run
		case 3:
			what = "ResizeLevel"
			_ = m.ResizeLevel(i, w, h) // refusals are part of the run
		case 4:
			what = "DeleteLevel"
			_ = m.DeleteLevel(i) // refusals are part of the run
		case 5:
			what = "MoveLevel"
			_ = m.MoveLevel(i, j) // refusals are part of the run
		case 6:
			what = "SelectLevel"
			m.SelectLevel(i)
		case 7:
			what = "PaintBlock"
			m.PaintBlock(w, h, r.IntN(2) == 0)
			m.EndStroke()
		case 8:
			what = "AddObject"
			m.AddObject("ring", w*16, h*16)
		case 9:
			what = "SetStart"
			m.SetStart(w*16, h*16)
		case 10:
			what = "Undo"
			m.Undo()
		case 11:
			what = "Redo"
			m.Redo()
		}
		saveable(t, m, fmt.Sprintf("step %d, %s(%q, %d, %d, %d, %d)", step, what, name, i, j, w, h))
	}
}

// TestModel_BrushFollowsTileDelete: the brush never names a tile the
// library no longer has (painting the deleted last tile gave a pack Save
// refused: "tile N does not exist"), and follows its tile's new id when
// an earlier tile is deleted.
func TestModel_BrushFollowsTileDelete(t *testing.T) {
	m := twoLevelModel(t, "a")
	m.SelectLevel(len(m.Pack.Levels) - 1)
	n := len(m.Lib().Tiles)
	if n < 4 {
		t.Fatalf("fallback pack has %d tiles", n)
	}
	last := layers.TileID(n - 1)
	m.SetBrush(Brush{Tile: last})
	m.Select(n - 1)
	m.DeleteTile()
	if b := m.Brush(); int(b.Tile) >= len(m.Lib().Tiles) || b.Tile == 0 {
		t.Fatalf("brush tile %d after deleting tile %d (%d tiles left)", b.Tile, last, len(m.Lib().Tiles))
	}
	m.PaintBlock(1, 1, false)
	saveable(t, m, "painting after deleting the brush's tile")

	// An earlier tile deleted: the brush keeps its shape.
	m.SetBrush(Brush{Tile: 3})
	want := m.Lib().Tiles[3].Heights
	m.Select(1)
	m.DeleteTile()
	if b := m.Brush(); b.Tile != 2 || m.Lib().Tiles[b.Tile].Heights != want {
		t.Errorf("brush tile %d after deleting tile 1, want 2 (the same tile)", b.Tile)
	}
	// Undo gives tile 1 back; the added tile's undo leaves the brush in range.
	m.Undo()
	m.Undo()
	if b := m.Brush(); int(b.Tile) >= len(m.Lib().Tiles) {
		t.Errorf("brush tile %d out of %d tiles after undo", b.Tile, len(m.Lib().Tiles))
	}
}
