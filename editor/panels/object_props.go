package panels

import (
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"loopwright/editor/model"
	"loopwright/editor/widgets"
	"loopwright/layers"
	"loopwright/objcatalog"
	"loopwright/sonlvl"
)

// thingProps is the Level tab's properties panel: the selected switcher's
// orientation, radius, layers, priorities and flags, the selected object's
// position and properties (typed for the known ones), or the player
// start's position. Every change is one undoable edit.
type ThingProps struct {
	m        *model.Model
	box      *fyne.Container
	Content  fyne.CanvasObject
	key      string
	updating bool
	set      []func() // update the widgets from the model
}

func NewThingProps(m *model.Model) *ThingProps {
	p := &ThingProps{m: m, box: container.NewVBox()}
	p.Content = p.box
	return p
}

func (p *ThingProps) keyOf() string {
	l := p.m.Level()
	t := p.m.SelectedThing()
	if l == nil {
		return "none"
	}
	// The level itself (another pack or level), its name, size and
	// counts are part of the key: the summary shows them.
	k := fmt.Sprintf("%p/%s/%dx%d/%d/%d/%d/%d", l, l.Name, l.Width, l.Height, len(l.Switchers), len(l.Objects), t.Kind, t.Index)
	if t.Kind == model.ThingObject {
		o := l.Objects[t.Index]
		k += "/" + o.Class
		for _, pr := range o.Props {
			k += "/" + pr.Name
			if pr.Name == sonlvl.PropObjID {
				k += "=" + pr.Value // the definition shown
			}
		}
	}
	return k
}

// Refresh rebuilds the panel when the selection changed and updates its
// values.
func (p *ThingProps) Refresh() {
	if k := p.keyOf(); k != p.key {
		p.key = k
		p.rebuild()
	}
	p.updating = true
	for _, f := range p.set {
		f()
	}
	p.updating = false
}

func (p *ThingProps) rebuild() {
	p.set = nil
	p.box.RemoveAll()
	bold := fyne.TextStyle{Bold: true}
	l := p.m.Level()
	t := p.m.SelectedThing()
	title := widget.NewLabelWithStyle("Properties", fyne.TextAlignLeading, bold)
	p.box.Add(title)
	if l == nil {
		p.box.Add(widget.NewLabel("No level"))
		return
	}
	switch t.Kind {
	case model.ThingSwitcher:
		title.SetText(model.ThingLabel(l, t))
		p.switcherForm(t.Index)
	case model.ThingObject:
		title.SetText(model.ThingLabel(l, t))
		p.objectForm(t.Index)
	case model.ThingStart:
		title.SetText("Player start")
		p.box.Add(p.posRow(func() (int, int) { return l.Start.X, l.Start.Y }, func(x, y int) { p.m.SetStart(x, y) }))
		p.box.Add(widget.NewLabel("The player's centre at the start (drag it with the P tool)."))
	default:
		p.box.Add(widget.NewLabel(fmt.Sprintf("Level %q\n%dx%d blocks, %s, %s\n\nSelect a switcher (S), an object (O)\nor the start (P) to edit it.",
			l.Name, l.Width, l.Height, model.Count(len(l.Switchers), "switcher"), model.Count(len(l.Objects), "object"))))
		p.box.Add(p.waterRow())
	}
	p.box.Refresh()
}

// waterRow is the level's water height (its water_level property;
// docs/physics.md "States" "Underwater"): a y in pixels,
// applied on Enter; empty removes the water. The Water overlay draws it.
func (p *ThingProps) waterRow() fyne.CanvasObject {
	e := widgets.NewEntry()
	e.SetPlaceHolder("none")
	note := widget.NewLabel("")
	e.OnSubmitted = func(text string) {
		text = strings.TrimSpace(text)
		if text != "" {
			if _, err := strconv.Atoi(text); err != nil {
				note.SetText(fmt.Sprintf("water level %q: not a whole number of pixels", text))
				return
			}
		}
		note.SetText("")
		p.m.SetLevelProp("water_level", "int", text)
	}
	p.set = append(p.set, func() { e.SetText(p.m.LevelProp("water_level")) })
	return container.NewVBox(
		container.NewGridWithColumns(2, widget.NewLabel("Water level y (Enter)"), e),
		note)
}

