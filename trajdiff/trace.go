package trajdiff

import (
	"bufio"
	"bytes"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"loopwright/traceio"
	"strconv"

	"loopwright/internal/jsonmsg"
	"loopwright/layers"
	"loopwright/physics"
)

// MaxTraceFrames bounds the records ReadTrace reads.
const MaxTraceFrames = traceio.MaxScriptFrames

// TraceError is a problem in a trace file, at a line.
type TraceError struct {
	File string
	Line int
	Msg  string
	// Err is the cause, when there is one (the reader's or the CSV
	// parser's error), for errors.Is and errors.As.
	Err error
}

// Unwrap returns the cause, or nil.
func (e *TraceError) Unwrap() error { return e.Err }

func (e *TraceError) Error() string {
	if e.Line > 0 {
		return fmt.Sprintf("trajdiff: %s:%d: %s", e.File, e.Line, e.Msg)
	}
	return fmt.Sprintf("trajdiff: %s: %s", e.File, e.Msg)
}

// ReadTrace reads a trace (docs/cli.md, trace): JSON lines, or CSV when
// the first line is a CSV header starting "frame,". name names the file in
// errors. Frames must run 1, 2, 3... Keys beyond the required ones are
// ignored; rings is read when present.
func ReadTrace(r io.Reader, name string) (Trajectory, error) {
	br := bufio.NewReaderSize(r, 1<<16)
	first, err := br.Peek(6)
	if err != nil && len(first) == 0 {
		return nil, &TraceError{File: name, Msg: "empty trace"}
	}
	if bytes.HasPrefix(first, []byte("frame,")) {
		return readCSV(br, name)
	}
	return readJSONL(br, name)
}

type jsonRecord struct {
	Frame    *int        `json:"frame"`
	X        json.Number `json:"x"`
	Y        json.Number `json:"y"`
	XSp      json.Number `json:"xsp"`
	YSp      json.Number `json:"ysp"`
	GSp      json.Number `json:"gsp"`
	Angle    *int        `json:"angle"`
	Mode     string      `json:"mode"`
	Grounded *bool       `json:"grounded"`
	Rolling  *bool       `json:"rolling"`
	State    string      `json:"state"`
	Layer    string      `json:"layer"`
	Priority string      `json:"priority"`
	Rings    *int        `json:"rings"`
}

func readJSONL(br *bufio.Reader, name string) (Trajectory, error) {
	var out Trajectory
	sc := bufio.NewScanner(br)
	sc.Buffer(make([]byte, 1<<16), 1<<22)
	line := 0
	for sc.Scan() {
		line++
		text := bytes.TrimSpace(sc.Bytes())
		if len(text) == 0 {
			continue
		}
		bad := func(format string, a ...any) error {
			return &TraceError{File: name, Line: line, Msg: fmt.Sprintf(format, a...)}
		}
		var jr jsonRecord
		dec := json.NewDecoder(bytes.NewReader(text))
		dec.UseNumber()
		if err := dec.Decode(&jr); err != nil {
			return nil, bad("%s", jsonmsg.Message(err))
		}
		if jr.Frame == nil || jr.Angle == nil || jr.Grounded == nil || jr.Rolling == nil {
			return nil, bad("a record needs frame, angle, grounded and rolling")
		}
		s := Sample{Frame: *jr.Frame, Grounded: *jr.Grounded, Rolling: *jr.Rolling, State: jr.State}
		if err := fill(&s, [5]string{string(jr.X), string(jr.Y), string(jr.XSp), string(jr.YSp), string(jr.GSp)},
			*jr.Angle, jr.Mode, jr.Layer, jr.Priority); err != nil {
			return nil, bad("%v", err)
		}
		if jr.Rings != nil {
			s.Rings, s.HasRings = *jr.Rings, true
		}
		if s.Frame != len(out)+1 {
			return nil, bad("frame %d, want %d (frames run 1, 2, 3...)", s.Frame, len(out)+1)
		}
		if len(out) >= MaxTraceFrames {
			return nil, bad("more than %d frames", MaxTraceFrames)
		}
		out = append(out, s)
	}
	if err := sc.Err(); err != nil {
		return nil, &TraceError{File: name, Line: line + 1, Msg: err.Error(), Err: err}
	}
	if len(out) == 0 {
		return nil, &TraceError{File: name, Msg: "no records"}
	}
	return out, nil
}

