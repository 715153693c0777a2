package pack

import (
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
