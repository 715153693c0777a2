package pack

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
)

// TestTextWarnings: invalid UTF-8 and \u0000 are warned about with their
// line and column; an escaped backslash before u0000 is not a NUL.
func TestTextWarnings(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{`{"a": "x"}`, ""},
		{"{\"a\": \"x\xc3\"}", "line 1 col 9: byte 0xC3 is not UTF-8"},
		{"{\n\"a\": \"\\u0000\"}", `line 2 col 7: a string holds a NUL character`},
		{`{"a": "\\u0000"}`, ""},
		{`{"a": "\\\u0000"}`, "NUL"},
	} {
		var w ErrorList
		TextWarnings("pack", "f.json", []byte(c.in), &w)
		got := strings.Join(w.Lines(), "\n")
		if (c.want == "") != (got == "") || !strings.Contains(got, c.want) {
			t.Errorf("%q: %q, want %q", c.in, got, c.want)
		}
	}
}

// TestNear: a property or class one case or two letters off is found.
func TestNear(t *testing.T) {
	known := []string{"heights", "widths", "angle", "solidity"}
	for in, want := range map[string]string{
		"Heights": "heights", "hieghts": "heights", "HEIGHTS": "heights", "heights": "",
		"width": "widths", "colour": "", "anlge": "angle", "": "", "a": "",
	} {
		if got := Near(in, known); got != want {
			t.Errorf("Near(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestLoad_SilentCases: a pack that loads but holds a likely mistake says
// so (nothing passes silently): a misspelt key at
// any depth (encoding/json ignores it and the value takes its default), a
// UTF-8 byte order mark (was a "bad JSON: invalid character 'ï'" error),
// a level file pack.json does not list (not loaded, dropped on save); and
// a missing level file names the file beside it with nearly its name.
func TestLoad_SilentCases(t *testing.T) {
	cases := []struct {
		file, old, new string
		want           string
	}{
		{"levels/one.json", `"width": 20`, `"widht": 20, "width": 20`, `levels/one.json: unknown key "widht", ignored (did you mean "width"?)`},
		{"pack.json", `"name"`, `"levles": [], "name"`, `pack.json: unknown key "levles", ignored (did you mean "levels"?)`},
		{"levels/one.json", `"radius":64`, `"radius":64,"raduis":32`, `levels/one.json: switchers[0]: unknown key "raduis", ignored (did you mean "radius"?)`},
		{"levels/one.json", `"start": {`, `"start": {"z": 1, `, `levels/one.json: start: unknown key "z", ignored`},
		{"tiles.json", `"heights":[1,2,3`, `"hieghts":[],"heights":[1,2,3`, `tiles.json: tiles[0]: unknown key "hieghts", ignored (did you mean "heights"?)`},
		{"pack.json", `{`, "\uFEFF{", "pack.json: line 1 col 1: starts with a UTF-8 byte order mark"},
	}
	for _, c := range cases {
		p, err := Load(editedPack(t, c.file, c.old, c.new))
		if err != nil {
			t.Errorf("%s %q: %v", c.file, c.new, err)
			continue
		}
		if got := strings.Join(p.Warnings.Lines(), "\n"); !strings.Contains(got, c.want) {
			t.Errorf("%s %q: warnings %q, want %q", c.file, c.new, got, c.want)
		}
	}
	// A pack as written has no warning.
	if p, err := Load(writePack(t, sampleFiles(t))); err != nil || len(p.Warnings) != 0 {
		t.Fatalf("clean pack: %v %v", err, p.Warnings)
	}
	files := sampleFiles(t)
	files["levels/three.json"] = files["levels/two.json"]
	p, err := Load(writePack(t, files))
	if err != nil || !strings.Contains(strings.Join(p.Warnings.Lines(), "\n"), `levels/three.json: "three" is not listed in pack.json's levels`) {
		t.Errorf("stray level: %v, warnings %v", err, p.Warnings)
	}
	files = sampleFiles(t)
	files["levels/Two.json"] = files["levels/two.json"]
	delete(files, "levels/two.json")
	if _, err := Load(writePack(t, files)); err == nil || !strings.Contains(err.Error(), "levels/two.json: missing (there is levels/Two.json: a misspelt name?)") {
		t.Errorf("misnamed level: %v", err)
	}
}

// bigLevelJSON is a level file with n objects, each with a property.
func bigLevelJSON(n int) []byte {
	var b strings.Builder
	b.WriteString(`{"version":1,"name":"big","width":8,"height":8,"layout":[[0]],"start":{"x":1,"y":1},"objects":[`)
	for i := range n {
		if i > 0 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, `{"id":%d,"class":"ring","x":%d,"y":%d,"props":[{"name":"n","type":"int","value":"1"}]}`, i+1, i%4096, i/4096)
	}
	b.WriteString(`]}`)
	return []byte(b.String())
}

// BenchmarkKeyWarnings_300kObjects: the unknown-key scan of a level file
// with 300k objects, beside decoding it (validation stays linear and the
// scan costs less than the decode; BenchmarkDecode_300kObjects).
func BenchmarkKeyWarnings_300kObjects(b *testing.B) {
	data := bigLevelJSON(300000)
	b.ReportAllocs()
	for b.Loop() {
		var w ErrorList
		KeyWarnings("pack", "levels/big.json", data, &levelJSON{}, &w)
		if len(w) != 0 {
			b.Fatal(w)
		}
	}
}

// BenchmarkDecode_300kObjects: decoding the same file, for comparison.
func BenchmarkDecode_300kObjects(b *testing.B) {
	data := bigLevelJSON(300000)
	b.ReportAllocs()
	for b.Loop() {
		var lj levelJSON
		if err := json.Unmarshal(data, &lj); err != nil {
			b.Fatal(err)
		}
	}
}
