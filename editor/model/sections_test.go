package model

import (
	"image"
	"strings"
	"testing"

	"loopwright/examples"
	"loopwright/layers"
)

// TestModel_SectionRoundTrip: a section saved from an example level (its
// blocks and the objects on them) and inserted into a level of another
// pack, whose library has none of its tiles, shows the same collision
// there, the objects placed with it; one undo step takes it out.
func TestModel_SectionRoundTrip(t *testing.T) {
	p, err := examples.Load("basics")
	if err != nil {
		t.Fatal(err)
	}
	src := p.Levels[0]
	src.Objects = append(src.Objects, layers.Object{ID: 999, Class: "ring", X: 16*3 + 4, Y: 16*(src.Height-3) + 4})
	m := NewModel(p, "")
	r := image.Rect(0, src.Height-6, 20, src.Height)
	data, err := m.SectionJSON(r)
	if err != nil {
		t.Fatal(err)
	}
	fresh := FallbackPack()
	fresh.Lib.Tiles = fresh.Lib.Tiles[:1]
	dst := layers.New("dst", fresh.Lib, 40, 20)
	fresh.Levels = []*layers.Level{dst}
	m2 := NewModel(fresh, "")
	if err := m2.PasteSection("s.json", data, 10, 2); err != nil {
		t.Fatal(err)
	}
	for y := 0; y < r.Dy(); y++ {
		for x := 0; x < r.Dx(); x++ {
			for _, path := range []layers.Path{layers.PathA, layers.PathB} {
				sc, sm := src.Cell(path, r.Min.X+x, r.Min.Y+y)
				dc, dm := dst.Cell(path, 10+x, 2+y)
				if (sc.Tile == 0) != (dc.Tile == 0) || sc.Solidity != dc.Solidity && sc.Tile != 0 {
					t.Fatalf("block %d,%d: %+v, want %+v", x, y, dc, sc)
				}
				if sc.Tile == 0 {
					continue
				}
				a, b := placed(*sm, sc.XFlip, sc.YFlip), placed(*dm, dc.XFlip, dc.YFlip)
				if a.Heights != b.Heights {
					t.Fatalf("block %d,%d: heights %v, want %v", x, y, b.Heights, a.Heights)
				}
			}
		}
	}
	found := false
	for _, o := range dst.Objects {
		found = found || (o.Class == "ring" && o.X == 10*16+16*3+4 && o.Y == 2*16+16*3+4)
	}
	if !found {
		t.Errorf("the ring did not come with the section: %+v", dst.Objects)
	}
	m2.Undo()
	if len(dst.Objects) != 0 {
		t.Error("undo left the section's objects")
	}
	for _, bad := range []struct{ data, want string }{
		{`{"format":"x","version":1}`, "format"},
		{`{"format":"loopwright-section","version":1,"w":2,"h":1,"blocks":[]}`, "0 blocks for 2x1"},
		{`{"format":"loopwright-section","version":1,"w":1,"h":1,"masks":[],"blocks":[[{"m":3},{}]]}`, "mask 3 of 0"},
		{`{"format":"loopwright-section","version":1,"w":1,"h":1,"masks":[{"heights":[40,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0]}],"blocks":[[{"m":1},{}]]}`, "outside -16..16"},
		{`{`, "not a section file"},
	} {
		if err := m2.PasteSection("bad.json", []byte(bad.data), 0, 0); err == nil || !strings.Contains(err.Error(), bad.want) || !strings.Contains(err.Error(), "bad.json") {
			t.Errorf("%s: %v, want %q", bad.data, err, bad.want)
		}
	}
}

func FuzzParseSection(f *testing.F) {
	f.Add([]byte(`{"format":"loopwright-section","version":1,"w":1,"h":1,"masks":[{"heights":[1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16],"angle":224}],"blocks":[[{"m":1,"x":true,"s":"top"},{}]],"objects":[{"ID":1,"Class":"ring","X":3,"Y":4}]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		c, masks, err := ParseSection("fuzz.json", data)
		if err != nil {
			return
		}
		if c.W*c.H != len(c.Blocks) || c.W < 1 || c.H < 1 {
			t.Fatalf("%dx%d with %d blocks", c.W, c.H, len(c.Blocks))
		}
		for _, b := range c.Blocks {
			for _, cell := range b {
				if int(cell.Tile) > len(masks) {
					t.Fatalf("mask %d of %d", cell.Tile, len(masks))
				}
			}
		}
	})
}
