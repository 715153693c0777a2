package sonlvl

import (
	"bytes"
	"fmt"
	"image"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"loopwright/internal/sharedtest"
	"loopwright/layers"
	"loopwright/mdart"
)

// disasmDir returns ../shared/disasm, skipping without it (and failing
// when CI is set: sharedtest).
func disasmDir(t *testing.T) string {
	t.Helper()
	if os.Getenv("CI") != "" && sharedtest.Find() == "" {
		t.Fatal("CI is set but ../shared is absent")
	}
	return sharedtest.Path(t, "disasm")
}

// TestProject_Load_EveryDisasmLevel opens every level of every SonLVL
// project file in ../shared/disasm, art included, as SonLVL opens them
// (docs/disasm.md: compressions from the *cmp keys or the engine's
// defaults, never the extension; "file:offset" parts; Sonic 3's 512-mask
// collision arrays; Sonic 1's short Ending layout). The one level whose
// INI names a file skdisasm lacks (AIZ 2's Bombership blocks, named .bin,
// stored .kos) fails with one error naming it.
func TestProject_Load_EveryDisasmLevel(t *testing.T) {
	dir := disasmDir(t)
	const bomber = `Sonic 3\Angel Island Zone Act 2 Boss`
	for _, c := range []struct {
		ini     string
		levels  int
		missing string // the level that fails, naming a missing file
	}{
		{"s1disasm/SonLVL INI Files/SonLVL.ini", 20, ""},
		{"s1disasm/SonLVL INI Files/SonLVL.rev00.ini", 20, ""},
		{"s2disasm/SonLVL INI Files/SonLVL.ini", 26, ""},
		{"s2disasm/SonLVL INI Files/SonLVL.rev00.ini", 26, ""},
		{"skdisasm/SonLVL INI Files/SonLVL.ini", 44, bomber},
		{"skdisasm/SonLVL INI Files/SonLVL - S&K.ini", 23, ""},
		{"skdisasm/SonLVL INI Files/SonLVL - S3.ini", 21, bomber},
		{"skdisasm-vinegar97/SonLVL INI Files/SonLVL.ini", 44, ""},
		{"skdisasm-vinegar97/SonLVL INI Files/SonLVL - S&K.ini", 23, ""},
		{"skdisasm-vinegar97/SonLVL INI Files/SonLVL - S3.ini", 21, ""},
	} {
		p, err := Open(filepath.Join(dir, c.ini))
		if err != nil {
			t.Fatal(err)
		}
		if n := len(p.Names()); n != c.levels {
			t.Errorf("%s: %d levels, want %d", c.ini, n, c.levels)
		}
		for _, name := range p.Names() {
			l, err := p.Load(name)
			if name == c.missing {
				if err == nil || !strings.Contains(err.Error(), "Bombership.bin") || !strings.Contains(err.Error(), "no such file") || strings.Contains(err.Error(), "more error") {
					t.Errorf("%s: %s: error %v, want one naming the missing Bombership.bin", c.ini, name, err)
				}
				continue
			}
			if err != nil {
				t.Errorf("%s: %s: %v", c.ini, name, err)
				continue
			}
			if l.ArtErr != nil {
				t.Errorf("%s: %s: art: %v", c.ini, name, l.ArtErr)
			}
			if len(l.Model.Lib.Tiles) != 256 {
				t.Errorf("%s: %s: %d masks, want 256", c.ini, name, len(l.Model.Lib.Tiles))
			}
			if ch, err := l.Changed(); err != nil || len(ch) != 0 {
				t.Errorf("%s: %s: an unedited level would write %v (%v)", c.ini, name, ch, err)
			}
		}
	}
}

