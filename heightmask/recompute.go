package heightmask

// Recompute refreshes m's derived data after its heights changed: Widths
// from DeriveWidths unless CustomWidths is set, and Angle from AutoAngle
// unless ManualAngle or Flagged is set.
func (m *Mask) Recompute() {
	if !m.CustomWidths {
		m.Widths = DeriveWidths(m.Heights)
	}
	if !m.ManualAngle && !m.Flagged {
		m.Angle = AutoAngle(m)
	}
}

// WidthConflicts returns, top to bottom, the rows whose width differs from
// the one derived from the heights (DeriveWidths): where painted or loaded
// custom widths contradict the height array. It is nil when they agree.
func (m *Mask) WidthConflicts() []int {
	d := DeriveWidths(m.Heights)
	var rows []int
	for y := 0; y < Size; y++ {
		if normWidth(m.Widths[y]) != normWidth(d[y]) {
			rows = append(rows, y)
		}
	}
	return rows
}

// normWidth treats -16 as 16: both are a full row.
func normWidth(w int8) int8 {
	if w == -Size {
		return Size
	}
	return w
}

// Valid reports the first problem with m's arrays: a height or width
// outside -16..16. It returns "" when m is valid.
func (m *Mask) Valid() string {
	for i, h := range m.Heights {
		if h < -Size || h > Size {
			return "height " + itoa(i) + " is " + itoa(int(h)) + ", not in -16..16"
		}
	}
	for i, w := range m.Widths {
		if w < -Size || w > Size {
			return "width " + itoa(i) + " is " + itoa(int(w)) + ", not in -16..16"
		}
	}
	return ""
}

func itoa(v int) string {
	if v < 0 {
		return "-" + itoa(-v)
	}
	if v < 10 {
		return string(rune('0' + v))
	}
	return itoa(v/10) + string(rune('0'+v%10))
}
