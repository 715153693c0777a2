package sonlvl

import (
	"loopwright/traceio"
	"os"
	"path/filepath"
	"testing"

	"loopwright/internal/sharedtest"
	"loopwright/layers"
	"loopwright/physics"
)

// TestTailsCPU_EHZ1Conformance runs the ehz1-tails-cpu scenario (the
// game's "Sonic and Tails" mode; conformance README) on Emerald Hill act 1
// imported from the s2disasm sample, with the CPU Tails of docs/physics.md "Player 2"
// (s2.asm TailsCPU_Control, physics/tails_cpu.go), and compares both
// players with the game on every frame: Sonic's columns and the second
// player's record with the t_ columns, plus what the CPU pressed. Tails
// rides the log bridge from frame 452 (Obj11 sees both players, sub_F872).
func TestTailsCPU_EHZ1Conformance(t *testing.T) {
	dir := sharedtest.Path(t, "conformance")
	l := loadLevel(t, s2INI(t), ehz1)
	cfg := physics.Config{Variant: physics.S2, Character: physics.Sonic,
		P2: physics.P2Config{On: true, Character: physics.Tails}}
	s := physics.New(l.Model, cfg, layers.Point{X: 96, Y: 656})
	name := "ehz1-tails-cpu"
	rows := readCSV(t, filepath.Join(dir, name+".csv"))
	f, err := os.Open(filepath.Join(dir, name+".txt"))
	if err != nil {
		t.Fatal(err)
	}
	script, err := traceio.ParseInputs(f, name+".txt")
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		t.Fatal(err)
	}
	// Before frame 1 (ehz1-tails-cpu-init.csv, README): x 75.578125, y
	// 660, ground speed 120/256.
	if p := s.P2Record(); p.X != physics.Fixed(75*256+37888>>8) || p.Y != physics.FromPixels(660) || p.GSpeed != 120 {
		t.Errorf("Tails before frame 1: x %v y %v gsp %v, want 75.578125 660 0.46875", p.X, p.Y, p.GSpeed)
	}
	cols := []string{"x_px", "x_sub", "y_px", "y_sub", "x_vel", "y_vel", "inertia", "angle", "in_air", "rolling", "top_solid_bit", "input"}
	bad := [2]int{}
	for i, row := range rows {
		fr := i + 1
		s.Step(script.At(fr))
		for k, pre := range []string{"", "t_"} {
			r := s.Record()
			if k == 1 {
				r = s.P2Record()
			}
			got := []int{r.X.Pixel(), r.X.Sub() << 8, r.Y.Pixel(), r.Y.Sub() << 8,
				int(r.XSpeed), int(r.YSpeed), int(r.GSpeed), int(r.Angle), b2i(!r.Grounded), b2i(r.Rolling), 0x0C + 2*int(r.Path)}
			want := []int{row.int(t, pre+"x_px"), row.int(t, pre+"x_sub"), row.int(t, pre+"y_px"), row.int(t, pre+"y_sub"),
				s16(row.int(t, pre+"x_vel")), s16(row.int(t, pre+"y_vel")), s16(row.int(t, pre+"inertia")), row.int(t, pre+"angle") & 255,
				row.int(t, pre+"in_air"), row.int(t, pre+"rolling"), row.int(t, pre+"top_solid_bit")}
			if k == 1 {
				// What the CPU pressed: Ctrl_2_Logical.
				got = append(got, int(s.P2CPU().Word))
				want = append(want, row.int(t, "t_input"))
			}
			for c := range got {
				if got[c] != want[c] {
					if bad[k]++; bad[k] <= 5 {
						t.Errorf("%s frame %d: %s%s ours %d, game %d", name, fr, pre, cols[c], got[c], want[c])
					}
					break
				}
			}
		}
	}
	if bad != [2]int{} {
		t.Errorf("%s: Sonic %d, Tails %d of %d frames differ", name, bad[0], bad[1], len(rows))
	}
}
