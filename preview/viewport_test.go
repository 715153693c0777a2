package preview

import (
	"image"
	"image/color"
	"testing"

	"loopwright/layers"
	"loopwright/objcatalog"
	"loopwright/objects/generic"
	"loopwright/physics"
)

func TestViewport_ScreenToLevel(t *testing.T) {
	vp := Viewport{X: 100, Y: -20, Zoom: 3}
	for _, tc := range []struct{ sx, sy, x, y int }{
		{0, 0, 100, -20},
		{2, 2, 100, -20},
		{3, 5, 101, -19},
		{-1, -1, 99, -21},
		{-3, -4, 99, -22},
	} {
		x, y := ScreenToLevel(vp, tc.sx, tc.sy)
		if x != tc.x || y != tc.y {
			t.Errorf("ScreenToLevel(%d, %d) = %d, %d, want %d, %d", tc.sx, tc.sy, x, y, tc.x, tc.y)
		}
		// Round trip: the pixel's top-left corner maps back to it.
		sx, sy := LevelToScreen(vp, x, y)
		if bx, by := vp.ScreenToLevel(sx, sy); bx != x || by != y {
			t.Errorf("LevelToScreen(%d, %d) = %d, %d, which maps back to %d, %d", x, y, sx, sy, bx, by)
		}
	}
}

func TestViewport_Z(t *testing.T) {
	for _, tc := range []struct{ in, want int }{{0, 1}, {-3, 1}, {1, 1}, {5, 5}, {8, 8}, {20, 8}} {
		if got := (Viewport{Zoom: tc.in}).Z(); got != tc.want {
			t.Errorf("Viewport{Zoom: %d}.Z() = %d, want %d", tc.in, got, tc.want)
		}
	}
}

func TestAppendFixed(t *testing.T) {
	for _, tc := range []struct {
		v    int
		want string
	}{
		{96*256 + 12, "96.046875"}, {-128, "-0.5"}, {3 * 256, "3"}, {1, "0.00390625"}, {-(6*256 + 64), "-6.25"},
	} {
		if got := string(appendFixed(nil, tc.v)); got != tc.want {
			t.Errorf("appendFixed(%d) = %s, want %s", tc.v, got, tc.want)
		}
	}
}

// TestDefaultCamera: docs/physics.md "Camera", the player at the right border (160) and
// the vertical focal point (96), kept inside the level.
func TestDefaultCamera(t *testing.T) {
	lvl := testLevel() // 640 x 256
	cam := DefaultCamera(lvl, Player{X: 400, Y: 150})
	if cam != (Camera{Valid: true, X: 240, Y: 32}) {
		t.Errorf("DefaultCamera = %+v, want X 240 Y 32 (Y clamped to 256-224)", cam)
	}
	cam = DefaultCamera(lvl, Player{X: 10, Y: 10})
	if cam.X != 0 || cam.Y != 0 {
		t.Errorf("DefaultCamera near the origin = %+v, want 0, 0", cam)
	}
}

// LevelObjects draws each object with the physics' own boxes (one
// source: generic.GeometryOf, the sizes compileObject gives the
// simulation): a sized platform is a top-only solid, a solid_box without
// a size gets the table's default radii, a ring the 6x6 "increment"
// hitbox of docs/physics.md "Hitboxes", a balloon its special hitbox.
func TestLevelObjects(t *testing.T) {
	lvl := testLevel()
	lvl.Objects = append(lvl.Objects,
		layers.Object{ID: 7, Class: "platform", X: 10, Y: 20, Props: []layers.Prop{{Name: "width_radius", Type: "int", Value: "24"}, {Name: "height_radius", Type: "int", Value: "8"}}},
		layers.Object{ID: 8, Class: "solid_box", X: 10, Y: 20},
		layers.Object{ID: 9, Class: "balloon", X: 10, Y: 20},
	)
	var sc Scene
	LevelObjects(lvl, &sc)
	found := false
	for _, s := range sc.Solids {
		if s.ObjectID == 7 {
			found = s == (Solid{ObjectID: 7, X: 10, Y: 20, WidthRadius: 24, HeightRadius: 8, TopOnly: true})
		}
	}
	if !found {
		t.Errorf("Solids = %+v, want the platform 24x8, top only", sc.Solids)
	}
	for _, h := range sc.Hitboxes {
		if h.ObjectID == 4 && (h.WidthRadius != 6 || h.Reaction != ReactIncrement) {
			t.Errorf("ring hitbox %+v, want 6x6 increment", h)
		}
	}
}

