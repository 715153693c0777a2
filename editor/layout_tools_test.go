package editor

import (
	"bytes"
	"fmt"
	"image"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"loopwright/editor/model"
	"loopwright/examples"
	"loopwright/layers"
	"loopwright/mdcomp"
	"loopwright/sonlvl"
)

// TestEditor_LayoutTools: the Layout menu's forms start from the Level
// tab's selection (in chunks), insert and delete rows and columns through
// the model with undo, refuse numbers the library does not hold, and the
// usage counts and removal reports say what they found.
func TestEditor_LayoutTools(t *testing.T) {
	e := newTestEditor(t)
	if menuPath(t, e, "Layout", "Insert rows…") == nil || menuPath(t, e, "Build", "Build and Run") == nil {
		t.Fatal("no Layout or Build menu")
	}
	e.showLevelTab()
	l := e.Model.Level()
	cb := l.Lib.ChunkBlocks
	e.LevelView.SetSelection(image.Rect(0, cb+1, 2, 3*cb))
	if at, n := e.shiftDefaults(true); at != 1 || n != 2 {
		t.Errorf("rows from the selection: %d, %d; want 1, 2", at, n)
	}
	h := l.LayoutH
	if err := e.ShiftLayout(true, true, 1, 2); err != nil || l.LayoutH != h+2 {
		t.Fatalf("insert rows: %v, height %d", err, l.LayoutH)
	}
	if err := e.ShiftLayout(false, false, 0, l.LayoutW); err == nil {
		t.Error("deleting every column: no error")
	}
	e.Model.Undo()
	if l.LayoutH != h {
		t.Errorf("undo: height %d, want %d", l.LayoutH, h)
	}
	if _, err := e.Replace(false, 0, len(l.Lib.Chunks), false); err == nil || !strings.Contains(err.Error(), "chunks 0..") {
		t.Errorf("replace with a chunk past the library: %v", err)
	}
	if _, err := e.Replace(true, len(l.Lib.Tiles), 1, false); err == nil || !strings.Contains(err.Error(), "tiles 0..") {
		t.Errorf("replace a tile past the library: %v", err)
	}
	if u := e.UsageText(); !strings.Contains(u, "Chunks: layout cells using each") || !strings.Contains(u, "Tiles: chunk cells using each") {
		t.Errorf("usage text %q", u)
	}
	e.report(e.Model.RemoveDuplicateTiles(), "duplicate tile")
	if !strings.Contains(e.lastLayoutReport, "duplicate tile") {
		t.Errorf("report %q", e.lastLayoutReport)
	}
}

// TestEditor_ReplaceSelectedBlock: the block at the selection's corner is
// replaced, in every chunk, by what the brush paints over it.
func TestEditor_ReplaceSelectedBlock(t *testing.T) {
	e := newTestEditor(t)
	e.showLevelTab()
	if _, err := e.ReplaceSelectedBlock(); err == nil {
		t.Error("no selection: no error")
	}
	l := e.Model.Level()
	// A solid block of the level: the bottom row's first.
	by := l.Height - 1
	from, _ := l.Block(0, by)
	if from[0].Tile == 0 {
		t.Skip("the example's bottom-left block is empty")
	}
	b := e.Model.Brush()
	b.XFlip = !from[0].XFlip
	b.Tile = from[0].Tile
	if int(b.Tile)+1 < len(l.Lib.Tiles) {
		b.Tile++
	}
	e.Model.SetBrush(b)
	e.LevelView.SetSelection(image.Rect(0, by, 1, by+1))
	n, err := e.ReplaceSelectedBlock()
	if err != nil || n == 0 {
		t.Fatalf("replaced %d: %v", n, err)
	}
	if got, _ := l.Block(0, by); got != e.Model.BrushBlock(from) {
		t.Errorf("block %+v, want the brush's %+v", got, e.Model.BrushBlock(from))
	}
}

