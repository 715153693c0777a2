package sonlvl

import (
	"bytes"
	"encoding/binary"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"loopwright/examples"
	"loopwright/heightmask"
	"loopwright/internal/sharedtest"
	"loopwright/layers"
	"loopwright/mdart"
	"loopwright/mdcomp"
)

// s3kExample exports the basics example's first 128-px level as a
// synthetic S3K project (no game data) and returns the INI and the level
// name. Objects without an obj_id get one (S3K has no Loopwright classes).
func s3kExample(t *testing.T) (string, *layers.Level) {
	t.Helper()
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
	for i := range l.Objects {
		o := &l.Objects[i]
		if _, ok := prop(o, PropObjID); !ok && o.Class != "ring" {
			o.Props = append(o.Props, layers.Prop{Name: PropObjID, Type: "string", Value: "0x07"})
		}
	}
	// A ring, so the ring layout has one.
	l.Objects = append(l.Objects, layers.Object{ID: 900, Class: "ring", X: 200, Y: 300})
	ini, err := Export(l, S3K, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	return ini, l
}

// TestExport_S3KRoundTrip: a level exported as an S3K project opens with
// the same collision (both paths), switchers (Obj_PathSwap, id 2), start
// and objects; with no edit nothing would be written.
func TestExport_S3KRoundTrip(t *testing.T) {
	ini, l := s3kExample(t)
	r := loadLevel(t, ini, l.Name)
	if r.Project.Version != S3K {
		t.Fatalf("version %v", r.Project.Version)
	}
	sameLevel(t, r.Model, l)
	if ch, err := r.Changed(); err != nil || len(ch) != 0 {
		t.Errorf("unedited level would write %v (%v)", ch, err)
	}
	// The index file is Sonic 3's: $300 words of path A, then path B at $600.
	d, err := os.ReadFile(r.ColInd[0].Path)
	if err != nil || len(d) != 0xC00 {
		t.Fatalf("index file: %d bytes, %v", len(d), err)
	}
	for b := 0; b < 0x300; b++ {
		if int(binary.BigEndian.Uint16(d[2*b:])) != int(r.ind[0][b]) || int(binary.BigEndian.Uint16(d[0x600+2*b:])) != int(r.ind[1][b]) {
			t.Fatalf("block %d: index words differ from the decoded paths", b)
		}
	}
}

// TestLevel_Save_S3KEdits: edits of an S3K level survive a save and a
// re-open: a mask, a path B cell (a new block), a layout cell in place and
// one beyond the foreground (the layout file grows, pointers rebuilt), a
// switcher, an object, a ring (rings stay sorted by x) and the start.
func TestLevel_Save_S3KEdits(t *testing.T) {
	ini, l0 := s3kExample(t)
	l := loadLevel(t, ini, l0.Name)
	m := l.Model
	lib := m.Lib
	lib.Tiles[3].Heights[2] = 5
	lib.Tiles[3].Recompute()
	var c layers.ChunkID
	for _, id := range m.Layout {
		if id != 0 {
			c = id
			break
		}
	}
	lib.Chunks[c].Blocks[12][1] = layers.Cell{Tile: 4, Solidity: heightmask.SolidAll}
	m.Layout[0] = c
	if len(m.Switchers) > 0 {
		m.Switchers[0].GroundedOnly = !m.Switchers[0].GroundedOnly
	}
	m.Objects[0].X += 8
	m.Objects = append(m.Objects, layers.Object{ID: 901, Class: "ring", X: 40, Y: 64})
	m.Start.Y -= 2
	r := reopenSame(t, ini, l)
	if ch, err := r.Changed(); err != nil || len(ch) != 0 {
		t.Errorf("reopened level would write %v (%v)", ch, err)
	}
	// Grow the foreground by one chunk column: the file is rebuilt.
	w, h := m.LayoutW, m.LayoutH
	nl := make([]layers.ChunkID, (w+1)*h)
	for y := 0; y < h; y++ {
		copy(nl[y*(w+1):], r.Model.Layout[y*w:(y+1)*w])
	}
	nl[w] = c
	r.Model.Layout, r.Model.LayoutW, r.Model.Width = nl, w+1, (w+1)*8
	r.Model.Bounds.Max.X += 128
	r2 := reopenSame(t, ini, r)
	if r2.s3kLay.FGW != w+1 {
		t.Errorf("foreground width %d, want %d", r2.s3kLay.FGW, w+1)
	}
	d, _ := os.ReadFile(r2.Rings.Path)
	last := 0
	for off := 4; binary.BigEndian.Uint16(d[off:]) != 0xFFFF; off += 4 {
		x := int(binary.BigEndian.Uint16(d[off:]))
		if x < last {
			t.Errorf("ring layout not in order of x at offset %#x", off)
		}
		last = x
	}
}

// TestProject_Load_S3KFormats: Sonic & Knuckles' interleaved index
// (colindsz 1: path A at 2n, path B at 2n+1, LoadSolids_SK_Interleaved_Format),
// blocks and chunks of several files (saved back into each), the y word's
// flags (Load_Sprites: bit 13 x flip, 14 y flip, 15 kept), all start
// positions, file names differing in case (SonLVL on Windows).
func TestProject_Load_S3KFormats(t *testing.T) {
	ini, l0 := s3kExample(t)
	root := filepath.Dir(filepath.Dir(ini))
	lvl := filepath.Join(root, "Levels", fileName(l0.Name))
	// Interleaved index from the word one.
	wd, _ := os.ReadFile(filepath.Join(lvl, "Collision", "1.bin"))
	il := make([]byte, 0x600)
	for b := 0; b < 0x300; b++ {
		il[2*b] = wd[2*b+1]
		il[2*b+1] = wd[0x600+2*b+1]
	}
	must(t, os.WriteFile(filepath.Join(lvl, "Collision", "2.bin"), il, 0o644))
	// Blocks and chunks split into two files each.
	split := func(rel string, at int) (string, string) {
		raw, _ := os.ReadFile(filepath.Join(lvl, rel))
		d, err := mdcomp.Decode(mdcomp.Kosinski, raw)
		if err != nil || len(d) <= at {
			t.Fatalf("%s: %v (%d bytes)", rel, err, len(d))
		}
		a, b := strings.TrimSuffix(rel, ".kos")+" Primary.kos", strings.TrimSuffix(rel, ".kos")+" Secondary.kos"
		ea, _ := mdcomp.EncodeSega(mdcomp.Kosinski, d[:at])
		eb, _ := mdcomp.EncodeSega(mdcomp.Kosinski, d[at:])
		must(t, os.WriteFile(filepath.Join(lvl, a), ea, 0o644))
		must(t, os.WriteFile(filepath.Join(lvl, b), eb, 0o644))
		return a, b
	}
	ba, bb := split("Blocks/Act 1.kos", 16)
	ca, cb := split("Chunks/Act 1.kos", 128*2+6)
	// A second start (Knuckles), an object with every flag bit, the
	// angle map named in another case.
	must(t, os.MkdirAll(filepath.Join(lvl, "Start Location", "Knuckles"), 0o755))
	must(t, os.WriteFile(filepath.Join(lvl, "Start Location", "Knuckles", "1.bin"), []byte{0x01, 0x02, 0x03, 0x04}, 0o644))
	od, _ := os.ReadFile(filepath.Join(lvl, "Object Pos", "1.bin"))
	od = append([]byte{0, 0x20, 0xF1, 0x23, 0x55, 0x66}, od...)
	must(t, os.WriteFile(filepath.Join(lvl, "Object Pos", "1.bin"), od, 0o644))
	must(t, os.Rename(filepath.Join(root, "Levels", "Misc", "angles.bin"), filepath.Join(root, "Levels", "Misc", "ANGLES.bin")))
	src, _ := os.ReadFile(ini)
	dir := "../Levels/" + fileName(l0.Name) + "/"
	s := string(src)
	s = strings.Replace(s, "Collision/1.bin\r\ncolindsz=2", "Collision/2.bin", 1)
	s = strings.Replace(s, "blocks="+dir+"Blocks/Act 1.kos", "blocks="+dir+ba+"|"+dir+bb, 1)
	s = strings.Replace(s, "chunks="+dir+"Chunks/Act 1.kos", "chunks="+dir+ca+"|"+dir+cb, 1)
	s = strings.Replace(s, ":Sonic:Level Start", ":Sonic:Sonic Start|"+dir+"Start Location/Knuckles/1.bin:Knuckles:Knuckles Start", 1)
	if !strings.Contains(s, "Collision/2.bin") || !strings.Contains(s, "Primary.kos|") || !strings.Contains(s, "Knuckles Start") {
		t.Fatalf("INI not rewritten:\n%s", s)
	}
	must(t, os.WriteFile(ini, []byte(s), 0o644))

	l := loadLevel(t, ini, l0.Name)
	compareCollision(t, l.Model, l0)
	if len(l.BlockParts) != 2 || len(l.ChunkParts) != 2 {
		t.Errorf("block parts %d, chunk parts %d, want 2 each", len(l.BlockParts), len(l.ChunkParts))
	}
	if len(l.StartPositions) != 2 || l.StartPositions[1].X != 0x102 || l.StartPositions[1].Y != 0x304 || l.StartPositions[1].Character != "Knuckles" {
		t.Errorf("start positions %+v", l.StartPositions)
	}
	o := l.Model.Objects[0]
	if o.X != 0x20 || o.Y != 0x123 || o.Name != "Obj55" {
		t.Errorf("flagged object %+v", o)
	}
	for k, want := range map[string]string{PropXFlip: "true", PropYFlip: "true", PropRespawn: "false", PropYSpare: "0x9000", PropSubtype: "0x66"} {
		if v, _ := prop(&o, k); v != want {
			t.Errorf("object %s = %q, want %q", k, v, want)
		}
	}
	if ch, err := l.Changed(); err != nil || len(ch) != 0 {
		t.Errorf("unedited level would write %v (%v)", ch, err)
	}
	// An edit needing a new block lands in the secondary blocks file; the
	// primary (a zone's acts share it) stays; Knuckles' start moves.
	prim, _ := os.ReadFile(filepath.Join(lvl, ba))
	for c := range l.Model.Lib.Chunks {
		for i := range l.Model.Lib.Chunks[c].Blocks {
			if b := &l.Model.Lib.Chunks[c].Blocks[i]; b[0].Tile != 0 {
				b[1].Tile = 9
				goto edited
			}
		}
	}
edited:
	ps := StartPositionsOf(l.Model)
	if len(ps) != 2 || ps[1].Name != "Knuckles Start" || ps[1].X != 0x102 {
		t.Fatalf("start_positions property: %+v", ps)
	}
	ps[1].X = 0x0500
	SetStartPositions(l.Model, ps)
	r := reopenSame(t, ini, l)
	if got, _ := os.ReadFile(filepath.Join(lvl, ba)); !bytes.Equal(got, prim) {
		t.Error("the primary blocks file changed")
	}
	if r.StartPositions[1].X != 0x500 {
		t.Errorf("Knuckles' start %+v after save", r.StartPositions[1])
	}
	il2, _ := os.ReadFile(filepath.Join(lvl, "Collision", "2.bin"))
	if len(il2) != 0x600 {
		t.Errorf("interleaved index now %d bytes", len(il2))
	}
	if _, err := os.Stat(filepath.Join(root, "Levels", "Misc", "ANGLES.bin")); err != nil {
		t.Error(err)
	}
}

// TestProject_Load_S3KCorrupt: broken S3K files give one error naming the
// file and the place.
func TestProject_Load_S3KCorrupt(t *testing.T) {
	for _, c := range []struct {
		name, file string
		edit       func([]byte) []byte
		want       string
	}{
		{"row pointer", "Layout/1.bin", func(d []byte) []byte { d[8], d[9] = 0x90, 0; return d }, "offset 0x8: row 0's pointer $9000"},
		{"layout header", "Layout/1.bin", func(d []byte) []byte { return d[:20] }, "truncated: 20 bytes"},
		{"rows", "Layout/1.bin", func(d []byte) []byte { d[4], d[5] = 0, 40; return d }, "40 foreground / 0 background rows"},
		{"index size", "Collision/1.bin", func(d []byte) []byte { return d[:100] }, "100 bytes; with colindsz=2"},
		{"index value", "Collision/1.bin", func(d []byte) []byte { d[4] = 1; return d }, "offset 0x4: mask number 0x1"},
		{"rings", "Ring Pos/1.bin", func(d []byte) []byte { return d[:len(d)-2] }, "no $FFFF terminator"},
	} {
		t.Run(c.name, func(t *testing.T) {
			ini, l0 := s3kExample(t)
			p := filepath.Join(filepath.Dir(filepath.Dir(ini)), "Levels", fileName(l0.Name), filepath.FromSlash(c.file))
			d, err := os.ReadFile(p)
			if err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(p, c.edit(d), 0o644); err != nil {
				t.Fatal(err)
			}
			pr, err := Open(ini)
			if err != nil {
				t.Fatal(err)
			}
			_, err = pr.Load(l0.Name)
			if err == nil || !strings.Contains(err.Error(), c.want) || !strings.Contains(err.Error(), filepath.Base(p)) {
				t.Errorf("error %v, want %q naming %s", err, c.want, filepath.Base(p))
			}
		})
	}
}

// skdisasmINI returns the SonLVL.ini of the skdisasm checkout named by
// LOOPWRIGHT_SKDISASM, else of the shared folder's copy
// (../shared/disasm/skdisasm), skipping the test without either (failing
// it under CI).
func skdisasmINI(t *testing.T) string {
	t.Helper()
	root := os.Getenv("LOOPWRIGHT_SKDISASM")
	if root == "" {
		root = sharedtest.Path(t, "disasm", "skdisasm")
	}
	return filepath.Join(root, "SonLVL INI Files", "SonLVL.ini")
}

const aiz1 = `Sonic 3\Angel Island Zone Act 1`

// TestProject_Load_Skdisasm: every level of skdisasm's project opens (but
// AIZ 2's boss, whose INI names a blocks file the disassembly lacks) and
// would write nothing unedited; Angel Island 1 has its layout, starts and
// art as the files hold them.
func TestProject_Load_Skdisasm(t *testing.T) {
	ini := skdisasmINI(t)
	p, err := Open(ini)
	if err != nil {
		t.Fatal(err)
	}
	if p.Version != S3K {
		t.Fatalf("version %v", p.Version)
	}
	levels, err := p.LoadAll()
	if err != nil && (strings.Count(err.Error(), "\n") > 0 || !strings.Contains(err.Error(), "Bombership")) {
		t.Errorf("LoadAll: %v", err)
	}
	if len(levels) < 40 {
		t.Errorf("%d levels opened", len(levels))
	}
	for _, l := range levels {
		if ch, err := l.Changed(); err != nil || len(ch) != 0 {
			t.Errorf("%s: unedited level would write %v (%v)", l.Name, ch, err)
		}
		if l.Model.Picture == nil {
			t.Errorf("%s: no picture: %v", l.Name, l.ArtErr)
		}
	}
	l, err := p.Load(aiz1)
	if err != nil {
		t.Fatal(err)
	}
	m := l.Model
	if m.LayoutW != 0x61 || m.LayoutH != 0x0D || l.s3kLay.BGW != 0x42 || l.s3kLay.BGH != 0x0B {
		t.Errorf("layout %dx%d, background %dx%d; the file's header says 97x13, 66x11", m.LayoutW, m.LayoutH, l.s3kLay.BGW, l.s3kLay.BGH)
	}
	if m.Start != (layers.Point{X: 0x13A0, Y: 0x041A}) || len(l.StartPositions) != 2 || l.StartPositions[1].Character != "Knuckles" {
		t.Errorf("start %v, starts %+v", m.Start, l.StartPositions)
	}
	if len(l.BlockParts) != 2 || len(m.Lib.Tiles) != 256 {
		t.Errorf("%d block parts, %d masks", len(l.BlockParts), len(m.Lib.Tiles))
	}
}

// TestLevel_Save_SkdisasmAIZ1: an edit of Angel Island 1, saved into a
// copy of the project's files, survives a re-open, and only the files it
// touched change.
func TestLevel_Save_SkdisasmAIZ1(t *testing.T) {
	src := filepath.Dir(filepath.Dir(skdisasmINI(t)))
	dst := t.TempDir()
	for _, dir := range []string{"SonLVL INI Files", "Levels/AIZ", "Levels/Misc", "General/Sprites/Sonic/Palettes", "General/Sprites/Knuckles/Palettes"} {
		if err := copyTree(filepath.Join(src, dir), filepath.Join(dst, dir)); err != nil {
			t.Fatal(err)
		}
	}
	ini := filepath.Join(dst, "SonLVL INI Files", "SonLVL.ini")
	l := loadLevel(t, ini, aiz1)
	before := snapshot(t, filepath.Join(dst, "Levels"))
	m := l.Model
	c := m.Layout[8*m.LayoutW+45]
	m.Lib.Chunks[c].Blocks[0][0].Solidity = heightmask.SolidTop
	m.Start.X += 16
	r := reopenSame(t, ini, l)
	after := snapshot(t, filepath.Join(dst, "Levels"))
	var changed []string
	for p, b := range after {
		if !bytes.Equal(before[p], b) {
			changed = append(changed, filepath.ToSlash(p))
		}
	}
	if len(changed) != 2 {
		t.Errorf("changed files %v, want the chunks and Sonic's start", changed)
	}
	if r.Model.Start.X != 0x13A0+16 {
		t.Errorf("start %v", r.Model.Start)
	}
}

func copyTree(src, dst string) error {
	return filepath.WalkDir(src, func(p string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, p)
		to := filepath.Join(dst, rel)
		if d.IsDir() {
			return os.MkdirAll(to, 0o755)
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		return os.WriteFile(to, b, 0o644)
	})
}

// TestExportAll_FirstLevelFails: when the first level cannot be exported
// and a later one can, ExportAll reports the errors (it once indexed the
// missing first level's files and panicked).
func TestExportAll_FirstLevelFails(t *testing.T) {
	p, err := examples.Load("basics")
	if err != nil {
		t.Fatal(err)
	}
	good := p.Levels[0]
	bad := good.Clone()
	bad.Name, bad.Lib = "bad", good.Lib
	bad.Objects = append(bad.Objects, layers.Object{ID: 999, Class: "solid_box", X: 10, Y: 10})
	if _, err := ExportAll([]*layers.Level{bad, good}, S2, t.TempDir()); err == nil || !strings.Contains(err.Error(), "solid_box") {
		t.Errorf("error %v, want one naming the solid_box", err)
	}
}

// must fails the test on err.
func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

// FuzzParseS3KLayout: any bytes give a header or a message, never a panic;
// a header's rows lie in the data.
func FuzzParseS3KLayout(f *testing.F) {
	f.Add(s3kLayoutFile(3, 2, func(cx, cy int) byte { return byte(cx + cy) }, 2, 1, func(cx, cy int) byte { return 1 }))
	f.Add(make([]byte, 0x88))
	f.Fuzz(func(t *testing.T, d []byte) {
		h, msg := parseS3KLayout(d)
		if msg != "" {
			return
		}
		for r := 0; r < h.FGH; r++ {
			if h.FG[r] < s3kLayoutHead || h.FG[r]+h.FGW > len(d) {
				t.Fatalf("row %d at %d of %d bytes", r, h.FG[r], len(d))
			}
		}
		for r := 0; r < h.BGH; r++ {
			if h.BG[r] < s3kLayoutHead || h.BG[r]+h.BGW > len(d) {
				t.Fatalf("background row %d at %d of %d bytes", r, h.BG[r], len(d))
			}
		}
	})
}

// TestExport_S3KBackground: a level of our own with a background plane
// exported as an S3K project opens with that plane (the layout's
// background rows), which the picture draws; an edit of it in a
// foreground grown past the file (the layout rebuilt) saves and reopens.
func TestExport_S3KBackground(t *testing.T) {
	_, l := s3kExample(t)
	var ids []layers.ChunkID
	for _, id := range l.Layout {
		if id != 0 && len(ids) < 6 {
			ids = append(ids, id)
		}
	}
	l.Background = &layers.Plane{W: 3, H: 2, Layout: ids}
	ini, err := Export(l, S3K, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	r := loadLevel(t, ini, l.Name)
	bg := r.Model.Background
	if bg == nil || bg.W != 3 || bg.H != 2 || !slices.Equal(bg.Layout, ids) {
		t.Fatalf("background %+v, want 3x2 %v", bg, ids)
	}
	if art, ok := r.Model.Picture.(*mdart.LevelArt); !ok || !art.HasBackground() {
		t.Error("the picture has no background plane")
	}
	if ch, err := r.Changed(); err != nil || len(ch) != 0 {
		t.Errorf("unedited level would write %v (%v)", ch, err)
	}
	bg.Layout[4] = ids[0]
	r.Model.Layout = append(r.Model.Layout, make([]layers.ChunkID, r.Model.LayoutW)...)
	r.Model.LayoutH++
	r.Model.Height += r.Model.Lib.ChunkBlocks
	if err := r.Save(); err != nil {
		t.Fatal(err)
	}
	if got := loadLevel(t, ini, l.Name).Model.Background; got == nil || !slices.Equal(got.Layout, bg.Layout) {
		t.Errorf("reopened background %+v, want %v", got, bg.Layout)
	}
	l.Background = &layers.Plane{W: 1, H: 40, Layout: make([]layers.ChunkID, 40)}
	if _, err := Export(l, S3K, t.TempDir()); err == nil || !strings.Contains(err.Error(), "background") {
		t.Errorf("a background of 40 rows: %v", err)
	}
}

// TestLevel_Save_S3KBackgroundSharedRows: where two background rows of
// an S3K layout point at the same bytes, an edit giving them different
// chunks is one error naming the chunk, not a save that changes both.
func TestLevel_Save_S3KBackgroundSharedRows(t *testing.T) {
	_, l := s3kExample(t)
	l.Background = &layers.Plane{W: 2, H: 2, Layout: []layers.ChunkID{1, 1, 1, 1}}
	ini, err := Export(l, S3K, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	r := loadLevel(t, ini, l.Name)
	d := append([]byte(nil), r.Layout.Data...)
	// Background row 1's pointer (offset 8+4+2) names row 0's bytes.
	copy(d[8+4+2:], d[8+2:8+4])
	if err := os.WriteFile(r.Layout.Path, d, 0o644); err != nil {
		t.Fatal(err)
	}
	r = loadLevel(t, ini, l.Name)
	if ch, err := r.Changed(); err != nil || len(ch) != 0 {
		t.Fatalf("unedited: %v %v", ch, err)
	}
	r.Model.Background.Layout[0] = 2
	_, err = r.Changed()
	if err == nil || !strings.Contains(err.Error(), "background chunk (0,1)") || !strings.Contains(err.Error(), "share") {
		t.Errorf("an edit of a shared row: %v", err)
	}
	r.Model.Background.Layout[2] = 2 // both rows alike: saved
	if ch, err := r.Changed(); err != nil || len(ch) != 1 {
		t.Errorf("an edit of both shared rows: %v %v", ch, err)
	}
}

// TestSaveModelRemap_S3KChunkParts: a chunks= key of two parts (a
// primary and a secondary file, decompressed one after the other) is
// shortened after the chunk tools removed its last chunks: the secondary
// loses them, the primary (a zone's acts share it) keeps every byte, and
// never is a chunk of the primary cut (it would move the secondary's).
func TestSaveModelRemap_S3KChunkParts(t *testing.T) {
	ini, l0 := s3kExample(t)
	root := filepath.Dir(filepath.Dir(ini))
	lvl := filepath.Join(root, "Levels", fileName(l0.Name))
	raw, _ := os.ReadFile(filepath.Join(lvl, "Chunks", "Act 1.kos"))
	d, err := mdcomp.Decode(mdcomp.Kosinski, raw)
	if err != nil {
		t.Fatal(err)
	}
	have := len(d) / 128
	if have < 3 {
		t.Fatalf("the example has %d chunks: too few to test", have)
	}
	at := 128 * (have - 2) // the primary holds all but the last two
	ea, _ := mdcomp.EncodeSega(mdcomp.Kosinski, d[:at])
	eb, _ := mdcomp.EncodeSega(mdcomp.Kosinski, d[at:])
	must(t, os.WriteFile(filepath.Join(lvl, "Chunks", "P.kos"), ea, 0o644))
	must(t, os.WriteFile(filepath.Join(lvl, "Chunks", "S.kos"), eb, 0o644))
	src, _ := os.ReadFile(ini)
	dir := "../Levels/" + fileName(l0.Name) + "/"
	s := strings.Replace(string(src), "chunks="+dir+"Chunks/Act 1.kos", "chunks="+dir+"Chunks/P.kos|"+dir+"Chunks/S.kos", 1)
	must(t, os.WriteFile(ini, []byte(s), 0o644))

	cut := func(keep int) *Level {
		t.Helper()
		l := loadLevel(t, ini, l0.Name)
		m := l.Model
		newID := make([]int, len(m.Lib.Chunks))
		for i := range newID {
			newID[i] = i
			if i >= keep {
				newID[i] = -1
			}
		}
		remapIDs(m.Layout, newID)
		if m.Background != nil {
			remapIDs(m.Background.Layout, newID)
		}
		m.Lib.Chunks = m.Lib.Chunks[:keep]
		if _, err := SaveModelRemap(ini, m, newID); err != nil {
			t.Fatal(err)
		}
		return loadLevel(t, ini, l0.Name)
	}
	// The last chunk goes: the secondary holds one chunk.
	r := cut(have - 1)
	if got, _ := os.ReadFile(filepath.Join(lvl, "Chunks", "P.kos")); !bytes.Equal(got, ea) {
		t.Error("the primary changed")
	}
	if n := len(r.Chunks.Data); n != 128*(have-1) {
		t.Errorf("chunks now %d bytes, want %d (%d chunks)", n, 128*(have-1), have-1)
	}
	// Cutting into the primary stops at its end: the secondary empties.
	r = cut(1)
	if got, _ := os.ReadFile(filepath.Join(lvl, "Chunks", "P.kos")); !bytes.Equal(got, ea) {
		t.Error("the primary changed")
	}
	if n := len(r.Chunks.Data); n != at {
		t.Errorf("chunks now %d bytes, want the primary's %d", n, at)
	}
}
