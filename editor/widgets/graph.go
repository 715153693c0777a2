package widgets

import (
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"loopwright/editor/playback"
	"loopwright/preview"
)

// GraphSeries is a value the graphs panel can plot over frames.
type GraphSeries int

// The graphable values. Sensor distances are GraphSensorA+i for sensor
// A+i (inactive frames leave gaps).
const (
	GraphGroundSpeed GraphSeries = iota
	GraphXSpeed
	GraphYSpeed
	GraphAngle
	GraphSensorA
)

// GraphSeriesNames returns the names of the graphable series, in
// GraphSeries order.
func GraphSeriesNames() []string {
	return []string{"Ground Speed", "X Speed", "Y Speed", "Angle",
		"Sensor A distance", "Sensor B distance", "Sensor C distance", "Sensor D distance", "Sensor E distance", "Sensor F distance"}
}

// graphWindows are the frame windows offered.
var graphWindows = []int{60, 120, 300, 600, 1200}

// value returns s's value in sample g and whether it exists.
func (s GraphSeries) value(g *playback.GraphSample) (float64, bool) {
	switch s {
	case GraphGroundSpeed:
		return float64(g.GSpeed) / 256, true
	case GraphXSpeed:
		return float64(g.XSpeed) / 256, true
	case GraphYSpeed:
		return float64(g.YSpeed) / 256, true
	case GraphAngle:
		return float64(g.Angle), true
	}
	i := int(s - GraphSensorA)
	if i >= 0 && i < 6 && g.Active[i] {
		return float64(g.Dist[i]), true
	}
	return 0, false
}

// GraphPanel plots one value over a window of frames around the current
// frame, the current frame marked; clicking the plot jumps to that frame.
type GraphPanel struct {
	widget.BaseWidget
	c *playback.PlayController

	Series GraphSeries
	Window int

	from    int // first frame plotted
	frame   int
	data    []playback.GraphSample
	plot    *graphPlot
	info    *widget.Label
	series  *Select
	windows *Select
	content fyne.CanvasObject
}

// NewGraphPanel returns a graph panel reading c.
func NewGraphPanel(c *playback.PlayController) *GraphPanel {
	g := &GraphPanel{c: c, Window: 300}
	g.plot = &graphPlot{g: g}
	g.plot.raster = canvas.NewRaster(g.plot.draw)
	g.plot.ExtendBaseWidget(g.plot)
	g.info = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Monospace: true})
	g.info.Truncation = fyne.TextTruncateEllipsis
	g.series = NewSelect(GraphSeriesNames(), func(s string) {
		for i, n := range GraphSeriesNames() {
			if n == s {
				g.Series = GraphSeries(i)
			}
		}
		g.Update()
	})
	g.series.SetSelected(GraphSeriesNames()[0])
	var ws []string
	for _, w := range graphWindows {
		ws = append(ws, strconv.Itoa(w)+" frames")
	}
	g.windows = NewSelect(ws, func(s string) {
		for i, n := range ws {
			if n == s {
				g.Window = graphWindows[i]
			}
		}
		g.Update()
	})
	g.windows.SetSelected("300 frames")
	g.content = container.NewBorder(container.NewHBox(g.series, g.windows), g.info, nil, nil, g.plot)
	g.ExtendBaseWidget(g)
	return g
}

// Range returns the frames plotted: from and the number of samples.
func (g *GraphPanel) Range() (from, n int) { return g.from, len(g.data) }

// Update reloads the samples around the current frame and redraws.
func (g *GraphPanel) Update() {
	if g.c == nil || g.plot == nil {
		return
	}
	f := g.c.Frame()
	g.frame = f
	w := max(g.Window, 10)
	from := max(0, f-w*3/4)
	first, data := g.c.Samples(from, from+w)
	g.from = first
	g.data = append(g.data[:0], data...)
	if i := f - g.from; i >= 0 && i < len(g.data) {
		if v, ok := g.Series.value(&g.data[i]); ok {
			g.info.SetText(fmt.Sprintf("frame %d: %s = %s", f, GraphSeriesNames()[g.Series], strconv.FormatFloat(v, 'f', -1, 64)))
		} else {
			g.info.SetText(fmt.Sprintf("frame %d: %s inactive", f, GraphSeriesNames()[g.Series]))
		}
	}
	g.plot.raster.Refresh()
}

// FrameAt returns the frame under x (in the plot's units).
func (g *GraphPanel) FrameAt(x float32) int {
	w := g.plot.Size().Width
	n := max(g.Window, 10)
	if w <= 0 {
		return g.from
	}
	return g.from + int(x/w*float32(n)+0.5)
}

// TapPlot acts as a click on the plot at x.
func (g *GraphPanel) TapPlot(x float32) {
	g.c.JumpTo(g.FrameAt(x))
}

func (g *GraphPanel) CreateRenderer() fyne.WidgetRenderer { return widget.NewSimpleRenderer(g.content) }

// graphPlot is the plot area.
type graphPlot struct {
	widget.BaseWidget
	g      *GraphPanel
	raster *canvas.Raster
}

func (p *graphPlot) MinSize() fyne.Size                  { return fyne.NewSize(240, 120) }
func (p *graphPlot) Tapped(ev *fyne.PointEvent)          { p.g.TapPlot(ev.Position.X) }
func (p *graphPlot) CreateRenderer() fyne.WidgetRenderer { return widget.NewSimpleRenderer(p.raster) }

func (p *graphPlot) draw(w, h int) image.Image {
	g := p.g
	img := image.NewRGBA(image.Rect(0, 0, max(w, 1), max(h, 1)))
	draw.Draw(img, img.Rect, &image.Uniform{color.RGBA{0x1c, 0x20, 0x26, 0xff}}, image.Point{}, draw.Src)
	n := max(g.Window, 10)
	lo, hi := 0.0, 0.0
	first := true
	for i := range g.data {
		if v, ok := g.Series.value(&g.data[i]); ok {
			if first || v < lo {
				lo = v
			}
			if first || v > hi {
				hi = v
			}
			first = false
		}
	}
	if g.Series == GraphAngle {
		lo, hi = 0, 255
	}
	if hi-lo < 1 {
		hi, lo = hi+0.5, lo-0.5
	}
	pad := 4
	yOf := func(v float64) int { return pad + int((hi-v)/(hi-lo)*float64(h-2*pad-1)) }
	xOf := func(f int) int { return (f - g.from) * (w - 1) / n }
	grid := color.RGBA{0x2e, 0x34, 0x3c, 0xff}
	if lo < 0 && hi > 0 { // zero line
		y := yOf(0)
		draw.Draw(img, image.Rect(0, y, w, y+1), &image.Uniform{grid}, image.Point{}, draw.Src)
	}
	line := color.RGBA{0x3f, 0xa7, 0xd6, 0xff}
	px, py, have := 0, 0, false
	for i := range g.data {
		v, ok := g.Series.value(&g.data[i])
		if !ok {
			have = false
			continue
		}
		x, y := xOf(g.from+i), yOf(v)
		if have {
			preview.DrawLine(img, px, py, x, y, line)
		} else {
			img.Set(x, y, line)
		}
		px, py, have = x, y, true
	}
	x := xOf(g.frame)
	draw.Draw(img, image.Rect(x, 0, x+1, h), &image.Uniform{color.White}, image.Point{}, draw.Src)
	return img
}
