package traceio

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"

	"loopwright/physics"
)

// ParseButtons parses an input script's BUTTONS field (docs/cli.md): "-" or letters from LRUDJ
// (case-insensitive, each at most once).
func ParseButtons(s string) (physics.Input, error) {
	if s == "-" {
		return 0, nil
	}
	var in physics.Input
	for _, c := range s {
		var b physics.Input
		switch c {
		case 'L', 'l':
			b = physics.Left
		case 'R', 'r':
			b = physics.Right
		case 'U', 'u':
			b = physics.Up
		case 'D', 'd':
			b = physics.Down
		case 'J', 'j':
			b = physics.Jump
		default:
			return 0, fmt.Errorf("bad button %q (want - or letters from LRUDJ)", c)
		}
		if in&b != 0 {
			return 0, fmt.Errorf("button %q given twice", c)
		}
		in |= b
	}
	if in == 0 {
		return 0, fmt.Errorf("no buttons (use - for none)")
	}
	return in, nil
}

// Span is one line of an input script: Count frames holding Buttons.
type Span struct {
	Count   int
	Buttons physics.Input
}

// Script is an input script (docs/cli.md, input scripts): spans of frames with the
// buttons held. The zero Script holds nothing for no frames.
type Script struct {
	Spans []Span
	ends  []int // cumulative frame counts, for At
}

// MaxScriptFrames bounds a script's total length (about 10 hours at 60 fps).
const MaxScriptFrames = 1 << 21

// ParseInputs reads an input script; name is used in errors, which say
// "name:line: what is wrong".
func ParseInputs(r io.Reader, name string) (Script, error) {
	var s Script
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 4096), 1<<20)
	line := 0
	total := 0
	for sc.Scan() {
		line++
		text := sc.Text()
		if i := strings.IndexByte(text, '#'); i >= 0 {
			text = text[:i]
		}
		f := strings.Fields(text)
		if len(f) == 0 {
			continue
		}
		if len(f) != 2 {
			return Script{}, fmt.Errorf("%s:%d: want COUNT BUTTONS, got %q", name, line, strings.TrimSpace(text))
		}
		n, err := strconv.Atoi(f[0])
		if err != nil || n <= 0 {
			return Script{}, fmt.Errorf("%s:%d: frame count %q is not a positive number", name, line, f[0])
		}
		if n > MaxScriptFrames || total+n > MaxScriptFrames {
			return Script{}, fmt.Errorf("%s:%d: script longer than %d frames", name, line, MaxScriptFrames)
		}
		b, err := ParseButtons(f[1])
		if err != nil {
			return Script{}, fmt.Errorf("%s:%d: %w", name, line, err)
		}
		s.Add(n, b)
		total += n
	}
	if err := sc.Err(); err != nil {
		return Script{}, fmt.Errorf("%s:%d: %w", name, line+1, err)
	}
	return s, nil
}

// Add appends count frames of buttons b, merging with the last span when
// it holds the same buttons.
func (s *Script) Add(count int, b physics.Input) {
	if count <= 0 {
		return
	}
	if n := len(s.Spans); n > 0 && s.Spans[n-1].Buttons == b {
		s.Spans[n-1].Count += count
		s.ends[n-1] += count
		return
	}
	end := count
	if n := len(s.ends); n > 0 {
		end += s.ends[n-1]
	}
	s.Spans = append(s.Spans, Span{count, b})
	s.ends = append(s.ends, end)
}

// Len returns the number of frames the script covers.
func (s *Script) Len() int {
	if len(s.ends) == 0 {
		return 0
	}
	return s.ends[len(s.ends)-1]
}

// At returns the buttons held on frame f (1 = the first frame); nothing
// outside the script.
func (s *Script) At(f int) physics.Input {
	if f < 1 || f > s.Len() {
		return 0
	}
	lo, hi := 0, len(s.ends)-1
	for lo < hi {
		m := (lo + hi) / 2
		if s.ends[m] >= f {
			hi = m
		} else {
			lo = m + 1
		}
	}
	return s.Spans[lo].Buttons
}

// Format writes the script in the input script format (docs/cli.md), one span a
// line.
func (s *Script) Format(w io.Writer) error {
	for _, sp := range s.Spans {
		if _, err := fmt.Fprintf(w, "%d %s\n", sp.Count, sp.Buttons); err != nil {
			return err
		}
	}
	return nil
}
