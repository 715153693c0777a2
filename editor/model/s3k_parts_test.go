package model

import (
	"bytes"
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

// s3kPartsProject exports a level of our own as a Sonic 3 & Knuckles
// project whose chunks= key is two parts, a primary (all but the last two
// chunks) and a secondary, and adds a level "act2" naming the same
// primary with its own secondary (a copy) and its own layout (a copy), as
// a zone's acts do. The first level then stops placing its first used
// primary chunk (act2 still places it) and the last chunk. It returns
// the INI, the first level's name, the primary's chunk count and that
// primary chunk.
func s3kPartsProject(t *testing.T) (ini, name string, primary, dropped int) {
	t.Helper()
	ini, name = ourProject(t, sonlvl.S3K, 8)
	dir := filepath.Dir(ini)
	b, err := os.ReadFile(ini)
	if err != nil {
		t.Fatal(err)
	}
	s := string(b)
	sec := s[strings.Index(s, "["+name+"]"):]
	key := func(k string) string {
		for _, line := range strings.Split(sec, "\n") {
			if v, ok := strings.CutPrefix(strings.TrimSpace(line), k+"="); ok {
				return v
			}
		}
		t.Fatalf("no %s= in %q", k, sec)
		return ""
	}
	chunks, lay := key("chunks"), key("layout")
	raw, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(chunks)))
	if err != nil {
		t.Fatal(err)
	}
	d, err := mdcomp.Decode(mdcomp.Kosinski, raw)
	if err != nil {
		t.Fatal(err)
	}
	have := len(d) / 128
	if have < 4 {
		t.Fatalf("%d chunks: too few to test", have)
	}
	primary = have - 2
	at := 128 * primary
	ea, _ := mdcomp.EncodeSega(mdcomp.Kosinski, d[:at])
	eb, _ := mdcomp.EncodeSega(mdcomp.Kosinski, d[at:])
	cdir := filepath.Dir(chunks)
	for f, data := range map[string][]byte{"P.kos": ea, "S1.kos": eb, "S2.kos": eb} {
		if err := os.WriteFile(filepath.Join(dir, filepath.FromSlash(cdir), f), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	ld, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(lay)))
	if err != nil {
		t.Fatal(err)
	}
	lay2 := filepath.ToSlash(filepath.Join(filepath.Dir(lay), "act2.bin"))
	if err := os.WriteFile(filepath.Join(dir, filepath.FromSlash(lay2)), ld, 0o644); err != nil {
		t.Fatal(err)
	}
	own := strings.Replace(sec, "chunks="+chunks, "chunks="+cdir+"/P.kos|"+cdir+"/S1.kos", 1)
	act2 := strings.Replace(strings.Replace(strings.Replace(sec, "["+name+"]", "[act2]", 1),
		"chunks="+chunks, "chunks="+cdir+"/P.kos|"+cdir+"/S2.kos", 1), "layout="+lay, "layout="+lay2, 1)
	s = strings.Replace(s, sec, own, 1) + "\r\n" + act2
	if err := os.WriteFile(ini, []byte(s), 0o644); err != nil {
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
	if len(l.ChunkParts) != 2 {
		t.Fatalf("%d chunk parts, want 2", len(l.ChunkParts))
	}
	dropped = -1
	for _, id := range l.Model.Layout {
		if id != 0 && int(id) < primary && (dropped < 0 || int(id) < dropped) {
			dropped = int(id)
		}
	}
	if dropped < 0 {
		t.Fatal("the level places no primary chunk")
	}
	for i, id := range l.Model.Layout {
		if int(id) == dropped || int(id) == have-1 {
			l.Model.Layout[i] = 0
		}
	}
	if err := sonlvl.SaveModel(ini, l.Model); err != nil {
		t.Fatal(err)
	}
	return ini, name, primary, dropped
}

