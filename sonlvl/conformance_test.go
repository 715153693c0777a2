package sonlvl

import (
	"encoding/csv"
	"encoding/json"
	"loopwright/traceio"
	"os"
	"path/filepath"
	"strconv"
	"testing"

	"loopwright/internal/sharedtest"
	"loopwright/layers"
	"loopwright/pack"
	"loopwright/physics"
)

// gameRow is one row of a conformance CSV: the original game's state after
// a frame.
type gameRow map[string]string

func readCSV(t *testing.T, path string) []gameRow {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = f.Close() }()
	recs, err := csv.NewReader(f).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	var rows []gameRow
	for _, r := range recs[1:] {
		row := gameRow{}
		for i, k := range recs[0] {
			if i < len(r) {
				row[k] = r[i]
			}
		}
		rows = append(rows, row)
	}
	return rows
}

func (r gameRow) int(t *testing.T, k string) int {
	v, err := strconv.ParseInt(r[k], 0, 32)
	if err != nil {
		t.Fatalf("column %s: %q", k, r[k])
	}
	return int(v)
}

func s16(v int) int {
	if v >= 32768 {
		return v - 65536
	}
	return v
}

// runConformance runs the physics on level l with the scenario's inputs
// from sim (already placed) and compares every frame with the game's CSV:
// position, speeds, angle, air, rolling, and the path bits (behind_loop
// for Sonic 1, top_solid_bit for Sonic 2).
func runConformance(t *testing.T, s *physics.Sim, dir, name string) {
	t.Helper()
	rows := readCSV(t, filepath.Join(dir, name+".csv"))
	f, err := os.Open(filepath.Join(dir, name+".txt"))
	if err != nil {
		t.Fatal(err)
	}
	script, err := traceio.ParseInputs(f, name+".txt")
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
	if err != nil {
		t.Fatal(err)
	}
	// Row i is the game's state after our frame i+1 (compare.py).
	bad := 0
	for i, row := range rows {
		fr := i + 1
		s.Step(script.At(fr))
		r := s.Record()
		got := []int{int(r.X.Pixel()), int(r.X.Sub()) << 8, int(r.Y.Pixel()), int(r.Y.Sub()) << 8,
			int(r.XSpeed), int(r.YSpeed), int(r.GSpeed), int(r.Angle), b2i(!r.Grounded), b2i(r.Rolling)}
		want := []int{row.int(t, "x_px"), row.int(t, "x_sub"), row.int(t, "y_px"), row.int(t, "y_sub"),
			s16(row.int(t, "x_vel")), s16(row.int(t, "y_vel")), s16(row.int(t, "inertia")), row.int(t, "angle") & 255,
			row.int(t, "in_air"), row.int(t, "rolling")}
		cols := []string{"x_px", "x_sub", "y_px", "y_sub", "x_vel", "y_vel", "inertia", "angle", "in_air", "rolling"}
		if _, ok := row["behind_loop"]; ok {
			got = append(got, b2i(r.Path == layers.PathB))
			want = append(want, row.int(t, "behind_loop"))
			cols = append(cols, "behind_loop")
		}
		if _, ok := row["top_solid_bit"]; ok {
			got = append(got, 0x0C+2*int(r.Path))
			want = append(want, row.int(t, "top_solid_bit"))
			cols = append(cols, "top_solid_bit")
		}
		for i := range got {
			if got[i] != want[i] {
				if bad++; bad <= 5 {
					t.Errorf("%s frame %d: %s ours %d, game %d", name, fr, cols[i], got[i], want[i])
				}
				break
			}
		}
	}
	if bad > 0 {
		t.Errorf("%s: %d of %d frames differ", name, bad, len(rows))
	}
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// TestLevel_EHZ1Conformance runs ehz1-jump and ehz1-roll on Emerald Hill
// act 1 imported from the s2disasm sample (compare.py --level --name).
func TestLevel_EHZ1Conformance(t *testing.T) {
	dir := sharedtest.Path(t, "conformance")
	l := loadLevel(t, s2INI(t), ehz1)
	for _, name := range []string{"ehz1-jump", "ehz1-roll"} {
		s := physics.New(l.Model, physics.Config{Variant: physics.S2, Character: physics.Sonic}, layers.Point{X: 96, Y: 656})
		runConformance(t, s, dir, name)
	}
}

// TestS1Loops_GHZ1 runs Sonic 1's loop scenarios on Green Hill act 1
// imported from the s1disasm sample: Sonic_Loops (physics/s1loops.go)
// must choose the loop's path exactly as the game's behind_loop flag.
func TestS1Loops_GHZ1(t *testing.T) {
	dir := sharedtest.Path(t, "conformance")
	l := loadLevel(t, s1INI(t), ghz1)
	runGHZLoops(t, dir, l.Model)
}

// TestS1Loops_GHZ1AsPack: Green Hill saved as a native pack keeps its loop
// chunks (the s1_loop_chunks property) and runs the loops alike.
func TestS1Loops_GHZ1AsPack(t *testing.T) {
	dir := sharedtest.Path(t, "conformance")
	l := loadLevel(t, s1INI(t), ghz1)
	out := filepath.Join(t.TempDir(), "ghz")
	l.Model.Name = "ghz1" // a pack's level names have no spaces
	if err := pack.Save(pack.FromLevel(l.Model), out); err != nil {
		t.Fatal(err)
	}
	p, err := pack.Load(out)
	if err != nil {
		t.Fatal(err)
	}
	if p.Levels[0].Loops != nil {
		t.Fatal("the pack format has no Loops field: the test would not test the property")
	}
	runGHZLoops(t, dir, p.Levels[0])
}

func runGHZLoops(t *testing.T, dir string, lvl *layers.Level) {
	// The loop runs were recorded with every object cleared each frame
	// (conformance README): the level runs without its objects.
	bare := *lvl
	bare.Objects = nil
	lvl = &bare
	for _, name := range []string{"ghz1-loop-right", "ghz1-loop-left", "ghz1-loop-slow"} {
		t.Run(name, func(t *testing.T) {
			data, err := os.ReadFile(filepath.Join(dir, name+"-start.json"))
			if err != nil {
				t.Fatal(err)
			}
			var ss struct {
				X, Y     int
				Angle    int
				Grounded bool
			}
			if err := json.Unmarshal(data, &ss); err != nil {
				t.Fatal(err)
			}
			s := physics.New(lvl, physics.Config{Variant: physics.S1, Character: physics.Sonic}, layers.Point{X: ss.X, Y: ss.Y})
			var st physics.State
			s.Save(&st)
			st.Angle = uint8(ss.Angle)
			st.Air = !ss.Grounded
			st.XSpeed, st.YSpeed, st.GSpeed = 0, 0, 0
			s.Restore(&st)
			runConformance(t, s, dir, name)
		})
	}
}
