package cli

import (
	"context"
	"fmt"
	"strings"

	"github.com/spf13/pflag"

	"loopwright/buildrun"
	"loopwright/levelio"
)

// build (docs/cli.md): SonLVL's Build and Run from the command line, on
// package buildrun: the project's build script, then, with --run, the
// emulator on the ROM.

func init() {
	Register(&Command{
		Name:    "build",
		Args:    "PROJECT.ini",
		Summary: "build a SonLVL project's ROM with its build script, and run it in an emulator",
		Long: `Runs the build script the project's INI names (buildscr=, in the script's own
folder) and checks that it made the ROM (romfile=), as SonLVL's Build and Run
does; the build's output is shown as it comes, and a failure names the exit
status and the first error line. A Windows .bat script runs, on other
systems, through the Lua or shell script of the same name beside it (the
disassemblies' build.bat only runs build.lua), else through wine.
--build-cmd runs a command of your own through the shell instead.

--run then starts the emulator on the ROM (useemu=false in the INI: the ROM
itself). The emulator's command line is set once, with --emulator and
--remember or in the editor's Build > Settings; {rom} in it is replaced by
the ROM's path, else the path is added at the end.`,
		Example: `loopwright pack export examples/packs/basics --format s2disasm --out myhack
loopwright build "myhack/SonLVL INI Files/SonLVL.ini" --build-cmd "cat ../level/layout/basics.kos > ../hack.bin" --rom ../hack.bin
loopwright build "myhack/SonLVL INI Files/SonLVL.ini" --build-cmd "cat ../level/layout/basics.kos > ../hack.bin" --rom ../hack.bin --emulator "blastem {rom}" --dry-run`,
		Flags: func(fs *pflag.FlagSet) RunFunc {
			run := fs.Bool("run", false, "start the emulator on the ROM once it is built")
			emu := fs.String("emulator", "", "the emulator's `COMMAND` line ({rom}: the ROM's path); default: the saved setting")
			cmd := fs.String("build-cmd", "", "run `COMMAND` through the shell instead of the project's build script; default: the saved setting")
			rom := fs.String("rom", "", "the ROM `FILE` the build makes, relative to the INI's folder; default: the INI's romfile=")
			dry := fs.Bool("dry-run", false, "print the commands and run nothing")
			remember := fs.Bool("remember", false, "save --emulator and --build-cmd as the settings for later builds (and the editor)")
			return func(env Env, args []string) error {
				if len(args) != 1 {
					return fmt.Errorf("%w: want one PROJECT.ini", ErrUsage)
				}
				if !levelio.IsProject(args[0]) {
					return fmt.Errorf("%w: %s is not a SonLVL project (.ini)", ErrUsage, args[0])
				}
				file, err := buildrun.SettingsFile()
				var set buildrun.Settings
				if err == nil {
					if set, err = buildrun.LoadSettings(file); err != nil {
						return err
					}
				}
				if fs.Changed("emulator") {
					set.Emulator = *emu
				}
				if fs.Changed("build-cmd") {
					set.BuildCommand = *cmd
				}
				if *remember {
					if file == "" {
						return fmt.Errorf("build: --remember: %w", err)
					}
					if err := set.Save(file); err != nil {
						return err
					}
					fmt.Fprintf(env.Stdout, "settings saved in %s\n", file)
				}
				return runBuild(env, args[0], set, *rom, *run, *dry)
			}
		},
		Values: map[string][]string{"rom": {".bin", ".md", ".gen"}},
	})
}

func runBuild(env Env, ini string, set buildrun.Settings, rom string, run, dry bool) error {
	p, err := buildrun.Load(ini)
	if err != nil {
		return err
	}
	o := set.Options()
	o.ROM = rom
	pl, err := p.Plan(o)
	if err != nil {
		return err
	}
	if dry {
		fmt.Fprintf(env.Stdout, "build: %s\n   in: %s\n  rom: %s\n", strings.Join(pl.BuildArgs, " "), pl.Dir, pl.ROM)
		if pl.RunArgs != nil {
			fmt.Fprintf(env.Stdout, "  run: %s\n", strings.Join(pl.RunArgs, " "))
		} else {
			fmt.Fprintf(env.Stdout, "  run: (none: %v)\n", pl.RunErr)
		}
		return nil
	}
	res, err := pl.Build(context.Background(), env.Stdout)
	if err != nil {
		return err
	}
	fmt.Fprintf(env.Stdout, "built %s (%d bytes)\n", res.ROM, res.Size)
	if !run {
		return nil
	}
	c, err := pl.Start()
	if err != nil {
		return err
	}
	fmt.Fprintf(env.Stdout, "started %s (process %d)\n", strings.Join(pl.RunArgs, " "), c.Process.Pid)
	return c.Process.Release()
}
