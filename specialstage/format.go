package specialstage

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// The text format of a stage (.ss): one line per row of blocks, one
// character per block (Palette lists them all: . empty, X wall, B bumper,
// G goal, U up, D down, R reverse, o ring, L 1-up, a-f the six emeralds,
// g-j glass with 4 to 1 hits left, W the W block, K red-white, 1-6 zone
// blocks, ~ ghost block, + ghost switch, # invisible wall; a space is
// empty too), and
//
//	S  the player's start (an empty block; the player at its centre)
//
// Lines starting with ';' are comments. Lines starting with '@' set the
// stage's start: "@rotation N" (the rotation speed, 8.8 hex angle a
// frame, default 64 = 0x40), "@angle N" (the start angle, 8.8, default
// 0) and "@start X Y" (the player's centre in pixels, for a start that is
// not a block's centre, as in the game's stages); N, X, Y are decimal or
// 0x hex. Rows may differ in length (missing blocks are empty). Exactly
// one S or one @start.

// MaxSize bounds a stage's width and height in blocks.
const MaxSize = 512

var blockChars = func() map[byte]Block {
	m := map[byte]Block{' ': Empty, 'S': Empty}
	for _, p := range palette {
		m[p.Char] = p.Block
	}
	return m
}()

// Parse reads a stage in the text format; name names it in errors
// ("specialstage: NAME:LINE:COL: ...").
func Parse(r io.Reader, name string) (*Stage, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 1024), MaxSize+2)
	var rows [][]Block
	s := &Stage{Rotation: StartRotation}
	start, line, atStart := false, 0, false
	for sc.Scan() {
		line++
		t := sc.Bytes()
		if len(t) > 0 && t[len(t)-1] == '\r' {
			t = t[:len(t)-1]
		}
		if len(t) > 0 && t[0] == ';' {
			continue
		}
		if len(t) > 0 && t[0] == '@' {
			isStart := strings.HasPrefix(string(t), "@start")
			if isStart && (start || atStart) {
				return nil, fmt.Errorf("specialstage: %s:%d: a second start", name, line)
			}
			if err := s.setting(string(t[1:])); err != nil {
				return nil, fmt.Errorf("specialstage: %s:%d: %w", name, line, err)
			}
			atStart = atStart || isStart
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
				if start || atStart {
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
	if !start && !atStart {
		return nil, fmt.Errorf("specialstage: %s: no start S", name)
	}
	s.H = len(rows)
	s.Blocks = make([]Block, s.W*s.H)
	for y, row := range rows {
		copy(s.Blocks[y*s.W:], row)
	}
	return s, nil
}

// setting applies one '@' line.
func (s *Stage) setting(t string) error {
	f := strings.Fields(t)
	if len(f) == 3 && f[0] == "start" {
		x, errX := strconv.ParseInt(f[1], 0, 32)
		y, errY := strconv.ParseInt(f[2], 0, 32)
		if errX != nil || errY != nil || x < 0 || y < 0 || x >= MaxSize*BlockSize || y >= MaxSize*BlockSize {
			return fmt.Errorf("@start: %q %q is not a position in pixels from 0 to %d", f[1], f[2], MaxSize*BlockSize-1)
		}
		s.StartX, s.StartY = int(x), int(y)
		return nil
	}
	if len(f) != 2 {
		return fmt.Errorf("want \"@rotation N\", \"@angle N\" or \"@start X Y\", got %q", "@"+t)
	}
	v, err := strconv.ParseInt(f[1], 0, 32)
	switch f[0] {
	case "rotation":
		if err != nil || v < -0x8000 || v > 0x7FFF {
			return fmt.Errorf("@rotation: %q is not a number from -32768 to 32767", f[1])
		}
		s.Rotation = int16(v)
	case "angle":
		if err != nil || v < 0 || v > 0xFFFF {
			return fmt.Errorf("@angle: %q is not a number from 0 to 65535", f[1])
		}
		s.Angle = uint16(v)
	default:
		return fmt.Errorf("unknown setting %q (want rotation or angle)", f[0])
	}
	return nil
}

// Format writes s in the text format (Parse reads it back equal): the
// start as an S when it is the centre of an empty block, else as an
// "@start X Y" line. It fails when the start is outside the stage or a
// block cannot be written (an animation frame).
func Format(s *Stage) ([]byte, error) {
	sx, sy := s.StartX/BlockSize, s.StartY/BlockSize
	if s.StartX < 0 || s.StartY < 0 || sx >= s.W || sy >= s.H {
		return nil, fmt.Errorf("specialstage: the start (%d, %d) is outside the %dx%d stage", s.StartX, s.StartY, s.W, s.H)
	}
	if s.StartX%BlockSize != BlockSize/2 || s.StartY%BlockSize != BlockSize/2 || s.At(sx, sy) != Empty {
		sx, sy = -1, -1 // written as @start
	}
	var b bytes.Buffer
	if sx < 0 {
		fmt.Fprintf(&b, "@start %d %d\n", s.StartX, s.StartY)
	}
	if s.Rotation != StartRotation {
		fmt.Fprintf(&b, "@rotation %d\n", s.Rotation)
	}
	if s.Angle != 0 {
		fmt.Fprintf(&b, "@angle %d\n", s.Angle)
	}
	for y := 0; y < s.H; y++ {
		for x := 0; x < s.W; x++ {
			c, ok := s.At(x, y).Char()
			if !ok {
				return nil, fmt.Errorf("specialstage: block (%d, %d) is %v (id %#x), which a stage file cannot hold", x, y, s.At(x, y), uint8(s.At(x, y)))
			}
			if x == sx && y == sy {
				c = 'S'
			}
			b.WriteByte(c)
		}
		b.WriteByte('\n')
	}
	return b.Bytes(), nil
}

// AppendJSON appends the state as one JSON object (a trace line without
// the newline): frame, x and y (pixel and 16-bit sub-pixel), speeds in
// 1/256 pixel, the stage angle's hex byte, rotation, hitting, rings,
// emerald, cleared, then lives, continues, phase (0 playing, 1 exiting,
// 2 exit wait) and the block under check (current, its id; 0 none).
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
	num("lives", int64(st.Lives))
	num("continues", int64(st.Continues))
	num("phase", int64(st.Phase))
	num("current", int64(st.Cur))
	b[len(b)-1] = '}'
	return b
}
