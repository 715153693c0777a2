package editor

import (
	"reflect"
	"testing"

	"loopwright/editor/model"
	"loopwright/layers"
)

// TestKindChoices: the Set kind dialog lists each definition by id and
// name, and its subtypes by value and name.
func TestKindChoices(t *testing.T) {
	names, subs := kindChoices([]model.ObjectDef{{ID: 0x41, Name: "Spring", Subtypes: []layers.ObjectSubtype{{Value: 2, Name: "Yellow"}}}, {ID: 0x26, Name: "Monitor"}})
	if !reflect.DeepEqual(names, []string{"41 Spring", "26 Monitor"}) || !reflect.DeepEqual(subs, [][]string{{"02 Yellow"}, nil}) {
		t.Errorf("names %q, subtypes %q", names, subs)
	}
}
