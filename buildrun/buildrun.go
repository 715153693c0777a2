// Package buildrun builds and runs a SonLVL project's ROM, as SonLVL's
// Build and Run does (SonLVL/MainForm.cs: buildAndRunToolStripMenuItem):
// the INI's buildscr (the build script, run in its own folder), then the
// romfile in the emulator the user set once (useemu=false: the romfile,
// or runcmd, is run itself). Paths in the INI are relative to its folder;
// a NAME.user.ini beside the INI overrides its keys, as in SonLVL.
//
// It does better than SonLVL where SonLVL only works on Windows: a .bat
// build script on another system runs through the Lua or shell script of
// the same name beside it (the disassemblies' build.bat only calls
// build.lua), else through wine; the user may also give a build command of
// their own, run through the shell. The build's output is kept and its
// error lines picked out (the assembler's "> > >" and "error" lines), and
// every failure is one error naming the file: the INI key that is
// missing, the script that is missing or failed, the ROM the build did not
// make.
//
// The editor's Build and Run (Settings: the emulator and build commands)
// and the command line's `loopwright build` both use it. No Fyne.
package buildrun

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"time"

	"loopwright/sonlvl"
)

// Project is what a SonLVL project's INI says about building and running
// it.
type Project struct {
	// INI is the project file's path.
	INI string
	// Script is buildscr, as an absolute path ("" when the INI names
	// none).
	Script string
	// ROM is romfile (else runcmd), as an absolute path ("" when neither).
	ROM string
	// UseEmulator is useemu (default true): run ROM in the emulator;
	// false: run ROM itself.
	UseEmulator bool
}