// TestProject_Load_S3KCopiesIdentical opens every act of both Sonic 3 &
// Knuckles checkouts (skdisasm names its files .kos/.kosm; the older
// layout of skdisasm-vinegar97 names them all .bin, and SonLVL reads them
// with the engine's default compressions) and finds the same collision,
// layout, objects, starts and art (patterns, palette, blocks, chunks, the
// chunk at every place of both planes: the whole picture), and the same
// pixels drawn of a screen at each start and at the level's middle.
func TestProject_Load_S3KCopiesIdentical(t *testing.T) {
	dir := disasmDir(t)
	for _, ini := range []string{"SonLVL.ini", "SonLVL - S&K.ini", "SonLVL - S3.ini"} {
		a, err := Open(filepath.Join(dir, "skdisasm", "SonLVL INI Files", ini))
		if err != nil {
			t.Fatal(err)
		}
		b, err := Open(filepath.Join(dir, "skdisasm-vinegar97", "SonLVL INI Files", ini))
		if err != nil {
			t.Fatal(err)
		}
		compared := 0
		for _, name := range a.Names() {
			la, err := a.Load(name)
			if err != nil {
				continue // the missing Bombership file: TestProject_Load_EveryDisasmLevel
			}
			lb, err := b.Load(name)
			if err != nil {
				t.Errorf("%s: %s: %v", ini, name, err)
				continue
			}
			if d := levelDiff(la.Model, lb.Model); d != "" {
				t.Errorf("%s: %s: %s", ini, name, d)
			}
			compared++
		}
		if compared < len(a.Names())-1 {
			t.Errorf("%s: compared %d of %d levels", ini, compared, len(a.Names()))
		}
	}
}

// levelDiff returns how two levels differ, or "".
func levelDiff(a, b *layers.Level) string {
	if a.Width != b.Width || a.Height != b.Height || a.Start != b.Start || a.Bounds != b.Bounds {
		return fmt.Sprintf("size %dx%d start %v bounds %v, other %dx%d %v %v", a.Width, a.Height, a.Start, a.Bounds, b.Width, b.Height, b.Start, b.Bounds)
	}
	for i := range a.Lib.Tiles {
		if a.Lib.Tiles[i] != b.Lib.Tiles[i] {
			return fmt.Sprintf("mask %d differs", i)
		}
	}
	for p := layers.PathA; p <= layers.PathB; p++ {
		for by := 0; by < a.Height; by++ {
			for bx := 0; bx < a.Width; bx++ {
				ca, _ := a.Cell(p, bx, by)
				cb, _ := b.Cell(p, bx, by)
				if ca != cb {
					return fmt.Sprintf("path %v block (%d,%d): %+v, other %+v", p, bx, by, ca, cb)
				}
			}
		}
	}
	if len(a.Objects) != len(b.Objects) || len(a.Switchers) != len(b.Switchers) {
		return fmt.Sprintf("%d objects %d switchers, other %d %d", len(a.Objects), len(a.Switchers), len(b.Objects), len(b.Switchers))
	}
	for i := range a.Objects {
		if a.Objects[i].X != b.Objects[i].X || a.Objects[i].Y != b.Objects[i].Y || a.Objects[i].Class != b.Objects[i].Class {
			return fmt.Sprintf("object %d differs", i)
		}
	}
	if (a.Picture == nil) != (b.Picture == nil) {
		return "one has no picture"
	}
	if a.Picture == nil {
		return ""
	}
	pa, pb := a.Picture.(*mdart.LevelArt), b.Picture.(*mdart.LevelArt)
	if !bytes.Equal(mdart.EncodePatterns(pa.Patterns), mdart.EncodePatterns(pb.Patterns)) || pa.Palette != pb.Palette ||
		!bytes.Equal(mdart.EncodeBlocks(pa.Blocks), mdart.EncodeBlocks(pb.Blocks)) ||
		!bytes.Equal(mdart.EncodeChunks(pa.Chunks, mdart.S2), mdart.EncodeChunks(pb.Chunks, mdart.S2)) {
		return "art (patterns, palette, blocks or chunks) differs"
	}
	for cy := 0; cy < a.LayoutH; cy++ {
		for cx := 0; cx < a.LayoutW; cx++ {
			if pa.ChunkAt(cx, cy) != pb.ChunkAt(cx, cy) {
				return fmt.Sprintf("the picture's chunk at (%d,%d) differs", cx, cy)
			}
			if pa.BGChunkAt != nil && pb.BGChunkAt != nil && pa.BGChunkAt(cx, cy) != pb.BGChunkAt(cx, cy) {
				return fmt.Sprintf("the background's chunk at (%d,%d) differs", cx, cy)
			}
		}
	}
	if (pa.BGChunkAt == nil) != (pb.BGChunkAt == nil) {
		return "one has no background plane"
	}
	for _, at := range []layers.Point{a.Start, {X: a.Width * 8, Y: a.Height * 8}} {
		r := image.Rect(at.X-160, at.Y-112, at.X+160, at.Y+112)
		ia, ib := image.NewRGBA(image.Rect(0, 0, 320, 224)), image.NewRGBA(image.Rect(0, 0, 320, 224))
		a.Picture.DrawPicture(ia, image.Point{}, r, 1, true, true)
		b.Picture.DrawPicture(ib, image.Point{}, r, 1, true, true)
		if !bytes.Equal(ia.Pix, ib.Pix) {
			return fmt.Sprintf("the picture around %v differs", at)
		}
	}
	return ""
}

