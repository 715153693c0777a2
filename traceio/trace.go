package traceio

import (
	"io"
	"loopwright/physics"
	"strconv"
)

// TraceWriter writes frame records as a trace (docs/cli.md, trace): JSON
// lines or CSV. It reuses one buffer, so writing allocates nothing after
// the first record. The zero value writes JSON lines without object keys.
type TraceWriter struct {
	W   io.Writer
	CSV bool
	// Objects adds the object keys (rings, standing_on, contacts) to JSON
	// lines, for levels with objects.
	Objects bool
	// Anim adds the animation keys (anim, anim_frame) to JSON lines.
	Anim bool
	// P2 is the second player's record (Sim.P2Record), written under the
	// key "p2" with the same keys (CSV: the same columns prefixed p2_).
	P2     *physics.FrameRecord
	buf    []byte
	header bool
}

// NewTraceWriter returns a writer of JSON lines (csv false) or CSV to w.
func NewTraceWriter(w io.Writer, csv bool) *TraceWriter {
	return &TraceWriter{W: w, CSV: csv}
}

// Write writes one record.
func (t *TraceWriter) Write(r *physics.FrameRecord) error {
	if t.CSV {
		if !t.header {
			t.header = true
			h := CSVHeader
			if t.Objects {
				h += CSVObjectColumns
			}
			h += t.p2Header()
			if _, err := io.WriteString(t.W, h+"\n"); err != nil {
				return err
			}
		}
		t.buf = AppendCSV(t.buf[:0], r)
		if t.Objects {
			t.buf = appendCSVObjects(t.buf, r)
		}
		t.buf = t.appendP2CSV(t.buf)
	} else {
		t.buf = appendJSON(t.buf[:0], r, t.Objects)
		if t.Anim {
			t.buf = appendAnimJSON(t.buf, r)
		}
		t.buf = t.appendP2JSON(t.buf)
	}
	t.buf = append(t.buf, '\n')
	_, err := t.W.Write(t.buf)
	return err
}

// WriteJSONL writes one record as a JSON line (docs/cli.md, trace).
func WriteJSONL(w io.Writer, r *physics.FrameRecord) error {
	b := AppendJSON(make([]byte, 0, 1536), r)
	b = append(b, '\n')
	_, err := w.Write(b)
	return err
}

// WriteCSV writes one record as a CSV row (no header; see CSVHeader).
func WriteCSV(w io.Writer, r *physics.FrameRecord) error {
	b := AppendCSV(make([]byte, 0, 256), r)
	b = append(b, '\n')
	_, err := w.Write(b)
	return err
}

// AppendJSON appends the JSON object of r (no newline) to b.
func AppendJSON(b []byte, r *physics.FrameRecord) []byte { return appendJSON(b, r, false) }

func appendBool(b []byte, v bool) []byte {
	if v {
		return append(b, "true"...)
	}
	return append(b, "false"...)
}

func appendKey(b []byte, k string) []byte {
	b = append(b, '"')
	b = append(b, k...)
	return append(b, '"', ':')
}

func appendStr(b []byte, s string) []byte {
	b = append(b, '"')
	b = append(b, s...)
	return append(b, '"')
}

