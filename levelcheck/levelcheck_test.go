package levelcheck

import (
	"archive/zip"
	"bytes"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"loopwright/examples"
	"loopwright/layers"
	"loopwright/levelio"
	"loopwright/pack"
	"loopwright/physics"
	"loopwright/sonlvl"
)

func examplePlan(t testing.TB, packName, level string, exp ...Expect) (*layers.Level, *Plan) {
	t.Helper()
	p, err := examples.Load(packName)
	if err != nil {
		t.Fatal(err)
	}
	l := p.Level(level)
	sc, err := examples.Inputs(packName, level)
	if err != nil {
		t.Fatal(err)
	}
	return l, &Plan{Name: "t", Script: sc, Start: l.Start, Frames: sc.Len(), Expect: exp}
}

func ptr[T any](v T) *T { return &v }

// TestRun_Assertions runs each assertion kind (docs/checks.md) once where
// it holds and once where it fails, on the example levels' own scripts:
// the tour's loop (going round, then braking and standing on path A) and
// the objects pack's monitor and hurt levels.
func TestRun_Assertions(t *testing.T) {
	cases := []struct {
		name, pack, level string
		e                 Expect
		pass              bool
		frame             int    // failing frame, when known exactly
		msg               string // part of the failure message
	}{
		{"reach", "tour", "loop", Expect{Reach: &Region{1380, 300, 100, 120}, By: 360}, true, 0, ""},
		{"reach far", "tour", "loop", Expect{Reach: &Region{1700, 0, 50, 50}}, false, 418, "did not reach 1700,0 50x50 by frame 418"},
		{"reach late", "tour", "loop", Expect{Reach: &Region{1380, 300, 100, 120}, By: 200}, false, 200, "by frame 200"},
		{"waypoints", "tour", "loop", Expect{Waypoints: []Region{{1000, 300, 100, 100}, {1100, 100, 80, 100}, {1380, 300, 100, 120}}}, true, 0, ""},
		{"waypoints order", "tour", "loop", Expect{Waypoints: []Region{{1380, 300, 100, 120}, {1100, 100, 80, 100}}}, false, 418, "passed 1 of 2 waypoints"},
		{"never_below", "tour", "loop", Expect{NeverBelow: ptr(400)}, true, 0, ""},
		{"never_below fall", "tour", "loop", Expect{NeverBelow: ptr(300)}, false, -1, "fell below y 300"},
		{"stuck", "tour", "loop", Expect{Stuck: ptr(60)}, true, 0, ""},
		{"stuck standing", "tour", "loop", Expect{Stuck: ptr(10)}, false, -1, "no speed for more than 10 frames"},
		{"end_grounded", "tour", "loop", Expect{EndGrounded: ptr(true)}, true, 0, ""},
		{"end_grounded airborne", "tour", "loop", Expect{EndGrounded: ptr(false)}, false, 418, "ended grounded"},
		{"end_layer", "tour", "loop", Expect{EndLayer: "A"}, true, 0, ""},
		{"end_layer B", "tour", "loop", Expect{EndLayer: "B"}, false, 418, "ended on path A"},
		{"min_rings", "objects", "monitor_above", Expect{MinRings: ptr(10)}, true, 0, ""},
		{"min_rings more", "objects", "monitor_above", Expect{MinRings: ptr(11)}, false, 101, "ended with 10 rings"},
		{"unhurt", "tour", "loop", Expect{Unhurt: ptr(true)}, true, 0, ""},
		{"unhurt hit", "objects", "hurt_rings", Expect{Unhurt: ptr(true)}, false, -1, "hurt at"},
		{"modes", "tour", "loop", Expect{Modes: []string{"floor", "right_wall", "ceiling", "left_wall", "floor"}}, true, 0, ""},
		{"modes reversed", "tour", "loop", Expect{Modes: []string{"floor", "left_wall", "ceiling"}}, false, 418, "modes on the ground were floor,right_wall,ceiling,left_wall,floor"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			l, p := examplePlan(t, c.pack, c.level, c.e)
			r := Run(l, p, physics.Config{})
			if r.Pass != c.pass {
				t.Fatalf("pass = %v, want %v: %s", r.Pass, c.pass, r.Line())
			}
			if c.pass {
				return
			}
			if c.frame > 0 && r.Frame != c.frame {
				t.Errorf("failed at frame %d, want %d: %s", r.Frame, c.frame, r.Line())
			}
			if !strings.Contains(r.Msg, c.msg) || r.Kind != c.e.Kind() {
				t.Errorf("got %s, want kind %s and %q", r.Line(), c.e.Kind(), c.msg)
			}
		})
	}
}

