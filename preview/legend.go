package preview

import (
	"image"
	"image/color"
	"slices"

	"loopwright/internal/palette"
)

type swatch uint8

const (
	swFill    swatch = iota // a filled square
	swLine                  // a vertical line (sensors, thresholds)
	swFrame                 // an outlined square
	swDashed                // a dashed outline
	swStripes               // path-B-only stripes
	swHue                   // the angle hue wheel
	swCross                 // a marker cross
	swPicture               // many colours: the level's art, art tiles
)

// legendEntry is one row of a legend: a swatch of a colour and its text.
type legendEntry struct {
	kind swatch
	col  color.RGBA
	text string
}

// meaningEntry is the legend row of palette meaning m.
func meaningEntry(m palette.Meaning) legendEntry {
	e := palette.Of(m)
	k := map[palette.Swatch]swatch{palette.Fill: swFill, palette.Line: swLine, palette.Frame: swFrame,
		palette.Dashed: swDashed, palette.Cross: swCross, palette.Picture: swPicture}[e.Swatch]
	return legendEntry{k, e.Colour, e.Name}
}

// LegendMeanings returns the palette meanings the legend of opt shows (what
// Render draws with opt), in its order; the rows for the collision's
// derived colours (the angle hue wheel, path A only, path B only) are not
// meanings of their own and are not listed.
func LegendMeanings(opt Options) []palette.Meaning {
	var ms []palette.Meaning
	for _, e := range legendRows(opt, nil) {
		if e.m >= 0 {
			ms = append(ms, e.m)
		}
	}
	return ms
}

type legendRow struct {
	legendEntry
	m palette.Meaning // -1: a derived colour
}

// legendRows lists what opt draws, then the meanings of extra (drawn by
// the caller over the render), in the order the legend shows them.
func legendRows(opt Options, extra []palette.Meaning) []legendRow {
	var e []legendRow
	add := func(ms ...palette.Meaning) {
		for _, m := range ms {
			e = append(e, legendRow{meaningEntry(m), m})
		}
	}
	derived := func(kind swatch, col color.RGBA, text string) {
		e = append(e, legendRow{legendEntry{kind, col, text}, -1})
	}
	ov := opt.Overlays
	add(palette.Void, palette.Empty)
	if ov.Has(OverlayPicture) {
		add(palette.LevelArt)
	}
	if ov.Has(OverlayArt) {
		add(palette.ArtTile)
	}
	if ov.Has(OverlayCollision) {
		if opt.AngleColours {
			derived(swHue, color.RGBA{}, "tile angle (hue: 0 green, 0x40 blue, 0x80 magenta, 0xC0 orange)")
			add(palette.Flagged)
		} else {
			add(palette.SolidAll, palette.SolidTop, palette.SolidSides, palette.SolidNone)
		}
		if opt.Paths == PathsBoth {
			derived(swFill, dim(colSolidAll, 3, 5), "path A only (darker)")
			derived(swStripes, colSolidAll, "path B only (stripes)")
		}
	}
	if opt.BlockGrid {
		add(palette.BlockGrid)
	}
	if opt.ChunkGrid {
		add(palette.ChunkGrid)
	}
	if ov.Has(OverlaySensors) {
		add(palette.SensorA, palette.SensorB, palette.SensorC, palette.SensorD, palette.SensorE, palette.SensorF,
			palette.BalanceSensor, palette.SensorAnchor)
		if ov.Has(OverlaySurfaces) {
			derived(swCross, sensorColours[0], "surface found (the sensor's colour)")
		}
	}
	if ov.Has(OverlayPlayer) {
		add(palette.Player)
	}
	if ov.Has(OverlayHitboxes) {
		add(palette.HitboxPlayer, palette.HitboxAttack, palette.HitboxItem, palette.HitboxIncrement, palette.HitboxHurt, palette.HitboxSpecial)
	}
	if ov.Has(OverlaySolids) {
		add(palette.SolidBox)
	}
	if ov.Has(OverlayCombined) {
		add(palette.CombinedBox)
	}
	if ov.Has(OverlayTriggers) {
		add(palette.Trigger)
	}
	if ov.Has(OverlaySwitchers) {
		add(palette.Switcher)
	}
	if ov.Has(OverlayCamera) {
		add(palette.Camera, palette.ObjectWindow)
	}
	if ov.Has(OverlayObjects) {
		add(palette.Object)
	}
	if ov.Has(OverlayStart) {
		add(palette.Start)
	}
	if ov.Has(OverlayWater) {
		add(palette.Water)
	}
	if ov.Has(OverlayHitboxes) {
		add(palette.ShieldReach, palette.FlyAttack)
	}
	if ov&(OverlayHUD|OverlaySwitchers|OverlayObjects|OverlayStart|OverlaySensorLabels|OverlayPlayerLayer|OverlayCamera) != 0 {
		add(palette.Text)
	}
	for _, m := range extra {
		if !slices.ContainsFunc(e, func(r legendRow) bool { return r.m == m }) {
			add(m)
		}
	}
	return e
}

