package pack

import (
	"fmt"

	"loopwright/layers"
)

// Diff returns a description of the first difference between two packs,
// or "" when they are identical (nil and empty lists are the same). It
// compares the pack's own fields (name, description, level list) here and
// leaves the library and each level to layers' Library.Diff and
// Level.Diff. Version is not compared: it records the format a pack was
// read with, not its content.
func Diff(a, b *Pack) string {
	if a.Name != b.Name || a.Description != b.Description {
		return fmt.Sprintf("name/description %q/%q vs %q/%q", a.Name, a.Description, b.Name, b.Description)
	}
	if d := LibraryDiff(a.Lib, b.Lib); d != "" {
		return d
	}
	if len(a.Levels) != len(b.Levels) {
		return fmt.Sprintf("%d levels vs %d", len(a.Levels), len(b.Levels))
	}
	for i := range a.Levels {
		if d := LevelDiff(a.Levels[i], b.Levels[i]); d != "" {
			return fmt.Sprintf("level %d: %s", i, d)
		}
	}
	return specialsDiff(a, b)
}

// LibraryDiff returns the first difference between two libraries, or ""
// (layers.Library.Diff).
func LibraryDiff(a, b *layers.Library) string { return a.Diff(b) }

// LevelDiff returns the first difference between two levels, their
// libraries included, or "" (layers.Level.Diff, then their background
// planes).
func LevelDiff(a, b *layers.Level) string {
	if d := a.Diff(b); d != "" {
		return d
	}
	return backgroundDiff(a.Background, b.Background)
}
