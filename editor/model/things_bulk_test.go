package model

import (
	"image"
	"testing"

	"loopwright/heightmask"
	"loopwright/layers"
)

// bulkModel is toolModel with a solid floor: chunk 13, whose bottom block
// row is full (tile 4, all heights 16), fills the bottom layout row.
func bulkModel(t *testing.T) (*Model, *layers.Level) {
	m, l := toolModel(t)
	lib := l.Lib
	cb := lib.ChunkBlocks
	full := heightmask.Mask{}
	for i := range full.Heights {
		full.Heights[i] = 16
	}
	lib.Tiles = append(lib.Tiles, full)
	c := layers.Chunk{Blocks: make([]layers.Block, cb*cb)}
	for x := 0; x < cb; x++ {
		c.Blocks[(cb-1)*cb+x][0] = layers.Cell{Tile: 4}
		c.Blocks[x*cb+4][0] = layers.Cell{Tile: 4} // a wall: the chunk's block column 4 (x 64..79)
	}
	lib.Chunks = append(lib.Chunks, c)
	for cx := 0; cx < l.LayoutW; cx++ {
		l.Layout[2*l.LayoutW+cx] = 13
	}
	return m, l
}

// TestModel_SelectThings: the rubber band, Ctrl-click and select all of a
// kind build the selection; it is not an edit.
func TestModel_SelectThings(t *testing.T) {
	m, l := bulkModel(t)
	px := l.Lib.ChunkBlocks * 16
	m.SelectThingsIn(image.Rect(0, 0, 2*px, 2*px), false)
	got := m.SelectedThings()
	want := []Thing{{ThingSwitcher, 0}, {ThingObject, 0}, {ThingObject, 1}}
	if len(got) != 3 || got[0] != want[0] || got[1] != want[1] || got[2] != want[2] {
		t.Errorf("rubber band: %v, want %v", got, want)
	}
	m.ToggleThing(Thing{ThingObject, 1})
	m.ToggleThing(Thing{ThingObject, 2})
	if got := m.SelectedThings(); len(got) != 3 || !m.IsSelected(Thing{ThingObject, 2}) || m.IsSelected(Thing{ThingObject, 1}) {
		t.Errorf("Ctrl-click: %v", got)
	}
	m.SelectAllOfKind(Thing{ThingObject, 0}) // the rings: objects 0 and 2
	if got := m.SelectedThings(); len(got) != 2 || got[0] != (Thing{ThingObject, 0}) || got[1] != (Thing{ThingObject, 2}) {
		t.Errorf("all rings: %v", got)
	}
	if m.History.CanUndo() {
		t.Error("selecting is an edit")
	}
}

// TestModel_MoveSnapDeleteThings: a nudge, a snap and a delete of the
// selection are one undo step each.
func TestModel_MoveSnapDeleteThings(t *testing.T) {
	m, l := bulkModel(t)
	m.SelectAllOfKind(Thing{ThingObject, 0})
	x0, x2 := l.Objects[0].X, l.Objects[2].X
	m.MoveThings(1, -2)
	if l.Objects[0].X != x0+1 || l.Objects[2].X != x2+1 || l.Objects[0].Y != 8 {
		t.Errorf("nudge: %+v %+v", l.Objects[0], l.Objects[2])
	}
	m.SnapThings(16)
	if l.Objects[0].X != 16 || l.Objects[0].Y != 16 || l.Objects[2].X%16 != 0 {
		t.Errorf("snap: %+v %+v", l.Objects[0], l.Objects[2])
	}
	m.Undo()
	m.Undo()
	if l.Objects[0].X != x0 || l.Objects[2].X != x2 {
		t.Error("undo of nudge and snap")
	}
	m.DeleteThings()
	if len(l.Objects) != 1 || l.Objects[0].Class != "spring" || len(m.SelectedThings()) != 0 {
		t.Errorf("delete: %+v", l.Objects)
	}
	m.Undo()
	if len(l.Objects) != 3 {
		t.Error("undo of delete")
	}
}

// TestModel_AlignThings: objects drop to the floor (a rectangle object's
// bottom edge on it, a point on it) and push to a wall, as one step.
func TestModel_AlignThings(t *testing.T) {
	m, l := bulkModel(t)
	px := l.Lib.ChunkBlocks * 16
	floor := 3*px - 16 // the bottom row's top
	l.Objects[1].H = 32
	m.SelectThings([]Thing{{ThingObject, 0}, {ThingObject, 1}})
	if n := m.AlignThings(Down); n != 2 {
		t.Fatalf("aligned %d, want 2", n)
	}
	if l.Objects[0].Y != floor-1 || l.Objects[1].Y != floor-1-16 {
		t.Errorf("floor: y %d and %d, want %d and %d", l.Objects[0].Y, l.Objects[1].Y, floor-1, floor-17)
	}
	if n := m.AlignThings(Down); n != 0 {
		t.Errorf("already on the floor: moved %d", n)
	}
	// Object 2, in the bottom layout row right of a wall, pushed left
	// stops against it (its pixel 79).
	l.Objects[2].Y = 3*px - 40
	l.Objects[2].X = px + 100
	m.SelectThings([]Thing{{ThingObject, 2}})
	m.AlignThings(Left)
	if l.Objects[2].X != px+80 {
		t.Errorf("wall: x %d, want %d", l.Objects[2].X, px+80)
	}
}

