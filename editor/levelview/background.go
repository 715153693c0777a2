package levelview

import "loopwright/preview"

// Background editing (docs/editor.md "Background plane"): with it on, the
// Chunk tool places chunks in the level's background plane (a click, a
// drag: one undo step) and its right click picks the background's chunk;
// the picture shows the background alone.

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
