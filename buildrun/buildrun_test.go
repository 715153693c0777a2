package buildrun

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"runtime"
	"strings"
	"testing"
)

// project writes a project folder: "SonLVL INI Files/SonLVL.ini" with the
// given global keys and each file (relative to the folder), and returns
// the INI's path.
func project(t *testing.T, keys string, files map[string]string) string {
	t.Helper()
	root := t.TempDir()
	ini := filepath.Join(root, "SonLVL INI Files", "SonLVL.ini")
	files["SonLVL INI Files/SonLVL.ini"] = "version=S2\r\n" + keys + "[Level 1]\r\nlayout=../l.bin\r\n"
	for name, data := range files {
		p := filepath.Join(root, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(data), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	return ini
}

func needSh(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("the test scripts are POSIX shell")
	}
	if _, err := os.Stat("/bin/sh"); err != nil {
		t.Skip("no /bin/sh")
	}
}

// TestLoad_Keys: buildscr, romfile, runcmd and useemu as SonLVL's
// GameInfo reads them, paths relative to the INI's folder (backslashes
// too), NAME.user.ini's keys winning.
func TestLoad_Keys(t *testing.T) {
	ini := project(t, "buildscr=..\\build.bat\r\nromfile=../s2built.bin\r\n", map[string]string{})
	p, err := Load(ini)
	if err != nil {
		t.Fatal(err)
	}
	root := filepath.Dir(filepath.Dir(ini))
	if p.Script != filepath.Join(root, "build.bat") || p.ROM != filepath.Join(root, "s2built.bin") || !p.UseEmulator {
		t.Errorf("got %+v", p)
	}
	user := filepath.Join(filepath.Dir(ini), "SonLVL.user.ini")
	if err := os.WriteFile(user, []byte("romfile=\r\nruncmd=../game.exe\r\nuseemu=False\r\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if p, err = Load(ini); err != nil {
		t.Fatal(err)
	}
	if p.ROM != filepath.Join(root, "game.exe") || p.UseEmulator {
		t.Errorf("with the .user.ini: %+v", p)
	}
	if err := os.WriteFile(user, []byte("useemu=maybe\r\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := Load(ini); err == nil || !strings.Contains(err.Error(), `useemu="maybe"`) {
		t.Errorf("bad useemu: %v", err)
	}
}

// TestProject_Plan_Scripts: the build script's command on each system: a
// .bat on Windows through cmd; elsewhere through the Lua or shell script
// of its name beside it (the disassemblies' build.bat runs build.lua),
// else wine, else an error saying what to install.
func TestProject_Plan_Scripts(t *testing.T) {
	ini := project(t, "buildscr=../build.bat\r\nromfile=../s2built.bin\r\n", map[string]string{"build.bat": "lua build.lua", "build.lua": "--"})
	root := filepath.Dir(filepath.Dir(ini))
	p, err := Load(ini)
	if err != nil {
		t.Fatal(err)
	}
	have := func(names ...string) func(string) (string, error) {
		return func(n string) (string, error) {
			for _, h := range names {
				if h == n {
					return "/usr/bin/" + n, nil
				}
			}
			return "", errors.New("not found")
		}
	}
	cases := []struct {
		name, goos string
		path       []string
		want       []string
		err        string
	}{
		{"windows", "windows", nil, []string{"cmd", "/c", filepath.Join(root, "build.bat")}, ""},
		{"lua", "linux", []string{"lua5.4", "wine"}, []string{"/usr/bin/lua5.4", filepath.Join(root, "build.lua")}, ""},
		{"wine", "linux", []string{"wine"}, []string{"/usr/bin/wine", "cmd", "/c", filepath.Join(root, "build.bat")}, ""},
		{"nothing", "linux", nil, nil, "build.bat is a Windows batch file and this system runs none (build.lua is there: install Lua)"},
	}
	for _, c := range cases {
		pl, err := p.Plan(Options{GOOS: c.goos, LookPath: have(c.path...)})
		if c.err != "" {
			if err == nil || !strings.Contains(err.Error(), c.err) {
				t.Errorf("%s: err %v, want %q", c.name, err, c.err)
			}
			continue
		}
		if err != nil || !reflect.DeepEqual(pl.BuildArgs, c.want) || pl.Dir != root {
			t.Errorf("%s: %+v %v, want %q in %s", c.name, pl, err, c.want, root)
		}
	}
	// A build command of the user's own replaces the script.
	pl, err := p.Plan(Options{GOOS: "linux", BuildCommand: "make rom", LookPath: have()})
	if err != nil || !reflect.DeepEqual(pl.BuildArgs, []string{"sh", "-c", "make rom"}) {
		t.Errorf("build command: %+v %v", pl, err)
	}
}

// TestProject_Plan_Errors: each missing piece is one error naming it.
func TestProject_Plan_Errors(t *testing.T) {
	for _, c := range []struct{ keys, want string }{
		{"romfile=../a.bin\r\n", "no buildscr= key"},
		{"buildscr=../build.sh\r\n", "no romfile= (or runcmd=) key"},
		{"buildscr=../gone.sh\r\nromfile=../a.bin\r\n", "buildscr=: "},
	} {
		ini := project(t, c.keys, map[string]string{"build.sh": ""})
		p, err := Load(ini)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := p.Plan(Options{}); err == nil || !strings.Contains(err.Error(), c.want) || !strings.Contains(err.Error(), "SonLVL.ini") && !strings.Contains(err.Error(), "gone.sh") {
			t.Errorf("%q: err %v, want %q", c.keys, err, c.want)
		}
	}
}

// TestPlan_Build: a build that makes the ROM succeeds with its output
// kept; one that fails names its exit status and the assembler's first
// error line; one that makes no ROM, or leaves it as it was, says so.
func TestPlan_Build(t *testing.T) {
	needSh(t)
	ini := project(t, "buildscr=../build.sh\r\nromfile=../game.bin\r\n", map[string]string{
		"build.sh": "echo assembling\necho ROM > game.bin\n",
		"fail.sh":  "echo '> > > s2.asm(12): error: symbol undefined' >&2\nexit 3\n",
		"none.sh":  "echo nothing\n",
	})
	p, err := Load(ini)
	if err != nil {
		t.Fatal(err)
	}
	pl, err := p.Plan(Options{})
	if err != nil {
		t.Fatal(err)
	}
	var live strings.Builder
	res, err := pl.Build(context.Background(), &live)
	if err != nil || res.Size != 4 || !strings.Contains(string(res.Output), "assembling") || live.String() != string(res.Output) {
		t.Fatalf("build: %+v %v", res, err)
	}
	// The ROM is there and the build does not rewrite it.
	pl.BuildArgs = []string{"sh", "none.sh"}
	if _, err := pl.Build(context.Background(), nil); err == nil || !strings.Contains(err.Error(), "did not rewrite") {
		t.Errorf("unchanged ROM: %v", err)
	}
	if err := os.Remove(pl.ROM); err != nil {
		t.Fatal(err)
	}
	if _, err := pl.Build(context.Background(), nil); err == nil || !strings.Contains(err.Error(), "made no ROM") {
		t.Errorf("no ROM: %v", err)
	}
	pl.BuildArgs = []string{"sh", "fail.sh"}
	res, err = pl.Build(context.Background(), nil)
	if err == nil || !strings.Contains(err.Error(), "exit status 3") || !strings.Contains(err.Error(), "first error: > > > s2.asm(12): error: symbol undefined") {
		t.Errorf("failing build: %v", err)
	}
	if len(res.Errors) != 1 {
		t.Errorf("error lines %q", res.Errors)
	}
}

// TestPlan_Start: the emulator command gets the ROM's path where it says
// {rom}, else at its end; useemu=false runs the ROM itself; no emulator
// set is an error saying where to set it.
func TestPlan_Start(t *testing.T) {
	needSh(t)
	ini := project(t, "buildscr=../build.sh\r\nromfile=../out/game bin's.bin\r\n", map[string]string{"build.sh": "", "out/game bin's.bin": "ROM"})
	p, err := Load(ini)
	if err != nil {
		t.Fatal(err)
	}
	dir := filepath.Dir(p.ROM)
	for _, emu := range []string{"printf '%s' {rom} > emu.txt", "printf '%s' > emu.txt"} {
		pl, err := p.Plan(Options{Emulator: emu})
		if err != nil {
			t.Fatal(err)
		}
		cmd, err := pl.Start()
		if err != nil {
			t.Fatal(err)
		}
		if err := cmd.Wait(); err != nil {
			t.Fatal(err)
		}
		got, _ := os.ReadFile(filepath.Join(dir, "emu.txt"))
		if string(got) != p.ROM {
			t.Errorf("%s: the emulator got %q, want %q", emu, got, p.ROM)
		}
	}
	pl, err := p.Plan(Options{})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := pl.Start(); err == nil || !strings.Contains(err.Error(), "no emulator set") {
		t.Errorf("no emulator: %v", err)
	}
	p.UseEmulator = false
	if pl, err = p.Plan(Options{}); err != nil || !reflect.DeepEqual(pl.RunArgs, []string{p.ROM}) {
		t.Errorf("useemu=false: %+v %v", pl, err)
	}
}

// TestSettings_SaveLoad: the settings survive a save, a missing file is
// the zero Settings, a corrupt one an error naming it.
func TestSettings_SaveLoad(t *testing.T) {
	path := filepath.Join(t.TempDir(), "cfg", "build.json")
	if s, err := LoadSettings(path); err != nil || s != (Settings{}) {
		t.Fatalf("missing: %+v %v", s, err)
	}
	want := Settings{Emulator: "blastem {rom}", BuildCommand: "lua build.lua"}
	if err := want.Save(path); err != nil {
		t.Fatal(err)
	}
	if s, err := LoadSettings(path); err != nil || s != want {
		t.Errorf("got %+v %v", s, err)
	}
	if o := want.Options(); o.Emulator != want.Emulator || o.BuildCommand != want.BuildCommand {
		t.Errorf("options %+v", o)
	}
	if err := os.WriteFile(path, []byte("{"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := LoadSettings(path); err == nil || !strings.Contains(err.Error(), path) {
		t.Errorf("corrupt: %v", err)
	}
	t.Setenv("LOOPWRIGHT_CONFIG_DIR", "/x")
	if f, err := SettingsFile(); err != nil || f != filepath.Join("/x", "build.json") {
		t.Errorf("SettingsFile %q %v", f, err)
	}
}
