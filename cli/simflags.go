package cli

import (
	"bytes"
	"fmt"
	"loopwright/traceio"
	"strings"

	"github.com/spf13/pflag"

	"loopwright/layers"
	"loopwright/levelcheck"
	"loopwright/levelio"
	"loopwright/physics"
	"loopwright/sonlvl"
)

// simFlags are the flags sim and render share (docs/cli.md):
// --level, --name, --character, --variant, --start and --inputs.
type simFlags struct {
	level, name, character, variant, start, inputs *string
	startState                                     *string
	startPos                                       *string
	fs                                             *pflag.FlagSet
}

// addSimFlags defines the shared flags on fs, with their defaults.
func addSimFlags(fs *pflag.FlagSet) *simFlags {
	return &simFlags{
		level:      fs.String("level", "", "the level `PATH`: a pack directory, pack.json, .zip, .tmx map or SonLVL project .ini (with --name) (required)"),
		name:       fs.String("name", "", "the `LEVEL` to use, by name, when PATH holds several (default: the first)"),
		character:  fs.String("character", "sonic", "the `CHARACTER`: sonic, tails or knuckles"),
		variant:    fs.String("variant", "s2", "follow the rules of game `VARIANT`: s1, s2, s3k, cd or mania; a SonLVL project's level defaults to its own game"),
		start:      fs.String("start", "", "spawn the player's centre at `X,Y` pixels (default: the level's player_start)"),
		inputs:     fs.String("inputs", "", "read the input script `FILE`: spans of \"COUNT BUTTONS\", e.g. \"120 R\" (default: no input)"),
		startPos:   fs.String("start-pos", "", "start at the level's start position `NAME` (a SonLVL project's startpos: its name, character or number from 1), as its character unless --character is given (default: the first)"),
		fs:         fs,
		startState: fs.String("start-state", "", "start from the state in JSON `FILE` (docs/cli.md: any of x, y, speeds, angle, grounded, rolling, layer, priority, facing; default: standing at the start)"),
	}
}

// simValues are the shell-completion values of the shared flags.
var simValues = map[string][]string{
	"character": {"sonic", "tails", "knuckles"},
	"variant":   {"s1", "s2", "s3k", "cd", "mania"},
	"level":     {".tmx", ".json", ".zip", ".ini"},
	"inputs":    {".txt"},
}

// withValues returns a copy of simValues with more entries.
func withValues(more map[string][]string) map[string][]string {
	m := make(map[string][]string, len(simValues)+len(more))
	for k, v := range simValues {
		m[k] = v
	}
	for k, v := range more {
		m[k] = v
	}
	return m
}

// simSetup is what the shared flags load: the level, the physics config,
// the player start and the input script (empty without --inputs).
type simSetup struct {
	lvl    *layers.Level
	cfg    physics.Config
	start  layers.Point
	state  *levelcheck.State // --start-state, or nil
	script traceio.Script
}

// load parses --variant and --character, loads the level, resolves the
// start and reads the input script, in that order. cmd ("sim", "render")
// prefixes the errors that are not usage errors.
func (f *simFlags) load(cmd string) (*simSetup, error) {
	v, err := physics.ParseVariant(*f.variant)
	if err != nil {
		return nil, fmt.Errorf("%w: --variant: %w", ErrUsage, err)
	}
	if !f.fs.Changed("variant") && levelio.IsProject(*f.level) {
		// A SonLVL project level plays by its own game's rules.
		if p, err := sonlvl.Open(*f.level); err == nil {
			switch p.Version {
			case sonlvl.S1:
				v = physics.S1
			case sonlvl.S3K:
				v = physics.S3K
			}
		}
	}
	c, err := physics.ParseCharacter(*f.character)
	if err != nil {
		return nil, fmt.Errorf("%w: --character: %w", ErrUsage, err)
	}
	lvl, err := levelio.LoadLevel(*f.level, *f.name)
	if err != nil {
		return nil, err
	}
	if lvl == nil || lvl.Lib == nil {
		return nil, fmt.Errorf("%s: %s: no level", cmd, *f.level)
	}
	s := &simSetup{lvl: lvl, cfg: physics.Config{Variant: v, Character: c}, start: lvl.Start}
	if *f.startPos != "" {
		sp, err := sonlvl.FindStart(lvl, *f.startPos)
		if err != nil {
			return nil, fmt.Errorf("%w: --start-pos: %w", ErrUsage, err)
		}
		s.start = layers.Point{X: sp.X, Y: sp.Y}
		if !f.fs.Changed("character") {
			if c, err := physics.ParseCharacter(strings.ToLower(sp.Character)); err == nil {
				s.cfg.Character = c
			}
		}
	}
	if *f.start != "" {
		p, err := parsePoint(*f.start)
		if err != nil {
			return nil, fmt.Errorf("%w: --start: %w", ErrUsage, err)
		}
		s.start = p
	}
	if *f.startState != "" {
		data, err := readIn("--start-state", *f.startState)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", cmd, err)
		}
		if s.state, err = levelcheck.ParseStartState(data, *f.startState); err != nil {
			return nil, err
		}
	}
	if *f.inputs != "" {
		data, err := readIn("--inputs", *f.inputs)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", cmd, err)
		}
		s.script, err = traceio.ParseInputs(bytes.NewReader(data), *f.inputs)
		if err != nil {
			return nil, err
		}
	}
	return s, nil
}

// newSim starts the simulation the flags describe: at the start, or in
// the --start-state (levelcheck.NewSim).
func (s *simSetup) newSim(lvl *layers.Level, cfg physics.Config) *physics.Sim {
	return levelcheck.NewSim(lvl, cfg, s.start, s.state)
}
