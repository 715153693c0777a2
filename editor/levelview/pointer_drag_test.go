package levelview

import (
	"testing"

	"loopwright/editor/edittest"
)

// TestLevelView_DragReportsThePointer: the desktop driver sends no
// MouseMoved during a drag, so a paint stroke must report the pointer
// itself: the pointer line kept naming the block where the stroke began,
// during it and after it, while the pointer was on the last block painted
// (found walking the editor under Xvfb).
func TestLevelView_DragReportsThePointer(t *testing.T) {
	m := edittest.LevelModel(t)
	v := newTestView(t, m)
	var cur [2]int
	v.OnCursor = func(x, y int) { cur = [2]int{x, y} }
	v.MouseMoved(mouseAt(blockPos(2, 3)))
	edittest.Drag(v, blockPos(2, 3), blockPos(9, 3), 7)
	if want := [2]int{9*16 + 8, 3*16 + 8}; cur != want {
		t.Fatalf("after a paint stroke the pointer is reported at %v, want the stroke's end %v", cur, want)
	}
	// The pan drag too: the pixel under the pointer is the one grabbed.
	v.space = true
	edittest.Drag(v, blockPos(9, 3), blockPos(5, 3), 4)
	v.space = false
	if x, y := v.levelAt(blockPos(5, 3)); cur != [2]int{x, y} {
		t.Fatalf("after a pan drag the pointer is reported at %v, want %d,%d", cur, x, y)
	}
}
