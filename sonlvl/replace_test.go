package sonlvl

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"loopwright/layers"
	"loopwright/tmx"
)

// viaTmx writes a level to a Tiled map and reads it back, as a designer's
// round trip through Tiled does (chunks rebuilt from cells, 8 blocks).
func viaTmx(t *testing.T, l *layers.Level) *layers.Level {
	t.Helper()
	p := filepath.Join(t.TempDir(), "map.tmx")
	if err := tmx.Export(l, p); err != nil {
		t.Fatal(err)
	}
	m, err := tmx.Import(p)
	if err != nil {
		t.Fatal(err)
	}
	m.Name = l.Name
	return m
}

// sameCollision fails unless a and b have the same cells (masks compared
// by content) over a's area.
func sameCollision(t *testing.T, a, b *layers.Level) {
	t.Helper()
	bad := 0
	for p := layers.PathA; p <= layers.PathB; p++ {
		for by := 0; by < a.Height; by++ {
			for bx := 0; bx < a.Width; bx++ {
				ca, ma := a.Cell(p, bx, by)
				cb, mb := b.Cell(p, bx, by)
				same := ca.XFlip == cb.XFlip && ca.YFlip == cb.YFlip && ca.Solidity == cb.Solidity && (ca.Tile == 0) == (cb.Tile == 0)
				if same && ca.Tile != 0 {
					same = keyOf(ma) == keyOf(mb)
				}
				if !same {
					if bad++; bad < 5 {
						t.Errorf("path %v block (%d,%d): %+v, other %+v", p, bx, by, ca, cb)
					}
				}
			}
		}
	}
}

// TestReplace_TiledRoundTrip: a project level written to a Tiled map and
// back, unedited, replaces its level writing nothing; edited (a cell
// given another mask, a new mask, the start moved), it writes the level's
// files, and the project then opens with the map's collision and start.
func TestReplace_TiledRoundTrip(t *testing.T) {
	for _, v := range []Version{S2, S3K} {
		ini, name := exportedProject(t, v)
		l := loadLevel(t, ini, name)
		m := viaTmx(t, l.Model)
		if ch, err := Replace(ini, name, m); err != nil || len(ch) != 0 {
			t.Fatalf("%v: unedited: wrote %v (%v)", v, ch, err)
		}
		editAndReplace(t, v, ini, name, m)
	}
}

// editAndReplace gives a cell of m a new mask, moves the start, replaces
// the project's level with m and checks what the project then opens.
func editAndReplace(t *testing.T, v Version, ini, name string, m *layers.Level) {
	t.Helper()
	{
		// Edit: a new mask on a cell, the start moved.
		mask := m.Lib.Tiles[1]
		mask.Heights[5] = 9
		mask.CustomWidths = false
		m.Lib.Tiles = append(m.Lib.Tiles, mask)
		set := false
		for by := 0; by < m.Height && !set; by++ {
			for bx := 0; bx < m.Width && !set; bx++ {
				if c, _ := m.Cell(layers.PathA, bx, by); c.Tile != 0 {
					c.Tile = layers.TileID(len(m.Lib.Tiles) - 1)
					if err := m.SetCell(layers.PathA, bx, by, c); err != nil {
						t.Fatal(err)
					}
					if v == S1 {
						if err := m.SetCell(layers.PathB, bx, by, c); err != nil {
							t.Fatal(err)
						}
					}
					set = true
				}
			}
		}
		m.Start.X += 32
		ch, err := Replace(ini, name, m)
		if err != nil || len(ch) == 0 {
			t.Fatalf("%v: edited: wrote %v (%v)", v, ch, err)
		}
		r := loadLevel(t, ini, name)
		sameCollision(t, m, r.Model)
		if r.Model.Start != m.Start {
			t.Errorf("%v: start %v, want %v", v, r.Model.Start, m.Start)
		}
		// Writing the same again writes nothing.
		if ch, err := Replace(ini, name, m); err != nil || len(ch) != 0 {
			t.Errorf("%v: again: wrote %v (%v)", v, ch, err)
		}
	}
}

// TestReplace_DisasmLevel: Emerald Hill 1 and Green Hill 1 through Tiled
// and back replace their levels writing nothing; edited, with the edit.
func TestReplace_DisasmLevel(t *testing.T) {
	for _, c := range []struct{ game, level string }{{"s2disasm", ehz1}, {"s1disasm", ghz1}} {
		ini := copyProject(t, c.game)
		l := loadLevel(t, ini, c.level)
		m := viaTmx(t, l.Model)
		ch, err := Replace(ini, c.level, m)
		if err != nil || len(ch) != 0 {
			t.Errorf("%s: wrote %v (%v)", c.level, ch, err)
		}
		v := S2
		if c.game == "s1disasm" {
			v = S1
		}
		editAndReplace(t, v, ini, c.level, m)
	}
}

// TestProject_Load_StartOffsets: startpos parts with SonLVL's fourth
// field (the start's offset in its file, hex) read and save their own
// four bytes of a file they share.
func TestProject_Load_StartOffsets(t *testing.T) {
	ini, name := exportedProject(t, S2)
	root := filepath.Dir(filepath.Dir(ini))
	if err := os.WriteFile(filepath.Join(root, "startpos", "basics.bin"), []byte{0, 100, 0, 200, 1, 44, 1, 144}, 0o644); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(ini)
	if err != nil {
		t.Fatal(err)
	}
	s := strings.Replace(string(data), "startpos=../startpos/basics.bin:Sonic:Level Start", "startpos=../startpos/basics.bin:Sonic:Level Start|../startpos/basics.bin:Knuckles:Knuckles Start:4", 1)
	if s == string(data) {
		t.Fatalf("the exported INI has no startpos line to extend:\n%s", data)
	}
	if err := os.WriteFile(ini, []byte(s), 0o644); err != nil {
		t.Fatal(err)
	}
	l := loadLevel(t, ini, name)
	ps := StartPositionsOf(l.Model)
	if len(ps) != 2 || ps[0].X != 100 || ps[0].Y != 200 || ps[1].X != 300 || ps[1].Y != 400 || l.StartPositions[1].Offset != 4 {
		t.Fatalf("starts %+v", ps)
	}
	ps[1].X = 320
	SetStartPositions(l.Model, ps)
	l.Model.Start.Y = 210
	if err := l.Save(); err != nil {
		t.Fatal(err)
	}
	got, _ := os.ReadFile(filepath.Join(root, "startpos", "basics.bin"))
	if want := []byte{0, 100, 0, 210, 1, 64, 1, 144}; !bytes.Equal(got, want) {
		t.Errorf("start file % x, want % x", got, want)
	}
}
