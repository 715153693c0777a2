package cli

import (
	"fmt"
	"loopwright/examples"
	"loopwright/layers"
	"loopwright/levelio"
	"regexp"

	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"loopwright/internal/sharedtest"
)

const packTestTMX = `<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" orientation="orthogonal" renderorder="right-down" width="4" height="2" tilewidth="16" tileheight="16" infinite="0">
 <tileset firstgid="1" name="m" tilewidth="16" tileheight="16" tilecount="1" columns="0">
  <tile id="0"><properties><property name="heights" value="16,16,16,16,16,16,16,16,16,16,16,16,16,16,16,16"/></properties></tile>
 </tileset>
 <layer id="1" name="AB" width="4" height="2"><data encoding="csv">
0,0,0,0,
1,1,1,1
</data></layer>
 <objectgroup id="2" name="o">
  <object id="1" class="player_start" x="8" y="8"><point/></object>
  <object id="2" class="layer_switcher" x="30" y="8"><properties>
   <property name="radius" type="int" value="%RADIUS%"/><property name="layer_1" value="A"/><property name="layer_2" value="Q"/>
  </properties><point/></object>
 </objectgroup>
</map>
`

func runPackCLI(args ...string) (int, string, string) {
	var out, errb bytes.Buffer
	code := Main(Env{Stdin: strings.NewReader(""), Stdout: &out, Stderr: &errb}, args)
	return code, out.String(), errb.String()
}

