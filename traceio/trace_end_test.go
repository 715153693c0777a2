package traceio

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"loopwright/physics"
)

// TestTraceWriter_LevelEnd: the record of the frame the game leaves the
// level carries level_end (docs/cli.md, trace: "fz", "ending"); the
// records before it have no such key.
func TestTraceWriter_LevelEnd(t *testing.T) {
	var buf bytes.Buffer
	tw := NewTraceWriter(&buf, false)
	tw.Objects = true
	r := physics.FrameRecord{Frame: 1, Edge: physics.SensorRecord{Name: 'X'}}
	for i := range r.Sensors {
		r.Sensors[i].Name = byte('A' + i)
	}
	if err := tw.Write(&r); err != nil {
		t.Fatal(err)
	}
	r.Frame, r.End = 2, "ending"
	if err := tw.Write(&r); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(buf.String()), "\n")
	if len(lines) != 2 {
		t.Fatalf("trace %q", buf.String())
	}
	for i, want := range []string{"", "ending"} {
		var m map[string]any
		if err := json.Unmarshal([]byte(lines[i]), &m); err != nil {
			t.Fatalf("line %d: %v", i+1, err)
		}
		got, ok := m["level_end"].(string)
		if want == "" && ok || want != "" && got != want {
			t.Errorf("line %d: level_end %v, want %q", i+1, m["level_end"], want)
		}
	}
}