// TestRun_FailFrame checks the running assertions fail at the very frame
// the record shows the fault: the first record below the line, the first
// hurt record, the frame the stand-still run grows past the limit.
func TestRun_FailFrame(t *testing.T) {
	l, p := examplePlan(t, "tour", "loop")
	_, hp := examplePlan(t, "objects", "hurt_rings")
	hl := mustLevel(t, "objects", "hurt_rings")
	first := func(l *layers.Level, p *Plan, pred func(r *physics.FrameRecord, run int) bool) int {
		sim := physics.New(l, physics.Config{}, p.Start)
		run := 0
		for f := 1; f <= p.Frames; f++ {
			sim.Step(p.Script.At(f))
			r := sim.Record()
			if r.XSpeed == 0 && r.YSpeed == 0 && r.GSpeed == 0 {
				run++
			} else {
				run = 0
			}
			if pred(r, run) {
				return f
			}
		}
		return 0
	}
	for _, c := range []struct {
		l    *layers.Level
		p    *Plan
		e    Expect
		pred func(r *physics.FrameRecord, run int) bool
	}{
		{l, p, Expect{NeverBelow: ptr(300)}, func(r *physics.FrameRecord, _ int) bool { return r.Y.Pixel() > 300 }},
		{l, p, Expect{Stuck: ptr(10)}, func(_ *physics.FrameRecord, run int) bool { return run > 10 }},
		{hl, hp, Expect{Unhurt: ptr(true)}, func(r *physics.FrameRecord, _ int) bool { return r.State == "hurt" }},
	} {
		want := first(c.l, c.p, c.pred)
		c.p.Expect = []Expect{c.e}
		r := Run(c.l, c.p, physics.Config{})
		if want == 0 || r.Frame != want {
			t.Errorf("%s: failed at frame %d, want %d", c.e.Kind(), r.Frame, want)
		}
	}
}

func mustLevel(t *testing.T, packName, level string) *layers.Level {
	p, err := examples.Load(packName)
	if err != nil {
		t.Fatal(err)
	}
	return p.Level(level)
}

// TestRun_StartState starts the loop level's run mid-air above the loop's
// exit (docs/cli.md, trace): the player falls and lands there.
func TestRun_StartState(t *testing.T) {
	st, err := ParseStartState([]byte(`{"x":1400,"y":300.5,"ysp":-2,"grounded":false,"layer":"B","facing":"left"}`), "s.json")
	if err != nil {
		t.Fatal(err)
	}
	l := mustLevel(t, "tour", "loop")
	sim := NewSim(l, physics.Config{}, l.Start, st)
	r := sim.Record()
	if r.X != physics.FromPixels(1400) || r.Y != 300*256+128 || r.YSpeed != -512 || r.Grounded || r.Path != layers.PathB {
		t.Errorf("start record %+v", r)
	}
	p := &Plan{Name: "s", Frames: 120, State: st, Expect: []Expect{{Reach: &Region{1380, 380, 60, 30}}, {EndGrounded: ptr(true)}}}
	if res := Run(l, p, physics.Config{}); !res.Pass {
		t.Error(res.Line())
	}
	for _, bad := range []string{`{"x":1}`, `{"x":1.3,"y":2}`, `{"layer":"C"}`, `{"angle":256}`, `{"facing":"up"}`, `{"priority":"X"}`, `[`} {
		if _, err := ParseStartState([]byte(bad), "s.json"); err == nil || !strings.Contains(err.Error(), "s.json") {
			t.Errorf("%s: err = %v", bad, err)
		}
	}
}

