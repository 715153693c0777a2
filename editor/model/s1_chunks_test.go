package model

import (
	"bytes"
	"image"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"loopwright/heightmask"
	"loopwright/internal/sharedtest"
	"loopwright/layers"
	"loopwright/sonlvl"
)

// s1SharingProject writes a Sonic 1 project of our own: level "ours"
// with chunks 1..9 (chunk k a floor of mask k; chunk 9 a copy of 3,
// chunk 4 placed nowhere), its layout placing 1, 2, loop chunk $85
// (chunk 5 on path A, 6 on path B), 9, 3 and 7, a background placing 9
// and 5; and level "sibling" sharing its chunk files, placing 8, 3 and 9.
// Both INI sections say loopchunks=7, which pins chunks 7 and 8. It
// returns the INI's path.
func s1SharingProject(t *testing.T) string {
	t.Helper()
	lib := layers.NewLibrary(16)
	for h := 1; h <= 8; h++ {
		var m heightmask.Mask
		for i := range m.Heights {
			m.Heights[i] = int8(h)
		}
		m.Recompute()
		lib.Tiles = append(lib.Tiles, m)
	}
	for k := 1; k <= 9; k++ {
		tile := layers.TileID(k)
		if k == 9 {
			tile = 3
		}
		c := layers.Chunk{Blocks: make([]layers.Block, 256)}
		for x := 0; x < 16; x++ {
			cell := layers.Cell{Tile: tile, Solidity: heightmask.SolidAll}
			c.Blocks[8*16+x] = layers.Block{cell, cell}
		}
		lib.Chunks = append(lib.Chunks, c)
	}
	l := layers.New("ours", lib, 4*16, 2*16)
	copy(l.Layout, []layers.ChunkID{1, 2, 5, 9, 3, 7, 0, 0})
	l.Start = layers.Point{X: 64, Y: 64}
	ini, err := sonlvl.Export(l, sonlvl.S1, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	dir := filepath.Dir(ini)
	write := func(rel string, b []byte) {
		t.Helper()
		if err := os.WriteFile(filepath.Join(dir, filepath.FromSlash(rel)), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	// Layouts: width-1, height-1, then the chunk bytes.
	write("../levels/ours.bin", []byte{3, 1, 1, 2, 0x85, 9, 3, 7, 0, 0})
	write("../levels/sibling.bin", []byte{3, 1, 8, 3, 9, 0, 0, 0, 0, 0})
	write("../levels/oursbg.bin", []byte{1, 0, 9, 5})
	b, err := os.ReadFile(ini)
	if err != nil {
		t.Fatal(err)
	}
	s := string(b)
	sec := s[strings.Index(s, "[ours]"):]
	own := strings.TrimRight(sec, "\r\n") + "\r\nbglayout=../levels/oursbg.bin\r\nloopchunks=7\r\n"
	sib := strings.Replace(strings.Replace(sec, "[ours]", "[sibling]", 1), "fglayout=../levels/ours.bin", "fglayout=../levels/sibling.bin", 1)
	sib = strings.TrimRight(sib, "\r\n") + "\r\nloopchunks=7\r\n"
	if err := os.WriteFile(ini, []byte(s[:strings.Index(s, "[ours]")]+own+sib), 0o644); err != nil {
		t.Fatal(err)
	}
	return ini
}

// layoutBytes reads a Sonic 1 layout file of the project at ini.
func layoutBytes(t *testing.T, ini, rel string) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(filepath.Dir(ini), filepath.FromSlash(rel)))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestModel_S1ChunkTools_SharedChunkFiles: on a Sonic 1 project of our
// own, Delete unused chunks, Remove duplicate chunks and Delete chunk
// renumber chunks 1..$7F with their loop forms ($85 follows chunk 5, and
// chunk 6, its path B, stays the chunk after it: FindNearestTile), keep
// the chunks the INI's loopchunks= names (7, and 8 after it) at their
// numbers, and Save rewrites the level sharing the chunk files in the
// same save: both levels, reopened, look and collide as before.
func TestModel_S1ChunkTools_SharedChunkFiles(t *testing.T) {
	ini := s1SharingProject(t)
	m, l := openProjectModel(t, ini, "ours")
	if !m.s1Project() {
		t.Fatal("not seen as a Sonic 1 project's level")
	}
	ownPic, ownCol := levelLook(t, ini, "ours")
	sibPic, sibCol := levelLook(t, ini, "sibling")
	same := func(when string) {
		t.Helper()
		for _, c := range []struct {
			name string
			pic  []byte
			col  string
		}{{"ours", ownPic, ownCol}, {"sibling", sibPic, sibCol}} {
			pic, col := levelLook(t, ini, c.name)
			if !bytes.Equal(pic, c.pic) {
				t.Errorf("%s: level %s, reopened, does not look as before", when, c.name)
			}
			if col != c.col {
				t.Errorf("%s: level %s, reopened, does not collide as before", when, c.name)
			}
		}
	}
	if pins := m.S1FixedChunks(); pins[7] == "" || pins[8] == "" || len(pins) != 2 {
		t.Fatalf("S1FixedChunks = %v, want 7 and 8 (loopchunks=7)", pins)
	}

	// Delete unused: chunk 4 only. 5 and 6 move down together, 7 and 8
	// are pinned, 9 takes the first free number, 6.
	if n := m.DeleteUnusedChunks(); n != 1 {
		t.Fatalf("DeleteUnusedChunks removed %d, want 1 (chunk 4)", n)
	}
	if want := []layers.ChunkID{1, 2, 0x84, 6, 3, 7, 0, 0}; !slices.Equal(l.Layout, want) {
		t.Fatalf("layout %x, want %x", l.Layout, want)
	}
	if want := []layers.ChunkID{6, 4}; !slices.Equal(l.Background.Layout, want) {
		t.Errorf("background %x, want %x", l.Background.Layout, want)
	}
	if got := m.ChunkRenumberSharers(); !slices.Equal(got, []string{"sibling"}) {
		t.Errorf("ChunkRenumberSharers = %v", got)
	}
	m.History.Undo()
	if want := []layers.ChunkID{1, 2, 0x85, 9, 3, 7, 0, 0}; !slices.Equal(l.Layout, want) {
		t.Fatalf("after Undo layout %x, want %x", l.Layout, want)
	}
	m.History.Redo()
	if got, err := m.Save(ini); err != nil || !slices.Equal(got, []string{"sibling"}) {
		t.Fatalf("Save = %v, %v", got, err)
	}
	if got := layoutBytes(t, ini, "../levels/sibling.bin"); !bytes.Equal(got, []byte{3, 1, 8, 3, 6, 0, 0, 0, 0, 0}) {
		t.Errorf("the sibling's layout is % x after Save", got)
	}
	if got := layoutBytes(t, ini, "../levels/ours.bin"); !bytes.Equal(got, []byte{3, 1, 1, 2, 0x84, 6, 3, 7, 0, 0}) {
		t.Errorf("the level's layout is % x after Save", got)
	}
	same("after Delete unused")
	if n := m.DeleteUnusedChunks(); n != 0 {
		t.Errorf("a second DeleteUnusedChunks removed %d", n)
	}

	// Remove duplicates: 6 (once 9) is 3.
	if n := m.RemoveDuplicateChunks(); n != 1 {
		t.Fatalf("RemoveDuplicateChunks removed %d, want 1", n)
	}
	if _, err := m.Save(ini); err != nil {
		t.Fatal(err)
	}
	if got := layoutBytes(t, ini, "../levels/sibling.bin"); !bytes.Equal(got, []byte{3, 1, 8, 3, 3, 0, 0, 0, 0, 0}) {
		t.Errorf("the sibling's layout is % x after Save", got)
	}
	same("after Remove duplicates")
	if n := m.RemoveDuplicateChunks(); n != 0 {
		t.Errorf("a second RemoveDuplicateChunks removed %d", n)
	}

	// Delete chunk: a pinned chunk and a placed loop chunk's path B are
	// refused; chunk 2 goes, its place empties, 3 and the loop pair move
	// down.
	for _, id := range []layers.ChunkID{7, 8, 5} {
		if err := m.DeleteChunkError(id); err == nil {
			t.Errorf("DeleteChunkError(%d) = nil", id)
		}
	}
	m.SelectChunk(7)
	m.DeleteChunk()
	if m.History.CanRedo() || !slices.Contains(l.Layout, 7) {
		t.Fatal("a pinned chunk was deleted")
	}
	m.SelectChunk(2)
	if err := m.DeleteChunkError(2); err != nil {
		t.Fatal(err)
	}
	m.DeleteChunk()
	if want := []layers.ChunkID{1, 0, 0x83, 2, 2, 7, 0, 0}; !slices.Equal(l.Layout, want) {
		t.Fatalf("after deleting chunk 2, layout %x, want %x", l.Layout, want)
	}
	if _, err := m.Save(ini); err != nil {
		t.Fatal(err)
	}
	if got := layoutBytes(t, ini, "../levels/sibling.bin"); !bytes.Equal(got, []byte{3, 1, 8, 2, 2, 0, 0, 0, 0, 0}) {
		t.Errorf("the sibling's layout is % x after Save", got)
	}
	sibPic2, sibCol2 := levelLook(t, ini, "sibling")
	if !bytes.Equal(sibPic2, sibPic) || sibCol2 != sibCol {
		t.Error("after Delete chunk, the sibling (which never placed it) looks or collides otherwise")
	}
}

// TestS1Plan_LoopPairs: s1Plan moves a placed loop form's chunk and its
// path B chunk together, never puts a loop chunk at $28 (whose path B is
// $51, FindNearestTile), and keeps pinned chunks where they are.
func TestS1Plan_LoopPairs(t *testing.T) {
	target := make([]int, 0x80)
	for k := range target {
		target[k] = k
	}
	target[0x20] = -1 // a hole below $28
	loops := make([]bool, 0x80)
	loops[0x28] = true // $A8: path B $51, both pinned
	loops[0x30] = true // $B0: $30 and $31 move together
	newID, err := s1Plan(target, loops, map[int]string{0x40: "test"})
	if err != nil {
		t.Fatal(err)
	}
	if newID[0x28] != 0x28 || newID[0x51] != 0x51 || newID[0xA8] != 0xA8 || newID[0x40] != 0x40 {
		t.Errorf("pinned chunks moved: $28->%x $51->%x $40->%x", newID[0x28], newID[0x51], newID[0x40])
	}
	if newID[0x31] != newID[0x30]+1 || newID[0xB0] != 0x80|newID[0x30] {
		t.Errorf("loop pair $30,$31 -> %x,%x, $B0 -> %x", newID[0x30], newID[0x31], newID[0xB0])
	}
	if newID[0x21] != 0x20 || newID[0x20] != -1 {
		t.Errorf("$21 -> %x, $20 -> %x", newID[0x21], newID[0x20])
	}
	seen := map[int]bool{}
	for k := 1; k < 0x80; k++ {
		if n := newID[k]; n >= 0 {
			if seen[n] || n > k {
				t.Errorf("chunk $%02X -> $%02X (taken twice, or moved up)", k, n)
			}
			seen[n] = true
		}
	}
	// A loop pair that would land on $28 skips it.
	target = make([]int, 0x80)
	for k := range target {
		target[k] = k
	}
	target[0x28] = -1
	loops = make([]bool, 0x80)
	loops[0x29] = true
	newID, err = s1Plan(target, loops, nil)
	if err != nil {
		t.Fatal(err)
	}
	if newID[0x29] == 0x28 {
		t.Errorf("loop chunk $29 moved to $28")
	}
	if _, err := s1Plan(target, loops, map[int]string{0x28: "test"}); err == nil {
		t.Error("deleting a pinned chunk: no error")
	}
}

// TestModel_S1ChunkTools_S1disasmGHZ: on a copy of s1disasm's project,
// Green Hill's chunks 46 and 47 ($2E, $2F: the Ending's End_SlowFade
// writes them) are placed by no level but pinned, so Delete unused
// removes nothing; once Green Hill 1 stops placing chunk 4 (which only it
// places), Delete unused removes it, the chunks after it move down except
// the pinned loop, roll tunnel and Ending chunks, and after Save Green
// Hill 1, 2, 3 and the Ending (which share GHZ's chunks) look and collide
// as before.
func TestModel_S1ChunkTools_S1disasmGHZ(t *testing.T) {
	if testing.Short() {
		t.Skip("copies and renders four levels")
	}
	if os.Getenv("CI") != "" && sharedtest.Find() == "" {
		t.Fatal("CI is set but ../shared is absent")
	}
	src := sharedtest.Path(t, "disasm", "s1disasm")
	dst := filepath.Join(t.TempDir(), "s1disasm")
	if err := os.CopyFS(dst, os.DirFS(src)); err != nil {
		t.Fatal(err)
	}
	ini := filepath.Join(dst, "SonLVL INI Files", "SonLVL.ini")
	const ghz1 = "Green Hill Zone Act 1"
	m, l := openProjectModel(t, ini, ghz1)
	_, names, err := m.SharedChunkUsage()
	if err != nil || !slices.Contains(names, "Green Hill Zone Act 2") {
		t.Fatalf("SharedChunkUsage: sharers %v, %v", names, err)
	}
	pins := m.S1FixedChunks()
	for _, k := range []int{0x35, 0x36, 0x1F, 0x20, 0x2E, 0x2F} {
		if pins[k] == "" {
			t.Errorf("chunk $%02X is not pinned (%v)", k, pins)
		}
	}
	type look struct {
		pic []byte
		col string
	}
	loopAt := slices.Index(l.Layout, 0xB5)
	if loopAt < 0 {
		t.Fatal("Green Hill 1 places no loop chunk $B5")
	}
	if n := m.DeleteUnusedChunks(); n != 0 {
		t.Fatalf("DeleteUnusedChunks removed %d; every chunk is placed or pinned", n)
	}
	fives := 0
	for _, id := range l.Layout {
		if id == 5 {
			fives++
		}
	}
	if n := m.ReplaceChunk(4, 0, false); n == 0 {
		t.Fatal("Green Hill 1 places no chunk 4")
	}
	if _, err := m.Save(ini); err != nil {
		t.Fatal(err)
	}
	before := map[string]look{}
	for _, n := range append([]string{ghz1}, names...) {
		p, c := levelLook(t, ini, n)
		before[n] = look{p, c}
	}
	if n := m.DeleteUnusedChunks(); n != 1 {
		t.Fatalf("DeleteUnusedChunks removed %d, want 1 (chunk 4)", n)
	}
	if l.Layout[loopAt] != 0xB5 {
		t.Errorf("the loop chunk became $%02X", l.Layout[loopAt])
	}
	fours := 0
	for _, id := range l.Layout {
		if id == 4 {
			fours++
		}
	}
	if fours != fives {
		t.Errorf("chunk 5 (placed %d times) did not become 4 (placed %d times)", fives, fours)
	}
	got, err := m.Save(ini)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Contains(got, "Green Hill Zone Act 2") || !slices.Contains(got, "Ending") {
		t.Errorf("Save rewrote %v", got)
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

// TestModel_S1DuplicateChunk: on a Sonic 1 project's level whose layout
// places loop chunk $85 (so the library reaches $85), Duplicate makes
// chunk 10, the first number after the last chunk, not $86 (a loop
// form's number); placed and saved, the copy collides and looks as the
// chunk it copies. Add then selects the next free number.
func TestModel_S1DuplicateChunk(t *testing.T) {
	ini := s1SharingProject(t)
	m, l := openProjectModel(t, ini, "ours")
	m.SelectChunk(3)
	m.DuplicateChunk()
	if got := m.SelectedChunk(); got != 10 {
		t.Fatalf("the copy is chunk %d, want 10", got)
	}
	m.PlaceChunk(2, 1, 10) // the empty cell (2,1)
	if l.Layout[6] != 10 {
		t.Fatalf("layout %x", l.Layout)
	}
	if _, err := m.Save(ini); err != nil {
		t.Fatal(err)
	}
	_, r := openProjectModel(t, ini, "ours")
	for by := 0; by < 16; by++ {
		for bx := 0; bx < 16; bx++ {
			for _, p := range []layers.Path{layers.PathA, layers.PathB} {
				gc, gm := r.Cell(p, 2*16+bx, 16+by)
				wc, wm := r.Cell(p, bx, 16+by) // chunk 3 at (0,1)
				if gc != wc || (gm == nil) != (wm == nil) || (gm != nil && gm.Heights != wm.Heights) {
					t.Fatalf("block %d,%d: the copy's cell %+v, chunk 3's %+v", bx, by, gc, wc)
				}
			}
		}
	}
	if !bytes.Equal(levelPicture(r, image.Rect(512, 256, 768, 512)).Pix, levelPicture(r, image.Rect(0, 256, 256, 512)).Pix) {
		t.Error("the copy does not look as chunk 3")
	}
	m.AddChunk()
	if got := m.SelectedChunk(); got != 11 {
		t.Errorf("Add selects chunk %d, want 11", got)
	}
}

// TestModel_S1ChunkEditSync: on a Sonic 1 project's level, painting a
// chunk paints the loop forms drawn from it (loop chunk $85's path A is
// chunk 5, $84's path B is chunk 5: FindNearestTile), at once and in one
// undo step, so the level collides in the editor as the game will read
// it; painting a loop form's path B paints the chunk after it, both its
// paths, and the save and the reopened level agree.
func TestModel_S1ChunkEditSync(t *testing.T) {
	ini := s1SharingProject(t)
	m, l := openProjectModel(t, ini, "ours")
	tileAt := func(l *layers.Level, p layers.Path, bx, by int) layers.TileID {
		c, _ := l.Cell(p, bx, by)
		return c.Tile
	}
	lib := m.Lib()
	b := m.Brush()
	b.Tile, b.Solidity = 7, heightmask.SolidAll
	m.SetBrush(b)
	m.SelectChunk(5)
	if !m.EditChunkCell(0, 3, PathSetA, ChunkBrush) {
		t.Fatal("chunk 5 not painted")
	}
	for _, c := range []struct {
		id layers.ChunkID
		p  layers.Path
	}{{5, layers.PathA}, {5, layers.PathB}, {0x85, layers.PathA}, {0x84, layers.PathB}} {
		if got := lib.Chunks[c.id].Blocks[3*16][c.p].Tile; got != 7 {
			t.Errorf("chunk $%02X path %v block 0,3: tile %d, want 7", int(c.id), c.p, got)
		}
	}
	if got := tileAt(l, layers.PathA, 2*16, 3); got != 7 {
		t.Errorf("the level's loop chunk collides with tile %d on path A, want 7", got)
	}
	m.Undo()
	if lib.Chunks[0x85].Blocks[3*16][0].Tile != 0 || lib.Chunks[5].Blocks[3*16][0].Tile != 0 {
		t.Fatal("Undo left the painted cells")
	}
	b.Tile = 2
	m.SetBrush(b)
	m.SelectChunk(0x85)
	if !m.EditChunkCell(1, 3, PathSetB, ChunkBrush) {
		t.Fatal("loop chunk $85 not painted")
	}
	if lib.Chunks[6].Blocks[3*16+1][0].Tile != 2 || lib.Chunks[6].Blocks[3*16+1][1].Tile != 2 || lib.Chunks[5].Blocks[3*16+1][0].Tile != 0 {
		t.Errorf("$85's path B did not go to chunk 6 alone: %+v / %+v", lib.Chunks[6].Blocks[3*16+1], lib.Chunks[5].Blocks[3*16+1])
	}
	if _, err := m.Save(ini); err != nil {
		t.Fatal(err)
	}
	_, r := openProjectModel(t, ini, "ours")
	if got := tileAt(r, layers.PathB, 2*16+1, 3); got != 2 {
		t.Errorf("reopened, the loop chunk's path B has tile %d, want 2", got)
	}
	if got := r.Lib.Chunks[6].Blocks[3*16+1]; got[0].Tile != 2 || got[1].Tile != 2 {
		t.Errorf("reopened, chunk 6 block 1,3 is %+v", got)
	}
}

// TestModel_PaintCopyOnWriteKeepsArt: painting collision in the level on
// a chunk other cells place copies the chunk (copy-on-write), and the
// copy keeps the art of the chunk it copies, so the level looks as before
// (in a Sonic 2 and a Sonic 1 project of our own); Undo takes both back.
func TestModel_PaintCopyOnWriteKeepsArt(t *testing.T) {
	for _, c := range []struct {
		name string
		v    sonlvl.Version
		cb   int
	}{{"S2", sonlvl.S2, 8}, {"S1", sonlvl.S1, 16}} {
		t.Run(c.name, func(t *testing.T) {
			ini, name := ourProject(t, c.v, c.cb)
			m, l := openProjectModel(t, ini, name)
			cell := -1
			for i, id := range l.Layout {
				if id != 0 && slices.Index(l.Layout, id) != i {
					cell = i // a second place of a chunk
					break
				}
			}
			if cell < 0 {
				t.Fatal("no chunk is placed twice")
			}
			r := image.Rect(0, 0, l.Width*16, l.Height*16)
			before := levelPicture(l, r)
			old := l.Layout[cell]
			bx, by := cell%l.LayoutW*c.cb+1, cell/l.LayoutW*c.cb+1
			if !m.PaintBlock(bx, by, false) {
				t.Fatal("nothing painted")
			}
			if l.Layout[cell] == old {
				t.Fatal("the chunk was not copied")
			}
			if c.v == sonlvl.S1 && l.Layout[cell] >= 0x80 {
				t.Fatalf("the copy is chunk $%02X, a loop form's number", int(l.Layout[cell]))
			}
			if !bytes.Equal(levelPicture(l, r).Pix, before.Pix) {
				t.Error("the copied chunk lost its art")
			}
			m.Undo()
			if l.Layout[cell] != old || !bytes.Equal(levelPicture(l, r).Pix, before.Pix) {
				t.Error("Undo did not take the copy back")
			}
		})
	}
}

// TestModel_S1PaintLevel: on a Sonic 1 project's level whose layout
// places loop chunk $85 (the library reaching $85), painting an empty
// cell makes chunk 10, the first free number, not $86 (which Sonic 1
// reads as chunk 6's loop form); painting path A on the loop chunk's cell
// edits chunk 5 (its path A), not chunk 6 (its path B); saved and
// reopened, chunk 6 is as it was.
func TestModel_S1PaintLevel(t *testing.T) {
	ini := s1SharingProject(t)
	m, l := openProjectModel(t, ini, "ours")
	six := slices.Clone(l.Lib.Chunks[6].Blocks)
	b := m.Brush()
	b.Tile, b.Solidity, b.Paths = 4, heightmask.SolidAll, PathSetA
	m.SetBrush(b)
	if !m.PaintBlock(2*16+3, 16+5, false) { // cell (2,1): empty
		t.Fatal("nothing painted")
	}
	if got := l.Layout[6]; got != 10 {
		t.Fatalf("the new chunk is $%02X, want 10", int(got))
	}
	if !m.PaintBlock(2*16+3, 5, false) { // cell (2,0): loop chunk $85
		t.Fatal("nothing painted on the loop chunk")
	}
	if l.Layout[2] != 0x85 || l.Lib.Chunks[5].Blocks[5*16+3][0].Tile != 4 {
		t.Fatalf("painting the loop chunk: cell $%02X, chunk 5's block %+v", int(l.Layout[2]), l.Lib.Chunks[5].Blocks[5*16+3])
	}
	if _, err := m.Save(ini); err != nil {
		t.Fatal(err)
	}
	_, r := openProjectModel(t, ini, "ours")
	if !slices.Equal(r.Lib.Chunks[6].Blocks, six) {
		t.Error("chunk 6 changed")
	}
	if c, _ := r.Cell(layers.PathA, 2*16+3, 16+5); c.Tile != 4 || r.Layout[6] != 10 {
		t.Errorf("reopened: cell (2,1) places chunk %d, block tile %d", r.Layout[6], c.Tile)
	}
	if c, _ := r.Cell(layers.PathA, 2*16+3, 5); c.Tile != 4 {
		t.Errorf("reopened: the loop chunk's block has tile %d, want 4", c.Tile)
	}
}

// TestModel_S1ChunkList: a Sonic 1 project's Chunks tab lists chunk 0 and
// the chunks up to the last that holds something, each followed by its
// loop form when a level places it ($85 after 5), not the free numbers up
// to $7F nor the 128 loop numbers at the end; with every number 1..$7F
// holding a chunk, Add and Duplicate make none and ChunkAddError says why
// (a layout byte from $80 is a loop form). The loop form named by the
// project (loopchunks=7: $87) is listed once the library holds it.
func TestModel_S1ChunkList(t *testing.T) {
	ini := s1SharingProject(t)
	m, _ := openProjectModel(t, ini, "ours")
	if got, want := m.ChunkList(), []int{0, 1, 2, 3, 4, 5, 0x85, 6, 7, 8, 9}; !slices.Equal(got, want) {
		t.Errorf("ChunkList = %X, want %X", got, want)
	}
	if err := m.ChunkAddError(); err != nil {
		t.Fatalf("ChunkAddError with free numbers: %v", err)
	}
	lib := m.Lib()
	for len(lib.Chunks) < 0x100 {
		lib.Chunks = append(lib.Chunks, layers.Chunk{Blocks: make([]layers.Block, 256)})
	}
	lib.Chunks[0x7F].Blocks[0] = layers.Block{{Tile: 1, Solidity: heightmask.SolidAll}}
	if got := m.ChunkList(); len(got) != 0x80+2 || got[len(got)-1] != 0x7F {
		t.Errorf("ChunkList with $7F used: %d entries ending %X, want 130 ($85 and $87 with their chunks)", len(got), got[len(got)-1])
	}
	err := m.ChunkAddError()
	if err == nil || !strings.Contains(err.Error(), "$7F") {
		t.Fatalf("ChunkAddError with every number taken: %v", err)
	}
	n := len(lib.Chunks)
	m.AddChunk()
	m.SelectChunk(3)
	m.DuplicateChunk()
	if len(lib.Chunks) != n || m.History.CanUndo() {
		t.Error("a chunk was made with no free number")
	}
	pm, _ := toolModel(t)
	if got := pm.ChunkList(); len(got) != len(pm.Lib().Chunks) || pm.ChunkAddError() != nil {
		t.Errorf("a pack lists %d of %d chunks (%v)", len(got), len(pm.Lib().Chunks), pm.ChunkAddError())
	}
}
