package session

import (
	"bytes"
	"encoding/json"
	"image"
	"image/color"
	"strconv"
	"testing"

	"loopwright/physics"
	"loopwright/preview"
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

// The inspector shows exactly the trace's values (docs/cli.md, trace).

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
		if in.AngleHex != preview.Hex(in.Angle) || in.AngleDegrees != preview.Degrees(in.Angle) {
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
	ledge := preview.InspectBlock(s.Level(), nil, 31*16, 8*16)
	if pc := ledge.Paths[0]; !pc.Floor || pc.Walls || pc.Solidity != "top" {
		t.Errorf("ledge: %+v", pc)
	}
	// Empty air and outside the level.
	if air := preview.InspectBlock(s.Level(), &rec, 50*16, 2*16); !air.Paths[0].Empty || len(air.Reads) != 0 {
		t.Errorf("air: %+v", air)
	}
	if out := preview.InspectBlock(s.Level(), &rec, -1, -1); out.Inside || out.BX != -1 || out.BY != -1 || !out.Paths[1].Empty {
		t.Errorf("outside: %+v", out)
	}
	// The chunk fields locate the block.
	if bi.Chunk == 0 || bi.ChunkX != bi.BX%8 || bi.ChunkY != bi.BY%8 {
		t.Errorf("chunk: %d at %d,%d", bi.Chunk, bi.ChunkX, bi.ChunkY)
	}
}

func TestSession_Series(t *testing.T) {
	s := newTestSession()
	playInputs(s, 700)
	s.JumpTo(321)
	ser := s.Series(200, 450, preview.SeriesGroundSpeed, preview.SeriesXSpeed, preview.SeriesYSpeed, preview.SeriesAngle, preview.SeriesSensorA, preview.SeriesSensorE)
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
	g := s.GraphAround(300, preview.SeriesGroundSpeed)
	if g.Current != 321 || g.From != 171 || g.To != 470 || len(g.Series[0].Values) != 300 {
		t.Errorf("GraphAround: %d..%d current %d", g.From, g.To, g.Current)
	}
}

func TestDrawGraph(t *testing.T) {
	s := newTestSession()
	playInputs(s, 400)
	s.JumpTo(250)
	g := s.GraphAround(300, preview.SeriesGroundSpeed, preview.SeriesSensorA)
	img := preview.GraphImage(400, 150, g)
	plot := preview.PlotArea(img.Rect)
	x := plot.Min.X + preview.GraphX(g.Current, plot.Dx(), g.From, g.To)
	white := 0
	for y := plot.Min.Y; y < plot.Max.Y; y++ {
		if img.RGBAAt(x, y) == (color.RGBA{255, 255, 255, 255}) { // the current-frame marker is white
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
	if count(preview.SeriesColour(preview.SeriesGroundSpeed)) < 100 || count(preview.SeriesColour(preview.SeriesSensorA)) < 20 {
		t.Errorf("series lines missing: %d %d", count(preview.SeriesColour(preview.SeriesGroundSpeed)), count(preview.SeriesColour(preview.SeriesSensorA)))
	}
	// A click on the marker jumps to the current frame.
	if f := preview.GraphFrame(x-plot.Min.X, plot.Dx(), g.From, g.To); f != g.Current {
		t.Errorf("click on the marker: frame %d, want %d", f, g.Current)
	}
	// Degenerate sizes and empty graphs do not panic.
	preview.GraphImage(1, 1, g)
	preview.GraphImage(10, 10, preview.Graph{})
	preview.DrawGraph(image.NewRGBA(image.Rect(5, 5, 300, 100)), preview.Graph{From: 0, To: 0, Series: []preview.Series{{Kind: preview.SeriesAngle, Values: []int{3}, Valid: []bool{true}}}})
}
