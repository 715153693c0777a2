package levelview

import (
	"bytes"
	"image"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"

	"loopwright/chunkgen"
	"loopwright/editor/edittest"
	"loopwright/editor/model"
	"loopwright/layers"
	"loopwright/preview"
)

// newTestView returns a level view in a 640x480 test window at zoom 1
// with the level's origin at the view's top-left corner.
func newTestView(t *testing.T, m *model.Model) *LevelView {
	t.Helper()
	test.NewTempApp(t)
	v := NewLevelView(m)
	w := test.NewTempWindow(t, v)
	w.SetPadded(false)
	w.Resize(fyne.NewSize(640, 480))
	v.Resize(fyne.NewSize(640, 480))
	v.SetViewport(preview.Viewport{Zoom: 1})
	m.OnChange(v.Refresh)
	v.SetTool(ToolBrush) // the painting tests start from the brush
	return v
}

// TestLevelView_OpensWithoutEditing: a view opens with the Inspect tool,
// so the first click (meant to focus it) never edits the level.
func TestLevelView_OpensWithoutEditing(t *testing.T) {
	m := edittest.LevelModel(t)
	test.NewTempApp(t)
	v := NewLevelView(m)
	w := test.NewTempWindow(t, v)
	w.Resize(fyne.NewSize(640, 480))
	if v.Tool().Edits() {
		t.Fatalf("a new view has the %v tool, which edits", v.Tool())
	}
	before, label := m.Level().Clone(), m.History.UndoLabel()
	test.TapAt(v, blockPos(5, 20))
	test.TapSecondaryAt(v, blockPos(6, 20))
	if d := m.Level().Diff(before); d != "" || m.History.UndoLabel() != label {
		t.Fatalf("first clicks edited the level: %s (undo %q)", d, m.History.UndoLabel())
	}
}

// blockPos returns the view position of block (bx, by)'s centre at zoom 1
// from the origin.
func blockPos(bx, by int) fyne.Position {
	return fyne.NewPos(float32(bx*16+8), float32(by*16+8))
}

func pxPos(x, y int) fyne.Position { return fyne.NewPos(float32(x)+0.5, float32(y)+0.5) }

func cellAt(m *model.Model, p layers.Path, bx, by int) layers.Cell {
	c, _ := m.Level().Cell(p, bx, by)
	return c
}

// checkUndoRedo undoes the last step, checks the level is back to before,
// redoes it and checks it equals after.
func checkUndoRedo(t *testing.T, m *model.Model, before *layers.Level, label string) {
	t.Helper()
	if got := m.History.UndoLabel(); got != label {
		t.Errorf("undo label %q, want %q", got, label)
	}
	after := m.Level().Clone()
	if !m.Undo() {
		t.Fatal("nothing to undo")
	}
	if d := m.Level().Diff(before); d != "" {
		t.Fatalf("after undo: %s", d)
	}
	m.Redo()
	if d := m.Level().Diff(after); d != "" {
		t.Fatalf("after redo: %s", d)
	}
}

func TestLevelView_BrushTap(t *testing.T) {
	m := edittest.LevelModel(t)
	v := newTestView(t, m)
	before := m.Level().Clone()
	m.SetBrush(model.Brush{Tile: 3, XFlip: true})
	test.TapAt(v, blockPos(5, 6))
	if c := cellAt(m, layers.PathA, 5, 6); c.Tile != 3 || !c.XFlip {
		t.Fatalf("cell A %+v", c)
	}
	if c := cellAt(m, layers.PathB, 5, 6); c.Tile != 3 {
		t.Fatalf("cell B %+v", c)
	}
	checkUndoRedo(t, m, before, "Undo paint 1 block")
}

func TestLevelView_BrushDragIsOneStroke(t *testing.T) {
	m := edittest.LevelModel(t)
	v := newTestView(t, m)
	before := m.Level().Clone()
	m.SetBrush(model.Brush{Tile: 1, Paths: model.PathSetA})
	edittest.Drag(v, blockPos(2, 3), blockPos(11, 3), 4) // 4 big steps: gaps must be filled
	for bx := 2; bx <= 11; bx++ {
		if c := cellAt(m, layers.PathA, bx, 3); c.Tile != 1 {
			t.Fatalf("block %d: %+v", bx, c)
		}
		if c := cellAt(m, layers.PathB, bx, 3); c.Tile != 0 {
			t.Fatalf("path B painted at %d", bx)
		}
	}
	if m.History.UndoLen() != 1 {
		t.Fatalf("%d undo steps, want 1", m.History.UndoLen())
	}
	checkUndoRedo(t, m, before, "Undo paint 10 blocks")
}

