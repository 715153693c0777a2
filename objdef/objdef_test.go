package objdef

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"loopwright/layers"
	"loopwright/mdart"
	"loopwright/sonlvl"
)

const testMap = `Map_T:	mappingsTable
	mappingsTableEntry.w	.a
	mappingsTableEntry.w	.b
.a:	spriteHeader
	spritePiece	-8, -8, 2, 2, 0, 0, 0, 0, 0
.a_End
.b:	spriteHeader
	spritePiece	-4, -8, 1, 1, 1, 0, 0, 0, 0
.b_End
`

const testXML = `<?xml version="1.0" encoding="utf-8"?>
<ObjDef xmlns="http://www.sonicretro.org" Name="Spring" Image="small">
  <Images>
    <ImageFromMappings id="small">
      <ArtFile filename="art.bin" compression="Uncompressed" />
      <MapFile type="ASM" filename="map.asm" frame="1" startpal="0" />
    </ImageFromMappings>
    <ImageFromMappings id="big">
      <ArtFile filename="art.bin" compression="Uncompressed" />
      <MapFile type="ASM" filename="map.asm" frame="0" startpal="1" />
    </ImageFromMappings>
    <ImageFromMappings id="level">
      <ArtFile filename="LevelArt" />
      <MapFile type="ASM" filename="map.asm" label=".b" />
      <Offset X="10" Y="0" />
    </ImageFromMappings>
    <ImageFromMappings id="gone">
      <ArtFile filename="nowhere.nem" />
      <MapFile type="ASM" filename="map.asm" />
    </ImageFromMappings>
  </Images>
  <Subtypes>
    <Subtype id="00" name="Small" image="small" />
    <Subtype id="10" name="Big" image="big" />
  </Subtypes>
  <Properties>
    <BitsProperty name="Size" type="SizeEnum" startbit="4" length="1" />
    <BitsProperty name="Level" type="bool" startbit="0" length="1" />
  </Properties>
  <Enums>
    <Enum name="SizeEnum"><EnumMember name="Small" /><EnumMember name="Big" /></Enum>
  </Enums>
  <Display>
    <DisplayOption>
      <Condition property="Level" value="True" />
      <ImageRef image="level" xflip="NeverFlip" />
      <ImageRef image="small" />
    </DisplayOption>
    <DisplayOption>
      <Condition property="Size" value="Big" />
      <ImageRef image="big" />
    </DisplayOption>
    <DisplayOption>
      <Condition property="Size" value="Small" />
      <ImageRef image="small" />
    </DisplayOption>
  </Display>
</ObjDef>
`

// testProject writes a project whose object lists hold each kind of
// definition, and returns its INI's path.
func testProject(t *testing.T) string {
	dir := t.TempDir()
	art := make([]byte, 4*mdart.PatternSize)
	for i := range art {
		art[i] = byte(i/mdart.PatternSize+1) * 0x11 // pattern k: colour k+1
	}
	files := map[string]string{
		"SonLVL.ini": "version=S2\nobjlst=obj.ini\n[Test]\nobjlst=lvl.ini\n",
		"obj.ini": "[25]\nname=Thing\nart=art.bin\nartcmp=Uncompressed\nmapasm=map.asm\nframe=1\npal=1\nsubtypes=02,04\n" +
			"[41]\nxmlfile=spring.xml\n[03]\ncodefile=Common/PathSwapper.cs\ncodetype=S2.Common.PathSwapper\n" +
			"[Ring]\ncodefile=Common/RingGroup.cs\nart=art.bin\nartcmp=Uncompressed\nmapasm=map.asm\n" +
			"[30]\nname=Broken\nart=missing.nem\nmapasm=map.asm\n" +
			"[40]\nname=Cued\nart=art.bin\nartcmp=Uncompressed\nmapasm=map.asm\ndplcasm=dplc.asm\nframe=1\n",
		"dplc.asm":   "D:\tmappingsTable\n\tmappingsTableEntry.w\t.a\n\tmappingsTableEntry.w\t.b\n.a:\tdplcHeader\n\tdplcEntry\t1, 0\n.a_End\n.b:\tdplcHeader\n\tdplcEntry\t2, 2\n.b_End\n",
		"lvl.ini":    "[25]\nname=Level Thing\nart=art.bin:0x20|art.bin\nartcmp=Uncompressed\nmapasm=MAP.ASM\n",
		"map.asm":    testMap,
		"spring.xml": testXML,
		"art.bin":    string(art),
	}
	for name, data := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return filepath.Join(dir, "SonLVL.ini")
}

