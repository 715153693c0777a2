package model

import (
	"bytes"
	"image"
	"testing"

	"loopwright/layers"
	"loopwright/mdart"
)

// pictureLevel is a pack level of our own drawing (New level from
// picture), 16x12 blocks: 2x2 chunks of 8.
func pictureLevel(t *testing.T) (*Model, *layers.Level) {
	t.Helper()
	m := NewModel(FallbackPack(), "")
	if err := m.CreateLevel("drawn", 16, 12); err != nil {
		t.Fatal(err)
	}
	if _, err := m.ImportPicture(PictureImport{Picture: ourDrawing(256, 192)}); err != nil {
		t.Fatal(err)
	}
	return m, m.Level()
}

func whole(l *layers.Level) []byte {
	return levelPicture(l, image.Rect(0, 0, l.Width*16, l.Height*16)).Pix
}

// TestModel_PlaceChunkArt: the Art block tool places an art block with
// its flips in the selected chunk's art, drawn where the layout places
// the chunk, as one undo step (a drag's blocks one step together); on a SonLVL project's level the block's
// collision takes the flips with it (the games' chunk word has one flip).
func TestModel_PlaceChunkArt(t *testing.T) {
	m, l := pictureLevel(t)
	id := l.Layout[0]
	m.SelectChunk(id)
	before := whole(l)
	m.SetArtBrush(mdart.BlockRef{Block: 2, XFlip: true, YFlip: true})
	changed, err := m.PlaceChunkArt(1, 0)
	if err != nil || !changed {
		t.Fatalf("placed: %v %v", changed, err)
	}
	if r, ok := m.ChunkArt(id, 1, 0); !ok || r.Block != 2 || !r.XFlip || !r.YFlip {
		t.Fatalf("chunk art %+v %v", r, ok)
	}
	a := l.Picture.(*mdart.LevelArt)
	want := FlipArtBlock(a.Blocks[2], true, true)
	one := &mdart.LevelArt{Patterns: a.Patterns, Blocks: []mdart.Block{want}, Palette: a.Palette, Backdrop: a.Backdrop}
	got := levelPicture(l, image.Rect(16, 0, 32, 16))
	if !bytes.Equal(got.Pix, one.BlockImage(0, mdart.AllPlanes).Pix) {
		t.Error("the placed block does not draw flipped both ways")
	}
	if !m.Undo() || !bytes.Equal(whole(l), before) {
		t.Error("undo does not take it back")
	}
	// A drag placing several blocks is one undo step.
	m.SetArtBrush(mdart.BlockRef{Block: 2, YFlip: true})
	m.BeginChunkStroke(ChunkArtBlock)
	placedN := 0
	for bx := 0; bx < 4; bx++ {
		if m.EditChunkCell(bx, 2, PathSetBoth, ChunkArtBlock) {
			placedN++
		}
	}
	m.EndStroke()
	if placedN < 3 || bytes.Equal(whole(l), before) {
		t.Fatalf("the drag placed %d blocks", placedN)
	}
	if !m.Undo() || !bytes.Equal(whole(l), before) {
		t.Error("one undo does not take the whole drag back")
	}
	if !m.Redo() || bytes.Equal(whole(l), before) {
		t.Error("redo does not place the drag again")
	}
	m.Undo()
	m.SetArtBrush(mdart.BlockRef{Block: uint16(len(a.Blocks))})
	if _, err := m.PlaceChunkArt(0, 0); err == nil {
		t.Error("a block past the art's was placed")
	}

	// A project's level: the collision flips with the art.
	ini, name := ourProject(t, 2, 8)
	pm, pl := openProjectModel(t, ini, name)
	var cid layers.ChunkID
	var bx, by int
	for id := 1; id < len(pl.Lib.Chunks) && cid == 0; id++ {
		for k, b := range pl.Lib.Chunks[id].Blocks {
			if b[0].Tile != 0 && !b[0].XFlip {
				cid, bx, by = layers.ChunkID(id), k%8, k/8
				break
			}
		}
	}
	if cid == 0 {
		t.Fatal("no unflipped collision in our project")
	}
	pm.SelectChunk(cid)
	r, _ := pm.ChunkArt(cid, bx, by)
	r.XFlip = true
	pm.SetArtBrush(r)
	if _, err := pm.PlaceChunkArt(bx, by); err != nil {
		t.Fatal(err)
	}
	if c := pl.Lib.Chunks[cid].Blocks[by*8+bx][0]; !c.XFlip {
		t.Error("a project's collision did not take the art's flip")
	}
	pm.Undo()
	if c := pl.Lib.Chunks[cid].Blocks[by*8+bx][0]; c.XFlip {
		t.Error("undo left the collision flipped")
	}
}

