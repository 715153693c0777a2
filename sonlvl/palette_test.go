package sonlvl

import (
	"path/filepath"
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
// imported picture grows it: a pattern, a block using it, a chunk using
// the block) saves into the tiles, blocks and chunks files and reopens
// the same; saving again writes nothing.
func TestLevel_Save_ArtGrown(t *testing.T) {
	ini := copyProject(t, "s2disasm")
	l := loadLevel(t, ini, ehz1)
	art := l.Model.Picture.(*mdart.LevelArt)
	var p mdart.Pattern
	for i := range p {
		p[i] = uint8(i % 7)
	}
	art.Patterns = append(art.Patterns, p)
	pi := len(art.Patterns) - 1
	blk := mdart.Block{mdart.MakePatternWord(pi, 1, false, false, false), mdart.MakePatternWord(pi, 2, true, true, false), 0, mdart.MakePatternWord(pi, 0, false, false, true)}
	art.Blocks = append(art.Blocks, blk)
	refs := make([]mdart.BlockRef, 64)
	refs[9] = mdart.BlockRef{Block: uint16(len(art.Blocks) - 1), XFlip: true}
	art.Chunks = append(art.Chunks, mdart.Chunk{Blocks: refs})
	ci := len(art.Chunks) - 1
	if err := l.Save(); err != nil {
		t.Fatal(err)
	}
	r := loadLevel(t, ini, ehz1)
	ra := r.Model.Picture.(*mdart.LevelArt)
	if len(ra.Patterns) <= pi || ra.Patterns[pi] != p {
		t.Fatalf("reopened: %d patterns, the new one not kept", len(ra.Patterns))
	}
	if len(ra.Chunks) != ci+1 || ra.Chunks[ci].Blocks[9].Block != refs[9].Block || !ra.Chunks[ci].Blocks[9].XFlip {
		t.Fatalf("reopened: %d chunks, the new one not kept", len(ra.Chunks))
	}
	if got := ra.Blocks[refs[9].Block]; got != blk {
		t.Errorf("reopened block %v, want %v", got, blk)
	}
	if ch, err := r.Changed(); err != nil || len(ch) != 0 {
		t.Errorf("reopened level would write %v (%v)", ch, err)
	}
	if ch, err := l.Changed(); err != nil || len(ch) != 0 {
		t.Errorf("the saved level would write %v (%v) again", ch, err)
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
