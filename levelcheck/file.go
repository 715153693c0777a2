// Package levelcheck runs a level's own checks: named runs of the physics
// (an input script, the variants and characters to run it with, a start or
// start state, a frame budget) with assertions on what the player does,
// such as "reaches the goal by frame 300", "never falls below y 900" or
// "goes round the loop" (docs/checks.md).
//
// Checks live beside the level: in a pack directory as checks/<level>.json,
// beside a .tmx map or a disassembly project's INI file as NAME.checks.json
// (docs/pack-format.md). Parse decodes one checks file; Load finds and
// compiles every check of every level at a path; Run runs one check for one
// variant and character and reports the first frame where it failed.
//
// A run is the same simulation `loopwright sim` makes, so a check's result
// is deterministic: the same level, check and configuration give the same
// result on every machine.
package levelcheck

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"

	"loopwright/internal/intmath"
	"loopwright/internal/jsonmsg"
	"loopwright/physics"
)

// FileVersion is the checks file format version this package reads.
const FileVersion = 1

// MaxChecks bounds the checks of one file, MaxExpects the assertions of one
// check and MaxWaypoints the regions of one waypoints assertion.
const (
	MaxChecks    = 4096
	MaxExpects   = 256
	MaxWaypoints = 1024
	// MaxFileSize is the largest checks file read, in bytes.
	MaxFileSize = 16 << 20
)

// File is one checks file as written: the checks of its level (Checks),
// or, in a sidecar covering several levels (a disassembly project's),
// the checks of each level by name (Levels).
type File struct {
	Version int                `json:"version"`
	Checks  []Check            `json:"checks,omitempty"`
	Levels  map[string][]Check `json:"levels,omitempty"`
}

// Check is one named check as written in a checks file.
type Check struct {
	// Name names the check in reports; unique within its level.
	Name string `json:"name"`
	// Inputs is an input script file (docs/cli.md, input scripts; an editor
	// recording is one), relative to the pack directory or the sidecar's
	// folder. Script is the same text inline. At most one is given;
	// neither means no input.
	Inputs string `json:"inputs,omitempty"`
	Script string `json:"script,omitempty"`
	// Variants and Characters list the configurations the check runs
	// with, every variant with every character (default s2 and sonic).
	Variants   []string `json:"variants,omitempty"`
	Characters []string `json:"characters,omitempty"`
	// Start overrides the level's player start; StartState starts the run
	// mid-motion (docs/cli.md, trace, sim --start-state).
	Start      *Point      `json:"start,omitempty"`
	StartState *StartState `json:"start_state,omitempty"`
	// Run gives the start conditions `loopwright sim`'s run flags give
	// (a shield, the super or hyper form, rings, emeralds, underwater).
	Run *RunSpec `json:"run,omitempty"`
	// Frames is the frame budget (default: the script's length, or 600
	// without a script).
	Frames int `json:"frames,omitempty"`
	// Expect lists the assertions; all must hold.
	Expect []Expect `json:"expect"`
}

// RunSpec is a check's start conditions (docs/checks.md), as
// sim's --shield, --super, --hyper, --rings, --emeralds,
// --super-emeralds and --underwater give them. The zero value is a plain
// start.
type RunSpec struct {
	Shield        string `json:"shield,omitempty"`
	Super         bool   `json:"super,omitempty"`
	Hyper         bool   `json:"hyper,omitempty"`
	Rings         int    `json:"rings,omitempty"`
	Emeralds      int    `json:"emeralds,omitempty"`
	SuperEmeralds int    `json:"super_emeralds,omitempty"`
	Underwater    bool   `json:"underwater,omitempty"`
}

