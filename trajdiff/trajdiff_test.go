package trajdiff

import (
	"bytes"
	"errors"
	"io"
	"strings"
	"testing"
	"testing/iotest"

	"loopwright/traceio"

	"loopwright/examples"
	"loopwright/heightmask"
	"loopwright/layers"
	"loopwright/physics"
)

func loopRun(t testing.TB) Run {
	p, err := examples.Load("tour")
	if err != nil {
		t.Fatal(err)
	}
	l := p.Level("loop")
	sc, err := examples.Inputs("tour", "loop")
	if err != nil {
		t.Fatal(err)
	}
	return Run{Level: l, Start: l.Start, Script: sc, Frames: sc.Len()}
}

// firstDiff steps two simulations side by side and returns the first frame
// whose records differ in a compared field: the reference Compare must
// agree with.
func firstDiff(a, b Run) int {
	sa := physics.New(a.Level, a.Config, a.Start)
	sb := physics.New(b.Level, b.Config, b.Start)
	for f := 1; f <= a.Frames; f++ {
		sa.Step(a.Script.At(f))
		sb.Step(b.Script.At(f))
		ra, rb := sa.Record(), sb.Record()
		if ra.X != rb.X || ra.Y != rb.Y || ra.XSpeed != rb.XSpeed || ra.YSpeed != rb.YSpeed || ra.GSpeed != rb.GSpeed ||
			ra.Angle != rb.Angle || ra.Mode != rb.Mode || ra.Grounded != rb.Grounded || ra.Rolling != rb.Rolling ||
			ra.State != rb.State || ra.Path != rb.Path || ra.Priority != rb.Priority || ra.Rings != rb.Rings {
			return f
		}
	}
	return 0
}

// TestCompare_Modes compares runs in each of diff's modes, once where they
// are the same and once where they part.
func TestCompare_Modes(t *testing.T) {
	base := loopRun(t)
	edited := base
	edited.Level = base.Level.Clone()
	half := heightmask.Mask{Heights: [16]int8{8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8}}
	half.Recompute()
	edited.Level.Lib.Tiles = append(edited.Level.Lib.Tiles, half)
	if err := edited.Level.SetCell(layers.PathA, 78, 20, layers.Cell{Tile: layers.TileID(len(edited.Level.Lib.Tiles) - 1)}); err != nil {
		t.Fatal(err)
	}
	s1, tails := base, base
	s1.Config.Variant = physics.S1
	tails.Config.Character = physics.Tails
	for _, c := range []struct {
		name string
		b    Run
		same bool
	}{
		{"level same", Run{Level: base.Level.Clone(), Start: base.Start, Script: base.Script, Frames: base.Frames}, true},
		{"level edited", edited, false},
		{"variant same", base, true},
		{"variant s1", s1, false},
		{"character tails", tails, false},
	} {
		a := Simulate(base, nil)
		b := Simulate(c.b, nil)
		d := Compare(a, b)
		if d.Identical() != c.same {
			t.Errorf("%s: identical = %v", c.name, d.Identical())
			continue
		}
		want := firstDiff(base, c.b)
		if d.First != want {
			t.Errorf("%s: first difference at %d, want %d", c.name, d.First, want)
		}
		var out bytes.Buffer
		if err := d.Write(&out, "a", "b"); err != nil {
			t.Fatal(err)
		}
		if c.same && !strings.HasPrefix(out.String(), "identical over 418 frames\n") {
			t.Errorf("%s: %s", c.name, out.String())
		}
		if !c.same {
			if !strings.HasPrefix(out.String(), "first difference at frame ") || len(d.Fields) == 0 || d.Deviations[0].Field != "x" {
				t.Errorf("%s: %s", c.name, out.String())
			}
			if img := Picture(base.Level, a, b, d.First, "a", "b"); img.Bounds().Dx() < 100 {
				t.Errorf("%s: picture %v", c.name, img.Bounds())
			}
		}
	}
}

// TestCompare_Deviations checks the per-field summary on hand-made
// trajectories.
func TestCompare_Deviations(t *testing.T) {
	a := Trajectory{{Frame: 1, X: 100}, {Frame: 2, X: 200, YSpeed: 5}, {Frame: 3, X: 300}}
	b := Trajectory{{Frame: 1, X: 100}, {Frame: 2, X: 190, YSpeed: -5}, {Frame: 3, X: 330, State: "rolling"}}
	d := Compare(a, b)
	if d.First != 2 || d.Differing != 2 || d.Deviations[0].Max != 30 || d.Deviations[0].Frame != 3 || d.Deviations[3].Max != 10 || d.Counts["state"] != 1 {
		t.Errorf("%+v", d)
	}
	if got := d.Fields; len(got) != 2 || got[0] != (FieldDiff{"x", "0.78125", "0.7421875"}) || got[1].Field != "ysp" {
		t.Errorf("fields %+v", got)
	}
	short := Compare(a, a[:2])
	var out bytes.Buffer
	if err := short.Write(&out, "a", "b"); err != nil {
		t.Fatal(err)
	}
	if short.Identical() || !strings.HasPrefix(out.String(), "first difference at frame 3: one run ends (3 frames vs 2)") {
		t.Errorf("%s", out.String())
	}
}