func TestLevelView_EraseAndSecondaryTap(t *testing.T) {
	m := edittest.LevelModel(t)
	v := newTestView(t, m)
	before := m.Level().Clone()
	test.TapSecondaryAt(v, blockPos(4, 20))
	if c := cellAt(m, layers.PathA, 4, 20); c.Tile != 0 {
		t.Fatalf("not erased: %+v", c)
	}
	checkUndoRedo(t, m, before, "Undo erase 1 block")
	v.SetTool(ToolErase)
	before = m.Level().Clone()
	edittest.Drag(v, blockPos(10, 20), blockPos(14, 20), 8)
	for bx := 10; bx <= 14; bx++ {
		if c := cellAt(m, layers.PathB, bx, 20); c.Tile != 0 {
			t.Fatalf("block %d not erased", bx)
		}
	}
	checkUndoRedo(t, m, before, "Undo erase 5 blocks")
}

// Painting a block of a chunk that another level also places makes a new
// chunk and leaves the other level alone (copy-on-write).
func TestLevelView_PaintCopyOnWriteAcrossLevels(t *testing.T) {
	m := edittest.LevelModel(t)
	v := newTestView(t, m)
	a, b := m.Pack.Levels[0], m.Pack.Levels[1]
	shared := a.Layout[2*a.LayoutW]
	b.Layout[0] = shared
	bBefore := b.Clone()
	m.SetBrush(model.Brush{Tile: 4})
	test.TapAt(v, blockPos(0, 16))
	if a.Layout[2*a.LayoutW] == shared {
		t.Fatal("shared chunk edited in place")
	}
	if d := b.Diff(bBefore); d != "" && !bytes.Contains([]byte(d), []byte("library")) {
		t.Fatalf("other level changed: %s", d)
	}
	if got, _ := b.Block(0, 0); got != bBefore.Lib.Chunks[shared].Blocks[0] {
		t.Fatal("other level's block changed")
	}
}

func TestLevelView_ChunkTool(t *testing.T) {
	m := edittest.LevelModel(t)
	v := newTestView(t, m)
	l := m.Level()
	floor := l.Layout[2*l.LayoutW]
	before := l.Clone()
	v.SetTool(ToolChunk)
	m.SetPlaceChunk(floor)
	edittest.Drag(v, pxPos(10, 10), pxPos(300, 10), 3)
	for cx := 0; cx <= 2; cx++ {
		if l.Layout[cx] != floor {
			t.Fatalf("layout %d = %d", cx, l.Layout[cx])
		}
	}
	checkUndoRedo(t, m, before, "Undo place 3 chunks")
	// Right-click picks the chunk under the pointer.
	m.SetPlaceChunk(0)
	test.TapSecondaryAt(v, blockPos(1, 20))
	if m.PlaceChunkID() != floor {
		t.Fatalf("picked %d, want %d", m.PlaceChunkID(), floor)
	}
}

func TestLevelView_SelectMoveCopyPasteDelete(t *testing.T) {
	m := edittest.LevelModel(t)
	v := newTestView(t, m)
	v.SetTool(ToolSelect)
	edittest.Drag(v, blockPos(2, 19), blockPos(5, 20), 5)
	if want := image.Rect(2, 19, 6, 21); v.Selection() != want {
		t.Fatalf("selection %v, want %v", v.Selection(), want)
	}
	// Move the selection 2 blocks up.
	before := m.Level().Clone()
	edittest.Drag(v, blockPos(3, 20), blockPos(3, 18), 4)
	if cellAt(m, layers.PathA, 3, 18).Tile != 2 || cellAt(m, layers.PathA, 3, 20).Tile != 0 {
		t.Fatal("blocks not moved")
	}
	if want := image.Rect(2, 17, 6, 19); v.Selection() != want {
		t.Fatalf("moved selection %v, want %v", v.Selection(), want)
	}
	checkUndoRedo(t, m, before, "Undo move 8 blocks")

	// Copy, paste at the pointer.
	v.Copy()
	before = m.Level().Clone()
	v.hovering, v.hover = true, blockPos(30, 5)
	v.PasteHere()
	if cellAt(m, layers.PathA, 30, 6).Tile != 2 {
		t.Fatal("not pasted")
	}
	checkUndoRedo(t, m, before, "Undo paste 4 blocks")

	// Delete the selection.
	v.SetSelection(image.Rect(0, 20, 4, 21))
	before = m.Level().Clone()
	v.HandleKey(fyne.KeyDelete, false)
	if cellAt(m, layers.PathA, 1, 20).Tile != 0 {
		t.Fatal("not deleted")
	}
	checkUndoRedo(t, m, before, "Undo delete 2 blocks") // blocks 2 and 3 were moved away
}