// Load reads the build keys of the SonLVL project at ini (and of
// NAME.user.ini beside it, whose keys win, as SonLVL's GameInfo.Load).
func Load(ini string) (*Project, error) {
	keys, err := globalKeys(ini)
	if err != nil {
		return nil, err
	}
	user := strings.TrimSuffix(ini, filepath.Ext(ini)) + ".user" + filepath.Ext(ini)
	if _, err := os.Stat(user); err == nil {
		uk, err := globalKeys(user)
		if err != nil {
			return nil, err
		}
		for k, v := range uk {
			keys[k] = v
		}
	}
	dir, err := filepath.Abs(filepath.Dir(ini))
	if err != nil {
		return nil, fmt.Errorf("buildrun: %w", err)
	}
	resolve := func(v string) string {
		if v == "" {
			return ""
		}
		v = filepath.FromSlash(strings.ReplaceAll(v, `\`, "/"))
		if filepath.IsAbs(v) {
			return v
		}
		return filepath.Join(dir, v)
	}
	p := &Project{INI: ini, Script: resolve(keys["buildscr"]), UseEmulator: true}
	if r := keys["romfile"]; r != "" {
		p.ROM = resolve(r)
	} else {
		p.ROM = resolve(keys["runcmd"])
	}
	if v, ok := keys["useemu"]; ok {
		switch strings.ToLower(strings.TrimSpace(v)) {
		case "false", "0", "no":
			p.UseEmulator = false
		case "true", "1", "yes", "":
		default:
			return nil, fmt.Errorf("buildrun: %s: useemu=%q is not true or false", ini, v)
		}
	}
	return p, nil
}

// globalKeys returns the global keys (before any section) of an INI file.
func globalKeys(path string) (map[string]string, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("buildrun: %w", err)
	}
	ini, err := sonlvl.ParseINI(path, data)
	if err != nil {
		return nil, fmt.Errorf("buildrun: %w", err)
	}
	keys := map[string]string{}
	for _, k := range []string{"buildscr", "romfile", "runcmd", "useemu"} {
		if v, ok := ini.Global.Get(k); ok {
			keys[k] = strings.TrimSpace(v)
		}
	}
	return keys, nil
}

// Options change how a project is built and run.
type Options struct {
	// BuildCommand, when set, is run through the shell instead of the
	// project's build script, in the script's folder (the INI's when it
	// names none).
	BuildCommand string
	// Emulator is the emulator's command line, run through the shell:
	// {rom} is replaced by the ROM's path (quoted), else the path is
	// added at the end.
	Emulator string
	// ROM, when set, replaces the INI's romfile (relative to the INI's
	// folder).
	ROM string
	// GOOS is the system to plan for ("": this one); LookPath finds a
	// program (nil: exec.LookPath). Tests set both.
	GOOS     string
	LookPath func(string) (string, error)
}

func (o *Options) goos() string {
	if o.GOOS != "" {
		return o.GOOS
	}
	return runtime.GOOS
}

func (o *Options) lookPath(name string) (string, error) {
	if o.LookPath != nil {
		return o.LookPath(name)
	}
	return exec.LookPath(name)
}

// Plan is the commands a build and run will run.
type Plan struct {
	// BuildArgs is the build's argument list and Dir its working folder.
	BuildArgs []string
	Dir       string
	// ROM is the file the build must make (an absolute path).
	ROM string
	// RunArgs is the emulator's (or the ROM's own) argument list; nil
	// when there is nothing to run with (RunErr says why).
	RunArgs []string
	RunErr  error
}

// shell returns the argument list running line through the system's
// shell.
func shell(goos, line string) []string {
	if goos == "windows" {
		return []string{"cmd", "/c", line}
	}
	return []string{"sh", "-c", line}
}

// quote quotes a path for the system's shell.
func quote(goos, s string) string {
	if goos == "windows" {
		return `"` + s + `"`
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

// Plan works out the commands to build and run p with o: an error names
// what is missing (the INI key, the script, an interpreter).
func (p *Project) Plan(o Options) (*Plan, error) {
	goos := o.goos()
	pl := &Plan{ROM: p.ROM}
	if o.ROM != "" {
		pl.ROM = o.ROM
		if !filepath.IsAbs(pl.ROM) {
			dir, err := filepath.Abs(filepath.Dir(p.INI))
			if err != nil {
				return nil, fmt.Errorf("buildrun: %w", err)
			}
			pl.ROM = filepath.Join(dir, pl.ROM)
		}
	}
	if pl.ROM == "" {
		return nil, fmt.Errorf("buildrun: %s: no romfile= (or runcmd=) key: which file does the build make?", p.INI)
	}
	pl.Dir, _ = filepath.Abs(filepath.Dir(p.INI))
	if p.Script != "" {
		pl.Dir = filepath.Dir(p.Script)
	}
	switch {
	case o.BuildCommand != "":
		pl.BuildArgs = shell(goos, o.BuildCommand)
	case p.Script == "":
		return nil, fmt.Errorf("buildrun: %s: no buildscr= key: name the project's build script there, or give a build command (Settings, --build-cmd)", p.INI)
	default:
		b, err := p.scriptCommand(&o, goos)
		if err != nil {
			return nil, err
		}
		pl.BuildArgs = b
	}
	switch {
	case !p.UseEmulator:
		pl.RunArgs = []string{pl.ROM}
	case o.Emulator == "":
		pl.RunErr = fmt.Errorf("buildrun: no emulator set: set its command once in Settings (or --emulator), e.g. blastem {rom}")
	default:
		line := o.Emulator
		if strings.Contains(line, "{rom}") {
			line = strings.ReplaceAll(line, "{rom}", quote(goos, pl.ROM))
		} else {
			line += " " + quote(goos, pl.ROM)
		}
		pl.RunArgs = shell(goos, line)
	}
	return pl, nil
}

// scriptCommand returns the argument list running the build script.
func (p *Project) scriptCommand(o *Options, goos string) ([]string, error) {
	s := p.Script
	if _, err := os.Stat(s); err != nil {
		return nil, fmt.Errorf("buildrun: %s: buildscr=: %s does not exist", p.INI, s)
	}
	base := strings.TrimSuffix(s, filepath.Ext(s))
	exists := func(f string) bool { _, err := os.Stat(f); return err == nil }
	lua := func() (string, bool) {
		for _, n := range []string{"lua", "lua5.4", "lua5.3", "lua5.2", "lua5.1", "luajit"} {
			if l, err := o.lookPath(n); err == nil {
				return l, true
			}
		}
		return "", false
	}
	switch ext := strings.ToLower(filepath.Ext(s)); ext {
	case ".bat", ".cmd":
		if goos == "windows" {
			return []string{"cmd", "/c", s}, nil
		}
		// The disassemblies' build.bat only runs build.lua with the Lua
		// they ship for Windows: run build.lua with this system's Lua.
		if exists(base + ".lua") {
			if l, ok := lua(); ok {
				return []string{l, base + ".lua"}, nil
			}
		}
		if exists(base + ".sh") {
			return []string{"sh", base + ".sh"}, nil
		}
		if w, err := o.lookPath("wine"); err == nil {
			return []string{w, "cmd", "/c", s}, nil
		}
		alt := ""
		if exists(base + ".lua") {
			alt = fmt.Sprintf(" (%s is there: install Lua)", filepath.Base(base+".lua"))
		}
		return nil, fmt.Errorf("buildrun: %s is a Windows batch file and this system runs none%s: install wine, put a %s beside it, or give a build command (Settings, --build-cmd)", s, alt, filepath.Base(base+".sh"))
	case ".lua":
		if l, ok := lua(); ok {
			return []string{l, s}, nil
		}
		return nil, fmt.Errorf("buildrun: %s is a Lua script and no lua is on the PATH", s)
	case ".sh":
		return []string{"sh", s}, nil
	case ".py":
		return []string{"python3", s}, nil
	}
	return []string{s}, nil
}

// Result is what a build did.
type Result struct {
	// Output is the build's standard output and error, interleaved.
	Output []byte
	// Errors are the output's lines that report errors (the assembler's
	// "> > >" lines and lines saying "error"), at most MaxErrorLines.
	Errors []string
	// ROM is the ROM file and Size its size, once built.
	ROM  string
	Size int64
}

// MaxErrorLines bounds Result.Errors.
const MaxErrorLines = 50

// Build runs the plan's build, copying its output to out as it comes
// (nil: nowhere), and checks that it made the ROM. The error names the
// build and its exit status, or the ROM it did not make; the Result is
// returned either way.
func (pl *Plan) Build(ctx context.Context, out io.Writer) (*Result, error) {
	var buf bytes.Buffer
	w := io.Writer(&buf)
	if out != nil {
		w = io.MultiWriter(&buf, out)
	}
	before, beforeErr := os.Stat(pl.ROM)
	cmd := exec.CommandContext(ctx, pl.BuildArgs[0], pl.BuildArgs[1:]...)
	cmd.Dir = pl.Dir
	cmd.Stdout, cmd.Stderr = w, w
	start := time.Now()
	err := cmd.Run()
	res := &Result{Output: buf.Bytes(), Errors: errorLines(buf.Bytes()), ROM: pl.ROM}
	name := strings.Join(pl.BuildArgs, " ")
	if err != nil {
		var ee *exec.ExitError
		if errors.As(err, &ee) {
			err = fmt.Errorf("buildrun: the build (%s) failed: %v", name, ee.ProcessState)
		} else {
			err = fmt.Errorf("buildrun: the build (%s) did not run: %w", name, err)
		}
		if len(res.Errors) > 0 {
			err = fmt.Errorf("%w; first error: %s", err, res.Errors[0])
		}
		return res, err
	}
	st, err := os.Stat(pl.ROM)
	if err != nil {
		return res, fmt.Errorf("buildrun: the build (%s) ended without error but made no ROM: %s does not exist", name, pl.ROM)
	}
	if beforeErr == nil && st.ModTime().Equal(before.ModTime()) && st.Size() == before.Size() && st.ModTime().Before(start) {
		return res, fmt.Errorf("buildrun: the build (%s) ended without error but did not rewrite %s", name, pl.ROM)
	}
	res.Size = st.Size()
	return res, nil
}

// errorLines picks the lines of a build's output that report errors.
func errorLines(out []byte) []string {
	var lines []string
	sc := bufio.NewScanner(bytes.NewReader(out))
	sc.Buffer(make([]byte, 0, 4096), 1<<20)
	for sc.Scan() {
		l := strings.TrimSpace(sc.Text())
		low := strings.ToLower(l)
		if strings.HasPrefix(l, "> > >") || strings.Contains(low, "error") && !strings.Contains(low, "0 error") {
			lines = append(lines, l)
			if len(lines) == MaxErrorLines {
				break
			}
		}
	}
	return lines
}

// Start starts the plan's run (the emulator on the ROM, or the ROM
// itself) without waiting for it; the caller may Wait on the command.
func (pl *Plan) Start() (*exec.Cmd, error) {
	if pl.RunArgs == nil {
		return nil, pl.RunErr
	}
	if _, err := os.Stat(pl.ROM); err != nil {
		return nil, fmt.Errorf("buildrun: nothing to run: %s does not exist", pl.ROM)
	}
	cmd := exec.Command(pl.RunArgs[0], pl.RunArgs[1:]...)
	cmd.Dir = filepath.Dir(pl.ROM)
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("buildrun: starting %s: %w", strings.Join(pl.RunArgs, " "), err)
	}
	return cmd, nil
}