// posRow returns X and Y entries applied on Enter.
func (p *ThingProps) posRow(get func() (int, int), set func(x, y int)) fyne.CanvasObject {
	xe, ye := widgets.NewEntry(), widgets.NewEntry()
	apply := func(string) {
		x, err1 := strconv.Atoi(strings.TrimSpace(xe.Text))
		y, err2 := strconv.Atoi(strings.TrimSpace(ye.Text))
		if err1 == nil && err2 == nil {
			set(x, y)
		}
	}
	xe.OnSubmitted, ye.OnSubmitted = apply, apply
	p.set = append(p.set, func() {
		x, y := get()
		xe.SetText(strconv.Itoa(x))
		ye.SetText(strconv.Itoa(y))
	})
	return container.NewGridWithColumns(2, widget.NewLabel("X (Enter)"), xe, widget.NewLabel("Y (Enter)"), ye)
}

func (p *ThingProps) switcherForm(i int) {
	m := p.m
	get := func() layers.Switcher { return m.Level().Switchers[i] }
	edit := func(f func(s *layers.Switcher)) {
		if p.updating {
			return
		}
		l := m.Level()
		if l == nil || i >= len(l.Switchers) {
			return
		}
		s := l.Switchers[i]
		f(&s)
		m.SetSwitcher(i, s)
	}
	p.box.Add(p.posRow(func() (int, int) { s := get(); return s.X, s.Y }, func(x, y int) {
		edit(func(s *layers.Switcher) { s.X, s.Y = x, y })
	}))
	orient := widgets.NewSelect([]string{"vertical", "horizontal"}, func(v string) {
		edit(func(s *layers.Switcher) { s.Horizontal = v == "horizontal" })
	})
	radius := widgets.NewSelect([]string{"32", "64", "128", "256"}, func(v string) {
		r, _ := strconv.Atoi(v)
		edit(func(s *layers.Switcher) { s.Radius = r })
	})
	ab := []string{"A", "B"}
	lh := []string{"L", "H"}
	var lay, pri [2]*widgets.Select
	for k := 0; k < 2; k++ {
		k := k
		lay[k] = widgets.NewSelect(ab, func(v string) {
			edit(func(s *layers.Switcher) { s.Layer[k] = map[string]layers.Path{"A": layers.PathA, "B": layers.PathB}[v] })
		})
		pri[k] = widgets.NewSelect(lh, func(v string) {
			edit(func(s *layers.Switcher) {
				s.Priority[k] = map[string]layers.Priority{"L": layers.Low, "H": layers.High}[v]
			})
		})
	}
	grounded := widgets.NewCheck("grounded_only", func(on bool) { edit(func(s *layers.Switcher) { s.GroundedOnly = on }) })
	prioOnly := widgets.NewCheck("priority_only", func(on bool) { edit(func(s *layers.Switcher) { s.PriorityOnly = on }) })
	side1, side2 := "left", "right"
	sideLabels := [2]*widget.Label{widget.NewLabel(""), widget.NewLabel("")}
	p.set = append(p.set, func() {
		s := get()
		if s.Horizontal {
			orient.SetSelected("horizontal")
			side1, side2 = "top", "bottom"
		} else {
			orient.SetSelected("vertical")
			side1, side2 = "left", "right"
		}
		sideLabels[0].SetText("Side 1 (" + side1 + ")")
		sideLabels[1].SetText("Side 2 (" + side2 + ")")
		radius.SetSelected(strconv.Itoa(s.Radius))
		for k := 0; k < 2; k++ {
			lay[k].SetSelected(s.Layer[k].String())
			pri[k].SetSelected(s.Priority[k].String())
		}
		grounded.SetChecked(s.GroundedOnly)
		prioOnly.SetChecked(s.PriorityOnly)
	})
	grid := container.NewGridWithColumns(2,
		widget.NewLabel("orientation"), orient,
		widget.NewLabel("radius"), radius,
	)
	p.box.Add(grid)
	for k := 0; k < 2; k++ {
		p.box.Add(sideLabels[k])
		p.box.Add(container.NewGridWithColumns(2,
			widget.NewLabel(fmt.Sprintf("layer_%d", k+1)), lay[k],
			widget.NewLabel(fmt.Sprintf("priority_%d", k+1)), pri[k]))
	}
	p.box.Add(grounded)
	p.box.Add(prioOnly)
	p.box.Add(widget.NewLabel("Drag the line to move it, an end\nhandle to change the radius."))
	p.box.Add(widget.NewButton("Delete switcher", m.DeleteThing))
}

