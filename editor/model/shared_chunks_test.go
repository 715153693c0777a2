package model

import (
	"bytes"
	"crypto/sha256"
	"fmt"
	"image"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"loopwright/internal/sharedtest"
	"loopwright/layers"
	"loopwright/mdcomp"
	"loopwright/sonlvl"
)

// sharingProject exports a level of our own as a Sonic 2 project and adds
// a level "sibling" sharing every file but its layout (a copy), as a
// zone's second act does. Then the first level stops using the layout's
// last chunk (only the sibling keeps it) and neither uses its first (a
// chunk unused by both). It returns the INI, the first level's name, and
// those two chunks.
func sharingProject(t *testing.T) (ini, name string, onlySibling, unused int) {
	t.Helper()
	ini, name = ourProject(t, sonlvl.S2, 8)
	dir := filepath.Dir(ini)
	b, err := os.ReadFile(ini)
	if err != nil {
		t.Fatal(err)
	}
	s := string(b)
	sec := s[strings.Index(s, "["+name+"]"):]
	lay := "../level/layout/" + name + ".kos"
	d, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(lay)))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "../level/layout/sibling.kos"), d, 0o644); err != nil {
		t.Fatal(err)
	}
	sib := strings.Replace(strings.Replace(sec, "["+name+"]", "[sibling]", 1), "layout="+lay, "layout=../level/layout/sibling.kos", 1)
	if err := os.WriteFile(ini, []byte(s+"\r\n"+sib), 0o644); err != nil {
		t.Fatal(err)
	}
	p, err := sonlvl.Open(ini)
	if err != nil {
		t.Fatal(err)
	}
	l, err := p.Load(name)
	if err != nil {
		t.Fatal(err)
	}
	var used []int
	for _, id := range l.Model.Layout {
		if id != 0 && !slices.Contains(used, int(id)) {
			used = append(used, int(id))
		}
	}
	slices.Sort(used)
	if len(used) < 3 {
		t.Fatalf("the level uses chunks %v: too few to test", used)
	}
	unused, onlySibling = used[0], used[len(used)-1]
	drop := func(level string, ids ...int) {
		l, err := p.Load(level)
		if err != nil {
			t.Fatal(err)
		}
		for i, id := range l.Model.Layout {
			if slices.Contains(ids, int(id)) {
				l.Model.Layout[i] = 0
			}
		}
		if err := sonlvl.SaveModel(ini, l.Model); err != nil {
			t.Fatal(err)
		}
	}
	drop(name, unused, onlySibling)
	drop("sibling", unused)
	return ini, name, onlySibling, unused
}

// levelLook is what a level shows and collides with, through the chunks'
// contents (not their numbers): hashes of its picture (foreground and
// background as drawn), and of every layout cell's chunk blocks with the
// masks their tiles name.
func levelLook(t *testing.T, ini, name string) ([]byte, string) {
	t.Helper()
	pk, err := LoadProjectLevel(ini, name)
	if err != nil {
		t.Fatal(err)
	}
	l := pk.Levels[0]
	pic := sha256.Sum256(levelPicture(l, image.Rect(0, 0, l.Width*16, l.Height*16)).Pix)
	col := sha256.New()
	for i, id := range l.Layout {
		fmt.Fprintf(col, "cell %d:", i)
		for _, b := range l.Lib.Chunks[id].Blocks {
			for _, c := range b {
				fmt.Fprint(col, c.Solidity, c.XFlip, c.YFlip, l.Lib.Tiles[c.Tile])
			}
		}
	}
	return pic[:], string(col.Sum(nil))
}

