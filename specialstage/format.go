package specialstage

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
)

// The text format of a stage (.ss): one line per row of blocks, one
// character per block; lines starting with ';' are comments.
//
//	. or space  empty        X  solid      B  bumper    G  goal
//	U  up         D  down    R  reverse    o  ring      E  emerald
//	S  the player's start (an empty block; the player at its centre)
//
// Rows may differ in length (missing blocks are empty). Exactly one S.

// MaxSize bounds a stage's width and height in blocks.
const MaxSize = 512

var blockChars = map[byte]Block{'.': Empty, ' ': Empty, 'X': Solid, 'B': Bumper, 'G': Goal,
	'U': Up, 'D': Down, 'R': Reverse, 'o': Ring, 'E': Emerald, 'S': Empty}

// Parse reads a stage in the text format; name names it in errors
// ("specialstage: NAME:LINE:COL: ...").
func Parse(r io.Reader, name string) (*Stage, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 1024), MaxSize+2)
	var rows [][]Block
	s := &Stage{}
	start, line := false, 0
	for sc.Scan() {
		line++
		t := sc.Bytes()
		if len(t) > 0 && t[len(t)-1] == '\r' {
			t = t[:len(t)-1]
		}
		if len(t) > 0 && t[0] == ';' {
			continue
		}
		if len(t) > MaxSize || len(rows) >= MaxSize {
			return nil, fmt.Errorf("specialstage: %s:%d: the stage is larger than %d blocks", name, line, MaxSize)
		}
		row := make([]Block, len(t))
		for i, c := range t {
			b, ok := blockChars[c]
			if !ok {
				return nil, fmt.Errorf("specialstage: %s:%d:%d: unknown block %s", name, line, i+1, strconv.QuoteRune(rune(c)))
			}
			if c == 'S' {
				if start {
					return nil, fmt.Errorf("specialstage: %s:%d:%d: a second start S", name, line, i+1)
				}
				start = true
				s.StartX, s.StartY = i*BlockSize+BlockSize/2, len(rows)*BlockSize+BlockSize/2
			}
			row[i] = b
		}
		rows = append(rows, row)
		s.W = max(s.W, len(row))
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("specialstage: %s:%d: %w", name, line+1, err)
	}
	if !start {
		return nil, fmt.Errorf("specialstage: %s: no start S", name)
	}
	s.H = len(rows)
	s.Blocks = make([]Block, s.W*s.H)
	for y, row := range rows {
		copy(s.Blocks[y*s.W:], row)
	}
	return s, nil
}

// AppendJSON appends the state as one JSON object (a trace line without
// the newline): frame, x and y (pixel and 16-bit sub-pixel), speeds in
// 1/256 pixel, the stage angle's hex byte, rotation, hitting, rings,
// emerald, cleared.
func AppendJSON(b []byte, st *State) []byte {
	num := func(k string, v int64) {
		b = append(b, '"')
		b = append(b, k...)
		b = append(b, `":`...)
		b = strconv.AppendInt(b, v, 10)
		b = append(b, ',')
	}
	flag := func(k string, v bool) {
		b = append(b, '"')
		b = append(b, k...)
		b = append(b, `":`...)
		b = strconv.AppendBool(b, v)
		b = append(b, ',')
	}
	b = append(b, '{')
	num("frame", int64(st.Frame))
	num("x", int64(st.X>>16))
	num("x_sub", int64(uint16(st.X)))
	num("y", int64(st.Y>>16))
	num("y_sub", int64(uint16(st.Y)))
	num("xsp", int64(st.XSpeed))
	num("ysp", int64(st.YSpeed))
	num("gsp", int64(st.GSpeed))
	num("angle", int64(st.Angle>>8))
	num("rotation", int64(st.Rotation))
	flag("hitting", st.Hitting)
	num("rings", int64(st.Rings))
	flag("emerald", st.Emerald)
	flag("cleared", st.Cleared)
	b[len(b)-1] = '}'
	return b
}
