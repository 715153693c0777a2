package widgets

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"loopwright/chunkgen"
	"loopwright/editor/playback"
	"loopwright/physics"
)

func TestGraphPanel_ClickJumps(t *testing.T) {
	test.NewTempApp(t)
	gen, err := chunkgen.Generate(chunkgen.Spec{Shape: "loop", Radius: 128})
	if err != nil {
		t.Fatal(err)
	}
	c := playback.NewPlayController()
	c.SetLevel(gen.Level)
	c.SetButtons(physics.Right)
	c.Play()
	c.Advance(200)
	c.Pause()
	gp := NewGraphPanel(c)
	gp.plot.Resize(fyne.NewSize(300, 100))
	gp.Window = 300
	gp.Update()
	from, n := gp.Range()
	if from != 0 || n != 201 {
		t.Fatalf("range %d + %d", from, n)
	}
	test.TapAt(gp.plot, fyne.NewPos(100, 50)) // a third of 300 frames
	if f := c.Frame(); f != 100 {
		t.Fatalf("graph click: frame %d, want 100", f)
	}
	for s := range GraphSeriesNames() {
		gp.Series = GraphSeries(s)
		gp.Update()
		gp.plot.draw(300, 100)
	}
	// Timeline click.
	tl := NewTimeline(c.JumpTo)
	tl.Set(c.Timeline())
	tl.Resize(fyne.NewSize(201, 40))
	test.TapAt(tl, fyne.NewPos(50, 10))
	if f := c.Frame(); f != 50 {
		t.Fatalf("timeline click: frame %d", f)
	}
}
