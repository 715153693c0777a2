package preview

import (
	"bytes"
	"encoding/json"
	"image"
	"strconv"
	"testing"

	"loopwright/physics"
)

// traceLines returns the session's JSON lines trace decoded, numbers kept
// as written.
func traceLines(t *testing.T, s *Session) []map[string]any {
	t.Helper()
	var b bytes.Buffer
	if err := s.WriteTrace(&b, false, 1, s.Len()); err != nil {
		t.Fatal(err)
	}
	dec := json.NewDecoder(&b)
	dec.UseNumber()
	var out []map[string]any
	for dec.More() {
		var m map[string]any
		if err := dec.Decode(&m); err != nil {
			t.Fatal(err)
		}
		out = append(out, m)
	}
	return out
}

// The inspector shows exactly the trace's values (contracts section 4).
func TestSession_Inspector(t *testing.T) {
	s := newTestSession()
	playInputs(s, 900)
	lines := traceLines(t, s)
	str := func(v any) string {
		switch x := v.(type) {
		case json.Number:
			return x.String()
		case string:
			return x
		case bool:
			return strconv.FormatBool(x)
		case nil:
			return "null"
		}
		return "?"
	}
	sensorsChecked := 0
	for f := 1; f <= 900; f += 7 {
		s.JumpTo(f)
		in := s.Inspect()
		m := lines[f-1]
		if str(m["frame"]) != strconv.Itoa(in.Frame) {
			t.Fatalf("frame %d: inspector frame %d", f, in.Frame)
		}
		checks := []struct{ key, got string }{
			{"x", in.X.Decimal}, {"y", in.Y.Decimal},
			{"xsp", in.XSpeed.Decimal}, {"ysp", in.YSpeed.Decimal}, {"gsp", in.GroundSpeed.Decimal},
			{"angle", strconv.Itoa(int(in.Angle))}, {"mode", in.Mode}, {"state", in.State},
			{"layer", in.Path}, {"priority", in.Priority},
			{"grounded", strconv.FormatBool(in.Grounded)}, {"rolling", strconv.FormatBool(in.Rolling)},
			{"control_lock", strconv.Itoa(in.ControlLock)}, {"facing", in.Facing}, {"input", in.Input},
		}
		for _, c := range checks {
			if want := str(m[c.key]); want != c.got {
				t.Errorf("frame %d %s: inspector %q, trace %q", f, c.key, c.got, want)
			}
		}
		if in.X.Pixel*256+in.X.Sub != int(in.X.Raw) || in.Y.Pixel*256+in.Y.Sub != int(in.Y.Raw) {
			t.Errorf("frame %d: pixel/sub-pixel split wrong: %+v %+v", f, in.X, in.Y)
		}
		if in.AngleHex != Hex(in.Angle) || in.AngleDegrees != Degrees(in.Angle) {
			t.Errorf("frame %d: angle strings", f)
		}
		sens := m["sensors"].([]any)
		for i, raw := range sens {
			js := raw.(map[string]any)
			row := in.Sensors[i]
			if str(js["name"]) != row.Name || str(js["active"]) != strconv.FormatBool(row.Active) {
				t.Errorf("frame %d sensor %d: name/active %v %v", f, i, row.Name, row.Active)
				continue
			}
			if !row.Active {
				if row.DistanceText != "" || str(js["distance"]) != "null" {
					t.Errorf("frame %d sensor %s: inactive with a distance", f, row.Name)
				}
				continue
			}
			sensorsChecked++
			got := map[string]string{
				"x": strconv.Itoa(row.AnchorX), "y": strconv.Itoa(row.AnchorY), "dir": row.Dir,
				"distance": row.DistanceText, "winner": strconv.FormatBool(row.Winner),
			}
			if row.Found {
				got["angle"] = strconv.Itoa(int(row.TileAngle))
				got["block_x"] = strconv.Itoa(row.BlockX)
				got["block_y"] = strconv.Itoa(row.BlockY)
				got["tile"] = strconv.Itoa(int(row.Tile))
				got["flagged"] = strconv.FormatBool(row.Flagged)
			}
			for k, v := range got {
				if want := str(js[k]); want != v {
					t.Errorf("frame %d sensor %s %s: inspector %q, trace %q", f, row.Name, k, v, want)
				}
			}
		}
		if len(in.Fields()) == 0 || len(in.SensorTable()) < 6 {
			t.Fatalf("empty inspector tables")
		}
	}
	if sensorsChecked == 0 {
		t.Fatalf("no active sensor checked")
	}
}

