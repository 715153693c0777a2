// Package assure is the editor's assurance state, without a UI toolkit:
// the current level's lint findings, its checks and their last results,
// and the ghosts (the current script's trajectory on the level as edited,
// beside the trajectory on the last saved version or with another variant),
// and the drawing of markers and ghosts over the level view's image
// (docs/editor.md, "Checks, ghosts and lint"). The editor's Checks panel
// shows it; the level view draws it.
package assure

import (
	"errors"
	"fmt"
	"image"
	"image/color"
	"loopwright/traceio"

	"loopwright/internal/palette"
	"loopwright/layers"
	"loopwright/levelcheck"
	"loopwright/levelio"
	"loopwright/lint"
	"loopwright/physics"
	"loopwright/preview"
	"loopwright/trajdiff"
)

// Against says what the second ghost shows.
type Against uint8

// What the second ghost shows.
const (
	AgainstNone    Against = iota
	AgainstSaved           // the same run on the level as last saved
	AgainstVariant         // the same run with Variant
)

// State is the assurance state of one level.
type State struct {
	// Lint holds the level's findings (Relint).
	Lint []lint.Finding
	// Suite is the level's checks (nil without), Results their last
	// results in order (RunChecks).
	Suite   *levelcheck.Suite
	Results []levelcheck.Result
	// ChecksErr is the error loading the checks, if any.
	ChecksErr error

	// Ghost is the current run's trajectory on the level as edited; Base
	// the other one (Against).
	Ghost, Base trajdiff.Trajectory
	// First is the first frame where Ghost and Base differ (0: none).
	First int
	// Against and Variant choose Base.
	Against Against
	Variant physics.Variant

	run   trajdiff.Run
	saved *layers.Level // the level as last saved, for AgainstSaved
}

// LoadChecks reads the checks of the level called name at path (the
// pack, map or project the editor opened), keeping none on error.
func (s *State) LoadChecks(path, name string) {
	s.Suite, s.Results, s.ChecksErr = nil, nil, nil
	if path == "" {
		return
	}
	suites, err := levelcheck.Load(path)
	if err != nil {
		s.ChecksErr = err
		return
	}
	for _, su := range suites {
		if su.Level.Name == name {
			s.Suite = su
		}
	}
}

// LoadSaved reads the level called name as saved at path, for the ghost
// against the saved version.
func (s *State) LoadSaved(path, name string) error {
	s.saved = nil
	if path == "" {
		return errors.New("assure: the pack has not been saved yet")
	}
	l, err := levelio.LoadLevel(path, name)
	if err != nil {
		return err
	}
	s.saved = l
	return nil
}

// Relint lints l.
func (s *State) Relint(l *layers.Level) { s.Lint = lint.Lint(l) }

// RunChecks runs every check of the suite on l (the level as edited) and
// returns the number that failed.
func (s *State) RunChecks(l *layers.Level) int {
	s.Results = s.Results[:0]
	if s.Suite == nil || l == nil {
		return 0
	}
	failed := 0
	for _, p := range s.Suite.Checks {
		for _, cfg := range p.Configs {
			r := levelcheck.Run(l, p, cfg)
			r.Suite, r.Level = s.Suite.Name(), l.Name
			if !r.Pass {
				failed++
			}
			s.Results = append(s.Results, r)
		}
	}
	return failed
}

// SetRun sets the run the ghosts show: cfg's character on l from start
// with script for frames frames (0: the script's length, or 600).
func (s *State) SetRun(l *layers.Level, cfg physics.Config, start layers.Point, script traceio.Script, frames int) {
	if frames <= 0 {
		frames = script.Len()
		if frames == 0 {
			frames = 600
		}
	}
	s.run = trajdiff.Run{Level: l, Config: cfg, Start: start, Script: script, Frames: frames}
}

// Resimulate recomputes the ghosts on l (the level as edited): about 4 ms
// for 3600 frames, so the editor calls it on every edit.
func (s *State) Resimulate(l *layers.Level) {
	if l == nil {
		s.Ghost, s.Base, s.First = s.Ghost[:0], s.Base[:0], 0
		return
	}
	r := s.run
	r.Level = l
	if r.Frames == 0 {
		r.Frames, r.Start = 600, l.Start
	}
	s.Ghost = trajdiff.Simulate(r, s.Ghost)
	s.Base = s.Base[:0]
	switch s.Against {
	case AgainstSaved:
		if s.saved != nil {
			b := r
			b.Level = s.saved
			s.Base = trajdiff.Simulate(b, s.Base)
		}
	case AgainstVariant:
		b := r
		b.Config.Variant = s.Variant
		s.Base = trajdiff.Simulate(b, s.Base)
	}
	s.First = 0
	if len(s.Base) > 0 {
		s.First = trajdiff.Compare(s.Ghost, s.Base).First
	}
}

