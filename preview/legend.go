package preview

import (
	"image"
	"image/color"
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
)

type legendEntry struct {
	kind swatch
	col  color.RGBA
	text string
}

// legendEntries lists what opt draws, in the order the legend shows it.
func legendEntries(opt Options) []legendEntry {
	var e []legendEntry
	ov := opt.Overlays
	if ov.Has(OverlayCollision) {
		if opt.AngleColours {
			e = append(e, legendEntry{swHue, color.RGBA{}, "tile angle (hue)"}, legendEntry{swFill, colFlagged, "flagged (snaps 90 deg)"})
		} else {
			e = append(e,
				legendEntry{swFill, colSolidAll, "solid: all"},
				legendEntry{swFill, colSolidTop, "solid: top only"},
				legendEntry{swFill, colSolidSides, "solid: sides+bottom"},
				legendEntry{swFill, colSolidNone, "solidity none"})
		}
		if opt.Paths == PathsBoth {
			e = append(e,
				legendEntry{swFill, dim(colSolidAll, 3, 5), "path A only"},
				legendEntry{swStripes, colSolidAll, "path B only"})
		}
	}
	if ov.Has(OverlaySensors) {
		names := [6]string{"A ground", "B ground", "C ceiling", "D ceiling", "E push", "F push"}
		for i, n := range names {
			e = append(e, legendEntry{swLine, sensorColours[i], "sensor " + n})
		}
		e = append(e,
			legendEntry{swLine, colEdge, "balance check sensor"},
			legendEntry{swFill, colAnchor, "sensor anchor"},
			legendEntry{swFrame, colAnchor, "winning sensor (*)"})
		if ov.Has(OverlaySurfaces) {
			e = append(e, legendEntry{swCross, sensorColours[0], "surface found"})
		}
	}
	if ov.Has(OverlayPlayer) {
		e = append(e, legendEntry{swFrame, colPlayer, "player box (radii)"}, legendEntry{swFill, colCentre, "player centre"})
	}
	if ov.Has(OverlayHitboxes) {
		for i := range hitboxColours {
			e = append(e, legendEntry{swFrame, hitboxColours[i], "hitbox: " + Reaction(i).String()})
		}
	}
	if ov.Has(OverlaySolids) {
		e = append(e, legendEntry{swFrame, colSolidBox, "solid box"})
	}
	if ov.Has(OverlayCombined) {
		e = append(e, legendEntry{swDashed, colCombined, "combined box"})
	}
	if ov.Has(OverlayTriggers) {
		e = append(e, legendEntry{swDashed, colTrigger, "trigger area"})
	}
	if ov.Has(OverlaySwitchers) {
		e = append(e, legendEntry{swLine, colSwitcher, "layer switcher"})
	}
	if ov.Has(OverlayCamera) {
		e = append(e, legendEntry{swFrame, colCamera, "camera 320x224"}, legendEntry{swDashed, colBorder, "view borders"})
	}
	if ov.Has(OverlayObjects) {
		e = append(e, legendEntry{swCross, colObject, "object"})
	}
	if ov.Has(OverlayStart) {
		e = append(e, legendEntry{swCross, colStart, "player start"})
	}
	return e
}

const legendPad = 4

// LegendSize returns the size of the legend DrawLegend draws for opt.
func LegendSize(opt Options) image.Point {
	f, _ := faces()
	e := legendEntries(opt)
	w := 0
	for _, x := range e {
		w = max(w, len(x.text))
	}
	rowH := f.cellH + 3
	return image.Pt(legendPad*3+rowH+f.textWidth(w), legendPad*2+rowH*len(e))
}

// DrawLegend draws a legend of what opt draws into dst with its top-left
// corner at (x, y) of dst, and returns the rectangle it covered.
func DrawLegend(dst *image.RGBA, x, y int, opt Options) image.Rectangle {
	sz := LegendSize(opt)
	rect := image.Rect(x, y, x+sz.X, y+sz.Y).Add(dst.Rect.Min)
	c := newCanvas(dst)
	f, _ := faces()
	rowH := f.cellH + 3
	c.blend(x, y, x+sz.X, y+sz.Y, colVoid, 220)
	c.frame(x, y, x+sz.X, y+sz.Y, 1, colHUD, 120)
	var buf []byte
	for i, e := range legendEntries(opt) {
		ry := y + legendPad + i*rowH
		s := rowH - 3
		sx := x + legendPad
		black := color.RGBA{0, 0, 0, 255}
		switch e.kind {
		case swFill:
			c.fill(sx, ry, sx+s, ry+s, e.col)
		case swLine:
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
		case swCross:
			c.fill(sx, ry+s/2-1, sx+s, ry+s/2+1, e.col)
			c.fill(sx+s/2-1, ry, sx+s/2+1, ry+s, e.col)
		}
		buf = append(buf[:0], e.text...)
		c.drawText(f, sx+s+legendPad+2, ry+(s-f.cellH)/2, buf, colHUD)
	}
	return rect
}
