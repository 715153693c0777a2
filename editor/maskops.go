package editor

// This file wraps the heightmask operations the editor needs. The model
// engineer is adding them to heightmask; until then these local versions
// stand in, and each wrapper is switched to the heightmask function when it
// lands.

import (
	"loopwright/heightmask"
	"loopwright/hexangle"
)

// recompute refreshes the derived parts of m: its widths unless they are
// custom, and its angle unless it is manual.
func recompute(m *heightmask.Mask) {
	if !m.CustomWidths {
		m.Widths = heightmask.DeriveWidths(m.Heights)
	}
	if !m.ManualAngle {
		m.Angle = autoAngle(m)
	}
}

// autoAngle returns the hex angle of m's surface: the direction from its
// first to its last non-empty column along the surface (left to right for a
// floor, right to left for a ceiling). An empty mask has angle 0.
func autoAngle(m *heightmask.Mask) uint8 {
	first, last := -1, -1
	ceiling := 0
	for i, h := range m.Heights {
		if h != 0 {
			if first < 0 {
				first = i
			}
			last = i
			if h < 0 {
				ceiling++
			} else {
				ceiling--
			}
		}
	}
	if first < 0 {
		return 0
	}
	ha, hb := int(m.Heights[first]), int(m.Heights[last])
	if ceiling > 0 {
		// Ceiling: the surface is the bottom edge, y = -h, walked right to left.
		if first == last {
			return 0x80
		}
		return uint8(hexangle.PointDirection(first-last, hb-ha))
	}
	// Floor: the surface is the top edge, y = 16 - h, walked left to right.
	if first == last {
		return 0
	}
	return uint8(hexangle.PointDirection(last-first, ha-hb))
}

// widthConflicts returns the rows whose width differs from the one the
// heights give.
func widthConflicts(m *heightmask.Mask) []int {
	d := heightmask.DeriveWidths(m.Heights)
	var rows []int
	for i := range d {
		if d[i] != m.Widths[i] {
			rows = append(rows, i)
		}
	}
	return rows
}
