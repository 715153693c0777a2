package model

import (
	"bytes"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"slices"
	"testing"

	"loopwright/colpng"
	"loopwright/heightmask"
	"loopwright/layers"
	"loopwright/mdart"
)

// ourDrawing is a picture of our own, w x h pixels, drawn with image/draw
// in Mega Drive colours: a sky, a ground band, a sun and a diagonal; its
// repeated cells exercise the merging of patterns and blocks.
func ourDrawing(w, h int) *image.RGBA {
	col := func(r, g, b int) color.RGBA { return mdart.MakeColour(uint8(r*36), uint8(g*36), uint8(b*36)).RGBA() }
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	draw.Draw(img, img.Rect, &image.Uniform{col(2, 4, 7)}, image.Point{}, draw.Src)
	draw.Draw(img, image.Rect(0, h*2/3, w, h), &image.Uniform{col(1, 5, 1)}, image.Point{}, draw.Src)
	draw.Draw(img, image.Rect(0, h*2/3+8, w, h), &image.Uniform{col(4, 2, 0)}, image.Point{}, draw.Src)
	for y := 0; y < 12; y++ {
		for x := 0; x < 12; x++ {
			if (x-6)*(x-6)+(y-6)*(y-6) <= 30 {
				img.SetRGBA(w-20+x, 4+y, col(7, 7, 0))
			}
		}
	}
	for i := 0; i < h*2/3; i++ {
		img.SetRGBA(i, h*2/3-1-i, col(7, 7, 7))
	}
	return img
}

// viaPNG encodes and decodes img, as a file read back.
func viaPNG(t *testing.T, img image.Image) image.Image {
	t.Helper()
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		t.Fatal(err)
	}
	out, err := png.Decode(&buf)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// TestModel_ImportPictureNewLevel: a PNG of our own drawing imported into
// a new level (one of our own format, without art) and exported again as
// the section export draws it gives back the same picture, pixel for
// pixel; duplicate cells are merged; one undo step takes it all back.
func TestModel_ImportPictureNewLevel(t *testing.T) {
	m, l := toolModel(t)
	if l.Picture != nil {
		t.Fatal("the tool level has a picture")
	}
	pw, ph := l.Width*16, l.Height*16
	drawing := ourDrawing(pw, ph)
	layoutBefore := slices.Clone(l.Layout)
	chunksBefore := len(l.Lib.Chunks)
	rep, err := m.ImportPicture(PictureImport{Picture: viaPNG(t, drawing)})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Area != image.Rect(0, 0, l.Width, l.Height) {
		t.Errorf("area %v", rep.Area)
	}
	cells := pw / 8 * ph / 8
	if rep.Patterns < 2 || rep.Patterns >= cells/4 || rep.Blocks >= cells/4 {
		t.Errorf("%d patterns and %d blocks for %d cells: duplicates not merged", rep.Patterns, rep.Blocks, cells)
	}
	out := image.NewRGBA(image.Rect(0, 0, pw, ph))
	l.Picture.DrawPicture(out, image.Point{}, out.Rect, 1, true, true)
	if !bytes.Equal(out.Pix, drawing.Pix) {
		for y := 0; y < ph; y++ {
			for x := 0; x < pw; x++ {
				if out.RGBAAt(x, y) != drawing.RGBAAt(x, y) {
					t.Fatalf("exported pixel %d,%d is %v, drawn %v", x, y, out.RGBAAt(x, y), drawing.RGBAAt(x, y))
				}
			}
		}
	}
	m.Undo()
	if l.Picture != nil || !slices.Equal(l.Layout, layoutBefore) || len(l.Lib.Chunks) != chunksBefore {
		t.Error("undo left the import")
	}
	m.Redo()
	out2 := image.NewRGBA(out.Rect)
	l.Picture.DrawPicture(out2, image.Point{}, out2.Rect, 1, true, true)
	if !bytes.Equal(out2.Pix, drawing.Pix) {
		t.Error("redo does not give the picture back")
	}
}

