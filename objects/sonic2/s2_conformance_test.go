package sonic2_test

import (
	"bytes"
	"encoding/binary"
	"encoding/csv"
	"fmt"
	"strconv"
	"testing"

	"loopwright/internal/sharedtest"
	"loopwright/layers"
	_ "loopwright/objects/sonic2" // the engine under test
	"loopwright/physics"
	"loopwright/tmx"
	"loopwright/traceio"
)

// ehz1WithObjects is Emerald Hill act 1's collision (conformance/ehz1.tmx)
// with the act's object layout and ring layout read from the disassembly
// sample (disasm/s2disasm/level/objects/EHZ_1.bin, level/rings/EHZ_1.bin)
// as the SonLVL import gives them: raw fields as properties, rings as
// "ring" objects, plane switchers as the level's switchers.
func ehz1WithObjects(t testing.TB) *layers.Level {
	t.Helper()
	lvl, err := tmx.Import(sharedtest.Path(t, "conformance", "ehz1.tmx"))
	if err != nil {
		t.Fatal(err)
	}
	objs := sharedtest.ReadFile(t, "disasm", "s2disasm", "level", "objects", "EHZ_1.bin")
	rings := sharedtest.ReadFile(t, "disasm", "s2disasm", "level", "rings", "EHZ_1.bin")
	id := 1000
	for i := 0; i+6 <= len(objs); i += 6 {
		x := binary.BigEndian.Uint16(objs[i:])
		if x == 0xFFFF {
			break
		}
		y := binary.BigEndian.Uint16(objs[i+2:])
		id++
		if objs[i+4] == 0x03 {
			continue // plane switchers: the level's layers.Switchers
		}
		lvl.Objects = append(lvl.Objects, layers.Object{ID: id, X: int(x), Y: int(y & 0xFFF), Props: []layers.Prop{
			{Name: "obj_id", Value: fmt.Sprintf("0x%02X", objs[i+4])},
			{Name: "subtype", Value: fmt.Sprintf("0x%02X", objs[i+5])},
			{Name: "x_flip", Value: strconv.FormatBool(y&0x2000 != 0)},
			{Name: "y_flip", Value: strconv.FormatBool(y&0x4000 != 0)},
			{Name: "respawn", Value: strconv.FormatBool(y&0x8000 != 0)},
		}})
	}
	for i := 0; i+4 <= len(rings); i += 4 {
		x := binary.BigEndian.Uint16(rings[i:])
		if x&0x8000 != 0 {
			break
		}
		w := binary.BigEndian.Uint16(rings[i+2:])
		n := int(w>>12)&7 + 1
		rx, ry := int(x), int(w&0xFFF)
		for k := 0; k < n; k++ {
			id++
			lvl.Objects = append(lvl.Objects, layers.Object{ID: id, Class: "ring", X: rx, Y: ry})
			if w&0x8000 != 0 {
				ry += 0x18
			} else {
				rx += 0x18
			}
		}
	}
	return lvl
}

// conformanceRows reads a conformance CSV.
func conformanceRows(t testing.TB, name string) []map[string]string {
	t.Helper()
	recs, err := csv.NewReader(bytes.NewReader(sharedtest.ReadFile(t, "conformance", name+".csv"))).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	var rows []map[string]string
	for _, r := range recs[1:] {
		m := map[string]string{}
		for i, h := range recs[0] {
			if i < len(r) {
				m[h] = r[i]
			}
		}
		rows = append(rows, m)
	}
	return rows
}

func atoiT(s string) int { n, _ := strconv.Atoi(s); return n }

func s16(s string) int {
	v := atoiT(s)
	if v >= 32768 {
		v -= 65536
	}
	return v
}

// runConformance runs scenario name on lvl and returns the frames that
// agree before the first difference, and the first difference.
func runConformance(t *testing.T, lvl *layers.Level, name string) (int, string) {
	rows := conformanceRows(t, name)
	script, err := traceio.ParseInputs(bytes.NewReader(sharedtest.ReadFile(t, "conformance", name+".txt")), name+".txt")
	if err != nil {
		t.Fatal(err)
	}
	sim := physics.New(lvl, physics.Config{Variant: physics.S2}, layers.Point{X: 96, Y: 656})
	for i, row := range rows {
		sim.Step(script.At(i + 1))
		r := sim.Record()
		want := fmt.Sprintf("x %d:%d y %d:%d xsp %d ysp %d gsp %d angle %d air %v roll %v",
			atoiT(row["x_px"]), atoiT(row["x_sub"])>>8, atoiT(row["y_px"]), atoiT(row["y_sub"])>>8,
			s16(row["x_vel"]), s16(row["y_vel"]), s16(row["inertia"]), atoiT(row["angle"])&255,
			row["in_air"] == "1", row["rolling"] == "1")
		got := fmt.Sprintf("x %d:%d y %d:%d xsp %d ysp %d gsp %d angle %d air %v roll %v",
			r.X.Pixel(), r.X.Sub(), r.Y.Pixel(), r.Y.Sub(), int(r.XSpeed), int(r.YSpeed), int(r.GSpeed), r.Angle,
			!r.Grounded, r.Rolling)
		if rs, ok := row["rings"]; ok && rs != "" {
			want += " rings " + rs
			got += " rings " + strconv.Itoa(r.Rings)
		}
		if got != want {
			return i, fmt.Sprintf("frame %d: ours %s\n game %s", i+1, got, want)
		}
	}
	return len(rows), ""
}

// The original game's ehz1-objects run (conformance README): Emerald Hill
// act 1 with its objects and rings, the log bridge at frame 437, a Masher
// at 444, the rings scattered and one regathered. Every frame must agree.
func TestS2_ConformanceEHZ1Objects(t *testing.T) {
	lvl := ehz1WithObjects(t)
	n, diff := runConformance(t, lvl, "ehz1-objects")
	t.Logf("ehz1-objects: %d/540 frames agree", n)
	if diff != "" {
		t.Errorf("%s", diff)
	}
}

// The terrain-only runs still agree with the objects loaded.
func TestS2_ConformanceTerrainWithObjects(t *testing.T) {
	for _, name := range []string{"ehz1-jump", "ehz1-roll"} {
		lvl := ehz1WithObjects(t)
		n, diff := runConformance(t, lvl, name)
		if diff != "" {
			t.Errorf("%s: %d frames agree; %s", name, n, diff)
		}
	}
}
