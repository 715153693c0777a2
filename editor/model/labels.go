package model

import (
	"fmt"

	"loopwright/layers"
)

// Labels the panels show (objects were labelled by their
// place in the list, "Object 1", though their id was 22; "1 tiles").

// Count returns "1 tile", "2 tiles", "0 tiles": n and the noun, plural
// unless n is 1 (nouns taking -s).
func Count(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}

// ThingLabel names a selected switcher, object or the start as the files
// and traces do: by id ("Object 22: ring"), or by its place in the list
// when it has no id ("Object #3 (no id): ring").
func ThingLabel(l *layers.Level, t Thing) string {
	if l == nil {
		return ""
	}
	byID := func(kind string, id, i int) string {
		if id != 0 {
			return fmt.Sprintf("%s %d", kind, id)
		}
		return fmt.Sprintf("%s #%d (no id)", kind, i+1)
	}
	switch t.Kind {
	case ThingSwitcher:
		if t.Index >= 0 && t.Index < len(l.Switchers) {
			return byID("Layer switcher", l.Switchers[t.Index].ID, t.Index)
		}
	case ThingObject:
		if t.Index >= 0 && t.Index < len(l.Objects) {
			o := &l.Objects[t.Index]
			return byID("Object", o.ID, t.Index) + ": " + o.Class
		}
	case ThingStart:
		return "Player start"
	}
	return ""
}
