package objcatalog

import (
	"fmt"
	"strconv"
	"strings"

	"loopwright/layers"
)

// Reader reads one object's properties by its class's entry in the
// catalog: each value within its bounds or among its values, its default
// when absent or bad, and every problem reported to Errs when Errs is not
// nil. The object engines compile objects with it; ValidateObjects reports
// with it.
type Reader struct {
	Obj   *layers.Object
	Class *Class // Obj's entry in the catalog
	Errs  *ObjectErrors
}

// Spec returns the table's entry for property name of the class. The
// compiler only asks for properties the table lists (TestObjectTable).
func (p *Reader) Spec(name string) *Prop {
	for i := range p.Class.Props {
		if p.Class.Props[i].Name == name {
			return &p.Class.Props[i]
		}
	}
	panic("objcatalog: the catalog has no property " + name + " for " + p.Class.Name)
}

// DefaultInt returns the default of an int property (0 when it has none).
func (p Prop) DefaultInt() int {
	n, _ := strconv.Atoi(p.Default)
	return n
}

func (p *Reader) bad(name, format string, args ...any) {
	if p.Errs == nil {
		return
	}
	*p.Errs = append(*p.Errs, fmt.Errorf("object %d (%s): property %s: %s", p.Obj.ID, p.Obj.Class, name, fmt.Sprintf(format, args...)))
}

func (p *Reader) get(name string) (string, bool) {
	for i := range p.Obj.Props {
		if p.Obj.Props[i].Name == name {
			return p.Obj.Props[i].Value, true
		}
	}
	return "", false
}

// Int reads an integer property within its table bounds, its default when
// absent or bad.
func (p *Reader) Int(name string) int {
	ps := p.Spec(name)
	return p.IntIn(name, ps.DefaultInt(), ps.Min, ps.Max)
}

// IntIn reads an integer property in [lo, hi], def when absent or bad.
func (p *Reader) IntIn(name string, def, lo, hi int) int {
	v, ok := p.get(name)
	if !ok {
		return def
	}
	n, err := strconv.Atoi(strings.TrimSpace(v))
	if err != nil {
		p.bad(name, "%q is not an integer", v)
		return def
	}
	if n < lo || n > hi {
		p.bad(name, "%d is out of range %d..%d", n, lo, hi)
		return def
	}
	return n
}

// Size reads a radius property; absent, it is half the rectangle's size
// rect (when the table says it follows the rectangle), or def. A required
// size that is missing is reported.
func (p *Reader) Size(name string, rect int) int {
	return p.SizeOr(name, rect, p.Spec(name).DefaultInt())
}

// SizeOr is size with another default.
func (p *Reader) SizeOr(name string, rect, def int) int {
	ps := p.Spec(name)
	if _, ok := p.get(name); ok {
		return p.IntIn(name, def, ps.Min, ps.Max)
	}
	if ps.Rect && rect >= 2 {
		return rect / 2
	}
	if ps.Required {
		p.bad(name, "missing (give it, or draw the object as a rectangle)")
	}
	return def
}

// Enum reads a property that is one of its table values and returns the
// value's index there; the default's index when absent or bad.
func (p *Reader) Enum(name string) int {
	ps := p.Spec(name)
	names := ps.Values
	def := 0
	for i, n := range names {
		if n == ps.Default {
			def = i
		}
	}
	v, ok := p.get(name)
	if !ok {
		return def
	}
	t := strings.ToLower(strings.TrimSpace(v))
	for i, n := range names {
		if n == t {
			return i
		}
	}
	p.bad(name, "%q is not one of %s", v, strings.Join(names, ", "))
	return def
}

// Heights reads a compressed height array: comma-separated integers
// -128..127, 1 to 512 of them.
func (p *Reader) Heights(name string) []int8 {
	v, ok := p.get(name)
	if !ok {
		if p.Spec(name).Required {
			p.bad(name, "missing (the compressed height array, comma-separated)")
		}
		return nil
	}
	v = strings.Trim(strings.TrimSpace(v), "[]")
	f := strings.FieldsFunc(v, func(r rune) bool { return r == ',' || r == ' ' || r == '\t' || r == '\n' || r == '\r' })
	if len(f) == 0 || len(f) > 512 {
		p.bad(name, "want 1 to 512 comma-separated integers, got %d", len(f))
		return nil
	}
	out := make([]int8, len(f))
	for i, s := range f {
		n, err := strconv.Atoi(s)
		if err != nil || n < -128 || n > 127 {
			p.bad(name, "value %d (%q) is not an integer in -128..127", i+1, s)
			return nil
		}
		out[i] = int8(n)
	}
	return out
}

// ObjectErrors is every problem ValidateObjects found, in level order.
type ObjectErrors []error

// Error lists the problems, one a line.
func (e ObjectErrors) Error() string {
	var b strings.Builder
	for i, err := range e {
		if i > 0 {
			b.WriteByte('\n')
		}
		b.WriteString(err.Error())
	}
	return b.String()
}

// ValidateObjects checks the properties of l's objects (docs/tiled.md,
// docs/objects.md) against the catalog and returns every problem as
// ObjectErrors, each naming the object's id, class and property, or nil.
// Classes the catalog does not list are not checked; duplicate ids are
// reported, as the trace names objects by id.
func ValidateObjects(l *layers.Level) error {
	if l == nil {
		return nil
	}
	var errs ObjectErrors
	seen := make(map[int]bool) // ids of known objects so far: linear in objects
	for i := range l.Objects {
		o := &l.Objects[i]
		c := ClassDef(o.Class)
		if c == nil {
			continue
		}
		// Id 0 is no id (the format's id is optional): never a duplicate.
		if o.ID != 0 {
			if seen[o.ID] {
				errs = append(errs, fmt.Errorf("object %d (%s): id: the id is used twice", o.ID, o.Class))
			}
			seen[o.ID] = true
		}
		r := Reader{Obj: o, Class: c, Errs: &errs}
		r.Check()
	}
	if len(errs) == 0 {
		return nil
	}
	return errs
}

// Check reads every property of the class as its schema says (an
// enumeration, a height array, a size that may follow the rectangle, an
// integer in its bounds), reporting each problem.
func (p *Reader) Check() {
	for _, ps := range p.Class.Props {
		switch {
		case len(ps.Values) > 0:
			p.Enum(ps.Name)
		case ps.Name == "heights":
			p.Heights(ps.Name)
		case ps.Type == "int" && (ps.Rect || ps.Required):
			rect := 0
			if strings.HasPrefix(ps.Name, "width") {
				rect = p.Obj.W
			} else if strings.HasPrefix(ps.Name, "height") {
				rect = p.Obj.H
			}
			p.Size(ps.Name, rect)
		case ps.Type == "int":
			p.Int(ps.Name)
		}
	}
}

// UnknownObjectClasses returns, in level order, the objects of l whose
// class the physics does not simulate (docs/tiled.md lets packs
// carry other classes; they are allowed and ignored), or nil when there
// are none. Tools may report them as warnings.
func UnknownObjectClasses(l *layers.Level) []layers.Object {
	if l == nil {
		return nil
	}
	var out []layers.Object
	for i := range l.Objects {
		if ClassDef(l.Objects[i].Class) == nil {
			out = append(out, l.Objects[i])
		}
	}
	return out
}
