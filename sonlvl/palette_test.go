package sonlvl

import (
	"path/filepath"
	"strings"
	"testing"

	"loopwright/mdart"
)

// TestLevel_Save_Palette: the palette= parts are kept; an edit of the
// picture's palette saves into the part's palette file (and only it), and
// reopens with the colour; an unedited palette writes nothing.
func TestLevel_Save_Palette(t *testing.T) {
	ini := copyProject(t, "s2disasm")
	l := loadLevel(t, ini, ehz1)
	if len(l.PaletteParts) == 0 {
		t.Fatal("no palette parts")
	}
	if ch, err := l.Changed(); err != nil || len(ch) != 0 {
		t.Fatalf("unedited: %v %v", ch, err)
	}
	pp := l.PaletteParts[len(l.PaletteParts)-1]
	art := l.Model.Picture.(*mdart.LevelArt)
	c := pp.Dst + pp.N - 1
	want := art.Palette[c/16][c%16] ^ 0x0002
	art.Palette[c/16][c%16] = want
	ch, err := l.Changed()
	if err != nil || len(ch) != 1 || filepath.Clean(ch[0]) != filepath.Clean(pp.File.Path) {
		t.Fatalf("a palette edit writes %v (%v), want %s", ch, err, pp.File.Path)
	}
	if err := l.Save(); err != nil {
		t.Fatal(err)
	}
	r := loadLevel(t, ini, ehz1)
	if got := r.Model.Picture.(*mdart.LevelArt).Palette[c/16][c%16]; got != want {
		t.Errorf("reopened colour %d: %#x, want %#x", c, got, want)
	}
}

// TestLevel_Save_BlockArt: an edit of the picture's art blocks (a pattern
// word's flip) saves into the block mappings file, and only it, and
// reopens the same.
func TestLevel_Save_BlockArt(t *testing.T) {
	ini := copyProject(t, "s2disasm")
	l := loadLevel(t, ini, ehz1)
	art := l.Model.Picture.(*mdart.LevelArt)
	art.Blocks[5][2] ^= 0x0800
	want := art.Blocks[5]
	ch, err := l.Changed()
	if err != nil || len(ch) != 1 || filepath.Clean(ch[0]) != filepath.Clean(l.Blocks.Path) {
		t.Fatalf("a block art edit writes %v (%v), want %s", ch, err, l.Blocks.Path)
	}
	if err := l.Save(); err != nil {
		t.Fatal(err)
	}
	r := loadLevel(t, ini, ehz1)
	if got := r.Model.Picture.(*mdart.LevelArt).Blocks[5]; got != want {
		t.Errorf("reopened block 5 %v, want %v", got, want)
	}
}

// TestLevel_Save_ArtGrown: art grown past the project's files (as an
// imported picture grows it) is one error naming the file, not a save that
// drops it.
func TestLevel_Save_ArtGrown(t *testing.T) {
	ini := copyProject(t, "s2disasm")
	l := loadLevel(t, ini, ehz1)
	art := l.Model.Picture.(*mdart.LevelArt)
	art.Blocks = append(art.Blocks, mdart.Block{1, 2, 3, 4})
	err := l.Save()
	if err == nil || !strings.Contains(err.Error(), filepath.Base(l.Blocks.Path)) || !strings.Contains(err.Error(), "1 blocks past the end") {
		t.Fatalf("save of grown blocks: %v", err)
	}
}

// TestLevel_Save_Tiles: an edit of a picture's pattern saves into the art
// file (compressed as it was), and only it; the pattern reopens the same.
func TestLevel_Save_Tiles(t *testing.T) {
	ini := copyProject(t, "s2disasm")
	l := loadLevel(t, ini, ehz1)
	art := l.Model.Picture.(*mdart.LevelArt)
	p := art.Patterns[10]
	p[0] = (p[0] + 1) & 15
	art.Patterns[10] = p
	ch, err := l.Changed()
	if err != nil || len(ch) != 1 || filepath.Clean(ch[0]) != filepath.Clean(l.TileParts[0].File.Path) {
		t.Fatalf("a pattern edit writes %v (%v), want %s", ch, err, l.TileParts[0].File.Path)
	}
	if err := l.Save(); err != nil {
		t.Fatal(err)
	}
	r := loadLevel(t, ini, ehz1)
	if got := r.Model.Picture.(*mdart.LevelArt).Patterns[10]; got != p {
		t.Errorf("reopened pattern 10 differs")
	}
	if ch, err := r.Changed(); err != nil || len(ch) != 0 {
		t.Errorf("reopened level would write %v (%v)", ch, err)
	}
}
