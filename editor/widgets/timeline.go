package widgets

import (
	"image"
	"image/color"
	"image/draw"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/widget"

	"loopwright/physics"
	"loopwright/preview/session"
)

// Timeline draws an input script (or the recording) as five rows, one per
// button (L, R, U, D, J from the top), each span coloured where its button
// is held, with the current frame marked by a white line. Clicking it
// calls OnJump with the frame under the pointer.
type Timeline struct {
	widget.BaseWidget
	OnJump func(frame int)

	spans    []session.TimelineSpan
	scripted bool
	frame    int
	limit    int
	raster   *canvas.Raster
}

// Colours of the timeline rows (L, R, U, D, J) and the frame marker.
var timelineColours = [5]color.RGBA{
	{0x4c, 0x8e, 0xf0, 0xff}, // L blue
	{0x5c, 0xc8, 0x6a, 0xff}, // R green
	{0xf2, 0xc9, 0x4c, 0xff}, // U yellow
	{0xe0, 0x8a, 0x3a, 0xff}, // D orange
	{0xe0, 0x4c, 0x5c, 0xff}, // J red
}

// NewTimeline returns an empty timeline calling onJump when clicked.
func NewTimeline(onJump func(frame int)) *Timeline {
	t := &Timeline{OnJump: onJump}
	t.raster = canvas.NewRaster(t.draw)
	t.raster.ScaleMode = canvas.ImageScalePixels
	t.ExtendBaseWidget(t)
	return t
}

// Set shows spans with the current frame; limit is the last frame the
// timeline spans (at least the spans' end).
func (t *Timeline) Set(spans []session.TimelineSpan, scripted bool, frame, limit int) {
	t.spans, t.scripted, t.frame, t.limit = spans, scripted, frame, limit
	t.raster.Refresh()
}

// Frames returns the number of frames the timeline spans.
func (t *Timeline) Frames() int {
	n := max(t.limit, t.frame, 1)
	if k := len(t.spans); k > 0 {
		n = max(n, t.spans[k-1].Start+t.spans[k-1].Len-1)
	}
	return n
}

// FrameAt returns the frame under x (in the widget's units).
func (t *Timeline) FrameAt(x float32) int {
	w := t.Size().Width
	if w <= 0 {
		return 0
	}
	f := int(x / w * float32(t.Frames()+1))
	return max(0, min(f, t.Frames()))
}

// Tapped jumps to the frame under the pointer.
func (t *Timeline) Tapped(ev *fyne.PointEvent) {
	if t.OnJump != nil {
		t.OnJump(t.FrameAt(ev.Position.X))
	}
}

// MinSize keeps the timeline a strip.
func (t *Timeline) MinSize() fyne.Size { return fyne.NewSize(200, 40) }

func (t *Timeline) draw(w, h int) image.Image {
	img := image.NewRGBA(image.Rect(0, 0, max(w, 1), max(h, 1)))
	bg := color.RGBA{0x1c, 0x20, 0x26, 0xff}
	if t.scripted {
		bg = color.RGBA{0x22, 0x22, 0x30, 0xff}
	}
	draw.Draw(img, img.Rect, &image.Uniform{bg}, image.Point{}, draw.Src)
	n := t.Frames() + 1
	xOf := func(f int) int { return f * w / n }
	row := max(h/5, 1)
	for _, sp := range t.spans {
		x0, x1 := xOf(sp.Start), xOf(sp.Start+sp.Len)
		if x1 <= x0 {
			x1 = x0 + 1
		}
		for i, b := range ButtonOrder {
			if sp.Buttons&b != 0 {
				r := image.Rect(x0, i*row+1, x1, (i+1)*row)
				draw.Draw(img, r, &image.Uniform{timelineColours[i]}, image.Point{}, draw.Src)
			}
		}
		// span boundary
		draw.Draw(img, image.Rect(x0, 0, x0+1, h), &image.Uniform{color.RGBA{0x44, 0x4c, 0x57, 0xff}}, image.Point{}, draw.Src)
	}
	x := xOf(t.frame)
	draw.Draw(img, image.Rect(x-1, 0, x+1, h), &image.Uniform{color.White}, image.Point{}, draw.Src)
	return img
}

func (t *Timeline) CreateRenderer() fyne.WidgetRenderer { return widget.NewSimpleRenderer(t.raster) }

// ButtonOrder is the order of the play panel's buttons and of the
// timeline's rows.
var ButtonOrder = [5]physics.Input{physics.Left, physics.Right, physics.Up, physics.Down, physics.Jump}