// Severity colours of the lint markers.
var (
	colError   = palette.Colour(palette.LintError)
	colWarning = palette.Colour(palette.LintWarning)
	colInfo    = palette.Colour(palette.LintInfo)
	colBase    = palette.Colour(palette.GhostBase)
)

// MarkerColour returns the colour of a finding's marker.
func MarkerColour(sev lint.Severity) color.RGBA {
	switch sev {
	case lint.Error:
		return colError
	case lint.Warning:
		return colWarning
	}
	return colInfo
}

// Draw draws over img (a view of the level through vp): the base ghost
// as a thin white dotted line, the current ghost coloured by frame (blue
// to red), a white circle where they part, and with markers a marker per
// finding (a circle, or a frame for an area) in its severity's colour.
func (s *State) Draw(img *image.RGBA, vp preview.Viewport, ghosts, markers bool) {
	if ghosts {
		line := func(t trajdiff.Trajectory, base bool) {
			for i := 1; i < len(t); i++ {
				if base && i%4 >= 2 {
					continue
				}
				ax, ay := vp.LevelToScreen(t[i-1].X.Pixel(), t[i-1].Y.Pixel())
				bx, by := vp.LevelToScreen(t[i].X.Pixel(), t[i].Y.Pixel())
				if !visible(img.Rect, ax, ay, bx, by) {
					continue
				}
				c := colBase
				if !base {
					c = trajdiff.FrameColour(i+1, len(t))
				}
				preview.DrawLine(img, ax, ay, bx, by, c)
				if !base {
					preview.DrawLine(img, ax+1, ay, bx+1, by, c)
				}
			}
		}
		line(s.Base, true)
		line(s.Ghost, false)
		if s.First > 0 && s.First <= len(s.Ghost) {
			g := s.Ghost[s.First-1]
			x, y := vp.LevelToScreen(g.X.Pixel(), g.Y.Pixel())
			trajdiff.Circle(img, x, y, 8, colBase)
		}
	}
	if markers {
		z := vp.Z()
		for _, f := range s.Lint {
			c := MarkerColour(f.Severity)
			x, y := vp.LevelToScreen(f.X, f.Y)
			if f.W > 0 {
				x1, y1 := vp.LevelToScreen(f.X+f.W, f.Y+f.H)
				for i := 0; i < 2; i++ {
					preview.DrawLine(img, x-i, y-i, x1+i, y-i, c)
					preview.DrawLine(img, x-i, y1+i, x1+i, y1+i, c)
					preview.DrawLine(img, x-i, y-i, x-i, y1+i, c)
					preview.DrawLine(img, x1+i, y-i, x1+i, y1+i, c)
				}
				continue
			}
			r := 5 + 2*z
			if vp.S() > 2 { // zoomed far out: small marks, the level stays readable
				r = 3
			}
			trajdiff.Circle(img, x, y, r, c)
			trajdiff.Circle(img, x, y, r+1, c)
			preview.DrawLine(img, x-3, y, x+3, y, c)
			preview.DrawLine(img, x, y-3, x, y+3, c)
		}
	}
}

func visible(r image.Rectangle, ax, ay, bx, by int) bool {
	return !(max(ax, bx) < r.Min.X || min(ax, bx) >= r.Max.X || max(ay, by) < r.Min.Y || min(ay, by) >= r.Max.Y)
}

// Summary returns one line on the checks and findings: "checks: 3 of 4
// pass · lint: 1 error, 2 warnings".
func (s *State) Summary() string {
	checks := "no checks"
	if s.ChecksErr != nil {
		checks = "checks: " + s.ChecksErr.Error()
	} else if len(s.Results) > 0 {
		pass := 0
		for _, r := range s.Results {
			if r.Pass {
				pass++
			}
		}
		checks = fmt.Sprintf("checks: %d of %d pass", pass, len(s.Results))
	}
	var n [3]int
	for _, f := range s.Lint {
		n[f.Severity]++
	}
	return fmt.Sprintf("%s · lint: %d errors, %d warnings, %d notes", checks, n[lint.Error], n[lint.Warning], n[lint.Info])
}
