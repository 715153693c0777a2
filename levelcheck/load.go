package levelcheck

import (
	"archive/zip"
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"loopwright/traceio"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strings"

	"loopwright/layers"
	"loopwright/levelio"
	"loopwright/pack"
	"loopwright/physics"
)

// ChecksDir is the folder of a pack that holds its checks files, one
// checks/<level>.json per level.
const ChecksDir = "checks"

// SidecarSuffix ends the name of the checks file beside a .tmx map or a
// disassembly project's INI file: level.tmx has level.checks.json.
const SidecarSuffix = ".checks.json"

// Suite is the checks of one level, ready to run.
type Suite struct {
	// Pack is the pack's name (a map's file name without extension).
	Pack  string
	Level *layers.Level
	// File is the checks file they came from, for messages.
	File   string
	Checks []*Plan
}

// Name returns "PACK/LEVEL", or the level name when both are the same.
func (s *Suite) Name() string {
	if s.Pack == "" || s.Pack == s.Level.Name {
		return s.Level.Name
	}
	return s.Pack + "/" + s.Level.Name
}

// Plan is one check compiled: what to run and what to expect.
type Plan struct {
	Name    string
	Script  traceio.Script
	Configs []physics.Config
	// Start is the player start; State, when non-nil, the start state
	// applied after the spawn.
	Start  layers.Point
	State  *State
	Frames int
	Expect []Expect
}

// SidecarPath returns the checks file beside a map or project file:
// level.tmx gives level.checks.json.
func SidecarPath(file string) string {
	return strings.TrimSuffix(file, filepath.Ext(file)) + SidecarSuffix
}

// Load reads the level pack, map or project at p (anything levelio.Load
// reads) and the checks beside it, and returns one Suite per level that
// has checks, in the pack's level order. Every problem in the checks
// (syntax, unknown levels, missing input files, bad names) is returned as
// an ErrorList; a level without checks has no Suite.
func Load(p string) ([]*Suite, error) {
	if levelio.IsProject(p) {
		return loadProject(p)
	}
	pk, err := levelio.Load(p)
	if err != nil {
		return nil, err
	}
	src, err := openSource(p)
	if err != nil {
		return nil, err
	}
	if c, ok := src.fsys.(io.Closer); ok {
		defer func() { _ = c.Close() }() // read only: a close error loses nothing
	}
	var errs ErrorList
	var out []*Suite
	if src.sidecar != "" {
		f, err := src.readSidecar()
		if f == nil || err != nil {
			return nil, err
		}
		name := src.show(src.sidecar)
		for _, lv := range sortedKeys(f.Levels) {
			if pk.Level(lv) == nil {
				errs = append(errs, &Error{File: name, Place: fmt.Sprintf("level %q", lv), Msg: "no such level in " + p})
			}
		}
		for i, l := range pk.Levels {
			checks := f.Levels[l.Name]
			if i == 0 && len(f.Checks) > 0 {
				checks = append(append([]Check(nil), f.Checks...), checks...)
			}
			if len(checks) > 0 {
				out = append(out, compile(pk, l, checks, src, name, &errs))
			}
		}
		return out, errs.Err()
	}
	for _, l := range pk.Levels {
		file := path.Join(src.root, ChecksDir, l.Name+".json")
		data, err := fs.ReadFile(src.fsys, file)
		if errors.Is(err, fs.ErrNotExist) {
			continue
		}
		name := src.show(file)
		if err != nil {
			errs = append(errs, &Error{File: name, Msg: err.Error(), Err: err})
			continue
		}
		f, err := Parse(data, name)
		if err != nil {
			var el ErrorList
			if errors.As(err, &el) {
				errs = append(errs, el...)
			} else {
				errs = append(errs, err.(*Error))
			}
			continue
		}
		if len(f.Levels) > 0 {
			errs = append(errs, &Error{File: name, Place: "levels", Msg: "a pack's checks file holds its own level's checks only"})
			continue
		}
		out = append(out, compile(pk, l, f.Checks, src, name, &errs))
	}
	return out, errs.Err()
}

// loadProject loads the checks beside a disassembly project's INI file:
// its "checks" belong to the project's first level, its "levels" to the
// levels they name (section names or display names, as --name takes
// them), each loaded from the project.
func loadProject(p string) ([]*Suite, error) {
	src, err := openSource(p)
	if err != nil {
		return nil, err
	}
	f, err := src.readSidecar()
	if f == nil || err != nil {
		return nil, err
	}
	name := src.show(src.sidecar)
	var errs ErrorList
	var out []*Suite
	load := func(level string, checks []Check) {
		pk, err := levelio.LoadNamed(p, level)
		if err != nil {
			errs = append(errs, &Error{File: name, Place: fmt.Sprintf("level %q", level), Msg: err.Error(), Err: err})
			return
		}
		pk.Name = strings.TrimSuffix(filepath.Base(p), filepath.Ext(p))
		out = append(out, compile(pk, pk.Levels[0], checks, src, name, &errs))
	}
	if len(f.Checks) > 0 {
		load("", f.Checks)
	}
	for _, lv := range sortedKeys(f.Levels) {
		load(lv, f.Levels[lv])
	}
	return out, errs.Err()
}