// Settings returns the physics run settings, or the first problem: an
// unknown shield, rings outside 0-999, emeralds outside 0-7.
func (r *RunSpec) Settings() (physics.RunSettings, string) {
	if r == nil {
		return physics.RunSettings{}, ""
	}
	sh := physics.ShieldNone
	if r.Shield != "" {
		k, ok := physics.ParseShield(r.Shield)
		if !ok {
			return physics.RunSettings{}, fmt.Sprintf("shield: %q is not none, normal, fire, bubble or lightning", r.Shield)
		}
		sh = k
	}
	switch {
	case r.Rings < 0 || r.Rings > 999:
		return physics.RunSettings{}, fmt.Sprintf("rings: %d is not 0 to 999", r.Rings)
	case r.Emeralds < 0 || r.Emeralds > 7:
		return physics.RunSettings{}, fmt.Sprintf("emeralds: %d is not 0 to 7", r.Emeralds)
	case r.SuperEmeralds < 0 || r.SuperEmeralds > 7:
		return physics.RunSettings{}, fmt.Sprintf("super_emeralds: %d is not 0 to 7", r.SuperEmeralds)
	}
	return physics.RunSettings{Shield: sh, Super: r.Super, Hyper: r.Hyper, Rings: r.Rings, Emeralds: r.Emeralds,
		SuperEmeralds: r.SuperEmeralds, Underwater: r.Underwater}, ""
}

// Point is a pixel position.
type Point struct {
	X int `json:"x"`
	Y int `json:"y"`
}

// Region is a rectangle of level pixels, X,Y its top-left corner and W,H its
// size; the player is in it when its centre pixel is.
type Region struct {
	X int `json:"x"`
	Y int `json:"y"`
	W int `json:"w"`
	H int `json:"h"`
}

// Contains reports whether pixel (x, y) is in r.
func (r Region) Contains(x, y int) bool {
	return x >= r.X && x < r.X+r.W && y >= r.Y && y < r.Y+r.H
}

// String returns "X,Y WxH".
func (r Region) String() string { return fmt.Sprintf("%d,%d %dx%d", r.X, r.Y, r.W, r.H) }

// Expect is one assertion. Exactly one kind is set:
//
//   - Reach: the player's centre enters the region, by frame By (default:
//     the budget).
//   - Waypoints: the player's centre enters each region in order.
//   - NeverBelow: the player's centre never goes below this y (a fall).
//   - Stuck: the player never has all its speeds (X, Y and ground) at 0
//     for more than this many frames in a row.
//   - EndGrounded: on the last frame the player is grounded (true) or
//     airborne (false).
//   - EndLayer: on the last frame the player is on collision path "A" or
//     "B".
//   - MinRings: on the last frame the player holds at least this many
//     rings.
//   - Unhurt: the player is never hurt or dead.
//   - Modes: the sequence of the player's modes on the ground (floor,
//     right_wall, ceiling, left_wall), consecutive repeats and airborne
//     frames left out, contains this sequence without a gap: "floor,
//     right_wall, ceiling, left_wall, floor" is going round a loop.
type Expect struct {
	Reach       *Region  `json:"reach,omitempty"`
	By          int      `json:"by,omitempty"`
	Waypoints   []Region `json:"waypoints,omitempty"`
	NeverBelow  *int     `json:"never_below,omitempty"`
	Stuck       *int     `json:"stuck,omitempty"`
	EndGrounded *bool    `json:"end_grounded,omitempty"`
	EndLayer    string   `json:"end_layer,omitempty"`
	MinRings    *int     `json:"min_rings,omitempty"`
	Unhurt      *bool    `json:"unhurt,omitempty"`
	Modes       []string `json:"modes,omitempty"`
}

// Kind returns the assertion's kind: its key in the file ("reach",
// "waypoints", ...), or "" when none or several are set.
func (e *Expect) Kind() string {
	var kinds []string
	if e.Reach != nil {
		kinds = append(kinds, "reach")
	}
	if e.Waypoints != nil {
		kinds = append(kinds, "waypoints")
	}
	if e.NeverBelow != nil {
		kinds = append(kinds, "never_below")
	}
	if e.Stuck != nil {
		kinds = append(kinds, "stuck")
	}
	if e.EndGrounded != nil {
		kinds = append(kinds, "end_grounded")
	}
	if e.EndLayer != "" {
		kinds = append(kinds, "end_layer")
	}
	if e.MinRings != nil {
		kinds = append(kinds, "min_rings")
	}
	if e.Unhurt != nil {
		kinds = append(kinds, "unhurt")
	}
	if e.Modes != nil {
		kinds = append(kinds, "modes")
	}
	if len(kinds) != 1 {
		return ""
	}
	return kinds[0]
}

