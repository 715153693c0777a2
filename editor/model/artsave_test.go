package model

import (
	"bytes"
	"image"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"loopwright/examples"
	"loopwright/heightmask"
	"loopwright/layers"
	"loopwright/mdart"
	"loopwright/sonlvl"
)

// ourProject exports a level of the basics example (its chunks of cb
// blocks) as a SonLVL project of engine v, the art its generated
// collision drawing: a project of our own, no game's data. It returns the
// INI's path and the level's name.
func ourProject(t *testing.T, v sonlvl.Version, cb int) (string, string) {
	t.Helper()
	p, err := examples.Load("basics")
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range p.Levels {
		if l.Lib.ChunkBlocks != cb {
			continue
		}
		ini, err := sonlvl.Export(l, v, t.TempDir())
		if err != nil {
			continue
		}
		return ini, l.Name
	}
	// A level of our own: a floor with slopes both ways (flipped cells).
	lib := layers.NewLibrary(cb)
	var full, slope heightmask.Mask
	for i := range full.Heights {
		full.Heights[i], slope.Heights[i] = 16, int8(i+1)
	}
	full.Recompute()
	slope.Recompute()
	lib.Tiles = append(lib.Tiles, full, slope)
	c := layers.Chunk{Blocks: make([]layers.Block, cb*cb)}
	for x := 0; x < cb; x++ {
		cell := layers.Cell{Tile: 1, Solidity: heightmask.SolidAll}
		c.Blocks[4*cb+x] = layers.Block{cell, cell}
		if x < cb/2 {
			cell = layers.Cell{Tile: 2, XFlip: x%2 == 1, Solidity: heightmask.SolidTop}
			c.Blocks[3*cb+x] = layers.Block{cell, cell}
		}
	}
	lib.Chunks = append(lib.Chunks, c)
	l := layers.New("ours", lib, 3*cb, 2*cb)
	for i := range l.Layout {
		l.Layout[i] = layers.ChunkID(1 - i/3)
	}
	l.Start = layers.Point{X: 64, Y: 64}
	ini, err := sonlvl.Export(l, v, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	return ini, l.Name
}

// openProjectModel opens level name of the project at ini in a model.
func openProjectModel(t *testing.T, ini, name string) (*Model, *layers.Level) {
	t.Helper()
	pk, err := LoadProjectLevel(ini, name)
	if err != nil {
		t.Fatal(err)
	}
	m := NewModel(pk, ini)
	m.SelectLevel(0)
	l := m.Level()
	if l == nil || l.Picture == nil {
		t.Fatal("the project's level has no picture")
	}
	return m, l
}

// drawnIn is a drawing of our own in colours 1..5 of palette line 0.
func drawnIn(pal mdart.Palette, w, h int) *image.RGBA {
	rgba := pal.RGBA()
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			img.SetRGBA(x, y, rgba[0][1+(x/8+y/16+x*y/37)%5])
		}
	}
	return img
}

// levelPicture draws r of level l's picture.
func levelPicture(l *layers.Level, r image.Rectangle) *image.RGBA {
	out := image.NewRGBA(image.Rect(0, 0, r.Dx(), r.Dy()))
	l.Picture.DrawPicture(out, image.Point{}, r, 1, true, true)
	return out
}