// TestModel_CopyPasteThings: copied things paste with new ids at the
// pointer, selected; a copied block area carries the things on it, and
// moving an area moves them.
func TestModel_CopyPasteThings(t *testing.T) {
	m, l := bulkModel(t)
	m.SelectAllOfKind(Thing{ThingObject, 0})
	m.CopyThings()
	m.PasteThings(1000, 100)
	if len(l.Objects) != 5 || l.Objects[3].X != 1000 || l.Objects[3].ID == l.Objects[0].ID || l.Objects[4].ID == l.Objects[3].ID {
		t.Errorf("paste: %+v", l.Objects)
	}
	if got := m.SelectedThings(); len(got) != 2 || got[0] != (Thing{ThingObject, 3}) {
		t.Errorf("pasted things not selected: %v", got)
	}
	m.Undo()
	if len(l.Objects) != 3 {
		t.Fatal("undo of paste")
	}
	px := l.Lib.ChunkBlocks * 16
	// Block area copy: the spring at (px+5, px+5) stands in blocks
	// (cb..cb+1).
	cb := l.Lib.ChunkBlocks
	m.CopyRect(image.Rect(cb, cb, cb+2, cb+2))
	if c := m.Clipboard(); c == nil || c.Things == nil || len(c.Things.Objects) != 1 || len(c.Things.Switchers) != 0 {
		t.Fatalf("clip things: %+v", m.Clipboard())
	}
	m.Paste(0, 0)
	if len(l.Objects) != 4 || l.Objects[3].X != 5 || l.Objects[3].Y != 5 || l.Objects[3].Class != "spring" {
		t.Errorf("pasted area's spring: %+v", l.Objects)
	}
	m.Undo()
	m.MoveRect(image.Rect(cb, cb, cb+2, cb+2), 1, 0)
	if l.Objects[1].X != px+5+16 {
		t.Errorf("moved area's spring at %d, want %d", l.Objects[1].X, px+21)
	}
}

// fakeDefs names objects 0x41 (a spring, two subtypes) and 0x26.
type fakeDefs struct{}

func (fakeDefs) DrawObject(*image.RGBA, image.Point, int, int, *layers.Object) bool { return false }
func (fakeDefs) ObjectBounds(*layers.Object) (image.Rectangle, bool)                { return image.Rectangle{}, false }
func (fakeDefs) ObjectInfo(o *layers.Object) (layers.ObjectInfo, bool) {
	for _, p := range o.Props {
		switch {
		case p.Name == propObjID && p.Value == "0x41":
			return layers.ObjectInfo{Name: "Spring", Subtypes: []layers.ObjectSubtype{{Value: 0, Name: "Red"}, {Value: 2, Name: "Yellow"}}}, true
		case p.Name == propObjID && p.Value == "0x26":
			return layers.ObjectInfo{Name: "Monitor"}, true
		}
	}
	return layers.ObjectInfo{}, false
}

// TestModel_SetObjectsKind: the definitions are listed by id with their
// names and subtypes; the selected disassembly objects take the id,
// subtype and flips chosen, as one step; others are left alone.
func TestModel_SetObjectsKind(t *testing.T) {
	m, l := toolModel(t)
	if d := m.ObjectDefs(); d != nil {
		t.Errorf("no definitions: %v", d)
	}
	l.Sprites = fakeDefs{}
	defs := m.ObjectDefs()
	if len(defs) != 2 || defs[0].ID != 0x26 || defs[1].Name != "Spring" || len(defs[1].Subtypes) != 2 {
		t.Fatalf("defs %+v", defs)
	}
	l.Objects[0].Props = []layers.Prop{{Name: propObjID, Type: "string", Value: "0x25"}, {Name: "subtype", Type: "string", Value: "0x00"}}
	m.SelectThings([]Thing{{ThingObject, 0}, {ThingObject, 1}})
	if n := m.SetObjectsKind(0x41, 2, true, false); n != 1 {
		t.Fatalf("changed %d, want 1 (object 1 has no object id)", n)
	}
	o := l.Objects[0]
	want := map[string]string{propObjID: "0x41", "subtype": "0x02", "x_flip": "true", "y_flip": "false"}
	for _, p := range o.Props {
		if w, ok := want[p.Name]; ok && p.Value != w {
			t.Errorf("%s = %q, want %q", p.Name, p.Value, w)
		}
	}
	if len(o.Props) != 4 || o.Name != "Obj41" {
		t.Errorf("object %+v", o)
	}
	m.Undo()
	if l.Objects[0].Props[0].Value != "0x25" || len(l.Objects[0].Props) != 2 {
		t.Errorf("undo: %+v", l.Objects[0])
	}
}