func TestDegrees(t *testing.T) {
	cases := map[uint8]string{0: "0", 0x20: "315", 0x40: "270", 0x80: "180", 0xC0: "90", 0xE8: "33.75", 0x01: "358.59375", 0xFF: "1.40625"}
	for a, want := range cases {
		if got := Degrees(a); got != want {
			t.Errorf("Degrees(%#x) = %s, want %s", a, got, want)
		}
	}
	if Hex(0xE0) != "0xE0" || Hex(5) != "0x05" {
		t.Errorf("Hex: %s %s", Hex(0xE0), Hex(5))
	}
}

func TestInspectBlock(t *testing.T) {
	s := newTestSession()
	// Find a frame where sensor A or B found the floor.
	var rec physics.FrameRecord
	for f := 0; f < 300; f++ {
		s.SetHeld(sessionInputs(f + 1))
		s.StepForward()
		rec = *s.Record()
		if rec.Sensors[0].Active && rec.Sensors[0].Found {
			break
		}
	}
	a := rec.Sensors[0]
	if !a.Found {
		t.Fatalf("no frame with sensor A on a tile")
	}
	bi := s.InspectBlock(a.BlockX*16+5, a.BlockY*16+15)
	if !bi.Inside || bi.BX != a.BlockX || bi.BY != a.BlockY {
		t.Fatalf("block %+v, want %d,%d", bi, a.BlockX, a.BlockY)
	}
	found := false
	for _, r := range bi.Reads {
		found = found || r.Name == "A"
	}
	if !found {
		t.Errorf("sensor A's read not listed: %+v", bi.Reads)
	}
	for p := range bi.Paths {
		pc := bi.Paths[p]
		if pc.Empty || pc.Cell.Tile != a.Tile || !pc.Floor || pc.Solidity != "all" {
			t.Errorf("path %v: %+v", pc.Path, pc)
		}
	}
	// The top-only ledge: floor sensors only.
	ledge := InspectBlock(s.Level(), nil, 31*16, 8*16)
	if pc := ledge.Paths[0]; !pc.Floor || pc.Walls || pc.Solidity != "top" {
		t.Errorf("ledge: %+v", pc)
	}
	// Empty air and outside the level.
	if air := InspectBlock(s.Level(), &rec, 50*16, 2*16); !air.Paths[0].Empty || len(air.Reads) != 0 {
		t.Errorf("air: %+v", air)
	}
	if out := InspectBlock(s.Level(), &rec, -1, -1); out.Inside || out.BX != -1 || out.BY != -1 || !out.Paths[1].Empty {
		t.Errorf("outside: %+v", out)
	}
	// The chunk fields locate the block.
	if bi.Chunk == 0 || bi.ChunkX != bi.BX%8 || bi.ChunkY != bi.BY%8 {
		t.Errorf("chunk: %d at %d,%d", bi.Chunk, bi.ChunkX, bi.ChunkY)
	}
}

func TestGraphFrame(t *testing.T) {
	for _, c := range []struct{ w, from, to int }{{600, 0, 599}, {600, 100, 399}, {1000, 5, 10}, {300, 0, 1199}, {2, 0, 1}} {
		// Every frame maps to an x that maps back to it when each frame
		// has its own column.
		if c.w-1 >= c.to-c.from {
			for f := c.from; f <= c.to; f++ {
				if got := GraphFrame(GraphX(f, c.w, c.from, c.to), c.w, c.from, c.to); got != f {
					t.Fatalf("%+v: frame %d -> x %d -> frame %d", c, f, GraphX(f, c.w, c.from, c.to), got)
				}
			}
		}
		if GraphFrame(0, c.w, c.from, c.to) != c.from || GraphFrame(c.w-1, c.w, c.from, c.to) != c.to {
			t.Errorf("%+v: the edges are not the window's ends", c)
		}
		if GraphFrame(-50, c.w, c.from, c.to) != c.from || GraphFrame(c.w+50, c.w, c.from, c.to) != c.to {
			t.Errorf("%+v: clicks outside are not clamped", c)
		}
		// Monotonic.
		prev := c.from
		for x := 0; x < c.w; x++ {
			f := GraphFrame(x, c.w, c.from, c.to)
			if f < prev {
				t.Fatalf("%+v: not monotonic at x %d", c, x)
			}
			prev = f
		}
	}
	if GraphFrame(10, 100, 7, 7) != 7 {
		t.Errorf("one-frame window")
	}
	from, to := GraphWindow(50, 600, 3000)
	if from != 0 || to != 599 {
		t.Errorf("GraphWindow at the start: %d..%d", from, to)
	}
	from, to = GraphWindow(1000, 600, 3000)
	if from != 700 || to != 1299 {
		t.Errorf("GraphWindow in the middle: %d..%d", from, to)
	}
	from, to = GraphWindow(2990, 600, 3000)
	if from != 2401 || to != 3000 {
		t.Errorf("GraphWindow at the end: %d..%d", from, to)
	}
	from, to = GraphWindow(10, 600, 100)
	if from != 0 || to != 100 {
		t.Errorf("GraphWindow longer than the run: %d..%d", from, to)
	}
}

