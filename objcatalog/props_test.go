package objcatalog

import (
	"errors"
	"strings"
	"testing"

	"loopwright/internal/leveltest"
	"loopwright/layers"
)

// obj is a level object with properties given as "name=value".
func obj(id int, class string, x, y int, props ...string) layers.Object {
	return leveltest.Object(id, class, x, y, props...)
}

// ValidateObjects reports every problem with the object id, class and
// property.
func TestValidateObjects(t *testing.T) {
	tl := struct{ Lvl *layers.Level }{&layers.Level{}}
	tl.Lvl.Objects = []layers.Object{
		obj(1, "spring", 0, 0, "strength=blue", "direction=sideways"),
		obj(2, "solid_box", 0, 0),
		obj(3, "sloped_solid", 0, 0, "width_radius=8", "height_radius=8", "heights=1,x"),
		obj(4, "spikes", 0, 0, "count=99"),
		obj(5, "decoration", 0, 0, "anything=1"),
		obj(1, "ring", 0, 0),
	}
	err := ValidateObjects(tl.Lvl)
	var el ObjectErrors
	if !errors.As(err, &el) || len(el) != 7 {
		t.Fatalf("%d problems: %v", len(el), err)
	}
	for _, want := range []string{"object 1 (spring): property strength", "object 1 (spring): property direction",
		"object 2 (solid_box): property width_radius", "object 3 (sloped_solid): property heights",
		"object 4 (spikes): property count", "object 1 (ring): id"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("missing %q in\n%v", want, err)
		}
	}
}

// UnknownObjectClasses lists the objects the physics ignores (docs/tiled.md
// allows other classes).
func TestUnknownObjectClasses(t *testing.T) {
	tl := struct{ Lvl *layers.Level }{&layers.Level{}}
	tl.Lvl.Objects = []layers.Object{obj(1, "ring", 10, 10), obj(2, "tree", 20, 20), obj(3, "cloud", 30, 30)}
	u := UnknownObjectClasses(tl.Lvl)
	if len(u) != 2 || u[0].ID != 2 || u[1].Class != "cloud" {
		t.Errorf("%+v", u)
	}
	if ValidateObjects(tl.Lvl) != nil {
		t.Error("unknown classes must stay valid")
	}
	tl.Lvl.Objects = tl.Lvl.Objects[:1]
	if UnknownObjectClasses(tl.Lvl) != nil || UnknownObjectClasses(nil) != nil {
		t.Error("want nil")
	}
}