// StartState is a start other than standing still (docs/cli.md, trace):
// any of the fields; the rest as a normal spawn. Positions and speeds are
// exact decimals (json.Number) read with physics.ParseFixed.
type StartState struct {
	X        *json.Number `json:"x,omitempty"`
	Y        *json.Number `json:"y,omitempty"`
	XSpeed   *json.Number `json:"xsp,omitempty"`
	YSpeed   *json.Number `json:"ysp,omitempty"`
	GSpeed   *json.Number `json:"gsp,omitempty"`
	Angle    *int         `json:"angle,omitempty"`
	Grounded *bool        `json:"grounded,omitempty"`
	Rolling  *bool        `json:"rolling,omitempty"`
	Layer    string       `json:"layer,omitempty"`
	Priority string       `json:"priority,omitempty"`
	Facing   string       `json:"facing,omitempty"`
}

// Error is one problem in a checks file: the file and the place in it
// ("check 2 (loop): expect 1") and what is wrong.
type Error struct {
	File  string
	Place string
	Msg   string
	// Err is the cause, when there is one (the pack that would not load,
	// the file that could not be read), for errors.Is and errors.As.
	Err error
}

// Unwrap returns the cause, or nil.
func (e *Error) Unwrap() error { return e.Err }

func (e *Error) Error() string {
	s := "levelcheck: " + e.File
	if e.Place != "" {
		s += ": " + e.Place
	}
	return s + ": " + e.Msg
}

// ErrorList is every problem found in the checks of a path.
type ErrorList []*Error

func (l ErrorList) Error() string {
	switch len(l) {
	case 0:
		return "no errors"
	case 1:
		return l[0].Error()
	}
	return fmt.Sprintf("%s (and %d more)", l[0].Error(), len(l)-1)
}

// Unwrap returns the problems, so that errors.Is and errors.As look at
// each of them (and their causes).
func (l ErrorList) Unwrap() []error {
	out := make([]error, len(l))
	for i, e := range l {
		out[i] = e
	}
	return out
}

// Err returns l as an error, or nil when it is empty.
func (l ErrorList) Err() error {
	if len(l) == 0 {
		return nil
	}
	return l
}

