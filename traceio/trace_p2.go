package traceio

import "strings"

// The second player in traces (docs/cli.md, trace, "p2"): JSON lines get
// the key "p2" holding the second player's record with the same keys
// (its "input" is what its CPU or script pressed); CSV rows get the same
// columns again, prefixed "p2_".

// appendP2JSON adds ,"p2":{...} before the record's closing brace.
func (t *TraceWriter) appendP2JSON(b []byte) []byte {
	if t.P2 == nil || len(b) == 0 || b[len(b)-1] != '}' {
		return b
	}
	b = append(b[:len(b)-1], ',')
	b = appendKey(b, "p2")
	b = appendJSON(b, t.P2, t.Objects)
	if t.Anim {
		b = appendAnimJSON(b, t.P2)
	}
	return append(b, '}')
}

// appendP2CSV adds the second player's columns.
func (t *TraceWriter) appendP2CSV(b []byte) []byte {
	if t.P2 == nil {
		return b
	}
	b = append(b, ',')
	b = AppendCSV(b, t.P2)
	if t.Objects {
		b = appendCSVObjects(b, t.P2)
	}
	return b
}

// p2Header is the second player's CSV columns (empty without one).
func (t *TraceWriter) p2Header() string {
	if t.P2 == nil {
		return ""
	}
	h := CSVHeader
	if t.Objects {
		h += CSVObjectColumns
	}
	return ",p2_" + strings.ReplaceAll(h, ",", ",p2_")
}