// TestEditor_ChunkTool_SharedChunkFiles: on a SonLVL project's level
// whose chunk files another level shares, a chunk tool runs (no refusal),
// its report names the level whose layout Save rewrites, and Save
// rewrites it.
func TestEditor_ChunkTool_SharedChunkFiles(t *testing.T) {
	ini, name := buildProject(t)
	b, err := os.ReadFile(ini)
	if err != nil {
		t.Fatal(err)
	}
	s := string(b)
	lay := "../level/layout/" + name + ".kos"
	sec := s[strings.Index(s, "["+name+"]"):]
	if !strings.Contains(sec, "layout="+lay) {
		t.Fatalf("unexpected export: %s", sec)
	}
	d, err := os.ReadFile(filepath.Join(filepath.Dir(ini), lay))
	if err != nil {
		t.Fatal(err)
	}
	sibLay := filepath.Join(filepath.Dir(ini), "../level/layout/act2.kos")
	if err := os.WriteFile(sibLay, d, 0o644); err != nil {
		t.Fatal(err)
	}
	sib := strings.Replace(strings.Replace(sec, "["+name+"]", "[act2]", 1), "layout="+lay, "layout=../level/layout/act2.kos", 1)
	if err := os.WriteFile(ini, []byte(s+"\r\n"+sib), 0o644); err != nil {
		t.Fatal(err)
	}
	pk, err := model.LoadProjectLevel(ini, name)
	if err != nil {
		t.Fatal(err)
	}
	m := model.NewModel(pk, ini)
	m.SelectLevel(0)
	e := newTestEditorOn(t, m)
	if u := e.UsageText(); !strings.Contains(u, "this level and act2") {
		t.Errorf("usage text does not count act2's layout: %q", u[:min(len(u), 200)])
	}
	e.chunkTool(func() int { m.SelectChunk(1); m.DeleteChunk(); return 1 }, "chunk")
	if !strings.Contains(e.lastLayoutReport, "Removed 1 chunk") || !strings.Contains(e.lastLayoutReport, "act2") {
		t.Fatalf("report %q: want the removal and the level act2 named", e.lastLayoutReport)
	}
	if err := e.SavePath(ini); err != nil {
		t.Fatal(err)
	}
	if now, err := os.ReadFile(sibLay); err != nil || bytes.Equal(now, d) {
		t.Errorf("act2's layout was not rewritten by Save (%v)", err)
	}
}

// TestEditor_ChunkTool_S3KSharedPrimary: on a Sonic 3 & Knuckles project
// of our own whose act2 names the open level's primary chunks with a
// secondary of its own, the chunk tool's report says which chunks keep
// their numbers (pinned) and names act2.
func TestEditor_ChunkTool_S3KSharedPrimary(t *testing.T) {
	p, err := examples.Load("basics")
	if err != nil {
		t.Fatal(err)
	}
	var l *layers.Level
	for _, c := range p.Levels {
		if c.Lib.ChunkBlocks == 8 {
			l = c
			break
		}
	}
	if l == nil {
		t.Fatal("basics has no 128-px level")
	}
	ini, err := sonlvl.Export(l, sonlvl.S3K, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	dir := filepath.Dir(ini)
	b, err := os.ReadFile(ini)
	if err != nil {
		t.Fatal(err)
	}
	s := string(b)
	sec := s[strings.Index(s, "["+l.Name+"]"):]
	var chunks string
	for _, line := range strings.Split(sec, "\n") {
		if v, ok := strings.CutPrefix(strings.TrimSpace(line), "chunks="); ok {
			chunks = v
		}
	}
	raw, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(chunks)))
	if err != nil {
		t.Fatal(err)
	}
	d, err := mdcomp.Decode(mdcomp.Kosinski, raw)
	if err != nil || len(d) < 3*128 {
		t.Fatalf("chunks: %d bytes, %v", len(d), err)
	}
	at := len(d) - 128
	ea, _ := mdcomp.EncodeSega(mdcomp.Kosinski, d[:at])
	eb, _ := mdcomp.EncodeSega(mdcomp.Kosinski, d[at:])
	cdir := filepath.Dir(chunks)
	for f, data := range map[string][]byte{"P.kos": ea, "S1.kos": eb, "S2.kos": eb} {
		if err := os.WriteFile(filepath.Join(dir, filepath.FromSlash(cdir), f), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	own := strings.Replace(sec, "chunks="+chunks, "chunks="+cdir+"/P.kos|"+cdir+"/S1.kos", 1)
	act2 := strings.Replace(strings.Replace(sec, "["+l.Name+"]", "[act2]", 1), "chunks="+chunks, "chunks="+cdir+"/P.kos|"+cdir+"/S2.kos", 1)
	if err := os.WriteFile(ini, []byte(strings.Replace(s, sec, own, 1)+"\r\n"+act2), 0o644); err != nil {
		t.Fatal(err)
	}
	pk, err := model.LoadProjectLevel(ini, l.Name)
	if err != nil {
		t.Fatal(err)
	}
	m := model.NewModel(pk, ini)
	m.SelectLevel(0)
	e := newTestEditorOn(t, m)
	e.chunkTool(m.DeleteUnusedChunks, "unused chunk")
	want := fmt.Sprintf("Chunks 0-%d keep their numbers (pinned)", at/128-1)
	if !strings.Contains(e.lastLayoutReport, want) || !strings.Contains(e.lastLayoutReport, "act2") {
		t.Errorf("report %q: want %q and act2 named", e.lastLayoutReport, want)
	}
	if err := m.DeleteChunkError(1); err == nil || !strings.Contains(err.Error(), "act2") {
		t.Errorf("DeleteChunkError(1) = %v, want pinned by act2", err)
	}
}