func TestLevelView_Fill(t *testing.T) {
	m := edittest.LevelModel(t)
	v := newTestView(t, m)
	m.SetBrush(model.Brush{Tile: 3})
	v.SetTool(ToolFill)
	v.SetSelection(image.Rect(1, 1, 4, 3))
	before := m.Level().Clone()
	test.TapAt(v, blockPos(2, 2))
	for by := 1; by < 3; by++ {
		for bx := 1; bx < 4; bx++ {
			if cellAt(m, layers.PathA, bx, by).Tile != 3 {
				t.Fatalf("block %d,%d not filled", bx, by)
			}
		}
	}
	checkUndoRedo(t, m, before, "Undo fill 6 blocks")
	// Flood fill under the floor: rows 21..31 are empty and connected.
	v.SetSelection(image.Rectangle{})
	before = m.Level().Clone()
	test.TapAt(v, blockPos(3, 25))
	if cellAt(m, layers.PathA, 63, 31).Tile != 3 || cellAt(m, layers.PathA, 3, 5).Tile != 0 {
		t.Fatal("flood fill went wrong")
	}
	checkUndoRedo(t, m, before, "Undo fill 704 blocks")
}

func TestLevelView_Switchers(t *testing.T) {
	m := edittest.LevelModel(t)
	v := newTestView(t, m)
	l := m.Level()
	v.SetTool(ToolSwitcher)
	before := l.Clone()
	test.TapAt(v, pxPos(200, 200))
	if len(l.Switchers) != 1 || l.Switchers[0].X != 200 || l.Switchers[0].Radius != 64 {
		t.Fatalf("switchers %+v", l.Switchers)
	}
	if m.SelectedThing() != (model.Thing{Kind: model.ThingSwitcher, Index: 0}) {
		t.Fatal("new switcher not selected")
	}
	checkUndoRedo(t, m, before, "Undo add switcher 0")

	// Drag the line to move it.
	before = l.Clone()
	edittest.Drag(v, pxPos(200, 210), pxPos(260, 190), 6)
	if s := l.Switchers[0]; s.X != 260 || s.Y != 180 {
		t.Fatalf("moved to %d,%d", s.X, s.Y)
	}
	checkUndoRedo(t, m, before, "Undo move switcher 0")

	// Drag the bottom handle to resize.
	before = l.Clone()
	edittest.Drag(v, pxPos(260, 180+64), pxPos(260, 180+130), 6)
	if l.Switchers[0].Radius != 128 {
		t.Fatalf("radius %d", l.Switchers[0].Radius)
	}
	checkUndoRedo(t, m, before, "Undo resize switcher 0")

	// Properties.
	before = l.Clone()
	s := l.Switchers[0]
	s.Horizontal, s.GroundedOnly, s.Priority[1] = true, true, layers.High
	m.SetSwitcher(0, s)
	checkUndoRedo(t, m, before, "Undo edit switcher 0")

	before = l.Clone()
	v.HandleKey(fyne.KeyDelete, false)
	if len(l.Switchers) != 0 {
		t.Fatal("not deleted")
	}
	checkUndoRedo(t, m, before, "Undo delete switcher 0")
}

func TestLevelView_Objects(t *testing.T) {
	m := edittest.LevelModel(t)
	v := newTestView(t, m)
	l := m.Level()
	v.SetTool(ToolObject)
	m.SetObjectClass("spring")
	before := l.Clone()
	test.TapAt(v, pxPos(100, 300))
	if len(l.Objects) != 1 || l.Objects[0].Class != "spring" || len(l.Objects[0].Props) != 2 {
		t.Fatalf("objects %+v", l.Objects)
	}
	checkUndoRedo(t, m, before, "Undo add spring")
	before = l.Clone()
	edittest.Drag(v, pxPos(102, 302), pxPos(152, 252), 5)
	if o := l.Objects[0]; o.X != 150 || o.Y != 250 {
		t.Fatalf("moved to %d,%d", o.X, o.Y)
	}
	checkUndoRedo(t, m, before, "Undo move spring 0")
	before = l.Clone()
	m.SetObjectProp(0, "strength", "string", "red")
	if l.Objects[0].Props[0].Value != "red" {
		t.Fatal("property not set")
	}
	checkUndoRedo(t, m, before, "Undo set strength of spring 0")
}

