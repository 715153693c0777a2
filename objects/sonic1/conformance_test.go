package sonic1_test

import (
	"bytes"
	"encoding/csv"
	"fmt"
	"strconv"
	"testing"

	"loopwright/internal/sharedtest"
	"loopwright/layers"
	"loopwright/levelio"
	_ "loopwright/objects/sonic1" // the engine under test
	"loopwright/physics"
	"loopwright/traceio"
)

// s1Level opens a Sonic 1 act from the disassembly's SonLVL project.
func s1Level(t testing.TB, name string) *layers.Level {
	t.Helper()
	ini := sharedtest.Path(t, "disasm", "s1disasm", "SonLVL INI Files", "SonLVL.ini")
	l, err := levelio.LoadLevel(ini, name)
	if err != nil {
		t.Fatal(err)
	}
	return l
}

func atoiT(s string) int { n, _ := strconv.Atoi(s); return n }

func s16(s string) int {
	v := atoiT(s)
	if v >= 32768 {
		v -= 65536
	}
	return v
}

// runConformance runs scenario name from start on lvl and returns the
// frames that agree before the first difference, and the difference.
func runConformance(t *testing.T, lvl *layers.Level, name string, start layers.Point) (int, int, string) {
	t.Helper()
	recs, err := csv.NewReader(bytes.NewReader(sharedtest.ReadFile(t, "conformance", name+".csv"))).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	script, err := traceio.ParseInputs(bytes.NewReader(sharedtest.ReadFile(t, "conformance", name+".txt")), name+".txt")
	if err != nil {
		t.Fatal(err)
	}
	sim := physics.New(lvl, physics.Config{Variant: physics.S1, Character: physics.Sonic}, start)
	if sim.Engine() != "sonic1" {
		t.Fatalf("engine %q runs %s, want sonic1", sim.Engine(), lvl.Name)
	}
	head := recs[0]
	for i, r := range recs[1:] {
		row := map[string]string{}
		for j, h := range head {
			if j < len(r) {
				row[h] = r[j]
			}
		}
		sim.Step(script.At(i + 1))
		rec := sim.Record()
		want := fmt.Sprintf("x %d:%d y %d:%d xsp %d ysp %d gsp %d air %v roll %v rings %s",
			atoiT(row["x_px"]), atoiT(row["x_sub"])>>8, atoiT(row["y_px"]), atoiT(row["y_sub"])>>8,
			s16(row["x_vel"]), s16(row["y_vel"]), s16(row["inertia"]), row["in_air"] == "1", row["rolling"] == "1", row["rings"])
		got := fmt.Sprintf("x %d:%d y %d:%d xsp %d ysp %d gsp %d air %v roll %v rings %d",
			rec.X.Pixel(), rec.X.Sub(), rec.Y.Pixel(), rec.Y.Sub(), int(rec.XSpeed), int(rec.YSpeed), int(rec.GSpeed),
			!rec.Grounded, rec.Rolling, rec.Rings)
		if got != want {
			return i, len(recs) - 1, fmt.Sprintf("frame %d: ours %s\n game %s", i+1, got, want)
		}
	}
	return len(recs) - 1, len(recs) - 1, ""
}

// The original game's ghz1-motobug run (conformance README): right from
// Green Hill 1's start into the first Motobug (sonic.asm: Obj40 MotoBug,
// ObjPosLoad, ReactToItem) with no rings, so KillSonic, the death fall
// and GameOver's stop. Every frame must agree, rings included.
func TestEngine_ConformanceGHZ1Motobug(t *testing.T) {
	n, total, diff := runConformance(t, s1Level(t, "Green Hill Zone Act 1"), "ghz1-motobug", layers.Point{X: 80, Y: 944})
	t.Logf("ghz1-motobug: %d/%d frames agree", n, total)
	if diff != "" {
		t.Error(diff)
	}
}

// Marble 1 and Labyrinth 1 agree on every frame: the rings (Obj25) on
// the way are collected on the game's frames, and in Labyrinth the rings
// Sonic loses to the Burrobot (RingLoss: RLoss_Bounce's floor checks on
// the frames the V-int counter plus the slot's ExecuteObjects counter is
// a multiple of 4) bounce where the game's do, so that he meets one again
// on the game's frame. The floors guard what agrees today.
func TestEngine_ConformanceMZ1LZ1(t *testing.T) {
	for _, c := range []struct {
		level, name string
		start       layers.Point
		floor       int
	}{
		{"Marble Zone Act 1", "mz1-run", layers.Point{X: 48, Y: 614}, 1200},
		{"Labyrinth Zone Act 1", "lz1-run", layers.Point{X: 96, Y: 108}, 1800},
	} {
		n, total, diff := runConformance(t, s1Level(t, c.level), c.name, c.start)
		t.Logf("%s: %d/%d frames agree before the first difference", c.name, n, total)
		if n < c.floor {
			t.Errorf("%s: only %d frames agree (want >= %d): %s", c.name, n, c.floor, diff)
		}
	}
}