// TestModel_DeleteUnusedChunks_SharedChunkFiles: on a SonLVL project's
// level, a chunk only a level sharing its chunk files uses is not unused;
// nothing is written before Save; Undo undoes the renumbering of the
// sharers too; after Save and reopening, both levels show and collide
// exactly as before; a tool undone after its renumbering was saved makes
// Save refuse, writing nothing.
func TestModel_DeleteUnusedChunks_SharedChunkFiles(t *testing.T) {
	ini, name, onlySibling, unused := sharingProject(t)
	dir := filepath.Dir(filepath.Dir(ini))
	m, _ := openProjectModel(t, ini, name)
	sibPic, sibCol := levelLook(t, ini, "sibling")
	ownPic, ownCol := levelLook(t, ini, name)
	files := snapshotDir(t, dir)

	use, names, err := m.SharedChunkUsage()
	if err != nil || !slices.Equal(names, []string{"sibling"}) || use[onlySibling] == 0 || use[unused] != 0 {
		t.Fatalf("SharedChunkUsage = %v, %v, %v (chunk %d only the sibling uses, %d unused)", use, names, err, onlySibling, unused)
	}
	if m.ChunkUses(layers.ChunkID(onlySibling)) != 0 {
		t.Fatalf("the open level still uses chunk %d", onlySibling)
	}
	n0 := len(m.Lib().Chunks)
	n := m.DeleteUnusedChunks()
	if n < 1 || len(m.Lib().Chunks) != n0-n {
		t.Fatalf("DeleteUnusedChunks removed %d (of %d chunks, now %d)", n, n0, len(m.Lib().Chunks))
	}
	if got := m.ChunkRenumberSharers(); !slices.Equal(got, []string{"sibling"}) {
		t.Errorf("ChunkRenumberSharers = %v, want [sibling]", got)
	}
	if use, _, _ := m.SharedChunkUsage(); slices.Contains(use, 0) && use[len(use)-1] == 0 {
		t.Errorf("after the tool, the sibling's last chunk is unknown: %v", use)
	}
	if !sameDir(files, snapshotDir(t, dir)) {
		t.Fatal("the tool wrote files before Save")
	}
	m.History.Undo()
	if len(m.Lib().Chunks) != n0 || m.ChunkRenumberSharers() != nil {
		t.Fatalf("Undo: %d chunks, sharers to rewrite %v", len(m.Lib().Chunks), m.ChunkRenumberSharers())
	}
	m.History.Redo()
	if got, err := m.Save(ini); err != nil || !slices.Equal(got, []string{"sibling"}) {
		t.Fatalf("Save = %v, %v", got, err)
	}
	if len(m.Lib().Chunks) != n0-n {
		t.Fatalf("after Save %d chunks, want %d", len(m.Lib().Chunks), n0-n)
	}
	if r, _ := openProjectModel(t, ini, name); len(r.Lib().Chunks) != n0-n {
		t.Errorf("reopened after Save, %d chunks, want %d (the chunk file cut)", len(r.Lib().Chunks), n0-n)
	}
	for _, c := range []struct {
		name     string
		pic, col any
	}{{"sibling", sibPic, sibCol}, {name, ownPic, ownCol}} {
		pic, col := levelLook(t, ini, c.name)
		if !bytes.Equal(pic, c.pic.([]byte)) {
			t.Errorf("level %s, reopened after Save, does not look as before", c.name)
		}
		if col != c.col.(string) {
			t.Errorf("level %s, reopened after Save, does not collide as before", c.name)
		}
	}
	if n := m.DeleteUnusedChunks(); n != 0 {
		t.Errorf("a second DeleteUnusedChunks removed %d", n)
	}
	// A second save with nothing renumbered since rewrites no sibling.
	if got, err := m.Save(ini); err != nil || got != nil {
		t.Errorf("a second Save = %v, %v", got, err)
	}
	saved := snapshotDir(t, dir)
	m.History.Undo() // the delete, already saved into the sibling
	if err := m.ChunkToolError(); err == nil {
		t.Error("ChunkToolError: nil after undoing a saved renumbering")
	}
	if _, err := m.Save(ini); err == nil || !strings.Contains(err.Error(), "undone after Save") {
		t.Errorf("Save after undoing a saved renumbering: %v", err)
	}
	if !sameDir(saved, snapshotDir(t, dir)) {
		t.Error("a refused Save wrote files")
	}
}

// TestModel_RemoveDuplicateChunks_SharedChunkFiles: merging duplicates
// renumbers the sibling's layout on Save, which then looks and collides
// as before.
func TestModel_RemoveDuplicateChunks_SharedChunkFiles(t *testing.T) {
	ini, name, onlySibling, _ := sharingProject(t)
	// A duplicate of the chunk only the sibling uses, appended to the
	// chunk file (the same words).
	cf := filepath.Join(filepath.Dir(ini), "../mappings/128x128/"+name+".kos")
	raw, err := os.ReadFile(cf)
	if err != nil {
		t.Fatal(err)
	}
	words, err := mdcomp.Decode(mdcomp.Kosinski, raw)
	if err != nil {
		t.Fatal(err)
	}
	const size = 128 // a Sonic 2 chunk: 8x8 words
	dup := len(words) / size
	words = append(words, words[onlySibling*size:(onlySibling+1)*size]...)
	if raw, err = mdcomp.Encode(mdcomp.Kosinski, words); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(cf, raw, 0o644); err != nil {
		t.Fatal(err)
	}
	// The sibling places the duplicate in an empty cell.
	p, err := sonlvl.Open(ini)
	if err != nil {
		t.Fatal(err)
	}
	sib, err := p.Load("sibling")
	if err != nil {
		t.Fatal(err)
	}
	i := slices.Index(sib.Model.Layout, 0)
	if i < 0 {
		t.Fatal("the sibling has no empty cell to place the duplicate in")
	}
	sib.Model.Layout[i] = layers.ChunkID(dup)
	if err := sonlvl.SaveModel(ini, sib.Model); err != nil {
		t.Fatal(err)
	}
	m, _ := openProjectModel(t, ini, name)
	sibPic, sibCol := levelLook(t, ini, "sibling")
	if n := m.RemoveDuplicateChunks(); n < 1 {
		t.Fatalf("RemoveDuplicateChunks removed %d", n)
	}
	if got, err := m.Save(ini); err != nil || !slices.Equal(got, []string{"sibling"}) {
		t.Fatalf("Save = %v, %v", got, err)
	}
	pic, col := levelLook(t, ini, "sibling")
	if !bytes.Equal(pic, sibPic) || col != sibCol {
		t.Error("the sibling, reopened after Save, does not look or collide as before")
	}
	p, _ = sonlvl.Open(ini)
	sib, _ = p.Load("sibling")
	if slices.Contains(sib.Model.Layout, layers.ChunkID(dup)) {
		t.Errorf("the sibling still places chunk %d, merged away", dup)
	}
}

