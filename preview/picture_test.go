package preview

import (
	"image"
	"image/color"
	"math/rand"
	"testing"

	"loopwright/layers"
	"loopwright/mdart"
)

// flatPicture is a level picture of one colour per plane selection: red
// 100 for the low plane, green 100 for the high plane, blue 50 always.
type flatPicture struct{ calls int }

func (p *flatPicture) DrawPicture(dst *image.RGBA, at image.Point, r image.Rectangle, zoom int, low, high bool) {
	p.calls++
	c := color.RGBA{0, 0, 50, 255}
	if low {
		c.R = 100
	}
	if high {
		c.G = 100
	}
	area := image.Rectangle{at, at.Add(r.Size().Mul(zoom))}.Intersect(dst.Rect)
	for y := area.Min.Y; y < area.Max.Y; y++ {
		for x := area.Min.X; x < area.Max.X; x++ {
			dst.SetRGBA(x, y, c)
		}
	}
}

// TestRenderer_Render_Picture checks the level picture under the
// collision: its toggle, its planes, its opacity over the background and
// the collision's opacity over it.
func TestRenderer_Render_Picture(t *testing.T) {
	lvl := testLevel()
	pic := &flatPicture{}
	lvl.Picture = pic
	var r Renderer
	for _, z := range []int{1, 2} {
		dst := image.NewRGBA(image.Rect(5, 7, 5+320, 7+448))
		vp := Viewport{X: -10, Y: 0, Zoom: z}
		at := func(lx, ly int) color.RGBA {
			return dst.RGBAAt(dst.Rect.Min.X+(lx-vp.X)*z, dst.Rect.Min.Y+(ly-vp.Y)*z)
		}
		render := func(f func(*Options)) {
			o := Options{Overlays: OverlayCollision | OverlayPicture}
			f(&o)
			r.Render(dst, lvl, vp, nil, o)
		}
		open, solid := [2]int{8, 8}, [2]int{8, 200} // block rows 0 and 12 (full)
		both := color.RGBA{100, 100, 50, 255}

		render(func(o *Options) { o.Overlays = OverlayCollision })
		if got := at(open[0], open[1]); got != colBackground {
			t.Fatalf("z%d: picture off: open pixel %v, want the background", z, got)
		}
		fill := at(solid[0], solid[1])

		render(func(o *Options) {})
		if got := at(open[0], open[1]); got != both {
			t.Errorf("z%d: open pixel %v, want the picture %v", z, got, both)
		}
		if got, want := at(solid[0], solid[1]), mix(both, fill, 153); got != want {
			t.Errorf("z%d: solid pixel %v, want 60%% collision over the picture %v", z, got, want)
		}
		if got := at(-5, 8); got != colVoid {
			t.Errorf("z%d: left of the level %v, want void", z, got)
		}
		render(func(o *Options) { o.CollisionOpacity = 100 })
		if got := at(solid[0], solid[1]); got != fill {
			t.Errorf("z%d: opaque collision %v, want %v", z, got, fill)
		}
		render(func(o *Options) { o.PicturePlanes = PictureLow })
		if got := at(open[0], open[1]); got != (color.RGBA{100, 0, 50, 255}) {
			t.Errorf("z%d: low plane only: %v", z, got)
		}
		render(func(o *Options) { o.PicturePlanes = PictureHigh })
		if got := at(open[0], open[1]); got != (color.RGBA{0, 100, 50, 255}) {
			t.Errorf("z%d: high plane only: %v", z, got)
		}
		render(func(o *Options) { o.PictureOpacity = 50 })
		if got, want := at(open[0], open[1]), mix(colBackground, both, 127); got != want {
			t.Errorf("z%d: half-opaque picture %v, want %v", z, got, want)
		}
		render(func(o *Options) { o.Overlays = OverlayPicture })
		if got := at(solid[0], solid[1]); got != both {
			t.Errorf("z%d: collision off: %v, want the picture", z, got)
		}
	}
	if pic.calls == 0 {
		t.Error("the picture was never drawn")
	}
}

// artLevel is the test level's collision twice over (640x512 pixels, so
// a 640x448 view is all level) with a synthetic mdart picture: random
// blocks of random patterns over the whole layout.
func artLevel() *layers.Level {
	small := testLevel()
	lvl := layers.New("art", small.Lib, 40, 32)
	for i := range lvl.Layout {
		lvl.Layout[i] = small.Layout[i%len(small.Layout)]
	}
	rng := rand.New(rand.NewSource(3))
	a := &mdart.LevelArt{ChunkBlocks: 8, Backdrop: mdart.LevelBackdrop}
	a.Patterns = make([]mdart.Pattern, 64)
	for i := range a.Patterns {
		for k := range a.Patterns[i] {
			a.Patterns[i][k] = uint8(rng.Intn(16))
		}
	}
	for l := range a.Palette {
		for i := range a.Palette[l] {
			a.Palette[l][i] = mdart.Colour(rng.Intn(0x1000)) & 0xEEE
		}
	}
	a.Blocks = make([]mdart.Block, 128)
	for i := range a.Blocks {
		for q := range a.Blocks[i] {
			a.Blocks[i][q] = mdart.PatternWord(rng.Intn(1<<16)) &^ 0x7C0 // index < 64
		}
	}
	a.Chunks = make([]mdart.Chunk, 16)
	for i := range a.Chunks {
		refs := make([]mdart.BlockRef, 64)
		for k := range refs {
			refs[k] = mdart.BlockRef{Block: uint16(rng.Intn(128)), XFlip: rng.Intn(2) == 0, YFlip: rng.Intn(2) == 0}
		}
		a.Chunks[i].Blocks = refs
	}
	a.LayoutW, a.LayoutH = lvl.LayoutW, lvl.LayoutH
	a.Layout = make([]int, a.LayoutW*a.LayoutH)
	for i := range a.Layout {
		a.Layout[i] = rng.Intn(16)
	}
	lvl.Picture = a
	return lvl
}

// BenchmarkRender_Picture640x448 is the preview's budget: the preview with
// the level's art at 640x448, zoom 1, within 4 ms a frame.
func BenchmarkRender_Picture640x448(b *testing.B) {
	lvl := artLevel()
	sc := testScene()
	dst := image.NewRGBA(image.Rect(0, 0, 640, 448))
	opt := DefaultOptions()
	vp := Viewport{X: 0, Y: 32, Zoom: 1}
	var r Renderer
	r.Render(dst, lvl, vp, sc, opt)
	b.ReportAllocs()
	for b.Loop() {
		r.Render(dst, lvl, vp, sc, opt)
	}
}

// TestRenderer_Render_PictureNoAllocs: drawing the picture allocates
// nothing once its block images are built.
func TestRenderer_Render_PictureNoAllocs(t *testing.T) {
	lvl := artLevel()
	dst := image.NewRGBA(image.Rect(0, 0, 640, 448))
	var r Renderer
	opt := DefaultOptions()
	vp := Viewport{Zoom: 2}
	sc := testScene()
	r.Render(dst, lvl, vp, sc, opt)
	if n := testing.AllocsPerRun(5, func() { r.Render(dst, lvl, vp, sc, opt) }); n != 0 {
		t.Errorf("%v allocations a frame", n)
	}
}