func obj(id, sub string, xf, yf bool) *layers.Object {
	return &layers.Object{Class: sonlvl.ClassDisasm, Props: []layers.Prop{
		{Name: sonlvl.PropObjID, Value: id}, {Name: sonlvl.PropSubtype, Value: sub},
		{Name: sonlvl.PropXFlip, Value: boolStr(xf)}, {Name: sonlvl.PropYFlip, Value: boolStr(yf)}}}
}

func boolStr(b bool) string {
	if b {
		return "true"
	}
	return "false"
}

func loadTest(t *testing.T) *Set {
	p, err := sonlvl.Open(testProject(t))
	if err != nil {
		t.Fatal(err)
	}
	level := make([]mdart.Pattern, 4)
	level[1][0] = 9 // the level's pattern 1: one pixel of colour 9
	var pal mdart.Palette
	return Load(p, "Test", level, &pal)
}

// The level's object list replaces the global one's section (SonLVL's
// LoadObjectDefinitionFile: later files win); art= joins its files at
// their offsets (SonLVL's MultiFileIndexer), the mappings' name found
// ignoring case; frame= and pal= choose the frame and palette line.
func TestLoad_INIDefinitions(t *testing.T) {
	s := loadTest(t)
	d := s.Defs[0x25]
	if d == nil || d.Name != "Level Thing" || d.Kind != Plain || d.Err != nil {
		t.Fatalf("def 25: %+v", d)
	}
	spr := s.Sprite(obj("0x25", "0x00", false, false))
	if spr == nil || spr.X != -8 || spr.W != 16 {
		t.Fatalf("sprite %+v", spr)
	}
	// art.bin at 0x20 (pattern 1 onwards), then art.bin again after it
	// (from pattern 5): pattern 0 is the gap, zero.
	if c := spr.Pix[0]; c != 0 {
		t.Errorf("pattern 0 (the gap before offset 0x20) has colour %d", c)
	}
	if c := spr.Pix[8*16]; c != 1 { // pattern 1, below pattern 0: art.bin's first pattern
		t.Errorf("pattern 1 colour %d, want 1", c)
	}
	flipped := s.Sprite(obj("0x25", "0x00", true, true))
	if flipped.X != -8 || flipped.Pix[len(flipped.Pix)-1] != spr.Pix[0] {
		t.Errorf("flipped %+v", flipped.Bounds())
	}
	if s.Sprite(obj("0x25", "0x00", false, false)) != spr {
		t.Error("the sprite is not cached")
	}
	if d := s.Defs[0x30]; d == nil || d.Err == nil || !strings.Contains(d.Err.Error(), "missing.nem") {
		t.Errorf("a missing art file: %+v", d)
	}
	if len(s.Errors) == 0 {
		t.Error("no errors reported")
	}
}

// A C# definition has no sprite (Loopwright cannot run it): its object
// keeps its marker, named by the code type; the ring layout's section
// draws rings with its art even though a script places them.
func TestSet_CodeAndRing(t *testing.T) {
	s := loadTest(t)
	o := obj("0x03", "0x00", false, false)
	if s.Sprite(o) != nil {
		t.Error("a C# definition has a sprite")
	}
	info, ok := s.ObjectInfo(o)
	if !ok || !info.Code || info.Name != "PathSwapper" {
		t.Errorf("info %+v %v", info, ok)
	}
	ring := &layers.Object{Class: "ring"}
	if spr := s.Sprite(ring); spr == nil || spr.W != 16 {
		t.Errorf("ring sprite %+v", spr)
	}
	if _, ok := s.ObjectInfo(obj("0x99", "0", false, false)); ok {
		t.Error("an object without a definition has info")
	}
}

