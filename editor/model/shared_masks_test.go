package model

import (
	"crypto/sha256"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"loopwright/heightmask"
	"loopwright/internal/sharedtest"
	"loopwright/layers"
	"loopwright/sonlvl"
)

// sharedMaskTiles are the masks both levels of masksSharingProject
// number alike: 1..8 and 10, 11 flat at their own heights, 9 a copy of 2.
func sharedMaskTiles() []heightmask.Mask {
	tiles := make([]heightmask.Mask, 12)
	for k := 1; k < len(tiles); k++ {
		h := k
		if k == 9 {
			h = 2
		}
		for i := range tiles[k].Heights {
			tiles[k].Heights[i] = int8(h)
		}
		tiles[k].Recompute()
	}
	return tiles
}

// masksSharingProject writes a Sonic 2 project of our own whose two
// levels, of two zones ("alpha", "beta"), have their own chunks, blocks
// and collision indexes and share the collision arrays (as every zone of
// the disassembly does): alpha places masks 1, 2, 9 (a copy of 2) and 3,
// beta 2, 9, 10 and 4 (path B: 4 everywhere).
func masksSharingProject(t *testing.T) string {
	t.Helper()
	level := func(name string, tiles [4]layers.TileID) *layers.Level {
		lib := layers.NewLibrary(8)
		lib.Tiles = sharedMaskTiles()
		c := layers.Chunk{Blocks: make([]layers.Block, 64)}
		for x := 0; x < 8; x++ {
			a := layers.Cell{Tile: tiles[x%4], XFlip: x%3 == 1, Solidity: heightmask.SolidAll}
			b := layers.Cell{Tile: 4, XFlip: x%3 == 1, Solidity: heightmask.SolidTop}
			c.Blocks[4*8+x] = layers.Block{a, b}
		}
		lib.Chunks = append(lib.Chunks, c)
		l := layers.New(name, lib, 2*8, 8)
		for i := range l.Layout {
			l.Layout[i] = 1
		}
		l.Start = layers.Point{X: 64, Y: 32}
		return l
	}
	ini, err := sonlvl.Export(level("alpha", [4]layers.TileID{1, 2, 9, 3}), sonlvl.S2, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	other, err := sonlvl.Export(level("beta", [4]layers.TileID{2, 9, 10, 4}), sonlvl.S2, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	// beta's own files go beside alpha's (their names are the level's);
	// its section joins alpha's INI, whose collision arrays it uses.
	root, oroot := filepath.Dir(filepath.Dir(ini)), filepath.Dir(filepath.Dir(other))
	err = filepath.WalkDir(oroot, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || strings.HasSuffix(p, ".ini") || strings.Contains(p, "Collision array") || strings.Contains(p, "Curve") {
			return err
		}
		rel, _ := filepath.Rel(oroot, p)
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		if err := os.MkdirAll(filepath.Dir(filepath.Join(root, rel)), 0o755); err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(root, rel), b, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
	a, _ := os.ReadFile(ini)
	b, _ := os.ReadFile(other)
	sec := string(b)[strings.Index(string(b), "[beta]"):]
	if err := os.WriteFile(ini, []byte(strings.TrimRight(string(a), "\r\n")+"\r\n"+sec), 0o644); err != nil {
		t.Fatal(err)
	}
	return ini
}

// collisionOf is what level name of the project at ini collides with,
// block by block and path by path: the mask's shape (not its number),
// flips and solidity.
func collisionOf(t *testing.T, ini, name string) []string {
	t.Helper()
	pk, err := LoadProjectLevel(ini, name)
	if err != nil {
		t.Fatal(err)
	}
	l := pk.Levels[0]
	var out []string
	for by := 0; by < l.Height; by++ {
		for bx := 0; bx < l.Width; bx++ {
			for _, p := range []layers.Path{layers.PathA, layers.PathB} {
				c, m := l.Cell(p, bx, by)
				var mm heightmask.Mask
				if m != nil && c.Tile != 0 {
					mm = *m
				}
				out = append(out, fmt.Sprintf("%d,%d %v: %v %v %d %v flips %v %v %v", bx, by, p,
					mm.Heights, mm.Widths, mm.Angle, mm.Flagged, c.XFlip, c.YFlip, c.Solidity))
			}
		}
	}
	return out
}

// TestModel_TileTools_SharedCollisionArrays: on a level whose collision
// arrays (colarr1=) other levels share, Delete unused tiles keeps a mask
// another level's collision index names, Remove duplicate tiles merges
// identical masks, and Save renumbers every sharing level's collision
// index in the same save, so every level collides as before when
// reopened (FindFloor reads the mask its block's index entry names); the
// Tiles tab's Delete refuses a tile another level uses, naming it, and
// deletes one no level uses, renumbering the others' indexes; undo and
// redo carry the renumbering.
func TestModel_TileTools_SharedCollisionArrays(t *testing.T) {
	ini := masksSharingProject(t)
	before := map[string][]string{"alpha": collisionOf(t, ini, "alpha"), "beta": collisionOf(t, ini, "beta")}
	m, _ := openProjectModel(t, ini, "alpha")
	if err := m.TileToolError(); err != nil {
		t.Fatalf("TileToolError = %v", err)
	}
	m.Select(10)
	err := m.DeleteTileError(10)
	if err == nil || !strings.Contains(err.Error(), "beta") {
		t.Fatalf("DeleteTileError(10) = %v, want beta named", err)
	}
	m.DeleteTile()
	n0 := len(m.Lib().Tiles) // the arrays' 256 (12 up empty)
	if n0 != 256 || m.History.CanUndo() {
		t.Fatalf("tile 10, beta's, was deleted: %d tiles, undo %v", len(m.Lib().Tiles), m.History.CanUndo())
	}
	if n := m.RemoveDuplicateTiles(); n != 1+n0-13 {
		t.Fatalf("RemoveDuplicateTiles = %d, want %d (9, a copy of 2, and the empty masks from 13, copies of 12)", n, 1+n0-13)
	}
	// Left: 0-8, 10 (now 9, beta's), 11 and 12 (now 10 and 11, no one's);
	// unused by both: 5-8, 10 and 11.
	if n := m.DeleteUnusedTiles(); n != 6 {
		t.Fatalf("DeleteUnusedTiles = %d, want 6", n)
	}
	if got := m.TileRenumberSharers(); len(got) != 1 || got[0] != "beta" {
		t.Errorf("TileRenumberSharers = %v, want [beta]", got)
	}
	for i := 0; i < 2; i++ {
		m.History.Undo()
	}
	if len(m.Lib().Tiles) != n0 || m.TileRenumberSharers() != nil {
		t.Fatalf("undone: %d tiles, sharers %v", len(m.Lib().Tiles), m.TileRenumberSharers())
	}
	for i := 0; i < 2; i++ {
		m.History.Redo()
	}
	if len(m.Lib().Tiles) != 6 {
		t.Fatalf("redone: %d tiles, want 6", len(m.Lib().Tiles))
	}
	names, err := m.Save(ini)
	if err != nil {
		t.Fatal(err)
	}
	if len(names) != 1 || names[0] != "beta" {
		t.Errorf("Save rewrote %v, want [beta]", names)
	}
	for _, n := range []string{"alpha", "beta"} {
		if got := collisionOf(t, ini, n); strings.Join(got, "\n") != strings.Join(before[n], "\n") {
			t.Errorf("%s collides otherwise after the save", n)
		}
	}
	pk, err := LoadProjectLevel(ini, "beta")
	if err != nil {
		t.Fatal(err)
	}
	if nz := nonEmptyMasks(pk.Levels[0].Lib.Tiles); nz != 5 {
		t.Errorf("reopened: %d masks hold something, want 5 (the removed ones written empty)", nz)
	}

	// The Tiles tab's Delete of a tile no level uses renumbers beta's.
	ini = masksSharingProject(t)
	m, _ = openProjectModel(t, ini, "alpha")
	m.Select(5)
	if err := m.DeleteTileError(5); err != nil {
		t.Fatal(err)
	}
	m.DeleteTile()
	if len(m.Lib().Tiles) != n0-1 {
		t.Fatalf("tile 5 not deleted")
	}
	if _, err := m.Save(ini); err != nil {
		t.Fatal(err)
	}
	for _, n := range []string{"alpha", "beta"} {
		if got := collisionOf(t, ini, n); strings.Join(got, "\n") != strings.Join(before[n], "\n") {
			t.Errorf("Delete: %s collides otherwise after the save", n)
		}
	}
}

func nonEmptyMasks(ms []heightmask.Mask) int {
	n := 0
	for _, m := range ms {
		if m.Heights != ([16]int8{}) {
			n++
		}
	}
	return n
}

// collisionDigest is a digest of what level name of the project at ini
// collides with: for each layout cell, its chunk's masks by shape (not
// by number), flips and solidity, both paths.
func collisionDigest(t *testing.T, ini, name string) string {
	t.Helper()
	pk, err := LoadProjectLevel(ini, name)
	if err != nil {
		t.Fatal(err)
	}
	l := pk.Levels[0]
	chunk := make([][32]byte, len(l.Lib.Chunks))
	for id, c := range l.Lib.Chunks {
		h := sha256.New()
		for _, b := range c.Blocks {
			for _, cell := range b {
				var m heightmask.Mask
				if int(cell.Tile) < len(l.Lib.Tiles) && cell.Tile != 0 {
					m = l.Lib.Tiles[cell.Tile]
				}
				fmt.Fprint(h, cell.Solidity, cell.XFlip, cell.YFlip, m.Heights, m.Widths, m.Angle, m.Flagged, ";")
			}
		}
		copy(chunk[id][:], h.Sum(nil))
	}
	h := sha256.New()
	for _, id := range l.Layout {
		if int(id) < len(chunk) {
			h.Write(chunk[id][:])
		} else {
			fmt.Fprint(h, "chunk ", id)
		}
	}
	return string(h.Sum(nil))
}

// TestModel_TileTools_S2disasmEHZ: on a copy of s2disasm's project, whose
// collision arrays every zone shares, Emerald Hill 1's Remove duplicate
// tiles and Delete unused tiles keep every mask another zone's collision
// index names, the Tiles tab's Delete refuses such a mask, and after Save
// and reopening every level of the project collides exactly as before
// (their collision indexes renumbered in the same save).
func TestModel_TileTools_S2disasmEHZ(t *testing.T) {
	if testing.Short() {
		t.Skip("copies and reads every level of the project")
	}
	if os.Getenv("CI") != "" && sharedtest.Find() == "" {
		t.Fatal("CI is set but ../shared is absent")
	}
	src := sharedtest.Path(t, "disasm", "s2disasm")
	dst := filepath.Join(t.TempDir(), "s2disasm")
	if err := os.CopyFS(dst, os.DirFS(src)); err != nil {
		t.Fatal(err)
	}
	ini := filepath.Join(dst, "SonLVL INI Files", "SonLVL.ini")
	const ehz1 = "Emerald Hill Zone Act 1"
	m, _ := openProjectModel(t, ini, ehz1)
	shared, names, err := m.SharedTileUsage()
	if err != nil || len(names) < 10 {
		t.Fatalf("SharedTileUsage: sharers %v, %v", names, err)
	}
	own := m.TileUsage()
	others := -1
	for id := 1; id < len(own); id++ {
		if own[id] == 0 && shared[id] > 0 {
			others = id
			break
		}
	}
	if others < 0 {
		t.Fatal("no mask only the other zones use: nothing to test")
	}
	if err := m.DeleteTileError(others); err == nil {
		t.Errorf("DeleteTileError(%d), a mask only the other zones use: nil", others)
	}
	before := map[string]string{}
	for _, n := range append([]string{ehz1}, names...) {
		before[n] = collisionDigest(t, ini, n)
	}
	dup := m.RemoveDuplicateTiles()
	unused := m.DeleteUnusedTiles()
	if dup+unused == 0 {
		t.Fatal("no duplicate or unused mask: nothing to test")
	}
	t.Logf("%d duplicate masks merged, %d unused removed", dup, unused)
	got, err := m.Save(ini)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) == 0 {
		t.Error("Save rewrote no sharer's collision index")
	}
	for n, b := range before {
		if collisionDigest(t, ini, n) != b {
			t.Errorf("%s, reopened after Save, does not collide as before", n)
		}
	}
}
