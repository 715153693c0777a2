package preview

import (
	"image"
	"image/color"
	"strconv"

	"golang.org/x/image/font"
	"golang.org/x/image/font/basicfont"
	"golang.org/x/image/math/fixed"

	"loopwright/internal/intmath"
	"loopwright/physics"
)

// SeriesKind is a quantity a graph plots per frame.
type SeriesKind uint8

// The graphable quantities. Speeds are in sub-pixels (1/256 pixel) per
// frame, the angle in hex units (0-255), sensor distances in pixels.
const (
	SeriesGroundSpeed SeriesKind = iota
	SeriesXSpeed
	SeriesYSpeed
	SeriesAngle
	SeriesSensorA // SeriesSensorA + i is sensor 'A'+i's distance
	SeriesSensorB
	SeriesSensorC
	SeriesSensorD
	SeriesSensorE
	SeriesSensorF
	seriesEnd
)

// SeriesKinds returns every graphable quantity, for a UI selector.
func SeriesKinds() []SeriesKind {
	return []SeriesKind{SeriesGroundSpeed, SeriesXSpeed, SeriesYSpeed, SeriesAngle,
		SeriesSensorA, SeriesSensorB, SeriesSensorC, SeriesSensorD, SeriesSensorE, SeriesSensorF}
}

var seriesNames = [...]string{"Ground Speed", "X Speed", "Y Speed", "Angle",
	"Sensor A", "Sensor B", "Sensor C", "Sensor D", "Sensor E", "Sensor F"}

// String returns the quantity's name ("Ground Speed", "Sensor C").
func (k SeriesKind) String() string {
	if k < seriesEnd {
		return seriesNames[k]
	}
	return "?"
}

// Value returns the quantity in r and whether it is defined (a sensor
// distance only when the sensor was active).
func (k SeriesKind) Value(r *physics.FrameRecord) (int, bool) {
	switch k {
	case SeriesGroundSpeed:
		return int(r.GSpeed), true
	case SeriesXSpeed:
		return int(r.XSpeed), true
	case SeriesYSpeed:
		return int(r.YSpeed), true
	case SeriesAngle:
		return int(r.Angle), true
	}
	if i := int(k - SeriesSensorA); i >= 0 && i < len(r.Sensors) {
		s := &r.Sensors[i]
		return s.Distance, s.Active
	}
	return 0, false
}

// Series is one quantity over frames From..From+len(Values)-1. Valid[i]
// says whether Values[i] is defined (inactive sensors are not).
type Series struct {
	Kind   SeriesKind
	From   int
	Values []int
	Valid  []bool
}

// To returns the last frame of the series.
func (s *Series) To() int { return s.From + len(s.Values) - 1 }

// GraphWindow returns a window of n frames around frame cur inside
// 0..last: cur in the middle when there is room, shifted at the ends.
func GraphWindow(cur, n, last int) (from, to int) {
	n = max(n, 1)
	from = cur - n/2
	from = min(from, last-n+1)
	from = max(from, 0)
	to = min(from+n-1, last)
	return from, to
}

// GraphX returns the x (0..w-1) of frame f in a graph w pixels wide
// showing frames from..to.
func GraphX(f, w, from, to int) int {
	if to <= from || w <= 1 {
		return 0
	}
	f = max(from, min(f, to))
	return ((f-from)*(w-1)*2 + (to - from)) / ((to - from) * 2)
}

// GraphFrame returns the frame under x in a graph w pixels wide showing
// frames from..to: the nearest frame, clamped to the window. Clicking a
// graph jumps to GraphFrame(clickX, ...).
func GraphFrame(x, w, from, to int) int {
	if to <= from || w <= 1 {
		return from
	}
	x = max(0, min(x, w-1))
	return from + (x*(to-from)*2+(w-1))/((w-1)*2)
}

// Graph is a line plot of series over frames From..To with Current
// marked.
type Graph struct {
	From, To int
	Current  int
	Series   []Series
	// Title is written at the top left ("" writes the series names).
	Title string
}

// SeriesColour returns the line colour of a quantity.
func SeriesColour(k SeriesKind) color.RGBA {
	switch k {
	case SeriesGroundSpeed:
		return color.RGBA{255, 210, 60, 255}
	case SeriesXSpeed:
		return color.RGBA{90, 200, 255, 255}
	case SeriesYSpeed:
		return color.RGBA{255, 110, 110, 255}
	case SeriesAngle:
		return color.RGBA{150, 255, 130, 255}
	}
	if i := int(k - SeriesSensorA); i >= 0 && i < 6 {
		return sensorLineColours[i]
	}
	return color.RGBA{255, 255, 255, 255}
}

var sensorLineColours = [6]color.RGBA{
	{0, 240, 80, 255}, {0, 220, 255, 255}, {60, 140, 255, 255},
	{255, 240, 60, 255}, {255, 90, 200, 255}, {255, 60, 60, 255},
}

var (
	graphBG      = color.RGBA{24, 26, 32, 255}
	graphAxis    = color.RGBA{110, 110, 120, 255}
	graphGrid    = color.RGBA{48, 50, 58, 255}
	graphMarker  = color.RGBA{255, 255, 255, 255}
	graphColText = color.RGBA{200, 200, 210, 255}
)

// graphScale maps values lo..hi to the rows of a plot h pixels high at y0.
type graphScale struct {
	lo, hi int
	y0, h  int
}

func (g *graphScale) y(v int) int {
	if g.hi == g.lo {
		return g.y0 + g.h/2
	}
	return g.y0 + (g.hi-v)*(g.h-1)/(g.hi-g.lo)
}

