package cli

import (
	"bytes"
	"fmt"
	"loopwright/traceio"

	"github.com/spf13/pflag"

	"loopwright/physics"
)

// p2Flags are sim's second-player flags (docs/physics.md "Player 2", docs/player2.md):
// --p2 CHARACTER adds a second player, CPU-controlled (Sonic 2's Tails
// CPU) unless --p2-inputs gives it its own input script.
type p2Flags struct {
	char   *string
	inputs *string
	script traceio.Script
	fs     *pflag.FlagSet
}

// addP2Flags defines the second-player flags on fs.
func addP2Flags(fs *pflag.FlagSet) *p2Flags {
	return &p2Flags{
		char:   fs.String("p2", "none", "add a second player `CHARACTER` (none, sonic, tails, knuckles) following the first as Sonic 2's CPU Tails does (sim: each record gets key p2)"),
		inputs: fs.String("p2-inputs", "", "drive the second player with its own input script `FILE` instead of the CPU (default: none, the CPU drives it)"),
		fs:     fs,
	}
}

// config returns the second player's configuration, reading its script.
func (f *p2Flags) config() (physics.P2Config, error) {
	if *f.char == "none" || *f.char == "" {
		if *f.inputs != "" {
			return physics.P2Config{}, fmt.Errorf("%w: --p2-inputs needs --p2 CHARACTER", ErrUsage)
		}
		return physics.P2Config{}, nil
	}
	c, err := physics.ParseCharacter(*f.char)
	if err != nil {
		return physics.P2Config{}, fmt.Errorf("%w: --p2: %w", ErrUsage, err)
	}
	cfg := physics.P2Config{On: true, Character: c}
	if *f.inputs != "" {
		data, err := readIn("--p2-inputs", *f.inputs)
		if err != nil {
			return cfg, fmt.Errorf("sim: %w", err)
		}
		f.script, err = traceio.ParseInputs(bytes.NewReader(data), *f.inputs)
		if err != nil {
			return cfg, err
		}
		cfg.Scripted = true
	}
	return cfg, nil
}

// step feeds a scripted second player its buttons for frame i.
func (f *p2Flags) step(sim *physics.Sim, i int) {
	if *f.inputs != "" {
		sim.SetP2Input(f.script.At(i))
	}
}