// TestSplitParts_Overlay: parts joined as SonLVL's MultiFileIndexer joins
// them (a later part over an earlier one from its offset) split back with
// each part keeping the bytes a later part hides, and growth going to the
// part seen at the whole's end.
func TestSplitParts_Overlay(t *testing.T) {
	a := &File{Data: []byte{1, 2, 3, 4}}
	b := &File{Data: []byte{9, 9}, At: 2}
	parts := []*File{a, b}
	if got := joinParts(parts); !bytes.Equal(got, []byte{1, 2, 9, 9}) {
		t.Fatalf("joined %v", got)
	}
	out, ok := splitParts(parts, []byte{5, 2, 8, 9, 7})
	if !ok || !bytes.Equal(out[0], []byte{5, 2, 3, 4}) || !bytes.Equal(out[1], []byte{8, 9, 7}) {
		t.Errorf("split %v %v", out, ok)
	}
	// The whole shrinking drops bytes from the part seen at its end.
	out, ok = splitParts(parts, []byte{1, 2, 9})
	if !ok || !bytes.Equal(out[0], []byte{1, 2, 3, 4}) || !bytes.Equal(out[1], []byte{9}) {
		t.Errorf("shrunk: %v %v", out, ok)
	}
}

// TestProject_Load_HillTopBlocks: Hill Top's blocks are Emerald Hill's
// with HTZ.kos over them from byte $980 (blocks=EHZ.kos|HTZ.kos:0x980, as
// the game loads them), its art HTZ_Supp over EHZ_HTZ's from byte $3F80.
func TestProject_Load_HillTopBlocks(t *testing.T) {
	dir := disasmDir(t)
	l := loadLevel(t, filepath.Join(dir, "s2disasm", "SonLVL INI Files", "SonLVL.ini"), "Hill Top Zone Act 1")
	if len(l.BlockParts) != 2 || l.BlockParts[1].At != 0x980 {
		t.Fatalf("block parts %d", len(l.BlockParts))
	}
	ehz, htz := l.BlockParts[0].Data, l.BlockParts[1].Data
	want := append(append([]byte(nil), ehz[:0x980]...), htz...)
	if len(ehz) > len(want) {
		want = append(want, ehz[len(want):]...)
	}
	if !bytes.Equal(l.Blocks.Data, want) {
		t.Errorf("joined blocks: %d bytes, want %d", len(l.Blocks.Data), len(want))
	}
	if l.ArtErr != nil {
		t.Errorf("art: %v", l.ArtErr)
	}
}