// TestReadTrace reads back what physics' trace writer writes, JSON lines
// and CSV, and finds a record changed by hand.
func TestReadTrace(t *testing.T) {
	r := loopRun(t)
	want := Simulate(r, nil)
	for _, csv := range []bool{false, true} {
		var buf bytes.Buffer
		tw := traceio.NewTraceWriter(&buf, csv)
		sim := physics.New(r.Level, r.Config, r.Start)
		for f := 1; f <= r.Frames; f++ {
			sim.Step(r.Script.At(f))
			if err := tw.Write(sim.Record()); err != nil {
				t.Fatal(err)
			}
		}
		got, err := ReadTrace(bytes.NewReader(buf.Bytes()), "t")
		if err != nil {
			t.Fatal(err)
		}
		for i := range got {
			got[i].HasRings, got[i].Rings = true, want[i].Rings
		}
		if d := Compare(want, got); !d.Identical() {
			t.Fatalf("csv %v: differs at %d: %+v", csv, d.First, d.Fields)
		}
		if csv {
			continue
		}
		lines := strings.Split(buf.String(), "\n")
		lines[99] = strings.Replace(lines[99], `"grounded":true`, `"grounded":false`, 1)
		got, err = ReadTrace(strings.NewReader(strings.Join(lines, "\n")), "t")
		if err != nil {
			t.Fatal(err)
		}
		if d := Compare(want, got); d.First != 100 || d.Fields[0].Field != "grounded" {
			t.Errorf("edited trace: first %d %+v", d.First, d.Fields)
		}
	}
}

// TestReadTrace_Errors checks bad traces give one error naming the file
// and line.
func TestReadTrace_Errors(t *testing.T) {
	rec := `{"frame":1,"x":1.5,"y":2,"xsp":0,"ysp":0,"gsp":0,"angle":0,"mode":"floor","grounded":true,"rolling":false,"state":"normal","layer":"A","priority":"L"}`
	for _, c := range []struct{ in, want string }{
		{"", "empty trace"},
		{"\n\n", "no records"},
		{"{", "t.jsonl:1:"},
		{strings.Replace(rec, `"x":1.5`, `"x":1.3`, 1), "x: "},
		{strings.Replace(rec, `"frame":1`, `"frame":2`, 1), "frame 2, want 1"},
		{strings.Replace(rec, `"mode":"floor"`, `"mode":"up"`, 1), "mode"},
		{strings.Replace(rec, `"layer":"A"`, `"layer":"C"`, 1), "layer"},
		{strings.Replace(rec, `"angle":0,`, ``, 1), "needs frame, angle"},
		{rec + "\n" + strings.Replace(rec, `"priority":"L"`, `"priority":"Q"`, 1), "t.jsonl:2: priority"},
		{"frame,x,y\n1,2,3\n", "no xsp column"},
		{"frame,x,y,xsp,ysp,gsp,angle,mode,grounded,rolling,state,layer,priority\n1,0,0,0,0,0,0,floor,maybe,false,n,A,L\n", "t.jsonl:2:"},
	} {
		_, err := ReadTrace(strings.NewReader(c.in), "t.jsonl")
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: err = %v, want %q", c.in, err, c.want)
		}
	}
}

// BenchmarkSimulate_Ghost re-simulates 3600 frames of the tour's loop (the
// editor's ghost after an edit: within 20 ms).
func BenchmarkSimulate_Ghost(b *testing.B) {
	r := loopRun(b)
	r.Frames = 3600
	buf := make(Trajectory, 0, r.Frames)
	b.ReportAllocs()
	for b.Loop() {
		buf = Simulate(r, buf)
	}
}

// FuzzReadTrace checks ReadTrace never panics.
func FuzzReadTrace(f *testing.F) {
	f.Add([]byte(`{"frame":1,"x":1.5,"y":2,"xsp":0,"ysp":0,"gsp":0,"angle":0,"mode":"floor","grounded":true,"rolling":false,"state":"normal","layer":"A","priority":"L","rings":3}`))
	f.Add([]byte("frame,x,y,xsp,ysp,gsp,angle,mode,grounded,rolling,state,layer,priority,rings\n1,0,0,0,0,0,0,floor,true,false,n,A,L,2\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		_, _ = ReadTrace(bytes.NewReader(data), "f") // bad input may fail; it must not panic
	})
}

// TestReadTrace_ErrorUnwraps: a trace whose reader fails mid-file gives a
// *TraceError that errors.Is sees through to the reader's error.
func TestReadTrace_ErrorUnwraps(t *testing.T) {
	cause := errors.New("the disk went away")
	r := io.MultiReader(strings.NewReader(`{"frame":1,"x":0,"y":0,"xsp":0,"ysp":0,"gsp":0,"angle":0,"mode":"floor","layer":"A","priority":"L","grounded":true,"rolling":false}`+"\n"), iotest.ErrReader(cause))
	_, err := ReadTrace(r, "t.jsonl")
	var te *TraceError
	if !errors.As(err, &te) || !errors.Is(err, cause) {
		t.Errorf("%v (%T): want a *TraceError wrapping the reader's error", err, err)
	}
}
