package traceio

import (
	"io"
	"strings"
	"testing"

	"loopwright/internal/leveltest"
	"loopwright/layers"
	"loopwright/physics"
)

func TestParseInputs(t *testing.T) {
	src := "# comment\n120 R\n30 RJ # jump\n\n60 -\n5 rj\n"
	s, err := ParseInputs(strings.NewReader(src), "x.txt")
	if err != nil {
		t.Fatal(err)
	}
	if s.Len() != 215 || s.At(1) != physics.Right || s.At(121) != physics.Right|physics.Jump || s.At(151) != 0 || s.At(215) != physics.Right|physics.Jump || s.At(216) != 0 || s.At(0) != 0 {
		t.Errorf("script %+v", s.Spans)
	}
	var b strings.Builder
	if err := s.Format(&b); err != nil {
		t.Fatal(err)
	}
	if b.String() != "120 R\n30 RJ\n60 -\n5 RJ\n" {
		t.Errorf("format %q", b.String())
	}
	for _, bad := range []string{"10", "0 R", "-3 R", "x R", "5 RX", "5 RR", "5 R J", "5 "} {
		_, err := ParseInputs(strings.NewReader("1 -\n"+bad+"\n"), "bad.txt")
		if err == nil || !strings.HasPrefix(err.Error(), "bad.txt:2: ") {
			t.Errorf("%q: error %v", bad, err)
		}
	}
}

// BenchmarkTraceWriter: writing one JSON line.
func BenchmarkTraceWriter(b *testing.B) {
	tl := leveltest.Flat()
	s := physics.New(tl.Lvl, physics.Config{}, layers.Point{X: 300, Y: 716})
	s.Step(physics.Right)
	tw := NewTraceWriter(io.Discard, false)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if err := tw.Write(s.Record()); err != nil {
			b.Fatal(err)
		}
	}
}
