package preview

import (
	"bytes"
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"loopwright/internal/goldentest"
	"loopwright/layers"
)

// goldenCases are the overlays the golden tests draw one at a time, on top
// of the plain level (collision of both paths, both grids).
var goldenCases = []struct {
	name  string
	opt   func(*Options)
	focus [2]int // the level pixel at the view's centre; 0, 0: the player
}{
	{"level", func(o *Options) {}, [2]int{}},
	{"path_a", func(o *Options) { o.Paths = PathsA }, [2]int{}},
	{"path_b", func(o *Options) { o.Paths = PathsB }, [2]int{}},
	{"angles", func(o *Options) { o.AngleColours = true }, [2]int{}},
	{"nogrid", func(o *Options) { o.BlockGrid, o.ChunkGrid = false, false }, [2]int{}},
	{"art", func(o *Options) { o.Overlays |= OverlayArt }, [2]int{}},
	{"switchers", func(o *Options) { o.Overlays |= OverlaySwitchers }, [2]int{200, 150}},
	{"switchers_h", func(o *Options) { o.Overlays |= OverlaySwitchers }, [2]int{300, 100}},
	{"objects", func(o *Options) { o.Overlays |= OverlayObjects | OverlayStart }, [2]int{60, 165}},
	{"triggers", func(o *Options) { o.Overlays |= OverlayTriggers }, [2]int{212, 150}},
	{"solids", func(o *Options) { o.Overlays |= OverlaySolids }, [2]int{200, 150}},
	{"combined", func(o *Options) { o.Overlays |= OverlayCombined }, [2]int{260, 176}},
	{"hitboxes", func(o *Options) { o.Overlays |= OverlayHitboxes }, [2]int{90, 150}},
	{"camera", func(o *Options) { o.Overlays |= OverlayCamera }, [2]int{150, 100}},
	{"player", func(o *Options) { o.Overlays |= OverlayPlayer }, [2]int{}},
	{"player_layer", func(o *Options) { o.Overlays |= OverlayPlayerLayer }, [2]int{}},
	{"sensors", func(o *Options) { o.Overlays |= OverlaySensors }, [2]int{}},
	{"sensors_inactive", func(o *Options) { o.Overlays |= OverlaySensors | OverlayInactiveSensors }, [2]int{}},
	{"sensor_labels", func(o *Options) { o.Overlays |= OverlaySensors | OverlaySensorLabels }, [2]int{}},
	{"surfaces", func(o *Options) { o.Overlays |= OverlaySensors | OverlaySurfaces }, [2]int{}},
	{"hud", func(o *Options) { o.Overlays |= OverlayHUD }, [2]int{}},
	{"all", func(o *Options) { o.Overlays = AllOverlays }, [2]int{}},
}

func goldenOptions(f func(*Options)) Options {
	o := Options{BlockGrid: true, ChunkGrid: true, Overlays: OverlayCollision}
	f(&o)
	return o
}

// TestRenderer_Render_Golden draws each overlay on its own at zooms 1, 2
// and 4 and compares the result pixel for pixel with testdata/*.png (run
// with -update to rewrite them). docs/physics.md "Solid Tiles"-7 (sensors, switchers), 9
// (hitboxes, triggers), 10 (solid boxes), 20 (camera).
func TestRenderer_Render_Golden(t *testing.T) {
	lvl := testLevel()
	sc := testScene()
	var r Renderer
	for _, z := range []int{1, 2, 4} {
		dst := image.NewRGBA(image.Rect(0, 0, 240, 180))
		for _, gc := range goldenCases {
			name := fmt.Sprintf("%s_z%d", gc.name, z)
			t.Run(name, func(t *testing.T) {
				fx, fy := sc.Player.X, sc.Player.Y
				if z == 1 {
					fx, fy = fx+60, fy-30
				}
				if gc.focus != [2]int{} {
					fx, fy = gc.focus[0], gc.focus[1]
				}
				vp := CentredOn(fx, fy, 240, 180, z)
				r.Render(dst, lvl, vp, sc, goldenOptions(gc.opt))
				compareGolden(t, filepath.Join("testdata", name+".png"), dst)
			})
		}
	}
}

// TestDrawLegend_Golden checks the legend of every overlay, by solidity
// and by angle.
func TestDrawLegend_Golden(t *testing.T) {
	for _, angles := range []bool{false, true} {
		opt := Options{Overlays: AllOverlays, AngleColours: angles}
		sz := LegendSize(opt)
		dst := image.NewRGBA(image.Rect(0, 0, sz.X+4, sz.Y+4))
		got := DrawLegend(dst, 2, 2, opt)
		if got != image.Rect(2, 2, sz.X+2, sz.Y+2) {
			t.Errorf("DrawLegend covered %v, want %v", got, image.Rect(2, 2, sz.X+2, sz.Y+2))
		}
		name := "legend"
		if angles {
			name = "legend_angles"
		}
		compareGolden(t, filepath.Join("testdata", name+".png"), dst)
	}
}