// TestParse_Errors checks every shape error names the file and place.
func TestParse_Errors(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{``, "empty file"},
		{`{"version":2,"checks":[{"name":"a","expect":[{"unhurt":true}]}]}`, "version 2"},
		{`{"version":1}`, "no checks"},
		{`{"version":1,"checks":[{"name":"a","expect":[]}]}`, "check 1 (a): no expect"},
		{`{"version":1,"checks":[{"name":"a","expect":[{"unhurt":true,"stuck":3}]}]}`, "expect 1: want exactly one"},
		{`{"version":1,"checks":[{"name":"a","expect":[{"reach":{"x":0,"y":0,"w":0,"h":5}}]}]}`, "positive width"},
		{`{"version":1,"checks":[{"name":"a","expect":[{"modes":["floor","wall"]}]}]}`, `"wall" is not floor`},
		{`{"version":1,"checks":[{"name":"a","expect":[{"end_layer":"C"}]}]}`, `"C" is not A or B`},
		{`{"version":1,"checks":[{"name":"a","expect":[{"stuck":0}]}]}`, "stuck: 0"},
		{`{"version":1,"checks":[{"name":"a","expect":[{"unhurt":true,"by":4}]}]}`, "by goes with reach"},
		{`{"version":1,"checks":[{"name":"a","expect":[{"unhurt":true}]},{"name":"a","expect":[{"unhurt":true}]}]}`, "check 2 (a): a check of that name"},
		{`{"version":1,"checks":[{"name":"a","inputs":"x","script":"1 R","expect":[{"unhurt":true}]}]}`, "both inputs and script"},
		{`{"version":1,"checks":[{"name":"a","expect":[{"reech":{}}]}]}`, `unknown field "reech"`},
		{"{\"version\":1,\n\"checks\":[{\"name\":3}]}", "line 2 col"},
		{`{"version":1,"checks":[]} {}`, "data after"},
		{`{"version":1,"checks":[{"name":"a","run":{"shield":"gold"},"expect":[{"unhurt":true}]}]}`, `check 1 (a): run: shield: "gold"`},
		{`{"version":1,"checks":[{"name":"a","run":{"rings":1000},"expect":[{"unhurt":true}]}]}`, "run: rings: 1000"},
		{`{"version":1,"checks":[{"name":"a","run":{"emeralds":8},"expect":[{"unhurt":true}]}]}`, "run: emeralds: 8"},
		{`{"version":1,"checks":[{"name":"a","run":{"super_emeralds":-1},"expect":[{"unhurt":true}]}]}`, "run: super_emeralds: -1"},
	} {
		_, err := Parse([]byte(c.in), "c.json")
		if err == nil || !strings.Contains(err.Error(), "c.json") || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: err = %v, want %q", c.in, err, c.want)
		}
	}
}

// TestLoad_Examples loads every example pack's checks: every example level
// carries at least one, and every one passes.
func TestLoad_Examples(t *testing.T) {
	for _, info := range examples.List() {
		dir := filepath.Join("..", "examples", "packs", info.Name)
		suites, err := Load(dir)
		if err != nil {
			t.Fatal(err)
		}
		has := map[string]bool{}
		for _, s := range suites {
			has[s.Level.Name] = len(s.Checks) > 0
			for _, r := range RunSuite(s) {
				if !r.Pass {
					t.Error(r.Line())
				}
			}
		}
		for _, lv := range info.Levels {
			if !has[lv] {
				t.Errorf("%s/%s has no checks", info.Name, lv)
			}
		}
	}
}