// TestModel_ChunkToolsKeepArt: on a level with art, duplicating a chunk
// copies its art, removing duplicates merges only chunks of the same
// collision and art, deleting unused chunks and deleting a chunk keep
// every other chunk's art with it; the picture draws the same, and undo
// gives back the level as it was.
func TestModel_ChunkToolsKeepArt(t *testing.T) {
	m, l := pictureLevel(t)
	before := whole(l)
	first := l.Layout[0]
	m.SelectChunk(first)
	m.DuplicateChunk()
	dup := m.SelectedChunk()
	if int(dup) != len(l.Lib.Chunks)-1 {
		t.Fatalf("duplicate is %d", dup)
	}
	for k := 0; k < 64; k++ {
		got, _ := m.ChunkArt(dup, k%8, k/8)
		want, _ := m.ChunkArt(first, k%8, k/8)
		if got != want {
			t.Fatalf("the duplicate's art differs at block %d", k)
		}
	}
	m.PlaceChunk(1, 0, dup)
	// The copy given other art is no duplicate.
	cur, _ := m.ChunkArt(dup, 3, 3)
	m.SetArtBrush(mdart.BlockRef{Block: cur.Block ^ 1})
	if ok, err := m.PlaceChunkArt(3, 3); err != nil || !ok {
		t.Fatal(ok, err)
	}
	if n := m.RemoveDuplicateChunks(); n != 0 {
		t.Errorf("removed %d duplicates: chunks of other art merged", n)
	}
	m.Undo() // the art placed
	if n := m.RemoveDuplicateChunks(); n != 1 || l.Layout[1] != first {
		t.Errorf("removed %d duplicates, layout %v", n, l.Layout)
	}
	m.Undo()
	m.Undo() // the copy placed
	if !bytes.Equal(whole(l), before) {
		t.Fatal("undo does not give the picture back")
	}
	// The duplicate, unused now, is deleted; the art stays with the rest.
	if n := m.DeleteUnusedChunks(); n == 0 {
		t.Error("no unused chunk deleted")
	}
	if !bytes.Equal(whole(l), before) {
		t.Error("deleting unused chunks changed the picture")
	}
	m.Undo()
	// Deleting the first chunk: its places go empty, the others keep
	// their art though their ids move down.
	m.SelectChunk(first)
	last := l.Layout[len(l.Layout)-1]
	lastArt, _ := m.ChunkArt(last, 2, 2)
	m.DeleteChunk()
	if l.Layout[0] != 0 {
		t.Errorf("the deleted chunk's place holds %d", l.Layout[0])
	}
	if got, _ := m.ChunkArt(l.Layout[len(l.Layout)-1], 2, 2); last > first && got != lastArt {
		t.Error("a later chunk lost its art when its id moved down")
	}
	m.Undo()
	if !bytes.Equal(whole(l), before) {
		t.Error("undoing the delete does not give the picture back")
	}
	// A background plane's chunks are used chunks.
	l.Background = &layers.Plane{W: 1, H: 1, Layout: []layers.ChunkID{layers.ChunkID(len(l.Lib.Chunks) - 1)}}
	n := len(l.Lib.Chunks)
	m.DeleteUnusedChunks()
	if int(l.Background.Layout[0]) >= len(l.Lib.Chunks) || len(l.Lib.Chunks) != n {
		t.Errorf("the background's chunk was deleted or lost: %v of %d", l.Background.Layout, len(l.Lib.Chunks))
	}
}
