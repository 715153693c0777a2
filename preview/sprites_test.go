package preview

import (
	"image"
	"image/color"
	"testing"

	"loopwright/internal/sharedtest"
	"loopwright/layers"
	"loopwright/objdef"
	"loopwright/sonlvl"
)

// fakeSprites draws a 4x4 red square above-left of every object of class
// "drawn" and has no sprite for the others.
type fakeSprites struct{ calls int }

func (f *fakeSprites) DrawObject(dst *image.RGBA, at image.Point, zoom, shrink int, o *layers.Object) bool {
	f.calls++
	if o.Class != "drawn" {
		return false
	}
	for y := -4 * zoom; y < 0; y++ {
		for x := -4 * zoom; x < 0; x++ {
			if p := at.Add(image.Pt(x, y)); p.In(dst.Rect) {
				dst.SetRGBA(p.X, p.Y, color.RGBA{255, 0, 0, 255})
			}
		}
	}
	return true
}

func (f *fakeSprites) ObjectBounds(o *layers.Object) (image.Rectangle, bool) {
	return image.Rect(o.X-4, o.Y-4, o.X, o.Y), o.Class == "drawn"
}

func (f *fakeSprites) ObjectInfo(o *layers.Object) (layers.ObjectInfo, bool) {
	return layers.ObjectInfo{Name: "Def"}, true
}

// An object with a sprite is drawn with it in place of its cross; one
// without keeps the cross; with OverlaySprites off every object has its
// cross and no sprite is drawn.
func TestRenderer_Render_Sprites(t *testing.T) {
	lvl := testLevel()
	fs := &fakeSprites{}
	lvl.Sprites = fs
	lvl.Objects = []layers.Object{{ID: 1, Class: "drawn", X: 40, Y: 40}, {ID: 2, Class: "plain", X: 100, Y: 40}, {ID: 3, Class: "drawn", X: 9000, Y: 40}}
	var r Renderer
	dst := image.NewRGBA(image.Rect(0, 0, 200, 100))
	vp := Viewport{Zoom: 1}
	opt := Options{Overlays: OverlayObjects | OverlaySprites}
	r.Render(dst, lvl, vp, nil, opt)
	if c := dst.RGBAAt(38, 38); c != (color.RGBA{255, 0, 0, 255}) {
		t.Errorf("sprite pixel %v, want red", c)
	}
	if dst.RGBAAt(40, 40) == colObject {
		t.Error("an object drawn with its sprite also has its cross")
	}
	if dst.RGBAAt(100, 40) != colObject {
		t.Error("an object without a sprite lost its cross")
	}
	if fs.calls != 2 {
		t.Errorf("%d sprite look-ups, want 2 (the far object is skipped)", fs.calls)
	}
	fs.calls = 0
	opt.Overlays &^= OverlaySprites
	r.Render(dst, lvl, vp, nil, opt)
	if fs.calls != 0 || dst.RGBAAt(40, 40) != colObject {
		t.Errorf("sprites off: %d look-ups, cross %v", fs.calls, dst.RGBAAt(40, 40))
	}
	if n := testing.AllocsPerRun(5, func() { r.Render(dst, lvl, vp, nil, Options{Overlays: OverlaySprites}) }); n != 0 {
		t.Errorf("drawing sprites allocates %v times a frame", n)
	}
}

// BenchmarkRender_SpritesEHZ1 is the preview's budget (within 4 ms a
// frame, as BenchmarkRender_Picture640x448) with a real level's art and
// object sprites: Emerald Hill act 1 from ../shared's s2disasm, 640x448 at
// zoom 1 over its first rings and badniks.
func BenchmarkRender_SpritesEHZ1(b *testing.B) {
	p, err := sonlvl.Open(sharedtest.Path(b, "disasm", "s2disasm", "SonLVL INI Files", "SonLVL.ini"))
	if err != nil {
		b.Fatal(err)
	}
	l, err := p.Load("Emerald Hill Zone Act 1")
	if err != nil {
		b.Fatal(err)
	}
	if objdef.Attach(l) == nil {
		b.Fatal("no sprites")
	}
	lvl := l.Model
	dst := image.NewRGBA(image.Rect(0, 0, 640, 448))
	opt := DefaultOptions()
	vp := Viewport{X: 400, Y: 400, Zoom: 1}
	var r Renderer
	r.Render(dst, lvl, vp, nil, opt)
	b.ReportAllocs()
	for b.Loop() {
		r.Render(dst, lvl, vp, nil, opt)
	}
}

// With the live objects of a Sonic 2 simulation (SimObjects), a sprite
// follows its object; an object gone from the object manager's window
// (a ring collected, a badnik destroyed) has neither sprite nor cross;
// one outside the window is drawn where it is placed.
func TestRenderer_Render_LiveSprites(t *testing.T) {
	lvl := testLevel()
	lvl.Sprites = &fakeSprites{}
	lvl.Objects = []layers.Object{{ID: 1, Class: "drawn", X: 40, Y: 40}, {ID: 2, Class: "drawn", X: 100, Y: 40}, {ID: 3, Class: "drawn", X: 180, Y: 40}}
	sc := &Scene{ObjectWindow: Span{Valid: true, Left: 0, Right: 150}, Live: []LiveObject{{ObjectID: 1, X: 60, Y: 70}}}
	var r Renderer
	dst := image.NewRGBA(image.Rect(0, 0, 200, 100))
	opt := Options{Overlays: OverlayObjects | OverlaySprites}
	r.Render(dst, lvl, Viewport{Zoom: 1}, sc, opt)
	red := color.RGBA{255, 0, 0, 255}
	if dst.RGBAAt(58, 68) != red || dst.RGBAAt(38, 38) == red {
		t.Error("the moved object's sprite is not where the simulation has it")
	}
	if dst.RGBAAt(98, 38) == red || dst.RGBAAt(100, 40) == colObject {
		t.Error("a gone object is drawn")
	}
	if dst.RGBAAt(178, 38) != red {
		t.Error("an object outside the window is not drawn where it is placed")
	}
	if n := testing.AllocsPerRun(5, func() { r.Render(dst, lvl, Viewport{Zoom: 1}, sc, opt) }); n != 0 {
		t.Errorf("%v allocations a frame", n)
	}
}