func snapshotDir(t *testing.T, dir string) map[string][]byte {
	t.Helper()
	s := map[string][]byte{}
	err := filepath.Walk(dir, func(p string, fi os.FileInfo, err error) error {
		if err != nil || fi.IsDir() {
			return err
		}
		b, err := os.ReadFile(p)
		s[p] = b
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func sameDir(a, b map[string][]byte) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if !bytes.Equal(v, b[k]) {
			return false
		}
	}
	return true
}

// TestModel_DeleteUnusedChunks_S2disasmEHZ: on a copy of s2disasm's
// project, Emerald Hill 1's delete unused chunks keeps every chunk the
// levels sharing EHZ_HTZ's chunk file use (Emerald Hill 2, Hill Top, the
// two-player versions), removing only those none uses; after Save and
// reopening, every one of those levels, and Emerald Hill 1, looks and
// collides exactly as before.
func TestModel_DeleteUnusedChunks_S2disasmEHZ(t *testing.T) {
	if testing.Short() {
		t.Skip("copies and renders six levels")
	}
	if os.Getenv("CI") != "" && sharedtest.Find() == "" {
		t.Fatal("CI is set but ../shared is absent")
	}
	src := sharedtest.Path(t, "disasm", "s2disasm")
	dst := filepath.Join(t.TempDir(), "s2disasm")
	if err := os.CopyFS(dst, os.DirFS(src)); err != nil {
		t.Fatal(err)
	}
	ini := filepath.Join(dst, "SonLVL INI Files", "SonLVL.ini")
	const ehz1 = "Emerald Hill Zone Act 1"
	m, _ := openProjectModel(t, ini, ehz1)
	use, names, err := m.SharedChunkUsage()
	if err != nil || !slices.Contains(names, "Emerald Hill Zone Act 2") {
		t.Fatalf("SharedChunkUsage: sharers %v, %v", names, err)
	}
	own := m.ChunkUsage()
	if bg := m.Level().Background; bg != nil {
		for _, id := range bg.Layout {
			own[id]++
		}
	}
	onlyOthers, none := 0, 0
	for id := 1; id < len(own); id++ {
		switch {
		case own[id] == 0 && use[id] > 0:
			onlyOthers++
		case own[id] == 0:
			none++
		}
	}
	if onlyOthers == 0 || none == 0 {
		t.Fatalf("%d chunks only the sharers use, %d none uses: nothing to test", onlyOthers, none)
	}
	type look struct {
		pic []byte
		col string
	}
	before := map[string]look{}
	for _, n := range append([]string{ehz1}, names...) {
		p, c := levelLook(t, ini, n)
		before[n] = look{p, c}
	}
	if n := m.DeleteUnusedChunks(); n != none {
		t.Fatalf("DeleteUnusedChunks removed %d chunks; %d are unused by every level sharing them (%d more only the others use)", n, none, onlyOthers)
	}
	got, err := m.Save(ini)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Contains(got, "Emerald Hill Zone Act 2") {
		t.Errorf("Save rewrote %v, want Emerald Hill 2 among them", got)
	}
	for n, b := range before {
		p, c := levelLook(t, ini, n)
		if !bytes.Equal(p, b.pic) {
			t.Errorf("%s, reopened after Save, does not look as before", n)
		}
		if c != b.col {
			t.Errorf("%s, reopened after Save, does not collide as before", n)
		}
	}
}

// TestModel_ChunkToolError_BrokenSharer: when a level sharing the chunk
// files cannot be read, the chunk tools remove nothing and the error
// names its file (never a renumbering that would leave it out of step).
func TestModel_ChunkToolError_BrokenSharer(t *testing.T) {
	ini, name, _, _ := sharingProject(t)
	m, _ := openProjectModel(t, ini, name)
	sib := filepath.Join(filepath.Dir(ini), "../level/layout/sibling.kos")
	if err := os.WriteFile(sib, []byte{0xFF}, 0o644); err != nil {
		t.Fatal(err)
	}
	err := m.ChunkToolError()
	if err == nil || !strings.Contains(err.Error(), "sibling.kos") {
		t.Fatalf("ChunkToolError = %v, want the sibling's layout named", err)
	}
	n0 := len(m.Lib().Chunks)
	if n := m.DeleteUnusedChunks(); n != 0 || len(m.Lib().Chunks) != n0 || m.History.CanUndo() {
		t.Errorf("DeleteUnusedChunks removed %d with a sharer unreadable", n)
	}
	if n := m.RemoveDuplicateChunks(); n != 0 || m.History.CanUndo() {
		t.Errorf("RemoveDuplicateChunks merged %d with a sharer unreadable", n)
	}
}