// An XML definition's display options choose the image by the
// subtype's bit fields (SonLVL's XMLObjectDefinition.GetSprite): the
// first whose conditions hold; image references compose, each flipped by
// its mode; a subtype list names the subtypes.
func TestXMLDef_Display(t *testing.T) {
	s := loadTest(t)
	info, ok := s.ObjectInfo(obj("0x41", "0x00", false, false))
	if !ok || info.Name != "Spring" || len(info.Subtypes) != 2 || info.Subtypes[1].Value != 0x10 || info.Subtypes[1].Name != "Big" {
		t.Fatalf("info %+v", info)
	}
	small := s.Sprite(obj("0x41", "0x00", false, false))
	big := s.Sprite(obj("0x41", "0x10", false, false))
	if small == nil || big == nil || small.W != 8 || big.W != 16 {
		t.Fatalf("small %+v, big %+v", small, big)
	}
	if big.Pix[8*16+8] != 16|4 { // pattern 3 in palette line 1
		t.Errorf("big's last pattern colour %d", big.Pix[8*16+8])
	}
	// Bit 0 set: the level art image (NeverFlip, offset 10) and the small
	// one (flipped with the object) composed.
	both := s.Sprite(obj("0x41", "0x01", true, false))
	if both == nil || both.X != -4 || both.W != 18 {
		t.Fatalf("composed %+v", both)
	}
	if both.Pix[10] != 9 { // the level's pattern 1 at x 6..13, not flipped
		t.Errorf("level art pixel %d", both.Pix[10])
	}
	if errs := joinErrs(s.Errors); !strings.Contains(errs, "gone") || !strings.Contains(errs, "nowhere.nem") {
		t.Errorf("the missing image is not reported: %s", errs)
	}
}

func joinErrs(errs []error) string {
	var b strings.Builder
	for _, e := range errs {
		b.WriteString(e.Error() + "\n")
	}
	return b.String()
}

// A level opened from a project gets its definitions with its own
// palette and patterns; without a picture it gets none.
func TestAttach_NoPicture(t *testing.T) {
	if Attach(nil) != nil || Attach(&sonlvl.Level{Model: &layers.Level{}}) != nil {
		t.Error("a level without a picture got sprites")
	}
}

// Dynamic pattern load cues load the frame's patterns first (SonLVL's
// ProcessDPLC): frame 1's pattern 1 is the art's pattern 3, the second
// its cues load.
func TestLoad_DPLC(t *testing.T) {
	s := loadTest(t)
	spr := s.Sprite(obj("0x40", "0x00", false, false))
	if spr == nil {
		t.Fatalf("no sprite: %v", s.Defs[0x40].Err)
	}
	if c := spr.Pix[1]; c != 4 {
		t.Errorf("colour %d, want 4 (the art's pattern 3)", c)
	}
}

// A Set is drawn from several goroutines at once (the level view and the
// preview): the cache fills without a race (go test -race).
func TestSet_Concurrent(t *testing.T) {
	s := loadTest(t)
	done := make(chan bool)
	for g := 0; g < 4; g++ {
		go func(g int) {
			for i := 0; i < 50; i++ {
				sub := []string{"0x00", "0x10", "0x01"}[i%3]
				_ = s.Sprite(obj("0x41", sub, g&1 != 0, i&1 != 0))
				_, _ = s.ObjectBounds(obj("0x25", "0x00", i&1 != 0, false))
			}
			done <- true
		}(g)
	}
	for g := 0; g < 4; g++ {
		<-done
	}
}