// TestLoad_Sidecar loads checks beside a .tmx map and in a .zip pack, and
// reports references that do not resolve.
func TestLoad_Sidecar(t *testing.T) {
	dir := t.TempDir()
	p, _ := examples.Load("tour")
	loop := p.Level("loop")
	tmxPath := filepath.Join(dir, "loop.tmx")
	if err := levelio.Save(pack.FromLevel(loop), tmxPath); err != nil {
		t.Fatal(err)
	}
	script, _ := examples.InputsText("tour", "loop")
	if err := os.WriteFile(filepath.Join(dir, "loop.txt"), script, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "loop.checks.json"), []byte(`{"version":1,"checks":[
		{"name":"round","inputs":"loop.txt","expect":[{"modes":["floor","right_wall","ceiling","left_wall","floor"]}]},
		{"name":"inline","script":"60 R","frames":30,"expect":[{"stuck":5}]}]}`), 0o644); err != nil {
		t.Fatal(err)
	}
	suites, err := Load(tmxPath)
	if err != nil || len(suites) != 1 || len(suites[0].Checks) != 2 {
		t.Fatalf("Load = %v, %v", suites, err)
	}
	for _, r := range RunSuite(suites[0]) {
		if !r.Pass {
			t.Error(r.Line())
		}
	}
	if suites[0].Checks[1].Frames != 30 {
		t.Errorf("frames = %d", suites[0].Checks[1].Frames)
	}

	// A zip pack with its checks inside.
	zdata, err := pack.ZipBytes(p)
	if err != nil {
		t.Fatal(err)
	}
	zpath := filepath.Join(dir, "tour.zip")
	if err := os.WriteFile(zpath, appendZip(t, zdata, map[string]string{
		"checks/loop.json": `{"version":1,"checks":[{"name":"z","inputs":"inputs/loop.txt","expect":[{"end_layer":"A"}]}]}`,
		"inputs/loop.txt":  string(script),
	}), 0o644); err != nil {
		t.Fatal(err)
	}
	suites, err = Load(zpath)
	if err != nil || len(suites) != 1 || suites[0].Name() != "tour/loop" {
		t.Fatalf("zip: %v, %v", suites, err)
	}

	for _, c := range []struct{ file, want string }{
		{`{"version":1,"checks":[{"name":"a","inputs":"missing.txt","expect":[{"unhurt":true}]}]}`, "missing.txt"},
		{`{"version":1,"checks":[{"name":"a","inputs":"../x.txt","expect":[{"unhurt":true}]}]}`, "not a file inside"},
		{`{"version":1,"levels":{"nope":[{"name":"a","expect":[{"unhurt":true}]}]}}`, `level "nope": no such level`},
		{`{"version":1,"checks":[{"name":"a","variants":["s9"],"expect":[{"unhurt":true}]}]}`, "unknown variant"},
		{`{"version":1,"checks":[{"name":"a","script":"5 Q","expect":[{"unhurt":true}]}]}`, "check 1 (a)"},
	} {
		if err := os.WriteFile(filepath.Join(dir, "loop.checks.json"), []byte(c.file), 0o644); err != nil {
			t.Fatal(err)
		}
		_, err := Load(tmxPath)
		var el ErrorList
		if !errors.As(err, &el) || !strings.Contains(err.Error(), c.want) || !strings.Contains(err.Error(), "loop.checks.json") {
			t.Errorf("%s: err = %v, want %q", c.file, err, c.want)
		}
	}
}

// BenchmarkCheck_Examples checks every example level, as make test does
// (under 1 s).
func BenchmarkCheck_Examples(b *testing.B) {
	var suites []*Suite
	for _, info := range examples.List() {
		s, err := Load(filepath.Join("..", "examples", "packs", info.Name))
		if err != nil {
			b.Fatal(err)
		}
		suites = append(suites, s...)
	}
	b.ReportAllocs()
	for b.Loop() {
		for _, s := range suites {
			RunSuite(s)
		}
	}
}

