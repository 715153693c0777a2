package objcatalog

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"loopwright/internal/goldentest"
	"loopwright/internal/sharedtest"
	"loopwright/layers"
)

// TestObjectTable checks the catalog itself: unique class names,
// defaults inside their bounds, and that checking each class reads only
// properties the catalog lists (Spec panics otherwise). The object
// engines' tests check that each engine implements every class.
func TestObjectTable(t *testing.T) {
	seen := map[string]bool{}
	for _, c := range Classes() {
		if seen[c.Name] {
			t.Errorf("%s listed twice", c.Name)
		}
		seen[c.Name] = true
		if c.Doc == "" {
			t.Errorf("%s: no description", c.Name)
		}
		names := map[string]bool{}
		for _, p := range c.Props {
			if names[p.Name] {
				t.Errorf("%s.%s listed twice", c.Name, p.Name)
			}
			names[p.Name] = true
			if p.Doc == "" || (p.Type != "int" && p.Type != "string" && p.Type != "bool") {
				t.Errorf("%s.%s: type %q, doc %q", c.Name, p.Name, p.Type, p.Doc)
			}
			switch {
			case p.Default == "":
			case len(p.Values) > 0:
				if !slices.Contains(p.Values, p.Default) {
					t.Errorf("%s.%s: default %q is not one of %v", c.Name, p.Name, p.Default, p.Values)
				}
			case p.Type == "int":
				n, err := strconv.Atoi(p.Default)
				if err != nil || n < p.Min || n > p.Max {
					t.Errorf("%s.%s: default %q outside %d..%d", c.Name, p.Name, p.Default, p.Min, p.Max)
				}
			}
		}
		for _, o := range []layers.Object{{Class: c.Name}, {Class: c.Name, W: 40, H: 40}} {
			var errs ObjectErrors
			r := Reader{Obj: &o, Class: ClassDef(c.Name), Errs: &errs}
			r.Check()
		}
	}
}

// TestClasses_ReadOnly: what Classes and ClassByName return are copies.
func TestClasses_ReadOnly(t *testing.T) {
	c := Classes()
	c[0].Name = "x"
	c[0].Props[0].Default = "x"
	s, _ := ClassByName("spring")
	s.Props[1].Values[0] = "x"
	if Classes()[0].Name == "x" || Classes()[0].Props[0].Default == "x" {
		t.Error("Classes shares the table")
	}
	if s2, ok := ClassByName("spring"); !ok || s2.Props[1].Values[0] != "up" {
		t.Error("ClassByName shares the table")
	}
	if _, ok := ClassByName("player_start"); ok {
		t.Error("player_start is not an object class")
	}
}

// TestDefaultProps: a new spikes object has the physics' defaults
// (docs/tiled.md; count 4, as docs/objects.md says).
func TestDefaultProps(t *testing.T) {
	got := DefaultProps("spikes")
	want := []layers.Prop{{Name: "direction", Type: "string", Value: "up"}, {Name: "count", Type: "int", Value: "4"}}
	if !slices.Equal(got, want) {
		t.Errorf("DefaultProps(spikes) = %v, want %v", got, want)
	}
	for _, p := range DefaultProps("fan") {
		if p.Name == "width_radius" || p.Name == "height_radius" {
			t.Errorf("fan: optional size %s set (it follows the rectangle)", p.Name)
		}
	}
	if DefaultProps("unknown") != nil {
		t.Error("unknown class has defaults")
	}
}

// The generated part of docs/objects.md lies between these lines.
const (
	docsBegin = "<!-- BEGIN object table: generated from objcatalog.Classes by go generate ./objcatalog; do not edit -->\n"
	docsEnd   = "<!-- END object table -->\n"
)

// objectDocs renders the object table as markdown: the classes with
// their behaviour, then every property with its type, default, bounds
// and meaning.
func objectDocs() string {
	var b strings.Builder
	cell := func(s string) string { return strings.ReplaceAll(s, "|", `\|`) }
	b.WriteString("| class | properties (default) | behaviour |\n| --- | --- | --- |\n")
	for _, c := range Classes() {
		var ps []string
		for _, p := range c.Props {
			s := "`" + p.Name + "`"
			switch {
			case p.Required && p.Rect:
				s += " (required, or the rectangle)"
			case p.Required:
				s += " (required)"
			case p.Default != "" && len(p.Values) > 0:
				s += " (`" + p.Default + "`)"
			case p.Default != "":
				s += " (" + p.Default + ")"
			}
			ps = append(ps, s)
		}
		props := "-"
		if len(ps) > 0 {
			props = strings.Join(ps, ", ")
		}
		b.WriteString("| `" + c.Name + "` | " + props + " | " + cell(c.Doc) + " |\n")
	}
	b.WriteString("\n### Properties\n\n")
	b.WriteString("Absent properties take their default; a value outside its bounds is\nreported by `physics.ValidateObjects` (and `loopwright pack validate`)\nand simulated as the default. Sizes marked \"rectangle\" default to half\nthe object's rectangle when it is drawn as one.\n\n")
	b.WriteString("| class | property | type | default | bounds | meaning |\n| --- | --- | --- | --- | --- | --- |\n")
	for _, c := range Classes() {
		for _, p := range c.Props {
			def := p.Default
			if def == "" {
				def = "-"
			}
			var notes []string
			if p.Required {
				notes = append(notes, "required")
			}
			if p.Rect {
				notes = append(notes, "rectangle")
			}
			if len(notes) > 0 {
				def += " (" + strings.Join(notes, ", ") + ")"
			}
			bounds := p.Bounds()
			if bounds == "" {
				bounds = "-"
			}
			b.WriteString("| `" + c.Name + "` | `" + p.Name + "` | " + p.Type + " | " + def + " | " + cell(bounds) + " | " + cell(p.Doc) + " |\n")
		}
	}
	return b.String()
}

// TestObjectDocs fails when docs/objects.md's object table is not what
// the table generates; go test -run TestObjectDocs -update (go generate
// ./objcatalog) rewrites it.
func TestObjectDocs(t *testing.T) {
	path := filepath.Join(sharedtest.Root(), "docs", "objects.md")
	doc, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	i, j := bytes.Index(doc, []byte(docsBegin)), bytes.Index(doc, []byte(docsEnd))
	if i < 0 || j < i {
		t.Fatalf("%s: no generated object table (the %q and %q lines)", path, strings.TrimSpace(docsBegin), strings.TrimSpace(docsEnd))
	}
	gen := objectDocs()
	cur := string(doc[i+len(docsBegin) : j])
	if cur == gen {
		return
	}
	if *goldentest.Update {
		out := string(doc[:i+len(docsBegin)]) + gen + string(doc[j:])
		if err := os.WriteFile(path, []byte(out), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	t.Errorf("%s is stale: run go generate ./objcatalog", path)
}
