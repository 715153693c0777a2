package sonlvl

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"loopwright/layers"
)

// sharingProject exports the basics example as a Sonic 2 project and adds
// a level "sibling" sharing every file but its layout (a copy), as a
// zone's second act does, and a level "other" with chunk files of its own
// (copies). It returns the INI and the first level's name.
func sharingProject(t testing.TB) (string, string) {
	t.Helper()
	ini, name := exportedProject(t, S2)
	dir := filepath.Dir(ini)
	b, err := os.ReadFile(ini)
	if err != nil {
		t.Fatal(err)
	}
	s := string(b)
	i := strings.Index(s, "["+name+"]")
	if i < 0 {
		t.Fatalf("no section %q in %s", name, s)
	}
	sec := s[i:]
	copyRel := func(from, to string) {
		d, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(from)))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, filepath.FromSlash(to)), d, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	lay := "../level/layout/" + name + ".kos"
	chunks := "../mappings/128x128/" + name + ".kos"
	if !strings.Contains(sec, "layout="+lay) || !strings.Contains(sec, "chunks="+chunks) {
		t.Fatalf("unexpected export: %s", sec)
	}
	copyRel(lay, "../level/layout/sibling.kos")
	copyRel(lay, "../level/layout/other.kos")
	copyRel(chunks, "../mappings/128x128/other.kos")
	sib := strings.Replace(strings.Replace(sec, "["+name+"]", "[sibling]", 1), "layout="+lay, "layout=../level/layout/sibling.kos", 1)
	other := strings.Replace(strings.Replace(sec, "["+name+"]", "[other]", 1), "layout="+lay, "layout=../level/layout/other.kos", 1)
	other = strings.Replace(other, "chunks="+chunks, "chunks=../mappings/128x128/other.kos", 1)
	if err := os.WriteFile(ini, []byte(s+"\r\n"+sib+"\r\n"+other), 0o644); err != nil {
		t.Fatal(err)
	}
	return ini, name
}

// TestProject_ChunkSharers: the levels whose chunks= key names the same
// files are the sharers; a level with chunk files of its own is not.
func TestProject_ChunkSharers(t *testing.T) {
	ini, name := sharingProject(t)
	p, err := Open(ini)
	if err != nil {
		t.Fatal(err)
	}
	got, err := p.ChunkSharers(name)
	if err != nil || !slices.Equal(got, []string{"sibling"}) {
		t.Errorf("ChunkSharers(%q) = %v, %v; want [sibling]", name, got, err)
	}
	if got, _ := p.ChunkSharers("other"); len(got) != 0 {
		t.Errorf("ChunkSharers(other) = %v, want none", got)
	}
	if _, err := p.ChunkSharers("nope"); err == nil || !strings.Contains(err.Error(), "nope") {
		t.Errorf("an unknown level: %v", err)
	}
	use, names, err := p.SharedChunkUsage(name, 0x100)
	if err != nil || !slices.Equal(names, []string{"sibling"}) {
		t.Fatalf("SharedChunkUsage: %v, %v", names, err)
	}
	l := loadLevel(t, ini, "sibling")
	want := make([]int, 0x100)
	for _, id := range l.Model.Layout {
		want[id]++
	}
	if bg := l.Model.Background; bg != nil {
		for _, id := range bg.Layout {
			want[id]++
		}
	}
	if !slices.Equal(use, want) {
		t.Errorf("SharedChunkUsage counts the sibling's foreground and background: got %v, want %v", use[:20], want[:20])
	}
}

// swapRemap returns a renumbering exchanging chunks a and b.
func swapRemap(n, a, b int) []int {
	r := make([]int, n)
	for i := range r {
		r[i] = i
	}
	r[a], r[b] = b, a
	return r
}

// usedPair returns two different non-empty chunks the level's layout uses.
func usedPair(t testing.TB, l *Level) (int, int) {
	t.Helper()
	var ids []int
	for _, id := range l.Model.Layout {
		if id != 0 && !slices.Contains(ids, int(id)) {
			ids = append(ids, int(id))
		}
	}
	if len(ids) < 2 {
		t.Fatalf("the layout uses %v: too few chunks to test", ids)
	}
	slices.Sort(ids)
	return ids[0], ids[len(ids)-1]
}

// TestSaveModelRemap_Sharers: the sharers' layouts get the renumbering,
// foreground and background, the open level's own and unrelated levels'
// layouts do not; nil is SaveModel.
func TestSaveModelRemap_Sharers(t *testing.T) {
	ini, name := sharingProject(t)
	before := loadLevel(t, ini, "sibling")
	otherBefore := loadLevel(t, ini, "other")
	a, b := usedPair(t, before)
	m := loadLevel(t, ini, name).Model
	own := slices.Clone(m.Layout)
	got, err := SaveModelRemap(ini, m, swapRemap(len(m.Lib.Chunks), a, b))
	if err != nil || !slices.Equal(got, []string{"sibling"}) {
		t.Fatalf("SaveModelRemap = %v, %v", got, err)
	}
	after := loadLevel(t, ini, "sibling")
	for i, id := range before.Model.Layout {
		want := id
		switch int(id) {
		case a:
			want = layersID(b)
		case b:
			want = layersID(a)
		}
		if after.Model.Layout[i] != want {
			t.Fatalf("sibling cell %d: chunk %d, want %d", i, after.Model.Layout[i], want)
		}
	}
	if !slices.Equal(loadLevel(t, ini, name).Model.Layout, own) {
		t.Error("the open level's own layout was renumbered (its model is what is saved)")
	}
	if !slices.Equal(loadLevel(t, ini, "other").Model.Layout, otherBefore.Model.Layout) {
		t.Error("a level with chunk files of its own was renumbered")
	}
	if got, err := SaveModelRemap(ini, loadLevel(t, ini, name).Model, nil); err != nil || got != nil {
		t.Errorf("a nil renumbering: %v, %v", got, err)
	}
}

