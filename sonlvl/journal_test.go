package sonlvl

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"loopwright/layers"
)

// The child process of TestLevel_Save_KilledAtEveryStep: the test binary
// run again with these set opens the project, edits the level, saves it
// and kills itself after step number killAtEnv of the save.
const (
	killINIEnv  = "LOOPWRIGHT_TEST_SAVE_INI"
	killNameEnv = "LOOPWRIGHT_TEST_SAVE_LEVEL"
	killAtEnv   = "LOOPWRIGHT_TEST_SAVE_KILL_AT"
)

// editForSave changes the level so that a save writes several files:
// a mask (collision arrays, angle map), a cell of a chunk (chunks, index,
// blocks), the layout, an object and the start.
func editForSave(t testing.TB, l *Level) {
	t.Helper()
	m := l.Model
	m.Start.X += 16
	tl := &m.Lib.Tiles[len(m.Lib.Tiles)-1]
	tl.Heights[0] = 3
	tl.CustomWidths = false
	done := false
	for c := 1; c < len(m.Lib.Chunks) && !done; c++ {
		for i := range m.Lib.Chunks[c].Blocks {
			if b := &m.Lib.Chunks[c].Blocks[i]; b[0].Tile != 0 {
				nt := b[0].Tile%3 + 1
				b[0].Tile, b[1].Tile = nt, nt
				b[1].XFlip, b[1].YFlip = b[0].XFlip, b[0].YFlip
				done = true
				break
			}
		}
	}
	for i, id := range m.Layout {
		if id != 0 {
			m.Layout[i] = 0
			break
		}
	}
	m.Objects = append(m.Objects, layers.Object{ID: 9000, Class: ClassDisasm, X: 256, Y: 256,
		Props: []layers.Prop{{Name: PropObjID, Type: "string", Value: "0x25"}, {Name: PropSubtype, Type: "string", Value: "0x00"}}})
}

// snapshotFiles returns every file under dir (relative path: bytes).
func snapshotFiles(t *testing.T, dir string) map[string][]byte {
	t.Helper()
	s := map[string][]byte{}
	for p, b := range snapshot(t, dir) {
		r, _ := filepath.Rel(dir, p)
		s[r] = b
	}
	return s
}

func sameFiles(a, b map[string][]byte) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if w, ok := b[k]; !ok || !bytes.Equal(v, w) {
			return false
		}
	}
	return true
}

func diffNames(a, b map[string][]byte) string {
	var d []string
	for k, v := range a {
		if w, ok := b[k]; !ok || !bytes.Equal(v, w) {
			d = append(d, k)
		}
	}
	for k := range b {
		if _, ok := a[k]; !ok {
			d = append(d, k+" (only in the other)")
		}
	}
	sort.Strings(d)
	return strings.Join(d, ", ")
}