// TestModel_DeleteUnusedChunks_S3KSharedPrimary: an act sharing only the
// primary chunk file with the open level (its own secondary) is counted
// as sharing those chunks: the primary's chunks are pinned (Delete unused
// keeps a primary chunk the open level no longer places, Delete chunk
// refuses one, Remove duplicates moves none), the secondary's are still
// cleaned, and after Save and reopening the other act draws and collides
// exactly as before, its layout file untouched.
func TestModel_DeleteUnusedChunks_S3KSharedPrimary(t *testing.T) {
	ini, name, primary, dropped := s3kPartsProject(t)
	act2Pic, act2Col := levelLook(t, ini, "act2")
	ownPic, ownCol := levelLook(t, ini, name)
	m, _ := openProjectModel(t, ini, name)
	pin, names := m.PartPinnedChunks()
	if pin != primary || !slices.Equal(names, []string{"act2"}) {
		t.Fatalf("PartPinnedChunks = %d, %v; want %d, [act2]", pin, names, primary)
	}
	if err := m.DeleteChunkError(layers.ChunkID(dropped)); err == nil || !strings.Contains(err.Error(), "pinned") {
		t.Errorf("DeleteChunkError(%d) = %v, want pinned", dropped, err)
	}
	m.SelectChunk(layers.ChunkID(dropped))
	n0 := len(m.Lib().Chunks)
	m.DeleteChunk()
	if len(m.Lib().Chunks) != n0 {
		t.Fatalf("DeleteChunk of pinned chunk %d: %d chunks, want %d", dropped, len(m.Lib().Chunks), n0)
	}
	m.RemoveDuplicateChunks()
	if len(m.Lib().Chunks) < primary {
		t.Fatalf("RemoveDuplicateChunks left %d chunks, below the primary's %d", len(m.Lib().Chunks), primary)
	}
	n1 := len(m.Lib().Chunks)
	if n := m.DeleteUnusedChunks(); n < 1 || len(m.Lib().Chunks) < primary {
		t.Fatalf("DeleteUnusedChunks removed %d, %d chunks left (primary %d)", n, len(m.Lib().Chunks), primary)
	}
	if m.ChunkUses(layers.ChunkID(dropped)) != 0 || len(m.Lib().Chunks) >= n1 {
		t.Fatalf("chunk %d placed again, or nothing removed (%d of %d)", dropped, len(m.Lib().Chunks), n1)
	}
	lay2 := filepath.Join(filepath.Dir(filepath.Dir(ini)))
	before := snapshotDir(t, lay2)
	if _, err := m.Save(ini); err != nil {
		t.Fatal(err)
	}
	after := snapshotDir(t, lay2)
	for f, b := range before {
		if (strings.HasSuffix(f, "act2.bin") || strings.HasSuffix(f, "P.kos") || strings.HasSuffix(f, "S2.kos")) && !bytes.Equal(b, after[f]) {
			t.Errorf("%s, act2's, was rewritten", f)
		}
	}
	pic, col := levelLook(t, ini, "act2")
	if !bytes.Equal(pic, act2Pic) || col != act2Col {
		t.Errorf("act2, reopened after Save, does not look (%v) or collide (%v) as before", bytes.Equal(pic, act2Pic), col == act2Col)
	}
	pic, col = levelLook(t, ini, name)
	if !bytes.Equal(pic, ownPic) || col != ownCol {
		t.Errorf("%s, reopened after Save, does not look (%v) or collide (%v) as before", name, bytes.Equal(pic, ownPic), col == ownCol)
	}
	// sonlvl's save refuses a renumbering that moves a pinned chunk,
	// writing nothing (the safety net under the editor's tools).
	p, err := sonlvl.Open(ini)
	if err != nil {
		t.Fatal(err)
	}
	l, err := p.Load(name)
	if err != nil {
		t.Fatal(err)
	}
	newID := make([]int, len(l.Model.Lib.Chunks))
	for i := range newID {
		newID[i] = i - 1
	}
	newID[0] = 0
	saved := snapshotDir(t, lay2)
	if _, err := sonlvl.SaveModelRemap(ini, l.Model, newID); err == nil || !strings.Contains(err.Error(), "pinned") {
		t.Errorf("SaveModelRemap moving chunk 1 of the shared primary: %v, want pinned", err)
	}
	if !sameDir(saved, snapshotDir(t, lay2)) {
		t.Error("a refused SaveModelRemap wrote files")
	}
}

// TestModel_DeleteUnusedChunks_SkdisasmHydrocity: in skdisasm's SonLVL
// project Hydrocity's acts share the primary chunks (Primary.kos), each
// with its own secondary (Angel Island's acts name whole chunk files of
// their own, so they share no part); the chunk tools on act 1 pin the
// primary, and after Save act 2 looks and collides as before.
func TestModel_DeleteUnusedChunks_SkdisasmHydrocity(t *testing.T) {
	if testing.Short() {
		t.Skip("copies and renders the disassembly's levels")
	}
	if os.Getenv("CI") != "" && sharedtest.Find() == "" {
		t.Fatal("CI is set but ../shared is absent")
	}
	src := sharedtest.Path(t, "disasm", "skdisasm")
	dst := filepath.Join(t.TempDir(), "skdisasm")
	if err := os.CopyFS(dst, os.DirFS(src)); err != nil {
		t.Fatal(err)
	}
	ini := filepath.Join(dst, "SonLVL INI Files", "SonLVL.ini")
	const act1, act2 = `Sonic 3\Hydrocity Zone Act 1`, `Sonic 3\Hydrocity Zone Act 2`
	aiz, _ := openProjectModel(t, ini, `Sonic 3\Angel Island Zone Act 1`)
	if pin, names := aiz.PartPinnedChunks(); pin != 0 {
		t.Errorf("Angel Island act 1: %d chunks pinned by %v, want none", pin, names)
	}
	m, _ := openProjectModel(t, ini, act1)
	pin, names := m.PartPinnedChunks()
	if pin == 0 || !slices.Contains(names, act2) {
		t.Fatalf("PartPinnedChunks = %d, %v; want the primary, %s among them", pin, names, act2)
	}
	pic0, col0 := levelLook(t, ini, act2)
	m.DeleteUnusedChunks()
	m.RemoveDuplicateChunks()
	if len(m.Lib().Chunks) < pin {
		t.Fatalf("%d chunks left, below the %d pinned", len(m.Lib().Chunks), pin)
	}
	if _, err := m.Save(ini); err != nil {
		t.Fatal(err)
	}
	pic, col := levelLook(t, ini, act2)
	if !bytes.Equal(pic, pic0) || col != col0 {
		t.Errorf("%s, reopened after Save, does not look (%v) or collide (%v) as before", act2, bytes.Equal(pic, pic0), col == col0)
	}
}