// TestModel_ImportPictureSaveProject: a drawing of our own imported into
// a SonLVL project of our own (patterns, blocks and chunks grown past its
// files) saves, all of it, and the project reopened renders the same
// picture with the same collision; a second save writes nothing more.
func TestModel_ImportPictureSaveProject(t *testing.T) {
	for _, c := range []struct {
		name string
		v    sonlvl.Version
		cb   int
	}{{"S2", sonlvl.S2, 8}, {"S1", sonlvl.S1, 16}, {"S3K", sonlvl.S3K, 8}} {
		t.Run(c.name, func(t *testing.T) {
			ini, name := ourProject(t, c.v, c.cb)
			m, l := openProjectModel(t, ini, name)
			pal, _ := m.Palette()
			w, h := min(256, l.Width*16), min(128, l.Height*16)
			rep, err := m.ImportPicture(PictureImport{Picture: drawnIn(pal, w, h)})
			if err != nil {
				t.Fatal(err)
			}
			if rep.Patterns == 0 || rep.Blocks == 0 || rep.Chunks == 0 {
				t.Fatalf("the import made %+v: nothing to save", rep)
			}
			all := image.Rect(0, 0, l.Width*16, l.Height*16)
			want := levelPicture(l, all)
			if got := levelPicture(l, image.Rect(0, 0, w, h)); !bytes.Equal(got.Pix, drawnIn(pal, w, h).Pix) {
				t.Fatal("the imported picture does not draw as drawn")
			}
			flipped := 0
			for _, ch := range l.Picture.(*mdart.LevelArt).Chunks {
				for _, ref := range ch.Blocks {
					if ref.XFlip {
						flipped++
					}
				}
			}
			if c.v == sonlvl.S1 && flipped == 0 {
				t.Error("no art block placed flipped with its collision")
			}
			if err := SavePack(m.Pack, ini); err != nil {
				t.Fatal(err)
			}
			_, r := openProjectModel(t, ini, name)
			if got := levelPicture(r, all); !bytes.Equal(got.Pix, want.Pix) {
				t.Error("the reopened project draws another picture")
			}
			for by := 0; by < l.Height; by++ {
				for bx := 0; bx < l.Width; bx++ {
					for _, path := range []layers.Path{layers.PathA, layers.PathB} {
						gc, gm := r.Cell(path, bx, by)
						wc, wm := l.Cell(path, bx, by)
						if gm == nil || gm.Empty() || gc.Solidity == 0 {
							gc, gm = layers.Cell{}, nil
						}
						if wm == nil || wm.Empty() || wc.Solidity == 0 {
							wc, wm = layers.Cell{}, nil
						}
						if gc.Solidity != wc.Solidity || gc.XFlip != wc.XFlip || gc.YFlip != wc.YFlip || (gm == nil) != (wm == nil) || (gm != nil && gm.Heights != wm.Heights) {
							t.Fatalf("block %d,%d path %v: collision %+v, want %+v", bx, by, path, gc, wc)
						}
					}
				}
			}
			p2, err := sonlvl.Open(ini)
			if err != nil {
				t.Fatal(err)
			}
			rl, err := p2.Load(name)
			if err != nil {
				t.Fatal(err)
			}
			rl.Model = r
			if ch, err := rl.Changed(); err != nil || len(ch) != 0 {
				t.Errorf("saving the reopened level again writes %v (%v)", ch, err)
			}
		})
	}
}

// TestModel_NewLevelFromPictureSavePack: a drawing of our own made into
// a new level of a pack (Art > New level from picture), saved as a pack
// directory and as a .zip and opened again, draws the same picture (its
// patterns, blocks, palette and the chunks' art kept in the level file),
// with the same layout.
func TestModel_NewLevelFromPictureSavePack(t *testing.T) {
	m := NewModel(FallbackPack(), "")
	if err := m.CreateLevel("plain", 8, 8); err != nil {
		t.Fatal(err)
	}
	drawing := ourDrawing(160, 96)
	name := m.NewLevelName()
	if err := m.CreateLevel(name, 10, 6); err != nil {
		t.Fatal(err)
	}
	if _, err := m.ImportPicture(PictureImport{Picture: viaPNG(t, drawing)}); err != nil {
		t.Fatal(err)
	}
	l := m.Level()
	r := image.Rect(0, 0, 160, 96)
	if !bytes.Equal(levelPicture(l, r).Pix, drawing.Pix) {
		t.Fatal("the new level does not draw the drawing")
	}
	for _, path := range []string{t.TempDir() + "/ours", t.TempDir() + "/ours.zip"} {
		if err := SavePack(m.Pack, path); err != nil {
			t.Fatal(err)
		}
		p, err := LoadPack(path)
		if err != nil {
			t.Fatal(err)
		}
		var got *layers.Level
		for _, pl := range p.Levels {
			if pl.Name == name {
				got = pl
			}
		}
		if got == nil || got.Picture == nil {
			t.Fatalf("%s: the level or its picture is gone", path)
		}
		if !bytes.Equal(levelPicture(got, r).Pix, drawing.Pix) {
			t.Errorf("%s: the reopened level draws another picture", path)
		}
		if !slices.Equal(got.Layout, l.Layout) {
			t.Errorf("%s: layout %v, want %v", path, got.Layout, l.Layout)
		}
		for _, pl := range p.Levels {
			if pl.Name != name && pl.Picture != nil {
				t.Errorf("%s: level %q without art got a picture", path, pl.Name)
			}
		}
	}
}