// source is where a path's checks files and input scripts are read from.
type source struct {
	fsys fs.FS
	// root is the pack's folder in fsys ("." or a zip's top folder);
	// input paths are relative to it.
	root string
	// sidecar, when set, is the checks file beside a map or project.
	sidecar string
	// disp is the path shown in messages for fsys's root.
	disp string
}

func (s *source) show(name string) string { return filepath.Join(s.disp, filepath.FromSlash(name)) }

// readSidecar reads and parses the checks file; a missing one gives
// (nil, nil): nothing to check.
func (s *source) readSidecar() (*File, error) {
	data, err := fs.ReadFile(s.fsys, s.sidecar)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	name := s.show(s.sidecar)
	if err != nil {
		return nil, &Error{File: name, Msg: err.Error(), Err: err}
	}
	return Parse(data, name)
}

func openSource(p string) (*source, error) {
	st, err := os.Stat(p)
	if err != nil {
		return nil, err
	}
	if st.IsDir() {
		return &source{fsys: os.DirFS(p), root: ".", disp: p}, nil
	}
	dir, base := filepath.Split(p)
	if dir == "" {
		dir = "."
	}
	switch strings.ToLower(filepath.Ext(p)) {
	case ".json":
		if base == pack.PackFile {
			return &source{fsys: os.DirFS(dir), root: ".", disp: filepath.Clean(dir)}, nil
		}
	case ".zip":
		z, err := zip.OpenReader(p)
		if err != nil {
			return nil, err
		}
		root := "."
		if _, err := fs.Stat(z, pack.PackFile); err != nil {
			if ents, err := fs.ReadDir(z, "."); err == nil && len(ents) == 1 && ents[0].IsDir() {
				root = ents[0].Name()
			}
		}
		return &source{fsys: z, root: root, disp: p + "!"}, nil
	}
	return &source{fsys: os.DirFS(dir), root: ".", sidecar: SidecarPath(base), disp: filepath.Clean(dir)}, nil
}

// compile turns a level's checks into plans, appending problems to errs.
func compile(pk *pack.Pack, l *layers.Level, checks []Check, src *source, file string, errs *ErrorList) *Suite {
	s := &Suite{Pack: pk.Name, Level: l, File: file}
	for i := range checks {
		c := &checks[i]
		place := fmt.Sprintf("check %d (%s)", i+1, c.Name)
		add := func(format string, a ...any) {
			*errs = append(*errs, &Error{File: file, Place: place, Msg: fmt.Sprintf(format, a...)})
		}
		pl := &Plan{Name: c.Name, Start: l.Start, Frames: c.Frames, Expect: c.Expect}
		switch {
		case c.Inputs != "":
			in := path.Join(src.root, filepath.ToSlash(c.Inputs))
			if !fs.ValidPath(in) || strings.HasPrefix(path.Clean(filepath.ToSlash(c.Inputs)), "../") {
				add("inputs: %q is not a file inside the pack or the map's folder", c.Inputs)
				continue
			}
			data, err := fs.ReadFile(src.fsys, in)
			if err != nil {
				add("inputs: %v", err)
				continue
			}
			pl.Script, err = traceio.ParseInputs(bytes.NewReader(data), src.show(in))
			if err != nil {
				add("%v", err)
				continue
			}
		case c.Script != "":
			var err error
			pl.Script, err = traceio.ParseInputs(strings.NewReader(c.Script), file+": "+place+": script")
			if err != nil {
				*errs = append(*errs, &Error{File: file, Place: place, Msg: err.Error(), Err: err})
				continue
			}
		}
		if pl.Frames == 0 {
			pl.Frames = pl.Script.Len()
			if c.Inputs == "" && c.Script == "" {
				pl.Frames = 600
			}
		}
		vs, cs := c.Variants, c.Characters
		if len(vs) == 0 {
			vs = []string{"s2"}
		}
		if len(cs) == 0 {
			cs = []string{"sonic"}
		}
		ok := true
		for _, vn := range vs {
			v, err := physics.ParseVariant(vn)
			if err != nil {
				add("variants: %v", err)
				ok = false
				continue
			}
			for _, cn := range cs {
				ch, err := physics.ParseCharacter(cn)
				if err != nil {
					add("characters: %v", err)
					ok = false
					continue
				}
				run, _ := c.Run.Settings() // checked by Parse
				pl.Configs = append(pl.Configs, physics.Config{Variant: v, Character: ch, Run: run})
			}
		}
		if c.Start != nil {
			pl.Start = layers.Point{X: c.Start.X, Y: c.Start.Y}
		}
		if c.StartState != nil {
			st, err := c.StartState.Compile()
			if err != nil {
				add("start_state: %v", err)
				ok = false
			}
			pl.State = st
			if st != nil && st.HasPos {
				pl.Start = layers.Point{X: st.X.Pixel(), Y: st.Y.Pixel()}
			}
		}
		if ok {
			s.Checks = append(s.Checks, pl)
		}
	}
	return s
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