func TestLevelView_Start(t *testing.T) {
	m := edittest.LevelModel(t)
	v := newTestView(t, m)
	l := m.Level()
	v.SetTool(ToolStart)
	before := l.Clone()
	test.TapAt(v, pxPos(80, 200))
	if l.Start != (layers.Point{X: 80, Y: 200}) {
		t.Fatalf("start %v", l.Start)
	}
	checkUndoRedo(t, m, before, "Undo move the player start")
	before = l.Clone()
	edittest.Drag(v, pxPos(81, 201), pxPos(121, 181), 4)
	if l.Start != (layers.Point{X: 120, Y: 180}) {
		t.Fatalf("dragged start %v", l.Start)
	}
	checkUndoRedo(t, m, before, "Undo move the player start")
}

func TestLevelView_InspectAndPlaying(t *testing.T) {
	m := edittest.LevelModel(t)
	v := newTestView(t, m)
	var got [2]int
	v.OnBlockClicked = func(bx, by int) { got = [2]int{bx, by} }
	v.SetPlaying(true)
	before := m.Level().Clone()
	test.TapAt(v, blockPos(7, 9))
	edittest.Drag(v, blockPos(1, 1), blockPos(5, 1), 3)
	if got != [2]int{7, 9} {
		t.Fatalf("clicked %v", got)
	}
	if d := m.Level().Diff(before); d != "" || m.History.CanUndo() {
		t.Fatalf("edited while playing: %s", d)
	}
	v.SetPlaying(false)
	v.SetViewport(preview.Viewport{Zoom: 1}) // the drag panned
	v.HandleKey(fyne.KeyI, false)
	test.TapAt(v, blockPos(3, 4))
	if got != [2]int{3, 4} || v.Tool() != ToolInspect {
		t.Fatalf("inspect: %v", got)
	}
}

func TestLevelView_Navigation(t *testing.T) {
	m := edittest.LevelModel(t)
	v := newTestView(t, m)
	var cur [2]int
	v.OnCursor = func(x, y int) { cur = [2]int{x, y} }
	v.MouseMoved(mouseAt(pxPos(33, 44)))
	if cur != [2]int{33, 44} {
		t.Fatalf("cursor %v", cur)
	}
	v.HandleKey(fyne.Key4, false)
	if v.Viewport().Z() != 4 {
		t.Fatalf("zoom %d", v.Viewport().Z())
	}
	v.HandleKey(fyne.KeyPlus, false)
	v.HandleKey(fyne.Key8, false)
	v.HandleKey(fyne.KeyPlus, false)
	if v.Viewport().Z() != 8 {
		t.Fatalf("zoom %d", v.Viewport().Z())
	}
	v.SetZoom(1)
	v.SetViewport(preview.Viewport{Zoom: 1})
	// Ctrl+wheel zooms about the pointer: the pixel under it stays.
	v.mods = func() fyne.KeyModifier { return fyne.KeyModifierControl }
	v.Scrolled(&fyne.ScrollEvent{PointEvent: fyne.PointEvent{Position: pxPos(100, 100)}, Scrolled: fyne.NewDelta(0, 1)})
	if x, y := v.levelAt(pxPos(100, 100)); v.Viewport().Z() != 2 || x != 100 || y != 100 {
		t.Fatalf("wheel zoom: z %d, pixel %d,%d", v.Viewport().Z(), x, y)
	}
	v.mods = func() fyne.KeyModifier { return 0 }
	vp := v.Viewport()
	v.HandleKey(fyne.KeyRight, false)
	if v.Viewport().X <= vp.X {
		t.Fatal("arrow did not pan")
	}
	// Middle-button drag pans.
	vp = v.Viewport()
	v.space = true
	edittest.Drag(v, pxPos(300, 300), pxPos(200, 300), 5)
	v.space = false
	if v.Viewport().X != vp.X+50 {
		t.Fatalf("pan: %d, want %d", v.Viewport().X, vp.X+50)
	}
	// Scroll bar drag pans.
	vp = v.Viewport()
	edittest.Drag(v, pxPos(20, 474), pxPos(60, 474), 4)
	if v.Viewport().X <= vp.X {
		t.Fatal("scroll bar did not pan")
	}
	o := v.Options()
	v.HandleKey(fyne.KeyG, false)
	v.HandleKey(fyne.KeyG, true)
	v.HandleKey(fyne.KeyTab, false)
	if n := v.Options(); n.BlockGrid == o.BlockGrid || n.ChunkGrid == o.ChunkGrid || n.Paths != preview.PathsA {
		t.Fatalf("options %+v", n)
	}
	for k, tool := range map[fyne.KeyName]Tool{fyne.KeyB: ToolBrush, fyne.KeyR: ToolSelect, fyne.KeyF: ToolFill, fyne.KeyS: ToolSwitcher, fyne.KeyO: ToolObject, fyne.KeyP: ToolStart, fyne.KeyC: ToolChunk, fyne.KeyE: ToolErase} {
		v.HandleKey(k, false)
		if v.Tool() != tool {
			t.Fatalf("key %s: tool %s", k, v.Tool())
		}
	}
}