// TestModel_ImportPictureCollision: a layout section imported with its
// _col image (package colpng, as SonLVL writes it) gets the collision it
// shows on both paths, and a _pri image sets the priority of the cells it
// marks.
func TestModel_ImportPictureCollision(t *testing.T) {
	m, l := toolModel(t)
	bw, bh := 3, 2
	slope := heightmask.Mask{}
	for x := range slope.Heights {
		slope.Heights[x] = int8(x + 1)
	}
	flat := heightmask.Mask{}
	for x := range flat.Heights {
		flat.Heights[x] = 4
	}
	want := func(bx, by int) (heightmask.Mask, heightmask.Solidity) {
		switch {
		case by == 1 && bx == 1:
			return slope, heightmask.SolidAll
		case by == 1:
			return flat, heightmask.SolidTop
		}
		return heightmask.Mask{}, heightmask.SolidNone
	}
	colImg := colpng.Write(bw, bh, want)
	a, w, h, err := colpng.Read(viaPNG(t, colImg))
	if err != nil || w != bw || h != bh {
		t.Fatalf("col image: %v %dx%d", err, w, h)
	}
	pic := ourDrawing(bw*16, bh*16)
	pri := image.NewRGBA(pic.Rect)
	pri.SetRGBA(3, 3, color.RGBA{255, 255, 255, 255}) // the first cell
	at := image.Pt(l.Lib.ChunkBlocks, 0)
	if _, err := m.ImportPicture(PictureImport{Picture: pic, ColA: a, ColW: w, ColH: h, Priority: pri, At: at}); err != nil {
		t.Fatal(err)
	}
	for by := 0; by < bh; by++ {
		for bx := 0; bx < bw; bx++ {
			wm, ws := want(bx, by)
			for _, p := range []layers.Path{layers.PathA, layers.PathB} {
				c, mask := l.Cell(p, at.X+bx, at.Y+by)
				if ws == heightmask.SolidNone {
					if c.Tile != 0 {
						t.Errorf("block %d,%d path %d: tile %d, the _col image shows none", bx, by, p, c.Tile)
					}
					continue
				}
				if c.Solidity != ws || mask == nil || placed(*mask, c.XFlip, c.YFlip) != wm {
					t.Errorf("block %d,%d path %d: solidity %v mask %v, the _col image shows %v %v", bx, by, p, c.Solidity, mask, ws, wm)
				}
			}
		}
	}
	art := l.Picture.(*mdart.LevelArt)
	ref := art.Chunks[art.ChunkOf(int(l.Layout[1]))].Blocks[0]
	blk := art.Blocks[ref.Block]
	if !blk[0].Priority() || blk[1].Priority() || blk[2].Priority() {
		t.Errorf("block words %v: only the first cell is marked in the _pri image", blk)
	}
}

// TestModel_ImportPictureLine: into a level with art, each 8x8 cell is
// drawn in the palette line nearest to it (BmpToTile), reusing the
// level's patterns with their flips.
func TestModel_ImportPictureLine(t *testing.T) {
	m, l := toolModel(t)
	art := &mdart.LevelArt{Patterns: make([]mdart.Pattern, 2), Blocks: []mdart.Block{{}}, ChunkBlocks: l.Lib.ChunkBlocks}
	for i := 1; i < 16; i++ {
		art.Palette[1][i] = mdart.Colour(i%8)<<1 | mdart.Colour(i/8)<<5
		art.Palette[2][i] = mdart.Colour(i/8*4)<<1 | mdart.Colour(i%8)<<5 | 7<<9
	}
	// Pattern 1: a diagonal in colour 5, to be found flipped.
	for i := 0; i < 8; i++ {
		art.Patterns[1][i*8+i] = 5
	}
	l.Picture = art
	pal := art.Palette.RGBA()
	pic := image.NewRGBA(image.Rect(0, 0, 16, 16))
	for i := 0; i < 8; i++ {
		pic.SetRGBA(7-i, i, pal[1][5])                    // top-left: pattern 1, x-flipped, line 1
		pic.SetRGBA(8+i, i, pal[2][9])                    // top-right: line 2
		pic.SetRGBA(i, 8+i, color.RGBA{200, 10, 10, 255}) // bottom-left: nearest line 1
	}
	rep, err := m.ImportPicture(PictureImport{Picture: pic})
	if err != nil {
		t.Fatal(err)
	}
	na := l.Picture.(*mdart.LevelArt)
	blk := na.Blocks[na.Chunks[l.Layout[0]].Blocks[0].Block]
	if blk[0].Index() != 1 || !blk[0].XFlip() || blk[0].YFlip() || blk[0].Palette() != 1 {
		t.Errorf("top-left word %#x: want pattern 1 x-flipped in line 1", blk[0])
	}
	if blk[1].Palette() != 2 || blk[2].Palette() != 1 || blk[3].Index() != 0 {
		t.Errorf("words %#x: want lines 2 and 1, the empty pattern last", blk)
	}
	if rep.Patterns != 2 {
		t.Errorf("%d new patterns, want 2 (the diagonal and the empty one found)", rep.Patterns)
	}
	if art.Blocks[0] != (mdart.Block{}) || len(art.Patterns) != 2 {
		t.Error("the old art was changed in place")
	}
}

