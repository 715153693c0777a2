package sonlvl

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"loopwright/heightmask"
	"loopwright/layers"
	"loopwright/mdcomp"
)

// recompress rewrites a project file (path relative to the project
// folder) from format from to format to, and returns its new bytes.
func recompress(t *testing.T, ini, rel string, from, to mdcomp.Format) {
	t.Helper()
	p := filepath.Join(filepath.Dir(filepath.Dir(ini)), filepath.FromSlash(rel))
	raw, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	data, err := mdcomp.Decode(from, raw)
	if err != nil {
		t.Fatal(err)
	}
	if raw, err = mdcomp.Encode(to, data); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, raw, 0o644); err != nil {
		t.Fatal(err)
	}
}

// plusProject writes a small project of our own (the first example level,
// exported for Sonic 2) whose files use the compressions of modern
// engines, named by SonLVL's *cmp keys as a Sonic Clean Engine hack's INI
// names them: Kosinski+ Moduled art, Comper blocks, Kosinski+ chunks and
// layout, SZDD collision indexes.
func plusProject(t *testing.T) (string, string) {
	t.Helper()
	ini, name := exportedProject(t, S2)
	recompress(t, ini, "art/kosinski/basics.kos", mdcomp.Kosinski, mdcomp.KosinskiPlusModuled)
	recompress(t, ini, "mappings/16x16/basics.kos", mdcomp.Kosinski, mdcomp.Comper)
	recompress(t, ini, "mappings/128x128/basics.kos", mdcomp.Kosinski, mdcomp.KosinskiPlus)
	recompress(t, ini, "level/layout/basics.kos", mdcomp.Kosinski, mdcomp.KosinskiPlus)
	recompress(t, ini, "collision/basics primary 16x16 collision index.kos", mdcomp.Kosinski, mdcomp.SZDD)
	recompress(t, ini, "collision/basics secondary 16x16 collision index.kos", mdcomp.Kosinski, mdcomp.SZDD)
	b, err := os.ReadFile(ini)
	if err != nil {
		t.Fatal(err)
	}
	keys := "tilecmp=KosinskiPlusM\r\nblockcmp=Comper\r\nchunkcmp=KosinskiPlus\r\nlayoutcmp=kosinskiplus\r\ncolindcmp=SZDD\r\n"
	s := strings.Replace(string(b), "[basics]\r\n", "[basics]\r\n"+keys, 1)
	if s == string(b) {
		s = strings.Replace(string(b), "[basics]\n", "[basics]\n"+keys, 1)
	}
	if err := os.WriteFile(ini, []byte(s), 0o644); err != nil {
		t.Fatal(err)
	}
	return ini, name
}

// TestLevel_Save_PlusCompressions: a project whose files use Kosinski+,
// Kosinski+ Moduled, Comper and SZDD (SonLVL's CompressionType) opens with
// its art, saves back byte-identically when unedited, and keeps each
// file's compression when an edit is saved.
func TestLevel_Save_PlusCompressions(t *testing.T) {
	ini, name := plusProject(t)
	root := filepath.Dir(filepath.Dir(ini))
	before := snapshot(t, root)
	l := loadLevel(t, ini, name)
	if l.Model.Picture == nil {
		t.Errorf("no art from the Kosinski+ Moduled tiles and Comper blocks: %v", l.ArtErr)
	}
	files := func(l *Level) []*File { return []*File{l.Blocks, l.Chunks, l.Layout, l.ColInd[0], l.ColInd[1]} }
	want := []mdcomp.Format{mdcomp.Comper, mdcomp.KosinskiPlus, mdcomp.KosinskiPlus, mdcomp.SZDD, mdcomp.SZDD}
	for i, f := range files(l) {
		if f == nil || f.Format != want[i] {
			t.Fatalf("file %d: %+v, want %v", i, f, want[i])
		}
	}
	if ch, err := l.Changed(); err != nil || len(ch) != 0 {
		t.Fatalf("unedited level would write %v (%v)", ch, err)
	}
	if err := l.Save(); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(before, snapshot(t, root)) {
		t.Fatal("files changed by a save with no edit")
	}
	// An edit to the layout and a chunk's path B: the files are written
	// in their own compressions and read back the same.
	m := l.Model
	m.Layout[1] = (m.Layout[1] + 1) % layers.ChunkID(len(m.Lib.Chunks))
	cell := &m.Lib.Chunks[1].Blocks[3][1]
	cell.Tile, cell.Solidity = 2, heightmask.SolidAll
	ch, err := l.Changed()
	if err != nil || len(ch) < 2 {
		t.Fatalf("the edit writes %v (%v), want the layout and the chunks", ch, err)
	}
	r := reopenSame(t, ini, l)
	for i, f := range files(r) {
		if _, err := mdcomp.Decode(want[i], f.Raw); err != nil {
			t.Errorf("%s after the save: not %v: %v", f.Key, want[i], err)
		}
	}
}

// TestParseFormat_SonLVLNames: every compression SonLVL knows is read, in
// SonLVL's own spelling and in lower case.
func TestParseFormat_SonLVLNames(t *testing.T) {
	for name, want := range map[string]mdcomp.Format{
		"Uncompressed": mdcomp.Uncompressed, "Kosinski": mdcomp.Kosinski, "KosinskiM": mdcomp.KosinskiModuled,
		"Nemesis": mdcomp.Nemesis, "Enigma": mdcomp.Enigma, "SZDD": mdcomp.SZDD, "Comper": mdcomp.Comper,
		"KosinskiPlus": mdcomp.KosinskiPlus, "KosinskiPlusM": mdcomp.KosinskiPlusModuled, "kosinskiplusm": mdcomp.KosinskiPlusModuled,
	} {
		if got, ok := parseFormat(name); !ok || got != want {
			t.Errorf("%s: %v %v, want %v", name, got, ok, want)
		}
	}
	if _, ok := parseFormat("Invalid"); ok {
		t.Error("Invalid is a compression")
	}
}
