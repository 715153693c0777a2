package model

import (
	"loopwright/layers"
	"loopwright/physics"
)

// The object classes and their properties come from the physics' object
// table (physics.Classes): the editor keeps no copy of the schema.

// ClassNames returns the object classes for the palette, in the object
// table's order.
func ClassNames() []string { return physics.ClassNames() }

// DefaultProps returns the default properties of a new object of class
// (physics.DefaultProps).
func DefaultProps(class string) []layers.Prop { return physics.DefaultProps(class) }
