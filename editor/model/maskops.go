package model

import "loopwright/heightmask"

// recompute refreshes the derived parts of m: its widths unless they are
// custom, and its angle unless it is manual or flagged.
func recompute(m *heightmask.Mask) { m.Recompute() }

// widthConflicts returns the rows whose width differs from the one the
// heights give.
func widthConflicts(m *heightmask.Mask) []int { return m.WidthConflicts() }