func appendJSON(b []byte, r *physics.FrameRecord, objects bool) []byte {
	b = append(b, '{')
	b = appendKey(b, "frame")
	b = strconv.AppendInt(b, int64(r.Frame), 10)
	b = append(b, ',')
	b = appendKey(b, "x")
	b = appendX(b, r) // 16-bit sub-pixel: trace_player.go
	b = append(b, ',')
	b = appendKey(b, "y")
	b = r.Y.AppendText(b)
	b = append(b, ',')
	b = appendKey(b, "xsp")
	b = r.XSpeed.AppendText(b)
	b = append(b, ',')
	b = appendKey(b, "ysp")
	b = r.YSpeed.AppendText(b)
	b = append(b, ',')
	b = appendKey(b, "gsp")
	b = r.GSpeed.AppendText(b)
	b = append(b, ',')
	b = appendKey(b, "angle")
	b = strconv.AppendInt(b, int64(r.Angle), 10)
	b = append(b, ',')
	b = appendKey(b, "mode")
	b = appendStr(b, r.Mode.String())
	b = append(b, ',')
	b = appendKey(b, "grounded")
	b = appendBool(b, r.Grounded)
	b = append(b, ',')
	b = appendKey(b, "rolling")
	b = appendBool(b, r.Rolling)
	b = append(b, ',')
	b = appendKey(b, "state")
	b = appendStr(b, r.State)
	b = append(b, ',')
	b = appendKey(b, "layer")
	b = appendStr(b, r.Path.String())
	b = append(b, ',')
	b = appendKey(b, "priority")
	b = appendStr(b, r.Priority.String())
	b = append(b, ',')
	b = appendKey(b, "control_lock")
	b = strconv.AppendInt(b, int64(r.ControlLock), 10)
	b = append(b, ',')
	b = appendKey(b, "facing")
	if r.FacingLeft {
		b = appendStr(b, "left")
	} else {
		b = appendStr(b, "right")
	}
	b = append(b, ',')
	b = appendKey(b, "width_radius")
	b = strconv.AppendInt(b, int64(r.WidthRadius), 10)
	b = append(b, ',')
	b = appendKey(b, "height_radius")
	b = strconv.AppendInt(b, int64(r.HeightRadius), 10)
	b = append(b, ',')
	b = appendKey(b, "input")
	b = appendStr(b, r.Input.String())
	b = append(b, ',')
	b = appendKey(b, "pushing")
	b = appendBool(b, r.Pushing)
	b = appendPlayerJSON(b, r) // water, shield, abilities: trace_player.go
	if objects {
		b = append(b, ',')
		b = appendKey(b, "rings")
		b = strconv.AppendInt(b, int64(r.Rings), 10)
		b = append(b, ',')
		b = appendKey(b, "standing_on")
		if r.OnObject {
			b = strconv.AppendInt(b, int64(r.StandingOn), 10)
		} else {
			b = append(b, "null"...)
		}
		b = append(b, ',')
		b = appendKey(b, "contacts")
		b = append(b, '[')
		for i := 0; i < r.ContactsCount && i < physics.MaxContacts; i++ {
			c := &r.Contacts[i]
			if i > 0 {
				b = append(b, ',')
			}
			b = append(b, '{')
			b = appendKey(b, "object")
			b = strconv.AppendInt(b, int64(c.Object), 10)
			b = append(b, ',')
			b = appendKey(b, "kind")
			b = appendStr(b, c.Kind.String())
			b = append(b, ',')
			b = appendKey(b, "reaction")
			b = strconv.AppendQuote(b, c.Reaction)
			b = append(b, '}')
		}
		b = append(b, ']')
		b = append(b, ',')
		b = appendKey(b, "invulnerable")
		b = strconv.AppendInt(b, int64(r.Invulnerable), 10)
		b = append(b, ',')
		b = appendKey(b, "camera_x")
		b = strconv.AppendInt(b, int64(r.CameraX), 10)
		b = append(b, ',')
		b = appendKey(b, "camera_y")
		b = strconv.AppendInt(b, int64(r.CameraY), 10)
	}
	if r.End != "" {
		// The game left the level at this frame (the run's last record).
		b = append(b, ',')
		b = appendKey(b, "level_end")
		b = appendStr(b, r.End)
	}
	b = append(b, ',')
	b = appendKey(b, "sensors")
	b = append(b, '[')
	for i := range r.Sensors {
		if i > 0 {
			b = append(b, ',')
		}
		b = appendSensor(b, &r.Sensors[i])
	}
	b = append(b, ']')
	if r.Edge.Active {
		b = append(b, ',')
		b = appendKey(b, "edge_sensor")
		b = appendSensor(b, &r.Edge)
	}
	return append(b, '}')
}