func compareGolden(t *testing.T, path string, got *image.RGBA) {
	t.Helper()
	if dir := os.Getenv("PREVIEW_DUMP"); dir != "" {
		writePNG(t, filepath.Join(dir, filepath.Base(path)), got)
	}
	goldentest.Image(t, path, got)
}

func writePNG(t *testing.T, path string, img image.Image) {
	t.Helper()
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
}

// BenchmarkRender_Zoom2AllOverlays draws a 640x448 view at zoom 2 with
// every overlay on, into a reused destination.
func BenchmarkRender_Zoom2AllOverlays(b *testing.B) {
	lvl := testLevel()
	sc := testScene()
	dst := image.NewRGBA(image.Rect(0, 0, 640, 448))
	opt := Options{BlockGrid: true, ChunkGrid: true, Overlays: AllOverlays}
	vp := CentredOn(sc.Player.X, sc.Player.Y, 640, 448, 2)
	var r Renderer
	r.Render(dst, lvl, vp, sc, opt)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		r.Render(dst, lvl, vp, sc, opt)
	}
}

// TestRenderer_Render_NoAllocs checks that a frame drawn into a reused
// destination allocates nothing.
func TestRenderer_Render_NoAllocs(t *testing.T) {
	lvl := testLevel()
	sc := testScene()
	dst := image.NewRGBA(image.Rect(0, 0, 640, 448))
	opt := Options{BlockGrid: true, ChunkGrid: true, Overlays: AllOverlays}
	vp := CentredOn(sc.Player.X, sc.Player.Y, 640, 448, 2)
	var r Renderer
	r.Render(dst, lvl, vp, sc, opt)
	if n := testing.AllocsPerRun(5, func() { r.Render(dst, lvl, vp, sc, opt) }); n != 0 {
		t.Errorf("Render allocates %v times per frame, want 0", n)
	}
}

// TestSnapshot_Golden frames the screen area plus a margin around the
// player at zoom 2 with the legend, as loopwright render does.
func TestSnapshot_Golden(t *testing.T) {
	lvl := testLevel()
	sc := testScene()
	LevelObjects(lvl, sc)
	img := Snapshot(lvl, sc, SnapshotOptions{Options: Options{BlockGrid: true, ChunkGrid: true, Overlays: AllOverlays}, Zoom: 2, Margin: 32, Legend: true})
	sz := LegendSize(Options{Overlays: AllOverlays})
	if want := image.Rect(0, 0, (320+64)*2+sz.X, (224+64)*2); img.Rect != want {
		t.Errorf("Snapshot size %v, want %v", img.Rect, want)
	}
	compareGolden(t, filepath.Join("testdata", "snapshot.png"), img)
}

// Render draws the layout as the physics reads it: the chunks the game's
// level code wrote this run (Scene.Layout, physics.State.Layout) in place
// of the level's own, the level itself unchanged, allocating nothing once
// its buffers have grown.
func TestRenderer_Render_LayoutPatch(t *testing.T) {
	lvl := testLevel()
	n := lvl.Lib.ChunkBlocks
	bx, by := -1, -1
	for y := 0; y < lvl.Height && bx < 0; y++ {
		for x := 0; x < lvl.Width; x++ {
			if c, _ := lvl.Cell(layers.PathA, x, y); c.Tile != 0 {
				bx, by = x, y
				break
			}
		}
	}
	if bx < 0 {
		t.Fatal("the test level has no collision")
	}
	at := (by/n)*lvl.LayoutW + bx/n
	orig := lvl.Layout[at]
	opt := Options{Overlays: OverlayCollision}
	vp := Viewport{X: bx * 16, Y: by * 16, Zoom: 1}
	var r Renderer
	plain := image.NewRGBA(image.Rect(0, 0, 16, 16))
	r.Render(plain, lvl, vp, &Scene{}, opt)
	sc := &Scene{}
	sc.Layout.N, sc.Layout.At[0], sc.Layout.ID[0] = 1, int32(at), 0
	got := image.NewRGBA(image.Rect(0, 0, 16, 16))
	r.Render(got, lvl, vp, sc, opt)
	if lvl.Layout[at] != orig {
		t.Fatal("Render changed the level's layout")
	}
	empty := *lvl
	empty.Layout = append([]layers.ChunkID(nil), lvl.Layout...)
	empty.Layout[at] = 0
	want := image.NewRGBA(image.Rect(0, 0, 16, 16))
	r.Render(want, &empty, vp, &Scene{}, opt)
	if string(got.Pix) != string(want.Pix) || string(got.Pix) == string(plain.Pix) {
		t.Error("the patched chunk is not drawn as the physics reads it")
	}
	if a := testing.AllocsPerRun(5, func() { r.Render(got, lvl, vp, sc, opt) }); a != 0 {
		t.Errorf("Render with a patched layout allocates %v times per frame, want 0", a)
	}
}