// TestModel_ImportPictureErrors: a picture too large, one past the
// level's end and a _col image of another size are each one error, and
// the level is left as it was.
func TestModel_ImportPictureErrors(t *testing.T) {
	m, l := toolModel(t)
	before := l.Clone()
	for name, in := range map[string]PictureImport{
		"huge":       {Picture: image.NewRGBA(image.Rect(0, 0, MaxPictureSide+1, 16))},
		"past":       {Picture: image.NewRGBA(image.Rect(0, 0, 32, 32)), At: image.Pt(0, l.Height)},
		"col size":   {Picture: image.NewRGBA(image.Rect(0, 0, 32, 32)), ColA: make([]colpng.Block, 1), ColW: 1, ColH: 1},
		"pri size":   {Picture: image.NewRGBA(image.Rect(0, 0, 32, 32)), Priority: image.NewRGBA(image.Rect(0, 0, 8, 8))},
		"no picture": {},
	} {
		if _, err := m.ImportPicture(in); err == nil {
			t.Errorf("%s: no error", name)
		}
	}
	if !l.Equal(before) || l.Picture != nil || m.History.CanUndo() {
		t.Error("a failed import changed the level")
	}
}

// FuzzImportPicture: any PNG bytes, as a picture and as its _pri image,
// imported at any place give an error or an import, never a panic; a
// failed import leaves the level as it was.
func FuzzImportPicture(f *testing.F) {
	var buf bytes.Buffer
	if err := png.Encode(&buf, ourDrawing(40, 24)); err != nil {
		f.Fatal(err)
	}
	f.Add(buf.Bytes(), 0, 0, true)
	f.Add(buf.Bytes(), 30, 2, false)
	f.Add([]byte("\x89PNG\r\n\x1a\n"), 1, 1, false)
	f.Fuzz(func(t *testing.T, data []byte, x, y int, pri bool) {
		img, err := png.Decode(bytes.NewReader(data))
		if err != nil || img.Bounds().Dx() > 256 || img.Bounds().Dy() > 256 {
			return
		}
		m, l := toolModel(t)
		before := l.Clone()
		in := PictureImport{Picture: img, At: image.Pt(x, y)}
		if pri {
			in.Priority = img
		}
		if _, err := m.ImportPicture(in); err != nil && !l.Equal(before) {
			t.Fatalf("a failed import (%v) changed the level", err)
		}
	})
}

// TestModel_ImportPictureChunkNumbering: into art whose chunk numbering
// is Sonic 1's (sonlvl: layout value k is the file's chunk k-1), a new
// chunk gets the next model id and its art the file chunk that id names,
// so the picture draws where it was placed.
func TestModel_ImportPictureChunkNumbering(t *testing.T) {
	m, l := toolModel(t)
	n := l.Lib.ChunkBlocks
	art := &mdart.LevelArt{Patterns: make([]mdart.Pattern, 1), Blocks: []mdart.Block{{}}, ChunkBlocks: n}
	for i := 1; i < 16; i++ {
		art.Palette[0][i] = mdart.Colour(i%8)<<1 | mdart.Colour(i/8)<<9
	}
	art.Chunks = make([]mdart.Chunk, 3) // fewer than the library's chunks
	for i := range art.Chunks {
		art.Chunks[i].Blocks = make([]mdart.BlockRef, n*n)
	}
	art.ChunkOf = func(id int) int { return id&0x7F - 1 }
	art.ChunkAt = func(cx, cy int) int { return art.ChunkOf(int(l.Layout[cy*l.LayoutW+cx])) }
	l.Picture = art
	pic := image.NewRGBA(image.Rect(0, 0, 16, 16))
	draw.Draw(pic, image.Rect(4, 4, 12, 12), &image.Uniform{art.Palette.RGBA()[0][9]}, image.Point{}, draw.Src)
	at := image.Pt(n, n)
	if _, err := m.ImportPicture(PictureImport{Picture: pic, At: at}); err != nil {
		t.Fatal(err)
	}
	id := int(l.Layout[l.LayoutW+1])
	na := l.Picture.(*mdart.LevelArt)
	if ai := na.ChunkOf(id); ai < 0 || ai >= len(na.Chunks) || id >= 0x80 {
		t.Fatalf("chunk id %d names art chunk %d of %d", id, ai, len(na.Chunks))
	}
	out := image.NewRGBA(image.Rect(0, 0, 16, 16))
	l.Picture.DrawPicture(out, image.Point{}, image.Rect(at.X*16, at.Y*16, at.X*16+16, at.Y*16+16), 1, true, true)
	if out.RGBAAt(8, 8) != pic.RGBAAt(8, 8) || out.RGBAAt(6, 6) != pic.RGBAAt(6, 6) {
		t.Errorf("the imported chunk does not draw: %v, drawn %v", out.RGBAAt(8, 8), pic.RGBAAt(8, 8))
	}
}