func (p *ThingProps) objectForm(i int) {
	m := p.m
	l := m.Level()
	o := l.Objects[i]
	p.box.Add(p.posRow(func() (int, int) { o := m.Level().Objects[i]; return o.X, o.Y }, func(x, y int) {
		o := m.Level().Objects[i]
		o.X, o.Y = x, y
		m.SetObject(i, o)
	}))
	p.definitionRows(i, o)
	spec, isClass := objcatalog.ClassByName(o.Class)
	known := map[string]objcatalog.Prop{}
	if isClass {
		for _, ps := range spec.Props {
			known[ps.Name] = ps
		}
	}
	grid := container.NewGridWithColumns(2)
	value := func(name string) string {
		for _, pr := range m.Level().Objects[i].Props {
			if pr.Name == name {
				return pr.Value
			}
		}
		return ""
	}
	for _, pr := range o.Props {
		pr := pr
		ps, ok := known[pr.Name]
		typ := pr.Type
		if typ == "" {
			typ = ps.Type
		}
		set := func(v string) {
			if !p.updating {
				m.SetObjectProp(i, pr.Name, typ, v)
			}
		}
		grid.Add(widget.NewLabel(pr.Name))
		switch {
		case ok && len(ps.Values) > 0:
			s := widgets.NewSelect(ps.Values, set)
			p.set = append(p.set, func() { s.SetSelected(value(pr.Name)) })
			grid.Add(s)
		case typ == "bool":
			c := widgets.NewCheck("", func(on bool) { set(strconv.FormatBool(on)) })
			p.set = append(p.set, func() { c.SetChecked(value(pr.Name) == "true") })
			grid.Add(c)
		default:
			en := widgets.NewEntry()
			if typ == "int" {
				en.Validator = func(s string) error {
					_, err := strconv.Atoi(strings.TrimSpace(s))
					return err
				}
			}
			en.OnSubmitted = func(s string) {
				if typ == "int" {
					if _, err := strconv.Atoi(strings.TrimSpace(s)); err != nil {
						return
					}
					s = strings.TrimSpace(s)
				}
				set(s)
			}
			p.set = append(p.set, func() { en.SetText(value(pr.Name)) })
			grid.Add(en)
		}
	}
	p.box.Add(grid)
	// Known properties the object lacks can be added.
	if isClass {
		for _, ps := range spec.Props {
			have := false
			for _, pr := range o.Props {
				have = have || pr.Name == ps.Name
			}
			if !have {
				ps := ps
				p.box.Add(widget.NewButton("Add "+ps.Name, func() { m.SetObjectProp(i, ps.Name, ps.Type, ps.Default) }))
			}
		}
	}
	if len(o.Props) > 0 {
		p.box.Add(widget.NewLabel("Enter applies a typed value."))
	}
	p.box.Add(widget.NewButton("Delete object", m.DeleteThing))
}

// definitionRows show the object's definition in its project (a SonLVL
// project's obj*.ini or XML definition: package objdef): its name and,
// when it lists subtypes, a choice of them that sets the subtype.
func (p *ThingProps) definitionRows(i int, o layers.Object) {
	m := p.m
	sp := m.Level().Sprites
	if sp == nil {
		return
	}
	info, ok := sp.ObjectInfo(&o)
	if !ok {
		p.box.Add(widget.NewLabel("Definition: none in the project"))
		return
	}
	text := "Definition: " + info.Name
	if info.Code {
		text += " (a C# script: drawn as a marker)"
	}
	p.box.Add(widget.NewLabel(text))
	if len(info.Subtypes) == 0 {
		return
	}
	names := make([]string, len(info.Subtypes))
	for k, st := range info.Subtypes {
		names[k] = fmt.Sprintf("0x%02X", st.Value)
		if st.Name != "" {
			names[k] += " " + st.Name
		}
	}
	sel := widgets.NewSelect(names, func(v string) {
		if p.updating {
			return
		}
		hex, _, _ := strings.Cut(v, " ")
		m.SetObjectProp(i, sonlvl.PropSubtype, "string", hex)
	})
	p.set = append(p.set, func() {
		cur := ""
		for _, pr := range m.Level().Objects[i].Props {
			if pr.Name == sonlvl.PropSubtype {
				cur = pr.Value
			}
		}
		sel.ClearSelected()
		for _, n := range names {
			if hex, _, _ := strings.Cut(n, " "); strings.EqualFold(hex, cur) {
				sel.SetSelected(n)
			}
		}
	})
	p.box.Add(container.NewGridWithColumns(2, widget.NewLabel("Subtypes"), sel))
}

// Text returns the text of every label in the panel, one a line.
func (p *ThingProps) Text() string {
	var b strings.Builder
	for _, o := range p.box.Objects {
		if l, ok := o.(*widget.Label); ok {
			b.WriteString(l.Text + "\n")
		}
	}
	return b.String()
}