var modeByName = map[string]physics.Mode{"floor": physics.Floor, "right_wall": physics.RightWall, "ceiling": physics.Ceiling, "left_wall": physics.LeftWall}

// fill sets s's decimals, angle, mode, layer and priority from their trace
// text.
func fill(s *Sample, dec [5]string, angle int, mode, layer, prio string) error {
	dst := [5]*physics.Fixed{&s.X, &s.Y, &s.XSpeed, &s.YSpeed, &s.GSpeed}
	for i, v := range dec {
		f, err := physics.ParseFixed(v)
		if err != nil {
			return fmt.Errorf("%s: %w", fieldNames[i], err)
		}
		*dst[i] = f
	}
	if angle < 0 || angle > 255 {
		return fmt.Errorf("angle: %d is not 0 to 255", angle)
	}
	s.Angle = uint8(angle)
	m, ok := modeByName[mode]
	if !ok {
		return fmt.Errorf("mode: %q is not floor, right_wall, ceiling or left_wall", mode)
	}
	s.Mode = m
	switch layer {
	case "A":
		s.Path = layers.PathA
	case "B":
		s.Path = layers.PathB
	default:
		return fmt.Errorf("layer: %q is not A or B", layer)
	}
	switch prio {
	case "L":
		s.Priority = layers.Low
	case "H":
		s.Priority = layers.High
	default:
		return fmt.Errorf("priority: %q is not L or H", prio)
	}
	return nil
}

func readCSV(br *bufio.Reader, name string) (Trajectory, error) {
	cr := csv.NewReader(br)
	cr.FieldsPerRecord = -1
	cr.ReuseRecord = true
	header, err := cr.Read()
	if err != nil {
		return nil, &TraceError{File: name, Line: 1, Msg: err.Error(), Err: err}
	}
	col := map[string]int{}
	for i, h := range header {
		col[h] = i
	}
	for _, k := range []string{"frame", "x", "y", "xsp", "ysp", "gsp", "angle", "mode", "grounded", "rolling", "state", "layer", "priority"} {
		if _, ok := col[k]; !ok {
			return nil, &TraceError{File: name, Line: 1, Msg: fmt.Sprintf("the header has no %s column", k)}
		}
	}
	ringCol, hasRings := col["rings"]
	var out Trajectory
	for line := 2; ; line++ {
		rec, err := cr.Read()
		if err == io.EOF {
			break
		}
		bad := func(format string, a ...any) error {
			return &TraceError{File: name, Line: line, Msg: fmt.Sprintf(format, a...)}
		}
		if err != nil {
			return nil, bad("%v", err)
		}
		if len(rec) != len(header) {
			return nil, bad("%d fields, want %d", len(rec), len(header))
		}
		get := func(k string) string { return rec[col[k]] }
		frame, err1 := strconv.Atoi(get("frame"))
		angle, err2 := strconv.Atoi(get("angle"))
		g, err3 := strconv.ParseBool(get("grounded"))
		r, err4 := strconv.ParseBool(get("rolling"))
		if err1 != nil || err2 != nil || err3 != nil || err4 != nil {
			return nil, bad("frame, angle, grounded or rolling is not a number or bool")
		}
		s := Sample{Frame: frame, Grounded: g, Rolling: r, State: get("state")}
		if err := fill(&s, [5]string{get("x"), get("y"), get("xsp"), get("ysp"), get("gsp")}, angle, get("mode"), get("layer"), get("priority")); err != nil {
			return nil, bad("%v", err)
		}
		if hasRings && rec[ringCol] != "" {
			n, err := strconv.Atoi(rec[ringCol])
			if err != nil {
				return nil, bad("rings: %v", err)
			}
			s.Rings, s.HasRings = n, true
		}
		if s.Frame != len(out)+1 {
			return nil, bad("frame %d, want %d (frames run 1, 2, 3...)", s.Frame, len(out)+1)
		}
		if len(out) >= MaxTraceFrames {
			return nil, bad("more than %d frames", MaxTraceFrames)
		}
		out = append(out, s)
	}
	if len(out) == 0 {
		return nil, &TraceError{File: name, Msg: "no records"}
	}
	return out, nil
}