func appendSensor(b []byte, s *physics.SensorRecord) []byte {
	b = append(b, '{')
	b = appendKey(b, "name")
	b = append(b, '"', s.Name, '"', ',')
	b = appendKey(b, "active")
	b = appendBool(b, s.Active)
	b = append(b, ',')
	b = appendKey(b, "x")
	b = strconv.AppendInt(b, int64(s.AnchorX), 10)
	b = append(b, ',')
	b = appendKey(b, "y")
	b = strconv.AppendInt(b, int64(s.AnchorY), 10)
	b = append(b, ',')
	b = appendKey(b, "dir")
	b = appendStr(b, s.Dir.String())
	b = append(b, ',')
	b = appendKey(b, "distance")
	if s.Active {
		b = strconv.AppendInt(b, int64(s.Distance), 10)
	} else {
		b = append(b, "null"...)
	}
	b = append(b, ',')
	b = appendKey(b, "angle")
	if s.Active && s.Found {
		b = strconv.AppendInt(b, int64(s.TileAngle), 10)
	} else {
		b = append(b, "null"...)
	}
	if s.Active {
		b = append(b, ',')
		b = appendKey(b, "found")
		b = appendBool(b, s.Found)
		if s.Found {
			b = append(b, ',')
			b = appendKey(b, "surface_x")
			b = strconv.AppendInt(b, int64(s.SurfaceX), 10)
			b = append(b, ',')
			b = appendKey(b, "surface_y")
			b = strconv.AppendInt(b, int64(s.SurfaceY), 10)
			b = append(b, ',')
			b = appendKey(b, "flagged")
			b = appendBool(b, s.Flagged)
			b = append(b, ',')
			b = appendKey(b, "block_x")
			b = strconv.AppendInt(b, int64(s.BlockX), 10)
			b = append(b, ',')
			b = appendKey(b, "block_y")
			b = strconv.AppendInt(b, int64(s.BlockY), 10)
			b = append(b, ',')
			b = appendKey(b, "tile")
			b = strconv.AppendInt(b, int64(s.Tile), 10)
		}
		b = append(b, ',')
		b = appendKey(b, "winner")
		b = appendBool(b, s.Winner)
	}
	return append(b, '}')
}

// CSVObjectColumns follows CSVHeader when the level has objects: the
// object scalars of the trace (docs/cli.md; standing_on empty when on no
// object; pushing is already a column), then the invulnerability left and
// the camera.
const CSVObjectColumns = ",rings,standing_on,invulnerable,camera_x,camera_y"

// appendCSVObjects appends the CSVObjectColumns cells of r to b.
func appendCSVObjects(b []byte, r *physics.FrameRecord) []byte {
	b = append(b, ',')
	b = strconv.AppendInt(b, int64(r.Rings), 10)
	b = append(b, ',')
	if r.OnObject {
		b = strconv.AppendInt(b, int64(r.StandingOn), 10)
	}
	b = append(b, ',')
	b = strconv.AppendInt(b, int64(r.Invulnerable), 10)
	b = append(b, ',')
	b = strconv.AppendInt(b, int64(r.CameraX), 10)
	b = append(b, ',')
	b = strconv.AppendInt(b, int64(r.CameraY), 10)
	return b
}

// CSVHeader is the CSV trace's header line (docs/cli.md, trace).
const CSVHeader = "frame,x,y,xsp,ysp,gsp,angle,mode,grounded,rolling,state,layer,priority,control_lock,facing,width_radius,height_radius,input,pushing,dist_A,dist_B,dist_C,dist_D,dist_E,dist_F"

// AppendCSV appends the CSV row of r (no newline) to b.
func AppendCSV(b []byte, r *physics.FrameRecord) []byte {
	b = strconv.AppendInt(b, int64(r.Frame), 10)
	b = append(b, ',')
	b = appendX(b, r) // 16-bit sub-pixel: trace_player.go
	b = append(b, ',')
	b = r.Y.AppendText(b)
	b = append(b, ',')
	b = r.XSpeed.AppendText(b)
	b = append(b, ',')
	b = r.YSpeed.AppendText(b)
	b = append(b, ',')
	b = r.GSpeed.AppendText(b)
	b = append(b, ',')
	b = strconv.AppendInt(b, int64(r.Angle), 10)
	b = append(b, ',')
	b = append(b, r.Mode.String()...)
	b = append(b, ',')
	b = appendBool(b, r.Grounded)
	b = append(b, ',')
	b = appendBool(b, r.Rolling)
	b = append(b, ',')
	b = append(b, r.State...)
	b = append(b, ',')
	b = append(b, r.Path.String()...)
	b = append(b, ',')
	b = append(b, r.Priority.String()...)
	b = append(b, ',')
	b = strconv.AppendInt(b, int64(r.ControlLock), 10)
	b = append(b, ',')
	if r.FacingLeft {
		b = append(b, "left"...)
	} else {
		b = append(b, "right"...)
	}
	b = append(b, ',')
	b = strconv.AppendInt(b, int64(r.WidthRadius), 10)
	b = append(b, ',')
	b = strconv.AppendInt(b, int64(r.HeightRadius), 10)
	b = append(b, ',')
	b = append(b, r.Input.String()...)
	b = append(b, ',')
	b = appendBool(b, r.Pushing)
	for i := range r.Sensors {
		b = append(b, ',')
		if r.Sensors[i].Active {
			b = strconv.AppendInt(b, int64(r.Sensors[i].Distance), 10)
		}
	}
	return b
}
