package editor

import (
	"loopwright/layers"
	"loopwright/physics"
)

// PropSpec describes one known object property: its name, Tiled type
// ("int", "bool", "string") and, for a choice, the values allowed.
type PropSpec struct {
	Name    string
	Type    string
	Default string
	Choices []string
}

// ObjectClass is an object class the physics knows (contracts section 2)
// with its known properties in order.
type ObjectClass struct {
	Name  string
	Props []PropSpec
}

var (
	directions8 = []string{"up", "down", "left", "right", "up_left", "up_right", "down_left", "down_right"}
	directions4 = []string{"up", "down", "left", "right"}
)

// ObjectClasses lists every object class of contracts section 2, in the
// palette's order.
var ObjectClasses = []ObjectClass{
	{"solid_box", []PropSpec{{"width_radius", "int", "16", nil}, {"height_radius", "int", "16", nil}}},
	{"platform", []PropSpec{{"width_radius", "int", "32", nil}, {"height_radius", "int", "8", nil},
		{"move", "string", "none", []string{"none", "horizontal", "vertical"}}, {"range", "int", "0", nil}, {"period", "int", "128", nil}}},
	{"sloped_solid", []PropSpec{{"width_radius", "int", "32", nil}, {"height_radius", "int", "16", nil}, {"heights", "string", "", nil}}},
	{"sloped_platform", []PropSpec{{"width_radius", "int", "32", nil}, {"height_radius", "int", "8", nil}, {"heights", "string", "", nil}}},
	{"push_block", nil},
	{"spring", []PropSpec{{"strength", "string", "yellow", []string{"yellow", "red"}}, {"direction", "string", "up", directions8}}},
	{"ring", nil},
	{"monitor", []PropSpec{{"contents", "string", "rings", []string{"rings", "shield", "speed", "invincibility", "life"}}}},
	{"spikes", []PropSpec{{"direction", "string", "up", directions4}, {"count", "int", "3", nil}}},
	{"bumper", nil},
	{"bridge", []PropSpec{{"segments", "int", "12", nil}}},
	{"checkpoint", nil},
	{"motobug", nil},
	{"crabmeat", nil},
	{"buzz_bomber", nil},
	{"chomper", nil},
}

// ClassNames returns the names of ObjectClasses, then every other class
// the physics simulates (physics.ObjectClasses), for the palette.
func ClassNames() []string {
	r := make([]string, len(ObjectClasses))
	for i, c := range ObjectClasses {
		r[i] = c.Name
	}
	for _, c := range physics.ObjectClasses {
		if ClassSpec(c) == nil {
			r = append(r, c)
		}
	}
	return r
}

// ClassSpec returns the known class named name, or nil.
func ClassSpec(name string) *ObjectClass {
	for i := range ObjectClasses {
		if ObjectClasses[i].Name == name {
			return &ObjectClasses[i]
		}
	}
	return nil
}

// DefaultProps returns the default properties of a new object of class.
func DefaultProps(class string) []layers.Prop {
	c := ClassSpec(class)
	if c == nil {
		return nil
	}
	var r []layers.Prop
	for _, p := range c.Props {
		r = append(r, layers.Prop{Name: p.Name, Type: p.Type, Value: p.Default})
	}
	return r
}
