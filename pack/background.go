package pack

import (
	"bytes"
	"encoding/json"
	"fmt"

	"loopwright/layers"
)

// A level's background plane (layers.Level.Background), stored as the
// level file's "background" key (docs/pack-format.md "background"): a
// layout of the pack's chunk ids, repeated behind the foreground, which
// the level's picture draws and the physics ignores.

// backgroundJSON is a level's "background" key.
type backgroundJSON struct {
	// Width and Height are the plane's size in chunks.
	Width  int `json:"width"`
	Height int `json:"height"`
	// Layout is Height rows of Width chunk ids.
	Layout [][]int `json:"layout"`
}

// encodeBackground returns the level's "background" value, or nil when
// it has none.
func encodeBackground(l *layers.Level) []byte {
	bg := l.Background
	if bg == nil || bg.W < 1 || bg.H < 1 || len(bg.Layout) < bg.W*bg.H {
		return nil
	}
	var b bytes.Buffer
	fmt.Fprintf(&b, "{\n    \"width\": %d,\n    \"height\": %d,\n    \"layout\": [", bg.W, bg.H)
	for y := 0; y < bg.H; y++ {
		if y > 0 {
			b.WriteString(",")
		}
		row, _ := json.Marshal(bg.Layout[y*bg.W : (y+1)*bg.W])
		b.WriteString("\n      ")
		b.Write(row)
	}
	b.WriteString("\n    ]\n  }")
	return b.Bytes()
}

// checkPlaneSize checks a background plane of w x h chunks of cb blocks
// against the level limits (the size of its picture).
func checkPlaneSize(w, h, cb int) error {
	if w < 1 || h < 1 {
		return fmt.Errorf("size %dx%d chunks: width and height must be at least 1", w, h)
	}
	if w > MaxSide/cb || h > MaxSide/cb || w*h > MaxCells/(cb*cb) {
		return fmt.Errorf("size %dx%d chunks: larger than a level may be (%d blocks a side, %d blocks)", w, h, MaxSide, MaxCells)
	}
	return nil
}

// parseBackground checks and decodes a "background" value for a library
// of nChunks chunks of cb blocks. The error names the place in the value.
func parseBackground(bj *backgroundJSON, cb, nChunks int) (*layers.Plane, error) {
	if err := checkPlaneSize(bj.Width, bj.Height, cb); err != nil {
		return nil, err
	}
	if len(bj.Layout) != bj.Height {
		return nil, fmt.Errorf("layout: %d rows, want %d", len(bj.Layout), bj.Height)
	}
	p := &layers.Plane{W: bj.Width, H: bj.Height, Layout: make([]layers.ChunkID, bj.Width*bj.Height)}
	for y, row := range bj.Layout {
		if len(row) != bj.Width {
			return nil, fmt.Errorf("layout row %d: %d chunks, want %d", y, len(row), bj.Width)
		}
		for x, id := range row {
			if id < 0 || id >= nChunks {
				return nil, fmt.Errorf("layout row %d column %d: chunk %d does not exist", y, x, id)
			}
			p.Layout[y*bj.Width+x] = layers.ChunkID(id)
		}
	}
	return p, nil
}

// validateBackground appends the problems of level l's background plane
// to errs.
func validateBackground(l *layers.Level, pkg, file string, errs *ErrorList) {
	bg := l.Background
	if bg == nil {
		return
	}
	if err := checkPlaneSize(bg.W, bg.H, l.Lib.ChunkBlocks); err != nil {
		errs.Add(pkg, file, "background", "%v", err)
		return
	}
	if len(bg.Layout) != bg.W*bg.H {
		errs.Add(pkg, file, "background", "%d chunk ids, want %dx%d", len(bg.Layout), bg.W, bg.H)
		return
	}
	for i, id := range bg.Layout {
		if int(id) >= len(l.Lib.Chunks) {
			errs.Add(pkg, file, fmt.Sprintf("background row %d column %d", i/bg.W, i%bg.W), "chunk %d does not exist", id)
		}
	}
}

// BackgroundChunkAt returns the picture's BGChunkAt for level l: the
// chunk id of its background plane at chunk (cx, cy), the plane repeated,
// read as it is edited; -1 without a plane.
func BackgroundChunkAt(l *layers.Level) func(cx, cy int) int {
	return func(cx, cy int) int {
		b := l.Background
		if b == nil || b.W <= 0 || b.H <= 0 || len(b.Layout) < b.W*b.H || cx < 0 || cy < 0 {
			return -1
		}
		return int(b.Layout[cy%b.H*b.W+cx%b.W])
	}
}

// backgroundDiff returns the first difference between two levels'
// background planes, or "".
func backgroundDiff(a, b *layers.Plane) string {
	switch {
	case a == nil && b == nil:
		return ""
	case a == nil || b == nil:
		return fmt.Sprintf("background plane %v vs %v", a != nil, b != nil)
	case a.W != b.W || a.H != b.H || len(a.Layout) != len(b.Layout):
		return fmt.Sprintf("background plane %dx%d vs %dx%d", a.W, a.H, b.W, b.H)
	}
	for i := range a.Layout {
		if a.Layout[i] != b.Layout[i] {
			return fmt.Sprintf("background cell %d: chunk %d vs %d", i, a.Layout[i], b.Layout[i])
		}
	}
	return ""
}