// TestExport_UneditedArraysIdentical: a level opened from each game's
// project and exported unedited writes collision arrays and an angle map
// byte-identical to the project's (mask 0's angle is the games' $FF).
func TestExport_UneditedArraysIdentical(t *testing.T) {
	dir := disasmDir(t)
	for _, c := range []struct {
		game, level string
		v           Version
		files       [3][2]string // colarr1, colarr2, angles: the source's file, the export's
	}{
		{"s2disasm", ehz1, S2, [3][2]string{
			{"collision/Collision array - Vertical.bin", "collision/Collision array - Vertical.bin"},
			{"collision/Collision array - Horizontal.bin", "collision/Collision array - Horizontal.bin"},
			{"collision/Curve and resistance mapping.bin", "collision/Curve and resistance mapping.bin"}}},
		{"s1disasm", ghz1, S1, [3][2]string{
			{"collide/Collision Array (Normal).bin", "collide/Collision Array (Normal).bin"},
			{"collide/Collision Array (Rotated).bin", "collide/Collision Array (Rotated).bin"},
			{"collide/Angle Map.bin", "collide/Angle Map.bin"}}},
		{"skdisasm", `Sonic 3\Angel Island Zone Act 1`, S3K, [3][2]string{
			{"Levels/Misc/Height Maps.bin", "Levels/Misc/Height Maps.bin"},
			{"Levels/Misc/Height Maps Rotated.bin", "Levels/Misc/Height Maps Rotated.bin"},
			{"Levels/Misc/angles.bin", "Levels/Misc/angles.bin"}}},
	} {
		src := filepath.Join(dir, c.game)
		l := loadLevel(t, filepath.Join(src, "SonLVL INI Files", "SonLVL.ini"), c.level)
		out := t.TempDir()
		if _, err := Export(l.Model, c.v, out); err != nil {
			t.Fatalf("%s: %v", c.game, err)
		}
		for _, f := range c.files {
			want, err := os.ReadFile(filepath.Join(src, f[0]))
			if err != nil {
				t.Fatal(err)
			}
			got, err := os.ReadFile(filepath.Join(out, f[1]))
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(got, want) {
				at := 0
				for at < min(len(got), len(want)) && got[at] == want[at] {
					at++
				}
				t.Errorf("%s: %s: %d bytes differ from the source's %d from offset %#x", c.game, f[1], len(got), len(want), at)
			}
		}
	}
}

// TestProject_Load_S3KActFromGameTables: Sonic 3 & Knuckles acts take
// their camera limits from the game's LevelSizes and their water from its
// StartingWaterHeights (read from the project's
// Levels/Misc/StartingWaterHeights.bin), not from the INI's waterheight=
// hint: Angel Island 2 is the conformance map aiz2.tmx's bounds and water
// (1320) in both checkouts; Marble Garden 1 has no water; an intro has no
// act properties.
func TestProject_Load_S3KActFromGameTables(t *testing.T) {
	dir := disasmDir(t)
	prop := func(l *Level, name string) string {
		for _, p := range l.Model.Props {
			if p.Name == name {
				return p.Value
			}
		}
		return ""
	}
	for _, proj := range []string{"skdisasm", "skdisasm-vinegar97"} {
		ini := filepath.Join(dir, proj, "SonLVL INI Files", "SonLVL.ini")
		l := loadLevel(t, ini, `Sonic 3\Angel Island Zone Act 2`)
		want := layers.Rect{Max: layers.Point{X: 0x4640 + 320, Y: 0x590 + 224}}
		if l.Model.Bounds != want || prop(l, "water_level") != "1320" || prop(l, "s3k_zone_and_act") != "0x0001" {
			t.Errorf("%s AIZ2: bounds %v water %q act %q, want %v 1320 0x0001", proj, l.Model.Bounds, prop(l, "water_level"), prop(l, "s3k_zone_and_act"), want)
		}
		if l := loadLevel(t, ini, `Sonic 3\Hydrocity Zone Act 1`); prop(l, "water_level") != "1280" || !strings.HasPrefix(prop(l, "water_camera_table"), "2304:1280! ") {
			t.Errorf("%s HCZ1: water %q table %q, want 1280 and DynamicWaterHeight_HCZ1's table", proj, prop(l, "water_level"), prop(l, "water_camera_table"))
		}
		if prop(l, "water_routine") != "aiz2" || prop(l, "water_characters") != "" {
			t.Errorf("%s AIZ2: water routine %q characters %q, want DynamicWaterHeight_AIZ2's, everyone's", proj, prop(l, "water_routine"), prop(l, "water_characters"))
		}
		if l := loadLevel(t, ini, `Sonic 3\Hydrocity Zone Act 2`); prop(l, "water_camera_table") != "15872:1792 65535:2016" || prop(l, "water_camera_table_knuckles") != "16640:1792 65535:864!" {
			t.Errorf("%s HCZ2: tables %q and Knuckles' %q, want word_6EBA's and word_6EC2's", proj, prop(l, "water_camera_table"), prop(l, "water_camera_table_knuckles"))
		}
		if l := loadLevel(t, ini, `Sonic 3\Carnival Night Zone Act 2`); prop(l, "water_level") != "2704" || prop(l, "water_characters") != "knuckles" {
			t.Errorf("%s CNZ2: water %q for %q, want 2704 ($A90) for knuckles alone", proj, prop(l, "water_level"), prop(l, "water_characters"))
		}
		if l := loadLevel(t, ini, `Sonic 3\Marble Garden Zone Act 1`); prop(l, "water_level") != "" || prop(l, "s3k_zone_and_act") != "0x0200" {
			t.Errorf("%s MGZ1: water %q act %q", proj, prop(l, "water_level"), prop(l, "s3k_zone_and_act"))
		}
		if l := loadLevel(t, ini, `Sonic 3\Angel Island Zone Act 1 Intro`); prop(l, "s3k_zone_and_act") != "" {
			t.Errorf("%s intro: act %q", proj, prop(l, "s3k_zone_and_act"))
		}
	}
	if z, a, ok := s3kAct(`Sonic & Knuckles\The Doomsday Zone`); !ok || z != 12 || a != 0 {
		t.Errorf("DDZ: %d %d %v", z, a, ok)
	}
}