// FuzzParse checks Parse never panics, whatever the file.
func FuzzParse(f *testing.F) {
	f.Add([]byte(`{"version":1,"checks":[{"name":"a","inputs":"x.txt","expect":[{"reach":{"x":1,"y":2,"w":3,"h":4},"by":9},{"modes":["floor"]}]}]}`))
	f.Add([]byte(`{"version":1,"levels":{"a":[{"name":"b","start_state":{"x":1.5,"y":2},"expect":[{"stuck":3}]}]}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		fl, err := Parse(data, "f.json")
		if err != nil {
			return
		}
		for _, c := range fl.Checks {
			if c.StartState != nil {
				_, _ = c.StartState.Compile() // bad input may fail; it must not panic
			}
		}
	})
}

// appendZip returns the zip archive data with files added.
func appendZip(t *testing.T, data []byte, files map[string]string) []byte {
	t.Helper()
	zr, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for _, f := range zr.File {
		if err := zw.Copy(f); err != nil {
			t.Fatal(err)
		}
	}
	for name, s := range files {
		w, _ := zw.Create(name)
		if _, err := w.Write([]byte(s)); err != nil {
			t.Fatal(err)
		}
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// TestAdd writes a recorded check into a pack directory and beside a map,
// and loads it back.
func TestAdd(t *testing.T) {
	dir := t.TempDir()
	p, _ := examples.Load("tour")
	pdir := filepath.Join(dir, "tour")
	if err := levelio.Save(p, pdir); err != nil {
		t.Fatal(err)
	}
	c := Check{Name: "recorded", Script: "100 R\n", Expect: []Expect{{Reach: &Region{300, 380, 64, 64}}}}
	file, err := Add(pdir, "loop", c)
	if err != nil || file != filepath.Join(pdir, "checks", "loop.json") {
		t.Fatalf("Add = %s, %v", file, err)
	}
	c.Expect = append(c.Expect, Expect{Unhurt: ptr(true)})
	if _, err := Add(pdir, "loop", c); err != nil {
		t.Fatal(err)
	}
	suites, err := Load(pdir)
	if err != nil || len(suites) != 1 || len(suites[0].Checks) != 1 || len(suites[0].Checks[0].Expect) != 2 {
		t.Fatalf("Load: %v %v", suites, err)
	}
	tmx := filepath.Join(dir, "loop.tmx")
	if err := levelio.Save(pack.FromLevel(p.Level("loop")), tmx); err != nil {
		t.Fatal(err)
	}
	if file, err := Add(tmx, "loop", c); err != nil || file != filepath.Join(dir, "loop.checks.json") {
		t.Errorf("tmx: %s %v", file, err)
	}
	if _, err := Add(pdir, "loop", Check{Name: "bad"}); err == nil {
		t.Error("a check without assertions was written")
	}
}

// TestLoad_Project loads checks beside a disassembly project's INI file
// (a level of the tour exported as a Sonic 2 project), by level name.
func TestLoad_Project(t *testing.T) {
	p, _ := examples.Load("basics")
	dir := t.TempDir()
	ini, err := sonlvl.Export(p.Level("basics"), sonlvl.S2, dir)
	if err != nil {
		t.Skipf("export: %v", err)
	}
	proj, err := sonlvl.Open(ini)
	if err != nil {
		t.Fatal(err)
	}
	name := proj.Names()[0]
	script, _ := examples.InputsText("tour", "basics")
	if err := os.WriteFile(filepath.Join(filepath.Dir(ini), "run.txt"), script, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(SidecarPath(ini), []byte(`{"version":1,"levels":{"`+name+`":[
		{"name":"far wall","inputs":"run.txt","expect":[{"reach":{"x":1940,"y":364,"w":64,"h":64}},{"unhurt":true}]}]}}`), 0o644); err != nil {
		t.Fatal(err)
	}
	suites, err := Load(ini)
	if err != nil || len(suites) != 1 {
		t.Fatalf("Load = %v, %v", suites, err)
	}
	for _, r := range RunSuite(suites[0]) {
		if !r.Pass {
			t.Error(r.Line())
		}
	}
	if err := os.WriteFile(SidecarPath(ini), []byte(`{"version":1,"levels":{"Nope Zone":[{"name":"a","expect":[{"unhurt":true}]}]}}`), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := Load(ini); err == nil || !strings.Contains(err.Error(), `level "Nope Zone"`) {
		t.Errorf("unknown level: %v", err)
	}
}

// TestParse_Run: a check's run object (every ability reachable
// from a check) becomes the configurations' run settings.
func TestParse_Run(t *testing.T) {
	f, err := Parse([]byte(`{"version":1,"checks":[{"name":"a","run":{"shield":"fire","hyper":true,"rings":50,"emeralds":7,"super_emeralds":7,"underwater":true},"expect":[{"unhurt":true}]}]}`), "c.json")
	if err != nil {
		t.Fatal(err)
	}
	got, msg := f.Checks[0].Run.Settings()
	want := physics.RunSettings{Shield: physics.ShieldFire, Hyper: true, Rings: 50, Emeralds: 7, SuperEmeralds: 7, Underwater: true}
	if msg != "" || got != want {
		t.Errorf("settings %+v (%s), want %+v", got, msg, want)
	}
	if s, msg := (*RunSpec)(nil).Settings(); msg != "" || s != (physics.RunSettings{}) {
		t.Errorf("no run: %+v %s", s, msg)
	}
}

// TestLoad_ErrorUnwraps: errors.Is and errors.As see through Load's
// errors to their causes: a pack that is not there (the pack's own error,
// fs.ErrNotExist) and a checks file that cannot be read (a folder in its
// place: the file system's *fs.PathError).
func TestLoad_ErrorUnwraps(t *testing.T) {
	_, err := Load(filepath.Join(t.TempDir(), "absent"))
	if !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("a missing pack: %v (%T) is not fs.ErrNotExist", err, err)
	}
	p, err := examples.Load("tour")
	if err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join(t.TempDir(), "tour")
	if err := levelio.Save(p, dir); err != nil {
		t.Fatal(err)
	}
	bad := filepath.Join(dir, ChecksDir, p.Levels[0].Name+".json")
	if err := os.RemoveAll(bad); err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(bad, 0o755); err != nil {
		t.Fatal(err)
	}
	_, err = Load(dir)
	var ce *Error
	var pe *fs.PathError
	if !errors.As(err, &ce) || !errors.As(err, &pe) {
		t.Errorf("an unreadable checks file: %v (%T): want a *levelcheck.Error wrapping an *fs.PathError", err, err)
	}
}
