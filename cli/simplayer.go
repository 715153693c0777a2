package cli

import (
	"fmt"
	"strconv"

	"github.com/spf13/pflag"

	"loopwright/layers"
	"loopwright/physics"
)

// playerFlags are sim's run settings: start with a shield,
// super, hyper, rings, emeralds, Super Emeralds, underwater or another water level, and the
// animation keys in the trace (docs/abilities.md).
type playerFlags struct {
	shield     *string
	super      *bool
	hyper      *bool
	superEms   *int
	rings      *int
	emeralds   *int
	water      *int
	underwater *bool
	anim       *bool
	fs         *pflag.FlagSet
}

// addPlayerFlags defines the run-setting flags on fs; trace adds --anim
// (a trace option: render has none).
func addPlayerFlags(fs *pflag.FlagSet, trace bool) *playerFlags {
	f := &playerFlags{
		shield:     fs.String("shield", "none", "start with shield `KIND`: none, normal, fire, bubble or lightning (elemental shields: s3k, mania)"),
		super:      fs.Bool("super", false, "start in the super form (s2 Sonic; s3k and mania: all)"),
		hyper:      fs.Bool("hyper", false, "start in the hyper form (s3k Sonic and Knuckles; elsewhere the super form; default off)"),
		superEms:   fs.Int("super-emeralds", 0, "hold `N` Super Emeralds (s3k: 7 and 50 rings transform into the hyper form; default none)"),
		rings:      fs.Int("rings", 0, "start with `N` rings (default: the level's)"),
		emeralds:   fs.Int("emeralds", 0, "hold `N` chaos emeralds (7 and 50 rings: a jump press in the air transforms; default none)"),
		water:      fs.Int("water", 0, "the water surface's starting `Y` (default: the level's water_level, or no water)"),
		underwater: fs.Bool("underwater", false, "start underwater: the water surface at the level's top unless --water or the level says otherwise"),
		fs:         fs,
		anim:       new(bool),
	}
	if trace {
		f.anim = fs.Bool("anim", false, "add the animation keys (anim, anim_frame) to JSON lines")
	}
	return f
}

// playerValues are the run settings' shell-completion values.
var playerValues = map[string][]string{
	"shield": {"none", "normal", "fire", "bubble", "lightning"},
}

// check validates the flags (usage errors).
func (f *playerFlags) check() error {
	if _, ok := physics.ParseShield(*f.shield); !ok {
		return fmt.Errorf("%w: --shield: %q is not none, normal, fire, bubble or lightning", ErrUsage, *f.shield)
	}
	if *f.rings < 0 || *f.rings > 999 {
		return fmt.Errorf("%w: --rings: %d is out of range (0..999)", ErrUsage, *f.rings)
	}
	if *f.emeralds < 0 || *f.emeralds > 7 {
		return fmt.Errorf("%w: --emeralds: %d is out of range (0..7)", ErrUsage, *f.emeralds)
	}
	if *f.superEms < 0 || *f.superEms > 7 {
		return fmt.Errorf("%w: --super-emeralds: %d is out of range (0..7)", ErrUsage, *f.superEms)
	}
	return nil
}

// level applies --water to lvl (a loaded copy) before the simulation
// starts.
func (f *playerFlags) level(lvl *layers.Level) {
	if !f.fs.Changed("water") {
		return
	}
	v := strconv.Itoa(*f.water)
	for i := range lvl.Props {
		if lvl.Props[i].Name == "water_level" {
			lvl.Props[i].Value = v
			return
		}
	}
	lvl.Props = append(lvl.Props, layers.Prop{Name: "water_level", Type: "int", Value: v})
}

// run returns the run settings the flags give (physics.RunSettings).
func (f *playerFlags) run() physics.RunSettings {
	k, _ := physics.ParseShield(*f.shield)
	return physics.RunSettings{Shield: k, Super: *f.super, Rings: *f.rings, Emeralds: *f.emeralds, Underwater: *f.underwater,
		Hyper: *f.hyper, SuperEmeralds: *f.superEms}
}