// TestProject_Load_S1S2WaterFromGameTables: the Sonic 1 and 2 acts with
// water get the game's starting height (s2.asm Level_InitWater and
// WaterHeight: Chemical Plant 2 $710, Aquatic Ruin 1 $410; Sonic 1's
// LZWaterFeatures WaterHeight: Labyrinth 1 $B8, Scrap Brain 3 $228);
// others have none.
func TestProject_Load_S1S2WaterFromGameTables(t *testing.T) {
	dir := disasmDir(t)
	water := func(l *Level) string {
		for _, p := range l.Model.Props {
			if p.Name == "water_level" {
				return p.Value
			}
		}
		return ""
	}
	for _, c := range []struct{ game, level, want string }{
		{"s2disasm", "Chemical Plant Zone Act 2", "1808"},
		{"s2disasm", "Aquatic Ruin Zone Act 1", "1040"},
		{"s2disasm", "Chemical Plant Zone Act 1", ""},
		{"s2disasm", ehz1, ""},
		{"s1disasm", "Labyrinth Zone Act 1", "184"},
		{"s1disasm", "Scrap Brain Zone Act 3", "552"},
		{"s1disasm", ghz1, ""},
	} {
		l := loadLevel(t, filepath.Join(dir, c.game, "SonLVL INI Files", "SonLVL.ini"), c.level)
		if got := water(l); got != c.want {
			t.Errorf("%s: water_level %q, want %q", c.level, got, c.want)
		}
	}
}

// TestProject_Load_S2CNZBumpers: Casino Night's bumpers= file
// (SpecialCNZBumpers_Act1: id, x, y words) becomes the level property
// s2_cnz_bumpers; levels without one have none.
func TestProject_Load_S2CNZBumpers(t *testing.T) {
	dir := disasmDir(t)
	ini := filepath.Join(dir, "s2disasm", "SonLVL INI Files", "SonLVL.ini")
	get := func(l *Level) string {
		for _, p := range l.Model.Props {
			if p.Name == "s2_cnz_bumpers" {
				return p.Value
			}
		}
		return ""
	}
	v := get(loadLevel(t, ini, "Casino Night Zone Act 1"))
	if !strings.HasPrefix(v, "A,410,540 0,560,520 ") || !strings.HasSuffix(v, " 0,FFFF,0") || len(strings.Fields(v)) != 54 {
		t.Errorf("CNZ1 s2_cnz_bumpers %.40q... (%d entries), want the file's 54 entries from A,410,540 to the end marker 0,FFFF,0", v, len(strings.Fields(v)))
	}
	if v := get(loadLevel(t, ini, ehz1)); v != "" {
		t.Errorf("EHZ1 s2_cnz_bumpers %q, want none", v)
	}
}