// TestSaveModelRemap_KilledAtEveryStep: a save with sharers stopped after
// each of its steps (the journal's saveStep, where a panic leaves the
// disk as a killed process would) leaves, once the project is opened
// again, every level old or every level new: the sibling's layout is
// never out of step with the open level's files.
func TestSaveModelRemap_KilledAtEveryStep(t *testing.T) {
	Notify = func(string) {}
	defer func() { Notify = func(msg string) { fmt.Fprintln(os.Stderr, msg) } }()
	save := func(ini, name string) {
		l := loadLevel(t, ini, name)
		editForSave(t, l)
		sib := loadLevel(t, ini, "sibling")
		a, b := usedPair(t, sib)
		if _, err := SaveModelRemap(ini, l.Model, swapRemap(len(l.Model.Lib.Chunks), a, b)); err != nil {
			t.Fatal(err)
		}
	}
	ini, name := sharingProject(t)
	dir := filepath.Dir(filepath.Dir(ini))
	old := snapshotFiles(t, dir)
	var steps []string
	saveStep = func(s string) { steps = append(steps, s) }
	save(ini, name)
	saveStep = nil
	nw := snapshotFiles(t, dir)
	if changed := diffNames(old, nw); !strings.Contains(changed, "sibling.kos") || !strings.Contains(changed, name+".kos") {
		t.Fatalf("the save changes %s: want the level's files and the sibling's layout", changed)
	}
	commit := slices.Index(steps, "journal commit") + 1
	for k := 1; k <= len(steps); k++ {
		ini, name := sharingProject(t)
		dir := filepath.Dir(filepath.Dir(ini))
		func() {
			n := 0
			saveStep = func(string) {
				if n++; n == k {
					panic("killed")
				}
			}
			defer func() {
				saveStep = nil
				if r := recover(); r != "killed" {
					t.Fatalf("step %d: %v", k, r)
				}
			}()
			save(ini, name)
		}()
		p, err := Open(ini)
		if err != nil {
			t.Fatalf("after step %d (%s): %v", k, steps[k-1], err)
		}
		for _, n := range []string{name, "sibling", "other"} {
			if _, err := p.Load(n); err != nil {
				t.Errorf("after step %d (%s): level %s does not open: %v", k, steps[k-1], n, err)
			}
		}
		got := snapshotFiles(t, dir)
		want, which := old, "old"
		if k >= commit {
			want, which = nw, "new"
		}
		if !sameFiles(got, want) {
			t.Errorf("stopped after step %d (%s): the project is not the %s one: %s differ", k, steps[k-1], which, diffNames(got, want))
		}
	}
}

func layersID(i int) layers.ChunkID { return layers.ChunkID(i) }

// TestProject_SharedChunkUsage_S1Loops: in s1disasm, Green Hill 1's chunk
// file is Green Hill 2's and 3's; their loop chunks ($80|k, FindNearestTile
// reading chunk k on path A and the chunk after it on path B) count as
// uses of k and of that chunk, so a tool never deletes a loop's halves.
func TestProject_SharedChunkUsage_S1Loops(t *testing.T) {
	dir := disasmDir(t)
	p, err := Open(filepath.Join(dir, "s1disasm/SonLVL INI Files/SonLVL.ini"))
	if err != nil {
		t.Fatal(err)
	}
	use, names, err := p.SharedChunkUsage("Green Hill Zone Act 1", 0x100)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Contains(names, "Green Hill Zone Act 2") || !slices.Contains(names, "Green Hill Zone Act 3") || slices.Contains(names, "Marble Zone Act 1") {
		t.Fatalf("sharers %v", names)
	}
	want := make([]int, 0x100)
	loops := 0
	for _, n := range names {
		l, err := p.Load(n)
		if err != nil {
			t.Fatal(err)
		}
		ids := slices.Clone(l.Model.Layout)
		if bg := l.Model.Background; bg != nil {
			ids = append(ids, bg.Layout...)
		}
		for _, id := range ids {
			want[id]++
			if id >= 0x80 {
				k := int(id & 0x7F)
				want[k]++
				want[s1AltChunk(k)]++
				loops++
			}
		}
	}
	if loops == 0 {
		t.Fatal("no loop chunk in Green Hill's other acts: nothing to test")
	}
	if !slices.Equal(use, want) {
		t.Errorf("SharedChunkUsage does not count the loop chunks' halves:\n got %v\nwant %v", use, want)
	}
}
