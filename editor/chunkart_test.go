package editor

import (
	"image"
	"image/color"
	"path/filepath"
	"testing"

	"loopwright/editor/model"
	"loopwright/mdart"
)

// TestChunkTab_ArtBlock: on a level with art (a new level from a picture
// of our own), the Chunks tab shows the art brush; typing a block number
// and ticking X flip picks the Art block tool, and a click places the
// block, flipped, in the chunk's art (one undo step); the block picker
// lists every art block and a click picks one. On a level without art the
// brush is hidden.
func TestChunkTab_ArtBlock(t *testing.T) {
	e := newTestEditor(t)
	ct := e.chunkEd
	if ct.artBox.Visible() {
		t.Error("the art brush shows on a level without art")
	}
	dir := t.TempDir()
	pic := image.NewRGBA(image.Rect(0, 0, 128, 64))
	for y := 0; y < 64; y++ {
		for x := 0; x < 128; x++ {
			k := (x/16 + y/8 + x*y/29) % 5
			c := mdart.MakeColour(uint8(k*50), uint8(200-k*40), uint8(k%2*180)).RGBA()
			pic.SetRGBA(x, y, color.RGBA{c.R, c.G, c.B, 255})
		}
	}
	writePNG(t, filepath.Join(dir, "ours.png"), pic)
	if _, err := e.NewLevelFromPictureFile(filepath.Join(dir, "ours.png")); err != nil {
		t.Fatal(err)
	}
	ct.refresh()
	if !ct.artBox.Visible() {
		t.Fatal("no art brush on a level with art")
	}
	l := e.Model.Level()
	e.Model.SelectChunk(l.Layout[0])
	ct.artNum.SetText("2")
	ct.artX.SetChecked(true)
	if r := e.Model.ArtBrush(); r.Block != 2 || !r.XFlip || r.YFlip || ct.tool != model.ChunkArtBlock {
		t.Fatalf("art brush %+v, tool %v", r, ct.tool)
	}
	if !e.Model.EditChunkCell(0, 0, model.PathSetBoth, ct.tool) {
		t.Fatal("the click placed nothing")
	}
	if r, _ := e.Model.ChunkArt(l.Layout[0], 0, 0); r.Block != 2 || !r.XFlip {
		t.Errorf("chunk art %+v", r)
	}
	e.Model.Undo()
	if r, _ := e.Model.ChunkArt(l.Layout[0], 0, 0); r.Block == 2 && r.XFlip {
		t.Error("undo left the art block")
	}
	// The block picker: every art block, a click picks it.
	nb, _, _ := e.Model.ArtBlocks()
	if ct.artBlocks.Length() != nb || nb < 4 {
		t.Fatalf("the picker has %d blocks, the art %d", ct.artBlocks.Length(), nb)
	}
	ct.artBlocks.OnSelected(3)
	if r := e.Model.ArtBrush(); r.Block != 3 || ct.artNum.Text != "3" {
		t.Errorf("picked block 3: brush %+v, entry %q", r, ct.artNum.Text)
	}
}
