package panels

import (
	"image"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"loopwright/editor/edittest"
	"loopwright/editor/model"
	"loopwright/editor/widgets"
	"loopwright/layers"
	"loopwright/sonlvl"
)

// defSprites is a project's definitions for the test: object 0x41 is a
// "Spring" with two named subtypes, 0x03 a C# "PathSwapper".
type defSprites struct{}

func (defSprites) DrawObject(*image.RGBA, image.Point, int, int, *layers.Object) bool { return false }

func (defSprites) ObjectBounds(*layers.Object) (image.Rectangle, bool) {
	return image.Rectangle{}, false
}

func (defSprites) ObjectInfo(o *layers.Object) (layers.ObjectInfo, bool) {
	for _, p := range o.Props {
		if p.Name != sonlvl.PropObjID {
			continue
		}
		switch p.Value {
		case "0x41":
			return layers.ObjectInfo{Name: "Spring", Subtypes: []layers.ObjectSubtype{{Value: 0x00, Name: "Red Up"}, {Value: 0x02, Name: "Yellow Up"}}}, true
		case "0x03":
			return layers.ObjectInfo{Name: "PathSwapper", Code: true}, true
		}
	}
	return layers.ObjectInfo{}, false
}

// The object panel shows the object's definition (a SonLVL project's:
// package objdef) and sets its subtype from the definition's list.
func TestThingProps_Definition(t *testing.T) {
	test.NewTempApp(t)
	m := edittest.LevelModel(t)
	l := m.Level()
	l.Sprites = defSprites{}
	raw := func(id, sub string) layers.Object {
		return layers.Object{Class: sonlvl.ClassDisasm, X: 10, Y: 10, Props: []layers.Prop{
			{Name: sonlvl.PropObjID, Type: "string", Value: id}, {Name: sonlvl.PropSubtype, Type: "string", Value: sub}}}
	}
	l.Objects = append(l.Objects, raw("0x41", "0x00"), raw("0x03", "0x00"), raw("0x77", "0x00"))
	n := len(l.Objects)
	p := NewThingProps(m)
	test.NewTempWindow(t, p.Content)
	show := func(i int) string {
		m.SelectThing(model.Thing{Kind: model.ThingObject, Index: i})
		p.Refresh()
		return p.Text()
	}
	if txt := show(n - 3); !strings.Contains(txt, "Definition: Spring") {
		t.Fatalf("spring: %q", txt)
	}
	var sel *subtypeSelect
	for _, f := range findSelects(p) {
		if len(f.Options) == 2 && strings.HasPrefix(f.Options[1], "0x02 Yellow Up") {
			sel = f
		}
	}
	if sel == nil {
		t.Fatal("no subtype choice")
	}
	if sel.Selected != "0x00 Red Up" {
		t.Errorf("selected %q", sel.Selected)
	}
	sel.SetSelected("0x02 Yellow Up")
	for _, pr := range m.Level().Objects[n-3].Props {
		if pr.Name == sonlvl.PropSubtype && pr.Value != "0x02" {
			t.Errorf("subtype %q after choosing Yellow Up", pr.Value)
		}
	}
	if txt := show(n - 2); !strings.Contains(txt, "Definition: PathSwapper (a C# script") {
		t.Errorf("code definition: %q", txt)
	}
	if txt := show(n - 1); !strings.Contains(txt, "Definition: none") {
		t.Errorf("no definition: %q", txt)
	}
}

type subtypeSelect = widgets.Select

// findSelects returns every Select in the panel.
func findSelects(p *ThingProps) []*widgets.Select {
	var out []*widgets.Select
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		switch v := o.(type) {
		case *widgets.Select:
			out = append(out, v)
		case *fyne.Container:
			for _, c := range v.Objects {
				walk(c)
			}
		}
	}
	walk(p.box)
	return out
}