// legendEntries lists what opt draws and extra's meanings.
func legendEntries(opt Options, extra []palette.Meaning) []legendEntry {
	rows := legendRows(opt, extra)
	e := make([]legendEntry, len(rows))
	for i, r := range rows {
		e[i] = r.legendEntry
	}
	return e
}

const legendPad = 4

// LegendSize returns the size of the legend DrawLegend draws for opt and
// extra.
func LegendSize(opt Options, extra ...palette.Meaning) image.Point {
	return rowsSize(legendEntries(opt, extra))
}

// MeaningsLegendSize returns the size of the legend DrawMeaningsLegend
// draws for ms.
func MeaningsLegendSize(ms []palette.Meaning) image.Point {
	return rowsSize(meaningEntries(ms))
}

// DrawMeaningsLegend draws a legend of the palette meanings ms, in their
// order, as DrawLegend does.
func DrawMeaningsLegend(dst *image.RGBA, x, y int, ms []palette.Meaning) image.Rectangle {
	return drawRows(dst, x, y, meaningEntries(ms))
}

func meaningEntries(ms []palette.Meaning) []legendEntry {
	e := make([]legendEntry, len(ms))
	for i, m := range ms {
		e[i] = meaningEntry(m)
	}
	return e
}

func rowsSize(e []legendEntry) image.Point {
	f, _ := faces()
	w := 0
	for _, x := range e {
		w = max(w, len(x.text))
	}
	rowH := f.cellH + 3
	return image.Pt(legendPad*3+rowH+f.textWidth(w), legendPad*2+rowH*len(e))
}

// DrawLegend draws a legend of what opt draws, and of the meanings extra
// (what the caller draws over the render: the editor's selection, the
// Checks panel's markers), into dst with its top-left corner at (x, y) of
// dst, and returns the rectangle it covered. The rows' colours and names
// are package palette's, the one legend of every view.
func DrawLegend(dst *image.RGBA, x, y int, opt Options, extra ...palette.Meaning) image.Rectangle {
	return drawRows(dst, x, y, legendEntries(opt, extra))
}

func drawRows(dst *image.RGBA, x, y int, rows []legendEntry) image.Rectangle {
	sz := rowsSize(rows)
	rect := image.Rect(x, y, x+sz.X, y+sz.Y).Add(dst.Rect.Min)
	c := newCanvas(dst)
	f, _ := faces()
	rowH := f.cellH + 3
	c.blend(x, y, x+sz.X, y+sz.Y, colVoid, 220)
	c.frame(x, y, x+sz.X, y+sz.Y, 1, colHUD, 120)
	var buf []byte
	for i, e := range rows {
		ry := y + legendPad + i*rowH
		s := rowH - 3
		sx := x + legendPad
		black := colShadow
		switch e.kind {
		case swFill:
			c.fill(sx, ry, sx+s, ry+s, e.col)
		case swLine:
			if int(e.col.R)+int(e.col.G)+int(e.col.B) < 120 { // a dark line (the block grid): over a solid block
				c.fill(sx, ry, sx+s, ry+s, colSolidAll)
			}
			c.fill(sx+s/2-2, ry, sx+s/2+2, ry+s, black)
			c.fill(sx+s/2-1, ry, sx+s/2+1, ry+s, e.col)
		case swFrame:
			c.frame(sx, ry, sx+s, ry+s, 2, e.col, 255)
		case swDashed:
			c.dashedFrame(sx, ry, sx+s, ry+s, 1, 2, e.col, 255)
		case swStripes:
			c.fill(sx, ry, sx+s, ry+s, colBackground)
			for yy := 0; yy < s; yy++ {
				for xx := 0; xx < s; xx++ {
					if ((xx+yy)>>1)&1 == 0 {
						c.fill(sx+xx, ry+yy, sx+xx+1, ry+yy+1, e.col)
					}
				}
			}
		case swHue:
			for xx := 0; xx < s; xx++ {
				c.fill(sx+xx, ry, sx+xx+1, ry+s, angleColours[xx*256/s])
			}
		case swPicture:
			for yy := 0; yy < s; yy += 3 {
				for xx := 0; xx < s; xx += 3 {
					c.fill(sx+xx, ry+yy, sx+xx+3, ry+yy+3, artColour(uint32(1+xx*7+yy)))
				}
			}
		case swCross:
			c.fill(sx, ry+s/2-1, sx+s, ry+s/2+1, e.col)
			c.fill(sx+s/2-1, ry, sx+s/2+1, ry+s, e.col)
		}
		buf = append(buf[:0], e.text...)
		c.drawText(f, sx+s+legendPad+2, ry+(s-f.cellH)/2, buf, colHUD)
	}
	return rect
}
