package model

import (
	"loopwright/layers"
	"loopwright/objcatalog"
)

// The object classes and their properties come from the physics' object
// table (objcatalog.Classes): the editor keeps no copy of the schema.

// ClassNames returns the object classes for the palette, in the object
// table's order.
func ClassNames() []string { return objcatalog.ClassNames() }

// DefaultProps returns the default properties of a new object of class
// (objcatalog.DefaultProps).
func DefaultProps(class string) []layers.Prop { return objcatalog.DefaultProps(class) }
