package cli

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func runCLI(t *testing.T, stdin string, args ...string) (int, string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	code := Main(Env{Stdin: strings.NewReader(stdin), Stdout: &out, Stderr: &errb}, args)
	return code, out.String(), errb.String()
}

type derivedMask struct {
	Heights  []int
	Widths   []int
	Angle    int
	AngleDeg float64 `json:"angle_deg"`
	Flagged  bool
	Name     string
}

// docs/cli.md, masks derive; docs/physics.md "Solid Tiles", the example tile.
func TestMasksDerive(t *testing.T) {
	in := `[
 {"name": "spec", "heights": [0,0,1,2,2,3,4,5,5,6,6,7,8,9,9,9], "extra": {"k": [1, 2]}},
 {"heights": [0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0]},
 {"heights": [16,16,16,16,16,16,16,16,16,16,16,16,16,16,16,16], "angle": 255},
 {"heights": [-5,-5,-5,-5,-5,-5,-5,-5,-5,-5,-5,-5,-5,-5,-5,-5]},
 {"heights": [9,9,9,8,7,6,6,5,5,4,3,2,2,1,0,0]},
 {"heights": [0,0,1,2,2,3,4,5,5,6,6,7,8,9,9,9], "angle": 7},
 {"heights": [0,0,-1,-2,-2,-3,-4,-5,-5,-6,-6,-7,-8,-9,-9,-9]}
]`
	code, out, errs := runCLI(t, in, "masks", "derive")
	if code != 0 || errs != "" {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var got []derivedMask
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatalf("output not JSON: %v\n%s", err, out)
	}
	want := []derivedMask{
		{Widths: []int{0, 0, 0, 0, 0, 0, 0, 3, 4, 5, 7, 9, 10, 11, 13, 14}, Angle: 232, AngleDeg: 33.75, Name: "spec"},
		{Widths: make([]int, 16), Angle: 0, AngleDeg: 0},
		{Widths: []int{16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16}, Angle: 255, AngleDeg: 1.40625, Flagged: true},
		{Widths: []int{16, 16, 16, 16, 16, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}, Angle: 128, AngleDeg: 180},
		{Widths: []int{0, 0, 0, 0, 0, 0, 0, -3, -4, -5, -7, -9, -10, -11, -13, -14}, Angle: 24, AngleDeg: 326.25},
		{Widths: []int{0, 0, 0, 0, 0, 0, 0, 3, 4, 5, 7, 9, 10, 11, 13, 14}, Angle: 7, AngleDeg: 350.15625},
		{Widths: []int{14, 13, 11, 10, 9, 7, 5, 4, 3, 0, 0, 0, 0, 0, 0, 0}, Angle: 128 + 24, AngleDeg: 146.25},
	}
	if len(got) != len(want) {
		t.Fatalf("%d elements, want %d", len(got), len(want))
	}
	for i := range want {
		g, w := got[i], want[i]
		if !equalInts(g.Widths, w.Widths) || g.Angle != w.Angle || g.AngleDeg != w.AngleDeg || g.Flagged != w.Flagged || g.Name != w.Name {
			t.Errorf("element %d: got %+v\nwant %+v", i, g, w)
		}
	}
	// Other keys are kept, in order, before the added ones.
	first := strings.Split(out, "\n")[1]
	if !strings.HasPrefix(first, `  {"name": "spec", "heights": [0,0,1`) || !strings.Contains(first, `"extra": {"k":[1,2]}, "widths"`) {
		t.Errorf("keys not kept in order: %s", first)
	}
}

func equalInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func TestMasksDerive_Files(t *testing.T) {
	dir := t.TempDir()
	in, out := filepath.Join(dir, "in.json"), filepath.Join(dir, "out.json")
	if err := os.WriteFile(in, []byte(`[{"heights":[1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1]}]`), 0o644); err != nil {
		t.Fatal(err)
	}
	code, stdout, errs := runCLI(t, "", "masks", "derive", "--in", in, "--out="+out)
	if code != 0 || stdout != "" || errs != "" {
		t.Fatalf("exit %d %q %q", code, stdout, errs)
	}
	b, _ := os.ReadFile(out)
	if !strings.Contains(string(b), `"widths": [0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,16]`) {
		t.Errorf("out file: %s", b)
	}
	// Empty array in, empty array out.
	if code, stdout, _ := runCLI(t, "[]", "masks", "derive"); code != 0 || stdout != "[]\n" {
		t.Errorf("empty array: %d %q", code, stdout)
	}
}

