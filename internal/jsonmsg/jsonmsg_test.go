package jsonmsg

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestMessage: every type error says what was found and what was wanted
// in JSON's words, with no Go type name (once:
// "want levelcheck.StartState", "Go struct field jsonRecord.frame of type
// int").
func TestMessage(t *testing.T) {
	type inner struct {
		N json.Number `json:"n"`
	}
	type doc struct {
		W      int      `json:"w"`
		F      float64  `json:"f"`
		B      bool     `json:"b"`
		S      string   `json:"s"`
		L      []int    `json:"l"`
		O      *inner   `json:"o"`
		Strs   []string `json:"strs"`
		Nested inner    `json:"nested"`
	}
	for in, want := range map[string]string{
		`{"w": "x"}`:             "w is a JSON string, want a whole number",
		`{"f": true}`:            "f is a JSON bool, want a number",
		`{"b": 1}`:               "b is a JSON number, want true or false",
		`{"s": 1}`:               "s is a JSON number, want a string",
		`{"l": {}}`:              "l is a JSON object, want a list [...]",
		`{"o": []}`:              "o is a JSON array, want an object {...}",
		`[1]`:                    "the top level is a JSON array, want an object {...}",
		`{"nested": {"n": "a"}}`: `"a" is not a number`,
		``:                       "unexpected end of JSON input",
	} {
		var d doc
		err := json.Unmarshal([]byte(in), &d)
		if err == nil {
			t.Fatalf("%s: no error", in)
		}
		got := Message(err)
		if got != want {
			t.Errorf("%s: %q, want %q", in, got, want)
		}
		for _, leak := range []string{"Go ", "jsonmsg.", "int64", "struct", "float64", "[]int"} {
			if strings.Contains(got, leak) {
				t.Errorf("%s: %q names a Go type", in, got)
			}
		}
	}
}
