package specialstage

import (
	"bytes"
	"reflect"
	"strings"
	"testing"
)

const sample = `; a small maze
XXXXXXX
X.o.o.X
X..S..X
XU.a.RX
XXXGXXX
`

func TestParse_Sample(t *testing.T) {
	s, err := Parse(strings.NewReader(sample), "t.ss")
	if err != nil {
		t.Fatal(err)
	}
	if s.W != 7 || s.H != 5 || s.StartX != 3*24+12 || s.StartY != 2*24+12 || s.At(3, 4) != Goal || s.At(2, 1) != Ring || s.At(1, 3) != Up {
		t.Errorf("stage %+v", s)
	}
}

func TestParse_Errors(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"XX\nX?\n", "t.ss:2:2: unknown block '?'"},
		{"XX\n", "no start S"},
		{"SS\n", "t.ss:1:2: a second start"},
	} {
		_, err := Parse(strings.NewReader(c.in), "t.ss")
		if err == nil || !strings.Contains(err.Error(), c.want) || !strings.HasPrefix(err.Error(), "specialstage: ") {
			t.Errorf("%q: %v, want %q", c.in, err, c.want)
		}
	}
}

func TestAppendJSON(t *testing.T) {
	s, _ := Parse(strings.NewReader(sample), "t.ss")
	m := New(s)
	m.Step(Input{})
	got := string(AppendJSON(nil, m.State()))
	if !strings.HasPrefix(got, `{"frame":1,"x":84,"x_sub":0,"y":60,`) || !strings.HasSuffix(got, `"cleared":false,"lives":0,"continues":0,"phase":0,"current":0}`) {
		t.Errorf("%s", got)
	}
}

func FuzzParse(f *testing.F) {
	f.Add(sample)
	f.Add("@rotation -64\n@angle 0x4000\nXgL~+\nS1abc\n")
	f.Fuzz(func(t *testing.T, in string) {
		s, err := Parse(strings.NewReader(in), "f.ss")
		if err != nil {
			return
		}
		// What Parse reads, Format writes back, and it reads the same.
		b, err := Format(s)
		if err != nil {
			t.Fatalf("Format of a parsed stage: %v", err)
		}
		back, err := Parse(bytes.NewReader(b), "f.ss")
		if err != nil || !reflect.DeepEqual(back, s) {
			t.Fatalf("round trip: %v\n%q\n%+v\n%+v", err, b, back, s)
		}
		m := New(s)
		for i := 0; i < 10; i++ {
			m.Step(Input{Right: i&1 == 0, Jump: i&2 == 0})
		}
	})
}