// TestProject_Load_S2LevelSize: Sonic 2's acts get the camera limits of
// s2.asm's LevelSize table plus one screen (Aquatic Ruin 1: 0-$28C0,
// $200-$600; Casino Night 1's two-player level: Casino Night 1's;
// Metropolis 1: a top of -$100, the mark of a level that wraps
// vertically, kept).
func TestProject_Load_S2LevelSize(t *testing.T) {
	dir := disasmDir(t)
	ini := filepath.Join(dir, "s2disasm", "SonLVL INI Files", "SonLVL.ini")
	rect := func(l, r, tp, b int) layers.Rect {
		return layers.Rect{Min: layers.Point{X: l, Y: tp}, Max: layers.Point{X: r + 320, Y: b + 224}}
	}
	for _, c := range []struct {
		level string
		want  layers.Rect
	}{
		{"Aquatic Ruin Zone Act 1", rect(0, 0x28C0, 0x200, 0x600)},
		{"Casino Night Zone Act 1", rect(0, 0x27A0, 0, 0x720)},
		{`2 Player\Casino Night Zone Act 1`, rect(0, 0x27A0, 0, 0x720)},
		{"Chemical Plant Zone Act 2", rect(0, 0x2A80, 0, 0x720)},
		{"Death Egg Zone", rect(0, 0x1000, 0xC8, 0xC8)},
		{"Metropolis Zone Act 1", rect(0, 0x2280, -0x100, 0x800)},
		{"Metropolis Zone Act 3", rect(0, 0x2A80, -0x100, 0x800)},
	} {
		if got := loadLevel(t, ini, c.level).Model.Bounds; got != c.want {
			t.Errorf("%s: bounds %v, want %v", c.level, got, c.want)
		}
	}
}

// TestProject_Load_S1LevelSize: Sonic 1's acts get the camera limits of
// LevelSizeArray (sonic.asm LevelSizeLoad) plus one screen: Marble 1
// bottom $1D0, Labyrinth 3 and Scrap Brain 2 a top of -$100 read as 0
// (wrapping not modelled), the Final Zone (Scrap Brain's third act)
// $2080-$2460 at $510, the Ending its first act's; each act is named by
// s1_zone_act for its level events.
func TestProject_Load_S1LevelSize(t *testing.T) {
	dir := disasmDir(t)
	ini := filepath.Join(dir, "s1disasm", "SonLVL INI Files", "SonLVL.ini")
	rect := func(l, r, tp, b int) layers.Rect {
		return layers.Rect{Min: layers.Point{X: l, Y: tp}, Max: layers.Point{X: r + 320, Y: b + 224}}
	}
	for _, c := range []struct {
		level, za string
		want      layers.Rect
	}{
		{"Marble Zone Act 1", "mz1", rect(0, 0x17BF, 0, 0x1D0)},
		{"Labyrinth Zone Act 3", "lz3", rect(0, 0x202F, 0, 0x800)},
		{"Scrap Brain Zone Act 2", "sbz2", rect(0, 0x1E40, 0, 0x800)},
		{"Scrap Brain Zone Act 3", "sbz3", rect(0, 0x20BF, 0, 0x720)},
		{"Final Zone", "fz", rect(0x2080, 0x2460, 0x510, 0x510)},
		{"Ending", "", rect(0, 0x500, 0x110, 0x110)},
		{"Spring Yard Zone Act 3", "syz3", rect(0, 0x2C00, 0, 0x620)},
	} {
		l := loadLevel(t, ini, c.level)
		if got := l.Model.Bounds; got != c.want {
			t.Errorf("%s: bounds %v, want %v", c.level, got, c.want)
		}
		za := ""
		for _, p := range l.Model.Props {
			if p.Name == "s1_zone_act" {
				za = p.Value
			}
		}
		if za != c.za {
			t.Errorf("%s: s1_zone_act %q, want %q", c.level, za, c.za)
		}
	}
}

// TestZoneAct: a level's zone and act as the object engines read them
// (level property s2_zone_act): "Aquatic Ruin Zone Act 1" is arz1, a
// two-player level its zone's, Sonic 2's one-act zones act 1.
func TestZoneAct(t *testing.T) {
	for name, want := range map[string]string{
		"Aquatic Ruin Zone Act 1": "arz1", `2 Player\Casino Night Zone Act 2`: "cnz2",
		"Wing Fortress Zone": "wfz1", "Sky Chase Zone": "scz1", "Death Egg Zone": "dez1",
		"Green Hill Zone Act 3": "ghz3", "Special Stage": "", "Hidden Palace Zone": "",
		"Final Zone": "fz",
	} {
		if got := zoneAct(name); got != want {
			t.Errorf("zoneAct(%q) = %q, want %q", name, got, want)
		}
	}
}
