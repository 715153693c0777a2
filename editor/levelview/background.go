package levelview

import (
	"image"

	"loopwright/preview"
)

// Background editing (docs/editor.md "Background plane"): with it on, the
// Chunk tool places chunks in the level's background plane (a click, a
// drag: one undo step) and its right click picks the background's chunk;
// Select, Fill, Copy, Cut, Paste and Delete act on the plane's chunks
// (below); the picture shows the background alone.

// SetBackgroundMode turns background editing on or off; it reports whether
// the mode is on (off when the level has no background plane).
func (v *LevelView) SetBackgroundMode(on bool) bool {
	if on && !v.model.HasBackground() {
		on = false
	}
	if on == v.bgMode {
		return on
	}
	v.bgMode = on
	v.sel = image.Rectangle{} // blocks of one plane, chunk cells of the other
	if on {
		v.bgPlanes = v.opt.PicturePlanes
		v.opt.PicturePlanes = preview.PictureNone
		v.opt.PictureNoBackground = false
	} else {
		v.opt.PicturePlanes = v.bgPlanes
	}
	v.viewChanged()
	return on
}

// BackgroundMode reports whether background editing is on.
func (v *LevelView) BackgroundMode() bool { return v.bgMode }

// placeChunk places the Chunk tool's chunk at layout cell (cx, cy) of the
// foreground, or of the background plane in background mode.
func (v *LevelView) placeChunk(cx, cy int) {
	m := v.model
	if v.bgMode {
		m.PlaceBackgroundChunk(cx, cy, m.PlaceChunkID())
		return
	}
	m.PlaceChunk(cx, cy, m.PlaceChunkID())
}

// In background mode the Select tool selects whole chunk cells of the
// plane (the selection is kept in blocks, on chunk edges), and Fill,
// Copy, Cut, Paste and Delete act on the plane's chunks (the model's
// background tools): Fill puts the Chunk tool's chunk.

// chunkBlocks returns the level's chunk side in blocks.
func (v *LevelView) chunkBlocks() int { return v.chunkPx() / 16 }

// bgCells returns the chunk cells of the plane that blocks r covers.
func (v *LevelView) bgCells(r image.Rectangle) image.Rectangle {
	cb := v.chunkBlocks()
	return image.Rect(FloorDivInt(r.Min.X, cb), FloorDivInt(r.Min.Y, cb),
		FloorDivInt(r.Max.X+cb-1, cb), FloorDivInt(r.Max.Y+cb-1, cb))
}

// bgSelection returns the blocks of the chunk cells from block (fx, fy)
// to block (bx, by), clipped to the background plane.
func (v *LevelView) bgSelection(fx, fy, bx, by int) image.Rectangle {
	cb := v.chunkBlocks()
	r := v.bgCells(image.Rect(min(fx, bx), min(fy, by), max(fx, bx)+1, max(fy, by)+1))
	r = v.model.ClampBackground(r)
	return image.Rect(r.Min.X*cb, r.Min.Y*cb, r.Max.X*cb, r.Max.Y*cb)
}

// BackgroundSelection returns the selected chunk cells of the background
// plane (empty outside background mode, or with nothing selected).
func (v *LevelView) BackgroundSelection() image.Rectangle {
	if !v.bgMode || v.sel.Empty() {
		return image.Rectangle{}
	}
	return v.bgCells(v.sel)
}

// bgFillAt fills the selection (when the block is in it) or the chunk
// cell of block (bx, by) with the Chunk tool's chunk.
func (v *LevelView) bgFillAt(bx, by int) {
	m := v.model
	if image.Pt(bx, by).In(v.sel) {
		m.FillBackground(v.bgCells(v.sel), m.PlaceChunkID())
		return
	}
	c := v.bgCells(image.Rect(bx, by, bx+1, by+1))
	m.FillBackground(c, m.PlaceChunkID())
}

// bgPaste pastes the background clipboard at the chunk cell under the
// pointer, else at the selection's corner, and selects what it pasted.
func (v *LevelView) bgPaste() {
	m := v.model
	c := m.BackgroundClipboard()
	if c == nil {
		return
	}
	var at image.Point
	switch {
	case v.hovering:
		bx, by := v.blockAt(v.hover)
		at = v.bgCells(image.Rect(bx, by, bx+1, by+1)).Min
	case !v.sel.Empty():
		at = v.bgCells(v.sel).Min
	}
	m.PasteBackground(at.X, at.Y)
	cb := v.chunkBlocks()
	v.sel = v.bgSelection(at.X*cb, at.Y*cb, (at.X+c.W)*cb-1, (at.Y+c.H)*cb-1)
	v.Refresh()
}