func TestLevelView_InsertShape(t *testing.T) {
	m := edittest.LevelModel(t)
	l := m.Level()
	before := l.Clone()
	sh, err := model.DefaultGenParams("loop").Build()
	if err != nil {
		t.Fatal(err)
	}
	if err := m.InsertShape(sh, 30, 20); err != nil {
		t.Fatal(err)
	}
	if len(l.Switchers) == 0 {
		t.Fatal("no switchers placed")
	}
	checkUndoRedo(t, m, before, "Undo insert loop at block 30,20")
	// A shape that does not fit changes nothing.
	snap := l.Clone()
	if err := m.InsertShape(sh, 62, 20); err == nil {
		t.Fatal("no error for a shape outside the level")
	}
	if d := l.Diff(snap); d != "" {
		t.Fatal(d)
	}
	for _, shape := range []string{"loop", "slope", "curve", "halfpipe", "path"} {
		p := model.DefaultGenParams(shape)
		sh, err := p.Build()
		if err != nil {
			t.Fatalf("%s: %v", shape, err)
		}
		if _, err := model.GenPreview(m.Lib(), sh); err != nil {
			t.Fatalf("%s preview: %v", shape, err)
		}
	}
	_ = chunkgen.OnBoth
}

func TestModel_LevelSelection(t *testing.T) {
	m := edittest.LevelModel(t)
	if m.Level() != m.Pack.Levels[0] {
		t.Fatal("first level not selected")
	}
	m.SelectLevel(1)
	if m.Level() != m.Pack.Levels[1] || m.LevelIndex() != 1 {
		t.Fatal("SelectLevel")
	}
	m.AddLevel("c", 10, 10)
	if len(m.Pack.Levels) != 3 || m.LevelIndex() != 2 {
		t.Fatal("AddLevel")
	}
	m.Undo()
	if len(m.Pack.Levels) != 2 || m.LevelIndex() != 1 {
		t.Fatal("undo AddLevel")
	}
}

// The history keeps at least 1000 level edits.
func TestModel_ThousandLevelUndos(t *testing.T) {
	m := edittest.LevelModel(t)
	before := m.Level().Clone()
	for i := 0; i < 1000; i++ {
		m.SetBrush(model.Brush{Tile: layers.TileID(1 + i%5)})
		m.PaintBlock(i%64, i/64, false)
	}
	for m.Undo() {
	}
	if d := m.Level().Diff(before); d != "" {
		t.Fatal(d)
	}
}

func TestLevelView_Golden(t *testing.T) {
	m := edittest.LevelModel(t)
	v := newTestView(t, m)
	l := m.Level()
	sh, _ := model.DefaultGenParams("loop").Build()
	if err := m.InsertShape(sh, 16, 20); err != nil {
		t.Fatal(err)
	}
	m.AddObject("spring", 100, 300)
	m.AddSwitcher(model.NewSwitcher(500, 250))
	v.SetSelection(image.Rect(2, 17, 6, 19))
	v.SetViewport(preview.Viewport{X: -8, Y: 40, Zoom: 1})
	edittest.Golden(t, "level_view.png", v.render(640, 400))
	o := v.Options()
	o.Paths = preview.PathsB
	o.BlockGrid = false
	v.SetOptions(o)
	v.SetViewport(preview.Viewport{X: 200, Y: 180, Zoom: 2})
	edittest.Golden(t, "level_view_pathB_zoom2.png", v.render(480, 320))
	_ = l
}

func mouseAt(p fyne.Position) *desktop.MouseEvent {
	return &desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: p}}
}