// TestLevelObjectsFor_FromPhysics: for every class of the object table,
// with its default properties, in every game, LevelObjectsFor draws
// exactly the boxes generic.GeometryOf gives, and nothing for the rest.
func TestLevelObjectsFor_FromPhysics(t *testing.T) {
	for _, v := range []physics.Variant{physics.S1, physics.S2, physics.S3K, physics.CD, physics.Mania} {
		for _, c := range objcatalog.Classes() {
			o := layers.Object{ID: 1, Class: c.Name, X: 100, Y: 200, Props: objcatalog.DefaultProps(c.Name)}
			lvl := &layers.Level{Objects: []layers.Object{o}}
			var sc Scene
			LevelObjectsFor(lvl, v, &sc)
			g, ok := generic.GeometryOf(&o, v)
			if !ok {
				t.Fatalf("%s: the physics does not know its own class", c.Name)
			}
			wantS, wantH := 0, 0
			if g.SolidW > 0 {
				wantS = 1
			}
			if g.HitW > 0 {
				wantH = 1
			}
			if len(sc.Solids) != wantS || len(sc.Hitboxes) != wantH {
				t.Fatalf("%v %s: %d solids %d hitboxes, want %d %d", v, c.Name, len(sc.Solids), len(sc.Hitboxes), wantS, wantH)
			}
			if wantS == 1 {
				s := sc.Solids[0]
				if s.WidthRadius != g.SolidW || s.HeightRadius != g.SolidH || s.TopOnly != g.TopOnly || s.X != 100 || s.Y != 200 {
					t.Errorf("%v %s: solid %+v, physics %+v", v, c.Name, s, g)
				}
			}
			if wantH == 1 {
				h := sc.Hitboxes[0]
				if h.WidthRadius != g.HitW || h.HeightRadius != g.HitH || h.Reaction != reactionOf(g.Reaction) {
					t.Errorf("%v %s: hitbox %+v, physics %+v", v, c.Name, h, g)
				}
			}
		}
	}
	// Objects the physics does not simulate are not drawn.
	var sc Scene
	LevelObjectsFor(&layers.Level{Objects: []layers.Object{{Class: "tree"}}}, physics.S2, &sc)
	if len(sc.Solids)+len(sc.Hitboxes) != 0 {
		t.Error("an unknown class was drawn")
	}
}

// TestRenderer_Render_Sizes: docs/physics.md "Basics" "Sizes", a radius r covers 2r+1
// pixels: the player box of width radius 9 is 19 pixels wide at zoom 1.
func TestRenderer_Render_Sizes(t *testing.T) {
	lvl := testLevel()
	sc := &Scene{HasPlayer: true, Player: Player{X: 50, Y: 50, WidthRadius: 9, HeightRadius: 19}}
	dst := image.NewRGBA(image.Rect(0, 0, 100, 100))
	var r Renderer
	r.Render(dst, lvl, Viewport{Zoom: 1}, sc, Options{Overlays: OverlayPlayer})
	white := color.RGBA{255, 255, 255, 255}
	// The outline is drawn inside the edge pixels: the top row of the
	// box (y = 31) from x = 41 to 59.
	row := 31
	n := 0
	for x := 0; x < 100; x++ {
		c := dst.RGBAAt(x, row)
		if c.R > 200 && c.G > 200 && c.B > 200 {
			if n == 0 && x != 41 {
				t.Errorf("box starts at x %d, want 41", x)
			}
			n++
		}
	}
	if n != 19 {
		t.Errorf("box top is %d pixels wide, want 19 (%v)", n, white)
	}
	if c := dst.RGBAAt(50, 30); c.R > 200 && c.G > 200 {
		t.Errorf("pixel above the box is light: %v", c)
	}
}

// TestRenderer_Render_ZeroValues: nil scene, nil level and an empty
// destination draw without panicking.
func TestRenderer_Render_ZeroValues(t *testing.T) {
	var r Renderer
	r.Render(&image.RGBA{}, nil, Viewport{}, nil, Options{})
	dst := image.NewRGBA(image.Rect(5, 5, 50, 40))
	r.Render(dst, nil, Viewport{}, nil, Options{})
	r.Render(dst, testLevel(), Viewport{X: -1000, Y: 5000, Zoom: 99}, &Scene{}, Options{Overlays: AllOverlays})
	r.Render(dst, testLevel(), Viewport{X: 3, Y: 3, Zoom: 2}, testScene(), Options{Overlays: AllOverlays, BlockGrid: true, ChunkGrid: true})
}

// TestRenderer_Render_Extremes: absurd scene values (huge or negative
// radii, far positions, bad names) draw quickly without panicking.
func TestRenderer_Render_Extremes(t *testing.T) {
	const big = 1 << 28
	lvl := testLevel()
	lvl.Switchers = append(lvl.Switchers, layers.Switcher{X: -big, Y: big, Radius: big}, layers.Switcher{Horizontal: true, Radius: -5})
	lvl.Objects = append(lvl.Objects, layers.Object{Class: "\xff\x00long class name with bytes"})
	sc := testScene()
	sc.Player.WidthRadius, sc.Player.HeightRadius = big, -big
	sc.Sensors[0] = Sensor{Name: 'Z', Active: true, X: -big, Y: big, Dir: 7, Found: true, SurfaceX: big, Winner: true, Distance: -big}
	sc.Hitboxes = append(sc.Hitboxes, Hitbox{X: big, Y: -big, WidthRadius: big, HeightRadius: big, Reaction: 200})
	sc.Solids = append(sc.Solids, Solid{WidthRadius: -big, HeightRadius: big, CombinedX: big, CombinedY: big, TopOnly: true})
	sc.Triggers = append(sc.Triggers, Trigger{X: -big, Y: -big, W: 2 * big, H: 2 * big})
	sc.Camera = Camera{Valid: true, X: -big, Y: big}
	dst := image.NewRGBA(image.Rect(0, 0, 200, 150))
	var r Renderer
	for _, z := range []int{1, 3, 8} {
		r.Render(dst, lvl, Viewport{X: 50, Y: 100, Zoom: z}, sc, Options{Overlays: AllOverlays, BlockGrid: true, ChunkGrid: true, AngleColours: z == 3})
	}
}