func TestSession_Series(t *testing.T) {
	s := newTestSession()
	playInputs(s, 700)
	s.JumpTo(321)
	ser := s.Series(200, 450, SeriesGroundSpeed, SeriesXSpeed, SeriesYSpeed, SeriesAngle, SeriesSensorA, SeriesSensorE)
	if s.Frame() != 321 {
		t.Fatalf("Series moved the cursor")
	}
	for i := range ser {
		if ser[i].From != 200 || ser[i].To() != 450 || len(ser[i].Valid) != 251 {
			t.Fatalf("series %v covers %d..%d", ser[i].Kind, ser[i].From, ser[i].To())
		}
	}
	inactive := 0
	for j := 0; j <= 250; j++ {
		r, _ := s.RecordAt(200 + j)
		want := []int{int(r.GSpeed), int(r.XSpeed), int(r.YSpeed), int(r.Angle), r.Sensors[0].Distance, r.Sensors[4].Distance}
		valid := []bool{true, true, true, true, r.Sensors[0].Active, r.Sensors[4].Active}
		for i := range ser {
			if ser[i].Valid[j] != valid[i] || (valid[i] && ser[i].Values[j] != want[i]) {
				t.Fatalf("%v at frame %d: %d/%v, want %d/%v", ser[i].Kind, 200+j, ser[i].Values[j], ser[i].Valid[j], want[i], valid[i])
			}
		}
		if !valid[4] {
			inactive++
		}
	}
	if inactive == 0 {
		t.Errorf("sensor A never inactive (no jumps?)")
	}
	g := s.GraphAround(300, SeriesGroundSpeed)
	if g.Current != 321 || g.From != 171 || g.To != 470 || len(g.Series[0].Values) != 300 {
		t.Errorf("GraphAround: %d..%d current %d", g.From, g.To, g.Current)
	}
}

func TestDrawGraph(t *testing.T) {
	s := newTestSession()
	playInputs(s, 400)
	s.JumpTo(250)
	g := s.GraphAround(300, SeriesGroundSpeed, SeriesSensorA)
	img := GraphImage(400, 150, g)
	plot := PlotArea(img.Rect)
	x := plot.Min.X + GraphX(g.Current, plot.Dx(), g.From, g.To)
	white := 0
	for y := plot.Min.Y; y < plot.Max.Y; y++ {
		if img.RGBAAt(x, y) == graphMarker {
			white++
		}
	}
	if white < plot.Dy()/2 {
		t.Errorf("current-frame marker: %d white pixels at x %d", white, x)
	}
	count := func(c any) int {
		n := 0
		for y := plot.Min.Y; y < plot.Max.Y; y++ {
			for x := plot.Min.X; x < plot.Max.X; x++ {
				if img.RGBAAt(x, y) == c {
					n++
				}
			}
		}
		return n
	}
	if count(SeriesColour(SeriesGroundSpeed)) < 100 || count(SeriesColour(SeriesSensorA)) < 20 {
		t.Errorf("series lines missing: %d %d", count(SeriesColour(SeriesGroundSpeed)), count(SeriesColour(SeriesSensorA)))
	}
	// A click on the marker jumps to the current frame.
	if f := GraphFrame(x-plot.Min.X, plot.Dx(), g.From, g.To); f != g.Current {
		t.Errorf("click on the marker: frame %d, want %d", f, g.Current)
	}
	// Degenerate sizes and empty graphs do not panic.
	GraphImage(1, 1, g)
	GraphImage(10, 10, Graph{})
	DrawGraph(image.NewRGBA(image.Rect(5, 5, 300, 100)), Graph{From: 0, To: 0, Series: []Series{{Kind: SeriesAngle, Values: []int{3}, Valid: []bool{true}}}})
}