// TestLevel_Save_KilledAtEveryStep kills a save (a separate process: this
// test binary run again) after each of its writes and renames in turn, and
// after each opens the project again: the project's files are then
// exactly the old level's or exactly the new level's, never a mix, and no
// journal or new file is left. Before the journal says "commit" the save
// is undone; from then on it is finished (journal.go).
func TestLevel_Save_KilledAtEveryStep(t *testing.T) {
	if ini := os.Getenv(killINIEnv); ini != "" {
		killedSaveChild(t, ini)
		return
	}
	Notify = func(string) {}
	defer func() { Notify = func(msg string) { fmt.Fprintln(os.Stderr, msg) } }()
	// The old and new files, and the save's steps, from a save that is
	// not killed.
	ini, name := exportedProject(t, S2)
	dir := filepath.Dir(filepath.Dir(ini))
	old := snapshotFiles(t, dir)
	l := loadLevel(t, ini, name)
	editForSave(t, l)
	var steps []string
	saveStep = func(s string) { steps = append(steps, s) }
	err := l.Save()
	saveStep = nil
	if err != nil {
		t.Fatal(err)
	}
	nw := snapshotFiles(t, dir)
	changed := diffNames(old, nw)
	if strings.Count(changed, ",") < 4 {
		t.Fatalf("the edit changes too few files to test: %s", changed)
	}
	t.Logf("%d steps: %s; files: %s", len(steps), strings.Join(steps, ", "), changed)
	commit := -1
	for i, s := range steps {
		if s == "journal commit" {
			commit = i + 1
		}
	}
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	for k := 1; k <= len(steps); k++ {
		ini, name := exportedProject(t, S2)
		dir := filepath.Dir(filepath.Dir(ini))
		cmd := exec.Command(exe, "-test.run=^TestLevel_Save_KilledAtEveryStep$", "-test.count=1")
		cmd.Env = append(os.Environ(), killINIEnv+"="+ini, killNameEnv+"="+name, killAtEnv+"="+strconv.Itoa(k))
		out, err := cmd.CombinedOutput()
		if err == nil || !strings.Contains(err.Error(), "killed") {
			t.Fatalf("kill after step %d (%s): the child was not killed: %v\n%s", k, steps[k-1], err, out)
		}
		p, err := Open(ini)
		if err != nil {
			t.Fatalf("after step %d (%s): %v", k, steps[k-1], err)
		}
		if _, err := p.Load(name); err != nil {
			t.Errorf("after step %d (%s): the level does not open: %v", k, steps[k-1], err)
		}
		got := snapshotFiles(t, dir)
		want, which := old, "old"
		if k >= commit {
			want, which = nw, "new"
		}
		if !sameFiles(got, want) {
			t.Errorf("killed after step %d (%s): the project is not the %s level: %s differ", k, steps[k-1], which, diffNames(got, want))
		}
		if (p.Recovered != "") != (steps[k-1] != "done") {
			t.Errorf("killed after step %d (%s): Recovered %q", k, steps[k-1], p.Recovered)
		}
		if k >= commit && k < len(steps) && !strings.Contains(p.Recovered, "finished") {
			t.Errorf("killed after step %d (%s): Recovered %q, want it to say the save was finished", k, steps[k-1], p.Recovered)
		}
	}
}

// killedSaveChild is the child process: it saves the edited level and
// kills itself after the step the parent asked for.
func killedSaveChild(t *testing.T, ini string) {
	at, _ := strconv.Atoi(os.Getenv(killAtEnv))
	l := loadLevel(t, ini, os.Getenv(killNameEnv))
	editForSave(t, l)
	n := 0
	saveStep = func(string) {
		if n++; n == at {
			p, err := os.FindProcess(os.Getpid())
			if err == nil {
				_ = p.Kill()
			}
			select {} // the kill arrives
		}
	}
	if err := l.Save(); err != nil {
		t.Fatal(err)
	}
}

// TestRecoverSave_BadJournal: a journal that is not one gives an error
// naming it, and touches nothing.
func TestRecoverSave_BadJournal(t *testing.T) {
	ini, _ := exportedProject(t, S2)
	jp := filepath.Join(filepath.Dir(ini), JournalName)
	for _, c := range []struct{ data, want string }{
		{"hello\n", "not a Loopwright save journal"},
		{journalHead + "\nstate maybe\n", `is not "state prepare"`},
		{journalHead + "\n", "truncated save journal"},
		{journalHead + "\nstate commit\nrename x\n", `is not "file PATH"`},
	} {
		if err := os.WriteFile(jp, []byte(c.data), 0o644); err != nil {
			t.Fatal(err)
		}
		_, err := Open(ini)
		if err == nil || !strings.Contains(err.Error(), c.want) || !strings.Contains(err.Error(), JournalName) {
			t.Errorf("journal %q: %v, want %q", c.data, err, c.want)
		}
	}
}

// FuzzParseJournal: any journal text parses or gives an error naming the
// journal; never a panic, and a parsed one names a state.
func FuzzParseJournal(f *testing.F) {
	f.Add([]byte(journalHead + "\nstate commit\nfile ../level/layout/EHZ_1.kos\n"))
	f.Add([]byte(journalHead + "\nstate prepare\n"))
	f.Add([]byte("hello"))
	f.Fuzz(func(t *testing.T, data []byte) {
		state, _, err := parseJournal("j", data)
		if err == nil && state != "prepare" && state != "commit" {
			t.Fatalf("state %q", state)
		}
		if err != nil && !strings.Contains(err.Error(), "j") {
			t.Fatalf("error %v does not name the journal", err)
		}
	})
}