// Parse decodes a checks file; name is the file's name for errors. It
// checks the file's shape (version, one kind per assertion, known names,
// values in range) but not what it refers to (levels, input files): Load
// does that.
func Parse(data []byte, name string) (*File, error) {
	if len(data) > MaxFileSize {
		return nil, &Error{File: name, Msg: fmt.Sprintf("file is larger than %d bytes", MaxFileSize)}
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	dec.UseNumber()
	var f File
	if err := dec.Decode(&f); err != nil {
		return nil, &Error{File: name, Place: jsonPlace(data, err), Msg: jsonMsg(err), Err: err}
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, &Error{File: name, Place: lineCol(data, dec.InputOffset()), Msg: "data after the top-level object"}
	}
	var errs ErrorList
	add := func(place, format string, a ...any) {
		errs = append(errs, &Error{File: name, Place: place, Msg: fmt.Sprintf(format, a...)})
	}
	if f.Version != FileVersion {
		add("version", "version %d is not %d (a newer file needs a newer loopwright)", f.Version, FileVersion)
	}
	if len(f.Checks)+len(f.Levels) == 0 {
		add("", "no checks and no levels")
	}
	shape(f.Checks, "", add)
	for _, lv := range sortedKeys(f.Levels) {
		shape(f.Levels[lv], fmt.Sprintf("level %q: ", lv), add)
	}
	if err := errs.Err(); err != nil {
		return nil, err
	}
	return &f, nil
}

// shape checks a level's list of checks.
func shape(checks []Check, prefix string, add func(place, format string, a ...any)) {
	if len(checks) > MaxChecks {
		add(strings.TrimSuffix(prefix, ": "), "more than %d checks", MaxChecks)
		return
	}
	seen := map[string]bool{}
	for i := range checks {
		c := &checks[i]
		place := fmt.Sprintf("%scheck %d", prefix, i+1)
		if c.Name != "" {
			place += fmt.Sprintf(" (%s)", c.Name)
		}
		switch {
		case strings.TrimSpace(c.Name) == "":
			add(place, "no name")
		case seen[c.Name]:
			add(place, "a check of that name comes before it")
		}
		seen[c.Name] = true
		if c.Inputs != "" && c.Script != "" {
			add(place, "both inputs and script: give one")
		}
		if c.Frames < 0 || c.Frames > maxFrames {
			add(place+": frames", "%d is not 0 to %d", c.Frames, maxFrames)
		}
		if c.Start != nil && c.StartState != nil && (c.StartState.X != nil || c.StartState.Y != nil) {
			add(place, "both start and a start_state position: give one")
		}
		if _, msg := c.Run.Settings(); msg != "" {
			add(place+": run", "%s", msg)
		}
		if len(c.Expect) == 0 {
			add(place, "no expect: a check needs at least one assertion")
		}
		if len(c.Expect) > MaxExpects {
			add(place, "more than %d assertions", MaxExpects)
			continue
		}
		for j := range c.Expect {
			e := &c.Expect[j]
			ep := fmt.Sprintf("%s: expect %d", place, j+1)
			if msg := e.check(c.Frames); msg != "" {
				add(ep, "%s", msg)
			}
		}
	}
}

// maxFrames is the largest frame budget (traceio.MaxScriptFrames).
const maxFrames = 1 << 21

// check returns what is wrong with e's shape, or "".
func (e *Expect) check(frames int) string {
	k := e.Kind()
	if k == "" {
		return "want exactly one of reach, waypoints, never_below, stuck, end_grounded, end_layer, min_rings, unhurt, modes"
	}
	if e.By != 0 && k != "reach" {
		return "by goes with reach only"
	}
	region := func(r Region) string {
		if r.W <= 0 || r.H <= 0 || r.W > 1<<23 || r.H > 1<<23 || intmath.Abs(r.X) > 1<<23 || intmath.Abs(r.Y) > 1<<23 {
			return fmt.Sprintf("region %s: want a positive width and height, in range", r)
		}
		return ""
	}
	switch k {
	case "reach":
		if e.By < 0 || e.By > maxFrames {
			return fmt.Sprintf("by: %d is not 0 to %d", e.By, maxFrames)
		}
		return region(*e.Reach)
	case "waypoints":
		if len(e.Waypoints) == 0 || len(e.Waypoints) > MaxWaypoints {
			return fmt.Sprintf("waypoints: want 1 to %d regions", MaxWaypoints)
		}
		for i, r := range e.Waypoints {
			if m := region(r); m != "" {
				return fmt.Sprintf("waypoint %d: %s", i+1, m)
			}
		}
	case "stuck":
		if *e.Stuck < 1 || *e.Stuck > maxFrames {
			return fmt.Sprintf("stuck: %d is not 1 to %d frames", *e.Stuck, maxFrames)
		}
	case "never_below":
		if intmath.Abs(*e.NeverBelow) > 1<<23 {
			return "never_below: out of range"
		}
	case "end_layer":
		if e.EndLayer != "A" && e.EndLayer != "B" {
			return fmt.Sprintf("end_layer: %q is not A or B", e.EndLayer)
		}
	case "min_rings":
		if *e.MinRings < 0 || *e.MinRings > 999 {
			return fmt.Sprintf("min_rings: %d is not 0 to 999", *e.MinRings)
		}
	case "unhurt":
		if !*e.Unhurt {
			return "unhurt: only true makes sense"
		}
	case "modes":
		if len(e.Modes) == 0 || len(e.Modes) > MaxWaypoints {
			return fmt.Sprintf("modes: want 1 to %d modes", MaxWaypoints)
		}
		for _, m := range e.Modes {
			if _, ok := modeByName[m]; !ok {
				return fmt.Sprintf("modes: %q is not floor, right_wall, ceiling or left_wall", m)
			}
		}
	}
	return ""
}

// jsonPlace returns "line L col C" for a JSON error that has an offset.
func jsonPlace(data []byte, err error) string {
	var se *json.SyntaxError
	var te *json.UnmarshalTypeError
	switch {
	case errors.As(err, &se):
		return lineCol(data, se.Offset)
	case errors.As(err, &te):
		p := lineCol(data, te.Offset)
		if te.Field != "" {
			p += ": " + te.Field
		}
		return p
	}
	return ""
}

func jsonMsg(err error) string { return jsonmsg.Message(err) }

func lineCol(data []byte, off int64) string {
	if off > int64(len(data)) {
		off = int64(len(data))
	}
	line, col := 1, 1
	for _, b := range data[:off] {
		if b == '\n' {
			line, col = line+1, 1
		} else {
			col++
		}
	}
	return fmt.Sprintf("line %d col %d", line, col)
}