// TestPackValidate checks every problem is printed, one per line, and the
// exit status (docs/cli.md).
func TestPackValidate(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.tmx")
	if err := os.WriteFile(bad, []byte(strings.Replace(packTestTMX, "%RADIUS%", "7", 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, _ := runPackCLI("pack", "validate", bad)
	if code != 1 || strings.Count(out, "\n") != 2 || !strings.Contains(out, "tmx: "+bad+": object 2: layer_switcher: radius \"7\"") || !strings.Contains(out, `layer_2 "Q"`) {
		t.Fatalf("code %d out:\n%s", code, out)
	}
	good := filepath.Join(dir, "good.tmx")
	if err := os.WriteFile(good, []byte(strings.Replace(strings.Replace(packTestTMX, "%RADIUS%", "32", 1), `"Q"`, `"B"`, 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	if code, out, errs := runPackCLI("pack", "validate", good); code != 0 || !strings.Contains(out, "ok") {
		t.Fatalf("code %d out %s err %s", code, out, errs)
	}
	if code, _, _ := runPackCLI("pack", "validate"); code != 2 {
		t.Fatalf("no path: code %d", code)
	}
	// No file to validate is an error (stderr, one line naming it), not a
	// problem found in one.
	if code, out, errs := runPackCLI("pack", "validate", filepath.Join(dir, "nope")); code != 1 || out != "" ||
		strings.Count(errs, "\n") != 1 || !strings.Contains(errs, filepath.Join(dir, "nope")+": no such file") {
		t.Fatalf("missing: code %d, stdout %q, stderr %q", code, out, errs)
	}
}

// TestPackExport checks tmx -> pack -> tmx conversions.
func TestPackExport(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "good.tmx")
	if err := os.WriteFile(good, []byte(strings.Replace(strings.Replace(packTestTMX, "%RADIUS%", "32", 1), `"Q"`, `"B"`, 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	pk := filepath.Join(dir, "p")
	if code, _, errs := runPackCLI("pack", "export", good, "--format", "pack", "--out", pk); code != 0 {
		t.Fatalf("to pack: %s", errs)
	}
	if code, out, _ := runPackCLI("pack", "validate", pk); code != 0 {
		t.Fatalf("validate pack: %s", out)
	}
	tm := filepath.Join(dir, "t")
	if code, _, errs := runPackCLI("pack", "export", pk, "--format=tmx", "--out", tm); code != 0 {
		t.Fatalf("to tmx: %s", errs)
	}
	if code, out, _ := runPackCLI("pack", "validate", filepath.Join(tm, "good.tmx")); code != 0 {
		t.Fatalf("validate tmx: %s", out)
	}
	if code, _, errs := runPackCLI("pack", "export", pk, "--format", "gif", "--out", tm); code != 2 || !strings.Contains(errs, "gif") {
		t.Fatalf("bad format: %d %s", code, errs)
	}
}

// TestPackValidate_Objects: object properties are validated too
// (loaded with validation).
func TestPackValidate_Objects(t *testing.T) {
	dir := t.TempDir()
	tmx := filepath.Join(dir, "m.tmx")
	if err := os.WriteFile(tmx, []byte(`<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" orientation="orthogonal" renderorder="right-down" width="4" height="4" tilewidth="16" tileheight="16" infinite="0">
 <tileset firstgid="1" name="t" tilewidth="16" tileheight="16" tilecount="1" columns="0">
  <tile id="0"><properties><property name="heights" value="16,16,16,16,16,16,16,16,16,16,16,16,16,16,16,16"/></properties></tile>
 </tileset>
 <layer id="1" name="AB" width="4" height="4"><data encoding="csv">0,0,0,0,0,0,0,0,0,0,0,0,1,1,1,1</data></layer>
 <objectgroup id="2" name="objects">
  <object id="7" type="spring" x="20" y="40"><properties><property name="strength" value="purple"/></properties></object>
 </objectgroup>
</map>`), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, _ := runCLI(t, "", "pack", "validate", tmx)
	if code != 1 || !strings.Contains(out, "object 7") || !strings.Contains(out, "strength") {
		t.Errorf("exit %d, output %q: want the spring's bad strength reported", code, out)
	}
}

// manyObjects returns the example pack with n id-less rings added to its
// first level, saved in a temporary directory.
func manyObjects(tb testing.TB, n int) string {
	tb.Helper()
	p, err := examples.Default()
	if err != nil {
		tb.Fatal(err)
	}
	l := p.Levels[0]
	for i := 0; i < n; i++ {
		l.Objects = append(l.Objects, layers.Object{Class: "ring", X: 16 + i%1000, Y: 16 + i/1000%200})
	}
	dir := filepath.Join(tb.TempDir(), "pack")
	if err := levelio.Save(p, dir); err != nil {
		tb.Fatal(err)
	}
	return dir
}

// TestPackValidate_IdLessObjects: objects without an id are valid (the
// pack format's id is optional); they were once reported as
// "the id is used twice".
func TestPackValidate_IdLessObjects(t *testing.T) {
	dir := manyObjects(t, 3)
	if code, out, errs := runPackCLI("pack", "validate", dir); code != 0 || !strings.Contains(out, "ok") {
		t.Fatalf("exit %d\n%s%s", code, out, errs)
	}
}

// BenchmarkPackValidate_300kObjects: validation is linear in objects
// (300k objects took 86 s).
func BenchmarkPackValidate_300kObjects(b *testing.B) {
	b.ReportAllocs()
	dir := manyObjects(b, 300000)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if code, out, errs := runPackCLI("pack", "validate", dir); code != 0 {
			b.Fatalf("exit %d\n%s%s", code, out, errs)
		}
	}
}

// TestPackValidate_Warnings: likely mistakes that still load are printed
// as warnings (exit 0, or 1 with --strict); they once
// passed silently.
func TestPackValidate_Warnings(t *testing.T) {
	dir := t.TempDir()
	good := strings.Replace(strings.Replace(packTestTMX, "%RADIUS%", "32", 1), `"Q"`, `"B"`, 1)
	for _, c := range []struct{ name, from, to, want string }{
		{"nocollision", `name="AB"`, `name="Art1"`, "no collision layer"},
		{"misspelt", `name="heights"`, `name="Heights"`, `property "Heights" is ignored: did you mean "heights"?`},
		{"outside", `class="player_start" x="8" y="8"`, `class="player_start" x="8" y="800"`, "player start 8,800 is outside the level"},
		{"nostart", `class="player_start"`, `class="player_strat"`, "no player start"},
		{"nostart-class", `class="player_start"`, `class="player_strat"`, `object class "player_strat" is not simulated: did you mean "player_start"?`},
		{"layer-name", `name="AB"`, `name="Path AB"`, `layer "Path AB": is art, not collision (collision layers are named exactly A, B or AB): did you mean "AB"?`},
		{"switcher-prop", `<property name="layer_1"`, `<property name="grounded_onyl" type="bool" value="true"/><property name="layer_1"`, `layer_switcher: property "grounded_onyl" is ignored: did you mean "grounded_only"?`},
		{"switcher-other", `<property name="layer_1"`, `<property name="colour" value="red"/><property name="layer_1"`, `layer_switcher: property "colour" is ignored (a layer switcher has orientation, radius`},
		{"object-prop", `</objectgroup>`, `<object id="3" class="spring" x="40" y="8"><properties><property name="strenght" value="red"/></properties><point/></object></objectgroup>`, `spring property "strenght" is ignored (first on object 3): did you mean "strength"?`},
	} {
		f := filepath.Join(dir, c.name+".tmx")
		if !strings.Contains(good, c.from) {
			t.Fatalf("%s: %q not in the map", c.name, c.from)
		}
		m := strings.Replace(good, c.from, c.to, 1)
		if c.name == "nocollision" || c.name == "layer-name" { // two art layers: neither is used for collision
			m = strings.Replace(m, "</data></layer>", "</data></layer>\n <layer id=\"9\" name=\"Art2\" width=\"4\" height=\"2\"><data encoding=\"csv\">0,0,0,0,0,0,0,0</data></layer>", 1)
		}
		if err := os.WriteFile(f, []byte(m), 0o644); err != nil {
			t.Fatal(err)
		}
		code, out, errs := runPackCLI("pack", "validate", f)
		if code != 0 || !strings.Contains(out, "warning: ") || !strings.Contains(out, c.want) || !strings.Contains(out, ": ok:") {
			t.Errorf("%s: exit %d, stderr %q, stdout:\n%s", c.name, code, errs, out)
		}
		if code, _, _ := runPackCLI("pack", "validate", "--strict", f); code != 1 {
			t.Errorf("%s --strict: exit %d, want 1", c.name, code)
		}
	}
	f := filepath.Join(dir, "good.tmx")
	if err := os.WriteFile(f, []byte(good), 0o644); err != nil {
		t.Fatal(err)
	}
	if code, out, _ := runPackCLI("pack", "validate", "--strict", f); code != 0 || strings.Contains(out, "warning") {
		t.Errorf("good map: exit %d:\n%s", code, out)
	}
}

// TestPackValidate_PackWarnings: a pack level without a start, and a
// pack.json holding a NUL character, are warned about.
func TestPackValidate_PackWarnings(t *testing.T) {
	dir := manyObjects(t, 0)
	pj := filepath.Join(dir, "pack.json")
	data, _ := os.ReadFile(pj)
	data = bytes.Replace(data, []byte(`"name": "`), []byte("\"name\": \"a\\u0000\xff"), 1)
	if err := os.WriteFile(pj, data, 0o644); err != nil {
		t.Fatal(err)
	}
	levels, _ := filepath.Glob(filepath.Join(dir, "levels", "*.json"))
	ld, _ := os.ReadFile(levels[0])
	ld = regexp.MustCompile(`"start": \{[^}]*\},?`).ReplaceAll(ld, nil)
	if err := os.WriteFile(levels[0], ld, 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errs := runPackCLI("pack", "validate", dir)
	if code != 0 || !strings.Contains(out, `warning: pack: pack.json: line `) || !strings.Contains(out, "NUL") || !strings.Contains(out, "byte 0xFF is not UTF-8") ||
		!strings.Contains(out, "start: no player start") {
		t.Errorf("exit %d, stderr %q, stdout:\n%s", code, errs, out)
	}
}

// TestOutputs_MakeParents: every command that writes makes missing parent
// directories, as tmx export always did (pack export
// --format pack --out a/b and gen --out a/b failed without a).
func TestOutputs_MakeParents(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "good.tmx")
	if err := os.WriteFile(good, []byte(strings.Replace(strings.Replace(packTestTMX, "%RADIUS%", "32", 1), `"Q"`, `"B"`, 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{
		{"pack", "export", good, "--format", "pack", "--out", filepath.Join(dir, "a", "b")},
		{"pack", "export", good, "--format", "pack", "--out", filepath.Join(dir, "c", "d", "p.zip")},
		{"pack", "export", good, "--format", "tmx", "--out", filepath.Join(dir, "e", "f")},
		{"gen", "loop", "--radius", "128", "--out", filepath.Join(dir, "g", "h")},
		{"gen", "loop", "--radius", "128", "--out", filepath.Join(dir, "i", "j", "loop.tmx")},
		{"masks", "derive", "--out", filepath.Join(dir, "k", "l.json")},
		{"sim", "--level", good, "--frames", "2", "--trace", filepath.Join(dir, "m", "n.jsonl")},
	} {
		if code, _, errs := runCLI(t, "[]", args...); code != 0 {
			t.Errorf("%v: exit %d: %s", args, code, errs)
		}
	}
}

// TestOutputs_Class: every command that writes a file, for each of its
// output flags: missing parent folders are made; a parent that is a file
// is one line naming it ("... is a file, not a folder", not "mkdir x/:
// file exists"); an extension the command does not write is refused before
// anything is written, never written as something else (once,
// render --out x.jpg wrote PNG bytes; its kind: special --trace x.csv wrote
// JSON lines, diff --png x.jpg PNG bytes, gen --out x.png and pack export
// --out p.tar a directory of that name, pack export --format tmx --out
// o.tmx a directory of maps).
func TestOutputs_Class(t *testing.T) {
	root := sharedtestRoot(t)
	tour := filepath.Join(root, "examples", "packs", "tour")
	basics := filepath.Join(root, "examples", "packs", "basics")
	maze := filepath.Join(root, "examples", "special", "maze.ss")
	dir := t.TempDir()
	afile := filepath.Join(dir, "afile")
	if err := os.WriteFile(afile, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	writers := []func(out string) []string{
		func(o string) []string {
			return []string{"sim", "--level", basics, "--frames", "2", "--trace", o + ".jsonl"}
		},
		func(o string) []string {
			return []string{"render", "--level", basics, "--frame", "0", "--out", o + ".jpg"}
		},
		func(o string) []string {
			return []string{"special", "--stage", maze, "--frames", "2", "--trace", o + ".jsonl"}
		},
		func(o string) []string {
			return []string{"special", "--stage", maze, "--frames", "2", "--trace", "-", "--out", o + ".gif"}
		},
		func(o string) []string {
			return []string{"diff", "--level", basics, "--frames", "5", "--against-variant", "s1", "--png", o + ".png"}
		},
		func(o string) []string { return []string{"check", basics, "--junit", o + ".xml"} },
		func(o string) []string { return []string{"masks", "derive", "--out", o + ".json"} },
		func(o string) []string { return []string{"gen", "loop", "--radius", "128", "--out", o + ".zip"} },
		func(o string) []string { return []string{"gen", "loop", "--radius", "128", "--out", o + ".tmx"} },
		func(o string) []string { return []string{"pack", "export", basics, "--format", "pack", "--out", o} },
		func(o string) []string { return []string{"pack", "export", tour, "--format", "tmx", "--out", o} },
		func(o string) []string {
			return []string{"pack", "export", basics, "--format", "tmx", "--out", o + ".tmx"}
		},
		func(o string) []string { return []string{"pack", "export", basics, "--format", "s2disasm", "--out", o} },
	}
	for i, w := range writers {
		args := w(filepath.Join(dir, fmt.Sprint("new", i), "sub", "out"))
		if code, _, errs := runCLI(t, "[]", args...); code > 1 || errs != "" && code == 0 {
			t.Errorf("%v: exit %d: %s", args, code, errs)
		}
		if st, err := os.Stat("/proc/self"); err == nil && st.IsDir() {
			// A folder nobody may create files in, root included.
			args = w(filepath.Join("/proc", "out"))
			code, _, errs := runCLI(t, "[]", args...)
			if code == 0 || strings.Count(errs, "\n") != 1 || !strings.Contains(errs, "cannot write in the folder /proc") && !strings.Contains(errs, "cannot make the folder /proc/out") ||
				strings.Contains(errs, ".tmp") {
				t.Errorf("%v: exit %d, stderr %q, want one line saying it cannot write in /proc", args, code, errs)
			}
		}
		args = w(filepath.Join(afile, "out"))
		code, _, errs := runCLI(t, "[]", args...)
		if code == 0 || strings.Count(errs, "\n") != 1 || !strings.Contains(errs, afile+" is a file, not a folder") {
			t.Errorf("%v: exit %d, stderr %q, want one line saying %s is a file", args, code, errs, afile)
		}
	}
	for _, args := range [][]string{
		{"render", "--level", basics, "--frame", "0", "--out", filepath.Join(dir, "bad", "x.bmp")},
		{"special", "--stage", maze, "--frames", "2", "--trace", filepath.Join(dir, "bad", "x.csv")},
		{"special", "--stage", maze, "--frames", "2", "--out", filepath.Join(dir, "bad", "x.tiff")},
		{"sim", "--level", basics, "--frames", "2", "--trace", filepath.Join(dir, "bad", "x.txt")},
		{"diff", "--level", basics, "--against-variant", "s1", "--png", filepath.Join(dir, "bad", "x.jpg")},
		{"gen", "loop", "--radius", "128", "--out", filepath.Join(dir, "bad", "x.png")},
		{"gen", "loop", "--radius", "128", "--out", filepath.Join(dir, "bad", "x.json")},
		{"pack", "export", basics, "--format", "pack", "--out", filepath.Join(dir, "bad", "p.tar")},
		{"pack", "export", tour, "--format", "tmx", "--out", filepath.Join(dir, "bad", "o.tmx")},
	} {
		code, out, errs := runCLI(t, "", args...)
		if code == 0 || strings.Count(errs, "\n") != 1 || !strings.Contains(errs, filepath.Join(dir, "bad")) {
			t.Errorf("%v: exit %d, stdout %q, stderr %q: want one line naming the file", args, code, out, errs)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "bad")); err == nil {
		t.Errorf("a refused output wrote something: %s exists", filepath.Join(dir, "bad"))
	}
}

// TestOutFile_Abort: a stream abandoned half-way leaves the old file as it
// was and no temporary file; commit puts the new one in place.
func TestOutFile_Abort(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "t.jsonl")
	if err := os.WriteFile(path, []byte("old\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	f, err := createOut(path)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.WriteString("half a tra"); err != nil {
		t.Fatal(err)
	}
	f.abort()
	if b, _ := os.ReadFile(path); string(b) != "old\n" {
		t.Errorf("after abort: %q", b)
	}
	if ents, _ := os.ReadDir(dir); len(ents) != 1 {
		t.Errorf("after abort: %d files left", len(ents))
	}
	f, err = createOut(path)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.WriteString("new\n"); err != nil {
		t.Fatal(err)
	}
	if err := f.commit(); err != nil {
		t.Fatal(err)
	}
	f.abort()
	if b, _ := os.ReadFile(path); string(b) != "new\n" {
		t.Errorf("after commit: %q", b)
	}
}

// sharedtestRoot returns the repository root.
func sharedtestRoot(t *testing.T) string {
	t.Helper()
	root := sharedtest.Root()
	if root == "" {
		t.Skip("no repository root")
	}
	return root
}

// TestPackValidate_ExamplesStrict: every example pack, and its Tiled
// export, validates with --strict: no warning fires on what loopwright
// itself writes.
func TestPackValidate_ExamplesStrict(t *testing.T) {
	root := sharedtestRoot(t)
	packs, _ := filepath.Glob(filepath.Join(root, "examples", "packs", "*", "pack.json"))
	if len(packs) < 4 {
		t.Fatalf("only %d example packs", len(packs))
	}
	for _, pj := range packs {
		dir := filepath.Dir(pj)
		if code, out, errs := runCLI(t, "", "pack", "validate", "--strict", dir); code != 0 {
			t.Errorf("%s: exit %d: %s%s", dir, code, out, errs)
		}
		maps := filepath.Join(t.TempDir(), "maps")
		if code, _, errs := runCLI(t, "", "pack", "export", dir, "--format", "tmx", "--out", maps); code != 0 {
			t.Fatalf("%s: export: %s", dir, errs)
		}
		tmxs, _ := filepath.Glob(filepath.Join(maps, "*.tmx"))
		for _, m := range tmxs {
			if code, out, errs := runCLI(t, "", "pack", "validate", "--strict", m); code != 0 {
				t.Errorf("%s: exit %d: %s%s", m, code, out, errs)
			}
		}
	}
}
