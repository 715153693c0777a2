package cli

import (
	"flag"
	"fmt"
	"os"

	"loopwright/layers"
	"loopwright/levelio"
	"loopwright/physics"
)

// simFlags are the flags sim and render share (contracts section 1):
// --level, --name, --character, --variant, --start and --inputs.
type simFlags struct {
	level, name, character, variant, start, inputs *string
}

// addSimFlags defines the shared flags on fs, with their defaults.
func addSimFlags(fs *flag.FlagSet) *simFlags {
	return &simFlags{
		level:     fs.String("level", "", "level pack directory, pack file or .tmx map"),
		name:      fs.String("name", "", "level name within the pack (default: the first)"),
		character: fs.String("character", "sonic", "sonic, tails or knuckles"),
		variant:   fs.String("variant", "s2", "s1, s2, s3k, cd or mania"),
		start:     fs.String("start", "", "player start X,Y (default: the level's)"),
		inputs:    fs.String("inputs", "", "input script (default: no input)"),
	}
}

// simSetup is what the shared flags load: the level, the physics config,
// the player start and the input script (empty without --inputs).
type simSetup struct {
	lvl    *layers.Level
	cfg    physics.Config
	start  layers.Point
	script physics.Script
}

// load parses --variant and --character, loads the level, resolves the
// start and reads the input script, in that order. cmd ("sim", "render")
// prefixes the errors that are not usage errors.
func (f *simFlags) load(cmd string) (*simSetup, error) {
	v, err := physics.ParseVariant(*f.variant)
	if err != nil {
		return nil, fmt.Errorf("%w: --variant: %v", ErrUsage, err)
	}
	c, err := physics.ParseCharacter(*f.character)
	if err != nil {
		return nil, fmt.Errorf("%w: --character: %v", ErrUsage, err)
	}
	lvl, err := levelio.LoadLevel(*f.level, *f.name)
	if err != nil {
		return nil, err
	}
	if lvl == nil || lvl.Lib == nil {
		return nil, fmt.Errorf("%s: %s: no level", cmd, *f.level)
	}
	s := &simSetup{lvl: lvl, cfg: physics.Config{Variant: v, Character: c}, start: lvl.Start}
	if *f.start != "" {
		p, err := parsePoint(*f.start)
		if err != nil {
			return nil, fmt.Errorf("%w: --start: %v", ErrUsage, err)
		}
		s.start = p
	}
	if *f.inputs != "" {
		file, err := os.Open(*f.inputs)
		if err != nil {
			return nil, fmt.Errorf("%s: %v", cmd, err)
		}
		s.script, err = physics.ParseInputs(file, *f.inputs)
		file.Close()
		if err != nil {
			return nil, err
		}
	}
	return s, nil
}