// DrawGraph draws g into dst (all of dst.Rect): a dark background, the
// zero line and the frame axis, each series as a line in SeriesColour (a
// gap where a value is undefined), one vertical scale shared by the series
// with its limits written at the left, the window's first and last frame
// below and the current frame as a white vertical line. Frames map to x
// with GraphX over the plot width, so GraphFrame inverts a click there;
// PlotArea returns that area.
func DrawGraph(dst *image.RGBA, g Graph) {
	r := dst.Rect
	inspFill(dst, r, graphBG)
	plot := PlotArea(r)
	if plot.Dx() < 2 || plot.Dy() < 2 {
		return
	}
	lo, hi := 0, 0
	for i := range g.Series {
		s := &g.Series[i]
		for j, v := range s.Values {
			if s.Valid[j] {
				lo, hi = min(lo, v), max(hi, v)
			}
		}
	}
	if lo == hi {
		hi = lo + 1
	}
	sc := graphScale{lo: lo, hi: hi, y0: plot.Min.Y, h: plot.Dy()}
	// Axes: zero line and the left and bottom edges.
	inspFill(dst, image.Rect(plot.Min.X, sc.y(0), plot.Max.X, sc.y(0)+1), graphAxis)
	inspFill(dst, image.Rect(plot.Min.X-1, plot.Min.Y, plot.Min.X, plot.Max.Y), graphAxis)
	inspFill(dst, image.Rect(plot.Min.X-1, plot.Max.Y, plot.Max.X, plot.Max.Y+1), graphGrid)
	for i := range g.Series {
		s := &g.Series[i]
		col := SeriesColour(s.Kind)
		px, py, have := 0, 0, false
		for j, v := range s.Values {
			f := s.From + j
			if f < g.From || f > g.To || !s.Valid[j] {
				have = false
				continue
			}
			x := plot.Min.X + GraphX(f, plot.Dx(), g.From, g.To)
			y := sc.y(v)
			if have {
				DrawLine(dst, px, py, x, y, col)
			} else {
				dst.SetRGBA(x, y, col)
			}
			px, py, have = x, y, true
		}
	}
	if g.Current >= g.From && g.Current <= g.To {
		x := plot.Min.X + GraphX(g.Current, plot.Dx(), g.From, g.To)
		inspFill(dst, image.Rect(x, plot.Min.Y, x+1, plot.Max.Y), graphMarker)
	}
	// Labels.
	title := g.Title
	if title == "" {
		for i := range g.Series {
			if i > 0 {
				title += ", "
			}
			title += g.Series[i].Kind.String()
		}
	}
	inspText(dst, plot.Min.X+2, r.Min.Y+11, title, graphColText)
	inspText(dst, r.Min.X+2, plot.Min.Y+9, strconv.Itoa(hi), graphColText)
	inspText(dst, r.Min.X+2, plot.Max.Y, strconv.Itoa(lo), graphColText)
	inspText(dst, plot.Min.X, r.Max.Y-2, strconv.Itoa(g.From), graphColText)
	last := strconv.Itoa(g.To)
	inspText(dst, plot.Max.X-7*len(last), r.Max.Y-2, last, graphColText)
}

// PlotArea returns the part of a graph image of bounds r where frames are
// plotted (DrawGraph leaves margins for labels around it): a click at x
// maps to GraphFrame(x-PlotArea(r).Min.X, PlotArea(r).Dx(), from, to).
func PlotArea(r image.Rectangle) image.Rectangle {
	p := image.Rect(r.Min.X+44, r.Min.Y+14, r.Max.X-4, r.Max.Y-14)
	if p.Dx() < 2 || p.Dy() < 2 {
		return r
	}
	return p
}

// GraphImage is DrawGraph into a new w x h image.
func GraphImage(w, h int, g Graph) *image.RGBA {
	dst := image.NewRGBA(image.Rect(0, 0, max(w, 1), max(h, 1)))
	DrawGraph(dst, g)
	return dst
}

func inspFill(dst *image.RGBA, r image.Rectangle, c color.RGBA) {
	r = r.Intersect(dst.Rect)
	for y := r.Min.Y; y < r.Max.Y; y++ {
		o := dst.PixOffset(r.Min.X, y)
		for x := r.Min.X; x < r.Max.X; x++ {
			dst.Pix[o], dst.Pix[o+1], dst.Pix[o+2], dst.Pix[o+3] = c.R, c.G, c.B, c.A
			o += 4
		}
	}
}

// DrawLine draws a 1 pixel line (Bresenham) from (x0, y0) to (x1, y1)
// into dst, clipped to its bounds.
func DrawLine(dst *image.RGBA, x0, y0, x1, y1 int, c color.RGBA) {
	Line(x0, y0, x1, y1, func(x, y int) { dst.SetRGBA(x, y, c) })
}

// Line calls f for every point of a Bresenham line from (x0, y0) to
// (x1, y1), both ends included, in order.
func Line(x0, y0, x1, y1 int, f func(x, y int)) {
	dx, dy := intmath.Abs(x1-x0), -intmath.Abs(y1-y0)
	sx, sy := 1, 1
	if x0 > x1 {
		sx = -1
	}
	if y0 > y1 {
		sy = -1
	}
	e := dx + dy
	for {
		f(x0, y0)
		if x0 == x1 && y0 == y1 {
			return
		}
		e2 := 2 * e
		if e2 >= dy {
			e += dy
			x0 += sx
		}
		if e2 <= dx {
			e += dx
			y0 += sy
		}
	}
}

// inspText writes s with its baseline at (x, y) in the 7x13 basic font.
func inspText(dst *image.RGBA, x, y int, s string, c color.RGBA) {
	d := font.Drawer{Dst: dst, Src: image.NewUniform(c), Face: basicfont.Face7x13, Dot: fixed.P(x, y)}
	d.DrawString(s)
}
