package preview

import (
	"image"
	"os"
	"path/filepath"
	"testing"

	"loopwright/layers"
	"loopwright/physics"
)

// TestFromRecord runs the physics on the test level and checks that the
// scene copies the record: the player's pixel position, radii, layer,
// sensors A-F with their anchors, and the player's hitbox (docs/physics.md "Hitboxes":
// width radius 8, height radius 3 less than the Height Radius).
func TestFromRecord(t *testing.T) {
	lvl := testLevel()
	cfg := physics.Config{}
	sim := physics.New(lvl, cfg, layers.Point{X: 100, Y: 172})
	for i := 0; i < 30; i++ {
		sim.Step(physics.Right)
	}
	rec := sim.Record()
	var sc Scene
	FromRecord(&sc, lvl, rec, cfg)
	p := sc.Player
	if !sc.HasPlayer || p.X != rec.X.Pixel() || p.Y != rec.Y.Pixel() || p.SubX != rec.X.Sub() || p.WidthRadius != rec.WidthRadius || p.HeightRadius != rec.HeightRadius || p.Path != rec.Path {
		t.Errorf("player %+v does not match the record %+v", p, rec)
	}
	if sc.Frame != rec.Frame || sc.Frame != 30 {
		t.Errorf("frame %d, want 30", sc.Frame)
	}
	for i, s := range sc.Sensors {
		r := rec.Sensors[i]
		if s.Name != r.Name || s.Active != r.Active || s.X != r.AnchorX || s.Y != r.AnchorY || s.Dir != r.Dir || s.Distance != r.Distance || s.Winner != r.Winner {
			t.Errorf("sensor %d = %+v, record %+v", i, s, r)
		}
	}
	if len(sc.Hitboxes) == 0 || !sc.Hitboxes[0].Player || sc.Hitboxes[0].WidthRadius != 8 || sc.Hitboxes[0].HeightRadius != rec.HeightRadius-3 {
		t.Errorf("player hitbox %+v", sc.Hitboxes)
	}
	// Filling the same scene again reuses its slices and allocates nothing.
	if n := testing.AllocsPerRun(10, func() { FromRecord(&sc, lvl, rec, cfg) }); n != 0 {
		t.Errorf("FromRecord allocates %v times, want 0", n)
	}
	if dir := os.Getenv("PREVIEW_DUMP"); dir != "" {
		img := Snapshot(lvl, &sc, SnapshotOptions{Options: Options{BlockGrid: true, ChunkGrid: true, Overlays: AllOverlays}, Zoom: 2, Margin: 32, Legend: true})
		writePNG(t, filepath.Join(dir, "physics.png"), img)
		dst := image.NewRGBA(image.Rect(0, 0, 320, 240))
		var r Renderer
		r.Render(dst, lvl, CentredOn(p.X, p.Y, 320, 240, 4), &sc, Options{Overlays: AllOverlays, BlockGrid: true})
		writePNG(t, filepath.Join(dir, "physics_z4.png"), dst)
	}
}

// A level of the generic classes: SimObjects draws each object where the
// simulation has it (a moving platform's box under a carried player, not
// at its placement) and marks the window as the whole line, which the
// renderer does not draw (no object manager).
func TestSimObjects_Generic(t *testing.T) {
	lvl := testLevel()
	lvl.Objects = []layers.Object{{ID: 7, Class: "platform", X: 100, Y: 150, Props: []layers.Prop{
		{Name: "width_radius", Value: "32"}, {Name: "height_radius", Value: "8"},
		{Name: "move", Value: "horizontal"}, {Name: "range", Value: "40"}, {Name: "period", Value: "64"}}}}
	cfg := physics.Config{}
	sim := physics.New(lvl, cfg, layers.Point{X: 100, Y: 172})
	for i := 0; i < 16; i++ {
		sim.Step(0)
	}
	var sc Scene
	FromRecord(&sc, lvl, sim.Record(), cfg)
	SimObjects(&sc, sim, nil)
	if !sc.ObjectWindow.Valid || !sc.ObjectWindow.All {
		t.Fatalf("window %+v, want the whole line", sc.ObjectWindow)
	}
	ox := sim.Live().Obj.Objs[0].X.Pixel()
	if ox == 100 {
		t.Fatal("the platform did not move")
	}
	if len(sc.Live) != 1 || sc.Live[0].ObjectID != 7 || sc.Live[0].X != ox {
		t.Errorf("live %+v, want object 7 at x %d", sc.Live, ox)
	}
	if len(sc.Solids) != 1 || sc.Solids[0].X != ox || sc.Solids[0].WidthRadius != 32 {
		t.Errorf("solids %+v, want the platform's box at x %d", sc.Solids, ox)
	}
}