// docs/cli.md: bad input gives one clear line naming the file and
// the element, and a non-zero exit; never a panic.
func TestMasksDerive_Errors(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "in.json")
	if err := os.WriteFile(bad, []byte(`[{"heights":[0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0]},{"heights":[0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0]},{"heights":[0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0]},{"heights":[17,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0]}]`), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, errs := runCLI(t, "", "masks", "derive", "--in", bad)
	if code != 1 || errs != "loopwright: masks: "+bad+": element 3: heights: 17 is out of range -16..16\n" {
		t.Errorf("exit %d: %q", code, errs)
	}
	h15 := `[0,0,0,0,0,0,0,0,0,0,0,0,0,0,0]`
	h16 := `[0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0]`
	cases := []struct{ in, want string }{
		{``, "masks: stdin: empty input"},
		{`{}`, "masks: stdin: not a JSON array"},
		{`[1]`, "masks: stdin: element 0: is a number, want an object with heights"},
		{`[{}]`, "masks: stdin: element 0: no heights"},
		{`[{"heights": ` + h15 + `}]`, "masks: stdin: element 0: heights: has 15 values, want 16"},
		{`[{"heights": "1,2"}]`, "masks: stdin: element 0: heights: is a string, want an array of 16 integers"},
		{`[{"heights": [0.5,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0]}]`, "masks: stdin: element 0: heights: value 0: 0.5 is not an integer"},
		{`[{"heights": [-17,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0]}]`, "masks: stdin: element 0: heights: -17 is out of range -16..16"},
		{`[{"heights": ` + h16 + `, "angle": 256}]`, "masks: stdin: element 0: angle: 256 is out of range 0..255"},
		{`[{"heights": ` + h16 + `, "angle": "x"}]`, "masks: stdin: element 0: angle: is a string"},
		{`[{"heights": ` + h16 + `, "widths": [1]}]`, "masks: stdin: element 0: widths: has 1 values, want 16"},
		{`[{"heights": ` + h16 + `}, {"heights": null}]`, "masks: stdin: element 1: heights: is null"},
		{`[{"heights": ` + h16, "masks: stdin: not a JSON array"},
		// An object instead of an array once leaked
		// "cannot unmarshal object into Go value of type []json.RawMessage".
		{`{"heights": ` + h16 + `}`, "masks: stdin: not a JSON array of objects with heights: the input is an object"},
		{`"x"`, "masks: stdin: not a JSON array of objects with heights: the input is a string"},
		{`[[1]]`, "masks: stdin: element 0: is an array, want an object with heights"},
	}
	for _, c := range cases {
		code, out, errs := runCLI(t, c.in, "masks", "derive")
		if code == 0 || out != "" || !strings.HasPrefix(errs, "loopwright: "+c.want) || strings.Count(errs, "\n") != 1 || strings.Contains(errs, "panic") ||
			strings.Contains(errs, "Go value") || strings.Contains(errs, "json.") {
			t.Errorf("%s: exit %d out %q err %q, want %q", c.in, code, out, errs, c.want)
		}
	}
	if code, _, errs := runCLI(t, "", "masks", "derive", "--in", filepath.Join(dir, "missing.json")); code != 1 || !strings.Contains(errs, "missing.json: no such file") ||
		strings.Count(errs, "missing.json") != 1 {
		t.Errorf("missing file: %d %q (want the name once, then what is wrong)", code, errs)
	}
	if code, _, errs := runCLI(t, "", "masks", "derive", "--bogus"); code != 2 || !strings.Contains(errs, "--bogus") {
		t.Errorf("bad flag: %d %q", code, errs)
	}
	if code, _, _ := runCLI(t, "", "masks", "derive", "--in"); code != 2 {
		t.Errorf("flag without value: %d", code)
	}
}

// FuzzMasksDerive: any input gives output or one error line, never a
// panic.
func FuzzMasksDerive(f *testing.F) {
	f.Add([]byte(`[{"heights":[0,0,1,2,2,3,4,5,5,6,6,7,8,9,9,9],"angle":3}]`))
	f.Add([]byte(`[{"heights":[0,0,1,2,2,3,4,5,5,6,6,7,8,9,9,9],"widths":[1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16]}]`))
	f.Add([]byte(`[{"heights":[1e1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-16]}]`))
	f.Fuzz(func(t *testing.T, b []byte) {
		var out, errb bytes.Buffer
		code := Main(Env{Stdin: bytes.NewReader(b), Stdout: &out, Stderr: &errb}, []string{"masks", "derive"})
		if code == 3 {
			t.Fatalf("panic: %s", errb.String())
		}
		if code != 0 && strings.Count(errb.String(), "\n") != 1 {
			t.Fatalf("error not one line: %q", errb.String())
		}
		if code == 0 && !json.Valid(out.Bytes()) {
			t.Fatalf("output not JSON: %s", out.String())
		}
	})
}
