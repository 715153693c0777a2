package editor

import (
	"image"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"

	"loopwright/editor/levelview"
)

// TestGenDialog_InsertAndUndo opens each Generate dialog from its button,
// sets its parameters, checks the live preview, inserts the shape and
// undoes it: the level (and its library) is back exactly as it was.
func TestGenDialog_InsertAndUndo(t *testing.T) {
	cases := []struct {
		shape string
		set   map[string]string
		want  func(f *genForm) bool
	}{
		{"loop", map[string]string{"Radius (px)": "64", "Origin X": "40", "Origin Y": "22"},
			func(f *genForm) bool { return f.params.Radius == 64 }},
		{"slope", map[string]string{"Angle (hex: E0 rises right 45°, 20 falls)": "F0", "Length (px)": "96", "Origin X": "40", "Origin Y": "22"},
			func(f *genForm) bool { return f.params.Angle == 0xF0 && f.params.Length == 96 }},
		{"curve", map[string]string{"Radius (px)": "64", "check:Convex (else a quarter pipe)": "on", "Origin X": "40", "Origin Y": "14"},
			func(f *genForm) bool { return f.params.Radius == 64 && f.params.Convex }},
		{"halfpipe", map[string]string{"Radius (px)": "64", "Bottom width (px)": "32", "Origin X": "40", "Origin Y": "22"},
			func(f *genForm) bool { return f.params.Radius == 64 && f.params.Width == 32 }},
		{"path", map[string]string{"Points (x,y …; Bezier)": "0,0 64,0 96,-32 160,-32", "Thickness (px)": "16", "Origin X": "40", "Origin Y": "22"},
			func(f *genForm) bool {
				return f.params.Thickness == 16 && strings.HasPrefix(f.params.Points, "0,0 64,0")
			}},
	}
	for _, tc := range cases {
		t.Run(tc.shape, func(t *testing.T) {
			e, _ := newPlayEditor(t)
			e.showLevelTab()
			m := e.Model
			l := m.Level()
			before := l.Clone()
			f := generate(t, e, tc.shape, tc.set)
			if !tc.want(f) {
				t.Fatalf("parameters %+v do not follow the entries %v", f.params, tc.set)
			}
			if l.Equal(before) {
				t.Fatal("Insert changed nothing")
			}
			if !strings.HasPrefix(m.History.UndoLabel(), "Undo insert ") {
				t.Fatalf("undo label %q", m.History.UndoLabel())
			}
			inserted := l.Clone()
			if !m.Undo() {
				t.Fatal("nothing to undo")
			}
			if d := l.Diff(before); d != "" {
				t.Fatalf("undo leaves a difference: %s", d)
			}
			if m.Dirty() {
				t.Fatal("undo back to the opened state still dirty")
			}
			m.Redo()
			if d := l.Diff(inserted); d != "" {
				t.Fatalf("redo differs: %s", d)
			}
		})
	}
}

// TestGenDialog_BadParameters: a parameter that cannot build a shape is
// reported in the dialog and Insert is not offered a shape.
func TestGenDialog_BadParameters(t *testing.T) {
	e, _ := newPlayEditor(t)
	f := newGenForm(e.Model, "loop", 10, 20, nil)
	f.entries["Radius (px)"].SetText("9999")
	if f.ok || !strings.Contains(f.status.Text, "⚠") {
		t.Fatalf("radius 9999: ok %v status %q", f.ok, f.status.Text)
	}
	f.entries["Radius (px)"].SetText("64")
	f.entries["Origin X"].SetText("x")
	if f.ok || f.insert() == nil {
		t.Fatalf("bad origin accepted: %q", f.status.Text)
	}
}

// TestEditor_EditMenuTools: the Edit menu's tool items show the Level tab
// and select their tool, each showing its key; the view items act on the
// view.
func TestEditor_EditMenuTools(t *testing.T) {
	e, _ := newPlayEditor(t)
	var edit *fyne.Menu
	for _, mn := range e.menu.Items {
		if mn.Label == "Edit" {
			edit = mn
		}
	}
	if edit == nil {
		t.Fatal("no Edit menu")
	}
	find := func(items []*fyne.MenuItem, label string) *fyne.MenuItem {
		for _, it := range items {
			if it.Label == label {
				return it
			}
		}
		t.Fatalf("no menu item %q", label)
		return nil
	}
	v := e.LevelView
	for tool := levelview.Tool(0); tool < levelview.ToolCount; tool++ {
		e.tabs.SelectIndex(0)
		if tool == v.Tool() {
			v.SetTool((tool + 1) % levelview.ToolCount)
		}
		it := find(edit.Items, tool.String()+" tool")
		sc, ok := it.Shortcut.(*desktop.CustomShortcut)
		if !ok || sc.KeyName != tool.Key() || sc.Modifier != 0 {
			t.Fatalf("%s: shortcut %#v, want %s", it.Label, it.Shortcut, tool.Key())
		}
		it.Action()
		if !e.levelShown() || v.Tool() != tool {
			t.Fatalf("%s: level tab %v, tool %v", it.Label, e.levelShown(), v.Tool())
		}
		if e.level.tools.Selected != toolLabel(tool) {
			t.Fatalf("%s: the palette shows %q", it.Label, e.level.tools.Selected)
		}
	}

	// View submenu.
	view := find(edit.Items, "Level view").ChildMenu
	z := v.Viewport().Z()
	find(view.Items, "Zoom in").Action()
	if v.Viewport().Z() != z+1 {
		t.Fatalf("zoom in: %d", v.Viewport().Z())
	}
	find(view.Items, "Zoom out").Action()
	if v.Viewport().Z() != z {
		t.Fatalf("zoom out: %d", v.Viewport().Z())
	}
	g := v.Options().BlockGrid
	find(view.Items, "Block grid").Action()
	if v.Options().BlockGrid == g || e.level.blockGrid.Checked == g {
		t.Fatal("Block grid item does not toggle the grid (or its check box)")
	}
	cg := v.Options().ChunkGrid
	find(view.Items, "Chunk grid").Action()
	if v.Options().ChunkGrid == cg {
		t.Fatal("Chunk grid item does not toggle")
	}
	p := v.Options().Paths
	find(view.Items, "Paths: both / A / B").Action()
	if v.Options().Paths == p {
		t.Fatal("Paths item does not cycle")
	}

	// Selection items: fill then delete a selection, each one undo step.
	m := e.Model
	l := m.Level()
	before := l.Clone()
	v.SetTool(levelview.ToolSelect)
	v.SetSelection(image.Rect(2, 2, 5, 5))
	b := m.Brush()
	b.Tile = 1
	m.SetBrush(b)
	find(edit.Items, "Fill selection").Action()
	if c, _ := l.Cell(0, 3, 3); c.Tile != 1 {
		t.Fatalf("fill: block 3,3 holds tile %d", c.Tile)
	}
	find(edit.Items, "Delete selection").Action()
	if c, _ := l.Cell(0, 3, 3); c.Tile != 0 {
		t.Fatalf("delete: block 3,3 holds tile %d", c.Tile)
	}
	m.Undo()
	m.Undo()
	if d := l.Diff(before); d != "" {
		t.Fatalf("undo fill and delete: %s", d)
	}
}
