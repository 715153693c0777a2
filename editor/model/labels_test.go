package model

import (
	"testing"

	"loopwright/layers"
)

// TestThingLabel: objects and switchers are named by id, as the files and
// traces name them, or by their place when they have none ("Object 1" for the object with id 22).
func TestThingLabel(t *testing.T) {
	l := &layers.Level{
		Objects:   []layers.Object{{Class: "ring"}, {ID: 22, Class: "spring"}},
		Switchers: []layers.Switcher{{ID: 5}, {}},
	}
	for th, want := range map[Thing]string{
		{ThingObject, 1}:   "Object 22: spring",
		{ThingObject, 0}:   "Object #1 (no id): ring",
		{ThingSwitcher, 0}: "Layer switcher 5",
		{ThingSwitcher, 1}: "Layer switcher #2 (no id)",
		{ThingStart, 0}:    "Player start",
		{ThingObject, 9}:   "",
	} {
		if got := ThingLabel(l, th); got != want {
			t.Errorf("%v: %q, want %q", th, got, want)
		}
	}
	if Count(1, "tile") != "1 tile" || Count(0, "tile") != "0 tiles" || Count(2, "level") != "2 levels" {
		t.Error("Count")
	}
}
