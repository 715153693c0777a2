package traceio

import (
	"bytes"
	"strings"
	"testing"

	"loopwright/physics"
)

// TestTraceWriter_CSVObjects: with objects, CSV carries the object scalars
// rings, standing_on, invulnerable and the camera as columns (docs/cli.md, trace: "CSV carries the
// same scalar columns"), standing_on empty when on no object.
func TestTraceWriter_CSVObjects(t *testing.T) {
	var buf bytes.Buffer
	tw := NewTraceWriter(&buf, true)
	tw.Objects = true
	r := physics.FrameRecord{Frame: 1, Rings: 3, Invulnerable: 5, CameraX: 10, CameraY: 20}
	if err := tw.Write(&r); err != nil {
		t.Fatal(err)
	}
	r.Frame, r.OnObject, r.StandingOn = 2, true, 7
	if err := tw.Write(&r); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(buf.String()), "\n")
	if len(lines) != 3 || !strings.HasSuffix(lines[0], ",rings,standing_on,invulnerable,camera_x,camera_y") {
		t.Fatalf("trace %q", buf.String())
	}
	if !strings.HasSuffix(lines[1], ",3,,5,10,20") || !strings.HasSuffix(lines[2], ",3,7,5,10,20") {
		t.Errorf("rows %q %q", lines[1], lines[2])
	}
	for _, l := range lines[1:] {
		if strings.Count(l, ",") != strings.Count(lines[0], ",") {
			t.Errorf("row %q has a different column count from the header", l)
		}
	}
}
