package pack

import (
	"fmt"

	"loopwright/layers"
)

// Diff returns a description of the first difference between two packs,
// or "" when they are identical (nil and empty lists are the same).
func Diff(a, b *Pack) string {
	if a.Name != b.Name || a.Description != b.Description {
		return fmt.Sprintf("name/description %q/%q vs %q/%q", a.Name, a.Description, b.Name, b.Description)
	}
	if d := LibraryDiff(a.Lib, b.Lib); d != "" {
		return d
	}
	if len(a.Levels) != len(b.Levels) {
		return fmt.Sprintf("%d levels vs %d", len(a.Levels), len(b.Levels))
	}
	for i := range a.Levels {
		if d := LevelDiff(a.Levels[i], b.Levels[i]); d != "" {
			return fmt.Sprintf("level %d: %s", i, d)
		}
	}
	return ""
}

// LibraryDiff returns the first difference between two libraries, or "".
func LibraryDiff(a, b *layers.Library) string {
	if (a == nil) != (b == nil) {
		return "one library is nil"
	}
	if a == nil {
		return ""
	}
	if a.ChunkBlocks != b.ChunkBlocks {
		return fmt.Sprintf("chunk size %d vs %d", a.ChunkBlocks, b.ChunkBlocks)
	}
	if len(a.Tiles) != len(b.Tiles) {
		return fmt.Sprintf("%d tiles vs %d", len(a.Tiles), len(b.Tiles))
	}
	for i := range a.Tiles {
		if a.Tiles[i] != b.Tiles[i] {
			return fmt.Sprintf("tile %d: %+v vs %+v", i, a.Tiles[i], b.Tiles[i])
		}
	}
	if len(a.Chunks) != len(b.Chunks) {
		return fmt.Sprintf("%d chunks vs %d", len(a.Chunks), len(b.Chunks))
	}
	for i := range a.Chunks {
		ca, cb := a.Chunks[i].Blocks, b.Chunks[i].Blocks
		if len(ca) != len(cb) {
			return fmt.Sprintf("chunk %d: %d blocks vs %d", i, len(ca), len(cb))
		}
		for j := range ca {
			if ca[j] != cb[j] {
				return fmt.Sprintf("chunk %d block %d: %+v vs %+v", i, j, ca[j], cb[j])
			}
		}
	}
	return ""
}

// LevelDiff returns the first difference between two levels, their
// libraries included, or "".
func LevelDiff(a, b *layers.Level) string {
	if d := LibraryDiff(a.Lib, b.Lib); d != "" {
		return d
	}
	switch {
	case a.Name != b.Name || a.Description != b.Description:
		return fmt.Sprintf("name %q vs %q", a.Name, b.Name)
	case a.Width != b.Width || a.Height != b.Height:
		return fmt.Sprintf("size %dx%d vs %dx%d", a.Width, a.Height, b.Width, b.Height)
	case a.LayoutW != b.LayoutW || a.LayoutH != b.LayoutH || len(a.Layout) != len(b.Layout):
		return "layout size differs"
	case a.Start != b.Start:
		return fmt.Sprintf("start %v vs %v", a.Start, b.Start)
	case a.Bounds != b.Bounds:
		return fmt.Sprintf("bounds %v vs %v", a.Bounds, b.Bounds)
	case len(a.Switchers) != len(b.Switchers):
		return fmt.Sprintf("%d switchers vs %d", len(a.Switchers), len(b.Switchers))
	case len(a.Objects) != len(b.Objects):
		return fmt.Sprintf("%d objects vs %d", len(a.Objects), len(b.Objects))
	case len(a.Art) != len(b.Art):
		return fmt.Sprintf("%d art layers vs %d", len(a.Art), len(b.Art))
	}
	for i := range a.Layout {
		if a.Layout[i] != b.Layout[i] {
			return fmt.Sprintf("layout %d: chunk %d vs %d", i, a.Layout[i], b.Layout[i])
		}
	}
	for i := range a.Switchers {
		if a.Switchers[i] != b.Switchers[i] {
			return fmt.Sprintf("switcher %d: %+v vs %+v", i, a.Switchers[i], b.Switchers[i])
		}
	}
	for i := range a.Objects {
		oa, ob := a.Objects[i], b.Objects[i]
		pa, pb := oa.Props, ob.Props
		if oa.ID != ob.ID || oa.Class != ob.Class || oa.Name != ob.Name || oa.X != ob.X || oa.Y != ob.Y || oa.W != ob.W || oa.H != ob.H {
			return fmt.Sprintf("object %d: %+v vs %+v", i, oa, ob)
		}
		if d := propsDiff(pa, pb); d != "" {
			return fmt.Sprintf("object %d: %s", i, d)
		}
	}
	for i := range a.Art {
		if a.Art[i].Name != b.Art[i].Name || len(a.Art[i].Cells) != len(b.Art[i].Cells) {
			return fmt.Sprintf("art layer %d differs", i)
		}
		for j := range a.Art[i].Cells {
			if a.Art[i].Cells[j] != b.Art[i].Cells[j] {
				return fmt.Sprintf("art layer %d cell %d differs", i, j)
			}
		}
	}
	return propsDiff(a.Props, b.Props)
}

func propsDiff(a, b []layers.Prop) string {
	if len(a) != len(b) {
		return fmt.Sprintf("%d properties vs %d", len(a), len(b))
	}
	for i := range a {
		if a[i] != b[i] {
			return fmt.Sprintf("property %d: %+v vs %+v", i, a[i], b[i])
		}
	}
	return ""
}