// TestModel_ChunkToolsSaveProject: on a Sonic 2 project of our own with
// a picture imported, the chunk tools that renumber chunks (a duplicate
// made and removed again, unused chunks deleted) keep the art with its
// chunks, and the project saved and reopened draws the same picture; a
// Tiled map exported from the level keeps its collision and layout (the
// picture is dropped there).
func TestModel_ChunkToolsSaveProject(t *testing.T) {
	ini, name := ourProject(t, sonlvl.S2, 8)
	m, l := openProjectModel(t, ini, name)
	pal, _ := m.Palette()
	if _, err := m.ImportPicture(PictureImport{Picture: drawnIn(pal, 256, 128)}); err != nil {
		t.Fatal(err)
	}
	all := image.Rect(0, 0, l.Width*16, l.Height*16)
	want := levelPicture(l, all)
	m.SelectChunk(l.Layout[0])
	m.DuplicateChunk()
	m.PlaceChunk(0, 0, m.SelectedChunk())
	if n := m.RemoveDuplicateChunks(); n == 0 {
		t.Fatal("the duplicate was not removed")
	}
	m.DeleteUnusedChunks()
	if !bytes.Equal(levelPicture(l, all).Pix, want.Pix) {
		t.Fatal("the chunk tools changed the picture")
	}
	if err := SavePack(m.Pack, ini); err != nil {
		t.Fatal(err)
	}
	_, r := openProjectModel(t, ini, name)
	if !bytes.Equal(levelPicture(r, all).Pix, want.Pix) {
		t.Error("the reopened project draws another picture")
	}
	tmx := t.TempDir() + "/ours.tmx"
	if err := ExportLevel(l, tmx); err != nil {
		t.Fatal(err)
	}
	p, err := LoadPack(tmx)
	if err != nil {
		t.Fatal(err)
	}
	if got := p.Levels[0]; got.Width != l.Width || got.Height != l.Height {
		t.Errorf("the Tiled map is %dx%d blocks, want %dx%d", got.Width, got.Height, l.Width, l.Height)
	}
}

// projectFiles reads every file of the project directory holding ini.
func projectFiles(t *testing.T, ini string) map[string][]byte {
	t.Helper()
	out := map[string][]byte{}
	dir := filepath.Dir(ini)
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := os.ReadFile(p)
		out[p] = b
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// TestModel_SaveProjectTwice: a drawing of our own imported into a
// project of our own, saved (the collision pass copying blocks whose
// collision differs between their places: sonlvl's allocBlocks), then
// saved again from the same model, writes the same files: the picture
// keeps the block numbers the first save wrote.
func TestModel_SaveProjectTwice(t *testing.T) {
	for _, c := range []struct {
		name string
		v    sonlvl.Version
		cb   int
	}{{"S2", sonlvl.S2, 8}, {"S1", sonlvl.S1, 16}, {"S3K", sonlvl.S3K, 8}} {
		t.Run(c.name, func(t *testing.T) {
			ini, name := ourProject(t, c.v, c.cb)
			m, l := openProjectModel(t, ini, name)
			pal, _ := m.Palette()
			w, h := min(256, l.Width*16), min(128, l.Height*16)
			// Stripes of two colours: one art block in every place,
			// over the floor and over the air.
			rgba := pal.RGBA()
			img := image.NewRGBA(image.Rect(0, 0, w, h))
			for y := 0; y < h; y++ {
				for x := 0; x < w; x++ {
					img.SetRGBA(x, y, rgba[0][1+(x/16)%2])
				}
			}
			if _, err := m.ImportPicture(PictureImport{Picture: img}); err != nil {
				t.Fatal(err)
			}
			blocks := len(l.Picture.(*mdart.LevelArt).Blocks)
			if _, err := m.Save(ini); err != nil {
				t.Fatal(err)
			}
			_, r := openProjectModel(t, ini, name)
			ra, la := r.Picture.(*mdart.LevelArt), l.Picture.(*mdart.LevelArt)
			if len(ra.Blocks) <= blocks {
				t.Fatal("the save copied no block")
			}
			if len(la.Blocks) != len(ra.Blocks) || !slices.EqualFunc(la.Chunks, ra.Chunks, func(a, b mdart.Chunk) bool { return slices.Equal(a.Blocks, b.Blocks) }) {
				t.Errorf("after the save the picture has %d blocks and other chunk words than the files (%d blocks)", len(la.Blocks), len(ra.Blocks))
			}
			first := projectFiles(t, ini)
			if _, err := m.Save(ini); err != nil {
				t.Fatal(err)
			}
			second := projectFiles(t, ini)
			for p, b := range first {
				if !bytes.Equal(second[p], b) {
					t.Errorf("%s: the second save changed it (%d bytes, were %d)", filepath.Base(p), len(second[p]), len(b))
				}
			}
		})
	}
}
